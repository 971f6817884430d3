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
    "jidori": [("国産", "Japanese", 1.0, "国産"), ("名古屋コーチン", "Nagoya Cochin", 2.2, "愛知県産")],
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
t("s-butcher", "sausage", "ボロニアソーセージ", "bologna sausage", "g", [200], 250, "-", "-", 2)
t("s-butcher", "ground-beef", "牛ひき肉", "ground beef", "g", [200, 300, 500], 268, "beef", "-", 7)
t("s-butcher", "beef-scraps", "牛こま切れ", "beef scraps (komagire)", "g", [200, 300, 500], 298, "beef", "-", 9)
t("s-butcher", "beef-round", "牛もも", "beef round", "g", [200, 300, 500], 348, "beef", "beefcut", 6)
t("s-butcher", "beef-chuck", "牛肩ロース", "beef chuck", "g", [200, 300, 500], 458, "beef", "beefcut", 6)
t("s-butcher", "beef-chuck", "牛すね肉", "beef shin", "g", [300, 600], 258, "beef", "stew", 4)
t("s-butcher", "beef-rib", "牛バラ", "beef short plate", "g", [200, 400], 398, "beef", "thin", 6)
t("s-butcher", "beef-sirloin", "牛サーロイン", "beef sirloin", "g", [180, 360], 680, "beef", "steak", 5)
t("s-butcher", "beef-tenderloin", "牛ヒレ", "beef tenderloin", "g", [150, 300], 880, "beef", "steak", 3)
t("s-butcher", "beef-tongue", "牛タン 薄切り", "sliced beef tongue", "g", [150, 300], 698, "beef", "-", 3)
t("s-butcher", "chicken-liver", "鶏レバー", "chicken liver", "g", [200, 400], 128, "-", "-", 3)
t("s-butcher", "lamb", "ラム肩ロース 薄切り", "lamb shoulder, sliced", "g", [200, 400], 398, "-", "-", 3)
t("s-butcher", "lamb", "ラムチョップ", "lamb chops", "g", [300], 598, "-", "-", 2)
t("s-butcher", "corned-beef", "コンビーフ", "corned beef", "g", [80], 500, "-", "-", 2)
t("s-butcher", "roast-pork", "焼豚 ブロック", "roast pork (chashu) block", "g", [200, 350], 350, "-", "-", 3)
t("s-butcher", "gyoza-wrappers", "餃子の皮 24枚", "gyoza wrappers, 24 sheets", "piece", [1], 168, "-", "-", 6)
t("s-butcher", "shumai-wrappers", "焼売の皮 30枚", "shumai wrappers, 30 sheets", "piece", [1], 158, "-", "-", 3)
t("s-butcher", "lard", "ラード", "lard", "g", [250], 120, "-", "-", 1)
t("s-butcher", "beef-tallow", "牛脂", "beef tallow", "g", [100], 100, "-", "-", 1)

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
t("s-chicken", "chicken-liver", "鶏レバー ハツ付き", "chicken liver with hearts", "g", [300], 118, "-", "-", 3)
t("s-chicken", "chicken-gizzard", "砂肝", "chicken gizzards", "g", [200, 400], 118, "-", "-", 3)
t("s-chicken", "chicken-skin", "鶏皮", "chicken skin", "g", [200], 68, "-", "-", 1)
t("s-chicken", "chicken", "丸鶏 (中抜き)", "whole chicken", "g", [1500], 98, "-", "-", 2)
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
t("s-fish", "saury", "さんま", "Pacific saury", "piece", [2, 4], 198, "-", "-", 4)
t("s-fish", "yellowtail", "ぶり 切り身", "yellowtail fillets", "piece", [2, 3], 250, "-", "-", 7)
t("s-fish", "yellowtail", "ぶり", "yellowtail", "g", [150, 300], 498, "-", "sashimi", 4)
t("s-fish", "cod", "生たら 切り身", "fresh cod fillets", "piece", [2, 3], 198, "-", "-", 7)
t("s-fish", "cod", "甘塩たら 切り身", "lightly salted cod fillets", "piece", [2, 4], 180, "-", "-", 3)
t("s-fish", "sea-bream", "真鯛 切り身", "sea bream fillets", "piece", [2, 3], 298, "-", "-", 4)
t("s-fish", "sea-bream", "真鯛", "sea bream", "g", [150], 798, "-", "sashimi", 3)
t("s-fish", "tuna", "まぐろ赤身", "lean tuna (akami)", "g", [100, 200], 598, "-", "sashimi", 7)
t("s-fish", "tuna", "本まぐろ 中トロ", "bluefin tuna chutoro", "g", [100, 200], 1480, "-", "sashimi", 3)
t("s-fish", "bonito", "かつおのたたき", "seared bonito (tataki)", "g", [200, 400], 398, "-", "-", 4)
t("s-fish", "flounder", "かれい 切り身", "flounder fillets", "piece", [2], 280, "-", "-", 3)
t("s-fish", "swordfish", "めかじき 切り身", "swordfish steaks", "piece", [2, 3], 220, "-", "-", 4)
t("s-fish", "shrimp", "むきえび", "peeled shrimp", "g", [150, 300, 500], 298, "-", "-", 8)
t("s-fish", "shrimp", "ブラックタイガー 有頭", "black tiger prawns, head-on", "g", [200, 400], 348, "-", "-", 4)
t("s-fish", "shrimp", "バナメイえび 殻付き", "whiteleg shrimp, shell-on", "g", [200, 400, 1000], 258, "-", "-", 6)
t("s-fish", "sweet-shrimp", "甘えび 刺身用", "sweet shrimp for sashimi", "g", [100], 698, "-", "-", 2)
t("s-fish", "squid", "するめいか", "Japanese flying squid", "piece", [1, 2], 298, "-", "-", 5)
t("s-fish", "squid", "ロールいか", "squid rolls (cleaned)", "g", [200, 400], 198, "-", "-", 4)
t("s-fish", "octopus", "ゆでだこ", "boiled octopus", "g", [100, 200], 498, "-", "-", 5)
t("s-fish", "scallop", "ほたて貝柱 刺身用", "scallop adductors for sashimi", "g", [150, 300], 598, "-", "-", 5)
t("s-fish", "scallop", "ベビーほたて ボイル", "boiled baby scallops", "g", [200, 400], 298, "-", "-", 4)
t("s-fish", "clam", "あさり", "Manila clams", "g", [200, 400], 198, "-", "-", 7)
t("s-fish", "clam", "殻付き はまぐり", "hard clams", "g", [300], 398, "-", "-", 2)
t("s-fish", "freshwater-clam", "しじみ", "freshwater clams (shijimi)", "g", [150, 300], 298, "-", "-", 4)
t("s-fish", "oyster", "生かき 加熱用", "oysters for cooking", "g", [150, 250], 498, "-", "-", 4)
t("s-fish", "crab", "ずわいがに ボイル", "boiled snow crab legs", "g", [300, 500], 880, "-", "-", 2)
t("s-fish", "mentaiko", "辛子明太子", "spicy pollock roe (mentaiko)", "g", [80, 150], 698, "-", "-", 5)
t("s-fish", "cod-roe", "たらこ", "salted cod roe (tarako)", "g", [80, 150], 598, "-", "-", 4)
t("s-fish", "salmon-roe", "いくら醤油漬け", "salmon roe in soy sauce (ikura)", "g", [80, 150], 1280, "-", "-", 3)
t("s-fish", "eel", "うなぎ蒲焼き", "grilled eel (kabayaki)", "piece", [1, 2], 2480, "-", "-", 3)
t("s-fish", "whitebait", "しらす干し", "dried whitebait (shirasu)", "g", [50, 100, 200], 598, "-", "-", 6)
t("s-fish", "chikuwa", "焼きちくわ 4本", "grilled fish cake tubes (chikuwa), 4", "piece", [1], 138, "-", "-", 6)
t("s-fish", "kamaboko", "紅白かまぼこ", "kamaboko fish cake", "piece", [1], 298, "-", "-", 4)
t("s-fish", "satsuma-age", "さつま揚げ", "fried fish cakes (satsuma-age)", "piece", [5], 60, "-", "-", 4)
t("s-fish", "hanpen", "はんぺん", "hanpen fish cake", "piece", [1], 128, "-", "-", 3)
t("s-fish", "crab-stick", "かに風味かまぼこ", "imitation crab sticks", "g", [80, 160], 250, "-", "-", 4)
t("s-fish", "canned-tuna", "ツナ缶 ノンオイル 70g 3缶", "canned tuna in water, 3 cans", "piece", [1], 398, "-", "-", 7)
t("s-fish", "canned-tuna", "ツナ缶 オイル漬け 70g 3缶", "canned tuna in oil, 3 cans", "piece", [1], 378, "-", "-", 6)
t("s-fish", "canned-mackerel", "さば水煮缶 190g", "canned mackerel in brine", "piece", [1, 3], 248, "-", "-", 5)
t("s-fish", "katsuobushi", "削り節 小袋", "bonito flakes, small bags", "g", [10, 25], 900, "-", "-", 4)

