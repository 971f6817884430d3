import Testing
@testable import FoodLexicon

/// Part weights and cup weights of solids: the loader's rules on a small table, and the bundled table's values.
@Suite struct PortionsTests {
    static let lexicon = try! Lexicon(foods: [
        Food(id: "lettuce", english: ["lettuce"], japanese: ["レタス"], category: "vegetable", pieceGrams: 300),
        Food(id: "romaine", english: ["romaine"], japanese: ["ロメインレタス"], parent: "lettuce", category: "vegetable"),
        Food(id: "parsley", english: ["parsley"], japanese: ["パセリ"], category: "herb"),
    ])
    static let forms = "form\ten\tja\npacked\tpacked\tぎゅっと詰め\nchopped\tchopped|minced\tみじん切り\n"

    func table(_ rows: String) throws -> Portions {
        try Portions(text: "food\tmeasure\tform\tgrams\tsource\tnote\n" + rows, forms: Self.forms, lexicon: Self.lexicon)
    }

    @Test func aKindMeasuresLikeItsFoodUnlessItHasRowsOfItsOwn() throws {
        // Given leaf weights for lettuce only.
        let portions = try table("lettuce\tleaf\t\t15\test\tnote\nlettuce\t枚\t\t15\test\tnote\n")
        // Then romaine (a kind of lettuce) uses them, and the written unit is looked up before the code.
        #expect(portions.partGrams(food: "romaine", unit: "leaf", written: "leaves")?.grams == 15)
        #expect(portions.partGrams(food: "lettuce", unit: "sheet", written: "枚")?.grams == 15)
        #expect(portions.partGrams(food: "parsley", unit: "leaf", written: nil) == nil)
    }

    @Test func aPartRowWithAFormCountsOnlyWhenTheLineSaysIt() throws {
        // Given a chopped lettuce leaf lighter than a plain one, and a chopped-only row for parsley sprigs.
        let portions = try table(
            "lettuce\t枚\t\t15\test\tn\nlettuce\t枚\tchopped\t5\test\tn\nparsley\tsprig\tchopped\t1\test\tn\n")
        // The formed row when the text says its form, else the plain one, else none.
        #expect(portions.partGrams(food: "lettuce", unit: "sheet", written: "枚", text: "レタス（みじん切り） 2枚")?.grams == 5)
        #expect(portions.partGrams(food: "lettuce", unit: "sheet", written: "枚", text: "レタス 2枚")?.grams == 15)
        #expect(portions.partGrams(food: "lettuce", unit: "sheet", written: "枚")?.grams == 15)
        #expect(portions.partGrams(food: "parsley", unit: "sprig", written: nil, text: "2 sprigs parsley") == nil)
        #expect(portions.partGrams(food: "parsley", unit: "sprig", written: nil, text: "2 sprigs parsley, chopped")?.grams == 1)
    }

    @Test func aPartNoRowWeighsTakesItsCategorysWeight() throws {
        // Given a parsley sprig, and sprigs and handfuls of any herb; lettuce leaves, handfuls of vegetables.
        let portions = try table(
            "parsley\tsprig\t\t1\test\tn\n@herb\tsprig\t\t2\test\tn\n@herb\thandful\t\t10\test\tn\n"
                + "lettuce\tleaf\t\t15\test\tn\n@vegetable\thandful\t\t30\test\tn\n")
        // The food's own row wins; a measure it lacks comes from its category; a kind of lettuce keeps its
        // parent's leaves and gets its category's handful.
        #expect(portions.partGrams(food: "parsley", unit: "sprig", written: "sprigs")?.grams == 1)
        #expect(portions.partGrams(food: "parsley", unit: "handful", written: "ひとつかみ")?.grams == 10)
        #expect(portions.partGrams(food: "romaine", unit: "leaf", written: nil)?.grams == 15)
        #expect(portions.partGrams(food: "romaine", unit: "handful", written: nil)?.grams == 30)
        #expect(portions.partGrams(food: "romaine", unit: "sprig", written: nil) == nil)
    }

