#!/usr/bin/env python3
"""Builds the bundled sample catalog (data/catalog/*.csv) from the hand-written tables below.

The catalog imitates a Japanese fresh-food marketplace: shops with order deadlines and delivery
weekdays, pickup stations, and products expanded from templates (grades/origins x cuts x pack sizes).
Every food id must exist in data/lexicon/foods.tsv; the script fails on unknown ids
(`--skip-unknown` drops those templates with a warning instead, for use while the lexicon grows).

Usage: scripts/build-catalog.py [--skip-unknown] [--check]
  --check   only report what would be written (counts, unknown ids); write nothing
Output is deterministic (seeded), so a re-run on the same tables gives the same files.
"""

import csv
import re
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "data", "catalog")
LEXICON = os.path.join(ROOT, "data", "lexicon", "foods.tsv")

# ---------------------------------------------------------------------------------------------
# Shops: id, Japanese name, English name, kind, deadline days before pickup, deadline time,
# delivery weekdays.
SHOPS = [
    ("s-butcher", "精肉店 肉のたなか", "Tanaka Butcher", "butcher", 1, "20:00", "mon-sat"),
    ("s-wagyu", "牧場直送 黒毛和牛の森山", "Moriyama Wagyu Ranch", "butcher", 2, "18:00", "tue,fri,sat"),
    ("s-chicken", "鶏肉専門 とり松", "Torimatsu Poultry", "butcher", 1, "20:00", "mon-sat"),
    ("s-fish", "鮮魚 魚辰", "Uotatsu Fishmonger", "fishmonger", 0, "08:00", "mon,tue,thu,fri,sat"),
    ("s-greengrocer", "青果 八百みどり", "Midori Greengrocer", "greengrocer", 0, "08:00", "daily"),
    ("s-farm", "里山ファーム", "Satoyama Farm", "farm", 2, "17:00", "wed,sat"),
    ("s-tofu", "とうふ工房 大豆屋", "Daizuya Tofu Works", "tofu", 1, "20:00", "mon-sat"),
    ("s-bakery", "ベーカリー こむぎ堂", "Komugido Bakery", "bakery", 1, "19:00", "tue-sun"),
    ("s-dairy", "牧場ミルク館", "Bokujo Dairy", "dairy", 1, "20:00", "mon,wed,fri,sat"),
    ("s-egg", "たまご農園 こっこ", "Kokko Egg Farm", "egg", 1, "20:00", "tue,thu,sat,sun"),
    ("s-grocery", "食料品 よろず屋", "Yorozuya Grocery", "grocery", 1, "22:00", "daily"),
    ("s-liquor", "酒のさかえ", "Sakae Liquor", "liquor", 1, "20:00", "mon-sat"),
    ("s-rice", "米穀店 米の山田", "Yamada Rice", "rice", 2, "18:00", "tue,thu,sat"),
    ("s-noodle", "製麺所 麺の松屋", "Matsuya Noodle Works", "noodles", 1, "18:00", "mon-fri"),
    ("s-spice", "スパイス＆ハーブ 香辛堂", "Koshindo Spice & Herb", "spices", 1, "20:00", "daily"),
    ("s-import", "輸入食材 ボンマルシェ", "Bon Marche Imports", "imported", 2, "18:00", "mon,thu"),
    ("s-dried", "乾物 海山屋", "Umiyamaya Dried Goods", "dried-goods", 1, "20:00", "mon-sat"),
    ("s-organic", "オーガニック八ヶ岳農園", "Yatsugatake Organic Farm", "farm", 3, "12:00", "fri"),
]

# Pickup stations: id, Japanese name, English name, area, open weekdays.
STATIONS = [
    ("st-shibuya", "渋谷駅前ステーション", "Shibuya Station Front", "渋谷区", "daily"),
    ("st-sangenjaya", "三軒茶屋ステーション", "Sangenjaya", "世田谷区", "daily"),
    ("st-kichijoji", "吉祥寺ステーション", "Kichijoji", "武蔵野市", "mon-sat"),
    ("st-nakano", "中野ステーション", "Nakano", "中野区", "daily"),
    ("st-musashikosugi", "武蔵小杉ステーション", "Musashi-Kosugi", "川崎市中原区", "daily"),
    ("st-futakotamagawa", "二子玉川ステーション", "Futako-Tamagawa", "世田谷区", "tue-sun"),
    ("st-jiyugaoka", "自由が丘ステーション", "Jiyugaoka", "目黒区", "daily"),
    ("st-shimokitazawa", "下北沢ステーション", "Shimokitazawa", "世田谷区", "mon,tue,thu,fri,sat,sun"),
    ("st-ikebukuro", "池袋ステーション", "Ikebukuro", "豊島区", "daily"),
    ("st-kitasenju", "北千住ステーション", "Kita-Senju", "足立区", "mon-sat"),
    ("st-kinshicho", "錦糸町ステーション", "Kinshicho", "墨田区", "daily"),
    ("st-yokohama", "横浜ステーション", "Yokohama", "横浜市西区", "daily"),
    ("st-tsukishima", "月島ステーション", "Tsukishima", "中央区", "mon-fri"),
]

# Date exceptions: date, scope, delivers, note.
CALENDAR = [
    ("2026-11-23", "shop:s-fish", False, "勤労感謝の日 市場休み"),
    ("2026-11-23", "shop:s-rice", False, "勤労感謝の日"),
    ("2026-11-25", "shop:s-fish", False, "市場休市日"),
    ("2026-12-02", "shop:s-fish", False, "市場休市日"),
    ("2026-12-09", "shop:s-fish", False, "市場休市日"),
    ("2026-12-06", "station:st-kichijoji", False, "ビル設備点検"),
    ("2026-12-13", "shop:s-farm", True, "年末特別便"),
    ("2026-12-24", "shop:s-bakery", True, "クリスマス特別営業"),
    ("2026-12-24", "shop:s-wagyu", True, "クリスマス特別便"),
    ("2026-12-28", "shop:s-wagyu", True, "年末特別便"),
    ("2026-12-29", "shop:s-noodle", True, "年越しそば特別便"),
    ("2026-12-30", "shop:s-noodle", True, "年越しそば特別便"),
    ("2026-12-31", "*", False, "年末休業"),
    ("2027-01-01", "*", False, "元日休業"),
    ("2027-01-02", "*", False, "年始休業"),
    ("2027-01-03", "*", False, "年始休業"),
    ("2027-01-04", "shop:s-fish", False, "初市準備"),
    ("2027-01-11", "station:st-tsukishima", True, "成人の日 臨時開所"),
]

# ---------------------------------------------------------------------------------------------
# Variants: (Japanese prefix, English prefix, price factor, origin). "" for none.
VARIANTS = {
    "-": [("", "", 1.0, "")],
    "pork": [("国産", "Japanese", 1.0, "国産"), ("鹿児島県産 黒豚", "Kagoshima Kurobuta", 1.7, "鹿児島県産"),
             ("カナダ産", "Canadian", 0.72, "カナダ産")],
    "beef": [("国産", "Japanese", 1.0, "国産"), ("オーストラリア産", "Australian", 0.55, "オーストラリア産"),
             ("米国産", "US", 0.6, "米国産")],
    "wagyu": [("黒毛和牛 A4", "Kuroge wagyu A4", 1.0, "岩手県産"), ("黒毛和牛 A5", "Kuroge wagyu A5", 1.35, "岩手県産")],
    "chicken": [("国産", "Japanese", 1.0, "国産"), ("大山どり", "Daisen chicken", 1.3, "鳥取県産"),
                ("ブラジル産", "Brazilian", 0.65, "ブラジル産")],
    "jidori": [("国産 地鶏", "Japanese jidori", 1.0, "国産"), ("名古屋コーチン", "Nagoya Cochin", 2.2, "愛知県産")],
    "fish": [("", "", 1.0, "")],
    "salmon": [("チリ産 銀鮭", "Chilean coho", 0.8, "チリ産"), ("北海道産 秋鮭", "Hokkaido chum", 1.0, "北海道産"),
               ("ノルウェー産 アトランティックサーモン", "Norwegian Atlantic", 1.2, "ノルウェー産")],
    "veg": [("", "", 1.0, "")],
    "veg2": [("", "", 1.0, ""), ("有機", "organic", 1.5, "")],
    "farm": [("里山ファームの", "Satoyama Farm", 1.0, "千葉県産")],
    "egg": [("", "", 1.0, ""), ("平飼い", "free-range", 1.6, "")],
    "brand2": [("", "", 1.0, ""), ("特選", "premium", 1.5, "")],
    "rice": [("新潟県産 コシヒカリ", "Niigata Koshihikari", 1.3, "新潟県産"),
             ("北海道産 ゆめぴりか", "Hokkaido Yumepirika", 1.15, "北海道産"),
             ("秋田県産 あきたこまち", "Akita Komachi", 1.0, "秋田県産")],
}

# Cuts / forms that change the product: (Japanese suffix, English suffix, price factor).
CUTS = {
    "-": [("", "", 1.0)],
    "belly": [("薄切り", "sliced", 1.0), ("ブロック", "block", 0.95), ("焼肉用", "for yakiniku", 1.05)],
    "loin": [("薄切り", "sliced", 1.0), ("とんかつ用", "cutlet-cut", 1.05), ("しゃぶしゃぶ用", "for shabu-shabu", 1.1)],
    "shoulder": [("薄切り", "sliced", 1.0), ("ブロック", "block", 0.95), ("生姜焼き用", "for ginger pork", 1.02)],
    "thin": [("薄切り", "sliced", 1.0)],
    "block": [("ブロック", "block", 1.0), ("角切り", "diced", 1.03)],
    "beefcut": [("薄切り", "sliced", 1.0), ("すき焼き用", "for sukiyaki", 1.15), ("焼肉用", "for yakiniku", 1.05)],
    "steak": [("ステーキ用", "steak", 1.0), ("焼肉用", "for yakiniku", 0.95)],
    "stew": [("カレー・シチュー用 角切り", "stew cubes", 1.0), ("ブロック", "block", 1.05)],
    "chicken": [("", "", 1.0), ("唐揚げ用 カット", "cut for karaage", 1.08)],
    "fillet": [("切り身", "fillet", 1.0)],
    "fish-whole": [("1尾", "whole", 1.0), ("三枚おろし", "filleted", 1.25)],
    "sashimi": [("刺身用 さく", "sashimi block", 1.0), ("切り落とし", "offcuts", 0.8)],
}

# Product templates: shop, food id, Japanese name, English name, pack unit, packs, price per unit
# (per 100 g for g, per 100 ml for ml, per pack-count step for piece), variants, cuts, weight (how
# common in recipes: drives popularity), pieces per pack for weight-sold produce (optional).
# A pack list item "3" with unit piece means 3 pieces; "1000:5" with unit g means 1000 g of about 5 pieces.
T = []


def t(shop, food, ja, en, unit, packs, price, variants="-", cuts="-", weight=5, foods=None):
    # Common produce also comes organic, common seasonings also in a premium line.
    if variants == "-" and weight >= 5 and shop == "s-greengrocer":
        variants = "veg2"
    if variants == "-" and weight >= 6 and shop == "s-grocery":
        variants = "brand2"
    T.append(dict(shop=shop, food=food, ja=ja, en=en, unit=unit, packs=packs, price=price,
                  variants=variants, cuts=cuts, weight=weight, foods=foods))


