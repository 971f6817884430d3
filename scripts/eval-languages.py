#!/usr/bin/env python3
"""Scores how Kaimono tells lines in languages it does not read (status unsupported_language), on real pages.

The ingredient lines of ../shared/eval/extraction pages whose declared language is neither English nor Japanese
are the foreign lines: each should be told foreign (any language code but en and ja). A page declaring another
language whose lines mostly carry English units (cup, tbsp, ounce …) is English in fact and left out, and so are
pages declaring no language. Pages fall in halves A and B by a hash of their site, as in scripts/eval-halves.py:
tune on A, report B. English lines (lines-en.jsonl and the lines of English pages) and Japanese lines
(lines-ja.jsonl) must never be told foreign: their count is printed with examples.

Nothing of the evaluation data is copied; the lines go to `kaimono parse-line` on its standard input.

With --recipes, each page's lines are also read with their recipe (`kaimono match --recipe`, as carts, batches and
the API read them): the same two shares, halves A and B.

Usage: scripts/eval-languages.py [--kaimono PATH] [--examples N] [--recipes]
Python 3 standard library only.
"""

import argparse
import collections
import glob
import hashlib
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVAL = os.path.normpath(os.path.join(ROOT, "..", "shared", "eval"))
ENGLISH_UNITS = re.compile(r"\b(cups?|tablespoons?|teaspoons?|tbsps?|tsps?|ounces?|oz|pounds?|lbs?)\b", re.I)


def half(key):
    """A or B, by a hash of the key (the rule of eval-halves.py)."""
    return "AB"[hashlib.sha1(key.encode("utf-8")).digest()[0] & 1]


def languages(kaimono, texts):
    """The `language` kaimono parse-line gives each text."""
    p = subprocess.run([kaimono, "parse-line", "--format", "jsonl"], input="\n".join(texts) + "\n",
                       capture_output=True, text=True)
    rows = [json.loads(line) for line in p.stdout.splitlines()]
    if p.returncode != 0 or len(rows) != len(texts):
        sys.exit(f"eval-languages: parse-line failed ({p.returncode}): {p.stderr[-800:]}")
    return [row.get("language") for row in rows]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kaimono", default=os.environ.get("KAIMONO", os.path.join(ROOT, ".build/release/kaimono")))
    ap.add_argument("--examples", type=int, default=10, help="English or Japanese lines told foreign to print")
    ap.add_argument("--recipes", action="store_true",
                    help="also read each page's lines with their recipe (one kaimono match --recipe per page)")
    a = ap.parse_args()
    if not os.path.isdir(EVAL):
        sys.exit(f"eval-languages: {EVAL} is missing: the evaluation sets sit in ../shared beside the project")
    if not os.access(a.kaimono, os.X_OK):
        sys.exit(f"eval-languages: no CLI at {a.kaimono}: build it (swift build -c release) or pass --kaimono")
    foreign, english = [], []  # (half, declared language, text); texts
    pages = []  # (half, foreign or english, declared language, path): the pages read with their recipe
    for path in sorted(glob.glob(os.path.join(EVAL, "extraction", "*", "*.json"))):
        with open(path, encoding="utf-8") as f:
            page = json.load(f)
        lines = [t.strip() for t in page.get("ingredients") or [] if isinstance(t, str) and t.strip()]
        declared = (page.get("language") or "").lower()[:2]
        site = os.path.basename(os.path.dirname(path))
        if declared == "en":
            english += lines
            pages.append((half(site), "english", declared, path))
        elif declared and declared != "ja" and lines:
            if sum(bool(ENGLISH_UNITS.search(t)) for t in lines) * 2 > len(lines):
                english += lines
                pages.append((half(site), "english", declared, path))
            else:
                foreign += [(half(site), declared, t) for t in lines]
                pages.append((half(site), "foreign", declared, path))
    for name in ("lines-en.jsonl", "lines-ja.jsonl"):
        with open(os.path.join(EVAL, name), encoding="utf-8") as f:
            texts = [json.loads(raw)["text"] for raw in f if raw.strip()]
        if name == "lines-en.jsonl":
            english += texts
        else:
            japanese = texts
    told = languages(a.kaimono, [t for _, _, t in foreign])
    total, hits, per = collections.Counter(), collections.Counter(), collections.defaultdict(lambda: [0, 0])
    for (part, declared, _), language in zip(foreign, told):
        total[part] += 1
        per[(part, declared)][1] += 1
        if language not in ("en", "ja"):
            hits[part] += 1
            per[(part, declared)][0] += 1
    print("foreign lines told foreign (unsupported_language)")
    for part in ("A", "B"):
        share = hits[part] / total[part] if total[part] else 0
        print(f"  half {part}: {hits[part]}/{total[part]} = {share:.3f}   "
              + "  ".join(f"{d} {h}/{n}" for (p, d), (h, n) in sorted(per.items()) if p == part))
    both = sum(hits.values()) / max(1, sum(total.values()))
    print(f"  all:    {sum(hits.values())}/{sum(total.values())} = {both:.3f}")
    for name, texts in (("English", english), ("Japanese", japanese)):
        wrong = [(t, lang) for t, lang in zip(texts, languages(a.kaimono, texts)) if lang not in ("en", "ja")]
        print(f"{name} lines told foreign: {len(wrong)}/{len(texts)}")
        for text, language in wrong[:a.examples]:
            print(f"    {language}  {text}")
    if a.recipes:
        recipe_level(a, pages)


def recipe_level(a, pages):
    """The same pages' lines read with their recipe (`kaimono match --recipe`), as carts, batches and the API read
    them: a line naming only a food and an amount takes the language of the recipe's other lines or of the page."""
    total, hits = collections.Counter(), collections.Counter()
    english_total, english_wrong, examples = 0, [], []
    for part, kind, declared, path in pages:
        p = subprocess.run([a.kaimono, "match", "--top", "0", "--format", "jsonl", "--recipe", path],
                           capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(f"eval-languages: match --recipe {path} failed ({p.returncode}): {p.stderr[-400:]}")
        told = [json.loads(line)["language"] for line in p.stdout.splitlines()]
        texts = [json.loads(line)["text"] for line in p.stdout.splitlines()]
        if kind == "foreign":
            total[part] += len(told)
            hits[part] += sum(language not in ("en", "ja") for language in told)
            examples += [(declared, t) for t, language in zip(texts, told) if language in ("en", "ja")]
        else:
            english_total += len(told)
            english_wrong += [(language, t) for t, language in zip(texts, told) if language not in ("en", "ja")]
    print("read with their recipe (kaimono match --recipe)")
    for part in ("A", "B"):
        share = hits[part] / total[part] if total[part] else 0
        print(f"  half {part}: {hits[part]}/{total[part]} = {share:.3f}")
    print(f"  all:    {sum(hits.values())}/{sum(total.values())} = {sum(hits.values()) / max(1, sum(total.values())):.3f}")
    for declared, text in examples[:a.examples]:
        print(f"    still read: {declared}  {text}")
    print(f"lines of English pages told foreign: {len(english_wrong)}/{english_total}")
    for language, text in english_wrong[:a.examples]:
        print(f"    {language}  {text}")


if __name__ == "__main__":
    main()