    @Test func categoryRowsAreChecked() throws {
        #expect(throws: LexiconError(
            source: "portions.tsv", line: 2,
            message: "category \"candy\" has no food in foods.tsv; write @herb, @vegetable …")) {
            _ = try table("@candy\thandful\t\t10\test\tn\n")
        }
        #expect(throws: LexiconError(
            source: "portions.tsv", line: 2,
            message: "a category row cannot weigh a cup (solids differ too much); give the food its own cup row")) {
            _ = try table("@herb\tcup\t\t30\test\tn\n")
        }
    }

    @Test(arguments: [
        ("1/2 cup chopped parsley", 60.0),
        ("パセリ（みじん切り） 大さじ2", 60.0),
        ("1 cup firmly packed parsley", 80.0),
        ("1 cup parsley leaves", 30.0),
    ])
    func theFormTheLineSaysPicksTheCupWeight(line: String, grams: Double) throws {
        let portions = try table(
            "parsley\tcup\tpacked\t80\test\tn\nparsley\tcup\tchopped\t60\tusda\tn\nparsley\tcup\t\t30\test\tn\n")
        #expect(portions.cupGrams(food: "parsley", text: line)?.row.grams == grams)
    }

    @Test func formWordsAreWholeEnglishWords() throws {
        let portions = try table("parsley\tcup\tchopped\t60\tusda\tn\nparsley\tcup\t\t30\test\tn\n")
        // `unchoppedish` says nothing; `chopped` does.
        #expect(portions.cupGrams(food: "parsley", text: "1 cup unchoppedish parsley")?.row.grams == 30)
    }

    @Test func badRowsNameTheirLine() throws {
        #expect(throws: LexiconError(source: "portions.tsv", line: 2, message: "food \"kale\" is not an id of foods.tsv")) {
            _ = try table("kale\tleaf\t\t10\test\tn\n")
        }
        #expect(throws: LexiconError(source: "portions.tsv", line: 2, message: "grams \"-3\" is not a positive number")) {
            _ = try table("parsley\tsprig\t\t-3\test\tn\n")
        }
        #expect(throws: LexiconError(
            source: "portions.tsv", line: 2, message: "form \"torn\" is not in portion-forms.tsv (packed, chopped)")) {
            _ = try table("parsley\tcup\ttorn\t30\test\tn\n")
        }
    }

    /// Every bundled value is positive and plausible: a cup of a solid weighs 10–300 g (never water's 240 g by
    /// default), a part 0.1 g (a mint leaf) to 500 g (a plant of a leafy vegetable), each with a source.
    @Test func bundledValuesArePlausible() throws {
        let portions = try Portions.loadBundled()
        #expect(portions.rows.count >= 50)
        for (food, rows) in portions.rows {
            for row in rows {
                if row.measure == Portions.cup {
                    #expect((10...300).contains(row.grams), "\(food): \(row.grams) g a cup")
                } else if row.measure == Portions.made {
                    // Stock granules and cubes make a litre from a few grams (3–50 g), ground coffee from about 60 g
                    // (brewing ratios run 50–70 g a litre): never from a litre of them.
                    #expect((3...70).contains(row.grams), "\(food): \(row.grams) g a litre made")
                } else {
                    #expect(row.grams >= 0.1 && row.grams <= 500, "\(food): \(row.grams) g a \(row.measure)")
                }
                #expect(["usda", "est"].contains(row.source), "\(food): source \(row.source)")
                #expect(!row.note.isEmpty, "\(food) \(row.measure): no note")
                // No value is said to be read from USDA unless it was: the local FDC copy has no weights.
                #expect(row.source == "est", "\(food) \(row.measure): source \(row.source) not checked")
            }
        }
        // The examples: a lettuce ≈ 20 leaves, a cabbage leaf ≈ 50 g, a 小松菜 株 ≈ 40 g, a celery
        // stalk ≈ 50 g, a garlic bulb ≈ 10 cloves.
        let lettuce = try #require(Lexicon.bundled().food(id: "lettuce")?.pieceGrams)
        let leaf = try #require(portions.partGrams(food: "lettuce", unit: "leaf", written: nil)?.grams)
        #expect((15...25).contains(lettuce / leaf))
        #expect(portions.partGrams(food: "cabbage", unit: "sheet", written: "枚")?.grams == 50)
        #expect(portions.partGrams(food: "komatsuna", unit: "head", written: "株")?.grams == 40)
        #expect(portions.partGrams(food: "celery", unit: "stalk", written: "stalks")?.grams == 50)
        let bulb = try #require(portions.partGrams(food: "garlic", unit: "bulb", written: nil)?.grams)
        let clove = try #require(portions.partGrams(food: "garlic", unit: "clove", written: nil)?.grams)
        #expect(bulb / clove == 10)
        // Every herb has a sprig and a handful; a bunch of spinach as Japanese recipes count it is 200 g.
        for food in try Lexicon.bundled().foods where food.category == "herb" {
            #expect(portions.partGrams(food: food.id, unit: "sprig", written: nil) != nil, "\(food.id)")
            #expect(portions.partGrams(food: food.id, unit: "handful", written: nil) != nil, "\(food.id)")
        }
        #expect(portions.partGrams(food: "spinach", unit: "bunch", written: "束")?.grams == 200)
    }

    /// A cup of cooked meat is bought raw: heavier than a cup of the raw meat by a cooking yield (60–85%), and
    /// kinds of chicken measure so too. Peas and torn bread have cups.
    @Test func aCupOfCookedMeatIsItsRawWeight() throws {
        let portions = try Portions.loadBundled()
        for food in ["chicken", "chicken-breast", "chicken-thigh"] {
            let raw = try #require(portions.cupGrams(food: food, said: [])?.row.grams, "\(food)")
            let cooked = try #require(portions.cupGrams(food: food, said: ["cooked"]), "\(food)")
            #expect(cooked.said && cooked.row.form == "cooked")
            #expect((0.6...0.85).contains(raw / cooked.row.grams), "\(food): \(raw) / \(cooked.row.grams)")
        }
        #expect(portions.formsSaid(in: "3 cups cooked chicken") == ["cooked"])
        #expect(portions.formsSaid(in: "ゆでた鶏むね肉 1カップ") == ["cooked"])
        #expect(portions.cupGrams(food: "peas", said: [])?.row.grams == 145)
        #expect(portions.cupGrams(food: "white-bread", said: [])?.row.grams == 30)
    }

    /// The stock concentrates a Japanese or English recipe asks a volume of have a `made` row.
    @Test func stockConcentratesSayHowMuchMakesALitre() throws {
        let portions = try Portions.loadBundled()
        for food in ["hondashi", "chicken-stock-powder", "consomme"] {
            #expect(portions.madeGrams(food: food) != nil, "\(food)")
        }
        #expect(portions.madeGrams(food: "dashi") == nil)
    }

    /// Size words that weigh a piece: small ones lighter, large ones heavier than a typical piece, within 0.3–2.
    @Test func sizeWordsWeighPiecesPlausibly() {
        let sizes = SizeWords.bundled
        #expect(sizes.pieceFactors.count >= 20)
        for (word, factor) in sizes.pieceFactors {
            #expect((0.3...2).contains(factor), "\(word): \(factor)")
        }
        for word in ["small", "小", "小さめ", "小ぶり"] { #expect((sizes.pieceFactor(of: word) ?? 1) < 1, "\(word)") }
        for word in ["large", "大", "大きめ", "jumbo"] { #expect((sizes.pieceFactor(of: word) ?? 1) > 1, "\(word)") }
        #expect(sizes.pieceFactor(of: "medium") == 1)
        #expect(sizes.pieceFactor(of: "large or medium") == 1.4)
        // Grades on eggs and spoons filled high say no weight of a piece.
        #expect(sizes.pieceFactor(of: "L") == nil)
        #expect(sizes.pieceFactor(of: "heaping") == nil)
    }

    @Test func sizeWordsAreNoName() {
        let sizes = SizeWords(words: ["large", "medium", "or", "l", "大きめ"])
        #expect(sizes.isOnlySizes("large"))
        #expect(sizes.isOnlySizes("Large or medium"))
        #expect(sizes.isOnlySizes("大きめ"))
        #expect(!sizes.isOnlySizes("large eggs"))
        #expect(sizes.removing(from: "large eggs") == "eggs")
        #expect(!sizes.isOnlySizes(""))
    }

    /// Every plain kind of the bundled table is a food of the lexicon and a kind of its generic food (a child or,
    /// listed by name, a grandchild: penne of short pasta): a row never lets a line buy another food (chicken liver
    /// for 鶏肉) or an unknown id.
    @Test func bundledPlainKindsAreKindsOfTheirFood() throws {
        let lexicon = try Lexicon.bundled()
        let kinds = PlainKinds.bundled
        #expect(kinds.kinds.count >= 4)
        for (food, listed) in kinds.kinds {
            #expect(lexicon.food(id: food) != nil, "\(food): not a food")
            // (One kind is the one form a shop sells the food in: salmon roe as ikura in soy, session 54.)
            #expect(!listed.isEmpty, "\(food): no kind listed")
            for kind in listed {
                #expect(lexicon.ancestors(of: kind).contains { $0.id == food }, "\(kind) is not a kind of \(food)")
            }
        }
        #expect(kinds.isPlainKind("chicken-breast", of: "chicken"))
        #expect(!kinds.isPlainKind("chicken-liver", of: "chicken"))
        #expect(!kinds.isPlainKind("pork-liver", of: "pork"))
    }
}


/// How a line fills its cup is read from single words looked up whole, and from the other words (Japanese, several
/// words) searched in the text's bytes: a Latin one only as whole words, a Japanese one anywhere.
@Suite struct PortionFormWordTests {
    @Test func formsAreReadFromEveryKindOfWord() throws {
        let portions = try Portions.loadBundled()
        // Several words, in either case; the forms in their table's order, not the text's.
        #expect(portions.formsSaid(in: "1 cup Firmly Packed basil leaves") == ["packed", "leaves"])
        #expect(portions.formsSaid(in: "½ cup thin slices of ginger") == ["sliced"])
        #expect(portions.formsSaid(in: "キャベツ 千切り 1カップ") == ["shredded"])
        #expect(portions.formsSaid(in: "パセリ みじん切り 大さじ1") == ["chopped"])
        // A Japanese word inside another is found; a Latin word inside another is not.
        #expect(portions.formsSaid(in: "大葉の葉 1カップ") == ["leaves"])
        #expect(portions.formsSaid(in: "1 cup unpacked thinslices") == [])
        // An English text holds no Japanese word, and a Japanese one still finds the Latin words it holds.
        #expect(portions.formsSaid(in: "1 cup water") == [])
        #expect(portions.formsSaid(in: "grated チーズ 1カップ") == ["grated"])
        #expect(Portions().formsSaid(in: "1 cup packed basil") == [])
    }
}
