#!/usr/bin/env python3
"""How much of the public food vocabularies the lexicon resolves, through `kaimono parse-line`.

usage: scripts/lexicon-coverage.py [--kaimono PATH] [--sources DIR] [--misses N]

Three vocabularies, none of them evaluation data:
- MEXT: the food names that head the entries of 日本食品標準成分表2020年版(八訂) (`まいわし`, `ひよこまめ`).
- USDA: food words of FoodData Central descriptions: the item segment of `Category, item, …` (`gruyere` in
  `Cheese, gruyere`) and single-segment names; qualifiers (raw, cooked, …) are skipped.
- Sudachi: the food groups of SudachiDict's synonyms with a Japanese and an English name; a group counts
  when both one Japanese and one English spelling resolve, and to the same food.
A name resolves when the parser finds a food in it. Prints the share per vocabulary and, with --misses,
some names that do not resolve. Python 3 standard library only.
"""
import argparse, collections, csv, gzip, importlib.util, json, os, re, subprocess, sys

QUALIFIERS = {"raw", "cooked", "boiled", "drained", "frozen", "canned", "dried", "fresh", "dry", "prepared",
              "unprepared", "without salt", "with salt", "unenriched", "enriched", "regular", "all varieties",
              "mixed species", "imported", "commercial", "ns as to form", "from fresh", "from frozen", "whole",
              "plain", "other", "solids and liquids", "baked", "roasted", "fried", "braised", "steamed"}


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
            groups.setdefault(r["group"], {"en": [], "ja": []})["en" if latin else "ja"].append(word)
    return [g for g in groups.values() if g["en"] and g["ja"]]


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
    a = ap.parse_args()
    mext = mext_names(a.sources)
    usda = usda_names(a.sources)
    groups = sudachi_groups(a.sources)
    names = list(mext) + usda + [n for g in groups for n in g["en"] + g["ja"]]
    food = foods(a.kaimono, names)
    res = {}
    hit = [n for n in mext if food[n]]
    res["mext"] = (len(hit), len(mext), [n for n in mext if not food[n]])
    hit = [n for n in usda if food[n]]
    res["usda"] = (len(hit), len(usda), [n for n in usda if not food[n]])
    same = [g for g in groups if {food[n] for n in g["en"] if food[n]} & {food[n] for n in g["ja"] if food[n]}]
    res["sudachi"] = (len(same), len(groups), ["/".join(g["ja"][:2] + g["en"][:1]) for g in groups if g not in same])
    for key, (h, n, misses) in res.items():
        print(f"{key}: {h}/{n} resolved ({h / n:.3f})")
        if a.misses:
            print("  misses:", ", ".join(misses[:a.misses]))


if __name__ == "__main__":
    main()