# --- Greengrocer ----------------------------------------------------------------------------
G = "s-greengrocer"
t(G, "onion", "玉ねぎ", "onions", "piece", [1, 3, 5], 60, "veg2", "-", 10)
t(G, "onion", "玉ねぎ 1kg 箱入り", "onions, 1 kg", "g", ["1000:5"], 38, "-", "-", 6)
t(G, "red-onion", "紫玉ねぎ", "red onion", "piece", [1, 2], 98, "-", "-", 4)
t(G, "new-onion", "新玉ねぎ", "new-season onion", "piece", [2, 4], 88, "-", "-", 3)
t(G, "potato", "じゃがいも (男爵)", "potatoes (Danshaku)", "piece", [3, 5], 50, "veg2", "-", 9)
t(G, "potato", "じゃがいも (メークイン) 1kg", "potatoes (May Queen), 1 kg", "g", ["1000:7"], 40, "-", "-", 6)
t(G, "carrot", "にんじん", "carrots", "piece", [1, 3, 5], 45, "veg2", "-", 10)
t(G, "daikon", "大根", "daikon radish", "piece", [1], 198, "veg2", "-", 8)
t(G, "daikon", "大根 1/2本", "half daikon radish", "piece", [1], 108, "-", "-", 6)
t(G, "cabbage", "キャベツ", "cabbage", "piece", [1], 228, "veg2", "-", 9)
t(G, "cabbage", "キャベツ 1/2玉", "half cabbage", "piece", [1], 128, "-", "-", 6)
t(G, "chinese-cabbage", "白菜", "napa cabbage", "piece", [1], 398, "-", "-", 7)
t(G, "chinese-cabbage", "白菜 1/4カット", "napa cabbage, quarter", "piece", [1], 128, "-", "-", 6)
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
t(G, "garlic", "にんにく 青森県産", "garlic, Aomori", "piece", [1, 3], 198, "-", "-", 8)
t(G, "garlic", "にんにく 中国産 3個", "garlic bulbs, 3 (China)", "piece", [1], 158, "-", "-", 6)
t(G, "ginger", "しょうが", "ginger root", "g", [100, 200], 148, "veg2", "-", 8)
t(G, "spinach", "ほうれん草", "spinach", "g", [200], 99, "veg2", "-", 8)
t(G, "komatsuna", "小松菜", "komatsuna", "g", [200], 79, "veg2", "-", 7)
t(G, "mizuna", "水菜", "mizuna", "g", [200], 79, "-", "-", 5)
t(G, "shungiku", "春菊", "garland chrysanthemum (shungiku)", "g", [150], 119, "-", "-", 4)
t(G, "bok-choy", "チンゲン菜", "bok choy", "piece", [2, 3], 60, "-", "-", 5)
t(G, "nira", "にら", "garlic chives (nira)", "g", [100], 118, "-", "-", 6)
t(G, "broccoli", "ブロッコリー", "broccoli", "piece", [1, 2], 198, "veg2", "-", 8)
t(G, "cauliflower", "カリフラワー", "cauliflower", "piece", [1], 298, "-", "-", 4)
t(G, "asparagus", "グリーンアスパラガス", "green asparagus", "g", [100, 200], 298, "-", "-", 5)
t(G, "okra", "オクラ", "okra", "g", [100], 158, "-", "-", 5)
t(G, "green-beans", "さやいんげん", "green beans", "g", [100, 200], 198, "-", "-", 5)
t(G, "snow-peas", "絹さや", "snow peas", "g", [50, 100], 398, "-", "-", 3)
t(G, "edamame", "枝豆", "edamame", "g", [250], 120, "-", "-", 4)
t(G, "corn", "とうもろこし", "sweet corn", "piece", [1, 2], 158, "-", "-", 4)
t(G, "zucchini", "ズッキーニ", "zucchini", "piece", [1, 2], 148, "-", "-", 5)
t(G, "pumpkin", "かぼちゃ 1/4カット", "kabocha squash, quarter", "piece", [1], 198, "-", "-", 6)
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
t(G, "shiso", "大葉 (青じそ) 10枚", "shiso leaves, 10", "piece", [1], 98, "-", "-", 6)
t(G, "mitsuba", "三つ葉", "mitsuba", "g", [50], 198, "-", "-", 4)
t(G, "kaiware", "かいわれ大根", "daikon sprouts (kaiware)", "piece", [1], 68, "-", "-", 3)
t(G, "avocado", "アボカド", "avocados", "piece", [1, 2], 128, "-", "-", 6)
t(G, "shiitake", "生しいたけ", "fresh shiitake mushrooms", "g", [100, 200], 198, "-", "-", 8)
t(G, "shimeji", "ぶなしめじ", "shimeji mushrooms", "g", [100, 200], 98, "-", "-", 8)
t(G, "enoki", "えのき茸", "enoki mushrooms", "g", [100, 200], 78, "-", "-", 8)
t(G, "maitake", "まいたけ", "maitake mushrooms", "g", [100], 128, "-", "-", 6)
t(G, "eringi", "エリンギ", "king oyster mushrooms (eringi)", "g", [100, 200], 118, "-", "-", 6)
t(G, "mushroom", "マッシュルーム ホワイト", "white button mushrooms", "g", [100, 200], 198, "-", "-", 7)
t(G, "mushroom", "マッシュルーム ブラウン", "brown mushrooms", "g", [100], 228, "-", "-", 4)
t(G, "nameko", "なめこ", "nameko mushrooms", "g", [100], 98, "-", "-", 3)
t(G, "lemon", "レモン", "lemons", "piece", [1, 3], 128, "veg2", "-", 7)
t(G, "lime", "ライム", "limes", "piece", [1, 2], 128, "-", "-", 3)
t(G, "yuzu", "ゆず", "yuzu citron", "piece", [1, 3], 150, "-", "-", 3)
t(G, "apple", "りんご ふじ", "Fuji apples", "piece", [1, 3], 158, "-", "-", 6)
t(G, "banana", "バナナ", "bananas", "piece", [1], 198, "-", "-", 6)
t(G, "strawberry", "いちご", "strawberries", "g", [250], 280, "-", "-", 5)
t(G, "mandarin", "温州みかん", "satsuma mandarins", "g", [500, 1000], 80, "-", "-", 5)
t(G, "kiwi", "キウイフルーツ", "kiwifruit", "piece", [3, 6], 78, "-", "-", 3)
t(G, "grapefruit", "グレープフルーツ", "grapefruit", "piece", [1, 2], 178, "-", "-", 2)
t(G, "orange", "オレンジ", "oranges", "piece", [2, 4], 128, "-", "-", 3)
t(G, "pear", "和梨", "Japanese pears", "piece", [2], 198, "-", "-", 2)
t(G, "persimmon", "柿", "persimmons", "piece", [2, 4], 128, "-", "-", 2)
t(G, "grape", "シャインマスカット", "Shine Muscat grapes", "piece", [1], 1280, "-", "-", 2)
t(G, "blueberry", "ブルーベリー", "blueberries", "g", [100], 398, "-", "-", 3)
t(G, "chestnut", "栗", "chestnuts", "g", [300], 250, "-", "-", 2)
t(G, "konjac", "板こんにゃく", "konjac block", "piece", [1, 2], 98, "-", "-", 6)
t(G, "shirataki", "しらたき", "shirataki noodles", "g", [200], 60, "-", "-", 6)
t(G, "kimchi", "白菜キムチ", "napa cabbage kimchi", "g", [200, 400], 150, "-", "-", 5)
t(G, "umeboshi", "紀州南高梅 梅干し", "umeboshi (pickled plums)", "g", [150, 300], 400, "-", "-", 4)
t(G, "pickled-ginger", "新しょうが甘酢漬け", "pickled ginger (gari)", "g", [100], 200, "-", "-", 2)
t(G, "red-pickled-ginger", "紅しょうが", "red pickled ginger (beni shoga)", "g", [60, 120], 250, "-", "-", 3)
t(G, "takuan", "たくあん", "pickled daikon (takuan)", "g", [200], 100, "-", "-", 2)

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
    ("pumpkin", "坊ちゃんかぼちゃ", "mini kabocha", "piece", [1, 2], 250, 3), ("shiitake", "原木しいたけ", "log-grown shiitake", "g", [150], 250, 3),
    ("garlic", "にんにく", "garlic", "piece", [2], 150, 3), ("ginger", "新しょうが", "young ginger", "g", [200], 160, 3),
    ("basil", "バジル", "basil", "g", [20], 1000, 2), ("edamame", "枝豆", "edamame", "g", [300], 130, 2),
    ("strawberry", "いちご", "strawberries", "g", [300], 300, 2), ("apple", "りんご", "apples", "piece", [4], 150, 2),
]:
    t(F, food, ja, en, unit, packs, price, "farm", "-", w)