# --- Pork (butcher) -------------------------------------------------------------------------
t("s-butcher", "pork-belly", "豚バラ", "pork belly", "g", [200, 300, 500], 258, "pork", "belly", 9)
t("s-butcher", "pork-loin", "豚ロース", "pork loin", "g", [200, 300, 500], 298, "pork", "loin", 8)
t("s-butcher", "pork-shoulder", "豚肩ロース", "pork shoulder", "g", [200, 300, 500], 278, "pork", "shoulder", 8)
t("s-butcher", "pork-thigh", "豚もも", "pork leg", "g", [200, 300, 500], 198, "pork", "shoulder", 6)
t("s-butcher", "pork-fillet", "豚ヒレ ブロック", "pork tenderloin, block", "g", [250, 400], 328, "pork", "-", 5)
t("s-butcher", "pork-scraps", "豚こま切れ", "pork scraps (komagire)", "g", [200, 300, 500, 1000], 168, "pork", "-", 9)
t("s-butcher", "ground-pork", "豚ひき肉", "ground pork", "g", [200, 300, 500], 178, "pork", "-", 8)
t("s-butcher", "pork-spare-ribs", "豚スペアリブ", "pork spare ribs", "g", [400, 800], 228, "pork", "-", 4)
t("s-butcher", "ground-beef-pork", "合いびき肉", "ground beef and pork mix", "g", [200, 300, 500, 1000], 198, "-", "-", 9)
t("s-butcher", "bacon", "ベーコン", "bacon", "g", [70, 150, 300], 380, "brand2", "-", 7)
t("s-butcher", "bacon", "厚切りベーコン ブロック", "thick-cut bacon block", "g", [200, 400], 330, "-", "-", 4)
t("s-butcher", "ham", "ロースハム", "sliced ham", "g", [60, 120], 420, "brand2", "-", 6)
t("s-butcher", "sausage", "あらびきウインナー", "coarse-ground wiener sausages", "g", [120, 240, 500], 300, "brand2", "-", 6)
t("s-butcher", "mortadella", "ボロニアソーセージ", "bologna sausage", "g", [200], 250, "-", "-", 2)
t("s-butcher", "ground-beef", "牛ひき肉", "ground beef", "g", [200, 300, 500], 268, "beef", "-", 7)
t("s-butcher", "beef-scraps", "牛こま切れ", "beef scraps (komagire)", "g", [200, 300, 500], 298, "beef", "-", 9)
t("s-butcher", "beef-round", "牛もも", "beef round", "g", [200, 300, 500], 348, "beef", "beefcut", 6)
t("s-butcher", "beef-chuck", "牛肩ロース", "beef chuck", "g", [200, 300, 500], 458, "beef", "beefcut", 6)
t("s-butcher", "beef-shank", "牛すね肉", "beef shin", "g", [300, 600], 258, "beef", "stew", 4)
t("s-butcher", "beef-rib", "牛バラ", "beef short plate", "g", [200, 400], 398, "beef", "thin", 6)
t("s-butcher", "beef-sirloin", "牛サーロイン", "beef sirloin", "g", [180, 360], 680, "beef", "steak", 5)
t("s-butcher", "beef-tenderloin", "牛ヒレ", "beef tenderloin", "g", [150, 300], 880, "beef", "steak", 3)
t("s-butcher", "beef-tongue", "牛タン 薄切り", "sliced beef tongue", "g", [150, 300], 698, "beef", "-", 3)
t("s-butcher", "chicken-liver", "鶏レバー", "chicken liver", "g", [200, 400], 128, "-", "-", 3)
t("s-butcher", "lamb-shoulder", "ラム肩ロース 薄切り", "lamb shoulder, sliced", "g", [200, 400], 398, "-", "-", 3)
t("s-butcher", "lamb-chop", "ラムチョップ", "lamb chops", "g", [300], 598, "-", "-", 2)
t("s-butcher", "corned-beef", "コンビーフ", "corned beef", "g", [80], 500, "-", "-", 2)
t("s-butcher", "char-siu", "焼豚 ブロック", "roast pork (chashu) block", "g", [200, 350], 350, "-", "-", 3)
t("s-butcher", "gyoza-wrappers", "餃子の皮 24枚", "gyoza wrappers, 24 sheets", "piece", [1], 168, "-", "-", 6)
t("s-butcher", "shumai-wrappers", "焼売の皮 30枚", "shumai wrappers, 30 sheets", "piece", [1], 158, "-", "-", 3)
t("s-butcher", "pork-fat", "ラード", "lard", "g", [250], 120, "-", "-", 1)

# --- Wagyu farm -----------------------------------------------------------------------------
t("s-wagyu", "beef-sirloin", "サーロイン", "sirloin", "g", [200, 400], 1580, "wagyu", "steak", 4)
t("s-wagyu", "beef-chuck", "肩ロース", "chuck", "g", [200, 400], 1180, "wagyu", "beefcut", 5)
t("s-wagyu", "beef-round", "もも", "round", "g", [200, 400], 880, "wagyu", "beefcut", 4)
t("s-wagyu", "beef-rib", "カルビ", "short rib (kalbi)", "g", [200, 400], 980, "wagyu", "-", 4)
t("s-wagyu", "beef-scraps", "切り落とし", "offcuts", "g", [300, 500], 580, "wagyu", "-", 6)
t("s-wagyu", "ground-beef", "牛100% ひき肉", "100% ground beef", "g", [300, 500], 480, "wagyu", "-", 4)
t("s-wagyu", "beef-tenderloin", "ヒレ", "tenderloin", "g", [150, 300], 2280, "wagyu", "steak", 2)

# --- Chicken shop ---------------------------------------------------------------------------
t("s-chicken", "chicken-thigh", "鶏もも肉", "chicken thigh", "g", [250, 300, 500, 1000], 138, "chicken", "chicken", 10)
t("s-chicken", "chicken-breast", "鶏むね肉", "chicken breast", "g", [250, 300, 500, 1000], 88, "chicken", "chicken", 9)
t("s-chicken", "chicken-thigh", "鶏もも肉 皮なし", "skinless chicken thigh", "g", [300, 600], 158, "chicken", "-", 5)
t("s-chicken", "chicken-breast", "鶏むね肉 皮なし", "skinless chicken breast", "g", [300, 600], 98, "chicken", "-", 5)
t("s-chicken", "chicken-tender", "鶏ささみ", "chicken tenders (sasami)", "g", [200, 400], 128, "chicken", "-", 7)
t("s-chicken", "chicken-wing", "鶏手羽先", "chicken wings", "g", [300, 600], 98, "chicken", "-", 6)
t("s-chicken", "chicken-drumette", "鶏手羽元", "chicken drumettes", "g", [300, 600], 88, "chicken", "-", 7)
t("s-chicken", "chicken-mid-wing", "鶏手羽中", "chicken mid wings", "g", [250, 500], 148, "chicken", "-", 4)
t("s-chicken", "chicken-drumstick", "骨付き鶏もも (レッグ)", "chicken leg quarters, bone-in", "g", [500, 1000], 128, "chicken", "-", 4)
t("s-chicken", "ground-chicken", "鶏ひき肉", "ground chicken", "g", [200, 300, 500], 118, "chicken", "-", 8)
t("s-chicken", "chicken-thigh", "鶏もも肉", "chicken thigh", "g", [300, 600], 280, "jidori", "-", 3)
t("s-chicken", "chicken-liver", "鶏レバー ハツ付き", "chicken liver with hearts", "g", [300], 118, "-", "-", 3,
  foods=["chicken-liver", "chicken-heart"])
t("s-chicken", "chicken-gizzard", "砂肝", "chicken gizzards", "g", [200, 400], 118, "-", "-", 3)
t("s-chicken", "chicken-skin", "鶏皮", "chicken skin", "g", [200], 68, "-", "-", 1)
t("s-chicken", "whole-chicken", "丸鶏 (中抜き)", "whole chicken", "g", ["1500:1"], 98, "-", "-", 2)
t("s-chicken", "chicken-carcass", "鶏ガラ", "chicken carcass for stock", "g", [500, 1000], 40, "-", "-", 2)
t("s-chicken", "duck", "合鴨ロース", "duck breast (aigamo)", "g", [200, 350], 580, "-", "-", 2)

# --- Fishmonger -----------------------------------------------------------------------------
t("s-fish", "salmon", "鮭", "salmon", "piece", [2, 3, 5], 180, "salmon", "fillet", 9)
t("s-fish", "salmon", "サーモン", "salmon", "g", [150, 300], 680, "-", "sashimi", 6)
t("s-fish", "salted-salmon", "甘塩 紅鮭 切り身", "lightly salted sockeye salmon, fillets", "piece", [2, 4], 220, "-", "-", 5)
t("s-fish", "mackerel", "真さば", "mackerel", "piece", [1, 2], 398, "fish", "fish-whole", 5)
t("s-fish", "mackerel", "ノルウェー産 塩さば 半身", "Norwegian salted mackerel, half fillets", "piece", [2, 4], 160, "-", "-", 6)
t("s-fish", "mackerel", "さば 切り身", "mackerel fillets", "piece", [2, 4], 150, "-", "-", 5)
t("s-fish", "horse-mackerel", "真あじ", "horse mackerel (aji)", "piece", [2, 4], 150, "fish", "fish-whole", 5)
t("s-fish", "sardine", "真いわし", "sardines", "piece", [4, 8], 60, "-", "-", 4)
t("s-fish", "pacific-saury", "さんま", "Pacific saury", "piece", [2, 4], 198, "-", "-", 4)
t("s-fish", "yellowtail", "ぶり 切り身", "yellowtail fillets", "piece", [2, 3], 250, "-", "-", 7)
t("s-fish", "yellowtail", "ぶり", "yellowtail", "g", [150, 300], 498, "-", "sashimi", 4)
t("s-fish", "cod", "生たら 切り身", "fresh cod fillets", "piece", [2, 3], 198, "-", "-", 7)
t("s-fish", "cod", "甘塩たら 切り身", "lightly salted cod fillets", "piece", [2, 4], 180, "-", "-", 3)
t("s-fish", "sea-bream", "真鯛 切り身", "sea bream fillets", "piece", [2, 3], 298, "-", "-", 4)
t("s-fish", "sea-bream", "真鯛", "sea bream", "g", [150], 798, "-", "sashimi", 3)
t("s-fish", "tuna", "まぐろ赤身", "lean tuna (akami)", "g", [100, 200], 598, "-", "sashimi", 7)
t("s-fish", "tuna-fatty", "本まぐろ 中トロ", "bluefin tuna chutoro", "g", [100, 200], 1480, "-", "sashimi", 3)
t("s-fish", "bonito", "かつおのたたき", "seared bonito (tataki)", "g", [200, 400], 398, "-", "-", 4)
t("s-fish", "flounder", "かれい 切り身", "flounder fillets", "piece", [2], 280, "-", "-", 3)
t("s-fish", "swordfish", "めかじき 切り身", "swordfish steaks", "piece", [2, 3], 220, "-", "-", 4)
t("s-fish", "shrimp", "むきえび", "peeled shrimp", "g", [150, 300, 500], 298, "-", "-", 8)
t("s-fish", "shrimp-large", "ブラックタイガー 有頭", "black tiger prawns, head-on", "g", [200, 400], 348, "-", "-", 4)
t("s-fish", "shrimp", "バナメイえび 殻付き", "whiteleg shrimp, shell-on", "g", [200, 400, 1000], 258, "-", "-", 6)
t("s-fish", "sweet-shrimp", "甘えび 刺身用", "sweet shrimp for sashimi", "g", [100], 698, "-", "-", 2)
t("s-fish", "squid", "するめいか", "Japanese flying squid", "piece", [1, 2], 298, "-", "-", 5)
t("s-fish", "squid", "ロールいか", "squid rolls (cleaned)", "g", [200, 400], 198, "-", "-", 4)
t("s-fish", "octopus", "ゆでだこ", "boiled octopus", "g", [100, 200], 498, "-", "-", 5)
t("s-fish", "scallop", "ほたて貝柱 刺身用", "scallop adductors for sashimi", "g", [150, 300], 598, "-", "-", 5)
t("s-fish", "scallop", "ベビーほたて ボイル", "boiled baby scallops", "g", [200, 400], 298, "-", "-", 4)
t("s-fish", "clam", "あさり", "Manila clams", "g", [200, 400], 198, "-", "-", 7)
t("s-fish", "hard-clam", "殻付き はまぐり", "hard clams", "g", [300], 398, "-", "-", 2)
t("s-fish", "freshwater-clam", "しじみ", "freshwater clams (shijimi)", "g", [150, 300], 298, "-", "-", 4)
t("s-fish", "oyster", "生かき むき身 加熱用", "shucked oysters for cooking", "g", [150, 250], 498, "-", "-", 4)
t("s-fish", "crab", "ずわいがに ボイル", "boiled snow crab legs", "g", [300, 500], 880, "-", "-", 2)
t("s-fish", "cod-roe", "辛子明太子", "spicy pollock roe (mentaiko)", "g", [80, 150], 698, "-", "-", 5)
t("s-fish", "cod-roe", "たらこ", "salted cod roe (tarako)", "g", [80, 150], 598, "-", "-", 4)
t("s-fish", "ikura-soy", "いくら醤油漬け", "salmon roe in soy sauce (ikura)", "g", [80, 150], 1280, "-", "-", 3)
t("s-fish", "eel", "うなぎ蒲焼き", "grilled eel (kabayaki)", "piece", [1, 2], 2480, "-", "-", 3)
t("s-fish", "sand-lance", "しらす干し", "dried whitebait (shirasu)", "g", [50, 100, 200], 598, "-", "-", 6)
t("s-fish", "chikuwa", "焼きちくわ 4本", "grilled fish cake tubes (chikuwa), 4", "piece", [1], 138, "-", "-", 6)
t("s-fish", "kamaboko", "紅白かまぼこ", "kamaboko fish cake", "piece", [1], 298, "-", "-", 4)
t("s-fish", "satsuma-age", "さつま揚げ", "fried fish cakes (satsuma-age)", "piece", [5], 60, "-", "-", 4)
t("s-fish", "hanpen", "はんぺん", "hanpen fish cake", "piece", [1], 128, "-", "-", 3)
t("s-fish", "imitation-crab", "かに風味かまぼこ", "imitation crab sticks", "g", [80, 160], 250, "-", "-", 4)
t("s-fish", "canned-tuna", "ツナ缶 ノンオイル 70g 3缶", "canned tuna in water, 3 cans", "piece", [1], 398, "-", "-", 7)
t("s-fish", "canned-tuna", "ツナ缶 オイル漬け 70g 3缶", "canned tuna in oil, 3 cans", "piece", [1], 378, "-", "-", 6)
t("s-fish", "canned-mackerel", "さば水煮缶 190g", "canned mackerel in brine", "piece", [1, 3], 248, "-", "-", 5)
t("s-fish", "katsuobushi", "削り節 小袋", "bonito flakes, small bags", "g", [10, 25], 900, "-", "-", 4)

