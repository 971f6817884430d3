/// What a text says about a food beyond its name: traits (state, part, grind, cut), diet claims, labels
/// that contradict a claim, and spec values. Lines and product names get the same kind of value from
/// `AttributeExtractor`, so the matcher compares like with like.
public struct FoodAttributes: Sendable, Hashable {
    public var traits: TraitSet
    /// Claims made (`gluten-free`, `無糖`).
    public var diet: DietSet
    /// Claims a label contradicts (`加糖` contradicts unsweetened, `有塩` unsalted).
    public var contradicted: DietSet
    /// Milk fat in percent (`乳脂肪42%`, `heavy cream` ≈ 38, `skim milk` 0.1).
    public var fatPercent: Double?
    /// Lean share of minced meat in percent (`85% lean`).
    public var leanPercent: Double?
    /// Size grade (`Lサイズ`, `large eggs`).
    public var grade: SizeGrade?
    /// The text names something that is not food (`shampoo`, `dog food`, `洗剤`).
    public var nonFood = false
    /// The text names a prepared dish (`pierogi`, `noodle soup`, `弁当`).
    public var dish = false

    /// Attributes; all empty by default.
    public init(
        traits: TraitSet = TraitSet(), diet: DietSet = [], contradicted: DietSet = [], fatPercent: Double? = nil,
        leanPercent: Double? = nil, grade: SizeGrade? = nil, nonFood: Bool = false, dish: Bool = false
    ) {
        self.traits = traits
        self.diet = diet
        self.contradicted = contradicted
        self.fatPercent = fatPercent
        self.leanPercent = leanPercent
        self.grade = grade
        self.nonFood = nonFood
        self.dish = dish
    }

    /// Nothing stated.
    public var isEmpty: Bool {
        traits.isEmpty && diet.isEmpty && contradicted.isEmpty && fatPercent == nil && leanPercent == nil
            && grade == nil && !nonFood && !dish
    }

    /// Both texts' attributes; the first stated spec value wins.
    public func merging(_ other: FoodAttributes) -> FoodAttributes {
        FoodAttributes(
            traits: traits.union(other.traits), diet: diet.union(other.diet),
            contradicted: contradicted.union(other.contradicted), fatPercent: fatPercent ?? other.fatPercent,
            leanPercent: leanPercent ?? other.leanPercent, grade: grade ?? other.grade,
            nonFood: nonFood || other.nonFood, dish: dish || other.dish)
    }
}
