#!/usr/bin/env python3
"""Prints COUNT ingredient lines, half Japanese and half English, from templates (our own words, no
evaluation data), for the benchmarks: scripts/ingredient-lines.py COUNT > lines.txt (seeded: the same
lines every time).

The default lines repeat (about 12,000 distinct of 100,000), as a recipe site's lines do. With --distinct
every line printed differs from every other (the words of the default lines and more, with the quantities,
sizes, units, brackets and tails varied): scripts/ingredient-lines.py --distinct COUNT. They time the cost of a
new line, which a memo of repeated lines (the CLI's JSON memo, batch's line cache) never saves."""
import random
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
distinct = "--distinct" in sys.argv[1:]
random.seed(42)
n = int(args[0]) if args else 4000
ja_names = ["鶏もも肉", "豚バラ肉", "玉ねぎ", "にんじん", "じゃがいも", "しょうゆ", "醤油", "みりん", "酒", "砂糖", "塩",
            "こしょう", "ごま油", "サラダ油", "だし汁", "水", "卵", "長ねぎ", "にんにく", "しょうが", "大根", "豆腐",
            "キャベツ", "もやし", "白菜", "ほうれん草", "味噌", "片栗粉", "小麦粉", "牛乳", "バター", "米", "ごま（白）"]
ja_amounts = ["大さじ1", "大さじ1と1/2", "小さじ1/2", "小さじ(1〜)2弱", "1/2個", "2個", "1本", "1～2本", "200g", "500g前後",
              "1カップ", "2合", "少々", "適量", "お好みで", "1片", "1/2丁", "3枚", "1束", "100ml", "約300g", "中1個（200g）",
              "大さじ2+大さじ3", "１・１/２カップ", "２００ｇ", "ひとつまみ"]
ja_groups = ["", "", "", "★", "☆", "●", "【A】", "【たれ】", "(A)", "＜合わせ調味料＞", "A ", "※"]
en_names = ["all-purpose flour", "sugar", "butter", "olive oil", "garlic", "yellow onion", "chicken thighs",
            "heavy cream", "salt", "black pepper", "eggs", "milk", "tomatoes", "parsley", "lemon juice",
            "butter or margarine", "unsalted butter", "carrots", "celery", "brown sugar"]
en_amounts = ["1 cup", "2 1/2 cups", "1/2 teaspoon", "2 tablespoons", "3", "1 large", "2 medium", "1 (14 ounce) can",
              "150g/5oz", "2 x 400g cans", "1-2", "1 to 2", "½ cup", "1½ tbsp", "4 cloves", "1 pound", "pinch of"]
en_tails = ["", "", ", chopped", ", finely diced", ", at room temperature", " (optional)", ", to taste",
            ", divided", " for the sauce", ", peeled and cut into 1-inch pieces", ", sifted"]

# The distinct lines' words: the default lines' words and more foods, forms and asides of everyday cooking.
ja_more_names = ["鶏むね肉", "豚ひき肉", "合いびき肉", "牛薄切り肉", "豚ロース肉", "鶏ささみ", "ベーコン", "ハム", "ウインナー",
                 "鮭", "さば", "えび", "あさり", "ツナ缶", "ちくわ", "油揚げ", "厚揚げ", "納豆", "こんにゃく", "しいたけ",
                 "しめじ", "えのきだけ", "まいたけ", "なす", "ピーマン", "ブロッコリー", "きゅうり", "トマト", "レタス",
                 "かぼちゃ", "さつまいも", "ごぼう", "れんこん", "小松菜", "青ねぎ", "大葉", "みょうが", "レモン汁", "りんご",
                 "バナナ", "生クリーム", "ヨーグルト", "ピザ用チーズ", "パン粉", "薄力粉", "強力粉", "ベーキングパウダー",
                 "酢", "ケチャップ", "マヨネーズ", "ウスターソース", "オイスターソース", "鶏がらスープの素", "コンソメ",
                 "粉チーズ", "白ごま", "黒こしょう", "一味唐辛子", "はちみつ", "きび砂糖", "うどん", "スパゲッティ", "わかめ",
                 "昆布", "かつお節", "干ししいたけ", "乾燥わかめ", "冷凍えび", "木綿豆腐", "絹ごし豆腐"]
ja_asides = [""] * 24 + ["（みじん切り）", "（薄切り）", "（乾燥）", "（冷凍）", "（皮をむく）", "（すりおろし）", "（細切り）",
             "（あれば）", "（小口切り）", "（生）", "（ゆでたもの）", "（国産）"]
ja_counters = ["個", "本", "枚", "片", "束", "丁", "袋", "パック", "缶", "切れ", "株", "房"]
ja_spoons = ["大さじ", "小さじ"]
ja_tails = [""] * 12 + ["程度", "くらい", "弱", "強", "前後", "（お好みで）", "（なくても可）"]
en_more_names = ["chicken breasts", "boneless skinless chicken thighs", "ground beef", "ground pork", "pork chops",
                 "bacon", "ham", "Italian sausage", "salmon fillets", "shrimp", "canned tuna", "firm tofu",
                 "red onion", "shallots", "green onions", "ginger", "red bell pepper", "zucchini", "broccoli florets",
                 "spinach", "mushrooms", "cremini mushrooms", "potatoes", "sweet potatoes", "cabbage", "cucumber",
                 "cherry tomatoes", "canned diced tomatoes", "tomato paste", "black beans", "chickpeas", "corn kernels",
                 "frozen peas", "lemon", "lime juice", "orange zest", "apples", "bananas", "fresh basil", "dried oregano",
                 "ground cumin", "paprika", "chili powder", "cinnamon", "vanilla extract", "baking soda",
                 "baking powder", "honey", "maple syrup", "soy sauce", "rice vinegar", "sesame oil", "vegetable oil",
                 "chicken broth", "low-sodium chicken stock", "sour cream", "plain yogurt", "cheddar cheese",
                 "grated Parmesan cheese", "mozzarella", "cream cheese", "egg yolks", "long-grain white rice",
                 "spaghetti", "bread crumbs", "walnuts", "raisins", "dark chocolate", "cornstarch", "kosher salt"]
