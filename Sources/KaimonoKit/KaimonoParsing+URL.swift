/// Recipes by URL: the fetcher with Kaimono's limits, and the extractor fed with what the response declared.
extension KaimonoParsing {
    /// The `User-Agent` every fetch sends: the program and its version.
    public static var userAgent: String { "Kaimono/\(Kaimono.version) (recipe-to-groceries fetcher)" }

    /// Whether a command-line argument or form field names a URL (http or https) rather than a file.
    public static func isURL(_ text: String) -> Bool {
        let lower = text.prefix(8).lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// The fetch limits: connect 5 s, total 20 s, `maxInputBytes`, 5 redirects, no private addresses
    /// unless `allowPrivateURLs`.
    public func fetchOptions(allowPrivateURLs: Bool) -> FetchOptions {
        FetchOptions(userAgent: Self.userAgent, allowPrivateAddresses: allowPrivateURLs, maxBytes: maxInputBytes)
    }

    /// The page at `url`, after redirects.
    ///
    /// - Throws: `KaimonoError` `invalid_url` (400), `blocked_address`, `not_html`, `too_large` (422),
    ///   `fetch_failed`, `http_NNN` (502).
    public func fetch(url: String, allowPrivateURLs: Bool = false) async throws(KaimonoError) -> FetchedPage {
        do throws(FetchError) {
            return try await PageFetcher(options: fetchOptions(allowPrivateURLs: allowPrivateURLs)).fetch(url)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// The recipes of a fetched page: JSON by its media type or first byte, else HTML decoded with the
    /// response's charset. Each recipe's `source` is the URL asked for.
    public func parse(fetched page: FetchedPage) throws(KaimonoError) -> [Recipe] {
        let first = page.bytes.first { $0 > 0x20 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
        if page.isJSON || first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            return try parse(json: page.bytes, source: page.requestedURL)
        }
        do throws(ExtractionError) {
            return [try extractor.extract(html: page.bytes, source: page.requestedURL, charset: page.charset)]
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Fetches `url` and extracts its recipes.
    public func parse(url: String, allowPrivateURLs: Bool = false) async throws(KaimonoError) -> [Recipe] {
        try parse(fetched: try await fetch(url: url, allowPrivateURLs: allowPrivateURLs))
    }

    /// The recipes at `url` that have ingredient lines (what a cart is built from).
    ///
    /// - Throws: the fetch errors, or `unreadable_recipe` when the page has no ingredient list.
    public func recipesToBuy(url: String, allowPrivateURLs: Bool = false) async throws(KaimonoError) -> [Recipe] {
        let recipes: [Recipe]
        do throws(KaimonoError) {
            recipes = try await parse(url: url, allowPrivateURLs: allowPrivateURLs)
        } catch where error.code == "no_recipe" {
            throw KaimonoError(OrderingError.unreadableRecipe(url, reason: "no recipe found on the page"))
        }
        let buyable = recipes.filter { !$0.ingredients.isEmpty }
        guard !buyable.isEmpty else {
            throw KaimonoError(OrderingError.unreadableRecipe(url, reason: "no ingredient list found"))
        }
        return buyable
    }

    /// Fetches every URL (a few at a time) for `batch --urls`: one record each, in order; a URL that
    /// fails becomes a record with its error code and message.
    public func fetchDocuments(urls: [String], allowPrivateURLs: Bool = false, concurrency: Int = 4) async
        -> [BatchDocument]
    {
        var documents = [BatchDocument?](repeating: nil, count: urls.count)
        let fetcher = PageFetcher(options: fetchOptions(allowPrivateURLs: allowPrivateURLs))
        await withTaskGroup(of: (Int, BatchDocument).self) { group in
            var next = 0
            func add() {
                let index = next
                let url = urls[index]
                next += 1
                group.addTask {
                    do throws(FetchError) {
                        let page = try await fetcher.fetch(url)
                        return (index, BatchDocument(source: url, bytes: page.bytes, charset: page.isJSON ? nil : page.charset))
                    } catch {
                        return (index, BatchDocument(source: url, failureCode: error.code, message: error.message))
                    }
                }
            }
            while next < min(urls.count, max(1, concurrency)) { add() }
            for await (index, document) in group {
                documents[index] = document
                if next < urls.count { add() }
            }
        }
        return documents.compactMap { $0 }
    }
}

extension KaimonoError {
    /// A page that could not be fetched: the URL's fault (400), nothing usable there (422), or the far server's (502).
    init(_ error: FetchError) {
        let kind: Kind =
            switch error.code {
            case "invalid_url": .badInput
            case "blocked_address", "not_html", "too_large": .unprocessable
            default: .upstream
            }
        self.init(kind, code: error.code, message: error.message)
    }
}
