#!/usr/bin/env python3
"""Writes the merchant-feed fixtures of the CatalogFeeds tests: a Japanese net-super feed and an English grocery
feed, with the expected kind and main food of every product in a second file.

The names are our own, written in the style of real net supers and US grocers (origin words, approximate
weights, frozen markers, value packs, made-up brand names); nothing is copied from real product lists.
Run: scripts/make-feed-fixtures.py (deterministic: a fixed seed).
"""
import csv
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "Tests" / "CatalogFeedsTests" / "Fixtures"
rng = random.Random(13)

# (display word, food id, category path, sizes, price range)
JA_FOODS = [
    ("鶏もも肉", "chicken-thigh", "精肉 > 鶏肉", ["約300g", "約500g", "2枚入り", "1kg"], (298, 980)),
    ("鶏むね肉", "chicken-breast", "精肉 > 鶏肉", ["約300g", "約600g", "2枚"], (198, 698)),
    ("豚バラ薄切り", "pork-belly", "精肉 > 豚肉", ["約200g", "約350g"], (298, 780)),
    ("豚こま切れ", "pork-scraps", "精肉 > 豚肉", ["約250g", "約400g", "お徳用 約800g"], (248, 980)),
    ("牛切り落とし", "beef-scraps", "精肉 > 牛肉", ["約200g", "約300g"], (398, 1280)),
    ("合挽き肉", "ground-beef-pork", "精肉 > ひき肉", ["約300g", "約500g"], (298, 698)),
    ("生鮭 切り身", "salmon", "鮮魚 > 切り身", ["2切れ", "3切入", "約200g"], (298, 698)),
    ("真さば 切身", "chub-mackerel", "鮮魚 > 切り身", ["2切", "半身"], (198, 498)),
    ("ぶり 切り身", "yellowtail", "鮮魚 > 切り身", ["2切れ", "約180g"], (298, 598)),
    ("むきえび", "shrimp-peeled", "鮮魚 > えび・かに", ["約150g", "200g"], (398, 898)),
    ("ブロッコリー", "broccoli", "野菜 > 葉物・花菜", ["1株", "1個"], (148, 298)),
    ("キャベツ", "cabbage", "野菜 > 葉物・花菜", ["1玉", "1/2カット"], (98, 298)),
    ("白菜", "chinese-cabbage", "野菜 > 葉物・花菜", ["1/4カット", "1/2カット", "1株"], (98, 398)),
    ("玉ねぎ", "onion", "野菜 > 根菜", ["3個入り", "約1kg", "1袋(4〜5個)"], (158, 398)),
    ("にんじん", "carrot", "野菜 > 根菜", ["3本入り", "1袋"], (128, 248)),
    ("じゃがいも", "potato", "野菜 > 根菜", ["約500g", "4個入", "1kg"], (158, 398)),
    ("大根", "daikon", "野菜 > 根菜", ["1本", "1/2カット"], (98, 198)),
    ("ほうれん草", "spinach", "野菜 > 葉物・花菜", ["1束", "約200g"], (128, 248)),
    ("小松菜", "komatsuna", "野菜 > 葉物・花菜", ["1束", "1袋"], (98, 198)),
    ("トマト", "tomato", "野菜 > 果菜", ["3個入り", "1個", "約500g"], (198, 498)),
    ("きゅうり", "cucumber", "野菜 > 果菜", ["3本入り", "1本"], (98, 248)),
    ("なす", "eggplant", "野菜 > 果菜", ["3本入", "1袋"], (148, 298)),
    ("ピーマン", "green-pepper", "野菜 > 果菜", ["5個入り", "1袋"], (98, 198)),
    ("しめじ", "shimeji", "野菜 > きのこ", ["100g", "1パック"], (88, 158)),
    ("えのき", "enoki", "野菜 > きのこ", ["200g", "1袋"], (78, 148)),
    ("舞茸", "maitake", "野菜 > きのこ", ["100g"], (98, 198)),
    ("生しいたけ", "shiitake", "野菜 > きのこ", ["4〜6枚入", "100g"], (158, 298)),
    ("絹豆腐", "silken-tofu", "日配 > 豆腐・納豆", ["300g", "150g×3"], (58, 158)),
    ("木綿豆腐", "firm-tofu", "日配 > 豆腐・納豆", ["300g", "350g"], (58, 158)),
    ("納豆", "natto", "日配 > 豆腐・納豆", ["45g×3", "40g×4"], (88, 158)),
    ("油揚げ", "aburaage", "日配 > 豆腐・納豆", ["2枚入", "5枚"], (98, 198)),
    ("牛乳", "milk", "乳製品 > 牛乳", ["1000ml", "500ml", "1L"], (158, 298)),
    ("プレーンヨーグルト", "yogurt", "乳製品 > ヨーグルト", ["400g", "450g"], (138, 298)),
    ("バター", "butter", "乳製品 > バター・チーズ", ["200g", "150g"], (398, 598)),
    ("たまご", "egg", "卵", ["10個入", "Mサイズ 10個", "6個入り"], (198, 398)),
    ("無洗米 コシヒカリ", "japanese-rice-koshihikari", "米・穀類", ["5kg", "2kg"], (1980, 3980)),
    ("ゆでうどん", "udon", "麺類", ["3食入", "200g×3"], (98, 198)),
    ("そば", "soba", "麺類", ["乾麺 200g", "3人前"], (128, 298)),
    ("こいくちしょうゆ", "soy-sauce", "調味料 > 醤油", ["1L", "500ml"], (198, 498)),
    ("合わせみそ", "miso-paste-awase", "調味料 > 味噌", ["750g", "1kg"], (298, 598)),
    ("本みりん", "mirin", "調味料 > みりん", ["500ml", "1L"], (298, 598)),
    ("上白糖", "joohakuto", "調味料 > 砂糖", ["1kg"], (198, 298)),
    ("りんご", "apple", "果物", ["1個", "3個入", "約1kg"], (128, 698)),
    ("バナナ", "banana", "果物", ["1房", "4〜5本"], (148, 298)),
    ("温州みかん", "mandarin", "果物", ["1袋", "約1kg", "S玉 約800g"], (298, 698)),
    ("いちご", "strawberry", "果物", ["1パック", "約250g"], (398, 898)),
    ("長ねぎ", "leek", "野菜 > 香味野菜", ["1本", "2本入", "3本"], (98, 248)),
    ("生姜", "ginger", "野菜 > 香味野菜", ["1袋", "約100g"], (98, 198)),
    ("にんにく", "garlic", "野菜 > 香味野菜", ["1個", "3個入"], (98, 298)),
    ("もやし", "bean-sprouts", "野菜 > もやし", ["200g", "1袋"], (28, 48)),
    ("ベーコン", "bacon", "加工肉", ["40g×3", "ハーフ 4連"], (198, 398)),
    ("あらびきウインナー", "sausage-arabiki", "加工肉", ["90g×2", "徳用 300g"], (198, 498)),
    ("ロースハム", "ham", "加工肉", ["4枚×3", "70g"], (198, 398)),
    ("焼きちくわ", "chikuwa", "練り物", ["4本入", "5本"], (98, 198)),
    ("かまぼこ", "kamaboko", "練り物", ["1本", "100g"], (148, 298)),
    ("食パン", "white-bread", "パン", ["6枚切", "8枚切", "1斤"], (128, 248)),
]
ORIGINS = ["国産", "北海道産", "九州産", "鹿児島県産", "千葉県産", "青森県産", "国内産", ""]
BRANDS = ["みどり野菜園", "北の牧場", "さくら食品", "やまと屋", "海のめぐみ", "ひかり農場", "ふじの台所", "あおば"]
EXTRAS = ["", "", "", "【冷凍】", "お徳用", "【特売】", "新鮮", "【数量限定】"]

