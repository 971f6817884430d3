#!/usr/bin/env python3
"""Blind pools of real ingredient lines for issue 11: drawn, matched, handed to judges who see no code, scored.

A pool is 160 English and 40 Japanese lines (English here: every line not written in Japanese, so German or Dutch
lines of the extraction pages come too) drawn from the distinct real lines of ../shared/eval (the labelled
lines of lines-en and lines-ja and the expected lines of the extraction pages), leaving out every line a file
of this repository holds (tests, scripts, documents, data).

Lines are split into 40 buckets by a hash of their text, and a pool draws from one bucket only (or from the few
named: second draws, below, find fewer lines in each). The bucket
numbers a session used are written in its closing note, so a later session can draw from buckets no judge has
read. (Pools before session 47 were drawn at random over all lines and their lists are lost: a bucket may hold
lines an earlier judge read.) Halves A and B are split as scripts/eval-halves.py splits lines: A when the first
byte of the text's SHA-1 is even.

    scripts/blind-pool.py draw --kaimono BIN --bucket K[,K...] --out DIR [--seed S] [--pool NAME]
        matches the pool with BIN (KAIMONO_DATABASE as set), writes DIR/brief.md, DIR/catalog.tsv,
        DIR/items-p1.json and DIR/items-p2.json (one judge each) and DIR/key.json (for scoring only)
    scripts/blind-pool.py score DIR
        reads DIR/verdicts-p1.json and DIR/verdicts-p2.json and prints the figures
    scripts/blind-pool.py record --pool NAME KEY.json
        adds the lines of an earlier pool's key.json to the record of drawn lines (see below)

Every line a pool draws is written to `scripts/blind-pool-drawn.tsv` (the first 16 hex digits of its text's SHA-1,
its bucket and the pool's name: no text of the evaluation data), and a later draw leaves those lines out. Each of
the 40 buckets held about 350 lines and the first pools (sessions 47-51) drew 200 of each, so a bucket drawn once
still holds lines no judge has read: a second draw from it is as blind as the first (the rules were built from the
lines judged, not from these).

Nothing of the evaluation data is copied into the repository: DIR is a folder outside it. Python 3 standard
library only.
"""

import argparse
import csv
import hashlib
import json
import os
import random
import subprocess
import sys
import glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVAL = os.path.normpath(os.path.join(ROOT, "..", "shared", "eval"))
BUCKETS = 40
DRAWN = os.path.join(ROOT, "scripts", "blind-pool-drawn.tsv")
PER_PART = 100

BRIEF = """# Judging a grocery matcher's purchases

A shop's software read the recipe ingredient lines in `items-{part}.json` and decided, for each, what to buy from
the shop's catalog (`catalog.tsv`: product id, Japanese name, English name, labels). You are a careful shopper
buying for the cook who wrote the line. Judge each item's outcome. Read only the files in this folder.

Each item has `id`, `line` and `outcome`:
- `BUYS`: the products bought (`buys`). A line naming several foods may buy several products (one per food);
  all of them count in the verdict.
- `PANTRY`: not bought, assumed already in the kitchen (salt, oil, soy sauce in small amounts …).
- `NOT BOUGHT`: the software found nothing it dares to buy; `offered` is a product it offers the shopper
  instead (or none), `note` says how it differs; or the line was read as made in the recipe itself, or as a
  language the software does not read.

Judge the product's identity, form, kind and spec, not the number of packs or the amount.

Verdicts (`verdict`):
- For `BUYS`: `right` when every product bought is the thing the line asks for, in a form, kind and spec the
  cook would accept (a plain product for a plain food is right; a brand or origin need not match; fresh for
  fresh, dried for dried, canned for canned, the named cheese, cut or variety when it matters to the dish).
  `wrong` when any product bought is not what the line asks for, or a form or kind that changes the dish.
- For `PANTRY`: `right` when a home kitchen usually has that food in that amount, so not buying it is fine;
  `wrong` when a shopper would need to buy it.
- For `NOT BOUGHT`: `right` when the catalog has no product the cook would accept for the line (or there is
  nothing to buy: water, a sauce made in the recipe, ice); `wrong` when the catalog has an acceptable product:
  give its id in `product`.
- When an item's `offered` names a product (not null), also give `offer`: `good` when it is a sensible nearest product to suggest to
  the shopper, `poor` when it is not.

Be strict and consistent; when in doubt about what a line means, judge by what most cooks would mean.

Write `verdicts-{part}.json`: a JSON array with one object per item, in any order:
`{{"id": "...", "verdict": "right|wrong", "offer": "good|poor" (only when offered), "product": "p-…" (only for
a wrong NOT BOUGHT), "why": "a few words"}}`. Every item must have a verdict.
"""


