import Catalog
import FoodLexicon
import Matching
import Synchronization

/// The catalog a facade answers from, kept current: a snapshot, the matcher built over it, and the catalog
/// version they were read at, swapped whole when the database's version moves.
///
/// Requests read the current state with one lock acquisition and keep using it (a cart is built against
/// one snapshot even if a newer one arrives meanwhile); one reload runs at a time and the others skip.
final class LiveCatalog: Sendable {
    /// One consistent catalog: never changed after it is made.
    struct State: Sendable {
        let version: Int64
        let snapshot: CatalogSnapshot
        let matcher: ProductMatcher
    }

    private let state: Mutex<State>
    private let reloading = Mutex(false)

    init(_ state: State) {
        self.state = Mutex(state)
    }

    /// The state now.
    var current: State { state.withLock { $0 } }

    /// Reads the catalog again when the store's version differs from the one held; returns whether it did.
    ///
    /// Skips (returns `false`) while another reload runs; reloads run one after another, so each one
    /// installs what is at least as new as what it replaces.
    func refresh(store: any CatalogStore, lexicon: Lexicon, pantry: Pantry) async throws -> Bool {
        let held = current.version
        guard try await store.catalogVersion() != held else { return false }
        let mine = reloading.withLock { busy in
            guard !busy else { return false }
            busy = true
            return true
        }
        guard mine else { return false }
        defer { reloading.withLock { $0 = false } }
        let (version, snapshot) = try await store.versionedSnapshot()
        let next = State(version: version, snapshot: snapshot, matcher: ProductMatcher(catalog: snapshot, lexicon: lexicon, pantry: pantry))
        state.withLock { $0 = next }
        return true
    }
}
