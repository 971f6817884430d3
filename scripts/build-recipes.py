#!/usr/bin/env python3
"""Build Kaimono's bundled sample recipes (data/recipes/) from their definitions in data/recipe-sources/.

Every recipe text there is Kaimono's own writing: one file per recipe, named after its id. Run from the
repository root:

    python3 scripts/build-recipes.py            # (re)write data/recipes/*.json and data/recipes/html/*.html
    python3 scripts/build-recipes.py --check    # validate the definitions and the written files only

Definition format (data/recipe-sources/<id>.txt, one recipe per file):

    @ id | title | servings | cuisine | course | yield | kind
    ingredient line                 (group null)
    # group name                    (following lines belong to this group; "#" alone ends the group)
    > instruction step

`yield` may be empty ("4人分" / "Serves 4" is used); `kind` is empty for a JSON recipe, or one of
jsonld, jsonld-graph, jsonld-sections, microdata, html for an extra HTML page in data/recipes/html/.
Standard library only.
"""

import html
import json
import os
import re
import sys
from html.parser import HTMLParser

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "data", "recipe-sources")
OUT = os.path.join(ROOT, "data", "recipes")
HTML_OUT = os.path.join(OUT, "html")
KEEP = {"nikujaga.html", "README.md"}

CUISINES = {"japanese", "chinese", "korean", "italian", "french", "american", "british", "mexican",
            "indian", "thai", "vietnamese", "mediterranean", "greek", "spanish", "middle-eastern",
            "german", "irish", "hungarian", "international"}
COURSES = {"main", "side", "soup", "salad", "rice", "noodles", "breakfast", "dessert", "baking",
           "snack", "sauce", "drink", "bread"}
HTML_KINDS = {"jsonld", "jsonld-graph", "jsonld-sections", "microdata", "html"}
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

def is_japanese(text):
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def parse_blocks(text, source):
    recipes = []
    current = None
    group = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("@"):
            fields = [f.strip() for f in line[1:].split("|")]
            while len(fields) < 7:
                fields.append("")
            rid, title, servings, cuisine, course, yld, kind = fields[:7]
            lang = "ja" if is_japanese(title) else "en"
            n = int(servings)
            if not yld:
                yld = f"{n}人分" if lang == "ja" else f"Serves {n}"
            current = {"id": rid, "title": title, "yield": yld, "servings": n, "language": lang,
                       "cuisine": cuisine or ("japanese" if lang == "ja" else "international"),
                       "course": course or "main", "ingredients": [], "instructions": [],
                       "_kind": kind or "json", "_where": f"{source}:{number}"}
            recipes.append(current)
            group = None
        elif current is None:
            raise SystemExit(f"{source}:{number}: text before the '@' header: {line!r}")
        elif line.startswith("#"):
            group = line[1:].strip() or None
        elif line.startswith(">"):
            current["instructions"].append(line[1:].strip())
        else:
            current["ingredients"].append({"text": line, "group": group})
    return recipes


def all_recipes():
    recipes = []
    for name in sorted(os.listdir(SOURCES)):
        if not name.endswith(".txt"):
            continue
        source = os.path.join("data", "recipe-sources", name)
        with open(os.path.join(SOURCES, name), encoding="utf-8") as f:
            found = parse_blocks(f.read(), source)
        if len(found) != 1 or found[0]["id"] + ".txt" != name:
            raise SystemExit(f"{source}: one recipe per file, named after its id ({[r['id'] for r in found]})")
        recipes.extend(found)
    return recipes


def validate(recipes):
    problems = []
    ids, titles = set(), set()
    for r in recipes:
        where = f"{r['id']} ({r['_where']})"
        if not SLUG.match(r["id"]):
            problems.append(f"{where}: id is not an ASCII slug")
        if r["id"] in ids:
            problems.append(f"{where}: duplicate id")
        if r["title"] in titles:
            problems.append(f"{where}: duplicate title {r['title']!r}")
        ids.add(r["id"])
        titles.add(r["title"])
        if r["cuisine"] not in CUISINES:
            problems.append(f"{where}: unknown cuisine {r['cuisine']!r}")
        if r["course"] not in COURSES:
            problems.append(f"{where}: unknown course {r['course']!r}")
        if r["_kind"] != "json" and r["_kind"] not in HTML_KINDS:
            problems.append(f"{where}: unknown kind {r['_kind']!r}")
        if not 1 <= r["servings"] <= 48:
            problems.append(f"{where}: servings {r['servings']} out of range")
        if not 5 <= len(r["ingredients"]) <= 15:
            problems.append(f"{where}: {len(r['ingredients'])} ingredients (want 5 to 15)")
        if not 2 <= len(r["instructions"]) <= 6:
            problems.append(f"{where}: {len(r['instructions'])} steps (want 2 to 6)")
        lines = [i["text"] for i in r["ingredients"]]
        if len(set(lines)) != len(lines):
            problems.append(f"{where}: repeated ingredient line")
        for i in r["ingredients"]:
            if lang_mismatch(r["language"], i["text"]):
                problems.append(f"{where}: line language differs: {i['text']!r}")
    return problems