# --- Greengrocer ----------------------------------------------------------------------------
G = "s-greengrocer"
t(G, "onion", "玉ねぎ", "onions", "piece", [1, 3, 5], 60, "veg2", "-", 10)
t(G, "onion", "玉ねぎ 箱入り", "onions, boxed", "g", ["1000:5"], 38, "-", "-", 6)
t(G, "red-onion", "紫玉ねぎ", "red onion", "piece", [1, 2], 98, "-", "-", 4)
t(G, "new-onion", "新玉ねぎ", "new-season onion", "piece", [2, 4], 88, "-", "-", 3)
t(G, "potato", "じゃがいも (男爵)", "potatoes (Danshaku)", "piece", [3, 5], 50, "veg2", "-", 9)
t(G, "potato", "じゃがいも (メークイン)", "potatoes (May Queen)", "g", ["1000:7"], 40, "-", "-", 6)
t(G, "carrot", "にんじん", "carrots", "piece", [1, 3, 5], 45, "veg2", "-", 10)
t(G, "daikon", "大根", "daikon radish", "piece", [1], 198, "veg2", "-", 8)
t(G, "daikon", "大根 1/2本", "half daikon radish", "piece", [0.5], 216, "-", "-", 6)
t(G, "cabbage", "キャベツ", "cabbage", "piece", [1], 228, "veg2", "-", 9)
t(G, "cabbage", "キャベツ 1/2玉", "half cabbage", "piece", [0.5], 256, "-", "-", 6)
t(G, "chinese-cabbage", "白菜", "napa cabbage", "piece", [1], 398, "-", "-", 7)
t(G, "chinese-cabbage", "白菜 1/4カット", "napa cabbage, quarter", "piece", [0.25], 512, "-", "-", 6)
t(G, "lettuce", "レタス", "iceberg lettuce", "piece", [1], 198, "veg2", "-", 7)
t(G, "leaf-lettuce", "サニーレタス", "red leaf lettuce", "piece", [1], 158, "-", "-", 4)
t(G, "tomato", "トマト", "tomatoes", "piece", [1, 3, 4], 98, "veg2", "-", 9)
t(G, "cherry-tomato", "ミニトマト", "cherry tomatoes", "g", [150, 300], 198, "veg2", "-", 7)
t(G, "cucumber", "きゅうり", "cucumbers", "piece", [1, 3], 58, "veg2", "-", 8)
t(G, "eggplant", "なす", "eggplants", "piece", [1, 3], 68, "veg2", "-", 7)
t(G, "green-pepper", "ピーマン", "green peppers", "piece", [4, 8], 35, "veg2", "-", 8)
t(G, "bell-pepper", "パプリカ 赤", "red bell pepper", "piece", [1, 2], 158, "-", "-", 6)
t(G, "bell-pepper", "パプリカ 黄", "yellow bell pepper", "piece", [1, 2], 158, "-", "-", 4)
t(G, "green-onion", "青ねぎ (小ねぎ)", "green onions (scallions)", "g", [100], 158, "veg2", "-", 9)
t(G, "leek", "長ねぎ", "Japanese leeks (naganegi)", "piece", [1, 3], 88, "veg2", "-", 8)
t(G, "garlic", "にんにく 青森県産", "garlic, Aomori", "g", [50, 150], 396, "-", "-", 8)
t(G, "garlic", "にんにく 中国産 (3個)", "garlic bulbs, China (3)", "g", [150], 105, "-", "-", 6)
t(G, "ginger", "しょうが", "ginger root", "g", [100, 200], 148, "veg2", "-", 8)
t(G, "spinach", "ほうれん草", "spinach", "g", [200], 99, "veg2", "-", 8)
t(G, "komatsuna", "小松菜", "komatsuna", "g", [200], 79, "veg2", "-", 7)
t(G, "mizuna", "水菜", "mizuna", "g", [200], 79, "-", "-", 5)
t(G, "shungiku", "春菊", "garland chrysanthemum (shungiku)", "g", [150], 119, "-", "-", 4)
t(G, "bok-choy", "チンゲン菜", "bok choy", "piece", [2, 3], 60, "-", "-", 5)
t(G, "garlic-chives", "にら", "garlic chives (nira)", "g", [100], 118, "-", "-", 6)
t(G, "broccoli", "ブロッコリー", "broccoli", "piece", [1, 2], 198, "veg2", "-", 8)
t(G, "cauliflower", "カリフラワー", "cauliflower", "piece", [1], 298, "-", "-", 4)
t(G, "asparagus", "グリーンアスパラガス", "green asparagus", "g", [100, 200], 298, "-", "-", 5)
t(G, "okra", "オクラ", "okra", "g", [100], 158, "-", "-", 5)
t(G, "green-beans", "さやいんげん", "green beans", "g", [100, 200], 198, "-", "-", 5)
t(G, "snow-peas", "絹さや", "snow peas", "g", [50, 100], 398, "-", "-", 3)
t(G, "edamame", "枝豆", "edamame", "g", [250], 120, "-", "-", 4)
t(G, "corn", "とうもろこし", "sweet corn", "piece", [1, 2], 158, "-", "-", 4)
t(G, "zucchini", "ズッキーニ", "zucchini", "piece", [1, 2], 148, "-", "-", 5)
t(G, "pumpkin", "かぼちゃ 1/4カット", "kabocha squash, quarter", "piece", [0.25], 792, "-", "-", 6)
t(G, "pumpkin", "かぼちゃ", "kabocha squash, whole", "piece", [1], 498, "-", "-", 4)
t(G, "sweet-potato", "さつまいも", "sweet potatoes", "piece", [1, 3], 138, "veg2", "-", 6)
t(G, "taro", "里芋", "taro", "g", [300, 500], 98, "-", "-", 5)
t(G, "yam", "長芋", "Chinese yam (nagaimo)", "g", [300, 600], 110, "-", "-", 4)
t(G, "burdock", "ごぼう", "burdock root", "piece", [1, 2], 158, "-", "-", 6)
t(G, "lotus-root", "れんこん", "lotus root", "g", [200, 400], 158, "-", "-", 5)
t(G, "bamboo-shoot", "たけのこ 水煮", "boiled bamboo shoots", "g", [150, 300], 130, "-", "-", 5)
t(G, "bean-sprouts", "もやし", "bean sprouts", "g", [200], 20, "-", "-", 9)
t(G, "bean-sprouts", "大豆もやし", "soybean sprouts", "g", [200], 30, "-", "-", 4)
t(G, "celery", "セロリ", "celery", "piece", [1, 2], 158, "-", "-", 5)
t(G, "turnip", "かぶ", "turnips", "piece", [3], 60, "-", "-", 4)
t(G, "radish", "ラディッシュ", "radishes", "piece", [10], 20, "-", "-", 2)
t(G, "myoga", "みょうが", "myoga ginger", "piece", [3], 60, "-", "-", 3)
t(G, "perilla", "大葉 (青じそ) 10枚", "shiso leaves, 10", "piece", [1], 98, "-", "-", 6)
t(G, "mitsuba", "三つ葉", "mitsuba", "g", [50], 198, "-", "-", 4)
t(G, "radish-sprouts", "かいわれ大根", "daikon sprouts (kaiware)", "piece", [1], 68, "-", "-", 3)
t(G, "avocado", "アボカド", "avocados", "piece", [1, 2], 128, "-", "-", 6)
t(G, "shiitake", "生しいたけ", "fresh shiitake mushrooms", "g", [100, 200], 198, "-", "-", 8)
t(G, "shimeji", "ぶなしめじ", "shimeji mushrooms", "g", [100, 200], 98, "-", "-", 8)
t(G, "enoki", "えのき茸", "enoki mushrooms", "g", [100, 200], 78, "-", "-", 8)
t(G, "maitake", "まいたけ", "maitake mushrooms", "g", [100], 128, "-", "-", 6)
t(G, "king-oyster", "エリンギ", "king oyster mushrooms (eringi)", "g", [100, 200], 118, "-", "-", 6)
t(G, "mushroom", "マッシュルーム ホワイト", "white button mushrooms", "g", [100, 200], 198, "-", "-", 7)
t(G, "brown-mushroom", "マッシュルーム ブラウン", "brown mushrooms", "g", [100], 228, "-", "-", 4)
t(G, "nameko", "なめこ", "nameko mushrooms", "g", [100], 98, "-", "-", 3)
t(G, "lemon", "レモン", "lemons", "piece", [1, 3], 128, "veg2", "-", 7)
t(G, "lime", "ライム", "limes", "piece", [1, 2], 128, "-", "-", 3)
t(G, "yuzu", "ゆず", "yuzu citron", "piece", [1, 3], 150, "-", "-", 3)
t(G, "apple", "りんご ふじ", "Fuji apples", "piece", [1, 3], 158, "-", "-", 6)
t(G, "banana", "バナナ", "bananas", "piece", [5], 40, "-", "-", 6)
t(G, "strawberry", "いちご", "strawberries", "g", [250], 280, "-", "-", 5)
t(G, "mandarin", "温州みかん", "satsuma mandarins", "g", [500, 1000], 80, "-", "-", 5)
t(G, "kiwi", "キウイフルーツ", "kiwifruit", "piece", [3, 6], 78, "-", "-", 3)
t(G, "grapefruit", "グレープフルーツ", "grapefruit", "piece", [1, 2], 178, "-", "-", 2)
t(G, "orange", "オレンジ", "oranges", "piece", [2, 4], 128, "-", "-", 3)
t(G, "asian-pear", "和梨", "Japanese pears", "piece", [2], 198, "-", "-", 2)
t(G, "persimmon", "柿", "persimmons", "piece", [2, 4], 128, "-", "-", 2)
t(G, "grape", "シャインマスカット", "Shine Muscat grapes", "piece", [1], 1280, "-", "-", 2)
t(G, "blueberry", "ブルーベリー", "blueberries", "g", [100], 398, "-", "-", 3)
t(G, "chestnut", "栗", "chestnuts", "g", [300], 250, "-", "-", 2)
t(G, "konjac", "板こんにゃく", "konjac block", "piece", [1, 2], 98, "-", "-", 6)
t(G, "shirataki", "しらたき", "shirataki noodles", "g", [200], 60, "-", "-", 6)
t(G, "kimchi", "白菜キムチ", "napa cabbage kimchi", "g", [200, 400], 150, "-", "-", 5)
t(G, "umeboshi", "紀州南高梅 梅干し", "umeboshi (pickled plums)", "g", [150, 300], 400, "-", "-", 4)
t(G, "pickled-ginger", "新しょうが甘酢漬け", "pickled ginger (gari)", "g", [100], 200, "-", "-", 2)
t(G, "beni-shoga", "紅しょうが", "red pickled ginger (beni shoga)", "g", [60, 120], 250, "-", "-", 3)
t(G, "pickled-daikon", "たくあん", "pickled daikon (takuan)", "g", [200], 100, "-", "-", 2)

# --- Local farm ------------------------------------------------------------------------------
F = "s-farm"
for food, ja, en, unit, packs, price, w in [
    ("onion", "玉ねぎ", "onions", "piece", [3, 6], 70, 6), ("potato", "じゃがいも", "potatoes", "g", ["500:4", "1000:8"], 55, 6),
    ("carrot", "にんじん", "carrots", "piece", [3, 6], 55, 6), ("daikon", "大根", "daikon radish", "piece", [1], 180, 5),
    ("cabbage", "キャベツ", "cabbage", "piece", [1], 250, 5), ("tomato", "完熟トマト", "vine-ripened tomatoes", "piece", [3, 6], 120, 6),
    ("cherry-tomato", "ミニトマト", "cherry tomatoes", "g", [200], 230, 4), ("cucumber", "きゅうり", "cucumbers", "piece", [3, 5], 60, 4),
    ("eggplant", "なす", "eggplants", "piece", [3, 5], 70, 4), ("green-pepper", "ピーマン", "green peppers", "piece", [5, 10], 40, 4),
    ("spinach", "ほうれん草", "spinach", "g", [200], 130, 4), ("komatsuna", "小松菜", "komatsuna", "g", [250], 100, 4),
    ("green-onion", "小ねぎ", "scallions", "g", [100], 150, 4), ("leek", "長ねぎ", "naganegi leeks", "piece", [2, 3], 100, 4),
    ("sweet-potato", "さつまいも 紅はるか", "sweet potatoes (Beni Haruka)", "g", [500, 1000], 70, 4),
    ("taro", "里芋", "taro", "g", [500], 110, 3), ("turnip", "小かぶ", "small turnips", "piece", [4], 60, 3),
    ("chinese-cabbage", "白菜", "napa cabbage", "piece", [1], 350, 3), ("broccoli", "ブロッコリー", "broccoli", "piece", [1], 180, 3),
    ("kabocha-mini", "坊ちゃんかぼちゃ", "mini kabocha", "piece", [1, 2], 250, 3), ("shiitake", "原木しいたけ", "log-grown shiitake", "g", [150], 250, 3),
    ("garlic", "にんにく", "garlic", "g", [100], 300, 3), ("young-ginger", "新しょうが", "young ginger", "g", [200], 160, 3),
    ("basil", "バジル", "basil", "g", [20], 1000, 2), ("edamame", "枝豆", "edamame", "g", [300], 130, 2),
    ("strawberry", "いちご", "strawberries", "g", [300], 300, 2), ("apple", "りんご", "apples", "piece", [4], 150, 2),
]:
    t(F, food, ja, en, unit, packs, price, "farm", "-", w)