# --- Tofu shop ------------------------------------------------------------------------------
D = "s-tofu"
t(D, "firm-tofu", "木綿豆腐", "firm tofu (momen)", "piece", [1, 2], 128, "brand2", "-", 9)
t(D, "silken-tofu", "絹ごし豆腐", "silken tofu (kinugoshi)", "piece", [1, 2], 128, "brand2", "-", 9)
t(D, "tofu", "寄せ豆腐", "soft curd tofu (yose)", "piece", [1], 220, "-", "-", 3)
t(D, "grilled-tofu", "焼き豆腐", "grilled tofu", "piece", [1], 150, "-", "-", 5)
t(D, "atsuage", "厚揚げ", "deep-fried thick tofu (atsuage)", "piece", [2, 4], 80, "-", "-", 6)
t(D, "aburaage", "油揚げ", "deep-fried tofu pouches (aburaage)", "piece", [2, 5], 50, "-", "-", 7)
t(D, "aburaage", "いなり用 味付け油揚げ", "seasoned inari pouches", "piece", [10], 40, "-", "-", 3)
t(D, "ganmodoki", "がんもどき", "ganmodoki tofu fritters", "piece", [4], 60, "-", "-", 3)
t(D, "natto", "小粒納豆 3パック", "small-bean natto, 3 packs", "piece", [1], 118, "brand2", "-", 7)
t(D, "natto", "ひきわり納豆 3パック", "minced natto, 3 packs", "piece", [1], 118, "-", "-", 4)
t(D, "soy-milk", "無調整豆乳", "unsweetened soy milk", "ml", [200, 1000], 30, "-", "-", 5)
t(D, "okara", "おから", "okara (soy pulp)", "g", [300], 30, "-", "-", 2)
t(D, "yuba", "生ゆば", "fresh yuba", "g", [100], 350, "-", "-", 1)
t(D, "koya-tofu", "高野豆腐 5枚", "freeze-dried tofu (koya), 5 pieces", "piece", [1], 250, "-", "-", 3)
t(D, "soybeans", "国産 大豆 水煮", "boiled soybeans", "g", [150, 300], 100, "-", "-", 3)

