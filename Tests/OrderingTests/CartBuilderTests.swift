import Catalog
import Foundation
import RecipeExtraction
import Testing
@testable import Ordering

@Suite struct CartBuilderTests {
    typealias F = OrderingFixture

    func build(
        _ recipes: [Recipe], pickup: String, station: String? = "st-a", servings: Double? = nil,
        now: String = "2026-11-24T10:00", options: CartOptions = CartOptions()
    ) throws -> Cart {
        try F.builder().build(CartRequest(
            recipes: recipes, pickupDate: F.day(pickup), stationId: station, servings: servings,
            now: F.tokyoTime(now), options: options))
    }

    func item(_ cart: Cart, _ productId: String) -> CartItem? {
        cart.orders.flatMap(\.items).first { $0.productId == productId }
    }

    @Test func beforeTheCutoffTheProductIsInTheCart() throws {
        // Given the butcher closes orders for a Wednesday pickup at 20:00 on Tuesday
        let cart = try build([F.recipe(["豚こま切れ肉 200g"])], pickup: "2026-11-25", now: "2026-11-24T19:59")
        // Then one minute before, the pork is ordered and the order carries the deadline
        let order = try #require(cart.orders.first)
        #expect(order.shopId == "s-meat")
        #expect(order.deadline == "2026-11-24T20:00:00+09:00")
        #expect(cart.orderDeadline == "2026-11-24T20:00:00+09:00")
        #expect(item(cart, "p-pork")?.packs == 1)
        #expect(cart.unavailable.isEmpty)
    }

