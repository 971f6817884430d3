#!/usr/bin/env python3
"""Build data/lexicon/foods.tsv from the hand-curated core table and the public sources.

usage: scripts/build-lexicon.py [--sources DIR] [--out FILE] [--report]

1. data/lexicon/core.tsv: the foods we curate by hand (ids, parents, categories, pantry flags,
   piece weights, densities, names).
2. SudachiDict synonyms (Apache-2.0): spelling variants and English equivalents are added to the
   core food they name; bilingual groups that MEXT lists as a food become foods of their own.
3. MEXT 日本食品標準成分表2020年版(八訂) (CC BY 4.0): which words are foods, and their category.

Python 3 standard library only. See data/lexicon/README.md for the sources and their licenses.
"""
import argparse, collections, csv, os, re, sys, unicodedata

COLUMNS = ["id", "category", "parent", "pantry", "piece_g", "density", "en", "ja", "source"]
CATEGORIES = {"meat", "poultry", "seafood", "vegetable", "mushroom", "fruit", "herb", "spice", "seasoning",
              "oil", "dairy", "egg", "soy", "grain", "noodle", "bread", "baking", "nut", "beverage", "alcohol",
              "sweetener", "canned", "prepared", "other"}
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# MEXT food groups → our categories.
MEXT_GROUP_CATEGORY = {"01": "grain", "02": "vegetable", "03": "sweetener", "04": "soy", "05": "nut",
                       "06": "vegetable", "07": "fruit", "08": "mushroom", "09": "seafood", "10": "seafood",
                       "11": "meat", "12": "egg", "13": "dairy", "14": "oil", "15": "prepared",
                       "16": "beverage", "17": "seasoning", "18": "prepared"}

# Sudachi groups that MEXT confirms as food words but that name no ingredient (breeds, generic words).
SUDACHI_SKIP = {"broiler", "landrace", "navel", "ice", "pine", "mince", "rib", "pear", "fly", "liver"}


# Sudachi synonyms that are other things too (a pinch, a cut style, a flower, a hose), or that name a
# different food than the group's headword in a recipe.
SUDACHI_DROP_NAMES = {
    "vienna coffee", "ウィンナコーヒー", "ウインナコーヒー", "肴", "摘み", "つまみ", "抓み", "撮み", "薔薇", "ローズ",
    "ホース", "black bass", "ブラックバス", "楓", "かえで", "papaw", "ポーポー", "ポポー", "アケビガキ", "pine",
    "松の木", "公孫樹", "いちょう", "作り", "つくり", "造り", "握り", "にぎり", "巻き物", "巻物", "sweet", "スイート",
    "スウィート", "sour", "ソフト", "fry", "菌", "pao", "芥子", "罌粟", "smack", "ice", "mince", "メンチ", "lucerne", "ルーサン",
    # `たけ` (茸) is bamboo too and the end of many a mushroom's name (ちたけ, しいたけ); its romaji `take` is an English word
    # (`give or take`).
    "たけ", "タケ",
}