# --- Bakery ---------------------------------------------------------------------------------
B = "s-bakery"
t(B, "bread", "角食パン 6枚切り", "square white loaf, 6 slices", "piece", [1], 260, "brand2", "-", 9)
t(B, "bread", "角食パン 8枚切り", "square white loaf, 8 slices", "piece", [1], 260, "-", "-", 6)
t(B, "bread", "山型食パン 1斤", "English-style loaf", "piece", [1], 320, "-", "-", 4)
t(B, "baguette", "バゲット", "baguette", "piece", [1], 320, "-", "-", 6)
t(B, "baguette", "ハーフバゲット", "half baguette", "piece", [1], 180, "-", "-", 4)
t(B, "whole-wheat-bread", "全粒粉ブレッド", "whole wheat bread", "piece", [1], 420, "-", "-", 3)
t(B, "rye-bread", "ライ麦パン", "rye bread", "piece", [1], 450, "-", "-", 2)
t(B, "sandwich-bread", "サンドイッチ用 食パン 12枚", "sandwich bread, 12 slices", "piece", [1], 300, "-", "-", 3)
t(B, "bread-roll", "バターロール 6個", "butter rolls, 6", "piece", [1], 240, "-", "-", 4)
t(B, "croissant", "クロワッサン", "croissants", "piece", [1, 4], 180, "-", "-", 3)
t(B, "english-muffin", "イングリッシュマフィン 4個", "English muffins, 4", "piece", [1], 320, "-", "-", 3)
t(B, "pita", "ピタパン 4枚", "pita bread, 4", "piece", [1], 380, "-", "-", 2)
t(B, "tortilla", "フラワートルティーヤ 8枚", "flour tortillas, 8", "piece", [1], 420, "-", "-", 3)
t(B, "burger-bun", "バンズ 4個", "burger buns, 4", "piece", [1], 360, "-", "-", 3)
t(B, "hot-dog-bun", "ドッグパン 4個", "hot dog buns, 4", "piece", [1], 300, "-", "-", 2)
t(B, "panko", "生パン粉", "fresh panko breadcrumbs", "g", [200], 100, "-", "-", 6)
t(B, "breadcrumbs", "ドライパン粉", "dry breadcrumbs", "g", [150, 300], 90, "-", "-", 4)

