import ArgumentParser
import Foundation
import KaimonoKit

extension Kaimono {
    /// `kaimono buy FILE... --pickup-date D [--station ID] [--servings N] [--now T]`: recipes in, a cart out.
    struct Buy: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "buy",
            abstract: "Build a cart for a pickup date and station from one or more recipes.",
            discussion: """
                Every ingredient line is matched to a product; the same product needed by several lines or \
                recipes is bought once, in packs covering the summed amount.

                Products that cannot come on the pickup date (sold out, not delivered that weekday, or the \
                shop's order deadline passed at --now) are listed with the reason, the next date they can come, \
                and an available alternative when there is one.

                The cart is split into one order per shop, each with its deadline. Pantry staples (the bundled \
                list, or --pantry FILE) are listed apart unless --include-pantry. A line no product fits is \
                listed as unmatched with the nearest substitute, never bought; lines the recipe makes itself and \
                lines in languages Kaimono does not read are listed under "skipped". --format json writes the \
                cart that `kaimono order submit` takes.

                An http:// or https:// argument is fetched as `kaimono parse` does (see its help); - reads a page \
                or recipe JSON from standard input.
                """
        )

        @Argument(help: "Recipe pages (HTML), recipe JSON files, http(s) URLs of recipe pages, or - for standard input.")
        var files: [String] = []

        @OptionGroup var urls: URLOptions

        @Option(name: .customLong("line"), help: ArgumentHelp(
            "An ingredient line to buy besides the recipes (repeatable; scaled only by its own yield: none).",
            valueName: "text"))
        var lines: [String] = []

        @OptionGroup var pickup: PickupOptions

        @Option(help: "Servings to buy for (each recipe is scaled from its own yield).")
        var servings: Double?

        @OptionGroup var clock: ClockOptions

        @Flag(help: "Buy pantry staples (salt, soy sauce …) too instead of listing them apart.")
        var includePantry = false

        @Flag(help: "Buy the lines a recipe leaves to the cook ('(optional)', 'if you like', '（あれば）') too instead of listing them apart.")
        var includeOptional = false

        @Flag(help: "Put the offered alternative in the cart when a product cannot come.")
        var substitute = false

        @Option(name: .customLong("prefer-shop"), help: ArgumentHelp(
            "A shop to prefer when its product is nearly as good (repeatable; a shop id of the catalog, as `kaimono catalog search` shows).",
            valueName: "id"))
        var preferredShops: [String] = []

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var pantryOptions: PantryOptions

        func validate() throws {
            if pickup.pickupDate == nil {
                throw ValidationError("Missing expected argument '--pickup-date <date>': give YYYY-MM-DD, today or tomorrow.")
            }
            if files.filter({ $0 == "-" }).count > 1 {
                throw ValidationError("Give - (standard input) once: it can be read only once.")
            }
            if files.isEmpty && lines.isEmpty {
                throw ValidationError("Give at least one recipe FILE (HTML page or recipe JSON) or --line TEXT.")
            }
            if let servings, !(servings > 0 && servings <= 1000) {
                throw ValidationError("--servings must be more than 0 and at most 1000, got \(servings).")
            }
        }

        mutating func run() async throws {
            let kaimono = try await database.facade(
                command: "buy", now: clock.now, parsing: try pantryOptions.parsing(command: "buy"))
            let cart: Cart
            do throws(KaimonoError) {
                var recipes: [Recipe] = []
                for file in files {
                    recipes +=
                        KaimonoParsing.isURL(file)
                        ? try await kaimono.parsing.recipesToBuy(url: file, allowPrivateURLs: urls.allowPrivateURLs)
                        : try kaimono.parsing.recipesToBuy(path: file)
                }
                cart = try kaimono.cart(
                    recipes: recipes, lines: lines, linesSource: "--line", pickupDate: pickup.pickupDate ?? "",
                    stationId: pickup.station,
                    servings: servings,
                    options: CartOptions(
                        includePantry: includePantry, preferredShops: preferredShops, substituteAlternatives: substitute,
                        includeOptional: includeOptional))
            } catch {
                throw Console.fail("buy", error)
            }
            try output.resolved.print(cart) { CartTable(catalog: kaimono.catalog).render(cart) }
        }
    }
}