JA_PREPARED = [
    ("鶏の唐揚げ弁当", "弁当・惣菜"), ("幕の内弁当", "弁当・惣菜"), ("のり弁当", "弁当・惣菜"), ("紅鮭おにぎり", "弁当・惣菜"),
    ("ポテトサラダ", "弁当・惣菜"), ("牛肉コロッケ 2個入", "弁当・惣菜"), ("肉じゃが", "弁当・惣菜"), ("焼き餃子 12個", "弁当・惣菜"),
    ("えびグラタン 2個入", "冷凍食品"), ("ほうれん草のおひたし", "弁当・惣菜"), ("きんぴらごぼう", "弁当・惣菜"), ("レトルトカレー 中辛", "レトルト"),
    ("親子丼", "弁当・惣菜"), ("助六寿司", "弁当・惣菜"), ("海鮮巻き寿司", "弁当・惣菜"), ("カップラーメン しょうゆ味", "インスタント"),
]
JA_NONFOOD = [
    ("食器用洗剤 本体 600ml", "日用品 > 台所用品"), ("衣料用洗剤 詰め替え 1.5kg", "日用品 > 洗濯"),
    ("ボックスティッシュ 5箱", "日用品 > 紙製品"), ("トイレットペーパー 12ロール", "日用品 > 紙製品"),
    ("キッチンペーパー 2ロール", "日用品 > 紙製品"), ("シャンプー 詰め替え 400ml", "日用品 > ヘアケア"),
    ("ドッグフード チキン味 2kg", "ペット用品"), ("キャットフード まぐろ味 60g×3", "ペット用品"),
    ("ゴミ袋 45L 20枚", "日用品"), ("食品用ラップ 30cm×50m", "日用品 > 台所用品"), ("歯みがき粉 120g", "日用品 > オーラルケア"),
    ("マルチビタミン サプリメント 60粒", "ヘルスケア"),
]