# --- Dairy ----------------------------------------------------------------------------------
M = "s-dairy"
t(M, "milk", "牛乳", "milk", "ml", [500, 1000], 26, "brand2", "-", 9)
t(M, "low-fat-milk", "低脂肪乳", "low-fat milk", "ml", [1000], 22, "-", "-", 3)
t(M, "butter", "バター 有塩", "salted butter", "g", [100, 200, 450], 230, "-", "-", 8)
t(M, "unsalted-butter", "バター 食塩不使用", "unsalted butter", "g", [100, 200, 450], 250, "-", "-", 6)
t(M, "heavy-cream", "生クリーム 乳脂肪42%", "heavy cream 42%", "ml", [200, 500], 200, "-", "-", 7)
t(M, "heavy-cream", "生クリーム 乳脂肪35%", "whipping cream 35%", "ml", [200], 170, "-", "-", 4)
t(M, "yogurt", "プレーンヨーグルト", "plain yogurt", "g", [400, 800], 55, "brand2", "-", 6)
t(M, "greek-yogurt", "ギリシャヨーグルト", "Greek yogurt", "g", [400], 110, "-", "-", 3)
t(M, "cheese", "スライスチーズ 7枚", "sliced cheese, 7 slices", "piece", [1], 248, "-", "-", 6)
t(M, "shredded-cheese", "ピザ用 シュレッドチーズ", "shredded pizza cheese", "g", [200, 500], 180, "-", "-", 8)
t(M, "cream-cheese", "クリームチーズ", "cream cheese", "g", [200, 400], 230, "-", "-", 6)
t(M, "mozzarella", "モッツァレラ", "mozzarella", "g", [100, 200], 280, "-", "-", 5)
t(M, "parmesan", "パルメザンチーズ 粉", "grated parmesan", "g", [80], 600, "-", "-", 5)
t(M, "camembert", "カマンベール", "camembert", "g", [100], 450, "-", "-", 2)
t(M, "condensed-milk", "加糖練乳", "sweetened condensed milk", "g", [130], 200, "-", "-", 2)
t(M, "sour-cream", "サワークリーム", "sour cream", "ml", [90], 300, "-", "-", 3)
t(M, "skim-milk-powder", "スキムミルク", "skim milk powder", "g", [200], 200, "-", "-", 2)

# --- Egg farm -------------------------------------------------------------------------------
E = "s-egg"
t(E, "egg", "たまご Mサイズ", "eggs, medium", "piece", [6, 10], 26, "egg", "-", 10)
t(E, "egg", "たまご Lサイズ", "eggs, large", "piece", [6, 10], 30, "egg", "-", 7)
t(E, "egg", "赤たまご", "brown eggs", "piece", [10], 38, "-", "-", 4)
t(E, "egg", "たまご 30個 箱", "eggs, box of 30", "piece", [30], 24, "-", "-", 3)
t(E, "quail-egg", "うずらの卵 水煮", "boiled quail eggs", "piece", [10], 20, "-", "-", 3)
t(E, "onsen-egg", "温泉たまご 4個", "onsen eggs, 4", "piece", [1], 198, "-", "-", 3)