def lang_mismatch(lang, text):
    return lang == "en" and is_japanese(text)


def public(r):
    return {k: r[k] for k in ("id", "title", "yield", "servings", "language", "cuisine", "course",
                              "ingredients", "instructions")}


# ---------------------------------------------------------------- HTML pages

def page(r, head_extra, body):
    lang = r["language"]
    site = "Kaimono キッチン" if lang == "ja" else "Kaimono Kitchen"
    return (f"<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{html.escape(r['title'])} | {site}</title>\n{head_extra}</head>\n<body>\n{body}</body>\n</html>\n")


def jsonld_object(r, kind):
    lang = r["language"]
    obj = {"@context": "https://schema.org", "@type": "Recipe", "name": r["title"],
           "author": {"@type": "Organization", "name": "Kaimono キッチン" if lang == "ja" else "Kaimono Kitchen"},
           "inLanguage": lang,
           "recipeYield": [str(r["servings"]), r["yield"]] if kind == "jsonld-graph" else r["yield"],
           "recipeCuisine": r["cuisine"], "recipeCategory": r["course"]}
    if kind == "jsonld-sections":
        # schema.org has no ingredient sections: groups appear only in the HTML body; lines stay flat.
        obj["recipeIngredient"] = [i["text"] for i in r["ingredients"]]
        half = (len(r["instructions"]) + 1) // 2
        names = ("下ごしらえ", "仕上げ") if lang == "ja" else ("Prepare", "Cook")
        obj["recipeInstructions"] = [
            {"@type": "HowToSection", "name": names[0],
             "itemListElement": [{"@type": "HowToStep", "text": s} for s in r["instructions"][:half]]},
            {"@type": "HowToSection", "name": names[1],
             "itemListElement": [{"@type": "HowToStep", "text": s} for s in r["instructions"][half:]]}]
    else:
        obj["recipeIngredient"] = [i["text"] for i in r["ingredients"]]
        obj["recipeInstructions"] = [{"@type": "HowToStep", "text": s} for s in r["instructions"]]
    if kind == "jsonld-graph":
        site = {"@type": "WebSite", "@id": "https://kitchen.kaimono.example/#website", "name": "Kaimono Kitchen"}
        crumbs = {"@type": "BreadcrumbList", "itemListElement": [
            {"@type": "ListItem", "position": 1, "name": "Recipes", "item": "https://kitchen.kaimono.example/recipes/"}]}
        del obj["@context"]
        return {"@context": "https://schema.org", "@graph": [site, crumbs, obj]}
    return obj


def grouped(r):
    out = []
    for i in r["ingredients"]:
        if not out or out[-1][0] != i["group"]:
            out.append((i["group"], []))
        out[-1][1].append(i["text"])
    return out


def split_amount(text, lang):
    """Split a line into (name, amount) for pages that mark them up separately."""
    if lang == "ja":
        m = re.match(r"^(.*\S)\s+(\S+)$", text)
        return (m.group(1), m.group(2)) if m else (text, "")
    m = re.match(r"^([\d/ ]+(?:\([^)]*\))?\s*(?:cups?|tablespoons?|teaspoons?|lb|oz|cloves?|cans?|large|medium|small|pinch|sprigs?|slices?|sticks?|bunch|stalks?|pints?|quarts?)?)\s+(.*)$", text)
    return (m.group(2), m.group(1).strip()) if m else (text, "")


def body_list(r, item_attr="", with_spans=False):
    lang = r["language"]
    heading = "材料" if lang == "ja" else "Ingredients"
    parts = [f"<h2>{heading}（{html.escape(r['yield'])}）</h2>\n" if lang == "ja"
             else f"<h2>{heading} <small>({html.escape(r['yield'])})</small></h2>\n"]
    for group, lines in grouped(r):
        if group:
            parts.append(f"<h3>{html.escape(group)}</h3>\n")
        parts.append("<ul class=\"ingredients\">\n")
        for text in lines:
            if with_spans:
                name, amount = split_amount(text, lang)
                if lang == "ja" and amount:
                    inner = (f"<span class=\"ing-name\">{html.escape(name)}</span> "
                             f"<span class=\"ing-amount\">{html.escape(amount)}</span>")
                elif amount:
                    inner = (f"<span class=\"ing-amount\">{html.escape(amount)}</span> "
                             f"<span class=\"ing-name\">{html.escape(name)}</span>")
                else:
                    inner = html.escape(text)
            else:
                inner = html.escape(text)
            parts.append(f"  <li{item_attr}>{inner}</li>\n")
        parts.append("</ul>\n")
    return "".join(parts)


