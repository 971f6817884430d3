#!/usr/bin/env python3
"""How much of the public food vocabularies the lexicon resolves, through `kaimono parse-line`.

usage: scripts/lexicon-coverage.py [--kaimono PATH] [--sources DIR] [--misses N] [--half A|B]

Four vocabularies, none of them evaluation data:
- MEXT: the food names that head the entries of 日本食品標準成分表2020年版(八訂) (`まいわし`, `ひよこまめ`).
- USDA: food words of FoodData Central descriptions: the item segment of `Category, item, …` (`gruyere` in
  `Cheese, gruyere`) and single-segment names; qualifiers (raw, cooked, …) are skipped.
- Sudachi: the food groups of SudachiDict's synonyms with a Japanese and an English name; a group counts
  when both one Japanese and one English spelling resolve, and to the same food.
- Sudachi spellings (a proxy for pairs of Japanese spellings of one food): each other Japanese spelling of a
  SudachiDict food group paired with the group's first one; a pair counts when both resolve, and to the same food
  (`sudachi-spellings-known`: only the pairs whose first spelling resolves).
A name resolves when the parser finds a food in it. Every item falls in half A or B by a hash of its text (a
name; a Sudachi group's number, so a group's pairs and its bilingual test fall in the same half): tune on A
only and report B, which nobody looked at while tuning. Prints the share per vocabulary and half and, with
--misses, some items that do not resolve (of the half given by --half, default A). Python 3 standard library only.
"""
import argparse, collections, csv, gzip, hashlib, importlib.util, json, os, re, subprocess, sys

QUALIFIERS = {"raw", "cooked", "boiled", "drained", "frozen", "canned", "dried", "fresh", "dry", "prepared",
              "unprepared", "without salt", "with salt", "unenriched", "enriched", "regular", "all varieties",
              "mixed species", "imported", "commercial", "ns as to form", "from fresh", "from frozen", "whole",
              "plain", "other", "solids and liquids", "baked", "roasted", "fried", "braised", "steamed"}


def half(text):
    """A or B, by a hash of the text: stable across runs and machines."""
    return "AB"[hashlib.sha1(text.encode("utf-8")).digest()[0] & 1]


def mext_names(src):
    """The MEXT head names, read as build-lexicon.py reads them (one reader for both scripts)."""
    spec = importlib.util.spec_from_file_location(
        "build_lexicon", os.path.join(os.path.dirname(os.path.abspath(__file__)), "build-lexicon.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.mext_head_names(src)


def usda_names(src):
    counts = collections.Counter()
    with gzip.open(os.path.join(src, "usda-fdc", "fdc_ingredients.csv.gz"), "rt", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            parts = [p.strip().lower() for p in r["description"].split(",") if p.strip()]
            if not parts:
                continue
            item = parts[1] if len(parts) > 1 and parts[1] not in QUALIFIERS else parts[0]
            if len(item.split()) <= 3 and re.fullmatch(r"[a-z][a-z '\-]*", item) and item not in QUALIFIERS:
                counts[item] += 1
    # Names that recur are food words, not one product's wording.
    return [n for n, c in counts.items() if c >= 2]


def sudachi_groups(src):
    groups = collections.OrderedDict()
    with open(os.path.join(src, "sudachidict-synonyms", "synonyms_food_subset.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            if r["expand_flag"] == "2":
                continue
            word = r["headword"].strip()
            latin = re.fullmatch(r"[A-Za-z][A-Za-z '\-]*", word) is not None
            groups.setdefault(r["group"], {"id": r["group"], "en": [], "ja": []})["en" if latin else "ja"].append(word)
    return [g for g in groups.values() if g["en"] and g["ja"]]


def sudachi_spelling_pairs(src):
    """Pairs of Japanese spellings of one SudachiDict food group: each other spelling with the group's first."""
    groups = collections.OrderedDict()
    with open(os.path.join(src, "sudachidict-synonyms", "synonyms_food_subset.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            word = r["headword"].strip()
            if r["expand_flag"] == "2" or not word or re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9 '\-.&]*", word):
                continue
            names = groups.setdefault(r["group"], [])
            if word not in names:
                names.append(word)
    return [(gid, names, [(names[0], other) for other in names[1:]]) for gid, names in groups.items() if len(names) > 1]


def foods(kaimono, names):
    out = {}
    batch = list(dict.fromkeys(names))
    for i in range(0, len(batch), 5000):
        chunk = batch[i:i + 5000]
        p = subprocess.run([kaimono, "parse-line", "--format", "jsonl"], input="\n".join(chunk) + "\n",
                           capture_output=True, text=True)
        rows = [json.loads(l) for l in p.stdout.splitlines() if l.strip()]
        if len(rows) != len(chunk):
            sys.exit(f"parse-line returned {len(rows)} rows for {len(chunk)} names: {p.stderr[-300:]}")
        for name, row in zip(chunk, rows):
            out[name] = row.get("food")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kaimono", default=os.environ.get("KAIMONO", ".build/release/kaimono"))
    ap.add_argument("--sources", default="/work/shared/sources")
    ap.add_argument("--misses", type=int, default=0)
    ap.add_argument("--half", choices=["A", "B"], default="A", help="the half whose misses --misses shows")
    a = ap.parse_args()
    mext = mext_names(a.sources)
    usda = usda_names(a.sources)
    groups = sudachi_groups(a.sources)
    spellings = sudachi_spelling_pairs(a.sources)
    names = list(mext) + usda + [n for g in groups for n in g["en"] + g["ja"]] + \
        [n for _, names, _ in spellings for n in names]
    food = foods(a.kaimono, names)

    def same_group(g):
        return bool({food[n] for n in g["en"] if food[n]} & {food[n] for n in g["ja"] if food[n]})

    # vocabulary → [(item text for the split, hit, shown when missed)]
    items = {
        "mext": [(n, bool(food[n]), n) for n in mext],
        "usda": [(n, bool(food[n]), n) for n in usda],
        "sudachi": [("sudachi:" + g["id"], same_group(g), "/".join(g["ja"][:2] + g["en"][:1])) for g in groups],
        "sudachi-spellings": [("sudachi:" + gid, food[x] is not None and food[x] == food[y], f"{x}={y}")
                              for gid, names, pairs in spellings for x, y in pairs],
        # Half of SudachiDict's food groups name no ingredient (animals, flowers, tableware): the pairs whose
        # first spelling is a known food say whether the lexicon knows that food's other spellings.
        "sudachi-spellings-known": [("sudachi:" + gid, food[x] == food[y], f"{x}={y}")
                                    for gid, names, pairs in spellings for x, y in pairs if food[x] is not None],
    }
    for key, rows in items.items():
        figures = []
        for part in "AB":
            chosen = [hit for text, hit, _ in rows if half(text) == part]
            figures.append(f"{part} {sum(chosen)}/{len(chosen)} ({sum(chosen) / max(len(chosen), 1):.3f})")
        total = sum(hit for _, hit, _ in rows)
        print(f"{key}: {total}/{len(rows)} resolved ({total / len(rows):.3f}); " + ", ".join(figures))
        if a.misses:
            misses = [shown for text, hit, shown in rows if not hit and half(text) == a.half]
            print(f"  misses in {a.half}:", ", ".join(misses[:a.misses]))


if __name__ == "__main__":
    main()