/// Renders a cart for a terminal: shops with their deadlines, items, packs and prices, then what is missing.
struct CartTable {
    let catalog: CatalogSnapshot

    func render(_ cart: Cart) -> String {
        var out = ""
        let station = cart.station
        out += "Pickup \(Self.day(cart.pickupDate)) at \(station.name) (\(station.nameEn), \(station.id))\n"
        for recipe in cart.recipes {
            let title = recipe.title ?? recipe.source
            var note = ""
            if let servings = recipe.servings {
                note = " — serves \(Self.number(servings))"
            } else {
                note = " — yield unknown, amounts as written"
            }
            if recipe.scale != 1 { note += ", amounts × \(Self.number(recipe.scale))" }
            out += "  recipe: \(title)\(note)\n"
        }
        if let deadline = cart.orderDeadline { out += "  order by \(Self.time(deadline)) (first shop deadline)\n" }
        out += "\n"
        if cart.orders.isEmpty { out += "Nothing can be bought for this date.\n\n" }
        let columns = ItemColumns(
            rows: cart.orders.flatMap { $0.items.map { ($0.packs, $0.unitPrice, $0.subtotal) } },
            subtotals: cart.orders.map(\.subtotal))
        for order in cart.orders {
            out += "\(order.shopName) (\(order.shopId))  order by \(Self.time(order.deadline))\n"
            for item in order.items {
                let labels = item.labels.isEmpty ? "" : "  [" + item.labels.joined(separator: ", ") + "]"
                out += columns.row(item.name, packs: item.packs, unitPrice: item.unitPrice, subtotal: item.subtotal)
                    + labels + "\n"
                out += "      for: " + item.forLines.joined(separator: " / ") + "\n"
                if let check = item.checkAmount { out += "      check the amount: \(check)\n" }
            }
            out += columns.subtotal(order.subtotal) + "\n\n"
        }
        out += "Total " + Self.yen(cart.total) + " (\(cart.orders.count) shop order\(cart.orders.count == 1 ? "" : "s"))\n"
        if !cart.unavailable.isEmpty {
            out += "\nCannot come on \(cart.pickupDate):\n"
            for item in cart.unavailable {
                out += "  ✗ \(item.ingredient) — \(Self.reason(item.reason))"
                if let name = item.productName { out += ": \(name)" }
                if let shop = item.shopId.flatMap({ catalog.shop(id: $0) }) { out += " (\(shop.name))" }
                if let next = item.nextDeliverableDate { out += "; next \(Self.day(next))" }
                out += "\n"
                if let alternative = item.alternative {
                    let label = alternative.substitute ? "substitute, not bought" : "instead"
                    out += "      \(label): \(alternative.name) (\(alternative.shopName)) \(alternative.packs) × "
                        + "\(Self.yen(alternative.unitPrice)) = \(Self.yen(alternative.subtotal))"
                    if let note = alternative.note { out += " — \(note)" }
                    out += "\n"
                } else if let none = item.noAlternative {
                    out += "      \(none)\n"
                }
            }
        }
        if let complete = cart.nextCompleteDate, complete != cart.pickupDate {
            out += "\nEverything can come on \(Self.day(complete)) (pick up then to get the whole cart).\n"
        } else if cart.nextCompleteDate == nil {
            out += "\nNo date within the calendar brings everything.\n"
        }
        if !cart.pantry.isEmpty {
            out += "\nPantry (not bought): " + cart.pantry.joined(separator: ", ") + "\n"
        }
        if !cart.skipped.isEmpty {
            out += "\nNot bought:\n"
            for line in cart.skipped {
                let why = switch line.reason {
                case .madeInRecipe: "made in the recipe"
                case .optional: "optional (--include-optional buys it)"
                case .unsupportedLanguage: "language not supported (\(line.language ?? "?"))"
                }
                out += "  - \(line.ingredient) — \(why)\n"
            }
        }
        return out
    }