def ja_feed():
    rows, expected = [], []
    n = 0
    for word, food, category, sizes, (lo, hi) in JA_FOODS:
        for k in range(8):
            n += 1
            origin = rng.choice(ORIGINS)
            extra = rng.choice(EXTRAS)
            size = rng.choice(sizes)
            brand = rng.choice(BRANDS) if rng.random() < 0.4 else ""
            parts = [extra, origin, brand, word, size]
            if k % 3 == 1:
                parts = [extra, brand, word, origin, size]
            name = " ".join(p for p in parts if p).replace("】 ", "】")
            price = "" if n % 37 == 0 else str(rng.randrange(lo, hi + 1, 10) - 2)
            rows.append({"商品ID": f"jp-{n:04d}", "商品名": name, "価格": price, "カテゴリ": category,
                         "メーカー": brand, "在庫": str(rng.randrange(0, 60))})
            expected.append((f"jp-{n:04d}", "food", food, "frozen" if "冷凍" in extra else ""))
    for word, category in JA_PREPARED * 2:
        n += 1
        rows.append({"商品ID": f"jp-{n:04d}", "商品名": word, "価格": str(rng.randrange(198, 698, 10) - 2),
                     "カテゴリ": category, "メーカー": "", "在庫": str(rng.randrange(0, 30))})
        expected.append((f"jp-{n:04d}", "prepared", "", ""))
    for word, category in JA_NONFOOD * 2:
        n += 1
        rows.append({"商品ID": f"jp-{n:04d}", "商品名": word, "価格": str(rng.randrange(98, 998, 10) - 2),
                     "カテゴリ": category, "メーカー": "", "在庫": str(rng.randrange(0, 30))})
        expected.append((f"jp-{n:04d}", "non_food", "", ""))
    return rows, expected