    @Test func atTheCutoffTheDeadlineHasPassed() throws {
        let cart = try build([F.recipe(["豚こま切れ肉 200g"])], pickup: "2026-11-25", now: "2026-11-24T20:00")
        #expect(cart.orders.isEmpty)
        #expect(cart.orderDeadline == nil)
        #expect(cart.unavailable == [UnavailableItem(
            ingredient: "豚こま切れ肉 200g", reason: .deadlinePassed, productId: "p-pork",
            productName: "豚こま切れ肉 400g", shopId: "s-meat", nextDeliverableDate: F.day("2026-11-26"))])
    }

    @Test func sameDayDeadlineAtEightInTheMorning() throws {
        let lines = [F.recipe(["玉ねぎ 2個"])]
        let early = try build(lines, pickup: "2026-11-24", now: "2026-11-24T07:59")
        #expect(item(early, "p-onion")?.packs == 1)
        let late = try build(lines, pickup: "2026-11-24", now: "2026-11-24T08:00")
        #expect(late.unavailable.map(\.reason) == [.deadlinePassed])
        #expect(late.unavailable.first?.nextDeliverableDate == F.day("2026-11-25"))
    }

    @Test func linesNotBoughtAreListedApartAndSubstitutesAreOnlyOffered() throws {
        // Given a sub-recipe line, a German line, a line asking for dried onion (only fresh is sold) and onions
        let lines = ["たれ（作り方は下記） 全量", "1 Zwiebel, fein gehackt", "乾燥玉ねぎ 10g", "玉ねぎ 1個"]
        for substitute in [false, true] {
            let cart = try build(
                [F.recipe(lines)], pickup: "2026-11-25", options: CartOptions(substituteAlternatives: substitute))
            // Then the first two are skipped, neither bought nor unavailable
            #expect(cart.skipped == [
                SkippedLine(ingredient: "たれ（作り方は下記） 全量", reason: .madeInRecipe),
                SkippedLine(ingredient: "1 Zwiebel, fein gehackt", reason: .unsupportedLanguage, language: "de"),
            ])
            // And the dried onion is unmatched with the fresh onions offered as a substitute, never bought for it
            let dried = try #require(cart.unavailable.first)
            #expect(cart.unavailable.count == 1)
            #expect(dried.ingredient == "乾燥玉ねぎ 10g")
            #expect(dried.reason == .unmatched)
            #expect(dried.alternative?.productId == "p-onion")
            #expect(dried.alternative?.substitute == true)
            #expect(dried.alternative?.note == "fresh; the line asks for dried")
            #expect(item(cart, "p-onion")?.forLines == ["玉ねぎ 1個"])
        }
    }

    @Test func skippedLinesSurviveTheJSONContract() throws {
        let cart = try build([F.recipe(["煮汁 大さじ3", "玉ねぎ 1個"])], pickup: "2026-11-25")
        let json = try JSONEncoder().encode(cart)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let skipped = try #require(object["skipped"] as? [[String: Any]])
        #expect(skipped.count == 1)
        #expect(skipped.first?["reason"] as? String == "made_in_recipe")
        #expect(skipped.first?["language"] is NSNull)
        #expect(try JSONDecoder().decode(Cart.self, from: json) == cart)
    }

    @Test func weekdayOnlyShopsProductIsBoughtElsewhereOnSaturday() throws {
        // Given the tofu maker delivers Monday to Friday, and the greengrocer sells tofu every day, as good a fit
        // but dearer
        let lines = [F.recipe(["絹ごし豆腐 1丁"])]
        // Then on Saturday the greengrocer's tofu is bought (it had only been offered)
        let saturday = try build(lines, pickup: "2026-11-28")
        #expect(item(saturday, "p-tofu-veg")?.packs == 1)
        #expect(saturday.unavailable.isEmpty)
        // And on Friday it comes from the tofu maker
        let friday = try build(lines, pickup: "2026-11-27")
        #expect(item(friday, "p-tofu")?.packs == 1)
        #expect(friday.unavailable.isEmpty)
        // And when the greengrocer's has too little stock, the maker's is listed with Monday and nothing offered
        var catalog = F.catalog()
        catalog.upsert(Product(
            id: "p-tofu-veg", shopId: "s-veg", name: "豆腐", nameEn: "Tofu", foods: ["tofu"],
            pack: PackSize(value: 1, unit: .piece), price: 150, stock: 0, popularity: 5))
        let short = try F.builder(catalog: catalog).build(CartRequest(
            recipes: lines, pickupDate: F.day("2026-11-28"), stationId: "st-a", now: F.tokyoTime("2026-11-24T10:00")))
        let missing = try #require(short.unavailable.first)
        #expect(missing.reason == .notDeliveredOnDate)
        #expect(missing.productId == "p-tofu")
        #expect(missing.nextDeliverableDate == F.day("2026-11-30"))
        #expect(missing.alternative == nil)
        #expect(short.orders.isEmpty)
    }

    /// A product without a price (a feed may give none) is never ordered: neither bought, nor offered, nor bought as
    /// an alternative; a priceless pick gives way to a priced one as good, as one that cannot come does.
    @Test func aProductWithoutAPriceIsNeitherBoughtNorOffered() throws {
        let lines = [F.recipe(["絹ごし豆腐 1丁"])]
        // Given the greengrocer's tofu without a price, and the tofu maker's, not delivered on Saturdays
        var catalog = F.catalog()
        catalog.upsert(Product(
            id: "p-tofu-veg", shopId: "s-veg", name: "豆腐", nameEn: "Tofu", foods: ["tofu"],
            pack: PackSize(value: 1, unit: .piece), price: 0, stock: 30, popularity: 5))
        let saturday = try F.builder(catalog: catalog).build(CartRequest(
            recipes: lines, pickupDate: F.day("2026-11-28"), stationId: "st-a", now: F.tokyoTime("2026-11-24T10:00"),
            options: CartOptions(substituteAlternatives: true)))
        // Then the maker's is listed for Monday with nothing offered, even when alternatives are put in the cart
        let missing = try #require(saturday.unavailable.first)
        #expect(missing.productId == "p-tofu")
        #expect(missing.alternative == nil)
        #expect(saturday.orders.isEmpty)
        // And given the maker's tofu without a price on Friday, the greengrocer's priced one is bought instead
        catalog = F.catalog()
        catalog.upsert(Product(
            id: "p-tofu", shopId: "s-weekday", name: "絹ごし豆腐", nameEn: "Silken tofu", foods: ["tofu"],
            pack: PackSize(value: 1, unit: .piece), price: 0, stock: 30, popularity: 95))
        let friday = try F.builder(catalog: catalog).build(CartRequest(
            recipes: lines, pickupDate: F.day("2026-11-27"), stationId: "st-a", now: F.tokyoTime("2026-11-24T10:00")))
        #expect(friday.orders.flatMap(\.items).map(\.productId) == ["p-tofu-veg"])
        #expect(friday.unavailable.isEmpty)
        // And with no other tofu on sale, the line says the product has no price, with no date it could come
        catalog.upsert(Product(
            id: "p-tofu-veg", shopId: "s-veg", name: "豆腐", nameEn: "Tofu", foods: ["tofu"],
            pack: PackSize(value: 1, unit: .piece), price: 150, stock: 30, onSale: false, popularity: 5))
        let alone = try F.builder(catalog: catalog).build(CartRequest(
            recipes: lines, pickupDate: F.day("2026-11-27"), stationId: "st-a", now: F.tokyoTime("2026-11-24T10:00")))
        let priceless = try #require(alone.unavailable.first)
        #expect(priceless.reason == .noPrice)
        #expect(priceless.productId == "p-tofu")
        #expect(priceless.nextDeliverableDate == nil)
        #expect(alone.orders.isEmpty)
    }

    @Test func aSubstituteIsOfferedWhenNoFormOfTheSameThingCanCome() throws {
        // Given dried onion sold only by the weekday shop, and fresh onions every day
        var catalog = F.catalog()
        catalog.upsert(Product(
            id: "p-onion-dried", shopId: "s-weekday", name: "乾燥玉ねぎ 50g", nameEn: "Dried onion 50 g",
            foods: ["onion"], pack: PackSize(value: 50, unit: .g), price: 298, stock: 30, popularity: 40))
        for substitute in [false, true] {
            let cart = try F.builder(catalog: catalog).build(CartRequest(
                recipes: [F.recipe(["乾燥玉ねぎ 10g"])], pickupDate: F.day("2026-11-28"), stationId: "st-a",
                now: F.tokyoTime("2026-11-24T10:00"), options: CartOptions(substituteAlternatives: substitute)))
            // Then on Saturday the dried onion cannot come, Monday is next, and the fresh onions are offered as a
            // substitute saying what differs, where it had said that nothing else can come
            let missing = try #require(cart.unavailable.first)
            #expect(missing.reason == .notDeliveredOnDate)
            #expect(missing.productId == "p-onion-dried")
            #expect(missing.nextDeliverableDate == F.day("2026-11-30"))
            #expect(missing.alternative?.productId == "p-onion")
            #expect(missing.alternative?.substitute == true)
            #expect(missing.alternative?.note == "fresh; the line asks for dried")
            #expect(missing.noAlternative == nil)
            // And it is never bought, even when alternatives are put in the cart
            #expect(cart.orders.isEmpty)
        }
        // And on Friday the dried onion itself comes
        let friday = try F.builder(catalog: catalog).build(CartRequest(
            recipes: [F.recipe(["乾燥玉ねぎ 10g"])], pickupDate: F.day("2026-11-27"), stationId: "st-a",
            now: F.tokyoTime("2026-11-24T10:00")))
        #expect(item(friday, "p-onion-dried")?.packs == 1)
    }

    @Test func soldOutListsTheNextDeliveryDate() throws {
        // Given the eggs are out of stock and the egg farm delivers Tue/Thu/Sat
        let cart = try build([F.recipe(["卵 2個"])], pickup: "2026-11-25")
        let missing = try #require(cart.unavailable.first)
        #expect(missing.reason == .soldOut)
        #expect(missing.productId == "p-egg")
        #expect(missing.nextDeliverableDate == F.day("2026-11-26"))
        #expect(missing.alternative == nil)
    }

    @Test func sameProductIsMergedAcrossRecipes() throws {
        // Given two recipes needing 200 g and 150 g of pork scraps
        let cart = try build(
            [F.recipe(["豚こま切れ肉 200g", "玉ねぎ 1個"], source: "a"), F.recipe(["豚こま 150g", "玉ねぎ 1個"], source: "b")],
            pickup: "2026-11-26")
        // Then one 400 g pack covers both, and the two onions fit one pack of three
        let pork = try #require(item(cart, "p-pork"))
        #expect(pork.packs == 1)
        #expect(pork.forLines == ["豚こま切れ肉 200g", "豚こま 150g"])
        #expect(item(cart, "p-onion")?.packs == 1)
        #expect(item(cart, "p-onion")?.forLines == ["玉ねぎ 1個"])
        #expect(cart.orders.flatMap(\.items).count == 2)
    }

    @Test func mergingPicksTheCheapestPackSizeForTheTotal() throws {
        // Given 200 g and 400 g packs of the same pork: each line alone fits the 200 g pack best
        let builder = try F.builder(catalog: F.catalog(smallPork: true))
        func cart(_ recipes: [Recipe]) throws -> Cart {
            try builder.build(CartRequest(
                recipes: recipes, pickupDate: F.day("2026-11-26"), stationId: "st-a",
                now: F.tokyoTime("2026-11-24T10:00")))
        }
        let single = try cart([F.recipe(["豚こま切れ肉 200g"])])
        #expect(single.orders.flatMap(\.items).map(\.productId) == ["p-pork-200"])
        // When two recipes need 200 g and 150 g
        let merged = try cart([F.recipe(["豚こま切れ肉 200g"]), F.recipe(["豚こま切れ肉 150g"])])
        // Then one 400 g pack (580) is bought, not two 200 g packs (676)
        let items = merged.orders.flatMap(\.items)
        #expect(items.map(\.productId) == ["p-pork"])
        #expect(items.first?.packs == 1)
        #expect(items.first?.forLines == ["豚こま切れ肉 200g", "豚こま切れ肉 150g"])
    }

    @Test(arguments: [("国産 豚こま切れ 200g", "国産 豚こま切れ"), ("玉ねぎ", "玉ねぎ"), ("たまご 6個 箱", "たまご 6個 箱"),
                      ("牛乳 1L 2本", "牛乳")])
    func productLineStem(name: String, stem: String) {
        #expect(CartBuilder.stem(name) == stem)
    }

    @Test func mergedAmountsBeyondOnePackBuyTwo() throws {
        let cart = try build(
            [F.recipe(["豚こま切れ肉 300g"]), F.recipe(["豚こま切れ肉 250g"])], pickup: "2026-11-26")
        #expect(item(cart, "p-pork")?.packs == 2)
        #expect(item(cart, "p-pork")?.subtotal == 1160)
    }

    @Test(arguments: [(nil, 1, 1.0), (4.0, 2, 2.0), (1.0, 1, 0.5)] as [(Double?, Int, Double)])
    func servingsScaleAgainstTheYield(servings: Double?, packs: Int, scale: Double) throws {
        // Given a recipe for 2 needing 300 g of pork (400 g packs)
        let cart = try build([F.recipe(["豚こま切れ肉 300g"], servings: 2)], pickup: "2026-11-26", servings: servings)
        #expect(item(cart, "p-pork")?.packs == packs)
        #expect(cart.recipes.first?.scale == scale)
    }

    @Test func ordersAreSplitPerShopWithTotalsAndLabels() throws {
        let cart = try build([F.recipe(["豚こま切れ肉 500g", "玉ねぎ 4個", "絹ごし豆腐 2丁"])], pickup: "2026-11-26")
        // Soonest deadline first: the greengrocer (08:00 on the day) after the day-before shops at 20:00.
        #expect(cart.orders.map(\.shopId) == ["s-meat", "s-weekday", "s-veg"])
        #expect(cart.orders.map(\.subtotal) == [1160, 240, 396])
        #expect(cart.total == 1796)
        #expect(cart.currency == "JPY")
        #expect(item(cart, "p-pork")?.labels == ["new", "limited"])
        #expect(cart.orderDeadline == "2026-11-25T20:00:00+09:00")
    }

    @Test func pantryLinesAreListedApartUnlessIncluded() throws {
        let lines = [F.recipe(["塩 少々", "玉ねぎ 1個"])]
        let apart = try build(lines, pickup: "2026-11-26")
        #expect(apart.pantry == ["塩 少々"])
        #expect(item(apart, "p-salt") == nil)
        let included = try build(lines, pickup: "2026-11-26", options: CartOptions(includePantry: true))
        #expect(included.pantry.isEmpty)
        #expect(item(included, "p-salt")?.packs == 1)
    }

    @Test func unknownIngredientIsUnmatched() throws {
        let cart = try build([F.recipe(["ドラゴンフルーツ 1個"])], pickup: "2026-11-26")
        #expect(cart.unavailable == [UnavailableItem(ingredient: "ドラゴンフルーツ 1個", reason: .unmatched)])
    }

    @Test func notEnoughStockForTheMergedAmountIsSoldOut() throws {
        let builder = try F.builder(catalog: F.catalog(porkStock: 1))
        let cart = try builder.build(CartRequest(
            recipes: [F.recipe(["豚こま切れ肉 700g"])], pickupDate: F.day("2026-11-26"), stationId: "st-a",
            now: F.tokyoTime("2026-11-24T10:00")))
        #expect(cart.unavailable.map(\.reason) == [.soldOut])
        #expect(cart.orders.isEmpty)
    }

    /// Two sizes of one product line cover an amount for less than packs of one size (session 38).
    @Test func twoSizesCoverForLessThanPacksOfOne() throws {
        let builder = try F.builder(catalog: F.catalog(smallPork: true))
        func items(_ lines: [String]) throws -> [CartItem] {
            try builder.build(CartRequest(
                recipes: [F.recipe(lines)], pickupDate: F.day("2026-11-26"), stationId: "st-a",
                now: F.tokyoTime("2026-11-24T10:00"))).orders.flatMap(\.items)
        }
        // 600 g: 400 g + 200 g (580 + 338 = 918), not two 400 g packs (1,160), each item for the line.
        let mixed = try items(["豚こま切れ肉 600g"])
        #expect(mixed.map(\.productId) == ["p-pork", "p-pork-200"])
        #expect(mixed.map(\.packs) == [1, 1])
        #expect(mixed.reduce(0) { $0 + $1.subtotal } == 918)
        #expect(mixed.allSatisfy { $0.forLines == ["豚こま切れ肉 600g"] })
        // Lines of two recipes add up the same way: 350 g + 250 g.
        let merged = try items(["豚こま切れ肉 350g", "豚こま切れ肉 250g"])
        #expect(merged.map(\.productId) == ["p-pork", "p-pork-200"])
        #expect(merged.allSatisfy { $0.forLines == ["豚こま切れ肉 350g", "豚こま切れ肉 250g"] })
        // One pack that covers stays one pack (300 g: 400 g for 580, not 2 × 200 g for 676), and 800 g is two 400 g
        // packs (1,160), cheaper than 400 g + 2 × 200 g (1,256).
        #expect(try items(["豚こま切れ肉 300g"]).map(\.productId) == ["p-pork"])
        let eight = try items(["豚こま切れ肉 800g"])
        #expect(eight.map(\.productId) == ["p-pork"])
        #expect(eight.map(\.packs) == [2])
        // Without a smaller size, nothing mixes.
        let alone = try F.builder().build(CartRequest(
            recipes: [F.recipe(["豚こま切れ肉 600g"])], pickupDate: F.day("2026-11-26"), stationId: "st-a",
            now: F.tokyoTime("2026-11-24T10:00"))).orders.flatMap(\.items)
        #expect(alone.map(\.productId) == ["p-pork"])
        #expect(alone.map(\.packs) == [2])
    }

    @Test func anotherSizeCoversWhatOneSizeHasNoStockFor() throws {
        // One 400 g pack in stock, 800 g asked: the 200 g packs make up the rest (never more than the stock).
        var catalog = F.catalog(porkStock: 1, smallPork: true)
        let builder = try F.builder(catalog: catalog)
        let cart = try builder.build(CartRequest(
            recipes: [F.recipe(["豚こま切れ肉 800g"])], pickupDate: F.day("2026-11-26"), stationId: "st-a",
            now: F.tokyoTime("2026-11-24T10:00")))
        #expect(cart.unavailable.isEmpty)
        #expect(cart.orders.flatMap(\.items).map(\.productId) == ["p-pork", "p-pork-200"])
        #expect(cart.orders.flatMap(\.items).map(\.packs) == [1, 2])
        // With one 200 g pack too, 800 g cannot be covered: sold out, as before.
        catalog.upsert(Product(
            id: "p-pork-200", shopId: "s-meat", name: "豚こま切れ肉 200g", nameEn: "Pork scraps 200 g",
            foods: ["pork-komagire"], pack: PackSize(value: 200, unit: .g), price: 338, stock: 1, popularity: 80))
        let short = try F.builder(catalog: catalog).build(CartRequest(
            recipes: [F.recipe(["豚こま切れ肉 800g"])], pickupDate: F.day("2026-11-26"), stationId: "st-a",
            now: F.tokyoTime("2026-11-24T10:00")))
        #expect(short.unavailable.map(\.reason) == [.soldOut])
        #expect(short.orders.isEmpty)
    }

    @Test func preferredShopWinsWhenNearlyAsGood() throws {
        let cart = try build(
            [F.recipe(["絹ごし豆腐 1丁"])], pickup: "2026-11-26", options: CartOptions(preferredShops: ["s-veg"]))
        // Given the tofu maker's tofu ranks first, the greengrocer's close behind
        #expect(item(try build([F.recipe(["絹ごし豆腐 1丁"])], pickup: "2026-11-26"), "p-tofu") != nil)
        // Then preferring the greengrocer buys there
        #expect(cart.orders.map(\.shopId) == ["s-veg"])
        #expect(item(cart, "p-tofu-veg")?.packs == 1)
    }

    @Test func anUnknownShopToPreferIsAnError() throws {
        // A typo in a shop id had changed nothing, silently.
        let error = try #require(throws: OrderingError.self) {
            try build([F.recipe(["絹ごし豆腐 1丁"])], pickup: "2026-11-26", options: CartOptions(preferredShops: ["s-veg", "s-nope"]))
        }
        #expect(error.code == "unknown_shop")
        #expect(error.message == "no shop 's-nope' in the catalog to prefer; give one of its shop ids: s-meat, s-veg, s-weekday, s-egg, s-pantry")
    }

    @Test(arguments: [
        ("2026-11-23", "past_date", "pickup date 2026-11-23 is in the past (today is 2026-11-24 in the catalog time zone); pick 2026-11-24 or later"),
        ("2027-01-24", "beyond_horizon", "pickup date 2027-01-24 is beyond the delivery calendar (60 days ahead, until 2027-01-23); pick an earlier date"),
    ])
    func datesOutsideTheCalendarAreErrors(pickup: String, code: String, message: String) throws {
        let error = try #require(throws: OrderingError.self) {
            try build([F.recipe(["玉ねぎ 1個"])], pickup: pickup)
        }
        #expect(error.code == code)
        #expect(error.message == message)
    }

    @Test func closedStationAndUnknownStationAreErrors() throws {
        let closed = try #require(throws: OrderingError.self) {
            try build([F.recipe(["玉ねぎ 1個"])], pickup: "2026-11-28", station: "st-b")
        }
        #expect(closed.message == "pickup station st-b is closed on 2026-11-28 (sat); it opens next on 2026-11-30")
        let unknown = try #require(throws: OrderingError.self) {
            try build([F.recipe(["玉ねぎ 1個"])], pickup: "2026-11-26", station: "st-zz")
        }
        #expect(unknown.code == "unknown_station")
    }

    @Test func defaultStationIsTheFirstOpenOnTheDay() throws {
        let cart = try build([F.recipe(["玉ねぎ 1個"])], pickup: "2026-11-28", station: nil)
        #expect(cart.station.id == "st-a")
    }

    @Test func withoutAStationADayEveryStationIsClosedIsAnError() throws {
        // Given a catalog-wide holiday on Thursday 2026-11-26, and st-a alone closed on Friday
        var catalog = F.catalog()
        catalog.add(CalendarException(date: F.day("2026-11-26"), scope: .everything, delivers: false))
        catalog.add(CalendarException(date: F.day("2026-11-27"), scope: .station("st-a"), delivers: false))
        let builder = try F.builder(catalog: catalog)
        func build(_ pickup: String) throws(OrderingError) -> Cart {
            try builder.build(CartRequest(
                recipes: [F.recipe(["玉ねぎ 1個"])], pickupDate: F.day(pickup), stationId: nil,
                now: F.tokyoTime("2026-11-24T10:00")))
        }
        // Then no station is chosen on the holiday: the cart is refused, naming the next day one opens
        let error = try #require(throws: OrderingError.self) { try build("2026-11-26") }
        #expect(error.code == "station_closed")
        #expect(error.message == "no pickup station is open on 2026-11-26 (thu); the first to open again is st-b "
            + "on 2026-11-27: pick that date")
        // And on Friday the first station open (st-b) is taken, not the first of the catalog
        #expect(try build("2026-11-27").station.id == "st-b")
    }

    @Test func cartJSONHasEveryKeyAndRoundTrips() throws {
        let cart = try build([F.recipe(["豚こま切れ肉 200g", "卵 2個", "塩 少々"])], pickup: "2026-11-25")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(cart)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["pickupDate", "station", "orderDeadline", "orders", "unavailable", "pantry", "total", "currency"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""alternative":null"#))
        #expect(text.contains(#""for":["豚こま切れ肉 200g"]"#))
        #expect(text.contains(#""nextDeliverableDate":"2026-11-26""#))
        #expect(try JSONDecoder().decode(Cart.self, from: data) == cart)
    }
}
