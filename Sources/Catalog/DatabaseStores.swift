/// The three stores over one database (catalog, orders, recipe index) and how to let go of it.
///
/// `DatabaseStores.sqlite(_:)` makes them over a SQLite database; the PostgreSQL module makes them over a
/// server. Callers depend on the protocols only, so both backends run the same rules.
public struct DatabaseStores: Sendable {
    public let catalog: any CatalogStore
    public let orders: any OrderStore
    public let recipeIndex: any RecipeIndexStore
    /// Where the database is, without secrets (a path, or a URL without its password).
    public let location: String
    private let closer: @Sendable () async -> Void

    /// Stores over one database; `close` lets go of its connections.
    public init(
        catalog: any CatalogStore, orders: any OrderStore, recipeIndex: any RecipeIndexStore, location: String,
        close: @escaping @Sendable () async -> Void = {}
    ) {
        self.catalog = catalog
        self.orders = orders
        self.recipeIndex = recipeIndex
        self.location = location
        closer = close
    }

    /// The stores over a SQLite database.
    public static func sqlite(_ database: KaimonoDatabase) -> DatabaseStores {
        DatabaseStores(
            catalog: GRDBCatalogStore(database: database), orders: GRDBOrderStore(database: database),
            recipeIndex: GRDBRecipeIndexStore(database: database), location: database.path)
    }

    /// Closes the connections (a PostgreSQL pool); the stores fail after it. Safe to call more than once.
    public func close() async { await closer() }
}