# --- Grocery / seasonings -------------------------------------------------------------------
Y = "s-grocery"
for food, ja, en, unit, packs, price, v, w in [
    ("soy-sauce", "こいくち醤油", "soy sauce", "ml", [500, 1000], 38, "brand2", 10),
    ("light-soy-sauce", "うすくち醤油", "light soy sauce (usukuchi)", "ml", [500, 1000], 42, "-", 5),
    ("tamari", "たまり醤油", "tamari soy sauce", "ml", [360], 120, "-", 2),
    ("mirin", "本みりん", "hon-mirin", "ml", [500, 1000], 60, "brand2", 8),
    ("mirin-seasoning", "みりん風調味料", "mirin-style seasoning", "ml", [1000], 25, "-", 3),
    ("cooking-sake", "料理酒", "cooking sake", "ml", [500, 1000], 35, "-", 7),
    ("vinegar", "穀物酢", "grain vinegar", "ml", [500], 40, "-", 6),
    ("rice-vinegar", "米酢", "rice vinegar", "ml", [500], 60, "brand2", 6),
    ("sushi-vinegar", "すし酢", "sushi vinegar", "ml", [360], 70, "-", 4),
    ("black-vinegar", "黒酢", "black vinegar", "ml", [500], 120, "-", 2),
    ("balsamic-vinegar", "バルサミコ酢", "balsamic vinegar", "ml", [250], 280, "-", 3),
    ("wine-vinegar", "白ワインビネガー", "white wine vinegar", "ml", [500], 100, "-", 3),
    ("miso", "合わせ味噌", "awase miso", "g", [500, 750], 80, "brand2", 8),
    ("white-miso", "白味噌", "white miso (saikyo)", "g", [300], 150, "-", 3),
    ("red-miso", "赤味噌", "red miso", "g", [500], 90, "-", 3),
    ("salt", "食塩", "table salt", "g", [500, 1000], 30, "-", 8),
    ("sea-salt", "天日塩 (粗塩)", "coarse sea salt", "g", [500], 80, "-", 4),
    ("sugar", "上白糖", "white sugar", "g", [1000], 25, "-", 8),
    ("brown-sugar", "きび砂糖", "cane sugar (kibizato)", "g", [500, 750], 50, "-", 4),
    ("granulated-sugar", "グラニュー糖", "granulated sugar", "g", [500, 1000], 35, "-", 4),
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
    ("shiro-dashi", "白だし", "shiro dashi", "ml", [500], 90, "-", 4),
    ("yakiniku-sauce", "焼肉のたれ", "yakiniku sauce", "g", [240, 400], 130, "-", 4),
    ("sukiyaki-sauce", "すき焼きのたれ", "sukiyaki sauce", "ml", [300], 100, "-", 2),
    ("dashi", "かつおだしの素 顆粒", "instant bonito dashi granules", "g", [40, 120], 700, "-", 8),
    ("dashi-pack", "だしパック 20袋", "dashi tea bags, 20", "piece", [1], 598, "-", 5),
    ("chicken-stock-powder", "鶏ガラスープの素", "chicken bouillon powder", "g", [50, 130], 600, "-", 8),
    ("consomme", "コンソメ 固形 7個", "consomme cubes, 7", "piece", [1], 198, "-", 7),
    ("consomme", "コンソメ 顆粒", "consomme granules", "g", [50], 500, "-", 4),
    ("chinese-soup-base", "中華だし 練りタイプ", "Chinese soup paste", "g", [100], 400, "-", 4),
    ("doubanjiang", "豆板醤", "doubanjiang (chili bean paste)", "g", [90], 250, "-", 5),
    ("gochujang", "コチュジャン", "gochujang", "g", [170, 500], 150, "-", 4),
    ("tianmianjiang", "甜麺醤", "tianmianjiang (sweet bean sauce)", "g", [100], 250, "-", 3),
    ("chili-oil", "ラー油", "chili oil (rayu)", "ml", [33], 600, "-", 4),
    ("fish-sauce", "ナンプラー", "fish sauce (nam pla)", "ml", [200], 150, "-", 3),
    ("mustard", "練りからし チューブ", "karashi mustard, tube", "g", [40], 400, "-", 4),
    ("dijon-mustard", "ディジョンマスタード", "Dijon mustard", "g", [210], 200, "-", 3),
    ("wasabi", "本わさび チューブ", "wasabi paste, tube", "g", [43], 450, "-", 4),
    ("grated-ginger", "おろし生しょうが チューブ", "grated ginger, tube", "g", [40], 350, "-", 5),
    ("grated-garlic", "おろし生にんにく チューブ", "grated garlic, tube", "g", [40], 350, "-", 5),
    ("yuzu-kosho", "柚子こしょう", "yuzu kosho", "g", [50], 500, "-", 2),
    ("potato-starch", "片栗粉", "potato starch (katakuriko)", "g", [200, 400], 60, "-", 8),
    ("flour", "薄力粉", "cake flour (hakurikiko)", "g", [500, 1000], 30, "-", 8),
    ("bread-flour", "強力粉", "bread flour", "g", [1000], 40, "-", 4),
    ("all-purpose-flour", "中力粉", "all-purpose flour", "g", [1000], 40, "-", 3),
    ("cornstarch", "コーンスターチ", "cornstarch", "g", [200], 100, "-", 3),
    ("tempura-flour", "天ぷら粉", "tempura batter mix", "g", [450], 55, "-", 4),
    ("okonomiyaki-flour", "お好み焼き粉", "okonomiyaki flour", "g", [500], 60, "-", 2),
    ("baking-powder", "ベーキングパウダー", "baking powder", "g", [100], 300, "-", 4),
    ("baking-soda", "重曹", "baking soda", "g", [100], 200, "-", 2),
    ("dry-yeast", "ドライイースト", "dry yeast", "g", [50], 800, "-", 3),
    ("gelatin", "粉ゼラチン", "powdered gelatin", "g", [25], 1200, "-", 3),
    ("vanilla-extract", "バニラエッセンス", "vanilla extract", "ml", [28], 900, "-", 3),
    ("cocoa-powder", "純ココア", "pure cocoa powder", "g", [100], 400, "-", 3),
    ("chocolate", "製菓用 チョコレート", "baking chocolate", "g", [200], 200, "-", 3),
    ("curry-roux", "カレールウ 中辛", "curry roux, medium hot", "g", [200], 150, "brand2", 8),
    ("stew-roux", "クリームシチュー ルウ", "cream stew roux", "g", [180], 150, "-", 5),
    ("hashed-beef-roux", "ハヤシライス ルウ", "hashed beef roux", "g", [180], 150, "-", 3),
    ("canned-tomatoes", "ホールトマト缶 400g", "whole peeled tomatoes, can", "piece", [1, 3], 148, "-", 8),
    ("canned-tomatoes", "カットトマト缶 400g", "diced tomatoes, can", "piece", [1, 3], 148, "-", 7),
    ("tomato-paste", "トマトペースト", "tomato paste", "g", [108], 200, "-", 4),
    ("tomato-puree", "トマトピューレ", "tomato puree", "g", [300], 70, "-", 3),
    ("canned-corn", "ホールコーン缶", "canned sweet corn", "g", [190], 70, "-", 5),
    ("coconut-milk", "ココナッツミルク", "coconut milk", "ml", [400], 60, "-", 3),
    ("chickpeas", "ひよこ豆 水煮", "chickpeas, cooked", "g", [230], 80, "-", 3),
    ("kidney-beans", "レッドキドニー 水煮", "red kidney beans, cooked", "g", [230], 80, "-", 2),
    ("sesame-seeds", "いりごま 白", "toasted white sesame seeds", "g", [60, 100], 300, "-", 7),
    ("black-sesame-seeds", "いりごま 黒", "toasted black sesame seeds", "g", [60], 350, "-", 3),
    ("ground-sesame", "すりごま", "ground sesame", "g", [60], 350, "-", 4),
    ("sesame-paste", "練りごま", "sesame paste", "g", [100], 400, "-", 3),
    ("peanut-butter", "ピーナッツバター", "peanut butter", "g", [340], 150, "-", 3),
    ("jam", "いちごジャム", "strawberry jam", "g", [300], 130, "-", 3),
    ("walnuts", "くるみ", "walnuts", "g", [100], 400, "-", 3),
    ("almonds", "アーモンド", "almonds", "g", [100], 350, "-", 3),
    ("peanuts", "バターピーナッツ", "butter peanuts", "g", [100], 250, "-", 2),
    ("raisins", "レーズン", "raisins", "g", [200], 150, "-", 2),
    ("tenkasu", "天かす", "tempura bits (tenkasu)", "g", [50], 300, "-", 3),
    ("aonori", "青のり", "aonori seaweed flakes", "g", [10], 2500, "-", 3),
    ("furikake", "ふりかけ", "furikake", "g", [50], 500, "-", 2),
    ("instant-ramen", "袋麺 しょうゆ 5食", "instant ramen, soy, 5 packs", "piece", [1], 498, "-", 2),
    ("water", "天然水 2L", "mineral water 2 L", "ml", [2000], 5, "-", 1),
]:
    t(Y, food, ja, en, unit, packs, price, v, "-", w)

