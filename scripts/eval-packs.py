#!/usr/bin/env python3
"""Evaluates how much `kaimono match` buys for our hand-written quantity lines (issue 12).

Tests/MatchingTests/Fixtures/eval-packs.tsv (written by the Kaimono team, never taken from a dataset) holds
split, kind (part: leaves, 枚, 株, stalks, sprigs, florets, cloves, slices …; volume: cups and spoons of solids),
foods (|-separated: a product of one of them is right; `food:word` admits only that food's products whose
name holds `word`, as `nori:焼きのり` for a sheet of nori), need (what a careful shopper plans to cover: `60g` or
`0.5pc`) and the line.

A careful shopper's purchase is the cheapest whole number of packs of one product of a right food, on sale
and not sold out in the bundled catalog, covering the need (a pack covering 97% of it counts, as in Kaimono).
Grams and pieces convert through the product's own pieces per pack, else the food's piece weight in
data/lexicon/foods.tsv.

Reports per split x kind: lines, share bought sanely (matched, a right food, enough packs to cover the need by
the same reckoning, costing no more than the careful purchase), share matched to a right food, share bought short
(a right food, fewer packs than cover the need), money over-spent (sum over right-food lines of cost minus careful
cost, and as a share of the careful total), and the share the matcher calls pantry (never bought by default, so
never sane here).

Usage: scripts/eval-packs.py [--kaimono PATH] [--split tune|report|all] [--errors N]
"""

import argparse
import collections
import csv
import json
import math
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINES = os.path.join(ROOT, "Tests/MatchingTests/Fixtures/eval-packs.tsv")


