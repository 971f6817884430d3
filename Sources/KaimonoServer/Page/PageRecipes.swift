import KaimonoKit

/// Recipes given to the page by paste or upload, kept in memory under a short id so the cart's links and
/// forms can name them (`/buy?recipe=t-…`); pages fetched by URL, kept so a date change does not fetch again.
/// Bounded (oldest dropped); lost when the server stops, like any unsaved form.
actor PageRecipes {
    private var pasted: [String: [Recipe]] = [:]
    private var pastedOrder: [String] = []
    private var fetched: [String: [Recipe]] = [:]
    private var fetchedOrder: [String] = []
    private let capacity = 256

    /// Keeps `recipes` and returns their id (`t-` and 16 hex digits of a hash of `text`).
    func keep(_ recipes: [Recipe], text: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let id = "t-" + String(hash, radix: 16).leftPadded(to: 16)
        if pasted[id] == nil {
            pastedOrder.append(id)
            if pastedOrder.count > capacity { pasted[pastedOrder.removeFirst()] = nil }
        }
        pasted[id] = recipes
        return id
    }

    func pasted(_ id: String) -> [Recipe]? { pasted[id] }

    func fetched(_ url: String) -> [Recipe]? { fetched[url] }

    func keepFetched(_ recipes: [Recipe], url: String) {
        if fetched[url] == nil {
            fetchedOrder.append(url)
            if fetchedOrder.count > capacity { fetched[fetchedOrder.removeFirst()] = nil }
        }
        fetched[url] = recipes
    }
}

extension String {
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