# --- Organic farm (delivers on Fridays only) ------------------------------------------------
for food, ja, en, unit, packs, price, w in [
    ("onion", "有機 玉ねぎ", "organic onions", "g", ["500:3", "1000:5"], 80, 5), ("carrot", "有機 にんじん", "organic carrots", "g", ["500:3", "1000:6"], 90, 5),
    ("potato", "有機 じゃがいも", "organic potatoes", "g", ["500:4", "1000:7"], 80, 5), ("cabbage", "有機 キャベツ", "organic cabbage", "piece", [1], 380, 4),
    ("lettuce", "有機 リーフレタス", "organic leaf lettuce", "piece", [1], 250, 3), ("tomato-large", "有機 中玉トマト", "organic midi tomatoes", "g", [300, 600], 160, 4),
    ("cucumber", "有機 きゅうり", "organic cucumbers", "piece", [2, 4], 80, 3), ("spinach", "有機 ほうれん草", "organic spinach", "g", [150, 300], 180, 3),
    ("komatsuna", "有機 小松菜", "organic komatsuna", "g", [200, 400], 140, 3), ("daikon", "有機 大根", "organic daikon", "piece", [1], 280, 3),
    ("broccoli", "有機 ブロッコリー", "organic broccoli", "piece", [1, 2], 280, 3), ("pumpkin", "有機 かぼちゃ", "organic kabocha", "piece", [1], 680, 2),
    ("sweet-potato", "有機 さつまいも", "organic sweet potatoes", "g", [500, 1000], 100, 3), ("garlic", "有機 にんにく", "organic garlic", "g", [100, 200], 400, 3),
    ("ginger", "有機 しょうが", "organic ginger", "g", [100, 200], 250, 3), ("kale", "有機 ケール", "organic kale", "g", [100, 200], 250, 2),
    ("arugula", "有機 ルッコラ", "organic arugula", "g", [50, 100], 500, 2), ("green-pepper", "有機 ピーマン", "organic green peppers", "piece", [4, 8], 60, 2),
    ("eggplant", "有機 なす", "organic eggplants", "piece", [3, 6], 100, 2), ("leek", "有機 長ねぎ", "organic naganegi", "piece", [2, 4], 150, 2),
]:
    t("s-organic", food, ja, en, unit, packs, price, "-", "-", w)

# --- Tofu shop ------------------------------------------------------------------------------
D = "s-tofu"
t(D, "firm-tofu", "木綿豆腐", "firm tofu (momen)", "piece", [1, 2], 128, "brand2", "-", 9)
t(D, "silken-tofu", "絹ごし豆腐", "silken tofu (kinugoshi)", "piece", [1, 2], 128, "brand2", "-", 9)
t(D, "tofu-pudding", "寄せ豆腐", "soft curd tofu (yose)", "piece", [1], 220, "-", "-", 3)
t(D, "grilled-tofu", "焼き豆腐", "grilled tofu", "piece", [1], 150, "-", "-", 5)
t(D, "atsuage", "厚揚げ", "deep-fried thick tofu (atsuage)", "piece", [2, 4], 80, "-", "-", 6)
t(D, "aburaage", "油揚げ", "deep-fried tofu pouches (aburaage)", "piece", [2, 5], 50, "-", "-", 7)
t(D, "fried-tofu-sheet", "いなり用 味付け油揚げ", "seasoned inari pouches", "piece", [10], 40, "-", "-", 3)
t(D, "ganmodoki", "がんもどき", "ganmodoki tofu fritters", "piece", [4], 60, "-", "-", 3)
t(D, "natto", "小粒納豆 3パック", "small-bean natto, 3 packs", "piece", [1], 118, "brand2", "-", 7)
t(D, "natto", "ひきわり納豆 3パック", "minced natto, 3 packs", "piece", [1], 118, "-", "-", 4)
t(D, "soy-milk", "無調整豆乳", "unsweetened soy milk", "ml", [200, 1000], 30, "-", "-", 5)
t(D, "okara", "おから", "okara (soy pulp)", "g", [300], 30, "-", "-", 2)
t(D, "yuba", "生ゆば", "fresh yuba", "g", [100], 350, "-", "-", 1)
t(D, "koya-tofu", "高野豆腐 5枚", "freeze-dried tofu (koya), 5 pieces", "piece", [1], 250, "-", "-", 3)
t(D, "soybean", "国産 大豆 水煮", "boiled soybeans", "g", [150, 300], 100, "-", "-", 3)

# --- Bakery ---------------------------------------------------------------------------------
B = "s-bakery"
t(B, "bread", "角食パン 6枚切り", "square white loaf, 6 slices", "piece", [1], 260, "brand2", "-", 9)
t(B, "bread", "角食パン 8枚切り", "square white loaf, 8 slices", "piece", [1], 260, "-", "-", 6)
t(B, "bread", "山型食パン 1斤", "English-style loaf", "piece", [1], 320, "-", "-", 4)
t(B, "baguette", "バゲット", "baguette", "piece", [1], 320, "-", "-", 6)
t(B, "baguette", "ハーフバゲット", "half baguette", "g", [125], 142, "-", "-", 4)
t(B, "whole-wheat-bread", "全粒粉ブレッド", "whole wheat bread", "piece", [1], 420, "-", "-", 3)
t(B, "rye-bread/whole-wheat-bread", "ライ麦パン", "rye bread", "piece", [1], 450, "-", "-", 2)
t(B, "white-bread", "サンドイッチ用 食パン 12枚", "sandwich bread, 12 slices", "piece", [1], 300, "-", "-", 3)
t(B, "bread-roll", "バターロール 6個", "butter rolls, 6", "piece", [1], 240, "-", "-", 4)
t(B, "croissant", "クロワッサン", "croissants", "piece", [1, 4], 180, "-", "-", 3)
t(B, "english-muffin", "イングリッシュマフィン 4個", "English muffins, 4", "piece", [1], 320, "-", "-", 3)
t(B, "pita", "ピタパン 4枚", "pita bread, 4", "piece", [1], 380, "-", "-", 2)
t(B, "tortilla", "フラワートルティーヤ 8枚", "flour tortillas, 8", "piece", [1], 420, "-", "-", 3)
t(B, "bread-roll", "バンズ 4個", "burger buns, 4", "piece", [1], 360, "-", "-", 3)
t(B, "bread-roll", "ドッグパン 4個", "hot dog buns, 4", "piece", [1], 300, "-", "-", 2)
t(B, "fresh-breadcrumbs", "生パン粉", "fresh panko breadcrumbs", "g", [200], 100, "-", "-", 6)
t(B, "breadcrumbs-dry", "ドライパン粉", "dry panko breadcrumbs", "g", [150, 300], 90, "-", "-", 4)

# --- Dairy ----------------------------------------------------------------------------------
M = "s-dairy"
t(M, "milk", "牛乳", "milk", "ml", [500, 1000], 26, "brand2", "-", 9)
t(M, "low-fat-milk", "低脂肪乳", "low-fat milk", "ml", [1000], 22, "-", "-", 3)
t(M, "butter", "バター 有塩", "salted butter", "g", [100, 200, 450], 230, "-", "-", 8)
t(M, "butter-unsalted/butter", "バター 食塩不使用", "unsalted butter", "g", [100, 200, 450], 250, "-", "-", 6)
t(M, "heavy-cream", "生クリーム 乳脂肪42%", "heavy cream 42%", "ml", [200, 500], 200, "-", "-", 7)
t(M, "heavy-cream", "生クリーム 乳脂肪35%", "whipping cream 35%", "ml", [200], 170, "-", "-", 4)
t(M, "yogurt", "プレーンヨーグルト", "plain yogurt", "g", [400, 800], 55, "brand2", "-", 6)
t(M, "greek-yogurt", "ギリシャヨーグルト", "Greek yogurt", "g", [400], 110, "-", "-", 3)
t(M, "processed-cheese", "スライスチーズ 7枚", "sliced cheese, 7 slices", "piece", [1], 248, "-", "-", 6)
t(M, "shredded-cheese", "ピザ用 シュレッドチーズ", "shredded pizza cheese", "g", [200, 500], 180, "-", "-", 8)
t(M, "cream-cheese", "クリームチーズ", "cream cheese", "g", [200, 400], 230, "-", "-", 6)
t(M, "mozzarella", "モッツァレラ", "mozzarella", "g", [100, 200], 280, "-", "-", 5)
t(M, "parmesan", "パルメザンチーズ 粉", "grated parmesan", "g", [80], 600, "-", "-", 5)
t(M, "camembert", "カマンベール", "camembert", "g", [100], 450, "-", "-", 2)
t(M, "condensed-milk", "加糖練乳", "sweetened condensed milk", "g", [130], 200, "-", "-", 2)
t(M, "sour-cream", "サワークリーム", "sour cream", "ml", [90], 300, "-", "-", 3)
t(M, "milk-powder", "スキムミルク", "skim milk powder", "g", [200], 200, "-", "-", 2)

# --- Egg farm -------------------------------------------------------------------------------
E = "s-egg"
t(E, "egg", "たまご Mサイズ", "eggs, medium", "piece", [6, 10], 26, "egg", "-", 10)
t(E, "egg", "たまご Lサイズ", "eggs, large", "piece", [6, 10], 30, "egg", "-", 7)
t(E, "egg", "赤たまご", "brown eggs", "piece", [10], 38, "-", "-", 4)
t(E, "egg", "たまご 箱入り", "eggs, box", "piece", [30], 24, "-", "-", 3)
t(E, "quail-egg", "うずらの卵 水煮", "boiled quail eggs", "piece", [10], 20, "-", "-", 3)
t(E, "onsen-egg", "温泉たまご 4個", "onsen eggs, 4", "piece", [1], 198, "-", "-", 3)

