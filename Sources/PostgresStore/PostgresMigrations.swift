import Catalog
import Logging
import PostgresNIO

/// The PostgreSQL schema, one migration per change, under the same names as the SQLite ones.
///
/// Columns are snake_case; ids sort byte-wise (`COLLATE "C"`) so lists come out in the same order as on
/// SQLite whatever the database's locale. Migrations run in one transaction under an advisory lock, so
/// instances starting together migrate once; applied names are kept in `schema_migration`. A migration is
/// never edited once shipped.
enum PostgresMigrations {
    struct Migration {
        var name: String
        var statements: [String]
    }

    static let all: [Migration] = [
        Migration(name: "catalog-v1", statements: [
            "CREATE TABLE setting (key text COLLATE \"C\" PRIMARY KEY, value text NOT NULL)",
            """
            CREATE TABLE shop (
                id text COLLATE "C" PRIMARY KEY, name text NOT NULL, name_en text NOT NULL, kind text NOT NULL,
                deadline_days_before bigint NOT NULL, deadline_time text NOT NULL, delivery_weekdays text NOT NULL)
            """,
            """
            CREATE TABLE station (
                id text COLLATE "C" PRIMARY KEY, name text NOT NULL, name_en text NOT NULL, area text NOT NULL,
                open_weekdays text NOT NULL)
            """,
            """
            CREATE TABLE product (
                id text COLLATE "C" PRIMARY KEY, shop_id text COLLATE "C" NOT NULL REFERENCES shop (id),
                name text NOT NULL, name_en text NOT NULL, foods text NOT NULL, pack_value double precision NOT NULL,
                pack_unit text NOT NULL, pack_pieces bigint, price bigint NOT NULL, stock bigint NOT NULL,
                labels text NOT NULL, on_sale boolean NOT NULL, sold_out boolean NOT NULL, delivery_weekdays text,
                popularity bigint NOT NULL, origin text)
            """,
            "CREATE INDEX product_shop ON product (shop_id)",
            """
            CREATE TABLE product_food (
                product_id text COLLATE "C" NOT NULL REFERENCES product (id) ON DELETE CASCADE,
                food_id text COLLATE "C" NOT NULL, position bigint NOT NULL, PRIMARY KEY (product_id, food_id))
            """,
            "CREATE INDEX product_food_food ON product_food (food_id)",
            """
            CREATE TABLE calendar_exception (
                date text COLLATE "C" NOT NULL, scope text COLLATE "C" NOT NULL, delivers boolean NOT NULL,
                note text NOT NULL, PRIMARY KEY (date, scope))
            """,
        ]),
        Migration(name: "orders-v1", statements: [
            """
            CREATE TABLE order_submission (
                id text COLLATE "C" PRIMARY KEY, idempotency_key text COLLATE "C" NOT NULL,
                cart_hash text NOT NULL, created_at timestamptz NOT NULL, pickup_date text COLLATE "C" NOT NULL,
                station_id text COLLATE "C" NOT NULL, total bigint NOT NULL,
                CONSTRAINT order_submission_key UNIQUE (idempotency_key))
            """,
            """
            CREATE TABLE shop_order (
                id text COLLATE "C" PRIMARY KEY,
                submission_id text COLLATE "C" NOT NULL REFERENCES order_submission (id) ON DELETE CASCADE,
                position bigint NOT NULL, shop_id text COLLATE "C" NOT NULL, deadline timestamptz NOT NULL,
                subtotal bigint NOT NULL, status text NOT NULL)
            """,
            "CREATE INDEX shop_order_submission ON shop_order (submission_id)",
            """
            CREATE TABLE order_line (
                order_id text COLLATE "C" NOT NULL REFERENCES shop_order (id) ON DELETE CASCADE,
                position bigint NOT NULL, product_id text COLLATE "C" NOT NULL, name text NOT NULL,
                packs bigint NOT NULL, unit_price bigint NOT NULL, PRIMARY KEY (order_id, position))
            """,
            "CREATE INDEX order_line_product ON order_line (product_id)",
        ]),
        // Customers, the status history of every shop order, and the indexes of the customer and station views.
        Migration(name: "orders-v2", statements: [
            "ALTER TABLE order_submission ADD COLUMN customer_id text COLLATE \"C\" NOT NULL DEFAULT ''",
            "CREATE INDEX order_submission_customer ON order_submission (customer_id, created_at, id)",
            "CREATE INDEX order_submission_station ON order_submission (station_id, pickup_date)",
            """
            CREATE TABLE order_status_change (
                order_id text COLLATE "C" NOT NULL REFERENCES shop_order (id) ON DELETE CASCADE,
                position bigint NOT NULL, status text NOT NULL, at timestamptz NOT NULL,
                PRIMARY KEY (order_id, position))
            """,
            """
            INSERT INTO order_status_change (order_id, position, status, at)
            SELECT shop_order.id, 0, shop_order.status, order_submission.created_at
            FROM shop_order JOIN order_submission ON order_submission.id = shop_order.submission_id
            """,
        ]),
        // Recipes in the order they were added (`seq`), and their lines with food, product and amount.
        Migration(name: "recipe-index-v1", statements: [
            """
            CREATE TABLE indexed_recipe (
                seq bigint GENERATED ALWAYS AS IDENTITY, id text COLLATE "C" PRIMARY KEY, title text,
                source text NOT NULL, servings double precision, language text, origin text NOT NULL)
            """,
            "CREATE INDEX indexed_recipe_seq ON indexed_recipe (seq)",
            "CREATE INDEX indexed_recipe_origin ON indexed_recipe (origin)",
            """
            CREATE TABLE indexed_line (
                recipe_id text COLLATE "C" NOT NULL REFERENCES indexed_recipe (id) ON DELETE CASCADE,
                position bigint NOT NULL, text text NOT NULL, name text NOT NULL, group_name text,
                food_id text COLLATE "C", product_id text COLLATE "C", amount_value double precision,
                amount_unit text, status text, optional boolean NOT NULL, to_taste boolean NOT NULL,
                PRIMARY KEY (recipe_id, position))
            """,
            "CREATE INDEX recipe_line_food ON indexed_line (food_id, recipe_id)",
            "CREATE INDEX recipe_line_product ON indexed_line (product_id, recipe_id)",
        ]),
        // The catalog version, in shards: a writer raises one shard in its own transaction and readers add
        // them up, so concurrent orders do not queue on one row.
        Migration(name: "catalog-version-v1", statements: [
            "CREATE TABLE catalog_version (shard integer PRIMARY KEY, version bigint NOT NULL)",
            """
            INSERT INTO catalog_version (shard, version)
            SELECT shard, CASE WHEN shard = 0 THEN 1 ELSE 0 END FROM generate_series(0, \(versionShards - 1)) AS shard
            """,
        ]),
        // Automatic tagging of merchant feeds: what a product is and how sure the tagger was, and what
        // people said about products (applied on every import).
        Migration(name: "catalog-v2-feeds", statements: [
            "ALTER TABLE product ADD COLUMN kind text NOT NULL DEFAULT 'food'",
            "ALTER TABLE product ADD COLUMN confidence double precision",
            """
            CREATE TABLE product_override (
                product_id text COLLATE "C" PRIMARY KEY, foods text NOT NULL, not_food boolean NOT NULL,
                kind text NOT NULL, attributes text NOT NULL)
            """,
        ]),
    ]

