#!/usr/bin/env python3
"""Evaluates `kaimono match` on our hand-written lines (Tests/MatchingTests/Fixtures/eval-lines.tsv).

Each line names the foods a careful shopper accepts (optionally with a required text in the product
name), `pantry` for staples, or `none` when nothing in the catalog fits. The accepted product ids are the
bundled catalog's products of those foods (data/catalog/products.csv), so the set follows the catalog.

Reports: precision of `matched` (top candidate acceptable, over every line whose status is matched),
share of buyable lines matched, top-3 hit rate, pantry accuracy, and how often `none` lines stay unmatched.

Usage: scripts/eval-matching.py [--kaimono PATH] [--lines FILE] [--errors N] [--min-precision X]
"""

import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_lines(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            raw = raw.rstrip("\n")
            if not raw or raw.startswith("#"):
                continue
            expected, text = raw.split("\t", 1)
            rows.append((n, expected, text))
    return rows


def parse_expected(expected):
    if expected in ("pantry", "none"):
        return expected, []
    options = []
    for part in expected.split("|"):
        if part == "pantry":
            continue
        food, _, needle = part.partition("~")
        options.append((food, needle))
    return "buy", options


def acceptable(product, options):
    foods = product["foods"].split("|")
    for food, needle in options:
        if food in foods and (not needle or needle in product["name"]):
            return True
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kaimono", default=None)
    ap.add_argument("--lines", default=os.path.join(ROOT, "Tests/MatchingTests/Fixtures/eval-lines.tsv"))
    ap.add_argument("--errors", type=int, default=0)
    ap.add_argument("--min-precision", type=float, default=None)
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

    rows = load_lines(args.lines)
    for n, expected, _ in rows:
        kind, options = parse_expected(expected)
        for food, _ in options:
            if food not in lexicon:
                print(f"eval-matching: line {n}: food '{food}' is not in the lexicon", file=sys.stderr)

    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, KAIMONO_DATABASE=os.path.join(tmp, "eval.sqlite"))
        proc = subprocess.run([binary, "match", "--format", "jsonl", "--top", "3"],
                              input="\n".join(t for _, _, t in rows) + "\n", capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        sys.exit(f"eval-matching: kaimono match failed: {proc.stderr}")
    results = [json.loads(l) for l in proc.stdout.splitlines() if l.strip()]
    if len(results) != len(rows):
        sys.exit(f"eval-matching: {len(rows)} lines in, {len(results)} results out")

    matched = matched_ok = buyable = buyable_matched = top3 = 0
    pantry_total = pantry_ok = none_total = none_ok = 0
    errors = []
    for (n, expected, text), result in zip(rows, results):
        kind, options = parse_expected(expected)
        status = result["status"]
        cands = result["candidates"]
        best = products.get(cands[0]["productId"]) if cands else None
        ok = kind == "buy" and best is not None and acceptable(best, options)
        if "pantry" in expected.split("|") and status == "pantry":
            ok = True
        if status == "matched":
            matched += 1
            matched_ok += ok
            if not ok:
                errors.append((n, text, expected, status, best["name"] if best else None, cands[0]["score"] if cands else None))
        if kind == "buy":
            buyable += 1
            if status == "matched":
                buyable_matched += 1
            elif status != "pantry" or "pantry" not in expected.split("|"):
                errors.append((n, text, expected, status, best["name"] if best else None, cands[0]["score"] if cands else None))
            if any(products.get(c["productId"]) and acceptable(products[c["productId"]], options) for c in cands):
                top3 += 1
        elif kind == "pantry":
            pantry_total += 1
            if status == "pantry":
                pantry_ok += 1
            elif status != "matched":
                errors.append((n, text, expected, status, best["name"] if best else None, None))
        else:
            none_total += 1
            none_ok += status != "matched"

    precision = matched_ok / matched if matched else 0.0
    print(f"lines {len(rows)} (buyable {buyable}, pantry {pantry_total}, none {none_total})")
    print(f"precision of matched   {precision:.3f}  ({matched_ok}/{matched})")
    print(f"share of buyable lines matched  {buyable_matched / buyable:.3f}  ({buyable_matched}/{buyable})")
    print(f"acceptable product in top 3     {top3 / buyable:.3f}  ({top3}/{buyable})")
    print(f"pantry lines marked pantry      {pantry_ok / max(pantry_total, 1):.3f}  ({pantry_ok}/{pantry_total})")
    print(f"none lines left unmatched       {none_ok / max(none_total, 1):.3f}  ({none_ok}/{none_total})")
    if args.sweep:
        # What other thresholds would give (pantry lines aside): precision and share of buyable matched.
        scored = []
        for (n, expected, text), result in zip(rows, results):
            kind, options = parse_expected(expected)
            if result["status"] == "pantry" or not result["candidates"]:
                continue
            c = result["candidates"][0]
            good = kind == "buy" and c["productId"] in products and acceptable(products[c["productId"]], options)
            scored.append((c["score"], good, kind == "buy"))
        for t in [x / 100 for x in range(45, 81, 3)]:
            m = [g for s, g, b in scored if s >= t]
            mb = sum(1 for s, g, b in scored if s >= t and b)
            print(f"  threshold {t:.2f}: precision {sum(m) / max(len(m), 1):.3f} matched {len(m)}, share {mb / buyable:.3f}")
    for n, text, expected, status, name, score in errors[: args.errors]:
        print(f"  line {n}: {text!r} expected {expected} → {status} {name} {score}")
    if args.min_precision is not None and precision < args.min_precision:
        sys.exit(1)


if __name__ == "__main__":
    main()