# --- Grocery / seasonings -------------------------------------------------------------------
Y = "s-grocery"
# Grain vinegar (穀物酢) is the clear, neutral vinegar of a Japanese shop: what a recipe calling for distilled white
# vinegar wants (session 50's blind judge), so it is sold as both.
SEASONING_ALSO = {"vinegar": ["vinegar", "vinegar-distilled"]}
for food, ja, en, unit, packs, price, v, w in [
    ("soy-sauce", "こいくち醤油", "soy sauce", "ml", [500, 1000], 38, "brand2", 10),
    ("light-soy-sauce", "うすくち醤油", "light soy sauce (usukuchi)", "ml", [500, 1000], 42, "-", 5),
    ("tamari", "たまり醤油", "tamari soy sauce", "ml", [360], 120, "-", 2),
    ("mirin", "本みりん", "hon-mirin", "ml", [500, 1000], 60, "brand2", 8),
    ("mirin-style", "みりん風調味料", "mirin-style seasoning", "ml", [1000], 25, "-", 3),
    ("cooking-sake", "料理酒", "cooking sake", "ml", [500, 1000], 35, "-", 7),
    ("vinegar", "穀物酢", "grain vinegar", "ml", [500], 40, "-", 6),
    ("vinegar-rice", "米酢", "rice vinegar", "ml", [500], 60, "brand2", 6),
    ("vinegar-sushi", "すし酢", "sushi vinegar", "ml", [360], 70, "-", 4),
    ("vinegar-black", "黒酢", "black vinegar", "ml", [500], 120, "-", 2),
    ("balsamic", "バルサミコ酢", "balsamic vinegar", "ml", [250], 280, "-", 3),
    ("vinegar-wine", "白ワインビネガー", "white wine vinegar", "ml", [500], 100, "-", 3),
    ("miso", "合わせ味噌", "awase miso", "g", [500, 750], 80, "brand2", 8),
    ("white-miso", "白味噌", "white miso (saikyo)", "g", [300], 150, "-", 3),
    ("red-miso", "赤味噌", "red miso", "g", [500], 90, "-", 3),
    ("salt", "食塩", "table salt", "g", [500, 1000], 30, "-", 8),
    ("salt", "天日塩 (粗塩)", "coarse sea salt", "g", [500], 80, "-", 4),
    ("sugar", "上白糖", "white sugar", "g", [1000], 25, "-", 8),
    ("brown-sugar", "きび砂糖", "cane sugar (kibizato)", "g", [500, 750], 50, "-", 4),
    ("granulated-sugar/sugar", "グラニュー糖", "granulated sugar", "g", [500, 1000], 35, "-", 4),
    ("powdered-sugar", "粉糖", "powdered sugar", "g", [200], 150, "-", 2),
    ("honey", "はちみつ", "honey", "g", [300, 500], 250, "brand2", 5),
    ("maple-syrup", "メープルシロップ", "maple syrup", "ml", [250], 400, "-", 3),
    ("vegetable-oil", "サラダ油", "vegetable oil", "ml", [600, 1000], 50, "-", 8),
    ("canola-oil", "キャノーラ油", "canola oil", "ml", [1000], 45, "-", 5),
    ("sesame-oil", "純正ごま油", "pure sesame oil", "ml", [160, 300], 200, "brand2", 8),
    ("olive-oil", "エキストラバージン オリーブオイル", "extra virgin olive oil", "ml", [250, 500], 250, "brand2", 8),
    ("rice-bran-oil", "米油", "rice bran oil", "ml", [600], 90, "-", 2),
    ("mayonnaise", "マヨネーズ", "mayonnaise", "g", [350, 450], 90, "-", 8),
    ("ketchup", "トマトケチャップ", "tomato ketchup", "g", [300, 500], 70, "-", 7),
    ("worcestershire-sauce", "ウスターソース", "Worcestershire sauce", "ml", [300, 500], 70, "-", 5),
    ("tonkatsu-sauce", "とんかつソース", "tonkatsu sauce", "ml", [300], 80, "-", 5),
    ("okonomiyaki-sauce", "お好みソース", "okonomiyaki sauce", "g", [300], 100, "-", 3),
    ("oyster-sauce", "オイスターソース", "oyster sauce", "g", [140, 255], 200, "-", 6),
    ("ponzu", "ぽん酢しょうゆ", "ponzu soy sauce", "ml", [360, 600], 80, "-", 6),
    ("mentsuyu", "めんつゆ 3倍濃縮", "mentsuyu noodle base (3x)", "ml", [500, 1000], 60, "brand2", 8),
    ("usukuchi-dashi-soy", "白だし", "shiro dashi", "ml", [500], 90, "-", 4),
    ("yakiniku-sauce", "焼肉のたれ", "yakiniku sauce", "g", [240, 400], 130, "-", 4),
    ("hondashi", "かつおだしの素 顆粒", "instant bonito dashi granules", "g", [40, 120], 700, "-", 8),
    ("dashi-pack", "だしパック 20袋", "dashi tea bags, 20", "piece", [1], 598, "-", 5),
    ("chicken-stock-powder", "鶏ガラスープの素", "chicken bouillon powder", "g", [50, 130], 600, "-", 8),
    ("consomme", "コンソメ 固形 7個", "consomme cubes, 7", "piece", [1], 198, "-", 7),
    ("consomme", "コンソメ 顆粒", "consomme granules", "g", [50], 500, "-", 4),
    ("chinese-stock-paste", "中華だし 練りタイプ", "Chinese soup paste", "g", [100], 400, "-", 4),
    ("doubanjiang", "豆板醤", "doubanjiang (chili bean paste)", "g", [90], 250, "-", 5),
    ("gochujang", "コチュジャン", "gochujang", "g", [170, 500], 150, "-", 4),
    ("tianmianjiang", "甜麺醤", "tianmianjiang (sweet bean sauce)", "g", [100], 250, "-", 3),
    ("chili-oil", "ラー油", "chili oil (rayu)", "ml", [33], 600, "-", 4),
    ("fish-sauce", "ナンプラー", "fish sauce (nam pla)", "ml", [200], 150, "-", 3),
    ("karashi", "練りからし チューブ", "karashi mustard, tube", "g", [40], 400, "-", 4),
    ("mustard", "ディジョンマスタード", "Dijon mustard", "g", [210], 200, "-", 3),
    ("wasabi", "本わさび チューブ", "wasabi paste, tube", "g", [43], 450, "-", 4),
    ("grated-ginger", "おろし生しょうが チューブ", "grated ginger, tube", "g", [40], 350, "-", 5),
    ("grated-garlic", "おろし生にんにく チューブ", "grated garlic, tube", "g", [40], 350, "-", 5),
    ("potato-starch", "片栗粉", "potato starch (katakuriko)", "g", [200, 400], 60, "-", 8),
    ("flour", "薄力粉", "cake flour (hakurikiko)", "g", [500, 1000], 30, "-", 8),
    ("bread-flour", "強力粉", "bread flour", "g", [1000], 40, "-", 4),
    ("flour-all-purpose", "中力粉", "all-purpose flour", "g", [1000], 40, "-", 3),
    ("cornstarch", "コーンスターチ", "cornstarch", "g", [200], 100, "-", 3),
    ("tempura-flour", "天ぷら粉", "tempura batter mix", "g", [450], 55, "-", 4),
    ("okonomiyaki-flour", "お好み焼き粉", "okonomiyaki flour", "g", [500], 60, "-", 2),
    ("baking-powder", "ベーキングパウダー", "baking powder", "g", [100], 300, "-", 4),
    ("baking-soda", "重曹", "baking soda", "g", [100], 200, "-", 2),
    ("yeast", "ドライイースト", "dry yeast", "g", [50], 800, "-", 3),
    ("gelatin", "粉ゼラチン", "powdered gelatin", "g", [25], 1200, "-", 3),
    ("vanilla-extract", "バニラエッセンス", "vanilla extract", "ml", [28], 900, "-", 3),
    ("cocoa", "純ココア", "pure cocoa powder", "g", [100], 400, "-", 3),
    ("dark-chocolate", "製菓用 ビターチョコレート", "dark baking chocolate (bittersweet)", "g", [200], 200, "-", 3),
    ("curry-roux", "カレールウ 中辛", "curry roux, medium hot", "g", [200], 150, "brand2", 8),
    ("stew-roux", "クリームシチュー ルウ", "cream stew roux", "g", [180], 150, "-", 5),
    ("stew-roux", "ハヤシライス ルウ", "hashed beef roux", "g", [180], 150, "-", 3),
    ("canned-tomatoes", "ホールトマト缶 400g", "whole peeled tomatoes, can", "piece", [1, 3], 148, "-", 8),
    ("canned-tomatoes", "カットトマト缶 400g", "diced tomatoes, can", "piece", [1, 3], 148, "-", 7),
    ("tomato-paste", "トマトペースト", "tomato paste", "g", [108], 200, "-", 4),
    ("tomato-puree-passata", "トマトピューレ", "tomato puree", "g", [300], 70, "-", 3),
    ("canned-corn", "ホールコーン缶", "canned sweet corn", "g", [190], 70, "-", 5),
    ("coconut-milk", "ココナッツミルク", "coconut milk", "ml", [400], 60, "-", 3),
    ("chickpea", "ひよこ豆 水煮", "chickpeas, cooked", "g", [230], 80, "-", 3),
    ("kidney-bean", "レッドキドニー 水煮", "red kidney beans, cooked", "g", [230], 80, "-", 2),
    ("sesame-seeds", "いりごま 白", "toasted white sesame seeds", "g", [60, 100], 300, "-", 7),
    ("sesame-black", "いりごま 黒", "toasted black sesame seeds", "g", [60], 350, "-", 3),
    ("ground-sesame", "すりごま", "ground sesame", "g", [60], 350, "-", 4),
    ("nerigoma", "練りごま", "Japanese sesame paste", "g", [100], 400, "-", 3),
    ("peanut-butter", "ピーナッツバター", "peanut butter", "g", [340], 150, "-", 3),
    ("jam", "いちごジャム", "strawberry jam", "g", [300], 130, "-", 3),
    ("walnut", "くるみ", "walnuts", "g", [100], 400, "-", 3),
    ("almond", "アーモンド", "almonds", "g", [100], 350, "-", 3),
    ("peanut", "バターピーナッツ", "butter peanuts", "g", [100], 250, "-", 2),
    ("raisins", "レーズン", "raisins", "g", [200], 150, "-", 2),
    ("tenkasu", "天かす", "tempura bits (tenkasu)", "g", [50], 300, "-", 3),
    ("aosa", "青のり", "aonori seaweed flakes", "g", [10], 2500, "-", 3),
    ("furikake", "ふりかけ", "furikake", "g", [50], 500, "-", 2),
    ("instant-ramen", "袋麺 しょうゆ 5食", "instant ramen, soy, 5 packs", "piece", [1], 498, "-", 2),
    ("mineral-water", "天然水", "mineral water", "ml", [2000], 5, "-", 1),
]:
    t(Y, food, ja, en, unit, packs, price, v, "-", w, foods=SEASONING_ALSO.get(food))

# --- Liquor ---------------------------------------------------------------------------------
L = "s-liquor"
for food, ja, en, unit, packs, price, w in [
    ("sake", "清酒 純米", "junmai sake", "ml", [300, 720, 1800], 180, 7),
    ("cooking-sake", "料理用 清酒", "sake for cooking", "ml", [1000], 60, 4),
    ("red-wine", "赤ワイン カベルネ", "red wine, Cabernet", "ml", [750], 180, 6),
    ("white-wine", "白ワイン シャルドネ", "white wine, Chardonnay", "ml", [750], 170, 6),
    ("beer", "生ビール 350ml 6缶", "beer, 6 cans", "piece", [1], 1380, 4),
    ("imo-shochu", "本格芋焼酎", "imo shochu", "ml", [900], 150, 3),
    ("shaoxing-wine", "紹興酒", "Shaoxing wine", "ml", [600], 130, 3),
    ("brandy", "ブランデー", "brandy", "ml", [200, 700], 300, 2),
    ("rum", "ラム ダーク", "dark rum", "ml", [200], 400, 2),
    ("plum-wine", "梅酒", "umeshu", "ml", [720], 150, 2),
    ("mirin", "三河本みりん", "Mikawa hon-mirin", "ml", [700], 120, 3),
]:
    t(L, food, ja, en, unit, packs, price, "-", "-", w)

# --- Rice -----------------------------------------------------------------------------------
R = "s-rice"
t(R, "rice", "精白米", "white rice", "g", [2000, 5000, 10000], 10, "rice", "-", 10)
t(R, "brown-rice", "玄米", "brown rice", "g", [2000, 5000], 10, "-", "-", 3)
t(R, "glutinous-rice", "もち米", "glutinous rice (mochigome)", "g", [1000], 14, "-", "-", 3)
t(R, "rice", "無洗米 はえぬき", "no-wash rice (Haenuki)", "g", [2000, 5000], 11, "-", "-", 4)
t(R, "rice-cake", "切り餅", "kiri mochi", "g", [400, 1000], 25, "-", "-", 3)
t(R, "cooked-rice", "パックごはん 200g 3食", "microwave rice, 3 packs", "piece", [1], 398, "-", "-", 3)
t(R, "rice-flour", "米粉", "rice flour", "g", [500], 80, "-", "-", 2)
t(R, "barley", "押し麦", "rolled barley", "g", [800], 45, "-", "-", 2)
t(R, "oats", "オートミール", "rolled oats", "g", [300], 130, "-", "-", 2)

# --- Noodles --------------------------------------------------------------------------------
N = "s-noodle"
for food, ja, en, unit, packs, price, w in [
    ("udon", "ゆでうどん", "boiled udon", "piece", [1, 3], 45, 8), ("udon", "冷凍さぬきうどん 5食", "frozen sanuki udon, 5", "piece", [1], 298, 6),
    ("dried-udon", "乾麺 うどん", "dried udon", "g", [400], 50, 4), ("soba-dried", "十割そば 乾麺", "100% buckwheat soba, dried", "g", [200, 400], 150, 6),
    ("soba", "生そば 2食", "fresh soba, 2 servings", "piece", [1], 298, 4), ("somen", "手延べそうめん", "hand-pulled somen", "g", [300, 500], 100, 6),
    ("ramen", "生中華麺 2食", "fresh ramen noodles, 2", "piece", [1, 2], 158, 6),
    ("yakisoba-noodles", "焼きそば麺 3食", "yakisoba noodles, 3", "piece", [1], 178, 6),
    ("spaghetti", "スパゲッティ 1.6mm", "spaghetti 1.6 mm", "g", [500, 1000], 50, 8),
    ("spaghetti", "スパゲッティ 1.4mm 早ゆで", "thin spaghetti 1.4 mm", "g", [500], 50, 4),
    ("penne/pasta-short", "ペンネ", "penne", "g", [500], 70, 4), ("macaroni/pasta-short", "マカロニ", "macaroni", "g", [150, 300], 70, 4),
    ("fettuccine/pasta-long", "フェットチーネ", "fettuccine", "g", [500], 90, 3), ("lasagna", "ラザニア", "lasagna sheets", "g", [250], 150, 2),
    ("rice-vermicelli", "ビーフン", "rice vermicelli (bifun)", "g", [150], 120, 3), ("glass-noodles", "緑豆春雨", "mung bean glass noodles", "g", [100], 150, 5),
    ("flat-rice-noodles", "フォー", "pho rice noodles", "g", [200], 150, 2), ("gyoza-wrappers", "餃子の皮 大判 20枚", "large gyoza wrappers, 20", "piece", [1], 178, 4),
    ("spring-roll-wrappers", "春巻きの皮 10枚", "spring roll wrappers, 10", "piece", [1], 178, 4),
    ("wonton-skins", "ワンタンの皮 30枚", "wonton wrappers, 30 sheets", "piece", [1], 158, 3),
]:
    t(N, food, ja, en, unit, packs, price, "-", "-", w)