def load_lines(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        header = None
        for n, raw in enumerate(f, 1):
            raw = raw.rstrip("\n")
            if not raw or raw.startswith("#"):
                continue
            parts = raw.split("\t")
            if header is None:
                header = parts
                continue
            if len(parts) != 5:
                sys.exit(f"eval-packs: {path}:{n}: expected 5 tab-separated columns, found {len(parts)}")
            split, kind, foods, need, text = parts
            if not (need.endswith("g") or need.endswith("ml") or need.endswith("pc")):
                sys.exit(f"eval-packs: {path}:{n}: need {need!r} must end in g, ml or pc")
            rows.append(dict(n=n, split=split, kind=kind, foods=foods.split("|"), need=need, text=text))
    return rows


def load_catalog(data):
    products = {}
    by_food = collections.defaultdict(list)
    with open(os.path.join(data, "catalog/products.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            r["food"] = r["foods"].split("|")[0]
            products[r["id"]] = r
            if r["on_sale"] == "true" and r["sold_out"] == "false":
                by_food[r["food"]].append(r)
    piece = {}
    with open(os.path.join(data, "lexicon/foods.tsv"), encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for raw in f:
            cols = dict(zip(header, raw.rstrip("\n").split("\t")))
            if cols.get("piece_g"):
                piece[cols["id"]] = float(cols["piece_g"])
    return products, by_food, piece


def split_food(entry):
    """`food` or `food:word` (only products whose name holds word)."""
    food, _, word = entry.partition(":")
    return food, word


def is_right(row, product):
    return any(product["food"] == food and (not word or word in product["name"])
               for food, word in map(split_food, row["foods"]))


def packs_to_cover(row, p, piece):
    """Whole packs of product p covering the row's need (a pack covering 97% of it counts), or None."""
    need = row["need"]
    # Grams and millilitres compare one for one (a liquid sold by weight, a sauce by volume): close enough
    # for choosing a pack of seasoning.
    grams = float(need[:-1]) if need.endswith("g") else float(need[:-2]) if need.endswith("ml") else None
    pieces = float(need[:-2]) if need.endswith("pc") else None
    food = p["food"]
    value = float(p["pack_value"])
    count = int(p["pack_pieces"]) if p["pack_pieces"] else None
    unit = p["pack_unit"]
    per_piece = value / count if unit == "g" and count else piece.get(food)
    if unit in ("g", "ml"):
        amount = grams if grams is not None else (pieces * per_piece if per_piece else None)
        size = value
    elif unit == "piece":
        size = count or value
        amount = pieces if pieces is not None else (grams / per_piece if per_piece else None)
    else:
        return None
    if amount is None:
        return None
    return max(1, math.ceil(amount / size * 0.97 - 1e-9))


def careful_cost(row, by_food, piece):
    """The cheapest covering purchase of a right food, and its product name."""
    best = None
    for food, word in map(split_food, row["foods"]):
        for p in by_food.get(food, []):
            if word and word not in p["name"]:
                continue
            packs = packs_to_cover(row, p, piece)
            if packs is None:
                continue
            cost = packs * int(p["price"])
            if best is None or cost < best[0]:
                best = (cost, f"{packs} x {p['name']}")
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kaimono", default=os.path.join(ROOT, ".build/debug/kaimono"))
    ap.add_argument("--lines", default=LINES)
    ap.add_argument("--split", default="all", choices=["tune", "report", "all"])
    ap.add_argument("--errors", type=int, default=0)
    ap.add_argument("--data", default=os.environ.get("KAIMONO_DATA") or os.path.join(ROOT, "data"))
    args = ap.parse_args()

    rows = [r for r in load_lines(args.lines) if args.split == "all" or r["split"] == args.split]
    products, by_food, piece = load_catalog(args.data)
    text = "\n".join(r["text"] for r in rows) + "\n"
    out = subprocess.run([args.kaimono, "match", "--format", "jsonl", "--top", "3"], input=text, capture_output=True,
                         text=True, check=True).stdout.splitlines()
    if len(out) != len(rows):
        sys.exit(f"eval-packs: {len(rows)} lines sent, {len(out)} answers")

    stats = collections.defaultdict(lambda: collections.Counter())
    errors = []
    for row, raw in zip(rows, out):
        answer = json.loads(raw)
        careful = careful_cost(row, by_food, piece)
        if careful is None:
            sys.exit(f"eval-packs: line {row['n']}: no product of {row['foods']} on sale to compare with")
        top = answer["candidates"][0] if answer["status"] == "matched" and answer["candidates"] else None
        right = bool(top) and is_right(row, products[top["productId"]])
        cost = top["price"] if top else 0
        # A right purchase short of the need (fewer packs than cover it) is no saving.
        needed = packs_to_cover(row, products[top["productId"]], piece) if right else None
        short = right and needed is not None and top["packs"] < needed
        sane = right and cost <= careful[0] and not short
        for key in ((row["split"], row["kind"]), (row["split"], "all"), ("all", row["kind"]), ("all", "all")):
            s = stats[key]
            s["lines"] += 1
            s["sane"] += sane
            s["right"] += right
            s["short"] += short
            s["pantry"] += answer["status"] == "pantry"
            if right:
                s["careful"] += careful[0]
                s["spent"] += cost
                s["over"] += max(0, cost - careful[0])
        if not sane:
            errors.append((row, answer["status"], top and f"{top['packs']} x {top['name']}"
                           + (f" (short: {needed} cover it)" if short else ""), cost, careful,
                           top and top["reasons"][-1]))

    print(f"{'split':7} {'kind':7} {'lines':>5} {'sane':>6} {'right':>6} {'short':>6} {'over-spent':>11} "
          f"{'of careful':>10} {'pantry':>6}")
    for key in sorted(stats):
        s = stats[key]
        share = s["over"] / s["careful"] if s["careful"] else 0
        print(f"{key[0]:7} {key[1]:7} {s['lines']:5d} {s['sane'] / s['lines']:6.1%} {s['right'] / s['lines']:6.1%} "
              f"{s['short'] / s['lines']:6.1%} {'¥' + format(s['over'], ','):>11} {share:10.1%} {s['pantry'] / s['lines']:6.1%}")
    for row, status, bought, cost, careful, reason in errors[: args.errors]:
        print(f"  [{row['split']} {row['kind']}] {row['text']!r}: {status} {bought} ¥{cost} "
              f"(careful: {careful[1]} ¥{careful[0]}) {reason or ''}")


if __name__ == "__main__":
    main()