def body_steps(r, item_attr=""):
    heading = "作り方" if r["language"] == "ja" else "Method"
    steps = "".join(f"  <li{item_attr}>{html.escape(s)}</li>\n" for s in r["instructions"])
    return f"<h2>{heading}</h2>\n<ol class=\"steps\">\n{steps}</ol>\n"


def intro(r):
    return ("<p class=\"lead\">Kaimono キッチンの定番レシピです。</p>\n" if r["language"] == "ja"
            else "<p class=\"lead\">A Kaimono Kitchen standby &amp; weeknight favourite.</p>\n")


def render_html(r):
    kind = r["_kind"]
    title = html.escape(r["title"])
    if kind.startswith("jsonld"):
        data = json.dumps(jsonld_object(r, kind), ensure_ascii=False, indent=2)
        head = f"<script type=\"application/ld+json\">\n{data}\n</script>\n"
        body = (f"<article class=\"recipe\">\n<h1>{title}</h1>\n{intro(r)}"
                f"{body_list(r, with_spans=(kind == 'jsonld-graph'))}{body_steps(r)}</article>\n")
        return page(r, head, body)
    if kind == "microdata":
        ing = "".join(
            (f"<h3>{html.escape(g)}</h3>\n" if g else "") + "<ul>\n" +
            "".join(f"  <li itemprop=\"recipeIngredient\">{html.escape(t)}</li>\n" for t in lines) + "</ul>\n"
            for g, lines in grouped(r))
        steps = "".join(
            f"  <li itemprop=\"recipeInstructions\" itemscope itemtype=\"https://schema.org/HowToStep\">"
            f"<span itemprop=\"text\">{html.escape(s)}</span></li>\n" for s in r["instructions"])
        heading = ("材料", "作り方") if r["language"] == "ja" else ("Ingredients", "Directions")
        body = (f"<div class=\"recipe\" itemscope itemtype=\"https://schema.org/Recipe\">\n"
                f"<h1 itemprop=\"name\">{title}</h1>\n{intro(r)}"
                f"<p>{'分量' if r['language'] == 'ja' else 'Yield'}: <span itemprop=\"recipeYield\">{html.escape(r['yield'])}</span></p>\n"
                f"<h2>{heading[0]}</h2>\n{ing}<h2>{heading[1]}</h2>\n<ol>\n{steps}</ol>\n</div>\n")
        return page(r, "", body)
    if kind == "html":
        nav = "<nav><a href=\"/\">Home</a> &gt; <a href=\"/recipes/\">Recipes</a></nav>\n"
        body = (f"{nav}<main>\n<h1>{title}</h1>\n{intro(r)}{body_list(r, with_spans=True)}{body_steps(r)}</main>\n"
                f"<footer><p>&copy; Kaimono</p></footer>\n")
        return page(r, "", body)
    raise ValueError(kind)