# --- Liquor ---------------------------------------------------------------------------------
L = "s-liquor"
for food, ja, en, unit, packs, price, w in [
    ("sake", "清酒 純米", "junmai sake", "ml", [300, 720, 1800], 180, 7),
    ("cooking-sake", "料理用 清酒", "sake for cooking", "ml", [1000], 60, 4),
    ("red-wine", "赤ワイン カベルネ", "red wine, Cabernet", "ml", [750], 180, 6),
    ("white-wine", "白ワイン シャルドネ", "white wine, Chardonnay", "ml", [750], 170, 6),
    ("beer", "生ビール 350ml 6缶", "beer, 6 cans", "piece", [1], 1380, 4),
    ("shochu", "本格芋焼酎", "imo shochu", "ml", [900], 150, 3),
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
t(R, "mochi", "切り餅", "kiri mochi", "g", [400, 1000], 25, "-", "-", 3)
t(R, "cooked-rice", "パックごはん 200g 3食", "microwave rice, 3 packs", "piece", [1], 398, "-", "-", 3)
t(R, "rice-flour", "米粉", "rice flour", "g", [500], 80, "-", "-", 2)
t(R, "barley", "押し麦", "rolled barley", "g", [800], 45, "-", "-", 2)
t(R, "oatmeal", "オートミール", "rolled oats", "g", [300], 130, "-", "-", 2)

# --- Noodles --------------------------------------------------------------------------------
N = "s-noodle"
for food, ja, en, unit, packs, price, w in [
    ("udon", "ゆでうどん", "boiled udon", "piece", [1, 3], 45, 8), ("udon", "冷凍さぬきうどん 5食", "frozen sanuki udon, 5", "piece", [1], 298, 6),
    ("udon", "乾麺 うどん", "dried udon", "g", [400], 50, 4), ("soba", "十割そば 乾麺", "100% buckwheat soba, dried", "g", [200, 400], 150, 6),
    ("soba", "生そば 2食", "fresh soba, 2 servings", "piece", [1], 298, 4), ("somen", "手延べそうめん", "hand-pulled somen", "g", [300, 500], 100, 6),
    ("ramen-noodles", "生中華麺 2食", "fresh ramen noodles, 2", "piece", [1, 2], 158, 6),
    ("yakisoba-noodles", "焼きそば麺 3食", "yakisoba noodles, 3", "piece", [1], 178, 6),
    ("spaghetti", "スパゲッティ 1.6mm", "spaghetti 1.6 mm", "g", [500, 1000], 50, 8),
    ("spaghetti", "スパゲッティ 1.4mm 早ゆで", "thin spaghetti 1.4 mm", "g", [500], 50, 4),
    ("penne", "ペンネ", "penne", "g", [500], 70, 4), ("macaroni", "マカロニ", "macaroni", "g", [150, 300], 70, 4),
    ("fettuccine", "フェットチーネ", "fettuccine", "g", [500], 90, 3), ("lasagna", "ラザニア", "lasagna sheets", "g", [250], 150, 2),
    ("rice-noodles", "ビーフン", "rice vermicelli (bifun)", "g", [150], 120, 3), ("harusame", "緑豆春雨", "mung bean glass noodles", "g", [100], 150, 5),
    ("pho", "フォー", "pho rice noodles", "g", [200], 150, 2), ("gyoza-wrappers", "餃子の皮 大判 20枚", "large gyoza wrappers, 20", "piece", [1], 178, 4),
    ("spring-roll-wrappers", "春巻きの皮 10枚", "spring roll wrappers, 10", "piece", [1], 178, 4),
    ("wonton-wrappers", "ワンタンの皮", "wonton wrappers", "piece", [1], 158, 3),
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
    ("cinnamon", "シナモン パウダー", "ground cinnamon", "g", [30], 700, 4), ("cinnamon", "シナモンスティック", "cinnamon sticks", "g", [10], 2000, 2),
    ("nutmeg", "ナツメグ", "nutmeg", "g", [20], 1000, 4), ("clove", "クローブ", "cloves", "g", [10], 2000, 2),
    ("star-anise", "八角", "star anise", "g", [10], 1800, 3), ("bay-leaf", "ローリエ", "bay leaves", "g", [3], 6000, 5),
    ("oregano", "オレガノ", "dried oregano", "g", [10], 2000, 4), ("dried-basil", "バジル ドライ", "dried basil", "g", [10], 2000, 3),
    ("thyme", "タイム ドライ", "dried thyme", "g", [10], 2000, 3), ("rosemary", "ローズマリー ドライ", "dried rosemary", "g", [10], 2000, 3),
    ("dried-parsley", "パセリ ドライ", "dried parsley", "g", [5], 3000, 3), ("herbes-de-provence", "エルブ・ド・プロヴァンス", "herbes de Provence", "g", [15], 1500, 1),
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
    ("olives", "ブラックオリーブ", "black olives", "g", [150], 300, 3), ("capers", "ケッパー", "capers", "g", [50], 800, 2),
    ("olive-oil", "イタリア産 オリーブオイル 1L", "Italian olive oil, 1 L", "ml", [1000], 200, 4),
    ("pasta-sauce", "トマトソース バジル", "tomato and basil pasta sauce", "g", [400], 100, 3),
    ("pesto", "ジェノベーゼペースト", "basil pesto", "g", [130], 400, 2), ("sun-dried-tomatoes", "ドライトマト", "sun-dried tomatoes", "g", [100], 600, 2),
    ("couscous", "クスクス", "couscous", "g", [500], 80, 2), ("quinoa", "キヌア", "quinoa", "g", [300], 200, 2),
    ("lentils", "レンズ豆", "lentils", "g", [500], 100, 2), ("salsa", "サルサソース", "salsa", "g", [300], 150, 1),
    ("tabasco", "タバスコ", "Tabasco", "ml", [60], 500, 3), ("sriracha", "シラチャー", "sriracha", "ml", [255], 200, 2),
    ("bacon", "スモークベーコン (ドイツ産)", "German smoked bacon", "g", [150], 500, 2),
    ("spaghetti", "イタリア産 スパゲッティ 1.9mm", "Italian spaghetti 1.9 mm", "g", [500], 80, 4),
    ("penne", "イタリア産 ペンネ・リガーテ", "Italian penne rigate", "g", [500], 90, 2),
]:
    t(I, food, ja, en, unit, packs, price, "-", "-", w)

# --- Dried goods ----------------------------------------------------------------------------
K = "s-dried"
for food, ja, en, unit, packs, price, w in [
    ("kombu", "日高昆布", "Hidaka kombu", "g", [50, 100], 600, 6), ("kombu", "真昆布 だし用", "ma-kombu for dashi", "g", [50], 1200, 3),
    ("wakame", "乾燥わかめ", "dried wakame", "g", [30, 60], 1000, 7), ("wakame", "塩蔵わかめ", "salted wakame", "g", [100], 300, 3),
    ("nori", "焼きのり 全形10枚", "toasted nori, 10 sheets", "piece", [1], 450, 7), ("nori", "きざみのり", "shredded nori", "g", [10], 2500, 4),
    ("hijiki", "芽ひじき", "hijiki seaweed", "g", [30], 1200, 4), ("dried-shiitake", "干ししいたけ どんこ", "dried shiitake (donko)", "g", [50, 100], 1300, 5),
    ("katsuobushi", "かつお節 花かつお", "bonito flakes (hana-katsuo)", "g", [40, 80], 800, 6),
    ("niboshi", "煮干し", "dried sardines (niboshi)", "g", [100], 400, 3), ("kiriboshi-daikon", "切り干し大根", "dried daikon strips", "g", [50], 400, 4),
    ("dried-shrimp", "干しえび", "dried shrimp", "g", [30], 1500, 2), ("kikurage", "乾燥きくらげ", "dried wood ear", "g", [20], 1500, 3),
    ("adzuki-beans", "北海道産 小豆", "adzuki beans", "g", [300], 200, 2), ("soybeans", "乾燥大豆", "dried soybeans", "g", [300], 150, 2),
    ("black-beans", "黒豆", "black soybeans (kuromame)", "g", [200], 400, 2), ("kanpyo", "かんぴょう", "dried gourd strips (kanpyo)", "g", [30], 1500, 1),
    ("fu", "お麩 (車麩)", "wheat gluten (fu)", "g", [50], 500, 2), ("agar", "粉寒天", "agar powder", "g", [12], 3000, 2),
    ("sesame-seeds", "国産 いりごま", "Japanese toasted sesame", "g", [50], 900, 2), ("red-bean-paste", "つぶあん", "sweet red bean paste", "g", [300], 100, 2),
]:
    t(K, food, ja, en, unit, packs, price, "-", "-", w)

# Extra product lines (not in the templates above) whose names stress matching: same food, other form.
t("s-grocery", "canned-tuna", "ツナフレーク缶 大 140g", "tuna flakes, large can", "piece", [1], 298, "-", "-", 3)
t("s-grocery", "corned-beef", "コンビーフ缶", "canned corned beef", "piece", [1], 450, "-", "-", 2)


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
    return f"{amount}個" if amount > 1 else ""


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
                    on_sale = rng.random() > 0.01
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
