import IngredientParsing
import Testing
@testable import Matching

/// Session 45: an English line naming several foods with one amount or none (toppings, a mirepoix, a cheese mix)
/// buys each food, where the food the line was read as had been bought alone (judges of sessions 43-44 called
/// `Sour cream, shredded cheese, …`, of which only the cheese was bought, wrong). Lines written for this test.
@Suite struct ListedFoodsTests {
    static func match(_ line: String) -> IngredientMatch {
        BundledIdentityTests.match(line).0
    }

    static func foods(_ result: IngredientMatch) -> Set<String> {
        Set(([result.reading ?? result.parsed] + result.also.map(\.parsed)).compactMap(\.food))
    }

    /// Each food of a list is matched as a line of its own (`also`), the line giving back its parse as written.
    @Test(arguments: [
        ("Toppings: diced tomatoes, sour cream, sliced avocado", ["sour-cream", "avocado"]),
        ("Sour cream, lime wedges and chopped cilantro, to serve", ["sour-cream", "lime", "cilantro"]),
        ("tortillas and shredded lettuce, for serving", ["tortilla", "lettuce"]),
        ("Fresh basil and mint, torn", ["basil", "mint"]),
        ("crumbled feta and sliced olives (optional)", ["feta", "olive"]),
    ])
    func eachFoodOfAListIsMatched(line: String, foods: [String]) {
        let result = Self.match(line)
        #expect(Set(foods).isSubset(of: Self.foods(result)), "\(line): \(Self.foods(result))")
        #expect(result.parsed.text == line)
        for other in result.also {
            // (Read in its own words, shown with the line's text, as the `各` lines are.)
            #expect(other.parsed.text == line)
            #expect(other.reading.map { $0.text != line } == true, "\(line): an item is read in its own words")
            #expect(other.status == .matched || other.status == .pantry || other.status == .unmatched)
        }
    }

    /// One amount for the list is shared by its foods: a cup of onion, celery and carrot is a third of a cup of each,
    /// each weighed as its own food.
    @Test func anAmountIsSharedByTheList() throws {
        let result = Self.match("1 1/2 cups chopped onion, carrot and celery")
        #expect(Self.foods(result) == ["onion", "carrot", "celery"])
        let parts = [result.reading ?? result.parsed] + result.also.map(\.parsed)
        for part in parts {
            #expect(part.quantity == 0.5, "\(part.name): \(part.quantity ?? 0)")
            #expect(part.unit == "cup")
        }
        #expect(result.parsed.quantity == 1.5, "the line keeps its own amount as written")
    }

    /// A shared state opening the first item is asked of the items saying none (`frozen corn and peas`: frozen peas);
    /// an item before a last item of several words reads with that item's head when the two name a food of its family
    /// (`Gouda and cheddar cheese`: Gouda cheese).
    @Test func sharedWordsReachTheOtherItems() throws {
        let frozen = Self.match("2 cups frozen corn and peas")
        let peas = try #require(frozen.also.first { $0.parsed.food == "peas" })
        let read = try #require(peas.reading)
        #expect(read.text.lowercased().hasPrefix("frozen"), "\(read.text)")
        let cheese = Self.match("1 cup shredded Gouda and cheddar cheese")
        #expect(Self.foods(cheese).contains("gouda"), "\(Self.foods(cheese))")
        #expect(Self.foods(cheese).contains("cheddar"), "\(Self.foods(cheese))")
    }

    /// Not such a list: a choice (`or`), words after the food that are the cook's (`peeled, cored and diced`,
    /// `shells removed`, `fat trimmed`), a count of one food and what to do with it (`2 limes, juice and zest`),
    /// a kind and its food (`skinless and boneless chicken breasts`), an item whose words another says (`green and white
    /// parts`), a food whose name holds `and` (`salt and pepper`), and a head shared outside the family (`Salt and
    /// white pepper` is no salt-and-pepper mix).
    @Test(arguments: [
        "1 pear, peeled, cored and diced", "200g cashews, shells removed, roughly chopped", "1 lamb chop, fat trimmed",
        "2 limes, juice and zest", "1 lb skinless and boneless chicken breasts", "1 cup peeled, cooked shrimp",
        "6 spring onions, green and white parts, sliced", "salt and pepper to taste", "butter or margarine, melted",
        "1 cup milk, cream, or half-and-half", "1 onion", "2 cloves garlic, minced",
    ])
    func notAList(line: String) {
        let result = Self.match(line)
        #expect(result.also.isEmpty, "\(line): \(result.also.map(\.parsed.name))")
    }

    @Test func aHeadIsSharedOnlyInsideTheFamily() {
        let result = Self.match("Salt and white pepper")
        #expect(!Self.foods(result).contains("salt-and-pepper"), "\(Self.foods(result))")
    }
}
