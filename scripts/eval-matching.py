#!/usr/bin/env python3
"""Evaluates `kaimono match` on our hand-written lines.

Two files, both written by the Kaimono team (never taken from a dataset):
  Tests/MatchingTests/Fixtures/eval-lines.tsv     expected<TAB>line (the first 531 lines)
  Tests/MatchingTests/Fixtures/eval-lines-11.tsv  split<TAB>kind<TAB>expected<TAB>line (issue 11: forms, specs,
      substitutions, derived lines, sub-recipes, diet words, other languages, pantry; tune/report split fixed
      in the file)

`expected` is "|"-separated: food (a product of that food is right), food~text (the product name must contain
text), food~!text (must not), pantry (status pantry), none (nothing in the catalog fits: not matched),
alt:OPTIONS (not matched, and the alternative offered is one of OPTIONS), made (status made_in_recipe),
lang:CODE (status unsupported_language with that language). Accepted product ids follow the bundled catalog
(data/catalog/products.csv).

Reports, per split and per kind (with a second file, per split: tune / report / all): precision of `matched`
(the top candidate is acceptable, over every line whose status is matched), share of buyable lines matched,
top-3 hit rate, pantry accuracy, how often `none`/`alt:` lines stay unmatched, whether the alternative is
right, and the new statuses (made_in_recipe, unsupported_language: right, and given where they should not be).

Usage: scripts/eval-matching.py [--kaimono PATH] [--lines FILE] [--split tune|report|all] [--errors N]
                                [--min-precision X] [--sweep] [--pantry FILE]
"""

import argparse
import collections
import csv
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OLD = os.path.join(ROOT, "Tests/MatchingTests/Fixtures/eval-lines.tsv")
NEW = os.path.join(ROOT, "Tests/MatchingTests/Fixtures/eval-lines-11.tsv")