EN_FOODS = [
    ("Boneless Skinless Chicken Breasts", "chicken-breast", "Meat & Seafood > Chicken", ["Family Pack", "1.5 lb", "2 lb"]),
    ("Chicken Thighs", "chicken-thigh", "Meat & Seafood > Chicken", ["Value Pack", "1 lb", "3 lb"]),
    ("80% Lean Ground Beef", "ground-beef", "Meat & Seafood > Beef", ["1 lb", "3 lb Family Pack"]),
    ("Atlantic Salmon Fillet", "salmon", "Meat & Seafood > Seafood", ["12 oz", "1 lb"]),
    ("Raw Shrimp, Peeled & Deveined", "shrimp", "Meat & Seafood > Seafood", ["12 oz", "2 lb bag"]),
    ("Thick Cut Bacon", "bacon", "Meat & Seafood > Bacon", ["12 oz", "16 oz"]),
    ("Broccoli Crowns", "broccoli-florets", "Produce > Fresh Vegetables", ["1 lb", "each"]),
    ("Yellow Onions", "onion", "Produce > Fresh Vegetables", ["3 lb bag", "each"]),
    ("Carrots", "carrot", "Produce > Fresh Vegetables", ["2 lb bag", "1 lb"]),
    ("Russet Potatoes", "danshaku", "Produce > Fresh Vegetables", ["5 lb bag", "10 lb"]),
    ("Baby Spinach", "spinach", "Produce > Salad Greens", ["5 oz", "10 oz"]),
    ("Roma Tomatoes", "tomato-large", "Produce > Fresh Vegetables", ["1 lb", "each"]),
    ("Garlic", "garlic", "Produce > Fresh Vegetables", ["3 ct", "each"]),
    ("Bananas", "banana", "Produce > Fresh Fruit", ["each", "2 lb"]),
    ("Gala Apples", "apple-fuji", "Produce > Fresh Fruit", ["3 lb bag", "each"]),
    ("Lemons", "lemon", "Produce > Fresh Fruit", ["2 lb bag", "each"]),
    ("Whole Milk", "milk", "Dairy & Eggs > Milk", ["1 gal", "half gal", "1 qt"]),
    ("Large Grade A Eggs", "egg", "Dairy & Eggs > Eggs", ["12 ct", "18 ct"]),
    ("Unsalted Butter", "butter-unsalted", "Dairy & Eggs > Butter", ["16 oz", "4 ct"]),
    ("Sharp Cheddar Cheese", "cheddar", "Dairy & Eggs > Cheese", ["8 oz", "2 lb"]),
    ("Plain Greek Yogurt", "yogurt", "Dairy & Eggs > Yogurt", ["32 oz", "5.3 oz"]),
    ("All-Purpose Flour", "flour-all-purpose", "Pantry > Baking", ["5 lb", "2 lb"]),
    ("Granulated Sugar", "granulated-sugar", "Pantry > Baking", ["4 lb", "10 lb"]),
    ("Extra Virgin Olive Oil", "olive-oil", "Pantry > Oils", ["16.9 fl oz", "1 L"]),
    ("Spaghetti", "spaghetti", "Pantry > Pasta", ["16 oz", "2 lb"]),
    ("Long Grain White Rice", "basmati", "Pantry > Rice & Grains", ["2 lb", "5 lb"]),
    ("Diced Tomatoes", "canned-tomatoes", "Pantry > Canned Goods", ["14.5 oz", "28 oz"]),
    ("Black Beans", "black-beans", "Pantry > Canned Goods", ["15 oz", "15 oz x 4"]),
    ("Chicken Broth", "chicken-stock", "Pantry > Soups & Broth", ["32 fl oz", "14.5 oz"]),
    ("Frozen Peas", "peas", "Frozen > Vegetables", ["12 oz", "2 lb"]),
]
EN_BRANDS = ["Green Meadow", "Harbor Lane", "Sunny Acres", "Kitchen Table", "Prairie Gold", "Blue Ridge Farms"]
EN_EXTRAS = ["", "", "Organic", "Fresh", "Value Size", "Store Brand"]
EN_PREPARED = [
    ("Spinach & Feta Pierogi", "Frozen > Meals"), ("Chicken Noodle Soup", "Pantry > Soups & Broth"),
    ("Cheese Pizza", "Frozen > Pizza"), ("Beef Burrito", "Frozen > Meals"), ("Macaroni & Cheese Dinner", "Pantry > Meals"),
    ("Chicken Pot Pie", "Frozen > Meals"), ("Vegetable Fried Rice", "Frozen > Meals"), ("Potato Salad", "Deli > Salads"),
    ("Turkey Club Sandwich", "Deli > Sandwiches"), ("Pork Potstickers", "Frozen > Appetizers"),
]
EN_NONFOOD = [
    ("Dish Soap, Lemon", "Household > Cleaning"), ("Paper Towels, 6 Rolls", "Household > Paper"),
    ("Laundry Detergent", "Household > Laundry"), ("Shampoo, 12 fl oz", "Health & Beauty > Hair Care"),
    ("Adult Dog Food, Chicken & Rice, 15 lb", "Pet Supplies > Dog"), ("Cat Litter, Unscented", "Pet Supplies > Cat"),
    ("Multivitamin Tablets, 100 ct", "Health & Beauty > Vitamins"), ("Aluminum Foil, 75 sq ft", "Household > Kitchen"),
]


def en_feed():
    rows, expected = [], []
    n = 0
    for word, food, category, sizes in EN_FOODS:
        for k in range(6):
            n += 1
            brand = rng.choice(EN_BRANDS) if rng.random() < 0.6 else ""
            extra = rng.choice(EN_EXTRAS)
            name = " ".join(p for p in [brand, extra, word] if p) + ", " + rng.choice(sizes)
            price = "" if n % 29 == 0 else f"{rng.uniform(0.99, 14.99):.2f}"
            rows.append({"sku": f"us-{n:04d}", "title": name, "price": price, "department": category, "brand": brand})
            expected.append((f"us-{n:04d}", "food", food, "organic" if extra == "Organic" else ""))
    for word, category in EN_PREPARED * 2:
        n += 1
        rows.append({"sku": f"us-{n:04d}", "title": word, "price": f"{rng.uniform(2.49, 9.99):.2f}", "department": category, "brand": ""})
        expected.append((f"us-{n:04d}", "prepared", "", ""))
    for word, category in EN_NONFOOD * 2:
        n += 1
        rows.append({"sku": f"us-{n:04d}", "title": word, "price": f"{rng.uniform(1.99, 19.99):.2f}", "department": category, "brand": ""})
        expected.append((f"us-{n:04d}", "non_food", "", ""))
    return rows, expected


def write(name, rows, expected):
    with open(OUT / f"{name}.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    with open(OUT / f"{name}-expected.tsv", "w", encoding="utf-8") as f:
        f.write("id\tkind\tmain_food\tattribute\n")
        for row in expected:
            f.write("\t".join(row) + "\n")


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    write("netsuper-ja", *ja_feed())
    write("grocery-en", *en_feed())