    /// Rows of `catalog_version`.
    static let versionShards = 16

    /// Brings the schema up to date; returns the names of the migrations it applied.
    static func migrate(_ database: PostgresDatabase) async throws -> [String] {
        let schema = database.url.schema
        let logger = database.logger
        return try await database.transaction { connection in
            // One migrator per schema at a time; the others wait here and then find nothing to do. The wait
            // and the migration itself are not held to the statement timeout (made for requests): instances
            // starting together on a busy server must not fail because the first one took its time.
            try await connection.query("SET LOCAL statement_timeout = 0", logger: logger)
            let lockName = "kaimono-migrations:" + (schema ?? "public")
            try await connection.query("SELECT pg_advisory_xact_lock(hashtext(\(lockName)))", logger: logger)
            if let schema {
                try await connection.query(
                    PostgresQuery(unsafeSQL: "CREATE SCHEMA IF NOT EXISTS \(schema)"), logger: logger)
            }
            try await connection.query("""
                CREATE TABLE IF NOT EXISTS schema_migration (
                    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
                """, logger: logger)
            var applied: Set<String> = []
            for try await name in try await connection.query("SELECT name FROM schema_migration", logger: logger)
                .decode(String.self)
            {
                applied.insert(name)
            }
            var done: [String] = []
            for migration in all where !applied.contains(migration.name) {
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query(
                    "INSERT INTO schema_migration (name) VALUES (\(migration.name))", logger: logger)
                done.append(migration.name)
            }
            return done
        }
    }
}