def load_lines(path):
    """(line number, split, kind, expected, text) per line; the old two-column file has split `all`."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            raw = raw.rstrip("\n")
            if not raw or raw.startswith("#"):
                continue
            parts = raw.split("\t")
            if len(parts) == 2:
                rows.append((n, "all", "old", parts[0], parts[1]))
            elif len(parts) == 4:
                rows.append((n, parts[0], parts[1], parts[2], parts[3]))
            else:
                sys.exit(f"eval-matching: {path}:{n}: expected 2 or 4 tab-separated columns, found {len(parts)}")
    return rows


class Expected:
    def __init__(self, text):
        self.buy = []        # (food, needle, negated)
        self.alt = []
        self.pantry = self.none = self.made = False
        self.language = None
        for part in text.split("|"):
            if part == "pantry":
                self.pantry = True
            elif part == "none":
                self.none = True
            elif part == "made":
                self.made = True
            elif part.startswith("lang:"):
                self.language = part[5:]
            elif part.startswith("alt:"):
                self.none = True
                self.alt.append(self.option(part[4:]))
            elif self.alt and not self.buy:
                self.alt.append(self.option(part))
            else:
                self.buy.append(self.option(part))

    @staticmethod
    def option(text):
        food, _, needle = text.partition("~")
        negated = needle.startswith("!")
        return food, needle[1:] if negated else needle, negated

    @property
    def buyable(self):
        return bool(self.buy) and not self.pantry


def acceptable(product, options):
    if product is None:
        return False
    foods = product["foods"].split("|")
    for food, needle, negated in options:
        if food not in foods:
            continue
        if not needle or (needle not in product["name"]) == negated:
            return True
    return False


def foods_of(expected):
    return [food for food, _, _ in expected.buy + expected.alt]


class Tally:
    def __init__(self):
        self.c = collections.Counter()

    def add(self, key, value=1):
        self.c[key] += value

    def ratio(self, part, whole):
        w = self.c[whole]
        return (self.c[part] / w if w else None), self.c[part], w


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kaimono", default=None)
    ap.add_argument("--lines", action="append", default=None, help="evaluation file (repeatable; default: both)")
    ap.add_argument("--split", default="all", choices=["tune", "report", "all"])
    ap.add_argument("--errors", type=int, default=0)
    ap.add_argument("--min-precision", type=float, default=None)
    ap.add_argument("--pantry", default=None, help="pass --pantry FILE to kaimono match")
    ap.add_argument("--sweep", action="store_true", help="also show precision and share at other thresholds")
    args = ap.parse_args()

    binary = args.kaimono
    if binary is None:
        for candidate in (".build-catalog/release/kaimono", ".build/release/kaimono", ".build/debug/kaimono"):
            if os.path.exists(os.path.join(ROOT, candidate)):
                binary = os.path.join(ROOT, candidate)
                break
    if binary is None:
        sys.exit("eval-matching: no kaimono binary; build one or pass --kaimono")

    products = {}
    with open(os.path.join(ROOT, "data/catalog/products.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            products[row["id"]] = row
    lexicon = set()
    with open(os.path.join(ROOT, "data/lexicon/foods.tsv"), encoding="utf-8") as f:
        next(f)
        for line in f:
            lexicon.add(line.split("\t", 1)[0])

    files = args.lines or [OLD, NEW]
    overall_fail = False
    for path in files:
        rows = [r for r in load_lines(path) if args.split == "all" or r[1] in (args.split, "all")]
        for n, _, _, expected, _ in rows:
            for food in foods_of(Expected(expected)):
                if food not in lexicon:
                    print(f"eval-matching: {os.path.basename(path)}:{n}: food '{food}' is not in the lexicon", file=sys.stderr)
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, KAIMONO_DATABASE=os.path.join(tmp, "eval.sqlite"))
            command = [binary, "match", "--format", "jsonl", "--top", "3"]
            if args.pantry:
                command += ["--pantry", args.pantry]
            proc = subprocess.run(command, input="\n".join(r[4] for r in rows) + "\n", capture_output=True, text=True,
                                  env=env)
        if proc.returncode != 0:
            sys.exit(f"eval-matching: kaimono match failed: {proc.stderr}")
        results = [json.loads(l) for l in proc.stdout.splitlines() if l.strip()]
        if len(results) != len(rows):
            sys.exit(f"eval-matching: {len(rows)} lines in, {len(results)} results out")

        groups = collections.OrderedDict()
        errors = []
        scored = []
        for (n, split, kind, expected_text, text), result in zip(rows, results):
            expected = Expected(expected_text)
            status = result["status"]
            cands = result["candidates"]
            best = products.get(cands[0]["productId"]) if cands else None
            alternative = result.get("alternative")
            keys = ["all", f"split {split}", f"kind {kind}", f"{split}: {kind}"] if split != "all" else ["all"]
            wrong = None
            for key in keys:
                t = groups.setdefault(key, Tally())
                t.add("lines")
                if status == "matched":
                    t.add("matched")
                    if acceptable(best, expected.buy):
                        t.add("matched_ok")
                    elif key == "all":
                        wrong = "wrong product"
                if expected.buyable:
                    t.add("buyable")
                    if status == "matched":
                        t.add("buyable_matched")
                    if any(acceptable(products.get(c["productId"]), expected.buy) for c in cands):
                        t.add("top3")
                if expected.pantry:
                    t.add("pantry_lines")
                    if status == "pantry" or (status == "matched" and acceptable(best, expected.buy)):
                        t.add("pantry_ok")
                if expected.none and not expected.buy:
                    t.add("none_lines")
                    if status == "unmatched":
                        t.add("none_ok")
                # (`alt:X|none`: the alternative X, or none offered at all.)
                alt_ok = status == "unmatched" and (
                    (alternative and acceptable(products.get(alternative["productId"]), expected.alt))
                    or (expected.none and not alternative))
                if expected.alt:
                    t.add("alt_lines")
                    if alt_ok:
                        t.add("alt_ok")
                if expected.made:
                    t.add("made_lines")
                    if status == "made_in_recipe":
                        t.add("made_ok")
                elif status == "made_in_recipe":
                    t.add("made_false")
                if expected.language:
                    t.add("lang_lines")
                    if status == "unsupported_language" and result.get("language") == expected.language:
                        t.add("lang_ok")
                elif status == "unsupported_language":
                    t.add("lang_false")
            # What went wrong for this line, for --errors.
            if wrong is None:
                if expected.buyable and status != "matched":
                    wrong = f"not matched ({status})"
                elif expected.pantry and status not in ("pantry", "matched"):
                    wrong = f"not pantry ({status})"
                elif expected.made and status != "made_in_recipe":
                    wrong = f"not made_in_recipe ({status})"
                elif expected.language and (status != "unsupported_language" or result.get("language") != expected.language):
                    wrong = f"not unsupported {expected.language} ({status} {result.get('language')})"
                elif expected.none and not expected.buy and status != "unmatched":
                    wrong = f"should be unmatched ({status})"
                elif expected.alt and not alt_ok:
                    wrong = f"alternative {alternative['name'] if alternative else None}"
                elif status == "made_in_recipe" and not expected.made:
                    wrong = "made_in_recipe by mistake"
            if wrong:
                errors.append((os.path.basename(path), n, kind, text, expected_text, wrong,
                               best["name"] if best else None, cands[0]["score"] if cands else None))
            if status != "pantry" and cands and not expected.pantry:
                c = cands[0]
                good = expected.buyable and acceptable(products.get(c["productId"]), expected.buy)
                scored.append((c["score"], good, expected.buyable, c.get("verdict", "compatible")))

        print(f"== {os.path.relpath(path, ROOT)} ({len(rows)} lines{', split ' + args.split if args.split != 'all' else ''})")

        def fmt(t, part, whole):
            value, p, w = t.ratio(part, whole)
            return f"{value:.3f} ({p}/{w})" if value is not None else "-"

        header = f"{'':22} {'lines':>5}  {'precision':>17}  {'buyable matched':>17}  {'top 3':>15}  {'pantry':>13}  {'unmatched ok':>13}  {'alternative ok':>14}  {'made':>9}  {'language':>9}  false made/lang"
        print(header)
        order = lambda key: (key != "all", not key.startswith("split"), not key.startswith("kind"), key.split(":")[0], list(groups).index(key))
        for key, t in sorted(groups.items(), key=lambda kv: order(kv[0])):
            print(f"{key:22} {t.c['lines']:5}  {fmt(t, 'matched_ok', 'matched'):>17}  {fmt(t, 'buyable_matched', 'buyable'):>17}  "
                  f"{fmt(t, 'top3', 'buyable'):>15}  {fmt(t, 'pantry_ok', 'pantry_lines'):>13}  {fmt(t, 'none_ok', 'none_lines'):>13}  "
                  f"{fmt(t, 'alt_ok', 'alt_lines'):>14}  {t.c['made_ok']:>3}/{t.c['made_lines']:<5}  {t.c['lang_ok']:>3}/{t.c['lang_lines']:<5}  "
                  f"{t.c['made_false']}/{t.c['lang_false']}")
        if args.sweep:
            buyable = groups["all"].c["buyable"] or 1
            for th in [x / 100 for x in range(45, 81, 3)]:
                m = [g for s, g, b, v in scored if s >= th and v == "compatible"]
                mb = sum(1 for s, g, b, v in scored if s >= th and b and v == "compatible")
                print(f"  threshold {th:.2f}: precision {sum(m) / max(len(m), 1):.3f} matched {len(m)}, share {mb / buyable:.3f}")
        for name, n, kind, text, expected, wrong, product, score in errors[: args.errors]:
            print(f"  {name}:{n} [{kind}] {text!r} expected {expected} → {wrong}; top {product} {score}")
        all_t = groups["all"]
        precision = all_t.c["matched_ok"] / all_t.c["matched"] if all_t.c["matched"] else 0.0
        if args.min_precision is not None and precision < args.min_precision:
            overall_fail = True
    if overall_fail:
        sys.exit(1)


if __name__ == "__main__":
    main()
