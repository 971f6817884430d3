import ArgumentParser
import Foundation
import KaimonoKit

extension Kaimono {
    /// `kaimono order submit|show`: turn a cart into orders, and look orders up.
    struct OrderCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "order",
            abstract: "Submit a cart as orders (one per shop, idempotent) and show stored orders.",
            subcommands: [Submit.self, Show.self]
        )
    }
}

extension Kaimono.OrderCommand {
    /// `kaimono order submit CART.json --key K [--now T]`.
    struct Submit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Submit a cart (as `kaimono buy --format json` writes it) as orders, reserving stock.",
            discussion: """
                The same --key again returns the first result and orders nothing new; the same key with a \
                different cart is an error.

                Stock of every product is reserved in one transaction: when any product lacks stock nothing is \
                ordered. Orders whose shop deadline passed at --now are refused.
                """
        )

        @Argument(help: "The cart JSON file; - reads standard input.")
        var cart: String

        @Option(help: ArgumentHelp("The idempotency key (1–200 characters), unique per cart.", valueName: "key"))
        var key: String

        @OptionGroup var clock: ClockOptions

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let store = try await database.store(command: "order submit")
            let summary: OrderSummary
            do throws(KaimonoError) {
                let catalog = try await store.catalog()
                let value = try KaimonoStore.readCart(cart)
                let instant = try clock.now.map { text throws(KaimonoError) in try catalog.instant(text) } ?? Date()
                summary = try await store.submitOrder(value, idempotencyKey: key, now: instant, catalog: catalog)
            } catch {
                throw Console.fail("order submit", error)
            }
            try OrderSummaryOutput.write(summary, format: output.resolved)
        }
    }

    /// `kaimono order show ID`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show a submission (o-…) or one of its shop orders (o-…-SHOP).")

        @Argument(help: "A submission id or an order id, as `order submit` printed them.")
        var id: String

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let store = try await database.store(command: "order show")
            let summary: OrderSummary
            do throws(KaimonoError) {
                summary = try await store.order(id: id)
            } catch {
                throw Console.fail("order show", error)
            }
            try OrderSummaryOutput.write(summary, format: output.resolved)
        }
    }
}

/// Prints an order summary as JSON or a table.
enum OrderSummaryOutput {
    static func write(_ summary: OrderSummary, format: OutputFormat) throws {
        switch format {
        case .json: try JSONOutput(pretty: true).print(summary)
        case .jsonl: try JSONOutput(pretty: false).print(summary)
        case .table: Console.write(table(summary))
        }
    }

    static func table(_ summary: OrderSummary) -> String {
        var out = "Submission \(summary.id)  key \(summary.idempotencyKey)"
        out += summary.replayed ? "  (replayed: already submitted, nothing new ordered)\n" : "\n"
        out += "Pickup \(CartTable.day(summary.pickupDate)) at \(summary.stationId), submitted \(summary.createdAt)\n\n"
        for order in summary.orders {
            out += "\(order.id)  \(order.shopName)  \(order.status)  order by \(CartTable.time(order.deadline))\n"
            for item in order.items {
                out += "  " + CartTable.pad(item.name, 34) + " "
                    + CartTable.padLeft("\(item.packs) × \(CartTable.yen(item.unitPrice))", 12) + " "
                    + CartTable.padLeft(CartTable.yen(item.subtotal), 9) + "\n"
            }
            out += "  " + CartTable.padLeft("subtotal " + CartTable.yen(order.subtotal), 57) + "\n\n"
        }
        out += "Total \(CartTable.yen(summary.total))\n"
        return out
    }
}