def sha(text):
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def half(text):
    return "A" if int(sha(text)[:2], 16) % 2 == 0 else "B"


def bucket(text):
    return int(sha(text)[2:10], 16) % BUCKETS


def japanese(text):
    return any("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" for c in text)


def drawn_lines():
    """The SHA-1 prefixes of the lines earlier pools drew (`DRAWN`)."""
    if not os.path.exists(DRAWN):
        return set()
    with open(DRAWN, encoding="utf-8") as f:
        return {row.split("\t", 1)[0] for row in f if row.strip() and not row.startswith(("#", "sha1\t"))}


def write_drawn(texts, pool):
    """Adds `texts`, drawn into the pool named `pool`, to `DRAWN`."""
    known = drawn_lines()
    existed = os.path.exists(DRAWN)
    with open(DRAWN, "a", encoding="utf-8") as f:
        if not existed:
            f.write("# Lines drawn into blind pools (scripts/blind-pool.py): the first 16 hex digits of each text's SHA-1,\n"
                    "# its bucket, and the pool. A draw leaves these out. No text of ../shared/eval is kept here.\n"
                    "sha1\tbucket\tpool\n")
        for text in texts:
            digest = sha(text)[:16]
            if digest not in known:
                known.add(digest)
                f.write(f"{digest}\t{bucket(text)}\t{pool}\n")


def real_lines():
    seen, lines = set(), []
    def add(text):
        text = text.strip()
        if text and text not in seen:
            seen.add(text)
            lines.append(text)
    for name in ("lines-en.jsonl", "lines-ja.jsonl"):
        with open(os.path.join(EVAL, name), encoding="utf-8") as f:
            for row in f:
                add(json.loads(row)["text"])
    for path in sorted(glob.glob(os.path.join(EVAL, "extraction", "*", "*.json"))):
        with open(path, encoding="utf-8") as f:
            for text in json.load(f).get("ingredients", []):
                if isinstance(text, str):
                    add(text)
    return lines


def repository_text():
    files = subprocess.run(["git", "-C", ROOT, "ls-files", "-z"], capture_output=True, check=True).stdout
    parts = []
    for name in files.decode().split("\0"):
        path = os.path.join(ROOT, name)
        if name and os.path.isfile(path) and not name.endswith(".png"):
            with open(path, "rb") as f:
                parts.append(f.read().decode("utf-8", "ignore"))
    return "\n".join(parts)


def product_text(candidate, products):
    product = products.get(candidate["productId"], {})
    return f'{candidate["productId"]} {candidate["name"]} ({product.get("name_en", "")})'


def describe(match, products):
    status = match["status"]
    if status == "matched":
        buys = [product_text(match["candidates"][0], products)] if match["candidates"] else []
        for item in match.get("also") or []:
            if item["status"] == "matched" and item["candidates"]:
                buys.append(product_text(item["candidates"][0], products) + f' for "{item["name"]}"')
        return {"outcome": "BUYS", "buys": buys}
    if status == "pantry":
        return {"outcome": "PANTRY"}
    out = {"outcome": "NOT BOUGHT"}
    if status == "made_in_recipe":
        out["reason"] = "made in the recipe"
    elif status == "unsupported_language":
        out["reason"] = f'a language not read ({match.get("language")})'
    elif match.get("alternative"):
        out["offered"] = product_text(match["alternative"], products)
        out["note"] = match["alternative"].get("note")
    else:
        out["offered"] = None
    return out


