import ArgumentParser
import Foundation
import KaimonoKit

extension Kaimono {
    /// `kaimono order submit|show|list|cancel|mark`: orders from submission to pickup.
    struct OrderCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "order",
            abstract: "Submit carts as orders, list them by customer or station, cancel them, mark them ready or picked up.",
            discussion: """
                Every subcommand calls the same library code as the HTTP API and prints the same JSON. On an \
                error the message goes to standard error with a non-zero exit; with --format json or jsonl the \
                error object ({"error": {"code", "message", …}}, as the API answers it) is also written to \
                standard output.
                """,
            subcommands: [Submit.self, Show.self, List.self, Cancel.self, Mark.self]
        )
    }
}

extension Kaimono.OrderCommand {
    /// `kaimono order submit CART.json --key K --customer ID [--now T]`.
    struct Submit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "submit",
            abstract: "Submit a cart (as `kaimono buy --format json` writes it) as orders, reserving stock.",
            discussion: """
                Every item is priced, named and assigned to its shop from the catalog as it is now; the cart's \
                prices are the quote the customer saw. When any differs, nothing is ordered and the error \
                price_changed lists the items (old and new price) and carries the cart at today's prices. A \
                product in another shop's order, off sale, or packs outside 1–99 are refused (bad_cart).

                The same --key again returns the first submission and orders nothing new; the same key with \
                another cart is an error.

                Stock of every product is reserved in one transaction: when any product lacks stock nothing is \
                ordered. Orders whose shop deadline passed at --now are refused.
                """
        )

        @Argument(help: "The cart JSON file; - reads standard input.")
        var cart: String

        @Option(help: ArgumentHelp("The idempotency key (1–200 characters), unique per cart.", valueName: "key"))
        var key: String

        @Option(help: ArgumentHelp("The customer id (1–64 ASCII letters, digits, . _ - : @).", valueName: "id"))
        var customer: String

        @OptionGroup var clock: ClockOptions
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let (cart, key, customer) = (cart, key, customer)
            try await OrderCLI.run("order submit", database: database, now: clock.now, format: output.resolved) {
                store, catalog, now throws(KaimonoError) in
                try await store.submitOrder(
                    try KaimonoStore.readCart(cart), idempotencyKey: key, customerId: customer, now: now,
                    catalog: catalog)
            } table: { OrderCLI.table($0) }
        }
    }

    /// `kaimono order show ID`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show a submission (o-…) or the submission of a shop order (o-…-SHOP), with every status change.")

        @Argument(help: "A submission id or an order id, as `order submit` printed them.")
        var id: String

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let id = id
            try await OrderCLI.run("order show", database: database, now: nil, format: output.resolved) {
                store, catalog, _ throws(KaimonoError) in
                try await store.order(id: id, catalog: catalog)
            } table: { OrderCLI.table($0) }
        }
    }

    /// `kaimono order list --customer ID [--limit N] [--cursor C]` or `--station ID --date D`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List a customer's submissions (newest first, paged), or what a station receives on a date.",
            discussion: """
                --customer prints one page (--limit, default 20, at most 100) and, when there are more, the \
                nextCursor to pass as --cursor for the next page.

                --station with --date (YYYY-MM-DD, today, tomorrow) prints the orders to hand over that day \
                grouped by shop, with the packs of each product to prepare; cancelled orders are left out.
                """
        )

        @Option(help: ArgumentHelp("List this customer's submissions.", valueName: "id"))
        var customer: String?

        @Option(help: "Submissions per page (1–100).")
        var limit = 20

        @Option(help: ArgumentHelp("The nextCursor of the previous page.", valueName: "cursor"))
        var cursor: String?

        @Option(help: ArgumentHelp("List what this pickup station receives (with --date).", valueName: "id"))
        var station: String?

        @Option(help: ArgumentHelp("The pickup date for --station: YYYY-MM-DD, today or tomorrow.", valueName: "date"))
        var date: String?

        @OptionGroup var clock: ClockOptions
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            switch (customer, station) {
            case (nil, nil): throw ValidationError("Give --customer ID, or --station ID with --date D.")
            case (.some, .some): throw ValidationError("Give --customer or --station, not both.")
            case (nil, .some) where date == nil:
                throw ValidationError("--station needs --date (YYYY-MM-DD, today or tomorrow).")
            case (.some, nil) where date != nil:
                throw ValidationError("--date goes with --station; a customer's list is not by date.")
            default: break
            }
        }

        mutating func run() async throws {
            let (limit, cursor, format) = (limit, cursor, output.resolved)
            if let customer {
                try await OrderCLI.run("order list", database: database, now: clock.now, format: format) {
                    store, catalog, _ throws(KaimonoError) in
                    try await store.orders(customerId: customer, limit: limit, cursor: cursor, catalog: catalog)
                } table: { OrderCLI.table($0) }
            } else if let station, let date {
                try await OrderCLI.run("order list", database: database, now: clock.now, format: format) {
                    store, catalog, now throws(KaimonoError) in
                    try await store.stationOrders(stationId: station, pickupDate: date, now: now, catalog: catalog)
                } table: { OrderCLI.table($0) }
            }
        }
    }

    /// `kaimono order cancel ID [--now T]`.
    struct Cancel: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "cancel",
            abstract: "Cancel a submission (all its shop orders) or one shop order, putting the stock back.",
            discussion: """
                A customer can cancel a reserved order until its shop's order deadline; after it the error is \
                cancel_deadline_passed.

                A submission is cancelled all or nothing: when one of its shop orders cannot be cancelled, none \
                is (cancel the others by their own ids). Cancelling what is already cancelled changes nothing, \
                and stock goes back exactly once.
                """
        )

        @Argument(help: "A submission id (o-…) or a shop order id (o-…-SHOP).")
        var id: String

        @OptionGroup var clock: ClockOptions
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let id = id
            try await OrderCLI.run("order cancel", database: database, now: clock.now, format: output.resolved) {
                store, catalog, now throws(KaimonoError) in
                try await store.cancelOrder(id: id, now: now, catalog: catalog)
            } table: { OrderCLI.table($0) }
        }
    }

    /// `kaimono order mark ID --status ready_for_pickup|picked_up [--now T]`.
    struct Mark: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mark",
            abstract: "Mark a shop order (or every live order of a submission) ready for pickup or picked up.",
            discussion: """
                The lifecycle is reserved → ready_for_pickup → picked_up; other changes are refused with the \
                statuses the order can take (invalid_transition). Marking an order with the status it has \
                changes nothing. Every change is recorded with its time and shown in the order's history.
                """
        )

        @Argument(help: "A shop order id (o-…-SHOP) or a submission id (o-…).")
        var id: String

        @Option(help: ArgumentHelp("ready_for_pickup or picked_up.", valueName: "status"))
        var status: String

        @OptionGroup var clock: ClockOptions
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let (id, status) = (id, status)
            try await OrderCLI.run("order mark", database: database, now: clock.now, format: output.resolved) {
                store, catalog, now throws(KaimonoError) in
                try await store.markOrder(id: id, status: status, now: now, catalog: catalog)
            } table: { OrderCLI.table($0) }
        }
    }
}