en_units = [("cup", "cups"), ("tablespoon", "tablespoons"), ("teaspoon", "teaspoons"), ("tbsp", "tbsp"),
            ("tsp", "tsp"), ("ounce", "ounces"), ("pound", "pounds"), ("clove", "cloves"), ("can", "cans"),
            ("g", "g"), ("ml", "ml"), ("slice", "slices"), ("bunch", "bunches"), ("package", "packages"),
            ("sprig", "sprigs"), ("pinch", "pinches"), ("stick", "sticks"), ("", "")]
en_sizes = ["", "", "", "", "large ", "medium ", "small ", "fresh ", "frozen ", "dried ", "chopped ", "thinly sliced ",
            "finely chopped ", "organic ", "extra-large "]
en_more_tails = [""] * 16 + [", minced", ", sliced", ", cubed", ", grated", ", melted", ", softened", ", rinsed and drained",
                 ", thawed", ", cut into {n}-inch pieces", ", plus more for serving", " (about {n} ounces)",
                 " (about {g} g)", ", or to taste", ", halved", ", seeded and diced", ", at room temperature",
                 " (optional)", ", divided", ", for garnish", ", toasted", ", beaten"]
fractions = ["1/2", "1/3", "1/4", "2/3", "3/4", "½", "¼", "¾", "⅓"]


def ja_number(rng):
    """A Japanese amount's number: whole, fraction, mixed (1と1/2) or full-width."""
    kind = rng.random()
    if kind < 0.55:
        return str(rng.randint(1, 12))
    if kind < 0.75:
        return rng.choice(fractions[:5])
    if kind < 0.9:
        return f"{rng.randint(1, 4)}と{rng.choice(fractions[:5])}"
    return str(rng.randint(1, 12)).translate(str.maketrans("0123456789", "０１２３４５６７８９"))


def en_number(rng):
    """An English amount's number: whole, fraction, mixed, a range or a decimal."""
    kind = rng.random()
    if kind < 0.45:
        return str(rng.randint(1, 16))
    if kind < 0.65:
        return rng.choice(fractions)
    if kind < 0.8:
        return f"{rng.randint(1, 5)} {rng.choice(fractions[:5])}"
    if kind < 0.9:
        low = rng.randint(1, 6)
        return f"{low} to {low + rng.randint(1, 3)}" if rng.random() < 0.5 else f"{low}-{low + rng.randint(1, 3)}"
    return f"{rng.randint(1, 9)}.{rng.randint(1, 9)}"


def ja_amount(rng):
    kind = rng.random()
    if kind < 0.3:
        amount = f"{rng.choice(ja_spoons)}{ja_number(rng)}"
    elif kind < 0.55:
        amount = f"{ja_number(rng)}{rng.choice(ja_counters)}"
    elif kind < 0.75:
        grams = rng.randint(1, 120) * rng.choice([5, 10])
        amount = rng.choice([f"{grams}g", f"約{grams}g", f"{grams}ml", f"{grams}cc", f"中{rng.randint(1, 4)}個（{grams}g）"])
    elif kind < 0.85:
        amount = f"{ja_number(rng)}{rng.choice(['カップ', '合'])}"
    else:
        amount = rng.choice(ja_amounts)
    return amount + rng.choice(ja_tails)


def en_line(rng):
    singular, plural = rng.choice(en_units)
    number = en_number(rng)
    unit = singular if number in ("1", "1.0") or number in fractions else plural
    kind = rng.random()
    if kind < 0.1:
        amount = f"{number} ({rng.randint(4, 32)} ounce) {rng.choice(['can', 'package', 'jar'])}"
    elif kind < 0.2:
        amount = f"{rng.randint(50, 900)}g/{rng.randint(2, 30)}oz"
    else:
        amount = f"{number} {unit}".rstrip()
    tail = rng.choice(en_more_tails).replace("{n}", str(rng.randint(1, 3))).replace("{g}", str(rng.randint(20, 900)))
    return f"{amount} {rng.choice(en_sizes)}{rng.choice(en_names + en_more_names)}{tail}"


if distinct:
    rng = random.Random(42)
    seen = set()
    i = 0
    while len(seen) < n:
        if i % 2 == 0:
            aside = rng.choice(ja_asides)
            line = f"{rng.choice(ja_groups)}{rng.choice(ja_names + ja_more_names)}{aside} {ja_amount(rng)}"
        else:
            line = en_line(rng)
        if line in seen:
            continue
        seen.add(line)
        print(line)
        i += 1
else:
    for i in range(n):
        if i % 2 == 0:
            print(f"{random.choice(ja_groups)}{random.choice(ja_names)} {random.choice(ja_amounts)}")
        else:
            print(f"{random.choice(en_amounts)} {random.choice(en_names)}{random.choice(en_tails)}")
