#!/usr/bin/env python3
"""Scores the CLI on the development sets of ../shared/eval, whole and in two halves, A and B.

Tune on half A only; report half B, which nobody reads while tuning. An item falls in a half by a hash of a key,
stable across runs and machines: a page by its site (a site's pages stay together, so a rule learned from one
page cannot be checked on its sibling), a labelled line by its text, a food pair by its two names. The rule is
the one scripts/lexicon-coverage.py uses: A when the first byte of the key's SHA-1 is even.

Nothing of the evaluation data is copied: the halves are written to a temporary folder (links to the site
folders, JSON Lines files) and scored there by ../shared/eval/score.py.

Usage: scripts/eval-halves.py [--kaimono PATH] [--sets extraction,lines-en,lines-ja,foods-ja,bilingual]
                              [--halves all,A,B] [--errors N --half A]
Python 3 standard library only.
"""

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVAL = os.path.normpath(os.path.join(ROOT, "..", "shared", "eval"))
SETS = {  # name: (score.py task, path under EVAL, key of an item)
    "extraction": ("extraction", "extraction", None),
    "lines-en": ("lines-en", "lines-en.jsonl", lambda row: row["text"]),
    "lines-ja": ("lines-ja", "lines-ja.jsonl", lambda row: row["text"]),
    "foods-ja": ("foods", "foods-ja.jsonl", lambda row: row["a"] + "\t" + row["b"]),
    "bilingual": ("foods", "bilingual.jsonl", lambda row: row["a"] + "\t" + row["b"]),
}
HEADLINE = {  # the figures issue 15 sets bars on, printed first
    "extraction": ["content_f1", "line_f1", "page_exact"],
    "lines-en": ["name_exact", "unit", "quantity", "name_token_f1"],
    "lines-ja": ["name_covered", "amount", "group"],
    "foods-ja": ["same_food", "coverage"],
    "bilingual": ["same_food", "coverage"],
}


def half(key):
    """A or B, by a hash of the key."""
    return "AB"[hashlib.sha1(key.encode("utf-8")).digest()[0] & 1]


def write_half(name, part, folder):
    """Writes the items of `part` (all, A or B) of set `name` under `folder`; returns the path to score."""
    task, rel, key = SETS[name]
    source = os.path.join(EVAL, rel)
    if task == "extraction":
        target = os.path.join(folder, f"{name}-{part}")
        os.makedirs(target)
        for site in sorted(os.listdir(source)):
            if os.path.isdir(os.path.join(source, site)) and part in ("all", half(site)):
                os.symlink(os.path.join(source, site), os.path.join(target, site))
        return target
    target = os.path.join(folder, f"{name}-{part}.jsonl")
    with open(source, encoding="utf-8") as f, open(target, "w", encoding="utf-8") as out:
        for raw in f:
            if raw.strip() and part in ("all", half(key(json.loads(raw)))):
                out.write(raw)
    return target


def score(kaimono, name, path, errors):
    task = SETS[name][0]
    args = [sys.executable, os.path.join(EVAL, "score.py"), task, path, "--kaimono", kaimono, "--json"]
    if errors:
        args += ["--errors", str(errors)]
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit(f"eval-halves: score.py {task} failed: {p.stderr[-800:]}")
    lines = p.stdout.splitlines()
    misses = [l for l in lines if l.startswith("MISS ")]
    metrics = next(json.loads(l) for l in lines if l.startswith("{"))
    return metrics, misses


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kaimono", default=os.environ.get("KAIMONO", os.path.join(ROOT, ".build/release/kaimono")))
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument("--halves", default="all,A,B")
    ap.add_argument("--errors", type=int, default=0, help="print up to N misses of the half given by --half")
    ap.add_argument("--half", default="A", choices=["A", "B", "all"])
    a = ap.parse_args()
    if not os.path.isdir(EVAL):
        sys.exit(f"eval-halves: {EVAL} is missing: the evaluation sets sit in ../shared beside the project")
    if not os.access(a.kaimono, os.X_OK):
        sys.exit(f"eval-halves: no CLI at {a.kaimono}: build it (swift build -c release) or pass --kaimono")
    parts = a.halves.split(",")
    with tempfile.TemporaryDirectory() as folder:
        for name in a.sets.split(","):
            if name not in SETS:
                sys.exit(f"eval-halves: unknown set {name!r}: one of {', '.join(SETS)}")
            results = {}
            for part in parts:
                path = write_half(name, part, folder)
                wanted = a.errors if part == a.half else 0
                results[part], misses = score(a.kaimono, name, path, wanted)
                for miss in misses:
                    print(f"{name} {part} {miss}")
            keys = HEADLINE[name] + [k for k in results[parts[0]] if k not in HEADLINE[name]]
            print(f"{name:<11}" + "".join(f"{p:>10}" for p in parts))
            for k in keys:
                cells = []
                for p in parts:
                    v = results[p].get(k)
                    cells.append(f"{v:>10.4f}" if isinstance(v, float) else f"{v!s:>10}")
                print(f"  {k:<18}" + "".join(cells))


if __name__ == "__main__":
    main()