/// What the order commands share: the store, the catalog and `--now`, printing a result or an error.
enum OrderCLI {
    /// Opens the store, reads the catalog once, reads `--now` in its time zone (`nil`: the clock), runs
    /// `call` and prints its value; a failure is printed by `fail` and exits 1.
    static func run<Value: Encodable>(
        _ command: String, database: DatabaseOptions, now: String?, format: OutputFormat,
        _ call: (KaimonoStore, CatalogSnapshot, Date) async throws(KaimonoError) -> Value,
        table: (Value) -> String
    ) async throws {
        let value: Value
        do throws(KaimonoError) {
            let store = try await database.open()
            let catalog = try await store.catalog()
            let instant = try now.map { text throws(KaimonoError) in try catalog.instant(text) } ?? Date()
            value = try await call(store, catalog, instant)
        } catch {
            throw fail(command, error, format: format)
        }
        try format.print(value) { table(value) }
    }

    /// `Console.fail`, and for JSON output the API's error object (`{"error": …}`, with `items`, `cart`
    /// or `allowed` when the error has them) on standard output.
    static func fail(_ command: String, _ error: KaimonoError, format: OutputFormat) -> ExitCode {
        if format != .table { try? JSONOutput(pretty: format == .json).print(ErrorOutput(error: error)) }
        return Console.fail(command, error)
    }

    /// `{"error": KaimonoError}`, the body the API answers with.
    struct ErrorOutput: Encodable {
        var error: KaimonoError
    }

    static func table(_ summary: OrderSummary) -> String {
        var out = "Submission \(summary.id)  \(summary.status)  customer \(summary.customerId)  key \(summary.idempotencyKey)"
        out += summary.replayed ? "  (replayed: already submitted, nothing new ordered)\n" : "\n"
        out += "Pickup \(CartTable.day(summary.pickupDate)) at \(summary.stationId), submitted \(summary.createdAt)\n\n"
        let columns = CartTable.ItemColumns(
            rows: summary.orders.flatMap { $0.items.map { ($0.packs, $0.unitPrice, $0.subtotal) } },
            subtotals: summary.orders.map(\.subtotal))
        for order in summary.orders {
            out += "\(order.id)  \(order.shopName)  \(order.status)  order by \(CartTable.time(order.deadline))\n"
            for item in order.items {
                out += columns.row(item.name, packs: item.packs, unitPrice: item.unitPrice, subtotal: item.subtotal) + "\n"
            }
            out += columns.subtotal(order.subtotal) + "\n"
            out += "  history: " + order.history.map { "\($0.status) \(CartTable.time($0.at))" }
                .joined(separator: " → ") + "\n\n"
        }
        out += "Total \(CartTable.yen(summary.total))\n"
        return out
    }

    static func table(_ page: OrderPage) -> String {
        var out = "Customer \(page.customerId): \(page.orders.count) submission(s), newest first\n"
        for summary in page.orders {
            out += "  \(summary.id)  \(summary.createdAt)  pickup \(summary.pickupDate) at \(summary.stationId)  "
                + "\(summary.status)  \(CartTable.yen(summary.total))\n"
        }
        if let next = page.nextCursor { out += "More: --cursor \(next)\n" }
        return out
    }

    static func table(_ view: StationOrders) -> String {
        var out = "\(view.stationName) (\(view.stationId)) on \(CartTable.day(view.pickupDate)): "
            + "\(view.orderCount) order(s) from \(view.shops.count) shop(s)\n"
        for shop in view.shops {
            out += "\n\(shop.shopName) (\(shop.shopId))  order by \(CartTable.time(shop.deadline))\n"
            for product in shop.products {
                out += "  " + CartTable.pad(product.name, 34) + " " + CartTable.padLeft("\(product.packs) pack(s)", 12) + "\n"
            }
            for order in shop.orders {
                out += "    \(order.id)  customer \(order.customerId)  \(order.status)  \(CartTable.yen(order.subtotal))\n"
            }
        }
        return out
    }
}