# --- Spices & herbs -------------------------------------------------------------------------
S = "s-spice"
for food, ja, en, unit, packs, price, w in [
    ("pepper", "ブラックペッパー あらびき", "coarse black pepper", "g", [20, 100], 600, 8),
    ("white-pepper", "ホワイトペッパー", "white pepper", "g", [20], 800, 4),
    ("salt-and-pepper", "味付け塩こしょう", "seasoned salt and pepper", "g", [250], 120, 6),
    ("chili-pepper", "赤唐辛子 ホール", "dried red chilies", "g", [10, 30], 1500, 6),
    ("ichimi", "一味唐辛子", "ichimi togarashi", "g", [15], 1300, 3), ("shichimi", "七味唐辛子", "shichimi togarashi", "g", [15], 1300, 5),
    ("sansho", "粉山椒", "sansho pepper", "g", [8], 3000, 2), ("chili-powder", "チリパウダー", "chili powder", "g", [30], 800, 3),
    ("paprika", "パプリカパウダー", "paprika", "g", [30], 700, 4), ("cayenne", "カイエンペッパー", "cayenne pepper", "g", [20], 900, 2),
    ("cumin", "クミン シード", "cumin seeds", "g", [30], 700, 4), ("cumin", "クミン パウダー", "ground cumin", "g", [30], 700, 4),
    ("coriander-seed", "コリアンダー パウダー", "ground coriander", "g", [30], 700, 3), ("turmeric", "ターメリック", "turmeric", "g", [30], 600, 3),
    ("garam-masala", "ガラムマサラ", "garam masala", "g", [20], 1000, 3), ("curry-powder", "カレー粉", "curry powder", "g", [37, 100], 700, 5),
    ("cinnamon", "シナモン パウダー", "ground cinnamon", "g", [30], 700, 4), ("cinnamon-stick", "シナモンスティック", "cinnamon sticks", "g", [10], 2000, 2),
    ("nutmeg", "ナツメグ パウダー", "ground nutmeg", "g", [20], 1000, 4), ("cloves", "クローブ ホール", "whole cloves", "g", [10], 2000, 2),
    ("star-anise", "八角", "star anise", "g", [10], 1800, 3), ("bay-leaf", "ローリエ", "bay leaves", "g", [3], 6000, 5),
    ("oregano", "オレガノ", "dried oregano", "g", [10], 2000, 4), ("basil", "バジル ドライ", "dried basil", "g", [10], 2000, 3),
    ("thyme", "タイム ドライ", "dried thyme", "g", [10], 2000, 3), ("rosemary", "ローズマリー ドライ", "dried rosemary", "g", [10], 2000, 3),
    ("parsley", "パセリ ドライ", "dried parsley", "g", [5], 3000, 3), ("herbs", "エルブ・ド・プロヴァンス", "herbes de Provence", "g", [15], 1500, 1),
    ("garlic-powder", "ガーリックパウダー", "garlic powder", "g", [30], 700, 4), ("ginger-powder", "ジンジャーパウダー", "ground ginger", "g", [30], 700, 2),
    ("onion-powder", "オニオンパウダー", "onion powder", "g", [30], 700, 2), ("allspice", "オールスパイス", "allspice", "g", [20], 1000, 2),
    ("cardamom", "カルダモン", "cardamom", "g", [10], 2500, 2), ("mustard-seed", "マスタードシード", "mustard seeds", "g", [30], 700, 1),
    ("parsley", "パセリ", "curly parsley", "g", [50], 300, 6), ("italian-parsley", "イタリアンパセリ", "flat-leaf parsley", "g", [20], 900, 4),
    ("basil", "スイートバジル", "fresh basil", "g", [15], 1300, 5), ("cilantro", "パクチー", "cilantro (coriander leaves)", "g", [30], 600, 5),
    ("mint", "ミント", "fresh mint", "g", [15], 1300, 3), ("dill", "ディル", "fresh dill", "g", [15], 1300, 2),
    ("rosemary", "ローズマリー", "fresh rosemary", "g", [15], 1300, 3), ("thyme", "タイム", "fresh thyme", "g", [10], 1800, 3),
    ("chives", "チャイブ", "chives", "g", [15], 1300, 2), ("vanilla-bean", "バニラビーンズ", "vanilla bean", "piece", [1], 600, 1),
]:
    t(S, food, ja, en, unit, packs, price, "-", "-", w)

# --- Imported foods -------------------------------------------------------------------------
I = "s-import"
for food, ja, en, unit, packs, price, w in [
    ("parmesan", "パルミジャーノ・レッジャーノ ブロック", "Parmigiano Reggiano, wedge", "g", [100, 200], 900, 5),
    ("cheddar", "チェダーチーズ", "cheddar cheese", "g", [200], 400, 4), ("gouda", "ゴーダチーズ", "gouda cheese", "g", [200], 380, 2),
    ("gruyere", "グリュイエール", "Gruyere", "g", [100], 700, 2), ("feta", "フェタチーズ", "feta cheese", "g", [150], 500, 2),
    ("ricotta", "リコッタ", "ricotta", "g", [250], 300, 2), ("mascarpone", "マスカルポーネ", "mascarpone", "g", [250], 350, 3),
    ("prosciutto", "生ハム プロシュート", "prosciutto", "g", [50, 100], 800, 4), ("salami", "サラミ", "salami", "g", [100], 600, 2),
    ("pancetta", "パンチェッタ", "pancetta", "g", [100], 600, 3), ("anchovy", "アンチョビ フィレ", "anchovy fillets", "g", [30, 80], 1000, 3),
    ("olive", "ブラックオリーブ 種抜き", "pitted black olives", "g", [150], 300, 3), ("capers", "ケッパー", "capers", "g", [50], 800, 2),
    ("olive-oil", "イタリア産 オリーブオイル", "Italian olive oil", "ml", [1000], 200, 4),
    ("tomato-sauce", "トマトソース バジル", "tomato and basil pasta sauce", "g", [400], 100, 3),
    ("pesto", "ジェノベーゼペースト", "basil pesto", "g", [130], 400, 2), ("dried-tomato", "ドライトマト", "sun-dried tomatoes", "g", [100], 600, 2),
    ("couscous", "クスクス", "couscous", "g", [500], 80, 2), ("quinoa", "キヌア", "quinoa", "g", [300], 200, 2),
    ("lentils", "レンズ豆", "lentils", "g", [500], 100, 2), ("salsa", "サルサソース", "salsa", "g", [300], 150, 1),
    ("hot-sauce", "タバスコ", "Tabasco", "ml", [60], 500, 3), ("sriracha", "シラチャー", "sriracha", "ml", [255], 200, 2),
    ("bacon", "スモークベーコン (ドイツ産)", "German smoked bacon", "g", [150], 500, 2),
    ("spaghetti", "イタリア産 スパゲッティ 1.9mm", "Italian spaghetti 1.9 mm", "g", [500], 80, 4),
    ("penne/pasta-short", "イタリア産 ペンネ・リガーテ", "Italian penne rigate", "g", [500], 90, 2),
]:
    # The wedge is parmesan as sold whole, and the parmigiano reggiano a line may name.
    t(I, food, ja, en, unit, packs, price, "-", "-", w, foods=["parmesan", "parmigiano-reggiano"] if food == "parmesan" else None)

# --- Dried goods ----------------------------------------------------------------------------
K = "s-dried"
for food, ja, en, unit, packs, price, w in [
    ("kombu", "日高昆布", "Hidaka kombu", "g", [50, 100], 600, 6), ("kombu", "真昆布 だし用", "ma-kombu for dashi", "g", [50], 1200, 3),
    ("wakame", "乾燥わかめ", "dried wakame", "g", [30, 60], 1000, 7), ("wakame-salted", "塩蔵わかめ", "salted wakame", "g", [100], 300, 3),
    ("nori", "焼きのり 全形10枚", "toasted nori, 10 sheets", "piece", [1], 450, 7), ("nori", "きざみのり", "shredded nori", "g", [10], 2500, 4),
    ("hijiki", "芽ひじき", "hijiki seaweed", "g", [30], 1200, 4), ("dried-shiitake", "干ししいたけ どんこ", "dried shiitake (donko)", "g", [50, 100], 1300, 5),
    ("katsuobushi", "かつお節 花かつお", "bonito flakes (hana-katsuo)", "g", [40, 80], 800, 6),
    ("dried-sardines", "煮干し", "dried sardines (niboshi)", "g", [100], 400, 3), ("dried-daikon", "切り干し大根", "dried daikon strips", "g", [50], 400, 4),
    ("dried-shrimp", "干しえび", "dried shrimp", "g", [30], 1500, 2), ("wood-ear", "乾燥きくらげ", "dried wood ear", "g", [20], 1500, 3),
    ("adzuki-bean", "北海道産 小豆", "adzuki beans", "g", [300], 200, 2), ("soybean", "乾燥大豆", "dried soybeans", "g", [300], 150, 2),
    ("black-soybean", "黒豆", "black soybeans (kuromame)", "g", [200], 400, 2),
    ("kurumabu", "お麩 (車麩)", "wheat gluten (fu)", "g", [50], 500, 2), ("agar", "粉寒天", "agar powder", "g", [12], 3000, 2),
    ("sesame-seeds", "国産 いりごま", "Japanese toasted sesame", "g", [50], 900, 2), ("anko", "つぶあん", "sweet red bean paste", "g", [300], 100, 2),
]:
    t(K, food, ja, en, unit, packs, price, "-", "-", w)


