import ArgumentParser

/// `--allow-private-urls`: let recipe URLs reach loopback and private networks (`parse`, `buy`, `batch`, `serve`).
struct URLOptions: ParsableArguments {
    @Flag(name: .customLong("allow-private-urls"), help: ArgumentHelp(
        "Fetch recipe URLs on loopback, private, link-local and other internal addresses too (refused by default)."))
    var allowPrivateURLs = false
}