    /// The columns of item rows (`name  2 x ¥238  ¥476`) and of the subtotal lines under them: the price and money
    /// columns widen to their longest entry, so a row and its shop's subtotal end at the same column (a
    /// `¥1,190,000` had pushed its row one column past the subtotal). The rows hold no character of ambiguous
    /// width (`×`, `…`): a Japanese terminal shows those two columns wide, and the rows stuck out one column.
    struct ItemColumns {
        static let name = 34
        var price = 12
        var money = 9

        init(rows: [(packs: Int, unitPrice: Int, subtotal: Int)], subtotals: [Int]) {
            for row in rows {
                price = max(price, CartTable.width(Self.price(row.packs, row.unitPrice)))
                money = max(money, CartTable.width(CartTable.yen(row.subtotal)))
            }
            for subtotal in subtotals { money = max(money, CartTable.width(CartTable.yen(subtotal))) }
        }

        static func price(_ packs: Int, _ unitPrice: Int) -> String { "\(packs) x \(CartTable.yen(unitPrice))" }

        /// `  name...  2 x ¥238      ¥476`.
        func row(_ name: String, packs: Int, unitPrice: Int, subtotal: Int) -> String {
            "  " + CartTable.pad(name, Self.name) + " " + CartTable.padLeft(Self.price(packs, unitPrice), price) + " "
                + CartTable.padLeft(CartTable.yen(subtotal), money)
        }

        /// `subtotal ¥650`, ending where the rows' money column ends.
        func subtotal(_ value: Int) -> String {
            "  " + CartTable.padLeft("subtotal " + CartTable.yen(value), Self.name + 1 + price + 1 + money)
        }
    }

    static func reason(_ reason: UnavailableItem.Reason) -> String {
        switch reason {
        case .soldOut: "sold out"
        case .notDeliveredOnDate: "not delivered that day"
        case .deadlinePassed: "order deadline passed"
        case .unmatched: "no matching product"
        case .noPrice: "no price in the catalog (cannot be ordered)"
        }
    }

    /// `¥1,160`.
    static func yen(_ value: Int) -> String {
        let digits = String(abs(value))
        var grouped = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(ch)
        }
        return (value < 0 ? "-¥" : "¥") + grouped
    }

    /// `Tue 2026-11-24`.
    static func day(_ day: CalendarDay) -> String {
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return names[day.weekday.rawValue - 1] + " " + day.description
    }

    /// `Mon 11-23 20:00` from an ISO time (the text itself when it does not parse).
    static func time(_ iso: String) -> String {
        // The ISO text is already in the catalog's offset: date and time can be read off it.
        let parts = iso.split(separator: "T")
        guard parts.count == 2, let day = CalendarDay(iso: String(parts[0])) else { return iso }
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return names[day.weekday.rawValue - 1] + " " + String(parts[0].dropFirst(5)) + " " + String(parts[1].prefix(5))
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// Terminal columns of `text`: East Asian wide and fullwidth characters take two.
    static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v)
            let zero = (0x0300...0x036F).contains(v) || v == 0x200B || (0xFE00...0xFE0F).contains(v)
            return sum + (zero ? 0 : wide ? 2 : 1)
        }
    }

    /// `text` in `columns` terminal columns: cut with `...` (not `…`, two columns wide in Japanese terminals)
    /// when longer, else padded with spaces.
    static func pad(_ text: String, _ columns: Int) -> String {
        var shown = text
        if width(text) > columns {
            while width(shown) > columns - 3, !shown.isEmpty { shown.removeLast() }
            shown += "..."
        }
        return shown + String(repeating: " ", count: max(0, columns - width(shown)))
    }

    static func padLeft(_ text: String, _ columns: Int) -> String {
        String(repeating: " ", count: max(0, columns - width(text))) + text
    }
}
