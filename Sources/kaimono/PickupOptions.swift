import ArgumentParser

/// `--now`: the time deadlines, `today` and `tomorrow` are judged at (`buy`, `suggest`, `order submit|list|cancel|mark`).
struct ClockOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The current time, ISO 8601 (2026-11-23T19:30:00+09:00; without an offset, in the catalog time zone); "
            + "default: the clock.",
        valueName: "time"))
    var now: String?
}

/// `--pickup-date` and `--station`: when and where the groceries are picked up (`buy`, `suggest`).
struct PickupOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The pickup date: YYYY-MM-DD, today or tomorrow, in the catalog time zone (required by buy; suggest "
            + "defaults to tomorrow).",
        valueName: "date"))
    var pickupDate: String?

    @Option(help: ArgumentHelp(
        "The pickup station id (default: the catalog's first station open that day).", valueName: "id"))
    var station: String?
}
