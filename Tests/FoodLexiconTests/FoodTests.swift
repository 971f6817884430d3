import FoodLexicon
import Testing

@Suite struct FoodTests {
    @Test func identifiesByID() {
        let food = Food(id: "onion", english: ["onion"], japanese: ["玉ねぎ"], category: "vegetable", pieceGrams: 200)
        #expect(food.id == "onion")
        #expect(food.pieceGrams == 200)
    }
}
