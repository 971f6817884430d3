public import Catalog
public import FoodLexicon
public import Foundation

/// Times suggestions for random products over a whole recipe index: the index is built once, then each
/// query is timed alone. Used by `kaimono suggest --benchmark` and the `bench-suggest` target.
public struct SuggestionBenchmark: Sendable {
    /// What a run measured.
    public struct Figures: Sendable, Encodable {
        public var recipes: Int
        /// Products whose main food some recipe uses (the queries are drawn from them).
        public var products: Int
        public var queries: Int
        public var buildSeconds: Double
        public var queriesPerSecond: Double
        public var p50Ms: Double
        public var p90Ms: Double
        public var p99Ms: Double
        public var maxMs: Double
        /// The same percentiles in this thread's CPU time: the fair figure on a shared, loaded machine.
        public var cpuP50Ms: Double
        public var cpuP99Ms: Double
        public var meanResults: Double
    }

    public var pickupDate: CalendarDay
    public var station: PickupStation
    public var now: Date
    public var limit: Int

    /// A benchmark for one pickup.
    public init(pickupDate: CalendarDay, station: PickupStation, now: Date, limit: Int = 10) {
        self.pickupDate = pickupDate
        self.station = station
        self.now = now
        self.limit = limit
    }

    /// Builds the index over `recipes` and times `queries` suggestions for products drawn with a fixed seed;
    /// `nil` when no product's food is used by any recipe.
    public func run(recipes: [IndexedRecipe], catalog: CatalogSnapshot, lexicon: Lexicon, queries: Int) -> Figures? {
        let clock = ContinuousClock()
        var started = clock.now
        let index = SuggestionIndex(recipes: recipes, lexicon: lexicon)
        let suggester = RecipeSuggester(index: index, catalog: catalog)
        let buildSeconds = (clock.now - started) / .seconds(1)
        let used = index.foodUse
        let products = catalog.products.filter { $0.onSale && ($0.foods.first.map { used[$0] != nil } ?? false) }
        guard !products.isEmpty, queries > 0 else { return nil }
        var seed: UInt64 = 0x5EED
        var times: [Double] = []
        var cpuTimes: [Double] = []
        times.reserveCapacity(queries)
        cpuTimes.reserveCapacity(queries)
        var returned = 0
        started = clock.now
        for _ in 0..<queries {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let product = products[Int((seed >> 33) % UInt64(products.count))]
            let request = SuggestionRequest(
                product: product, pickupDate: pickupDate, station: station, now: now, limit: limit)
            let one = clock.now
            let cpu = Self.threadCPUMilliseconds()
            returned += suggester.suggest(request).count
            cpuTimes.append(Self.threadCPUMilliseconds() - cpu)
            times.append((clock.now - one) / .milliseconds(1))
        }
        let total = (clock.now - started) / .seconds(1)
        times.sort()
        cpuTimes.sort()
        func percentile(_ p: Double, _ times: [Double] = times) -> Double {
            times[min(times.count - 1, Int(Double(times.count) * p))]
        }
        return Figures(
            recipes: recipes.count, products: products.count, queries: queries, buildSeconds: buildSeconds,
            queriesPerSecond: Double(queries) / max(total, 1e-9), p50Ms: percentile(0.5), p90Ms: percentile(0.9),
            p99Ms: percentile(0.99), maxMs: times.last ?? 0, cpuP50Ms: percentile(0.5, cpuTimes),
            cpuP99Ms: percentile(0.99, cpuTimes), meanResults: Double(returned) / Double(queries))
    }

    /// This thread's CPU time in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }
}