class VisibleLines(HTMLParser):
    """Reads back what a reader sees: each ingredient <li> (in a <ul>) with the <h3> above it."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines, self.group, self._h3, self._li, self._in_ul = [], None, None, None, False

    def handle_starttag(self, tag, attrs):
        if tag == "h3":
            self._h3 = ""
        elif tag == "h2":
            self.group = None
        elif tag == "ul":
            self._in_ul = True
        elif tag == "li" and self._in_ul:
            self._li = ""

    def handle_endtag(self, tag):
        if tag == "h3" and self._h3 is not None:
            self.group, self._h3 = " ".join(self._h3.split()), None
        elif tag == "ul":
            self._in_ul = False
        elif tag == "li" and self._li is not None:
            self.lines.append({"text": " ".join(self._li.split()), "group": self.group})
            self._li = None

    def handle_data(self, data):
        if self._h3 is not None:
            self._h3 += data
        if self._li is not None:
            self._li += data


class WellFormed(HTMLParser):
    """Checks that every non-void element is closed in order and collects JSON-LD blocks."""

    VOID = {"meta", "br", "img", "input", "link", "hr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.scripts, self._in_ld = [], [], [], False

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)
        self._in_ld = tag == "script" and ("type", "application/ld+json") in attrs

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"unexpected </{tag}> (open: {self.stack[-3:]})")
        else:
            self.stack.pop()
        self._in_ld = False

    def handle_data(self, data):
        if self._in_ld:
            self.scripts.append(data)


def check_written(recipes):
    problems = []
    json_ids = {r["id"] for r in recipes if r["_kind"] == "json"}
    found = set()
    for name in sorted(os.listdir(OUT)):
        path = os.path.join(OUT, name)
        if not name.endswith(".json"):
            continue
        try:
            with open(path, encoding="utf-8") as f:
                obj = json.load(f)
        except ValueError as e:
            problems.append(f"{name}: invalid JSON: {e}")
            continue
        keys = ["id", "title", "yield", "servings", "language", "cuisine", "course", "ingredients", "instructions"]
        if list(obj) != keys:
            problems.append(f"{name}: keys {list(obj)}")
        if name != obj.get("id", "") + ".json":
            problems.append(f"{name}: file name does not match id")
        for i in obj.get("ingredients", []):
            if sorted(i) != ["group", "text"] or not isinstance(i["text"], str) or not i["text"]:
                problems.append(f"{name}: bad ingredient {i}")
        found.add(obj.get("id"))
    if found != json_ids:
        problems.append(f"JSON files differ from definitions: missing {sorted(json_ids - found)}, extra {sorted(found - json_ids)}")
    for r in recipes:
        if r["_kind"] == "json":
            continue
        path = os.path.join(HTML_OUT, r["id"] + ".html")
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            problems.append(f"{path}: {e}")
            continue
        checker = WellFormed()
        checker.feed(text)
        checker.close()
        problems += [f"html/{r['id']}.html: {e}" for e in checker.errors]
        if checker.stack:
            problems.append(f"html/{r['id']}.html: unclosed {checker.stack}")
        for s in checker.scripts:
            try:
                json.loads(s)
            except ValueError as e:
                problems.append(f"html/{r['id']}.html: JSON-LD invalid: {e}")
        reader = VisibleLines()
        reader.feed(text)
        if reader.lines != r["ingredients"]:
            problems.append(f"html/{r['id']}.html: visible ingredient lines differ from the definition")
        for s in checker.scripts:
            try:
                ld = json.loads(s)
            except ValueError:
                continue
            node = next(n for n in ld.get("@graph", [ld]) if n.get("@type") == "Recipe")
            if node["recipeIngredient"] != [i["text"] for i in r["ingredients"]]:
                problems.append(f"html/{r['id']}.html: JSON-LD ingredients differ from the definition")
        if r["_kind"].startswith("jsonld") and len(checker.scripts) != 1:
            problems.append(f"html/{r['id']}.html: expected one JSON-LD block")
    return problems


def summary(recipes):
    from collections import Counter
    js = [r for r in recipes if r["_kind"] == "json"]
    by_lang = Counter(r["language"] for r in js)
    kinds = Counter(r["_kind"] for r in recipes if r["_kind"] != "json")
    html_lang = Counter(r["language"] for r in recipes if r["_kind"] != "json")
    return (f"JSON recipes: {len(js)} ({', '.join(f'{k} {v}' for k, v in sorted(by_lang.items()))}); "
            f"HTML pages: {sum(kinds.values())} ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}; "
            f"{', '.join(f'{k} {v}' for k, v in sorted(html_lang.items()))})")


def dump_recipe(obj):
    """One key per line, one ingredient or step per line: easy to read and to diff."""
    def j(v):
        return json.dumps(v, ensure_ascii=False)
    lines = []
    for key, value in obj.items():
        if key in ("ingredients", "instructions"):
            items = ",\n".join(f"    {j(v)}" for v in value)
            lines.append(f"  {j(key)}: [\n{items}\n  ]")
        else:
            lines.append(f"  {j(key)}: {j(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def write(recipes):
    os.makedirs(HTML_OUT, exist_ok=True)
    for name in os.listdir(OUT):
        if name.endswith(".json") and name not in KEEP:
            os.remove(os.path.join(OUT, name))
    for name in os.listdir(HTML_OUT):
        if name.endswith(".html"):
            os.remove(os.path.join(HTML_OUT, name))
    for r in recipes:
        if r["_kind"] == "json":
            with open(os.path.join(OUT, r["id"] + ".json"), "w", encoding="utf-8") as f:
                f.write(dump_recipe(public(r)))
        else:
            with open(os.path.join(HTML_OUT, r["id"] + ".html"), "w", encoding="utf-8") as f:
                f.write(render_html(r))


def main(argv):
    recipes = all_recipes()
    problems = validate(recipes)
    if not problems and "--check" not in argv:
        write(recipes)
    if not problems:
        problems = check_written(recipes)
    for p in problems:
        print("error:", p, file=sys.stderr)
    print(summary(recipes))
    if len([r for r in recipes if r["_kind"] == "json"]) < 300:
        print("warning: fewer than 300 JSON recipes", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
