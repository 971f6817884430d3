#!/usr/bin/env python3
"""Prints COUNT ingredient lines, half Japanese and half English, from templates (our own words, no
evaluation data), for the benchmarks: scripts/ingredient-lines.py COUNT > lines.txt (seeded: the same
lines every time)."""
import random
import sys

random.seed(42)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
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
for i in range(n):
    if i % 2 == 0:
        print(f"{random.choice(ja_groups)}{random.choice(ja_names)} {random.choice(ja_amounts)}")
    else:
        print(f"{random.choice(en_amounts)} {random.choice(en_names)}{random.choice(en_tails)}")