def draw(args):
    try:
        buckets = {int(b) for b in args.bucket.split(",")}
    except ValueError:
        buckets = {-1}
    if not all(0 <= b < BUCKETS for b in buckets):
        sys.exit(f"blind-pool: --bucket must be 0 to {BUCKETS - 1} (or several, comma-separated), got {args.bucket}")
    if not os.access(args.kaimono, os.X_OK):
        sys.exit(f"blind-pool: --kaimono {args.kaimono} is no executable; build one with `swift build -c release`")
    lines = real_lines()
    held = repository_text()
    drawn = drawn_lines()
    pool = [t for t in lines if bucket(t) in buckets and t not in held and sha(t)[:16] not in drawn]
    rng = random.Random(args.seed)
    english = [t for t in pool if not japanese(t)]
    japanese_lines = [t for t in pool if japanese(t)]
    en, ja = rng.sample(english, min(160, len(english))), rng.sample(japanese_lines, min(40, len(japanese_lines)))
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(ROOT, "data", "catalog", "products.csv"), encoding="utf-8") as f:
        rows = [row for row in csv.DictReader(f) if row["on_sale"] == "true"]
    products = {row["id"]: row for row in rows}
    with open(os.path.join(args.out, "catalog.tsv"), "w", encoding="utf-8") as f:
        f.write("id\tname\tname_en\tlabels\n")
        for row in rows:
            f.write(f'{row["id"]}\t{row["name"]}\t{row["name_en"]}\t{row["labels"]}\n')
    texts = en + ja
    if not texts:
        sys.exit(f"blind-pool: bucket {args.bucket} holds no line the repository does not hold, nor any not drawn before")
    run = subprocess.run([args.kaimono, "match", "--format", "jsonl"], input="\n".join(texts) + "\n",
                         capture_output=True, text=True)
    matches = [json.loads(row) for row in run.stdout.splitlines()]
    if run.returncode != 0 or len(matches) != len(texts):
        sys.exit(f"blind-pool: {args.kaimono} match gave {len(matches)} results for {len(texts)} lines "
                 f"(exit {run.returncode}): {run.stderr.strip()[-300:]}")
    key = {}
    parts = {"p1": [], "p2": []}
    for index, (text, match) in enumerate(zip(texts, matches)):
        english_line = index < len(en)
        part = "p1" if (index % 2 == 0) else "p2"
        item_id = f"{part}-{len(parts[part]) + 1:03d}"
        item = {"id": item_id, "line": text}
        item.update(describe(match, products))
        parts[part].append(item)
        key[item_id] = {"text": text, "status": match["status"], "language": "en" if english_line else "ja",
                        "half": half(text), "alternative": bool(match.get("alternative"))}
    for part, items in parts.items():
        rng.shuffle(items)
        with open(os.path.join(args.out, f"items-{part}.json"), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
        with open(os.path.join(args.out, f"brief-{part}.md"), "w", encoding="utf-8") as f:
            f.write(BRIEF.format(part=part))
    with open(os.path.join(args.out, "key.json"), "w", encoding="utf-8") as f:
        json.dump({"bucket": args.bucket, "seed": args.seed, "kaimono": args.kaimono, "items": key}, f,
                  ensure_ascii=False, indent=1)
    write_drawn(texts, args.pool or os.path.basename(os.path.normpath(args.out)))
    print(f"bucket {args.bucket}: {len(pool)} lines not drawn before ({len(english)} en, {len(japanese_lines)} ja) → "
          f"{len(texts)} drawn into {args.out}")


def record(args):
    try:
        with open(args.key, encoding="utf-8") as f:
            items = json.load(f)["items"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        sys.exit(f"blind-pool: {args.key} is no pool's key.json (written by `draw`): {error}")
    write_drawn([item["text"] for item in items.values()], args.pool)
    print(f"{len(items)} lines of {args.key} recorded as drawn into pool {args.pool}")


def ratio(a, b):
    return f"{a}/{b} = {a / b:.3f}" if b else f"{a}/{b}"


def score(args):
    for name in ("key.json", "verdicts-p1.json", "verdicts-p2.json"):
        if not os.path.isfile(os.path.join(args.dir, name)):
            sys.exit(f"blind-pool: {os.path.join(args.dir, name)} is missing: draw the pool, then have the judges "
                     "write their verdicts")
    with open(os.path.join(args.dir, "key.json"), encoding="utf-8") as f:
        key = json.load(f)["items"]
    verdicts = {}
    for part in ("p1", "p2"):
        with open(os.path.join(args.dir, f"verdicts-{part}.json"), encoding="utf-8") as f:
            try:
                rows = json.load(f)
            except json.JSONDecodeError as error:
                sys.exit(f"blind-pool: verdicts-{part}.json is no JSON ({error})")
            for row in rows:
                if not isinstance(row, dict) or row.get("verdict") not in ("right", "wrong") or "id" not in row:
                    sys.exit(f"blind-pool: verdicts-{part}.json: each row needs an id and a verdict right or wrong, "
                             f"got {str(row)[:120]}")
                verdicts[row["id"]] = row
    missing = [item for item in key if item not in verdicts]
    if missing:
        sys.exit(f"no verdict for {len(missing)} items: {missing[:5]}")
    def figures(select):
        counts = {}
        for item, facts in key.items():
            if not select(facts):
                continue
            verdict = verdicts[item]["verdict"]
            kind = {"matched": "matched", "pantry": "pantry", "unsupported_language": "language"}.get(
                facts["status"], "unmatched")
            counts[(kind, verdict)] = counts.get((kind, verdict), 0) + 1
            if facts["alternative"] and verdicts[item].get("offer") in ("good", "poor"):
                offer = verdicts[item]["offer"]
                counts[("offer", offer)] = counts.get(("offer", offer), 0) + 1
        get = lambda kind, verdict: counts.get((kind, verdict), 0)
        right, wrong = get("matched", "right"), get("matched", "wrong")
        return {
            "matched precision": ratio(right, right + wrong),
            # (Lines in a language Kaimono does not read are left out of the buyable share: not reading them is the
            # contract, `unsupported_language`; their count is shown apart.)
            "buyable matched": ratio(right, right + get("unmatched", "wrong")),
            "unmatched right": ratio(get("unmatched", "right"), get("unmatched", "right") + get("unmatched", "wrong")),
            "language lines with a product": ratio(get("language", "wrong"), get("language", "right") + get("language", "wrong")),
            "pantry right": ratio(get("pantry", "right"), get("pantry", "right") + get("pantry", "wrong")),
            "offers good": ratio(get("offer", "good"), get("offer", "good") + get("offer", "poor")),
        }
    for name, select in [("all", lambda f: True), ("English", lambda f: f["language"] == "en"),
                         ("Japanese", lambda f: f["language"] == "ja"), ("half A", lambda f: f["half"] == "A"),
                         ("half B", lambda f: f["half"] == "B")]:
        print(f"{name:9} " + "; ".join(f"{k} {v}" for k, v in figures(select).items()))
    if args.errors:
        for item, facts in sorted(key.items()):
            if verdicts[item]["verdict"] == "wrong":
                print(f'wrong {facts["status"]:10} {facts["text"]}  — {verdicts[item].get("why", "")}'
                      f'{" (" + verdicts[item]["product"] + ")" if verdicts[item].get("product") else ""}')


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    d = commands.add_parser("draw")
    d.add_argument("--kaimono", required=True)
    d.add_argument("--bucket", required=True, help="a bucket, 0 to 39, or several, comma-separated")
    d.add_argument("--seed", type=int, default=47)
    d.add_argument("--out", required=True)
    d.add_argument("--pool", help="the pool's name in the record of drawn lines (default: the name of --out)")
    s = commands.add_parser("score")
    s.add_argument("dir")
    s.add_argument("--errors", action="store_true")
    r = commands.add_parser("record")
    r.add_argument("--pool", required=True)
    r.add_argument("key")
    args = parser.parse_args()
    {"draw": draw, "score": score, "record": record}[args.command](args)


if __name__ == "__main__":
    main()