def norm(s):
    """The lookup key, as TextNormalizer computes it (NFKC, kana folding, case, accents, separators)."""
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"(?<=[A-Za-z0-9À-ɏ])['’][sS](?![A-Za-z0-9À-ɏ])", "", s)
    out = []
    pending = False

    def latin(c):
        return c.isascii() and c.isalnum() or ("\u00c0" <= c <= "\u024f" and c.isalpha())

    def emit(c):
        nonlocal pending
        if pending and out and latin(out[-1]) and latin(c):
            out.append(" ")
        pending = False
        out.append(c)

    for c in s:
        if "\u00c0" <= c <= "\u024f":
            c = "".join(x for x in unicodedata.normalize("NFD", c) if not unicodedata.combining(x)) or c
            c = {"ß": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o"}.get(c, c)
        for ch in c:
            if "\u30a1" <= ch <= "\u30f6" or ch in "\u30fd\u30fe":
                ch = chr(ord(ch) - 0x60)
            if ch in "'\u2018\u2019":
                continue
            if ch in "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2500\u2501" and out and "\u3041" <= out[-1] <= "\u30ff":
                emit("\u30fc")
                continue
            if ch.isalnum() or ch in "\u30fc\u3005\u3006":
                emit(ch.lower())
            else:
                pending = True
    return "".join(out)


def is_latin_name(s):
    return re.fullmatch(r"[A-Za-z0-9À-ɏ][A-Za-z0-9À-ɏ '&.\-]*", s) is not None


def read_core(path):
    rows = []
    errors = []
    with open(path, encoding="utf-8") as f:
        header = None
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if header is None:
                if fields != COLUMNS:
                    sys.exit(f"{path}:{n}: header must be {COLUMNS}")
                header = fields
                continue
            if len(fields) != len(COLUMNS):
                errors.append(f"{path}:{n}: expected {len(COLUMNS)} columns, found {len(fields)}")
                continue
            row = dict(zip(COLUMNS, fields))
            row["en"] = [x.strip() for x in row["en"].split("|") if x.strip()]
            row["ja"] = [x.strip() for x in row["ja"].split("|") if x.strip()]
            row["line"] = n
            row["sources"] = [row["source"] or "core"]
            if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", row["id"]):
                errors.append(f"{path}:{n}: bad id {row['id']!r}")
            if row["category"] not in CATEGORIES:
                errors.append(f"{path}:{n}: unknown category {row['category']!r}")
            if row["pantry"] not in ("0", "1"):
                errors.append(f"{path}:{n}: pantry must be 0 or 1")
            for name in row["en"] + row["ja"]:
                if re.search(r"[()（）\[\]]", name):
                    errors.append(f"{path}:{n}: name {name!r} has brackets; write the plain name")
            for name in row["en"]:
                if not is_latin_name(name):
                    errors.append(f"{path}:{n}: English name {name!r} is not Latin script")
            for name in row["ja"]:
                if is_latin_name(name):
                    errors.append(f"{path}:{n}: Japanese name {name!r} is Latin script")
            if not row["en"] or not row["ja"]:
                errors.append(f"{path}:{n}: {row['id']} needs English and Japanese names")
            rows.append(row)
    ids = collections.Counter(r["id"] for r in rows)
    for r in rows:
        if ids[r["id"]] > 1:
            errors.append(f"{path}:{r['line']}: duplicate id {r['id']}")
    known = set(ids)
    for r in rows:
        if r["parent"] and r["parent"] not in known:
            errors.append(f"{path}:{r['line']}: unknown parent {r['parent']}")
    if errors:
        sys.exit("\n".join(errors))
    return rows


def dedupe_names(rows, report):
    """Each normalized name belongs to one food: a food's own child takes it over (the more specific
    food, `銀鮭` → coho salmon rather than salmon); otherwise the first food that lists it keeps it."""
    parent = {r["id"]: r["parent"] for r in rows}
    by_id = {r["id"]: r for r in rows}

    def is_ancestor(a, b):
        seen = set()
        while b and b not in seen:
            seen.add(b)
            b = parent.get(b)
            if b == a:
                return True
        return False

    owner = {}
    for r in rows:
        for lang in ("en", "ja"):
            kept = []
            for name in r[lang]:
                key = norm(name)
                if not key or (key in owner and owner[key][0] == r["id"]):
                    continue
                if key in owner:
                    other, other_lang = owner[key]
                    if not is_ancestor(other, r["id"]):
                        report.append(f"name {name!r} of {r['id']} already names {other}; dropped")
                        continue
                    by_id[other][other_lang] = [n for n in by_id[other][other_lang] if norm(n) != key]
                    report.append(f"name {name!r} moved from {other} to its descendant {r['id']}")
                owner[key] = (r["id"], lang)
                kept.append(name)
            r[lang] = kept
    return {key: value[0] for key, value in owner.items()}


def mext_foods(src):
    """Normalized MEXT food words (name parts and aliases) → MEXT food group."""
    words = {}
    body = os.path.join(src, "mext-food-composition-2020", "body.csv")
    with open(body, encoding="utf-8") as f:
        for r in csv.reader(f):
            if len(r) < 4 or not re.fullmatch(r"\d\d", r[0]):
                continue
            name = re.sub(r"[＜＞［］（）()<>\[\]]", " ", r[3])
            for token in re.split(r"[\s　]+", name):
                if token:
                    words.setdefault(norm(token), r[0])
    remarks = os.path.join(src, "mext-food-composition-2020", "food_remarks_2020.csv")
    with open(remarks, encoding="utf-8") as f:
        for r in csv.reader(f):
            if len(r) < 5:
                continue
            m = re.search(r"別名[：:]\s*([^/]+)", r[4])
            if m:
                for token in re.split(r"[、,]", m.group(1)):
                    token = token.strip()
                    if token:
                        words.setdefault(norm(token), r[0])
    return words


def sudachi_groups(src):
    path = os.path.join(src, "sudachidict-synonyms", "synonyms_food_subset.csv")
    groups = collections.OrderedDict()
    with open(path, encoding="utf-8") as f:
        for r in csv.DictReader(f):
            if r["expand_flag"] == "2" or r["form_type"] == "4" or r["variant"] == "3":
                continue
            word = r["headword"].strip()
            if not word or word in SUDACHI_DROP_NAMES or word.lower() in SUDACHI_DROP_NAMES:
                continue
            latin = is_latin_name(word)
            if latin and r["abbrev"] != "0":
                continue
            groups.setdefault(r["group"], []).append({"word": word.lower() if latin else word, "latin": latin,
                                                      "lexeme": r["lexeme_no"], "domain": r["domain"]})
    return groups


def name_forms(entry):
    """The keys under which a Sudachi entry may already be known: itself, and English plural/singular."""
    key = norm(entry["word"])
    if not entry["latin"] or not key:
        return [key]
    forms = [key, key + "s", key + "es"]
    if key.endswith("ies"):
        forms.append(key[:-3] + "y")
    if key.endswith("s") and not key.endswith("ss"):
        forms.append(key[:-1])
    if key.endswith("y"):
        forms.append(key[:-1] + "ies")
    return forms


def kana_only(s):
    return all("\u3041" <= c <= "\u30ff" for c in s)


def usable_ja(word):
    key = norm(word)
    return len(key) >= 3 or not kana_only(key)


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", norm(text)).strip("-")


def enrich_with_sudachi(rows, owner, groups, mext, report, usda=None):
    by_id = {r["id"]: r for r in rows}
    added_names = 0
    new_rows = []
    for gid, entries in groups.items():
        matched = {owner[k] for e in entries for k in name_forms(e) if k in owner}
        if len(matched) == 1:
            food = by_id[matched.pop()]
            changed = False
            for e in entries:
                key = norm(e["word"])
                if not key or key in owner:
                    continue
                if not e["latin"] and not usable_ja(e["word"]):
                    continue
                food["en" if e["latin"] else "ja"].append(e["word"])
                owner[key] = food["id"]
                added_names += 1
                changed = True
            if changed and "sudachi" not in food["sources"]:
                food["sources"].append("sudachi")
            continue
        if matched:
            continue
        en = [e["word"] for e in entries if e["latin"]]
        ja = [e["word"] for e in entries if not e["latin"] and usable_ja(e["word"])]
        if not en or not ja or en[0] in SUDACHI_SKIP:
            continue
        groups_hit = [mext[norm(j)] for j in ja if norm(j) in mext]
        usda_hit = [] if groups_hit or usda is None else usda_category(en, usda)
        if not groups_hit and not usda_hit:
            continue
        food_id = slug(en[0])
        if not food_id or food_id in by_id:
            continue
        category = MEXT_GROUP_CATEGORY[groups_hit[0]] if groups_hit else usda_hit[0]
        row = {"id": food_id, "category": category, "parent": "", "pantry": "0",
               "piece_g": "", "density": "", "en": [], "ja": [], "sources": ["sudachi", "mext" if groups_hit else "usda"]}
        for lang, names in (("en", en), ("ja", ja)):
            for name in names:
                key = norm(name)
                if key and key not in owner:
                    row[lang].append(name)
                    owner[key] = food_id
        if row["en"] and row["ja"]:
            new_rows.append(row)
            by_id[food_id] = row
        else:
            for name in row["en"] + row["ja"]:
                owner.pop(norm(name), None)
    report.append(f"sudachi: {added_names} names added to core foods, {len(new_rows)} new foods")
    return new_rows


# USDA FoodData Central categories → ours.
USDA_CATEGORY = [("Spices and Herbs", "spice"), ("Finfish and Shellfish", "seafood"), ("Fish", "seafood"),
                 ("Shellfish", "seafood"), ("Seafood", "seafood"), ("Cheese", "dairy"), ("Dairy", "dairy"),
                 ("Milk", "dairy"), ("Yogurt", "dairy"), ("Eggs", "egg"), ("Fruits", "fruit"), ("fruit", "fruit"),
                 ("Vegetables", "vegetable"), ("vegetables", "vegetable"), ("Legumes", "vegetable"),
                 ("Beans, peas", "vegetable"), ("Nut and Seed", "nut"), ("Nuts and seeds", "nut"),
                 ("Cereal Grains and Pasta", "grain"), ("Pasta", "noodle"), ("Fats and Oils", "oil"),
                 ("Beef", "meat"), ("Pork", "meat"), ("Lamb, Veal, and Game", "meat"), ("Sausages", "meat"),
                 ("Poultry", "poultry"), ("Chicken", "poultry"), ("Turkey", "poultry"), ("Beverages", "beverage"),
                 ("Coffee", "beverage"), ("Tea", "beverage"), ("Liquor", "alcohol"), ("Wine", "alcohol"),
                 ("Beer", "alcohol"), ("Sweets", "sweetener"), ("Jams, syrups", "sweetener"),
                 ("Baked Products", "bread"), ("breads", "bread"), ("Soups, Sauces", "prepared"),
                 ("sauces", "prepared"), ("Candy", "sweetener")]

# English words USDA uses that name a cuisine, a meal, a cut or a quality rather than a food of its own.
USDA_GENERIC = {"italian", "french", "chinese", "mexican", "indian", "japanese", "korean", "thai", "american",
                "greek", "spanish", "german", "vietnamese", "dinner", "lunch", "breakfast", "supper", "kitchen",
                "mug", "fork", "chop", "rib", "wing", "liquid", "powder", "sweet", "sour", "hot", "cold", "ice",
                "takeout", "cottage", "wild", "pink", "post", "glass", "cup", "bowl", "plate", "spoon", "knife",
                "stick", "roll", "bar", "chips", "crisp", "sandwich", "salad", "soup", "pie", "cake", "loaf",
                "pudding", "dessert", "snack", "meal", "dish", "sauce", "gravy", "dip", "spread", "filling",
                "topping", "crust", "shell", "seed", "seeds", "root", "leaf", "leaves", "stem", "flower", "bud",
                "fruit", "nut", "bean", "meat", "fish", "fowl", "game", "bird", "animal", "plant", "tree", "grass",
                "herb", "berry", "mix", "blend", "extract", "baby", "junior", "toddler", "infant", "formula",
                "diet", "light", "lite", "regular", "original", "classic", "natural", "organic", "fresh", "dried",
                "fried", "straw", "campbell", "shake", "bear", "beluga", "deer", "beaver", "opossum", "antelope",
                "caribou", "greyhound", "screwdriver", "fast food", "soft drink", "barbecue", "cooking", "dice",
                "roast", "goldfish", "sheep", "buffalo"}


# USDA descriptions name a kind of food first (`Cheese, gruyere`, `Spices, cardamom`): after these heads the
# second segment is the food itself; after any other head it is a qualifier (`Beef, roast`, `Potatoes, fried`).
USDA_HEADS = {"cheese", "spices", "fish", "nuts", "seeds", "beverages", "candies", "alcoholic beverage",
              "alcoholic beverages", "crustaceans", "mollusks", "game meat", "vegetables", "fruit", "beans", "peas",
              "squash", "lettuce", "peppers", "mushrooms", "oil", "sauce", "soup", "cookies", "crackers", "bread",
              "rolls", "pasta", "noodles", "rice", "tea", "coffee", "syrups", "sugars", "sausage", "seaweed",
              "cereals", "cabbage", "melons", "grapes", "apples", "pears", "plums", "oranges", "herbs", "chilli",
              "flour", "wine", "liqueur", "salad dressing", "dessert", "cake", "pie", "pastry", "pudding", "frozen novelties"}


def usda_vocabulary(src):
    """Normalized food words of USDA FoodData Central descriptions → their USDA category: the head of each
    description when it is a food name (`Broccoli, raw`), the food after a kind (`gruyere` in `Cheese,
    gruyere`) and both together (`gruyere cheese`)."""
    import gzip
    seen = collections.defaultdict(collections.Counter)
    path = os.path.join(src, "usda-fdc", "fdc_ingredients.csv.gz")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            parts = [x.strip().lower() for x in r["description"].split(",") if x.strip()]
            if not parts:
                continue
            names = [parts[0]] if len(parts[0].split()) <= 3 else []
            if len(parts) >= 2 and parts[0] in USDA_HEADS and len(parts[1].split()) <= 3:
                names += [parts[1], parts[1] + " " + parts[0]]
            for name in names:
                if re.fullmatch(r"[a-z][a-z '\-]*", name):
                    seen[norm(name)][r["category"]] += 1
    return {name: counts.most_common(1)[0][0] for name, counts in seen.items()}


def usda_category(english, usda):
    """Our categories for the English names USDA knows as food words (none for generic words)."""
    hits = []
    for name in english:
        if name.lower() in USDA_GENERIC or len(norm(name)) < 4:
            continue
        for key in name_forms({"word": name.lower(), "latin": True}):
            if key in usda:
                hits.append(next((ours for theirs, ours in USDA_CATEGORY if theirs in usda[key]), "other"))
                break
    return hits


# Hepburn romanization of kana, for the English name of Japanese foods that have no other
# (`なめこ` → nameko, `こんぶ` → kombu).
KANA = {"あ": "a", "い": "i", "う": "u", "え": "e", "お": "o", "か": "ka", "き": "ki", "く": "ku", "け": "ke", "こ": "ko",
        "さ": "sa", "し": "shi", "す": "su", "せ": "se", "そ": "so", "た": "ta", "ち": "chi", "つ": "tsu", "て": "te", "と": "to",
        "な": "na", "に": "ni", "ぬ": "nu", "ね": "ne", "の": "no", "は": "ha", "ひ": "hi", "ふ": "fu", "へ": "he", "ほ": "ho",
        "ま": "ma", "み": "mi", "む": "mu", "め": "me", "も": "mo", "や": "ya", "ゆ": "yu", "よ": "yo", "ら": "ra", "り": "ri",
        "る": "ru", "れ": "re", "ろ": "ro", "わ": "wa", "ゐ": "i", "ゑ": "e", "を": "o", "ん": "n", "が": "ga", "ぎ": "gi",
        "ぐ": "gu", "げ": "ge", "ご": "go", "ざ": "za", "じ": "ji", "ず": "zu", "ぜ": "ze", "ぞ": "zo", "だ": "da", "ぢ": "ji",
        "づ": "zu", "で": "de", "ど": "do", "ば": "ba", "び": "bi", "ぶ": "bu", "べ": "be", "ぼ": "bo", "ぱ": "pa", "ぴ": "pi",
        "ぷ": "pu", "ぺ": "pe", "ぽ": "po", "ゔ": "vu", "ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o"}
SMALL_Y = {"ゃ": "a", "ゅ": "u", "ょ": "o"}


def romaji(name):
    """Hepburn romaji of a kana name (katakana read as hiragana), long vowels written once; None when the
    name holds anything but kana."""
    text = "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in unicodedata.normalize("NFKC", name))
    out = ""
    i = 0
    while i < len(text):
        c = text[i]
        nxt = text[i + 1] if i + 1 < len(text) else ""
        if c == "っ":
            follow = romaji(nxt) if nxt else None
            if follow:
                out += "t" if follow.startswith("ch") else follow[0]
            i += 1
            continue
        if c == "ー":
            i += 1
            continue
        if c not in KANA:
            return None
        syllable = KANA[c]
        if nxt in SMALL_Y and syllable.endswith("i"):
            base = syllable[:-1]
            syllable = (base if base in ("sh", "ch", "j") else base + "y") + SMALL_Y[nxt]
            i += 1
        if syllable == "n" and i + 1 < len(text) and KANA.get(text[i + 1], "x")[0] in "bmp":
            syllable = "m"
        out += syllable
        i += 1
    return out


def romaji_spellings(name):
    """The romaji of a kana name as written out (`しろうり` → shirouri), then with long vowels written once
    as English writes Japanese food words (`とうふ` → tofu), when that differs."""
    word = romaji(name)
    if not word:
        return []
    short = re.sub(r"ou|oo", "o", re.sub(r"uu", "u", word))
    return [word] + ([short] if short != word else [])


def kana_only_name(name):
    return all("\u3041" <= c <= "\u30ff" for c in unicodedata.normalize("NFKC", name))


def english_words(src):
    """Every word of the USDA descriptions: romaji that spells one of them (`shake` for しゃけ) is not added."""
    import gzip
    words = set()
    with gzip.open(os.path.join(src, "usda-fdc", "fdc_ingredients.csv.gz"), "rt", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            words.update(re.findall(r"[a-z]+", r["description"].lower()))
    return words


def add_romaji_names(rows, owner, avoid=frozenset()):
    """Adds the romaji of each food's hiragana names as an English name where it is still free and spells
    no English word: Japanese foods are sold under those words abroad (nameko, mizuna, shiso)."""
    added = 0
    for r in rows:
        for name in list(r["ja"]):
            text = unicodedata.normalize("NFKC", name)
            if not all("\u3041" <= c <= "\u309f" or c == "ー" for c in text):
                continue
            for word in romaji_spellings(text):
                key = norm(word)
                if len(word) < 4 or key in owner or word in avoid:
                    continue
                owner[key] = r["id"]
                r["en"].append(word)
                added += 1
                if "romaji" not in r["sources"]:
                    r["sources"].append("romaji")
    return added


def mext_head_names(src):
    """The food name that heads each MEXT entry (`まいわし` in `(いわし類) まいわし 生`) → its MEXT group."""
    names = collections.OrderedDict()
    with open(os.path.join(src, "mext-food-composition-2020", "body.csv"), encoding="utf-8") as f:
        for r in csv.reader(f):
            if len(r) < 4 or not re.fullmatch(r"\d\d", r[0]):
                continue
            for token in re.split(r"[\s　]+", r[3].strip()):
                if token and not re.match(r"[<＜(（［\[]", token):
                    names.setdefault(token, r[0])
                    break
    return names


def resolves(name, owner_keys):
    """Whether a name is a lexicon name or holds one (the parser finds foods inside names)."""
    key = norm(name)
    if key in owner_keys:
        return True
    return any(key[i:j] in owner_keys for i in range(len(key)) for j in range(i + 2, len(key) + 1))


def add_mext_foods(rows, owner, src, groups, report, avoid=frozenset()):
    """MEXT food names the lexicon does not resolve become foods of their own: the MEXT name, the other
    Japanese spellings and English names of the SudachiDict group holding it, and its romaji when no English
    name is known. Kana names shorter than three characters are left out (they hide inside other words)."""
    by_id = {r["id"]: r for r in rows}
    group_of = {}
    for gid, entries in groups.items():
        for e in entries:
            if not e["latin"]:
                group_of.setdefault(norm(e["word"]), gid)
    keys = set(owner)
    new_rows = []
    for name, group in mext_head_names(src).items():
        if not kana_only_name(name) and not re.search(r"[\u3041-\u30ff]", name):
            continue  # kanji-only heads are processed forms (加工品, 液糖), not foods
        if not usable_ja(name) or resolves(name, keys):
            continue
        entries = groups.get(group_of.get(norm(name)), [])
        english = [e["word"] for e in entries if e["latin"] and norm(e["word"]) not in owner]
        word = (romaji_spellings(name) or [None])[0]
        if not english and word and len(word) >= 4 and norm(word) not in owner and word not in avoid \
                and not re.search(r"[\u30a1-\u30ff]", name):
            # Only a hiragana name is a Japanese word; the romaji of a katakana loanword names nothing.
            english = [word]
        if not english:
            continue
        food_id = slug(english[0])
        if not food_id or food_id in by_id:
            continue
        japanese = [name] + [e["word"] for e in entries
                             if not e["latin"] and usable_ja(e["word"]) and norm(e["word"]) != norm(name)]
        row = {"id": food_id, "category": MEXT_GROUP_CATEGORY[group], "parent": "", "pantry": "0", "piece_g": "",
               "density": "", "en": [], "ja": [], "sources": ["mext"] + (["sudachi"] if entries else [])}
        for lang, names in (("en", english), ("ja", japanese)):
            for n in names:
                key = norm(n)
                if key and key not in owner:
                    row[lang].append(n)
                    owner[key] = food_id
                    keys.add(key)
        if row["en"] and row["ja"]:
            new_rows.append(row)
            by_id[food_id] = row
    report.append(f"mext: {len(new_rows)} new foods from MEXT names the lexicon did not resolve")
    return new_rows


# Words in MEXT entries that name a part or a state of the food, not the food (`果実`, `葉`, `缶詰`).
MEXT_PART_WORDS = {"果実", "果汁", "果肉", "葉", "茎", "根", "花", "種実", "全卵", "卵黄", "卵白", "缶詰", "ゼリー",
                   "ジャム", "ジュース", "シロップ", "乾燥", "冷凍", "油漬", "水煮", "生", "ゆで", "乾", "焼き"}


def add_mext_aliases(rows, owner, src, report):
    """MEXT's aliases (別名) of an entry become Japanese names of the food its most specific name names,
    when that name is a lexicon name (`こめ ［もち米製品］ 赤飯` 別名 `おこわ` → sekihan) and the alias is free."""
    by_id = {r["id"]: r for r in rows}
    added = 0
    path = os.path.join(src, "mext-food-composition-2020", "food_remarks_2020.csv")
    picks = []  # (food, aliases) per entry
    with open(path, encoding="utf-8") as f:
        for r in csv.reader(f):
            if len(r) < 5:
                continue
            m = re.search(r"別名[：:]\s*([^/]+)", r[4])
            if not m:
                continue
            tokens = [t for t in re.split(r"[\s　]+", re.sub(r"[（(][^)）]*[)）]", " ", r[3])) if t]
            tokens = [t for t in tokens if not re.match(r"[<＜［\[]", t)]
            # The alias names the entry's last name; what may follow it are short state words (生, ゆで, 乾).
            # An unknown word of four letters or more before that name is what the entry is (`カップめん 油揚げ`:
            # an instant noodle, named after its topping): its aliases name no lexicon food.
            last = None
            for index, token in enumerate(tokens):
                if token in MEXT_PART_WORDS:
                    continue
                if norm(token) in owner and all(len(t) <= 3 for t in tokens[index + 1:]):
                    if not any(len(t) >= 4 and norm(t) not in owner and t not in MEXT_PART_WORDS for t in tokens[1:index]):
                        last = token
                    break
            if last is None:
                continue
            picks.append((by_id[owner[norm(last)]], m.group(1)))
    # An alias MEXT gives to entries of two unrelated foods names neither for sure (なんばん: soft rice in one
    # region, chili peppers in another); one given to a food and its kinds stays with the first.
    def root(food_id):
        seen = set()
        while by_id[food_id].get("parent") in by_id and food_id not in seen:
            seen.add(food_id)
            food_id = by_id[food_id]["parent"]
        return food_id
    def each_alias(aliases):
        return (re.sub(r"[（(。※].*", "", alias).strip() for alias in re.split(r"[、,]", aliases))
    foods_of = collections.defaultdict(set)
    for food, aliases in picks:
        for alias in each_alias(aliases):
            foods_of[norm(alias)].add(root(food["id"]))
    for food, aliases in picks:
        for alias in each_alias(aliases):
            if re.search(r"等|又は|場合|及び|など", alias):
                continue
            key = norm(alias)
            if not alias or key in owner or not usable_ja(alias) or is_latin_name(alias) or len(foods_of[key]) > 1:
                continue
            owner[key] = food["id"]
            food["ja"].append(alias)
            added += 1
            if "mext" not in food["sources"]:
                food["sources"].append("mext")
    report.append(f"mext aliases: {added} Japanese names added")
    return added


# Spellings that vary within a language: each pair is tried both ways on every name.
JA_SPELLINGS = [("芋", "いも"), ("葱", "ねぎ"), ("胡麻", "ごま"), ("玉子", "卵"), ("醤油", "しょうゆ"), ("海老", "えび"),
                ("胡椒", "こしょう"), ("生姜", "しょうが"), ("人参", "にんじん"), ("蓮根", "れんこん"), ("牛蒡", "ごぼう"),
                ("味噌", "みそ"), ("揚げ", "あげ"), ("挽き肉", "ひき肉"), ("挽肉", "ひき肉"), ("椎茸", "しいたけ"),
                ("茸", "たけ"), ("三つ葉", "みつば"), ("三つ葉", "みつ葉"), ("大蒜", "にんにく"), ("唐辛子", "とうがらし"),
                ("豆腐", "とうふ"), ("蒟蒻", "こんにゃく"), ("辛子", "からし"), ("切り身", "切身"), ("漬け", "漬"),
                ("焼き", "焼"), ("干し", "干"), ("玉ねぎ", "玉葱"), ("ゴマ", "ごま"), ("醤", "醬"),
                ("淡口", "薄口"), ("濃口", "濃い口"), ("鶏", "鳥"), ("鶏", "とり")]
EN_SPELLINGS = [("chilies", "chillies"), ("chilies", "chiles"), ("chiles", "chillies"), ("chili", "chilli"), ("chili", "chile"),
                ("chile", "chilli"), ("chilis", "chillis"),
                ("yogurt", "yoghurt"), ("flavor", "flavour"), ("color", "colour"), ("doughnut", "donut"),
                ("bok choy", "bok choi"), ("breadcrumbs", "bread crumbs"), ("pita", "pitta"), ("crab meat", "crabmeat"), ("whole wheat", "wholewheat")]


def add_spelling_variants(rows, owner):
    """Adds the other spelling of each name (`里芋` → `里いも`, `chili flakes` → `chilli flakes`) where free."""
    added = 0
    for r in rows:
        for lang, pairs in (("ja", JA_SPELLINGS), ("en", EN_SPELLINGS)):
            for name in list(r[lang]):
                for a, b in pairs:
                    for x, y in ((a, b), (b, a)):
                        # `焼` → `焼き` only where the name does not already write `焼き` (no `焼きき`).
                        if y.startswith(x) and y in name:
                            continue
                        # (The spellings of chili are whole words: `chile` is no part of `chiles`, `chilli` none of
                        # `chillies`. Others may begin a longer word: `flavor` in `flavoring`.)
                        whole = re.compile(r"\b" + re.escape(x) + r"\b") if x.startswith("chil") else None
                        if (whole.search(name) if whole else x in name):
                            variant = whole.sub(y, name) if whole else name.replace(x, y)
                            key = norm(variant)
                            # (Not a bare word of the dropped list: 茸 alone is no `たけ`.)
                            if key and key not in owner and variant not in SUDACHI_DROP_NAMES:
                                owner[key] = r["id"]
                                r[lang].append(variant)
                                added += 1
    return added


# Kana a verb stem may write after its kanji in a food name (`焼き豚`, `干し椎茸`, `切り身`); which kanji takes
# which is learned from the lexicon's own names.
OKURIGANA = set("きけげしりみめえちじびせれ")


def is_kanji(c):
    return "\u4e00" <= c <= "\u9fff" or c == "々"


def learn_okurigana(rows):
    """Kanji → the kana it writes before another kanji or at the end of a name, when the lexicon's names
    show it at least twice and in 85% of the names that write the kanji so (`焼` → き, `切` → り; not `付`, seen with き and け alike)."""
    seen = collections.defaultdict(collections.Counter)
    for r in rows:
        for name in set(r["ja"]):
            for i in range(1, len(name)):
                if is_kanji(name[i - 1]) and name[i] in OKURIGANA and (i + 1 == len(name) or is_kanji(name[i + 1])):
                    seen[name[i - 1]][name[i]] += 1
    table = {}
    for kanji, counts in seen.items():
        kana, n = counts.most_common(1)[0]
        if n >= 2 and n >= 0.85 * sum(counts.values()):
            table[kanji] = kana
    return table


def okurigana_variants(name, table):
    """The name with the learned okurigana between two kanji left out (`干し椎茸` → `干椎茸`) and put in
    (`焼豚` → `焼き豚`), each place alone and all at once."""
    drop = [i for i in range(1, len(name) - 1)
            if is_kanji(name[i - 1]) and is_kanji(name[i + 1]) and table.get(name[i - 1]) == name[i]]
    put = [i for i in range(len(name) - 1) if name[i] in table and is_kanji(name[i + 1])]
    out = []
    for places in [[i] for i in drop] + ([drop] if len(drop) > 1 else []):
        out.append("".join(c for i, c in enumerate(name) if i not in places))
    for places in [[i] for i in put] + ([put] if len(put) > 1 else []):
        out.append("".join(c + (table[c] if i in places else "") for i, c in enumerate(name)))
    return out


# Loanword spellings katakana writes two ways: ヴ as the バ row (only that way: a バ may be an English b), and
# ウィ, ウェ, ウォ with a small or a full vowel. (A small ッ and a final ー vary too, but loanword keys ignore
# both, and dropping them makes names nobody writes: トマトケチャプ, カリフラワ.)
KATAKANA_SPELLINGS = [("ヴァ", "バ"), ("ヴィ", "ビ"), ("ヴェ", "ベ"), ("ヴォ", "ボ"), ("ヴュ", "ビュ"), ("ヴ", "ブ")]
KATAKANA_BOTH_WAYS = [("ウィ", "ウイ"), ("ウェ", "ウエ"), ("ウォ", "ウオ")]


def kana_variants(name):
    """Other ways to write a katakana loanword: ヴ as the バ row, ウィ-type sounds with a full vowel or a small one.
    (A native word's long vowel written `ー`, `あんこう` → `アンコー`, was tried and left out: the name then
    matched inside loanwords, `イタリアンコーヒー` read as monkfish.)"""
    text = unicodedata.normalize("NFKC", name)
    out = []
    if len(text) >= 3 and all("\u30a1" <= c <= "\u30fc" or c == "・" for c in text):
        plain = text
        for a, b in KATAKANA_SPELLINGS:
            plain = plain.replace(a, b)
        if plain != text:
            out.append(plain)
        for a, b in KATAKANA_BOTH_WAYS:
            for x, y in ((a, b), (b, a)):
                if x in text:
                    out.append(text.replace(x, y))
    return out


def meat_variants(name, animal):
    """`肉` written after the name of an animal (`animal`: a meat of no other meat that some name already writes
    with `肉`: `家鴨` → `家鴨肉`; not `ハム` → `ハム肉`). (Leaving a final `肉` out is done by the lexicon at run
    time, for every Japanese name.)"""
    return [name + "肉"] if animal and not name.endswith("肉") else []


def add_written_variants(rows, owner, report):
    """Adds the regular variants of how Japanese names are written, where still free: okurigana (learned from
    the lexicon), loanword spellings, `肉` after a meat (see the functions above). These overlap the hand pairs of
    `JA_SPELLINGS` (`焼き`/`焼`, `干し`/`干`), which come first and stay: they apply anywhere in a name."""
    table = learn_okurigana(rows)
    by_id = {r["id"]: r for r in rows}

    def animal(r):
        parent = by_id.get(r["parent"])
        return (parent is None or parent["category"] not in ("meat", "poultry")) and any(n.endswith("肉") for n in r["ja"])
    counts = collections.Counter()
    for r in rows:
        for name in list(r["ja"]):
            meat = meat_variants(name, animal(r)) if r["category"] in ("meat", "poultry") else []
            for kind, variants in (("okurigana", okurigana_variants(name, table)), ("kana", kana_variants(name)),
                                   ("meat", meat)):
                for variant in variants:
                    key = norm(variant)
                    if key and key not in owner and usable_ja(variant):
                        owner[key] = r["id"]
                        r["ja"].append(variant)
                        counts[kind] += 1
    report.append(f"written variants: {counts['okurigana']} okurigana, {counts['kana']} kana and {counts['meat']} "
                  f"meat spellings added "
                  f"(okurigana learned for {''.join(sorted(table))})")
    return sum(counts.values())


def check_english_with_usda(rows, src, report):
    """Lists foods none of whose English names occurs in a USDA FoodData Central description, so odd
    English names can be reviewed by hand (USDA names are generic American grocery terms)."""
    import gzip
    path = os.path.join(src, "usda-fdc", "fdc_ingredients.csv.gz")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        text = " | ".join(norm(r["description"]) for r in csv.DictReader(f))
    missing = [r["id"] for r in rows if not any(norm(n) and norm(n) in text for n in r["en"])]
    report.append(f"usda check: {len(rows) - len(missing)} foods have an English name found in USDA descriptions; "
                  f"not found: {' '.join(missing)}")


def write_tsv(rows, path):
    with open(path, "w", encoding="utf-8") as f:
        f.write("\t".join(COLUMNS) + "\n")
        for r in rows:
            f.write("\t".join([r["id"], r["category"], r["parent"], r["pantry"], r["piece_g"], r["density"],
                               "|".join(r["en"]), "|".join(r["ja"]), "+".join(r["sources"])]) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sources", default="/work/shared/sources")
    ap.add_argument("--out", default=os.path.join(ROOT, "data/lexicon/foods.tsv"))
    ap.add_argument("--report", action="store_true", help="print every dropped or added name")
    ap.add_argument("--check-usda", action="store_true", help="list foods whose English names USDA never uses")
    a = ap.parse_args()
    report = []
    rows = read_core(os.path.join(ROOT, "data/lexicon/core.tsv"))
    owner = dedupe_names(rows, report)
    mext = mext_foods(a.sources)
    groups = sudachi_groups(a.sources)
    new_rows = enrich_with_sudachi(rows, owner, groups, mext, report, usda_vocabulary(a.sources))
    rows = rows + new_rows
    avoid = english_words(a.sources)
    mext_rows = add_mext_foods(rows, owner, a.sources, groups, report, avoid)
    rows = rows + mext_rows
    new_rows += mext_rows
    add_mext_aliases(rows, owner, a.sources, report)
    report.append(f"spelling variants: {add_spelling_variants(rows, owner)} names added")
    report.append(f"romaji: {add_romaji_names(rows, owner, avoid)} English names added")
    add_written_variants(rows, owner, report)
    lost = [r["id"] for r in rows if not r["en"] or not r["ja"]]
    if lost:
        sys.exit("foods whose names of one language all belong to earlier foods: " + ", ".join(lost))
    write_tsv(rows, a.out)
    if a.check_usda:
        check_english_with_usda(rows, a.sources, report)
    if a.report or a.check_usda:
        print("\n".join(report), file=sys.stderr)
    en = sum(len(r["en"]) for r in rows)
    ja = sum(len(r["ja"]) for r in rows)
    print(f"{len(rows)} foods ({len(rows) - len(new_rows)} core), {en} English and {ja} Japanese names -> {a.out}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