# --- More foods home recipes call for (one line each: shop, food, ja, en, unit, packs, price, weight) --
MORE = [
    ("s-butcher", "pork-liver", "豚レバー", "pork liver", "g", [200, 400], 98, 3),
    ("s-butcher", "beef-liver", "牛レバー", "beef liver", "g", [200], 198, 2),
    ("s-butcher", "beef-offal", "牛もつ (小腸)", "beef offal (motsu)", "g", [300, 500], 258, 3),
    ("s-butcher", "beef-brisket", "牛ブリスケット ブロック", "beef brisket, block", "g", [500], 298, 2),
    ("s-butcher", "roast-beef", "ローストビーフ", "roast beef, sliced", "g", [120, 250], 598, 3),
    ("s-butcher", "frankfurter", "フランクフルト 4本", "frankfurters, 4", "piece", [1], 398, 3),
    ("s-butcher", "chorizo", "チョリソー", "chorizo", "g", [120], 330, 3),
    ("s-butcher", "ham", "ボンレスハム スライス", "boneless ham, sliced", "g", [100], 400, 2),
    ("s-butcher", "ground-lamb", "ラムひき肉", "ground lamb", "g", [200], 330, 1),
    ("s-butcher", "dumplings", "手作り生餃子 12個", "fresh pork gyoza, 12", "piece", [1, 2], 480, 4),
    ("s-butcher", "shumai", "肉焼売 8個", "pork shumai, 8", "piece", [1], 420, 3),
    ("s-butcher", "croquette", "牛肉コロッケ 4個", "beef croquettes, 4", "piece", [1], 360, 3),
    ("s-butcher", "meatball", "ミートボール", "meatballs", "g", [200], 200, 2),
    ("s-butcher", "hamburg-steak", "生ハンバーグ 2個", "raw hamburg steaks, 2", "piece", [1], 520, 3),
    ("s-chicken", "chicken-cartilage", "鶏なんこつ", "chicken cartilage", "g", [200], 148, 2),
    ("s-chicken", "yakitori", "焼き鳥 (たれ) 5本", "yakitori skewers, 5", "piece", [1], 550, 2),
    ("s-chicken", "fried-chicken", "鶏の唐揚げ", "karaage fried chicken", "g", [300], 198, 3),
    ("s-fish", "smoked-salmon", "スモークサーモン スライス", "smoked salmon, sliced", "g", [80, 150], 598, 5),
    ("s-fish", "trout-salmon", "サーモントラウト 刺身用", "salmon trout for sashimi", "g", [150], 680, 3),
    ("s-fish", "spanish-mackerel", "さわら 切り身", "Spanish mackerel fillets", "piece", [2], 240, 3),
    ("s-fish", "greenling", "真ほっけ 開き", "butterflied Atka mackerel (hokke)", "piece", [1], 498, 2),
    ("s-fish", "smelt", "子持ちししゃも 10尾", "shishamo smelt with roe, 10", "piece", [1], 398, 3),
    ("s-fish", "conger-eel", "煮あなご", "simmered conger eel", "g", [100], 798, 2),
    ("s-fish", "japanese-flounder", "ひらめ 刺身用", "olive flounder for sashimi", "g", [100], 898, 2),
    ("s-fish", "amberjack", "かんぱち 刺身用 さく", "amberjack sashimi block", "g", [150], 698, 2),
    ("s-fish", "negitoro", "ねぎとろ", "minced tuna (negitoro)", "g", [100, 200], 398, 4),
    ("s-fish", "firefly-squid", "ボイル ほたるいか", "boiled firefly squid", "g", [100], 498, 2),
    ("s-fish", "mussel", "ムール貝", "mussels", "g", [500], 158, 3),
    ("s-fish", "sea-urchin", "生うに", "fresh sea urchin", "g", [50], 3980, 1),
    ("s-fish", "kelp-sprout", "味付け めかぶ 3個", "seasoned mekabu, 3", "piece", [1], 128, 3),
    ("s-fish", "mozuku", "味付け もずく酢 3個", "mozuku in vinegar, 3", "piece", [1], 128, 3),
    ("s-fish", "herring-roe", "味付け数の子", "seasoned herring roe", "g", [100], 1280, 1),
    ("s-fish", "fish-sausage", "魚肉ソーセージ 4本", "fish sausages, 4", "piece", [1], 248, 2),
    ("s-fish", "cutlassfish", "たちうお 切り身", "cutlassfish fillets", "piece", [2], 260, 1),
    ("s-fish", "japanese-whiting", "きす 開き (天ぷら用)", "butterflied sillago for tempura", "g", [150], 498, 2),
    ("s-grocery", "chicken-stock", "チキンブイヨン (液体)", "chicken broth, carton", "ml", [500, 1000], 50, 4),
    ("s-grocery", "beef-stock", "ビーフブイヨン (液体)", "beef broth, carton", "ml", [500], 60, 2),
    ("s-grocery", "vegetable-stock", "野菜ブイヨン (液体)", "vegetable broth, carton", "ml", [500], 55, 2),
    ("s-grocery", "canned-salmon", "鮭水煮缶", "canned salmon", "piece", [1], 398, 2),
    ("s-grocery", "canned-sardines", "オイルサーディン缶", "sardines in oil, can", "piece", [1], 298, 2),
    ("s-grocery", "canned-crab", "かに缶 ほぐし身 100g", "canned crab meat, 100 g", "piece", [1], 798, 2),
    ("s-grocery", "creamed-corn", "クリームコーン缶", "creamed corn, can", "g", [190, 435], 60, 4),
    ("s-grocery", "canned-chickpeas", "ひよこ豆 缶詰", "canned chickpeas", "g", [400], 50, 2),
    ("s-grocery", "canned-peaches", "黄桃缶", "canned yellow peaches", "piece", [1], 298, 2),
    ("s-grocery", "canned-pineapple", "パイナップル缶 スライス", "canned pineapple slices", "piece", [1], 228, 2),
    ("s-grocery", "canned-mandarin", "みかん缶", "canned mandarin oranges", "piece", [1], 198, 2),
    ("s-grocery", "baked-beans", "ベイクドビーンズ缶", "baked beans, can", "piece", [1], 198, 2),
    ("s-grocery", "lemon-juice", "レモン果汁 100%", "lemon juice, 100%", "ml", [120, 300], 120, 5),
    ("s-grocery", "mioga-bamboo-shoot", "味付けメンマ", "seasoned bamboo shoots (menma)", "g", [100], 200, 3),
    ("s-grocery", "zha-cai", "味付けザーサイ", "seasoned zha cai", "g", [80], 250, 2),
    ("s-grocery", "pickles", "きゅうりピクルス", "cucumber pickles", "g", [300], 100, 3),
    ("s-grocery", "sauerkraut", "ザワークラウト", "sauerkraut", "g", [300], 120, 1),
    ("s-grocery", "rakkyo", "らっきょう甘酢漬け", "pickled rakkyo", "g", [150], 300, 2),
    ("s-grocery", "chuno-sauce", "中濃ソース", "chuno sauce", "ml", [300, 500], 70, 5),
    ("s-grocery", "demi-glace", "デミグラスソース缶", "demi-glace sauce, can", "g", [290], 100, 3),
    ("s-grocery", "white-sauce", "ホワイトソース缶", "white sauce, can", "g", [290], 90, 3),
    ("s-grocery", "meat-sauce", "ミートソース", "meat sauce", "g", [255], 100, 3),
    ("s-grocery", "sesame-dressing", "深煎りごまドレッシング", "roasted sesame dressing", "ml", [380], 100, 4),
    ("s-grocery", "japanese-dressing", "和風ドレッシング", "Japanese-style dressing", "ml", [380], 90, 3),
    ("s-grocery", "bbq-sauce", "バーベキューソース", "barbecue sauce", "g", [300], 120, 2),
    ("s-grocery", "tartar-sauce", "タルタルソース", "tartar sauce", "g", [150], 200, 2),
    ("s-grocery", "teriyaki-sauce", "照り焼きのたれ", "teriyaki sauce", "ml", [300], 100, 2),
    ("s-grocery", "vinegar-apple", "りんご酢", "apple cider vinegar", "ml", [500], 80, 3),
    ("s-grocery", "low-sodium-soy-sauce", "減塩しょうゆ", "low-sodium soy sauce", "ml", [750], 60, 4),
    ("s-grocery", "sake-lees", "酒粕", "sake lees", "g", [500], 100, 2),
    ("s-grocery", "shio-koji", "塩麹", "shio koji", "g", [300], 130, 3),
    ("s-grocery", "black-bean-sauce", "豆豉", "fermented black beans (douchi)", "g", [100], 300, 1),
    ("s-grocery", "hoisin", "海鮮醤", "hoisin sauce", "g", [200], 200, 2),
    ("s-grocery", "xo-sauce", "XO醤", "XO sauce", "g", [80], 900, 1),
    ("s-grocery", "curry-paste", "グリーンカレーペースト", "green curry paste", "g", [50], 500, 2),
    ("s-grocery", "anchovy-paste", "アンチョビペースト", "anchovy paste", "g", [60], 600, 1),
    ("s-grocery", "yuzu-kosho", "柚子こしょう 青", "green yuzu kosho", "g", [50], 500, 2),
    ("s-grocery", "msg-dashi-konbu", "昆布茶", "kombu tea (kobucha)", "g", [50], 700, 1),
    ("s-grocery", "margarine", "マーガリン", "margarine", "g", [320], 80, 3),
    ("s-grocery", "shortening", "ショートニング", "shortening", "g", [200], 150, 1),
    ("s-grocery", "coconut-oil", "ココナッツオイル", "coconut oil", "g", [300], 300, 2),
    ("s-grocery", "olive-oil-light", "ピュアオリーブオイル", "pure olive oil", "ml", [600], 150, 3),
    ("s-grocery", "pancake-mix", "ホットケーキミックス", "pancake mix", "g", [600], 60, 5),
    ("s-grocery", "karaage-flour", "から揚げ粉", "karaage coating mix", "g", [100], 150, 4),
    ("s-grocery", "cake-flour", "製菓用 薄力粉 ドルチェ", "pastry flour (Dolce)", "g", [1000], 60, 2),
    ("s-grocery", "whole-wheat-flour", "全粒粉", "whole wheat flour", "g", [500], 80, 2),
    ("s-grocery", "buckwheat-flour", "そば粉", "buckwheat flour", "g", [500], 150, 1),
    ("s-grocery", "almond-flour", "アーモンドプードル", "almond flour", "g", [100], 400, 2),
    ("s-grocery", "shiratama", "白玉粉", "shiratama rice flour", "g", [200], 150, 3),
    ("s-grocery", "kinako", "きな粉", "roasted soybean flour (kinako)", "g", [100], 200, 3),
    ("s-grocery", "tapioca", "タピオカ", "tapioca pearls", "g", [200], 200, 1),
    ("s-grocery", "puff-pastry", "冷凍パイシート 4枚", "frozen puff pastry, 4 sheets", "piece", [1], 398, 3),
    ("s-grocery", "corn-syrup", "水あめ", "starch syrup (mizuame)", "g", [500], 80, 1),
    ("s-grocery", "kokuto", "黒砂糖", "kokuto brown sugar", "g", [300], 120, 2),
    ("s-grocery", "rock-sugar", "氷砂糖", "rock sugar", "g", [500], 80, 1),
    ("s-grocery", "orange-juice", "オレンジジュース 100%", "orange juice, 100%", "ml", [1000], 30, 3),
    ("s-grocery", "apple-juice", "りんごジュース 100%", "apple juice, 100%", "ml", [1000], 30, 2),
    ("s-grocery", "ground-coffee", "レギュラーコーヒー 粉", "ground coffee", "g", [200], 400, 2),
    ("s-grocery", "tea", "紅茶 ティーバッグ 50袋", "black tea, 50 bags", "piece", [1], 498, 2),
    ("s-grocery", "sencha", "煎茶", "sencha green tea", "g", [100], 600, 2),
    ("s-grocery", "matcha", "製菓用 抹茶", "matcha for baking", "g", [30], 1600, 2),
    ("s-grocery", "sparkling-water", "強炭酸水", "sparkling water", "ml", [500], 20, 2),
    ("s-grocery", "almond-milk", "アーモンドミルク", "almond milk", "ml", [1000], 30, 2),
    ("s-grocery", "amazake", "米麹 甘酒", "rice koji amazake", "ml", [500], 80, 1),
    ("s-grocery", "pine-nut", "松の実", "pine nuts", "g", [50], 1000, 2),
    ("s-grocery", "cashew", "カシューナッツ", "cashews", "g", [100], 400, 2),
    ("s-grocery", "pistachio", "ピスタチオ", "pistachios", "g", [100], 600, 1),
    ("s-grocery", "coconut", "ココナッツファイン", "desiccated coconut", "g", [100], 300, 1),
    ("s-grocery", "chia-seed", "チアシード", "chia seeds", "g", [150], 400, 1),
    ("s-grocery", "ginkgo-nut", "ぎんなん 水煮", "boiled ginkgo nuts", "g", [50], 600, 2),
    ("s-grocery", "rice-crackers", "醤油せんべい", "soy rice crackers", "g", [150], 200, 1),
    ("s-grocery", "corn-flakes", "コーンフレーク", "corn flakes", "g", [220], 150, 1),
    ("s-greengrocer", "shallot", "エシャロット", "shallots", "g", [100], 300, 2),
    ("s-greengrocer", "garlic-sprouts", "にんにくの芽", "garlic scapes", "g", [100], 158, 3),
    ("s-greengrocer", "beet", "ビーツ", "beets", "piece", [2], 198, 2),
    ("s-greengrocer", "peas", "グリンピース (冷凍)", "frozen green peas", "g", [200], 100, 3),
    ("s-greengrocer", "fava-beans", "そら豆", "fava beans", "g", [300], 130, 2),
    ("s-greengrocer", "baby-corn", "ヤングコーン", "baby corn", "g", [100], 198, 2),
    ("s-greengrocer", "bitter-melon", "ゴーヤ", "bitter melon (goya)", "piece", [1], 198, 3),
    ("s-greengrocer", "winter-melon", "冬瓜 1/4カット", "winter melon, quarter", "piece", [0.25], 792, 2),
    ("s-greengrocer", "brussels-sprouts", "芽キャベツ", "Brussels sprouts", "g", [150], 200, 2),
    ("s-greengrocer", "red-cabbage", "紫キャベツ 1/2", "red cabbage, half", "piece", [0.5], 400, 1),
    ("s-greengrocer", "kale", "ケール", "kale", "g", [100], 200, 2),
    ("s-greengrocer", "nanohana", "菜の花", "nanohana (rapini)", "g", [150], 150, 2),
    ("s-greengrocer", "arugula", "ルッコラ", "arugula", "g", [50], 400, 3),
    ("s-greengrocer", "watercress", "クレソン", "watercress", "g", [50], 400, 2),
    ("s-greengrocer", "romaine", "ロメインレタス", "romaine lettuce", "piece", [1], 258, 3),
    ("s-greengrocer", "korean-lettuce", "サンチュ", "Korean lettuce (sangchu)", "g", [80], 250, 2),
    ("s-greengrocer", "shishito", "ししとう", "shishito peppers", "g", [100], 158, 4),
    ("s-greengrocer", "pea-shoots", "豆苗", "pea shoots (tomyo)", "piece", [1], 98, 4),
    ("s-greengrocer", "molokheiya", "モロヘイヤ", "molokhia", "g", [100], 158, 1),
    ("s-greengrocer", "tomato-fruit", "フルーツトマト", "high-sugar tomatoes", "g", [300], 200, 2),
    ("s-greengrocer", "chinese-eggplant", "長なす", "long eggplants", "piece", [2], 98, 1),
    ("s-greengrocer", "oyster-mushroom", "ひらたけ", "oyster mushrooms", "g", [100], 158, 2),
    ("s-greengrocer", "hon-shimeji", "本しめじ", "hon-shimeji mushrooms", "g", [100], 298, 1),
    ("s-greengrocer", "matsutake", "国産 松茸", "Japanese matsutake", "g", [100], 4980, 1),
    ("s-greengrocer", "portobello", "ポルトベロ", "portobello mushrooms", "piece", [2], 198, 1),
    ("s-greengrocer", "peach", "白桃", "white peaches", "piece", [2], 298, 2),
    ("s-greengrocer", "cherry", "さくらんぼ 佐藤錦", "Sato Nishiki cherries", "g", [200], 900, 1),
    ("s-greengrocer", "melon", "アールスメロン", "muskmelon", "piece", [1], 1980, 1),
    ("s-greengrocer", "watermelon", "すいか 1/8カット", "watermelon, eighth", "piece", [0.125], 3984, 1),
    ("s-greengrocer", "pineapple", "パイナップル", "pineapple", "piece", [1], 398, 2),
    ("s-greengrocer", "mango", "マンゴー", "mango", "piece", [1], 398, 2),
    ("s-greengrocer", "fig", "いちじく", "figs", "piece", [4], 98, 1),
    ("s-greengrocer", "sudachi", "すだち", "sudachi citrus", "piece", [5], 40, 2),
    ("s-greengrocer", "kabosu", "かぼす", "kabosu citrus", "piece", [3], 60, 1),
    ("s-greengrocer", "raspberry", "冷凍ラズベリー", "frozen raspberries", "g", [150], 400, 2),
    ("s-greengrocer", "prune", "種抜きプルーン", "pitted prunes", "g", [200], 200, 1),
    ("s-greengrocer", "red-shiso", "赤じそ", "red shiso", "g", [200], 200, 1),
    ("s-greengrocer", "seri", "せり", "Japanese parsley (seri)", "g", [100], 198, 1),
    ("s-greengrocer", "kinome", "木の芽", "sansho leaves (kinome)", "piece", [1], 198, 1),
    ("s-greengrocer", "lemongrass", "レモングラス", "lemongrass", "g", [30], 600, 1),
    ("s-greengrocer", "new-potato", "新じゃが", "new potatoes", "g", [500], 60, 2),
    ("s-spice", "red-pepper-flakes", "輪切り唐辛子", "sliced dried chilies", "g", [10], 1500, 4),
    ("s-spice", "sichuan-pepper", "花椒 ホール", "Sichuan peppercorns", "g", [20], 1000, 2),
    ("s-spice", "peppercorns", "ブラックペッパー ホール", "whole black peppercorns", "g", [30], 700, 3),
    ("s-spice", "fennel-seed", "フェンネルシード", "fennel seeds", "g", [20], 800, 1),
    ("s-spice", "saffron", "サフラン", "saffron", "g", [0.5], 120000, 1),
    ("s-spice", "five-spice", "五香粉", "five-spice powder", "g", [15], 1300, 2),
    ("s-spice", "italian-seasoning", "イタリアンシーズニング", "Italian seasoning", "g", [15], 1300, 2),
    ("s-spice", "cajun-seasoning", "ケイジャンスパイス", "Cajun seasoning", "g", [30], 700, 1),
    ("s-spice", "horseradish", "ホースラディッシュ チューブ", "horseradish, tube", "g", [40], 500, 1),
    ("s-spice", "sage", "セージ ドライ", "dried sage", "g", [5], 3000, 1),
    ("s-spice", "marjoram", "マジョラム", "marjoram", "g", [5], 3000, 1),
    ("s-spice", "tarragon", "タラゴン", "tarragon", "g", [5], 3000, 1),
    ("s-spice", "holy-basil", "ホーリーバジル", "holy basil", "g", [15], 1300, 1),
    ("s-spice", "whole-nutmeg", "ナツメグ ホール", "whole nutmeg", "g", [20], 1200, 1),
    ("s-dairy", "cottage-cheese", "カッテージチーズ", "cottage cheese", "g", [200], 180, 2),
    ("s-dairy", "processed-cheese", "6Pチーズ", "processed cheese portions, 6", "g", [108], 260, 3),
    ("s-dairy", "string-cheese", "さけるチーズ 2本", "string cheese, 2", "piece", [1], 198, 2),
    ("s-dairy", "whipped-cream", "ホイップクリーム 絞り袋", "whipped cream, piping bag", "ml", [200], 150, 2),
    ("s-dairy", "plant-cream", "植物性ホイップ", "non-dairy whipping cream", "ml", [200], 100, 2),
    ("s-dairy", "drinking-yogurt", "のむヨーグルト", "drinking yogurt", "ml", [900], 30, 2),
    ("s-dairy", "ice-cream", "バニラアイスクリーム", "vanilla ice cream", "ml", [470], 120, 2),
    ("s-dairy", "evaporated-milk", "エバミルク", "evaporated milk", "g", [410], 70, 1),
    ("s-dairy", "ghee", "ギー", "ghee", "g", [200], 500, 1),
    ("s-import", "gorgonzola", "ゴルゴンゾーラ ドルチェ", "gorgonzola dolce", "g", [100], 700, 2),
    ("s-import", "brie", "ブリー", "brie", "g", [125], 600, 1),
    ("s-import", "pecorino", "ペコリーノ・ロマーノ", "pecorino romano", "g", [100], 800, 2),
    ("s-import", "smoked-cheese", "スモークチーズ", "smoked cheese", "g", [100], 400, 1),
    ("s-import", "basmati", "バスマティライス", "basmati rice", "g", [1000], 80, 2),
    ("s-import", "bulgur", "ブルグル", "bulgur wheat", "g", [500], 120, 1),
    ("s-import", "polenta", "ポレンタ粉", "polenta", "g", [500], 120, 1),
    ("s-import", "tahini", "タヒニ", "tahini", "g", [250], 300, 2),
    ("s-import", "hummus", "フムス", "hummus", "g", [200], 250, 1),
    ("s-import", "whisky", "ウイスキー", "whisky", "ml", [700], 300, 1),
    ("s-import", "ravioli", "冷凍ラビオリ", "frozen ravioli", "g", [250], 250, 1),
    ("s-import", "porcini", "乾燥ポルチーニ", "dried porcini", "g", [20], 3000, 1),
    ("s-import", "egg-noodles", "エッグヌードル", "egg noodles", "g", [250], 120, 1),
    ("s-liquor", "sparkling-wine", "スパークリングワイン", "sparkling wine", "ml", [750], 200, 2),
    ("s-liquor", "cider", "シードル", "cider", "ml", [330], 150, 1),
    ("s-liquor", "makgeolli", "マッコリ", "makgeolli", "ml", [1000], 60, 1),
    ("s-tofu", "tempeh", "テンペ", "tempeh", "g", [100], 300, 1),
    ("s-tofu", "soy-meat", "大豆ミート ミンチ", "soy meat, minced", "g", [100], 300, 2),
    ("s-tofu", "silken-tofu", "充填とうふ 3個", "packed tofu, 3", "piece", [1], 168, 2),
    ("s-dried", "white-beans", "白いんげん豆", "white kidney beans", "g", [300], 180, 1),
    ("s-dried", "mung-bean", "緑豆", "mung beans", "g", [200], 200, 1),
    ("s-dried", "tororo-kombu", "とろろ昆布", "tororo kombu", "g", [30], 1000, 2),
    ("s-dried", "shio-kombu", "塩昆布", "salted kombu strips", "g", [30], 900, 3),
    ("s-dried", "dried-squid", "するめ", "dried squid", "g", [50], 1200, 1),
    ("s-rice", "rice-mixed-grains", "十六穀米", "16-grain rice mix", "g", [450], 130, 2),
    ("s-rice", "black-rice", "黒米", "black rice", "g", [300], 150, 1),
    ("s-rice", "millet", "もちきび", "millet", "g", [300], 200, 1),
    ("s-noodle", "reimen", "盛岡冷麺 2食", "Morioka cold noodles, 2", "piece", [1], 398, 1),
    ("s-bakery", "tartlet-shell", "タルト台 6個", "tart shells, 6", "piece", [1], 450, 1),
    ("s-bakery", "croutons", "クルトン", "croutons", "g", [50], 400, 2),
    ("s-bakery", "bread-sweet", "あんぱん", "anpan sweet bun", "piece", [1, 3], 160, 2),
]
# Products that are also sold as a more general food (煎茶 is the green tea the shop has).
ALSO = {"sencha": ["green-tea", "sencha"]}
for shop, food, ja, en, unit, packs, price, w in MORE:
    t(shop, food, ja, en, unit, packs, price, "-", "-", w, foods=ALSO.get(food))

