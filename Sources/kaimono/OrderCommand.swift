import ArgumentParser
import Catalog
import Foundation
import Ordering

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
                The same --key again returns the first result and orders nothing new; the same key with a
                different cart is an error. Stock of every product is reserved in one transaction: when any product
                lacks stock nothing is ordered. Orders whose shop deadline passed at --now are refused.
                """
        )

        @Argument(help: "The cart JSON file; - reads standard input.")
        var cart: String

        @Option(help: ArgumentHelp("The idempotency key (1–200 characters), unique per cart.", valueName: "key"))
        var key: String

        @Option(help: ArgumentHelp("The current time, ISO 8601; default: the clock.", valueName: "time"))
        var now: String?

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let (db, store) = try await database.openDatabase(command: "order submit")
            let catalog = try await store.snapshot()
            do throws(OrderingError) {
                let value = try Self.readCart(cart)
                let instant = try Kaimono.Buy.resolveNow(now, catalog: catalog)
                let submitter = OrderSubmitter(store: GRDBOrderStore(database: db), catalog: catalog)
                let receipt = try await submitter.submit(value, key: key, now: instant)
                try OrderSummaryOutput.write(OrderSummary(receipt: receipt, catalog: catalog), format: output.resolved)
            } catch {
                Console.error("kaimono order submit: \(error.message)")
                throw ExitCode(1)
            }
        }

        static func readCart(_ path: String) throws(OrderingError) -> Cart {
            let data: Data?
            if path == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                data = FileManager.default.contents(atPath: path)
            }
            guard let data else { throw .badCart(path, reason: "no such file or not readable") }
            do {
                return try JSONDecoder().decode(Cart.self, from: data)
            } catch let DecodingError.keyNotFound(key, context) {
                throw .badCart(path, reason: "missing \(Self.where(context.codingPath + [key]))")
            } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
                    let DecodingError.dataCorrupted(context)
            {
                throw .badCart(path, reason: "\(Self.where(context.codingPath)): \(context.debugDescription)")
            } catch {
                throw .badCart(path, reason: String(describing: error))
            }
        }

        static func `where`(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
                .joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
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
            let (db, store) = try await database.openDatabase(command: "order show")
            let catalog = try await store.snapshot()
            do throws(OrderingError) {
                let submitter = OrderSubmitter(store: GRDBOrderStore(database: db), catalog: catalog)
                let receipt = try await submitter.receipt(id: id)
                try OrderSummaryOutput.write(OrderSummary(receipt: receipt, catalog: catalog), format: output.resolved)
            } catch {
                Console.error("kaimono order show: \(error.message)")
                throw ExitCode(1)
            }
        }
    }
}

/// Prints an order summary as JSON or a table.
enum OrderSummaryOutput {
    static func write(_ summary: OrderSummary, format: OutputFormat) throws(OrderingError) {
        do {
            switch format {
            case .json: Console.write(try JSONOutput(pretty: true).string(summary) + "\n")
            case .jsonl: Console.write(try JSONOutput(pretty: false).string(summary) + "\n")
            case .table: Console.write(table(summary))
            }
        } catch {
            throw .store("cannot encode the orders: \(error)")
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