# Extra product lines (not in the templates above) whose names stress matching: same food, other form.
# (Weighed: a large can of 140 g is no piece of the 70 g cans a line counts.)
t("s-grocery", "canned-tuna", "ツナフレーク缶 大", "tuna flakes, large can", "g", [140], 213, "-", "-", 3)
t("s-grocery", "corned-beef", "コンビーフ缶", "canned corned beef", "piece", [1], 450, "-", "-", 2)
# Sakura shrimp are a dried shrimp of their own (Suruga Bay); the shop's 干しえび are small dried shrimp of no named kind.
t("s-dried", "sakura-shrimp", "素干し桜えび", "dried sakura shrimp", "g", [15], 3300, "-", "-", 2)


# ---------------------------------------------------------------------------------------------

def read_lexicon_ids(path):
    ids = set()
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        col = header.index("id")
        for line in f:
            if line.strip():
                ids.add(line.rstrip("\n").split("\t")[col])
    return ids


def nice_price(value):
    """Round like shop prices do: small prices to the yen ending in 8, larger to tens ending in 8 or 0."""
    if value < 100:
        return max(10, int(round(value / 10.0)) * 10 - 2)
    if value < 1000:
        return int(round(value / 10.0)) * 10 - 2
    return int(round(value / 100.0)) * 100 - 20


def pack_label(amount, unit, pieces):
    if unit == "g":
        return f"{amount / 1000:g}kg" if amount >= 1000 else f"{amount:g}g"
    if unit == "ml":
        return f"{amount / 1000:g}L" if amount >= 1000 else f"{amount:g}ml"
    return f"{amount}個" if amount > 1 else ""  # fractions (1/2, 1/4) are in the name


def pack_label_en(amount, unit):
    if unit == "g":
        return f"{amount / 1000:g} kg" if amount >= 1000 else f"{amount:g} g"
    if unit == "ml":
        return f"{amount / 1000:g} L" if amount >= 1000 else f"{amount:g} ml"
    return f"{amount} pcs" if amount > 1 else ""


def main(argv):
    skip_unknown = "--skip-unknown" in argv
    check_only = "--check" in argv
    known = read_lexicon_ids(LEXICON)
    rng = random.Random(20261122)

    # "penne/pasta-short": the first id the lexicon has (specific foods as the lexicon grows).
    for tm in T:
        options = tm["food"].split("/")
        tm["food"] = next((o for o in options if o in known), options[-1])
    unknown = sorted({tm["food"] for tm in T if tm["food"] not in known})
    if unknown and not skip_unknown:
        sys.stderr.write("build-catalog: food ids not in data/lexicon/foods.tsv: " + ", ".join(unknown) + "\n")
        sys.stderr.write("build-catalog: add them to the lexicon or fix the templates (or pass --skip-unknown)\n")
        return 1
    if unknown:
        sys.stderr.write(f"build-catalog: skipping {len(unknown)} unknown food ids: " + ", ".join(unknown) + "\n")

    shop_days = {s[0]: s[6] for s in SHOPS}
    products = []
    seq = 0
    for tm in T:
        if tm["food"] not in known:
            continue
        pid_in_template = -1
        for vja, ven, vfactor, origin in VARIANTS[tm["variants"]]:
            for cja, cen, cfactor in CUTS[tm["cuts"]]:
                for pack in tm["packs"]:
                    pieces = ""
                    if isinstance(pack, str):
                        amount, pieces = pack.split(":")
                        amount = int(amount)
                    else:
                        amount = pack
                    unit = tm["unit"]
                    if unit == "piece" and amount == 1:
                        # "餃子の皮 24枚", "ツナ缶 3缶", "5食": the pack holds that many pieces.
                        counts = re.findall(r"(\d+)(?:枚|個|本|缶|食|袋|パック)", tm["ja"])
                        if counts:
                            pieces = counts[-1]
                    if unit in ("g", "ml"):
                        base = tm["price"] * amount / 100.0
                        # Bigger packs are a little cheaper per gram.
                        base *= 1.0 - min(0.12, 0.03 * max(0, len(str(amount)) - 3) + (0.04 if amount >= 500 else 0))
                    else:
                        base = tm["price"] * amount
                        if unit == "piece" and amount > 1:
                            base *= 0.95
                    price = nice_price(base * vfactor * cfactor)
                    ja_parts = [p for p in (vja, tm["ja"] + cja, pack_label(amount, unit, pieces)) if p]
                    name = " ".join(ja_parts)
                    en_core = " ".join(p for p in (ven, tm["en"]) if p)
                    en_extra = ", ".join(p for p in (cen, pack_label_en(amount, unit)) if p)
                    name_en = en_core + (", " + en_extra if en_extra else "")
                    seq += 1
                    pid_in_template += 1
                    pid = f"p-{seq:05d}"
                    r = rng.random()
                    stock = rng.randint(3, 60)
                    sold_out = r < 0.04
                    if sold_out:
                        stock = 0
                    labels = []
                    if rng.random() < 0.07:
                        labels.append("new")
                    limited = rng.random() < 0.06 or "A5" in vja or "コーチン" in vja
                    if limited:
                        labels.append("limited")
                        stock = 0 if sold_out else min(stock, rng.randint(2, 8))
                    # Withdraw a few extra variants, never the only product of a template.
                    on_sale = rng.random() > 0.02 or pid_in_template == 0
                    days = ""
                    if limited and rng.random() < 0.5 and shop_days[tm["shop"]] in ("daily", "mon-sat"):
                        days = rng.choice(["fri,sat", "sat", "wed,sat"])
                    popularity = max(0, min(100, tm["weight"] * 9 + rng.randint(-8, 10)
                                            - (8 if vfactor > 1.2 else 0) - (4 if cfactor != 1.0 else 0)))
                    foods = tm["foods"] or [tm["food"]]
                    products.append([pid, tm["shop"], name, name_en, "|".join(foods), amount, unit, pieces, price,
                                     stock, "|".join(labels), "true" if on_sale else "false",
                                     "true" if sold_out else "false", days, popularity, origin])

    shops_used = {p[1] for p in products}
    print(f"build-catalog: {len(SHOPS)} shops ({len(shops_used)} with products), {len(STATIONS)} stations, "
          f"{len(products)} products, {len({p[4] for p in products})} foods, {len(CALENDAR)} calendar exceptions")
    if check_only:
        return 0

    os.makedirs(OUT, exist_ok=True)

    def write(name, header, rows):
        with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="") as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(header)
            for row in rows:
                w.writerow(row)

    write("settings.csv", ["key", "value"], [["time_zone", "Asia/Tokyo"]])
    write("shops.csv", ["id", "name", "name_en", "kind", "deadline_days_before", "deadline_time", "delivery_weekdays"],
          SHOPS)
    write("stations.csv", ["id", "name", "name_en", "area", "open_weekdays"], STATIONS)
    write("products.csv", ["id", "shop_id", "name", "name_en", "foods", "pack_value", "pack_unit", "pack_pieces",
                           "price", "stock", "labels", "on_sale", "sold_out", "delivery_weekdays", "popularity",
                           "origin"], products)
    write("calendar.csv", ["date", "scope", "delivers", "note"],
          [[d, s, "true" if v else "false", n] for d, s, v, n in CALENDAR])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
