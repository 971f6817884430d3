#!/usr/bin/env python3
"""Build Kaimono's bundled sample recipes (data/recipes/) from the definitions in this file.

Every recipe text below is Kaimono's own writing. Run from the repository root:

    python3 scripts/build-recipes.py            # (re)write data/recipes/*.json and data/recipes/html/*.html
    python3 scripts/build-recipes.py --check    # validate the definitions and the written files only

Definition format (one block per recipe, blocks start with "@"):

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

DATA = []  # definition chunks, appended below


def is_japanese(text):
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def parse_blocks(text):
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
                       "_kind": kind or "json", "_line": number}
            recipes.append(current)
            group = None
        elif current is None:
            raise SystemExit(f"definition line {number}: text before the first '@' header: {line!r}")
        elif line.startswith("#"):
            group = line[1:].strip() or None
        elif line.startswith(">"):
            current["instructions"].append(line[1:].strip())
        else:
            current["ingredients"].append({"text": line, "group": group})
    return recipes


def all_recipes():
    recipes = []
    for chunk in DATA:
        recipes.extend(parse_blocks(chunk))
    return recipes


def validate(recipes):
    problems = []
    ids, titles = set(), set()
    for r in recipes:
        where = f"{r['id']} (definition line {r['_line']})"
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


# ================================================================ definitions
DATA.append(r"""
@ buta-shogayaki | 豚の生姜焼き | 2 | japanese | main
豚ロース薄切り肉 250g
玉ねぎ 1/2個
キャベツ 2枚
薄力粉 大さじ1
サラダ油 大さじ1
# たれ
しょうが（すりおろし） 1かけ
醤油 大さじ2
みりん 大さじ2
酒 大さじ1
砂糖 小さじ1
> たれの材料を混ぜ合わせる。玉ねぎは薄切り、キャベツはせん切りにする。
> 豚肉に薄力粉を薄くまぶす。
> フライパンにサラダ油を熱して豚肉を焼き、玉ねぎを加えて炒める。
> たれを回し入れて煮からめ、キャベツと盛り合わせる。

@ butabara-shogayaki | 豚バラの生姜焼き丼 | 2 | japanese | rice
豚バラ薄切り肉 200g
玉ねぎ 1/2個
ご飯 丼2杯分
小ねぎ（小口切り） 適量
★しょうが（すりおろし） 1かけ
★醤油 大さじ1と1/2
★みりん 大さじ1と1/2
★酒 大さじ1
> 豚バラ肉は5cm幅に切り、玉ねぎはくし形に切る。
> フライパンを熱して豚肉を炒め、出てきた脂で玉ねぎを炒める。
> ★を加えて汁けが少なくなるまで煮からめ、ご飯にのせて小ねぎを散らす。

@ tonkatsu | とんかつ | 2 | japanese | main
豚ロース肉（とんかつ用） 2枚
塩 少々
こしょう 少々
薄力粉 適量
溶き卵 1個分
パン粉 適量
揚げ油 適量
キャベツ（せん切り） 1/4個分
とんかつソース 適量
> 豚肉は筋切りをして塩、こしょうをふる。
> 薄力粉、溶き卵、パン粉の順に衣をつける。
> 170℃の揚げ油で5〜6分、きつね色になるまで揚げる。
> 油をきって切り分け、キャベツを添えてソースをかける。

@ katsudon | カツ丼 | 2 | japanese | rice
とんかつ 2枚
玉ねぎ 1/2個
卵 3個
ご飯 丼2杯分
三つ葉 少々
# 煮汁
だし汁 150ml
醤油 大さじ2
みりん 大さじ2
砂糖 小さじ2
> 玉ねぎは薄切り、とんかつは食べやすく切る。
> 小さめのフライパンに煮汁と玉ねぎを入れて煮る。
> 玉ねぎがしんなりしたらとんかつをのせ、溶き卵を回し入れて蓋をし、半熟に仕上げる。
> ご飯にのせ、三つ葉を添える。

@ butajiru | 豚汁 | 4 | japanese | soup
豚バラ薄切り肉 150g
大根 5cm
にんじん 1/2本
ごぼう 1/3本
里いも 2個
こんにゃく 1/2枚
長ねぎ 1/2本
ごま油 小さじ2
だし汁 800ml
味噌 大さじ4
> 大根とにんじんはいちょう切り、ごぼうはささがき、里いもは輪切り、こんにゃくはちぎって下ゆでする。
> 鍋にごま油を熱して豚肉を炒め、野菜とこんにゃくを加えて炒める。
> だし汁を加えてアクを取り、野菜がやわらかくなるまで15分煮る。
> 味噌を溶き入れ、小口切りの長ねぎを加えてひと煮する。

@ buta-kakuni | 豚の角煮 | 4 | japanese | main
豚バラかたまり肉 600g
長ねぎ（青い部分） 1本分
しょうが（薄切り） 1かけ
ゆで卵 4個
水 600ml
酒 100ml
醤油 大さじ4
砂糖 大さじ3
みりん 大さじ2
> 豚肉は5cm角に切り、フライパンで表面を焼きつける。
> 鍋に豚肉、長ねぎ、しょうが、かぶるくらいの水を入れて1時間下ゆでする。
> ゆで汁を捨て、水600ml、酒、砂糖を加えて20分煮る。
> 醤油、みりん、ゆで卵を加え、落とし蓋をして煮汁にとろみがつくまで30分煮る。

@ buta-kimchi | 豚キムチ炒め | 2 | korean | main
豚バラ薄切り肉 200g
白菜キムチ 150g
玉ねぎ 1/2個
にら 1/2束
ごま油 大さじ1
醤油 小さじ1
砂糖 小さじ1/2
白いりごま 少々
> 豚肉は4cm幅、玉ねぎは薄切り、にらは4cm長さに切る。
> フライパンにごま油を熱して豚肉を炒め、色が変わったら玉ねぎを加える。
> キムチを加えて炒め合わせ、醤油と砂糖で味を調える。
> にらを加えてさっと炒め、ごまをふる。

@ niku-yasai-itame | 肉野菜炒め | 2 | japanese | main
豚こま切れ肉 150g
キャベツ 1/4個
にんじん 1/3本
ピーマン 2個
もやし 1/2袋
サラダ油 大さじ1
塩 小さじ1/3
こしょう 少々
醤油 小さじ2
鶏ガラスープの素 小さじ1/2
> キャベツはざく切り、にんじんは短冊切り、ピーマンは細切りにする。
> フライパンにサラダ油を熱し、豚肉を炒めて塩、こしょうをふる。
> にんじん、キャベツ、ピーマン、もやしの順に加えて強火で炒める。
> 鶏ガラスープの素と醤油を加えて全体を混ぜる。

@ hoikoro | 回鍋肉 | 2 | chinese | main
豚バラ薄切り肉 200g
キャベツ 1/4個
ピーマン 2個
長ねぎ 1/2本
にんにく 1かけ
サラダ油 大さじ1
# 合わせ調味料
甜麺醤 大さじ2
豆板醤 小さじ1/2
酒 大さじ1
醤油 小さじ1
砂糖 小さじ1
> キャベツはざく切り、ピーマンは乱切り、長ねぎは斜め切り、にんにくは薄切りにする。合わせ調味料を混ぜる。
> フライパンにサラダ油とにんにくを熱し、豚肉を炒める。
> 野菜を加えて強火で炒め、合わせ調味料を加えて炒め合わせる。

@ subuta | 酢豚 | 3 | chinese | main
豚肩ロースかたまり肉 300g
玉ねぎ 1/2個
ピーマン 2個
にんじん 1/3本
片栗粉 大さじ2
揚げ油 適量
【下味】醤油 小さじ1
【下味】酒 小さじ1
【A】酢 大さじ3
【A】ケチャップ 大さじ2
【A】砂糖 大さじ2
【A】醤油 大さじ1
【A】水 大さじ3
【A】片栗粉 小さじ1
> 豚肉は一口大に切って下味をもみ込み、片栗粉をまぶす。
> 野菜は乱切りにし、にんじんは下ゆでする。
> 170℃の油で豚肉をカリッと揚げる。
> フライパンで野菜を炒め、混ぜたAを加えてとろみがついたら豚肉をからめる。

@ butaniku-no-misozuke | 豚ロースの味噌漬け焼き | 4 | japanese | main
豚ロース肉（厚切り） 4枚
味噌 大さじ4
みりん 大さじ2
酒 大さじ1
砂糖 大さじ1
サラダ油 小さじ2
キャベツ 適量
> 味噌、みりん、酒、砂糖を混ぜて豚肉に塗り、冷蔵庫でひと晩漬ける。
> 味噌をぬぐい取り、サラダ油をひいたフライパンで弱めの中火で両面を焼く。
> 焦げやすいので蓋をして中まで火を通し、せん切りキャベツを添える。

@ shabushabu-salad | 冷しゃぶサラダ | 2 | japanese | salad
豚ロースしゃぶしゃぶ用肉 200g
レタス 3枚
きゅうり 1本
トマト 1個
酒 大さじ1
# ごまだれ
白練りごま 大さじ2
醤油 大さじ1
酢 大さじ1
砂糖 小さじ2
> 湯を沸かして酒を加え、火を止めてから豚肉を1枚ずつゆで、ざるに上げて冷ます。
> レタスはちぎり、きゅうりはせん切り、トマトはくし形に切る。
> 器に野菜と豚肉を盛り、混ぜたごまだれをかける。

@ butabara-daikon | 豚バラ大根 | 3 | japanese | main
豚バラ薄切り肉 200g
大根 1/2本
しょうが（薄切り） 1かけ
サラダ油 小さじ1
だし汁 400ml
醤油 大さじ3
みりん 大さじ2
砂糖 大さじ1
酒 大さじ2
> 大根は2cm厚さのいちょう切り、豚肉は4cm幅に切る。
> 鍋にサラダ油を熱して豚肉を炒め、大根を加えて油をなじませる。
> だし汁、しょうが、調味料を加え、落とし蓋をして大根が透き通るまで25分煮る。

@ nikumaki-onigiri | 肉巻きおにぎり | 4 | japanese | rice
ご飯 400g
豚バラ薄切り肉 8枚
片栗粉 少々
サラダ油 小さじ1
白いりごま 大さじ1
★醤油 大さじ2
★みりん 大さじ2
★砂糖 小さじ2
> ご飯にごまを混ぜ、8等分して俵形ににぎる。
> おにぎりに豚肉を巻きつけ、片栗粉を薄くまぶす。
> フライパンにサラダ油を熱し、巻き終わりを下にして転がしながら焼く。
> ★を加えて照りが出るまでからめる。

@ asupara-nikumaki | アスパラの肉巻き | 2 | japanese | side
アスパラガス 6本
豚バラ薄切り肉 6枚
塩 少々
こしょう 少々
薄力粉 少々
サラダ油 小さじ1
醤油 大さじ1
みりん 大さじ1
> アスパラガスは根元のかたい皮をむく。
> 豚肉を広げて塩、こしょうをふり、アスパラガスに斜めに巻きつけて薄力粉をまぶす。
> フライパンで転がしながら焼き、醤油とみりんをからめる。半分に切って盛る。

@ tonpeiyaki | とん平焼き | 2 | japanese | main
豚バラ薄切り肉 100g
キャベツ 2枚
もやし 1/4袋
卵 3個
サラダ油 適量
塩 少々
こしょう 少々
お好み焼きソース 適量
マヨネーズ 適量
青のり 少々
> 豚肉は3cm幅に切り、キャベツはせん切りにする。
> 豚肉と野菜を炒めて塩、こしょうをふり、取り出す。
> 溶き卵を薄く焼き、具をのせて包む。
> ソースとマヨネーズをかけ、青のりをふる。

@ pork-chap | ポークチャップ | 2 | japanese | main
豚ロース肉（厚切り） 2枚
玉ねぎ 1/2個
マッシュルーム 4個
塩 少々
こしょう 少々
薄力粉 適量
バター 10g
# ソース
ケチャップ 大さじ3
ウスターソース 大さじ1
酒 大さじ1
砂糖 小さじ1
> 豚肉は筋切りして塩、こしょう、薄力粉をまぶす。玉ねぎとマッシュルームは薄切りにする。
> フライパンにバターを溶かして豚肉の両面を焼き、取り出す。
> 同じフライパンで玉ねぎとマッシュルームを炒め、ソースの材料を加えて煮つめる。
> 豚肉を戻してソースをからめる。

@ niku-dofu | 肉豆腐 | 3 | japanese | main
木綿豆腐 1丁
牛切り落とし肉 200g
長ねぎ 1本
しらたき 1袋
だし汁 200ml
醤油 大さじ3
みりん 大さじ2
砂糖 大さじ2
酒 大さじ2
> 豆腐は8等分に切り、長ねぎは斜め切り、しらたきは下ゆでして食べやすく切る。
> 鍋にだし汁と調味料を入れて煮立て、牛肉を加えてほぐす。
> 豆腐、しらたき、長ねぎを加え、弱めの中火で15分煮て味を含ませる。

@ gyudon | 牛丼 | 2 | japanese | rice
牛切り落とし肉 200g
玉ねぎ 1/2個
ご飯 丼2杯分
紅しょうが 適量
水 150ml
醤油 大さじ2
みりん 大さじ2
酒 大さじ2
砂糖 大さじ1
しょうが（すりおろし） 小さじ1
> 玉ねぎは1cm幅のくし形に切る。
> 鍋に水と調味料を入れて煮立て、玉ねぎを加えて5分煮る。
> 牛肉を加えてほぐし、アクを取りながら5分煮る。
> ご飯に盛り、紅しょうがを添える。

@ sukiyaki | すき焼き | 4 | japanese | main
牛肩ロース薄切り肉（すき焼き用） 500g
焼き豆腐 1丁
長ねぎ 2本
春菊 1束
しいたけ 8枚
しらたき 1袋
牛脂 1個
卵 4個
# 割り下
醤油 100ml
みりん 100ml
酒 50ml
砂糖 大さじ3
水 100ml
> 割り下の材料をひと煮立ちさせる。豆腐、野菜、しらたきを食べやすく切る。
> すき焼き鍋に牛脂を溶かし、牛肉を広げて焼き、割り下を注ぐ。
> 豆腐、長ねぎ、しいたけ、しらたきを加えて煮、最後に春菊を入れる。
> 溶き卵にくぐらせていただく。

@ gyuniku-shigureni | 牛肉のしぐれ煮 | 4 | japanese | side
牛切り落とし肉 300g
しょうが 2かけ
酒 大さじ3
醤油 大さじ3
みりん 大さじ2
砂糖 大さじ2
水 50ml
> しょうがはせん切りにする。
> 鍋に調味料、水、しょうがを入れて煮立て、牛肉を加えてほぐす。
> アクを取り、汁けがほとんどなくなるまで中火で煮つめる。

@ gyuniku-gobo | 牛肉とごぼうの甘辛煮 | 3 | japanese | side
牛切り落とし肉 200g
ごぼう 1本
ごま油 大さじ1/2
★醤油 大さじ2
★みりん 大さじ2
★砂糖 大さじ1
★酒 大さじ2
★水 100ml
白いりごま 少々
> ごぼうはささがきにして水にさらし、水けをきる。
> 鍋にごま油を熱してごぼうを炒め、牛肉を加えてさらに炒める。
> ★を加えて汁けがなくなるまで煮て、ごまをふる。

@ hayashi-rice | ハヤシライス | 4 | japanese | rice
牛切り落とし肉 300g
玉ねぎ 2個
マッシュルーム 1パック
バター 20g
薄力粉 大さじ2
赤ワイン 100ml
トマト缶（カット） 1缶
水 200ml
ケチャップ 大さじ3
ウスターソース 大さじ2
塩 少々
ご飯 4人分
> 玉ねぎは薄切り、マッシュルームは半分に切る。
> 鍋にバターを溶かして玉ねぎをあめ色になるまで炒め、牛肉とマッシュルームを加える。
> 薄力粉をふって炒め、赤ワインを加えて煮立てる。
> トマト缶、水、ケチャップ、ウスターソースを加えて20分煮込み、塩で味を調えてご飯にかける。

@ gyutan-negishio | 牛タンのねぎ塩焼き | 2 | japanese | main
牛タン（薄切り） 200g
長ねぎ 1/2本
ごま油 大さじ1
塩 小さじ1/3
鶏ガラスープの素 小さじ1/4
レモン汁 小さじ2
黒こしょう 少々
> 長ねぎはみじん切りにし、ごま油、塩、鶏ガラスープの素、レモン汁と混ぜてねぎ塩だれを作る。
> フライパンを熱して牛タンを両面さっと焼く。
> 器に盛って黒こしょうをふり、ねぎ塩だれをのせる。

@ chinjao-rosu | 青椒肉絲 | 2 | chinese | main
牛もも肉（焼肉用） 200g
ピーマン 4個
たけのこ（水煮） 80g
サラダ油 大さじ1
【下味】醤油 小さじ1
【下味】酒 小さじ1
【下味】片栗粉 小さじ1
【A】オイスターソース 大さじ1
【A】醤油 小さじ2
【A】酒 大さじ1
【A】砂糖 小さじ1
> 牛肉は細切りにして下味をもみ込む。ピーマンとたけのこも細切りにする。
> フライパンにサラダ油を熱して牛肉を炒め、色が変わったら取り出す。
> ピーマンとたけのこを炒め、牛肉を戻し入れてAを加え、手早く炒め合わせる。

@ hamburg | 煮込みハンバーグ | 4 | japanese | main
合いびき肉 400g
玉ねぎ 1個
パン粉 1/2カップ
牛乳 大さじ4
卵 1個
塩 小さじ1/2
こしょう 少々
ナツメグ 少々
しめじ 1パック
サラダ油 大さじ1
# ソース
デミグラスソース缶 1缶
ケチャップ 大さじ3
水 100ml
> 玉ねぎはみじん切りにして炒め、冷ます。パン粉は牛乳に浸す。
> ひき肉に塩を加えて粘りが出るまで練り、玉ねぎ、パン粉、卵、こしょう、ナツメグを混ぜて4等分に成形する。
> フライパンにサラダ油を熱して両面に焼き色をつける。
> ソースの材料としめじを加え、蓋をして弱火で15分煮込む。

@ wafu-hamburg | 和風おろしハンバーグ | 2 | japanese | main
合いびき肉 250g
玉ねぎ 1/4個
パン粉 大さじ3
牛乳 大さじ2
溶き卵 1/2個分
塩 少々
こしょう 少々
サラダ油 小さじ1
大根おろし 1カップ
青じそ 4枚
ポン酢しょうゆ 大さじ3
> 玉ねぎはみじん切りにする。パン粉は牛乳でふやかす。
> ひき肉、玉ねぎ、パン粉、溶き卵、塩、こしょうをよく練り、2等分して小判形にする。
> フライパンで両面を焼き、蓋をして弱火で8分蒸し焼きにする。
> 器に盛り、大根おろしと刻んだ青じそをのせ、ポン酢をかける。

@ menchi-katsu | メンチカツ | 4 | japanese | main
合いびき肉 300g
玉ねぎ 1/2個
キャベツ 2枚
塩 小さじ1/3
こしょう 少々
薄力粉 適量
卵 1個
パン粉 適量
揚げ油 適量
中濃ソース 適量
> 玉ねぎとキャベツはみじん切りにする。
> ひき肉に塩、こしょうを加えて練り、野菜を混ぜて8等分に丸める。
> 薄力粉、溶き卵、パン粉の順に衣をつけ、170℃の油で5分揚げる。
> ソースを添えて盛る。

@ piman-nikuzume | ピーマンの肉詰め | 2 | japanese | main
ピーマン 4個
合いびき肉 200g
玉ねぎ 1/4個
パン粉 大さじ2
卵 1/2個
塩 少々
こしょう 少々
薄力粉 少々
サラダ油 小さじ2
ケチャップ 大さじ2
中濃ソース 大さじ1
> ピーマンは縦半分に切って種を取り、内側に薄力粉をふる。
> ひき肉にみじん切りの玉ねぎ、パン粉、卵、塩、こしょうを混ぜ、ピーマンに詰める。
> 肉の面から焼き、裏返して蓋をし、弱火で6分蒸し焼きにする。
> ケチャップとソースを加えてからめる。

@ rolled-cabbage | ロールキャベツ | 4 | japanese | main
キャベツ 8枚
合いびき肉 300g
玉ねぎ 1/2個
パン粉 大さじ4
卵 1個
塩 小さじ1/2
こしょう 少々
ベーコン 2枚
水 600ml
コンソメ（顆粒） 小さじ2
ローリエ 1枚
> キャベツは芯をそいでゆで、しんなりさせる。
> ひき肉、みじん切りの玉ねぎ、パン粉、卵、塩、こしょうを練って8等分する。
> キャベツで肉だねを包み、鍋にすき間なく並べる。
> 水、コンソメ、ベーコン、ローリエを加え、弱火で30分煮込む。

@ soboro-don | 三色そぼろ丼 | 2 | japanese | rice
鶏ひき肉 150g
卵 2個
さやいんげん 6本
ご飯 丼2杯分
【A】醤油 大さじ1
【A】砂糖 大さじ1
【A】酒 大さじ1
【A】しょうが汁 小さじ1
【B】砂糖 小さじ2
【B】塩 ひとつまみ
> 鍋にひき肉とAを入れ、菜箸4本で混ぜながらポロポロになるまで炒りつける。
> 卵にBを混ぜて、同様に細かい炒り卵を作る。
> さやいんげんは塩ゆでして斜め薄切りにする。
> ご飯に3色の具を彩りよくのせる。
""")
DATA.append(r"""
@ karaage | 鶏の唐揚げ | 4 | japanese | main
鶏もも肉 600g
★醤油 大さじ2
★酒 大さじ1
★しょうが（すりおろし） 1かけ
★にんにく（すりおろし） 1かけ
卵 1個
片栗粉 大さじ4
薄力粉 大さじ2
揚げ油 適量
レモン（くし形切り） 1/2個
> 鶏肉は一口大に切り、★をもみ込んで30分おく。
> 溶き卵を加えて混ぜ、片栗粉と薄力粉をまぶす。
> 170℃の油で3分揚げていったん取り出し、4分休ませる。
> 180℃に上げた油で1分二度揚げし、レモンを添える。

@ shio-karaage | 鶏むね肉の塩唐揚げ | 3 | japanese | main
鶏むね肉 1枚（300g）
塩 小さじ1/2
酒 大さじ1
にんにく（すりおろし） 小さじ1/2
ごま油 小さじ1
片栗粉 大さじ4
揚げ油 適量
黒こしょう 少々
> 鶏むね肉はそぎ切りにし、塩、酒、にんにく、ごま油をもみ込んで15分おく。
> 片栗粉をまぶし、170℃の油で4分揚げる。
> 熱いうちに黒こしょうをふる。

@ tebamoto-sappari-ni | 手羽元のさっぱり煮 | 4 | japanese | main
鶏手羽元 8本
ゆで卵 4個
にんにく 1かけ
しょうが 1かけ
水 200ml
酢 100ml
醤油 大さじ4
砂糖 大さじ3
酒 大さじ2
> にんにくとしょうがは薄切りにする。
> 鍋に手羽元、水、調味料、にんにく、しょうがを入れて強火にかける。
> 煮立ったらアクを取り、落とし蓋をして中火で20分煮る。
> ゆで卵を加え、煮汁をからめながらさらに5分煮る。

@ tebasaki-amakara | 手羽先の甘辛揚げ | 3 | japanese | main
鶏手羽先 12本
塩 少々
こしょう 少々
片栗粉 大さじ3
揚げ油 適量
白いりごま 大さじ1
# たれ
醤油 大さじ3
みりん 大さじ2
砂糖 大さじ1
酒 大さじ1
> 手羽先は裏側の骨に沿って切り込みを入れ、塩、こしょうをふって片栗粉をまぶす。
> 160℃の油で8分揚げ、180℃に上げて1分カリッと揚げる。
> たれを煮つめて手羽先にからめ、ごまをふる。

@ teriyaki-chicken | 鶏の照り焼き | 2 | japanese | main
鶏もも肉 1枚（300g）
サラダ油 小さじ1
ししとう 6本
# たれ
醤油 大さじ2
みりん 大さじ2
酒 大さじ1
砂糖 小さじ2
> 鶏肉は余分な脂を除き、厚い部分に切り込みを入れる。
> フライパンにサラダ油を熱し、皮目から中火で焼く。ししとうも一緒に焼いて取り出す。
> 裏返して蓋をし、弱火で5分蒸し焼きにする。
> 余分な脂をふき取り、たれを加えて照りが出るまで煮からめる。

@ oyakodon | 親子丼 | 2 | japanese | rice
鶏もも肉 200g
玉ねぎ 1/2個
卵 3個
三つ葉 4本
ご飯 丼2杯分
# 煮汁
だし汁 150ml
醤油 大さじ2
みりん 大さじ2
砂糖 小さじ1
> 鶏肉は小さめの一口大、玉ねぎは薄切りにする。
> 小さめのフライパンに煮汁を煮立て、鶏肉と玉ねぎを入れて5分煮る。
> 溶き卵の2/3を回し入れ、半熟になったら残りを加えてすぐ火を止める。
> ご飯にのせ、ざく切りの三つ葉を散らす。

@ chikuzenni | 筑前煮 | 4 | japanese | side
鶏もも肉 250g
ごぼう 1/2本
れんこん 150g
にんじん 1本
干ししいたけ 4枚
こんにゃく 1枚
さやえんどう 8枚
ごま油 大さじ1
だし汁（しいたけの戻し汁を含む） 300ml
醤油 大さじ3
みりん 大さじ2
砂糖 大さじ1と1/2
> 干ししいたけは水で戻して半分に切る。野菜は乱切りにし、こんにゃくはちぎって下ゆでする。
> 鍋にごま油を熱して鶏肉を炒め、野菜、しいたけ、こんにゃくを加えて炒める。
> だし汁と調味料を加え、落とし蓋をして汁けが少なくなるまで20分煮る。
> ゆでたさやえんどうを添える。

@ tori-nanban | チキン南蛮 | 2 | japanese | main
鶏むね肉 1枚
塩 少々
こしょう 少々
薄力粉 大さじ2
卵 1個
揚げ油 適量
# 甘酢
酢 大さじ3
醤油 大さじ2
砂糖 大さじ2
# タルタルソース
ゆで卵 1個
マヨネーズ 大さじ3
玉ねぎ（みじん切り） 大さじ2
> 鶏肉はそぎ切りにして塩、こしょうをふり、薄力粉、溶き卵の順にからめる。
> 170℃の油で5分揚げ、熱いうちにひと煮立ちさせた甘酢にくぐらせる。
> ゆで卵を刻み、マヨネーズと水にさらした玉ねぎを混ぜてタルタルソースを作り、鶏肉にかける。

@ yakitori | フライパン焼き鳥 | 3 | japanese | main
鶏もも肉 300g
長ねぎ 1本
サラダ油 小さじ1
塩 少々
七味唐辛子 少々
# たれ
醤油 大さじ2
みりん 大さじ2
砂糖 大さじ1
> 鶏肉は一口大、長ねぎは3cm長さに切り、交互に竹串に刺す。
> フライパンにサラダ油を熱し、串を並べて両面を焼く。
> 半量は塩をふって仕上げ、残りはたれを煮からめる。好みで七味をふる。

@ mushidori-negi | 蒸し鶏のねぎソース | 2 | chinese | main
鶏むね肉 1枚
酒 大さじ1
塩 小さじ1/4
きゅうり 1本
# ねぎソース
長ねぎ（みじん切り） 10cm分
しょうが（みじん切り） 1/2かけ
醤油 大さじ1と1/2
酢 大さじ1
砂糖 小さじ1
ごま油 大さじ1
> 鶏肉に塩と酒をもみ込み、耐熱皿にのせてラップをし、電子レンジで4分加熱してそのまま冷ます。
> ねぎソースの材料を混ぜる。
> 鶏肉を薄切りにし、せん切りのきゅうりと盛ってソースをかける。

@ sasami-ume | ささみの梅しそ焼き | 2 | japanese | side
鶏ささみ 4本
梅干し 2個
青じそ 8枚
塩 少々
薄力粉 少々
サラダ油 小さじ2
> ささみは筋を取り、観音開きにして塩をふる。梅干しは種を取ってたたく。
> ささみに梅肉を塗って青じそを2枚ずつのせ、くるくる巻いて薄力粉をまぶす。
> フライパンで転がしながら焼き、蓋をして3分蒸し焼きにする。

@ tsukune | 鶏つくね | 3 | japanese | main
鶏ひき肉 300g
長ねぎ 1/2本
しょうが汁 小さじ1
卵 1/2個
片栗粉 大さじ1
塩 少々
サラダ油 小さじ1
卵黄 3個分
# たれ
醤油 大さじ2
みりん 大さじ2
砂糖 小さじ2
> 長ねぎはみじん切りにし、ひき肉、しょうが汁、卵、片栗粉、塩とよく練る。
> 9等分して小判形にし、サラダ油を熱したフライパンで両面を焼く。
> 蓋をして火を通し、たれを加えて煮からめる。卵黄を添える。

@ torihamu | 鶏むね肉のハム | 4 | japanese | side
鶏むね肉 2枚
砂糖 小さじ2
塩 小さじ2
粗びき黒こしょう 少々
ローリエ 1枚
水 1.5L
> 鶏肉は皮を除いて砂糖、塩、黒こしょうをすり込み、ポリ袋に入れてひと晩冷蔵庫におく。
> 鶏肉をラップで筒状に包む。
> 湯を沸かしてローリエと鶏肉を入れ、再沸騰したら火を止めて蓋をし、冷めるまでおく。
> 薄く切って盛る。

@ chicken-rice | チキンライス | 2 | japanese | rice
鶏もも肉 150g
玉ねぎ 1/2個
ピーマン 1個
マッシュルーム（水煮） 50g
ご飯 400g
バター 15g
ケチャップ 大さじ5
塩 少々
こしょう 少々
> 鶏肉は1.5cm角、玉ねぎとピーマンはみじん切りにする。
> フライパンにバターを溶かし、鶏肉と玉ねぎを炒める。
> ピーマンとマッシュルームを加えて炒め、ケチャップを加えて水分をとばす。
> ご飯を加えてほぐし炒め、塩、こしょうで味を調える。

@ omurice | オムライス | 2 | japanese | rice
チキンライス 2人分
卵 4個
牛乳 大さじ2
塩 少々
バター 20g
ケチャップ 適量
> 卵2個に牛乳大さじ1と塩を混ぜる。これを2人分用意する。
> フライパンにバターの半量を溶かし、卵液を流して大きく混ぜ、半熟にする。
> チキンライスの半量をのせて包み、皿に返して盛る。もう1人分も同様に作る。
> ケチャップをかける。

@ tori-daikon | 鶏手羽と大根の煮物 | 4 | japanese | main
鶏手羽中 12本
大根 1/2本
しょうが（薄切り） 1かけ
サラダ油 小さじ1
水 400ml
醤油 大さじ3
みりん 大さじ3
酒 大さじ2
砂糖 大さじ1
> 大根は2cm厚さの半月切りにし、下ゆでする。
> 鍋にサラダ油を熱して手羽中の皮目を焼きつける。
> 大根、しょうが、水、調味料を加え、落とし蓋をして30分煮る。

@ tori-no-nanbanzuke | 鶏と夏野菜の南蛮漬け | 4 | japanese | main
鶏むね肉 1枚
なす 2本
パプリカ（赤） 1個
玉ねぎ 1/2個
片栗粉 適量
揚げ油 適量
# 南蛮酢
だし汁 100ml
酢 80ml
醤油 大さじ3
砂糖 大さじ2
赤唐辛子（小口切り） 1本分
> 南蛮酢をひと煮立ちさせてバットに入れ、薄切りの玉ねぎを加える。
> 鶏肉はそぎ切りにして片栗粉をまぶす。なすは乱切り、パプリカは細切りにする。
> 野菜を素揚げし、鶏肉を揚げて、熱いうちに南蛮酢に漬ける。
> 30分以上おいて味をなじませる。

@ soup-curry-chicken | 鶏もも肉のスープカレー | 3 | japanese | soup
鶏もも肉（骨付き） 3本
じゃがいも 2個
にんじん 1本
なす 1本
ピーマン 2個
かぼちゃ 1/8個
玉ねぎ 1個
にんにく（すりおろし） 1かけ
しょうが（すりおろし） 1かけ
カレー粉 大さじ2
水 800ml
コンソメ（顆粒） 小さじ2
塩 小さじ1
サラダ油 大さじ2
> 玉ねぎは薄切りにしてあめ色に炒め、にんにく、しょうが、カレー粉を加えて炒める。
> 鶏肉を加えて焼きつけ、水とコンソメを加えて30分煮込む。じゃがいもとにんじんも加えて煮る。
> なす、ピーマン、かぼちゃは素揚げにする。
> スープを塩で調え、器に盛って揚げ野菜をのせる。

@ chicken-katsu | チキンカツ | 2 | japanese | main
鶏むね肉 1枚
塩 少々
こしょう 少々
薄力粉 大さじ2
溶き卵 1個分
パン粉 1カップ
揚げ油 適量
キャベツ（せん切り） 適量
ウスターソース 適量
> 鶏肉は厚みを半分にそいで2枚にし、塩、こしょうをふる。
> 薄力粉、溶き卵、パン粉の順に衣をつける。
> 170℃の油で5分揚げ、キャベツを添えてソースをかける。

@ sasami-bang-bang | 棒棒鶏 | 2 | chinese | salad
鶏ささみ 3本
きゅうり 1本
トマト 1個
酒 大さじ1
# ごまだれ
白練りごま 大さじ2
醤油 大さじ1
酢 小さじ2
砂糖 小さじ2
ラー油 少々
> ささみは酒をふって電子レンジで3分加熱し、冷めたら手で裂く。
> きゅうりはせん切り、トマトは薄切りにする。
> 器に野菜とささみを盛り、混ぜたごまだれをかける。

@ tori-kuwayaki | 鶏の鍬焼き | 2 | japanese | main
鶏もも肉 1枚
長ねぎ 1本
薄力粉 適量
サラダ油 小さじ2
粉山椒 少々
★醤油 大さじ1と1/2
★みりん 大さじ1と1/2
★酒 大さじ1
> 鶏肉は一口大のそぎ切りにして薄力粉をまぶす。長ねぎは4cm長さに切る。
> フライパンにサラダ油を熱し、鶏肉と長ねぎを焼く。
> ★を加えて煮からめ、粉山椒をふる。

@ torisoboro-komatsuna | 鶏そぼろと小松菜の炒め物 | 2 | japanese | side
鶏ひき肉 100g
小松菜 1束
ごま油 小さじ2
しょうが（みじん切り） 1/2かけ
醤油 小さじ2
酒 大さじ1
塩 少々
> 小松菜は4cm長さに切り、茎と葉に分ける。
> フライパンにごま油としょうがを熱し、ひき肉をポロポロに炒める。
> 小松菜の茎、葉の順に加えて炒め、酒、醤油、塩で味を調える。

@ tori-zosui | 鶏雑炊 | 2 | japanese | rice
ご飯 茶碗2杯分
鶏もも肉 100g
卵 2個
長ねぎ 1/3本
しいたけ 2枚
だし汁 600ml
醤油 小さじ2
塩 小さじ1/2
> ご飯はざるに入れてさっと洗い、ぬめりを取る。
> 鍋にだし汁を煮立て、小さく切った鶏肉としいたけを入れて5分煮る。
> ご飯を加えて醤油と塩で調え、3分煮る。
> 溶き卵を回し入れて火を止め、刻んだ長ねぎを散らす。
""")
DATA.append(r"""
@ saba-misoni | 鯖の味噌煮 | 2 | japanese | main
鯖（切り身） 2切れ
しょうが 1かけ
長ねぎ 1/2本
水 150ml
酒 50ml
味噌 大さじ2
砂糖 大さじ1と1/2
みりん 大さじ1
醤油 小さじ1
> 鯖は皮に切り込みを入れ、熱湯を回しかけて臭みを取る。しょうがは薄切り、長ねぎは4cm長さに切る。
> 鍋に水、酒、砂糖、みりん、しょうがを入れて煮立て、鯖を皮目を上にして入れる。
> 落とし蓋をして5分煮たら、煮汁で溶いた味噌と醤油、長ねぎを加える。
> 煮汁をかけながら8分煮る。

@ buri-daikon | ぶり大根 | 4 | japanese | main
ぶりのあら 400g
大根 1/2本
しょうが 1かけ
水 500ml
酒 100ml
醤油 大さじ4
みりん 大さじ3
砂糖 大さじ2
> 大根は3cm厚さの半月切りにし、米のとぎ汁で下ゆでする。
> ぶりは熱湯をかけて霜降りにし、冷水で血合いやうろこを洗う。
> 鍋に水、酒、しょうがの薄切り、ぶり、大根を入れて煮立て、アクを取る。
> 砂糖、みりん、醤油を加え、落とし蓋をして30分煮る。

@ buri-teriyaki | ぶりの照り焼き | 2 | japanese | main
ぶり（切り身） 2切れ
塩 少々
薄力粉 少々
サラダ油 小さじ1
ししとう 4本
# たれ
醤油 大さじ1と1/2
みりん 大さじ1と1/2
酒 大さじ1
砂糖 小さじ1
> ぶりに塩をふって10分おき、出てきた水けをふき取って薄力粉をまぶす。
> フライパンにサラダ油を熱してぶりとししとうを焼く。
> 余分な脂をふき取り、たれを加えて照りが出るまで煮からめる。

@ sake-shioyaki | 鮭の塩焼き | 2 | japanese | main
生鮭（切り身） 2切れ
塩 小さじ1/2
大根おろし 100g
すだち 1個
醤油 少々
> 鮭に塩をふって15分おき、水けをふき取る。
> 魚焼きグリルで皮目から中火で7〜8分焼く。
> 大根おろしとすだちを添え、大根おろしに醤油をたらす。

@ sake-no-chanchanyaki | 鮭のちゃんちゃん焼き | 4 | japanese | main
生鮭（切り身） 4切れ
キャベツ 1/4個
玉ねぎ 1個
にんじん 1/2本
しめじ 1パック
バター 20g
塩 少々
こしょう 少々
# 味噌だれ
味噌 大さじ3
みりん 大さじ2
酒 大さじ2
砂糖 大さじ1
> 鮭に塩、こしょうをふる。野菜は食べやすく切り、しめじはほぐす。味噌だれを混ぜる。
> ホットプレートかフライパンにバターを溶かし、鮭を皮目から焼く。
> 周りに野菜をのせて味噌だれを回しかけ、蓋をして10分蒸し焼きにする。
> 鮭をほぐしながら野菜と混ぜていただく。

@ sake-no-nanbanzuke | 鮭の南蛮漬け | 3 | japanese | main
生鮭（切り身） 3切れ
玉ねぎ 1/2個
にんじん 1/3本
ピーマン 1個
片栗粉 適量
サラダ油 大さじ3
★だし汁 大さじ4
★酢 大さじ4
★醤油 大さじ2
★砂糖 大さじ2
> 野菜はせん切りにし、★と混ぜてバットに入れる。
> 鮭は一口大に切り、片栗粉をまぶして多めの油で揚げ焼きにする。
> 熱いうちに漬け汁に入れ、20分以上おいてなじませる。

@ sake-mushroom-foil | 鮭ときのこのホイル焼き | 2 | japanese | main
生鮭（切り身） 2切れ
しめじ 1/2パック
えのきだけ 1/2袋
玉ねぎ 1/4個
バター 20g
塩 少々
こしょう 少々
酒 大さじ1
ポン酢しょうゆ 適量
> 鮭に塩、こしょうをふる。きのこは石づきを取ってほぐし、玉ねぎは薄切りにする。
> アルミホイルに玉ねぎ、鮭、きのこの順にのせ、酒をふってバターをのせ、包む。
> フライパンに並べて蓋をし、中火で12分蒸し焼きにする。ポン酢をかけていただく。

@ aji-shioyaki | あじの塩焼き | 2 | japanese | main
あじ 2尾
塩 小さじ1
大根おろし 適量
青じそ 2枚
醤油 少々
> あじはぜいごとえらと内臓を取り、水で洗って水けをふく。
> 両面に塩をふり、尾とひれには化粧塩をする。
> 魚焼きグリルで両面を10分焼き、青じそと大根おろしを添える。

@ aji-fry | あじフライ | 2 | japanese | main
あじ（開いたもの） 4枚
塩 少々
こしょう 少々
薄力粉 適量
溶き卵 1個分
パン粉 適量
揚げ油 適量
キャベツ（せん切り） 適量
レモン 1/4個
タルタルソース 適量
> あじに塩、こしょうをふる。
> 薄力粉、溶き卵、パン粉の順に衣をつける。
> 180℃の油で2〜3分揚げ、キャベツ、レモン、タルタルソースを添える。

@ aji-nanban | 小あじの南蛮漬け | 4 | japanese | side
小あじ 16尾
玉ねぎ 1/2個
にんじん 1/4本
片栗粉 適量
揚げ油 適量
# 南蛮酢
酢 100ml
だし汁 100ml
砂糖 大さじ3
醤油 大さじ2
赤唐辛子 1本
> 小あじはぜいごとえら、内臓を取って水けをふき、片栗粉をまぶす。
> 南蛮酢をひと煮立ちさせ、薄切りの玉ねぎとせん切りのにんじんを加える。
> 160℃の油で小あじを7分じっくり揚げ、熱いうちに南蛮酢に漬ける。

@ aji-tataki | あじのたたき | 2 | japanese | side
あじ（刺身用） 2尾
長ねぎ 5cm
しょうが 1かけ
青じそ 4枚
みょうが 1個
醤油 適量
> あじは三枚におろして皮を引き、細かく切る。
> 長ねぎ、しょうが、みょうがはみじん切り、青じそはせん切りにする。
> あじと薬味をさっくり混ぜ、包丁で軽くたたく。醤油を添える。

@ iwashi-ume-ni | いわしの梅煮 | 4 | japanese | main
いわし 8尾
梅干し 3個
しょうが（薄切り） 1かけ
水 200ml
酒 100ml
醤油 大さじ3
みりん 大さじ2
砂糖 大さじ1
> いわしは頭と内臓を取り、よく洗って水けをふく。
> 鍋に水、酒、調味料、しょうが、梅干しを入れて煮立てる。
> いわしを並べ入れ、落とし蓋をして弱めの中火で20分煮る。

@ iwashi-kabayaki | いわしの蒲焼き丼 | 2 | japanese | rice
いわし（開いたもの） 4尾分
片栗粉 適量
サラダ油 大さじ1
ご飯 丼2杯分
粉山椒 少々
★醤油 大さじ2
★みりん 大さじ2
★砂糖 大さじ1
★酒 大さじ1
> いわしに片栗粉を薄くまぶす。
> フライパンにサラダ油を熱し、いわしを身側から焼いて裏返す。
> ★を加えて煮からめ、ご飯にのせて山椒をふる。

@ sanma-shioyaki | さんまの塩焼き | 2 | japanese | main
さんま 2尾
塩 小さじ1
大根おろし 1/2カップ
すだち 1個
醤油 少々
> さんまは洗って水けをふき、半分に切って両面に塩をふる。
> 10分おいてから魚焼きグリルで8〜10分焼く。
> 大根おろしとすだちを添える。

@ sanma-kabayaki | さんまの蒲焼き | 2 | japanese | main
さんま 2尾
薄力粉 適量
サラダ油 大さじ1
白いりごま 少々
# たれ
醤油 大さじ2
みりん 大さじ2
砂糖 小さじ2
> さんまは頭と内臓を取って三枚におろし、半分に切って薄力粉をまぶす。
> フライパンにサラダ油を熱し、身側から両面を焼く。
> たれを加えて煮からめ、ごまをふる。

@ karei-nitsuke | かれいの煮付け | 2 | japanese | main
かれい（切り身） 2切れ
ごぼう 1/2本
しょうが 1かけ
水 150ml
酒 100ml
醤油 大さじ3
みりん 大さじ2
砂糖 大さじ1
> かれいは皮に切り込みを入れる。ごぼうは5cm長さに切って縦半分に切る。
> 鍋に水、酒、調味料、薄切りのしょうがを入れて煮立てる。
> かれいとごぼうを入れ、落とし蓋をして煮汁をかけながら12分煮る。

@ kinmedai-nitsuke | 金目鯛の煮付け | 2 | japanese | main
金目鯛（切り身） 2切れ
豆腐 1/2丁
しょうが 1かけ
水 200ml
酒 100ml
醤油 大さじ4
みりん 大さじ3
砂糖 大さじ2
> 金目鯛は熱湯をかけて霜降りにし、うろこを洗い流す。
> 鍋に水、酒、調味料、しょうがの薄切りを入れて煮立て、金目鯛を入れる。
> 落とし蓋をして10分煮、豆腐を加えて煮汁をかけながら5分煮る。

@ tai-meshi | 鯛めし | 4 | japanese | rice
米 2合
鯛（切り身） 2切れ
昆布 5cm
塩 少々
三つ葉 適量
★だし汁 適量
★薄口醤油 大さじ1と1/2
★酒 大さじ1
★みりん 大さじ1
> 米は研いでざるに上げる。鯛は塩をふって20分おき、グリルで表面を焼く。
> 炊飯器に米と★を入れ、2合の目盛りまでだし汁を足して昆布と鯛をのせて炊く。
> 炊き上がったら鯛の骨と皮を除いて身をほぐし、混ぜる。三つ葉を散らす。

@ tai-kabutoni | 鯛のあら炊き | 3 | japanese | main
鯛のあら 1尾分
ごぼう 1本
しょうが 1かけ
水 200ml
酒 200ml
砂糖 大さじ3
醤油 大さじ4
みりん 大さじ2
> 鯛のあらは熱湯をかけて霜降りにし、うろこと血合いをきれいに洗う。
> ごぼうは5cm長さに切って縦4つ割りにする。
> 鍋にあら、ごぼう、しょうが、水、酒を入れて強火で煮立て、砂糖を加える。
> 醤油とみりんを加え、落とし蓋をして煮汁が1/3になるまで強めの中火で煮る。

@ tara-gin-ankake | たらの野菜あんかけ | 2 | japanese | main
生たら（切り身） 2切れ
塩 少々
片栗粉 適量
サラダ油 大さじ1
にんじん 1/4本
しいたけ 2枚
小松菜 1/2束
# あん
だし汁 200ml
醤油 大さじ1
みりん 大さじ1
水溶き片栗粉 大さじ1と1/2
> たらに塩をふって10分おき、水けをふいて片栗粉をまぶし、フライパンで焼く。
> 鍋にだし汁、細切りの野菜を入れて煮る。
> 醤油とみりんで調味し、水溶き片栗粉でとろみをつけてたらにかける。

@ tara-chiri | たらちり鍋 | 4 | japanese | main
生たら（切り身） 4切れ
白菜 1/4株
長ねぎ 1本
絹ごし豆腐 1丁
春菊 1束
しいたけ 4枚
えのきだけ 1袋
昆布 10cm
水 1.2L
ポン酢しょうゆ 適量
もみじおろし 適量
> 鍋に水と昆布を入れて30分おく。たらは3等分に切り、塩少々をふって10分おく。
> 野菜と豆腐を食べやすく切る。
> 鍋を火にかけ、沸騰直前に昆布を出して、たら、豆腐、野菜を入れて煮る。
> ポン酢ともみじおろしでいただく。

@ sawara-saikyoyaki | さわらの西京焼き | 2 | japanese | main
さわら（切り身） 2切れ
塩 少々
白味噌 100g
みりん 大さじ1
酒 大さじ1
砂糖 小さじ1
> さわらに塩をふって30分おき、水けをふく。
> 白味噌、みりん、酒、砂糖を混ぜ、ガーゼで包んださわらの両面に塗って1〜2日漬ける。
> 味噌を取り除き、焦げないよう弱火のグリルで8分焼く。

@ saba-shioyaki | 塩鯖の焼き物 | 2 | japanese | main
塩鯖（半身） 1枚
大根おろし 適量
レモン 1/4個
酒 小さじ1
醤油 少々
> 塩鯖は半分に切り、酒をふって5分おき、水けをふく。
> 皮に切り込みを入れ、グリルで皮目から8分焼く。
> 大根おろしとレモンを添える。

@ saba-tatsuta | 鯖の竜田揚げ | 3 | japanese | main
鯖（半身） 2枚
★醤油 大さじ2
★酒 大さじ1
★しょうが汁 小さじ1
片栗粉 適量
揚げ油 適量
レモン 適量
> 鯖は骨を取って一口大のそぎ切りにし、★に15分漬ける。
> 汁けをきって片栗粉をまぶし、170℃の油で3分揚げる。
> レモンを添える。

@ maguro-zuke-don | まぐろの漬け丼 | 2 | japanese | rice
まぐろ（刺身用さく） 200g
ご飯 丼2杯分
刻みのり 適量
青じそ 4枚
白いりごま 小さじ1
わさび 少々
# 漬けだれ
醤油 大さじ3
みりん 大さじ1
酒 大さじ1
> みりんと酒を煮立ててアルコールをとばし、醤油を加えて冷ます。
> まぐろを1cm厚さに切り、漬けだれに15分漬ける。
> ご飯に刻みのりと青じそを敷き、まぐろをのせてごまとわさびを添える。

@ katsuo-tataki | かつおのたたき | 3 | japanese | main
かつお（刺身用さく） 1さく（300g）
塩 少々
玉ねぎ 1/2個
みょうが 2個
青じそ 5枚
にんにく 1かけ
しょうが 1かけ
ポン酢しょうゆ 大さじ4
> かつおに塩をふり、熱したフライパンで表面を強火で焼いて氷水にとり、水けをふく。
> 玉ねぎは薄切りにして水にさらし、みょうがと青じそはせん切り、にんにくとしょうがは薄切りにする。
> かつおを1cm厚さに切って盛り、薬味をのせてポン酢をかける。

@ kaisen-don | 海鮮丼 | 2 | japanese | rice
まぐろ（刺身用） 80g
サーモン（刺身用） 80g
甘えび 6尾
いくら 40g
ご飯 丼2杯分
すし酢 大さじ3
青じそ 4枚
刻みのり 適量
わさび 適量
醤油 適量
> 温かいご飯にすし酢を混ぜて酢飯を作る。
> まぐろとサーモンはそぎ切りにし、甘えびは殻をむく。
> 酢飯にのりと青じそをのせ、刺身といくらを盛ってわさびと醤油を添える。

@ ebi-chili | えびのチリソース | 2 | chinese | main
えび（殻付き） 12尾
長ねぎ 1/2本
にんにく 1かけ
しょうが 1かけ
片栗粉 大さじ1
サラダ油 大さじ1
豆板醤 小さじ1
# 合わせ調味料
ケチャップ 大さじ3
鶏ガラスープ 100ml
砂糖 小さじ2
酒 大さじ1
水溶き片栗粉 小さじ2
> えびは殻をむいて背わたを取り、片栗粉をもみ込んで洗い、水けをふく。
> 長ねぎ、にんにく、しょうがはみじん切りにする。
> サラダ油でえびを炒めて取り出し、にんにく、しょうが、豆板醤を炒める。
> 合わせ調味料を加えて煮立て、えびと長ねぎを戻してとろみをつける。

@ ebi-mayo | えびマヨ | 2 | chinese | main
むきえび（大） 200g
塩 少々
酒 小さじ1
片栗粉 大さじ2
揚げ油 適量
# マヨソース
マヨネーズ 大さじ3
練乳 大さじ1
ケチャップ 小さじ1
レモン汁 小さじ1
> えびは背わたを取り、塩と酒で下味をつけて片栗粉をまぶす。
> 170℃の油で2分揚げる。
> マヨソースを混ぜ、熱いえびをあえる。

@ ebi-fry | えびフライ | 2 | japanese | main
えび（有頭・大） 8尾
塩 少々
こしょう 少々
薄力粉 適量
溶き卵 1個分
パン粉 適量
揚げ油 適量
キャベツ（せん切り） 適量
タルタルソース 大さじ4
> えびは尾を残して殻をむき、背わたを取る。腹に切り込みを入れてまっすぐにする。
> 塩、こしょうをふり、薄力粉、溶き卵、パン粉の順に衣をつける。
> 180℃の油で2分揚げ、キャベツとタルタルソースを添える。

@ ika-daikon | いかと大根の煮物 | 4 | japanese | side
するめいか 2杯
大根 1/2本
しょうが 1かけ
だし汁 400ml
醤油 大さじ3
みりん 大さじ2
砂糖 大さじ1
酒 大さじ2
> いかはわたを抜いて胴は輪切り、足は2本ずつに切る。大根は半月切りにして下ゆでする。
> 鍋にだし汁、調味料、しょうがを煮立て、いかをさっと煮て取り出す。
> 大根を入れて落とし蓋をし、20分煮る。
> いかを戻して温める。

@ ika-shogayaki | いかのバター醤油焼き | 2 | japanese | side
するめいか 1杯
バター 15g
醤油 小さじ2
酒 大さじ1
小ねぎ（小口切り） 適量
七味唐辛子 少々
> いかはわたと軟骨を取り、胴は輪切り、足は食べやすく切る。
> フライパンにバターを溶かし、いかを強火でさっと炒める。
> 酒と醤油を回し入れて炒め合わせ、小ねぎと七味をふる。

@ asari-sakamushi | あさりの酒蒸し | 2 | japanese | side
あさり（殻付き） 400g
酒 100ml
にんにく 1かけ
バター 10g
小ねぎ 3本
醤油 少々
> あさりは砂抜きをし、殻をこすり合わせて洗う。
> フライパンにあさり、薄切りのにんにく、酒を入れて蓋をし、強火で蒸す。
> 口が開いたらバターと醤油を加え、小口切りの小ねぎを散らす。

@ asari-miso | あさりの味噌汁 | 4 | japanese | soup
あさり（殻付き） 300g
水 800ml
昆布 5cm
味噌 大さじ3
小ねぎ 2本
> あさりは砂抜きし、よく洗う。
> 鍋に水、昆布、あさりを入れて火にかけ、沸騰直前に昆布を取り出す。
> あさりの口が開いたらアクを取り、味噌を溶き入れる。
> 小口切りの小ねぎを散らす。

@ hotate-butter | ほたてのバター醤油焼き | 2 | japanese | side
ほたて貝柱（刺身用） 8個
バター 15g
醤油 小さじ2
塩 少々
こしょう 少々
アスパラガス 4本
レモン 1/4個
> ほたては水けをふいて塩、こしょうをふる。アスパラガスは斜め切りにする。
> フライパンにバターを溶かし、ほたてとアスパラガスを焼く。
> ほたてに焼き色がついたら醤油を回しかけ、レモンを添える。

@ kaki-fry | かきフライ | 3 | japanese | main
かき（加熱用） 15個
塩 少々
薄力粉 適量
卵 1個
パン粉 適量
揚げ油 適量
キャベツ（せん切り） 適量
タルタルソース 適量
> かきは塩水でふり洗いし、水けをよくふく。
> 薄力粉、溶き卵、パン粉の順に衣をつける。
> 180℃の油で2分揚げ、キャベツとタルタルソースを添える。

@ tako-karaage | たこの唐揚げ | 3 | japanese | snack
ゆでだこ 200g
★醤油 小さじ2
★酒 小さじ1
★しょうが汁 小さじ1
片栗粉 大さじ3
揚げ油 適量
レモン 適量
> たこは一口大の乱切りにし、★をもみ込む。
> 片栗粉をまぶし、180℃の油で1分揚げる。レモンを添える。
""")
DATA.append(r"""
@ mabo-dofu | 麻婆豆腐 | 3 | chinese | main
木綿豆腐 1丁
豚ひき肉 150g
長ねぎ 1/2本
にんにく 1かけ
しょうが 1かけ
ごま油 大さじ1
豆板醤 小さじ2
甜麺醤 大さじ1
鶏ガラスープ 200ml
醤油 大さじ1
水溶き片栗粉 大さじ2
花椒 少々
> 豆腐は2cm角に切って塩少々を加えた湯でゆで、ざるに上げる。長ねぎ、にんにく、しょうがはみじん切りにする。
> フライパンにごま油を熱し、ひき肉を炒めて、にんにく、しょうが、豆板醤、甜麺醤を加えて炒める。
> スープと醤油を加えて煮立て、豆腐を入れて3分煮る。
> 長ねぎを加え、水溶き片栗粉でとろみをつけて花椒をふる。

@ agedashi-dofu | 揚げ出し豆腐 | 2 | japanese | side
絹ごし豆腐 1丁
片栗粉 適量
揚げ油 適量
大根おろし 大さじ4
しょうが（すりおろし） 小さじ1
小ねぎ 少々
# つゆ
だし汁 150ml
醤油 大さじ1と1/2
みりん 大さじ1と1/2
> 豆腐はペーパータオルで包んで20分水きりし、4等分に切る。
> つゆの材料をひと煮立ちさせる。
> 豆腐に片栗粉をまぶし、180℃の油できつね色に揚げる。
> 器に盛ってつゆをかけ、大根おろし、しょうが、小ねぎをのせる。

@ hiyayakko-trio | 薬味たっぷり冷奴 | 2 | japanese | side
絹ごし豆腐 1丁
みょうが 1個
青じそ 4枚
しょうが 1/2かけ
小ねぎ 2本
かつお節 1袋
醤油 適量
> 豆腐は水けをきって半分に切る。
> みょうがと青じそはせん切り、しょうがはすりおろし、小ねぎは小口切りにする。
> 豆腐に薬味とかつお節をのせ、醤油をかける。

@ tofu-steak | 豆腐ステーキきのこあん | 2 | japanese | main
木綿豆腐 1丁
薄力粉 適量
サラダ油 大さじ1
しめじ 1/2パック
えのきだけ 1/2袋
# あん
だし汁 150ml
醤油 大さじ1
みりん 大さじ1
水溶き片栗粉 大さじ1
> 豆腐は重しをして水きりし、厚みを半分に切って薄力粉をまぶす。
> フライパンにサラダ油を熱し、豆腐の両面をこんがり焼いて器に盛る。
> 同じフライパンできのこを炒め、だし汁と調味料を加えて煮立て、とろみをつけて豆腐にかける。

@ iridofu | 炒り豆腐 | 3 | japanese | side
木綿豆腐 1丁
鶏ひき肉 80g
にんじん 1/3本
しいたけ 2枚
さやいんげん 5本
卵 1個
ごま油 小さじ2
醤油 大さじ1と1/2
砂糖 大さじ1
みりん 大さじ1
> 豆腐はざっくりくずして水きりする。にんじん、しいたけ、いんげんは細かく切る。
> 鍋にごま油を熱してひき肉と野菜を炒め、豆腐を加えてほぐしながら炒る。
> 調味料を加えて汁けをとばし、溶き卵を回し入れて炒り上げる。

@ shiraae | ほうれん草とにんじんの白和え | 3 | japanese | side
木綿豆腐 1/2丁
ほうれん草 1/2束
にんじん 1/3本
こんにゃく 1/4枚
白練りごま 大さじ1
砂糖 大さじ1
薄口醤油 小さじ1
塩 少々
> 豆腐は水きりする。ほうれん草はゆでて3cm長さに切り、にんじんとこんにゃくは細切りにして下ゆでする。
> 豆腐をすり鉢ですり、練りごま、砂糖、醤油、塩を加えてなめらかにする。
> 水けを絞った具をあえる。

@ atsuage-nimono | 厚揚げと小松菜の煮びたし | 2 | japanese | side
厚揚げ 1枚
小松菜 1束
だし汁 200ml
醤油 大さじ1
みりん 大さじ1
砂糖 小さじ1
> 厚揚げは熱湯をかけて油抜きし、一口大に切る。小松菜は4cm長さに切る。
> 鍋にだし汁と調味料を煮立て、厚揚げを入れて5分煮る。
> 小松菜を加えてしんなりするまで2分煮る。

@ atsuage-misoitame | 厚揚げとなすの味噌炒め | 2 | japanese | main
厚揚げ 1枚
なす 2本
ピーマン 2個
豚こま切れ肉 100g
ごま油 大さじ1と1/2
【A】味噌 大さじ1と1/2
【A】砂糖 大さじ1
【A】酒 大さじ1
【A】醤油 小さじ1
> 厚揚げは一口大、なすは乱切り、ピーマンも乱切りにする。Aを混ぜる。
> フライパンにごま油を熱して豚肉となすを炒める。
> 厚揚げとピーマンを加えて炒め、Aを加えてからめる。

@ abura-age-kinchaku | 油揚げの巾着煮 | 4 | japanese | side
油揚げ 4枚
卵 8個
かんぴょう 適量
だし汁 400ml
醤油 大さじ2
みりん 大さじ2
砂糖 大さじ1
> 油揚げは油抜きして半分に切り、袋状に開く。
> 卵を1個ずつ割り入れ、口をかんぴょうか楊枝で留める。
> 鍋にだし汁と調味料を煮立て、巾着を並べて落とし蓋をし、弱火で15分煮る。

@ inari-zushi | いなり寿司 | 4 | japanese | rice
油揚げ 6枚
米 2合
白いりごま 大さじ1
★だし汁 200ml
★醤油 大さじ3
★砂糖 大さじ3
★みりん 大さじ2
# すし酢
酢 大さじ4
砂糖 大さじ2
塩 小さじ1
> 油揚げは半分に切って袋状に開き、油抜きする。
> ★で落とし蓋をして汁けがなくなるまで煮て、冷ます。
> 炊いたご飯にすし酢を混ぜ、ごまを加えて12等分に軽くにぎる。
> 油揚げの汁けを軽く絞り、酢飯を詰める。

@ chawanmushi | 茶碗蒸し | 4 | japanese | side
卵 2個
だし汁 300ml
薄口醤油 小さじ1
みりん 小さじ1
塩 少々
鶏ささみ 1本
えび 4尾
しいたけ 2枚
かまぼこ 4切れ
三つ葉 4本
> 卵を溶きほぐし、冷ましただし汁と調味料を混ぜて、こす。
> ささみはそぎ切り、えびは殻をむき、しいたけは薄切りにする。
> 器に具を入れて卵液を注ぎ、蒸気の立った蒸し器で強火2分、弱火で12分蒸す。
> 三つ葉をのせる。

@ dashimaki-tamago | だし巻き卵 | 3 | japanese | side
卵 4個
だし汁 80ml
薄口醤油 小さじ1
みりん 小さじ1
塩 ひとつまみ
サラダ油 適量
大根おろし 適量
> 卵を溶きほぐし、だし汁と調味料を混ぜる。
> 卵焼き器を熱して油をなじませ、卵液を1/4量流して奥から手前に巻く。
> 同様に卵液を流し、巻く作業を繰り返す。
> 巻きすで形を整え、切り分けて大根おろしを添える。

@ amai-tamagoyaki | 甘い卵焼き | 2 | japanese | side
卵 3個
砂糖 大さじ1と1/2
牛乳 大さじ1
醤油 小さじ1/2
塩 少々
サラダ油 適量
> 卵を溶きほぐし、砂糖、牛乳、醤油、塩を混ぜる。
> 卵焼き器を弱めの中火で熱し、油をなじませて卵液を3回に分けて流し、巻き上げる。
> 粗熱が取れたら切り分ける。

@ nira-tama | にら玉 | 2 | chinese | side
にら 1束
卵 3個
ごま油 大さじ1
鶏ガラスープの素 小さじ1/2
醤油 小さじ1
塩 少々
こしょう 少々
> にらは4cm長さに切る。卵を溶いて鶏ガラスープの素を混ぜる。
> フライパンにごま油を熱し、にらをさっと炒めて塩、こしょうをふる。
> 卵液を流し入れ、大きく混ぜて半熟で火を止め、醤油をたらす。

@ kanitama | かに玉 | 2 | chinese | main
卵 4個
かに風味かまぼこ 6本
長ねぎ 1/3本
しいたけ 2枚
サラダ油 大さじ1と1/2
# 甘酢あん
水 150ml
鶏ガラスープの素 小さじ1/2
醤油 大さじ1
砂糖 大さじ1
酢 大さじ1
片栗粉 小さじ2
> かにかまはほぐし、長ねぎは斜め薄切り、しいたけは薄切りにする。
> 溶き卵に具を混ぜ、サラダ油を熱したフライパンに流して大きく混ぜ、丸く焼く。
> 甘酢あんの材料を混ぜて煮立て、とろみがついたらかに玉にかける。

@ tomato-tamago | トマトと卵の炒め物 | 2 | chinese | side
トマト 2個
卵 3個
長ねぎ 1/3本
サラダ油 大さじ1と1/2
砂糖 小さじ1
塩 小さじ1/3
鶏ガラスープの素 小さじ1/2
> トマトはくし形に切り、卵は塩少々を加えて溶く。
> フライパンに油の半量を熱して卵を半熟に炒めて取り出す。
> 残りの油で長ねぎとトマトを炒め、砂糖、塩、スープの素で調味し、卵を戻して混ぜる。

@ ajitama | 味付け卵 | 6 | japanese | side
卵 6個
醤油 大さじ4
みりん 大さじ4
水 大さじ4
砂糖 小さじ1
> 卵を沸騰した湯に入れて6分半ゆで、冷水にとって殻をむく。
> 調味料と水をひと煮立ちさせて冷ます。
> ポリ袋に卵と漬け汁を入れ、冷蔵庫で半日以上漬ける。

@ hourenso-ohitashi | ほうれん草のおひたし | 2 | japanese | side
ほうれん草 1束
だし汁 大さじ3
醤油 小さじ2
みりん 小さじ1
かつお節 適量
> ほうれん草は根元を洗い、塩を加えた熱湯で根元から入れて1分ゆでる。
> 冷水にとって水けを絞り、4cm長さに切る。
> だし汁、醤油、みりんを混ぜてひたし、器に盛ってかつお節をのせる。

@ komatsuna-ohitashi | 小松菜と油揚げの煮びたし | 3 | japanese | side
小松菜 1束
油揚げ 1枚
だし汁 200ml
薄口醤油 大さじ1
みりん 大さじ1
塩 少々
> 小松菜は4cm長さに切り、油揚げは油抜きして細切りにする。
> 鍋にだし汁と調味料を煮立て、油揚げを入れて2分煮る。
> 小松菜の茎、葉の順に加え、しんなりしたら火を止めて味を含ませる。

@ kinpira-gobo | きんぴらごぼう | 4 | japanese | side
ごぼう 1本
にんじん 1/2本
ごま油 大さじ1
赤唐辛子（小口切り） 少々
★醤油 大さじ1と1/2
★砂糖 大さじ1
★みりん 大さじ1
★酒 大さじ1
白いりごま 小さじ2
> ごぼうとにんじんは4cm長さの細切りにし、ごぼうは水にさらす。
> フライパンにごま油と赤唐辛子を熱し、ごぼうとにんじんを炒める。
> しんなりしたら★を加え、汁けがなくなるまで炒めてごまをふる。

@ kinpira-renkon | れんこんのきんぴら | 3 | japanese | side
れんこん 200g
ごま油 大さじ1
赤唐辛子（小口切り） 少々
醤油 大さじ1
みりん 大さじ1
砂糖 小さじ1
白いりごま 少々
> れんこんは薄い半月切りにし、酢水にさらして水けをきる。
> ごま油と赤唐辛子を熱してれんこんを炒める。
> 透き通ってきたら調味料を加えて炒めからめ、ごまをふる。

@ hijiki-nimono | ひじきの煮物 | 4 | japanese | side
芽ひじき（乾燥） 20g
にんじん 1/3本
油揚げ 1枚
大豆（水煮） 100g
サラダ油 小さじ2
だし汁 200ml
醤油 大さじ2
砂糖 大さじ1と1/2
みりん 大さじ1
> ひじきはたっぷりの水で20分戻し、水けをきる。にんじんと油揚げは細切りにする。
> 鍋にサラダ油を熱してひじきとにんじんを炒める。
> 油揚げ、大豆、だし汁、調味料を加え、汁けが少なくなるまで15分煮る。

@ kiriboshi-daikon | 切り干し大根の煮物 | 4 | japanese | side
切り干し大根 40g
にんじん 1/3本
油揚げ 1枚
ごま油 小さじ2
だし汁 300ml
醤油 大さじ2
砂糖 大さじ1
みりん 大さじ1
> 切り干し大根はもみ洗いして水で15分戻し、水けを絞ってざく切りにする。
> にんじんと油揚げは細切りにする。
> ごま油で切り干し大根とにんじんを炒め、油揚げ、だし汁、調味料を加えて15分煮る。

@ kabocha-nimono | かぼちゃの煮物 | 4 | japanese | side
かぼちゃ 1/4個（400g）
水 200ml
砂糖 大さじ2
みりん 大さじ1
醤油 大さじ1
塩 少々
> かぼちゃは種とわたを取り、一口大に切って皮を所々むく。
> 鍋に皮を下にして並べ、水と砂糖を加えて落とし蓋をし、5分煮る。
> みりん、醤油、塩を加え、やわらかくなるまで10分煮てそのまま冷まして味を含ませる。

@ satoimo-nikorogashi | 里いもの煮っころがし | 4 | japanese | side
里いも 8個
だし汁 300ml
砂糖 大さじ2
醤油 大さじ2
みりん 大さじ1
ゆずの皮 少々
> 里いもは皮をむいて塩でもみ、ぬめりを洗い流して下ゆでする。
> 鍋にだし汁と砂糖を入れて里いもを煮る。
> 醤油とみりんを加え、鍋をゆすりながら煮汁を煮からめる。ゆずの皮を散らす。

@ nasu-no-nibitashi | なすの揚げびたし | 3 | japanese | side
なす 4本
揚げ油 適量
しょうが（すりおろし） 1かけ
小ねぎ 少々
# ひたし汁
だし汁 200ml
醤油 大さじ2
みりん 大さじ2
> ひたし汁をひと煮立ちさせてバットに入れる。
> なすは縦半分に切って皮に斜めの切り込みを入れ、180℃の油で2分揚げる。
> 熱いうちにひたし汁に漬け、冷蔵庫で冷やす。しょうがと小ねぎを添える。

@ nasu-dengaku | なす田楽 | 2 | japanese | side
なす 2本
サラダ油 大さじ2
白いりごま 少々
# 田楽味噌
味噌 大さじ2
砂糖 大さじ1と1/2
みりん 大さじ1
酒 大さじ1
> なすは縦半分に切り、切り口に格子状の切り込みを入れる。
> 田楽味噌の材料を小鍋で練り合わせる。
> フライパンにサラダ油を熱してなすを両面焼き、蓋をして火を通す。
> 切り口に田楽味噌を塗り、ごまをふる。

@ daigaku-imo | 大学いも | 4 | japanese | snack
さつまいも 1本（300g）
揚げ油 適量
砂糖 大さじ4
水 大さじ2
醤油 小さじ1
黒いりごま 小さじ1
> さつまいもは乱切りにして水にさらし、水けをふく。
> 160℃の油で6分揚げ、竹串がすっと通ったら取り出す。
> フライパンに砂糖、水、醤油を煮立て、とろみがついたらいもを入れてからめ、ごまをふる。

@ potato-salad | ポテトサラダ | 4 | japanese | salad
じゃがいも 3個
きゅうり 1本
にんじん 1/3本
ロースハム 4枚
ゆで卵 1個
マヨネーズ 大さじ5
酢 小さじ2
塩 少々
こしょう 少々
> じゃがいもはゆでてつぶし、熱いうちに酢と塩をふって冷ます。
> きゅうりは薄切りにして塩もみし、にんじんはいちょう切りにしてゆでる。ハムは短冊切りにする。
> すべてを合わせ、刻んだゆで卵とマヨネーズであえ、こしょうで調える。

@ kyuri-asazuke | きゅうりの浅漬け | 4 | japanese | side
きゅうり 3本
塩 小さじ1
昆布 5cm
赤唐辛子 1本
しょうが 1/2かけ
> きゅうりは乱切り、昆布はキッチンばさみで細切り、しょうがはせん切りにする。
> ポリ袋に全ての材料を入れてもみ、空気を抜いて口を閉じる。
> 冷蔵庫で1時間以上おく。

@ hakusai-asazuke | 白菜のゆず浅漬け | 4 | japanese | side
白菜 1/8株
塩 小さじ1と1/2
ゆずの皮 1/2個分
ゆず果汁 大さじ1
昆布 5cm
> 白菜は一口大のざく切りにし、塩をまぶしてもむ。
> ゆずの皮をせん切りにし、果汁、細切りの昆布とともに加える。
> 重しをして冷蔵庫で2時間以上漬け、水けを絞って盛る。

@ moyashi-namuru | もやしのナムル | 3 | korean | side
もやし 1袋
にんじん 1/4本
ごま油 大さじ1
鶏ガラスープの素 小さじ1/2
にんにく（すりおろし） 少々
塩 少々
白いりごま 小さじ1
> もやしとせん切りのにんじんを熱湯で1分ゆで、ざるに上げて水けをきる。
> 熱いうちにごま油、スープの素、にんにく、塩であえる。
> ごまをふる。

@ goma-ae | さやいんげんのごま和え | 3 | japanese | side
さやいんげん 150g
白すりごま 大さじ3
砂糖 大さじ1
醤油 大さじ1
塩 少々
> さやいんげんは塩を加えた熱湯で2分ゆで、冷水にとって3cm長さに切る。
> すりごま、砂糖、醤油を混ぜ合わせる。
> 水けをふいたいんげんをあえる。

@ takenoko-tosani | たけのこの土佐煮 | 4 | japanese | side
ゆでたけのこ 300g
だし汁 300ml
薄口醤油 大さじ1と1/2
みりん 大さじ1と1/2
砂糖 小さじ1
かつお節 10g
木の芽 適量
> たけのこは穂先はくし形、根元は半月切りにする。
> 鍋にだし汁と調味料、たけのこを入れ、落とし蓋をして15分煮る。
> かつお節を加えて全体にまぶし、木の芽を添える。

@ nanohana-karashiae | 菜の花のからし和え | 2 | japanese | side
菜の花 1束
だし汁 大さじ2
醤油 大さじ1
練りがらし 小さじ1/2
塩 少々
> 菜の花は根元を切り落とし、塩を加えた熱湯で1分ゆでて冷水にとる。
> 水けを絞って3cm長さに切る。
> だし汁、醤油、からしを混ぜ、菜の花をあえる。

@ daikon-furofuki | ふろふき大根 | 4 | japanese | side
大根 12cm
昆布 10cm
水 適量
# 柚子味噌
白味噌 大さじ4
砂糖 大さじ2
みりん 大さじ1
ゆずの皮（すりおろし） 少々
> 大根は3cm厚さの輪切りにして皮を厚めにむき、面取りして十字の隠し包丁を入れる。
> 鍋に昆布、大根、かぶるくらいの水を入れ、やわらかくなるまで40分煮る。
> 柚子味噌の材料を小鍋で練り、大根にのせる。

@ kabu-soboro-ni | かぶのそぼろあんかけ | 3 | japanese | side
かぶ 4個
鶏ひき肉 100g
だし汁 300ml
薄口醤油 大さじ1
みりん 大さじ1
砂糖 小さじ1
水溶き片栗粉 大さじ1
しょうが汁 小さじ1
> かぶは茎を少し残して6等分のくし形に切る。
> 鍋にだし汁とひき肉を入れてほぐしながら煮立て、アクを取る。
> かぶと調味料を加えて10分煮、しょうが汁を加えて水溶き片栗粉でとろみをつける。
""")
DATA.append(r"""
@ miso-tofu-wakame | 豆腐とわかめの味噌汁 | 2 | japanese | soup
絹ごし豆腐 1/2丁
乾燥わかめ 小さじ2
長ねぎ 5cm
だし汁 400ml
味噌 大さじ1と1/2
> わかめは水で戻し、豆腐はさいの目、長ねぎは小口切りにする。
> だし汁を温めて豆腐を入れ、煮立ったら火を弱めて味噌を溶き入れる。
> わかめと長ねぎを加え、煮立つ直前で火を止める。

@ miso-daikon-aburaage | 大根と油揚げの味噌汁 | 3 | japanese | soup
大根 4cm
油揚げ 1/2枚
だし汁 600ml
味噌 大さじ2と1/2
小ねぎ 少々
> 大根は短冊切り、油揚げは油抜きして細切りにする。
> だし汁で大根を5分煮て、油揚げを加える。
> 味噌を溶き入れ、小口切りの小ねぎを散らす。

@ miso-jagaimo-tamanegi | じゃがいもと玉ねぎの味噌汁 | 2 | japanese | soup
じゃがいも 1個
玉ねぎ 1/4個
だし汁 400ml
味噌 大さじ1と1/2
乾燥わかめ 小さじ1
> じゃがいもは7mm厚さのいちょう切り、玉ねぎは薄切りにする。
> だし汁にじゃがいもと玉ねぎを入れ、やわらかくなるまで8分煮る。
> わかめを加え、味噌を溶き入れる。

@ miso-nameko | なめこと豆腐の赤だし | 2 | japanese | soup
なめこ 1袋
絹ごし豆腐 1/3丁
三つ葉 4本
だし汁 400ml
赤味噌 大さじ1と1/2
> なめこはさっと洗い、豆腐は小さめのさいの目に切る。
> だし汁を煮立て、なめこと豆腐を入れる。
> 赤味噌を溶き入れ、刻んだ三つ葉を浮かべる。

@ miso-kabocha | かぼちゃと玉ねぎの味噌汁 | 3 | japanese | soup
かぼちゃ 150g
玉ねぎ 1/2個
だし汁 600ml
味噌 大さじ2と1/2
小ねぎ 2本
> かぼちゃは1cm厚さの一口大、玉ねぎはくし形に切る。
> だし汁でかぼちゃと玉ねぎをやわらかく煮る。
> 味噌を溶き入れて火を止め、小口切りの小ねぎを散らす。

@ miso-shijimi | しじみの味噌汁 | 4 | japanese | soup
しじみ（殻付き） 300g
水 800ml
酒 大さじ1
味噌 大さじ3
小ねぎ 少々
> しじみは砂抜きし、殻をこすり洗いする。
> 鍋に水、酒、しじみを入れて中火にかけ、口が開いたらアクを取る。
> 味噌を溶き入れ、小ねぎを散らす。

@ miso-nasu-myoga | なすとみょうがの味噌汁 | 2 | japanese | soup
なす 1本
みょうが 1個
だし汁 400ml
味噌 大さじ1と1/2
ごま油 小さじ1
> なすは半月切り、みょうがは薄切りにする。
> 鍋にごま油を熱してなすを炒め、だし汁を加えて3分煮る。
> 味噌を溶き入れ、みょうがを加えて火を止める。

@ miso-kyabetsu-tamago | キャベツと落とし卵の味噌汁 | 2 | japanese | soup
キャベツ 2枚
卵 2個
だし汁 400ml
味噌 大さじ1と1/2
七味唐辛子 少々
> キャベツはざく切りにし、だし汁で3分煮る。
> 味噌を溶き入れ、卵を静かに割り入れて蓋をし、弱火で3分煮る。
> 好みで七味をふる。

@ kenchinjiru | けんちん汁 | 4 | japanese | soup
木綿豆腐 1/2丁
大根 4cm
にんじん 1/3本
ごぼう 1/3本
里いも 2個
こんにゃく 1/3枚
ごま油 大さじ1
だし汁 800ml
醤油 大さじ2
塩 小さじ1/2
> 野菜は食べやすく切り、こんにゃくはちぎって下ゆでする。
> 鍋にごま油を熱し、野菜とこんにゃくを炒め、豆腐を手でくずしながら加える。
> だし汁を加えて野菜がやわらかくなるまで煮、醤油と塩で調える。

@ kakitamajiru | かき玉汁 | 3 | japanese | soup
卵 2個
だし汁 600ml
薄口醤油 小さじ2
塩 小さじ1/3
水溶き片栗粉 大さじ1
三つ葉 少々
> だし汁を温め、醤油と塩で調味する。
> 水溶き片栗粉でとろみをつける。
> 溶き卵を細く回し入れ、ふんわり固まったら火を止めて三つ葉を散らす。

@ kasujiru | 鮭の粕汁 | 4 | japanese | soup
塩鮭（切り身） 2切れ
大根 5cm
にんじん 1/3本
油揚げ 1枚
長ねぎ 1/2本
酒粕 80g
だし汁 800ml
味噌 大さじ2
> 鮭は一口大に切る。大根とにんじんはいちょう切り、油揚げは短冊切りにする。
> 酒粕はだし汁少々でやわらかく溶いておく。
> だし汁で鮭と野菜を煮、酒粕と味噌を溶き入れて、斜め切りの長ねぎを加える。

@ oden | おでん | 5 | japanese | main
大根 1/2本
ゆで卵 5個
こんにゃく 1枚
さつま揚げ 5枚
ちくわ 3本
はんぺん 1枚
厚揚げ 1枚
結び昆布 5個
# つゆ
だし汁 1.5L
薄口醤油 大さじ3
みりん 大さじ3
塩 小さじ1
> 大根は3cm厚さに切って面取りし、下ゆでする。こんにゃくは三角に切って下ゆでする。
> 練り物と厚揚げは熱湯をかけて油抜きする。
> 土鍋につゆを煮立て、大根、卵、こんにゃく、昆布を入れて弱火で40分煮る。
> 練り物と厚揚げを加えてさらに20分煮る。はんぺんは最後に入れる。

@ yosenabe | 寄せ鍋 | 4 | japanese | main
鶏もも肉 300g
えび 8尾
生たら（切り身） 2切れ
白菜 1/4株
長ねぎ 1本
にんじん 1/2本
しいたけ 4枚
木綿豆腐 1丁
春菊 1/2束
# 鍋つゆ
だし汁 1.2L
醤油 大さじ4
みりん 大さじ3
酒 大さじ2
> 具材を食べやすい大きさに切る。
> 土鍋に鍋つゆを煮立て、鶏肉とたらを入れて火を通す。
> 白菜、長ねぎ、にんじん、しいたけ、豆腐、えびを加えて煮る。
> 春菊を加えてさっと煮る。

@ kimchi-nabe | キムチ鍋 | 4 | korean | main
豚バラ薄切り肉 300g
白菜キムチ 300g
白菜 1/4株
にら 1束
木綿豆腐 1丁
えのきだけ 1袋
ごま油 大さじ1
水 1L
鶏ガラスープの素 大さじ1
味噌 大さじ2
醤油 大さじ1
> 鍋にごま油を熱して豚肉とキムチを炒める。
> 水とスープの素を加えて煮立て、味噌と醤油で味を調える。
> 白菜、豆腐、えのきを加えて煮、最後ににらを入れる。

@ mizutaki | 鶏の水炊き | 4 | japanese | main
鶏手羽元 8本
鶏もも肉 300g
白菜 1/4株
長ねぎ 1本
水菜 1束
しいたけ 4枚
昆布 10cm
水 1.5L
ポン酢しょうゆ 適量
> 鍋に水、昆布、手羽元を入れて火にかけ、沸騰したら昆布を取り出してアクを取り、弱火で40分煮る。
> 一口大の鶏もも肉を加えて10分煮る。
> 白菜、長ねぎ、しいたけを加えて煮え、最後に水菜を入れる。ポン酢でいただく。

@ shabushabu-pork | 豚しゃぶ鍋 | 4 | japanese | main
豚ロースしゃぶしゃぶ用肉 400g
白菜 1/4株
水菜 1束
長ねぎ 1本
えのきだけ 1袋
絹ごし豆腐 1丁
昆布 10cm
水 1.5L
ポン酢しょうゆ 適量
ごまだれ 適量
> 鍋に水と昆布を入れて30分おき、火にかける。
> 野菜と豆腐を食べやすく切る。
> 沸騰直前に昆布を取り出し、野菜を煮ながら豚肉をしゃぶしゃぶとくぐらせる。
> ポン酢やごまだれでいただく。

@ gyu-shabushabu | 牛しゃぶしゃぶ | 4 | japanese | main
牛ロースしゃぶしゃぶ用肉 400g
白菜 1/4株
春菊 1束
長ねぎ 1本
しいたけ 4枚
くずきり（乾燥） 40g
昆布 10cm
水 1.5L
ごまだれ 適量
ポン酢しょうゆ 適量
> 昆布を水に浸けておき、くずきりはゆでて戻す。
> 野菜を切りそろえる。
> 鍋を火にかけ、沸騰直前に昆布を取り出し、野菜を煮ながら牛肉をさっとくぐらせる。
> ごまだれやポン酢をつけていただく。

@ tonyu-nabe | 豆乳鍋 | 4 | japanese | main
豚バラ薄切り肉 300g
白菜 1/4株
にんじん 1/2本
しめじ 1パック
木綿豆腐 1丁
小松菜 1束
無調整豆乳 600ml
だし汁 400ml
白味噌 大さじ3
薄口醤油 大さじ1
> 具材を食べやすく切る。
> 鍋にだし汁を煮立て、豚肉と白菜の芯、にんじんを入れて煮る。
> 白菜の葉、しめじ、豆腐を加え、豆乳、味噌、醤油を加えて沸騰させないように温める。
> 小松菜を加えてさっと煮る。

@ motsunabe | もつ鍋 | 4 | japanese | main
牛もつ（下処理済み） 400g
キャベツ 1/2個
にら 2束
ごぼう 1/2本
にんにく 2かけ
赤唐辛子 2本
だし汁 1L
醤油 大さじ4
みりん 大さじ2
酒 大さじ2
> キャベツはざく切り、にらは5cm長さ、ごぼうはささがき、にんにくは薄切りにする。
> 鍋にだし汁と調味料を煮立て、もつ、ごぼうを入れて10分煮る。
> キャベツを山盛りにのせ、にらを並べてにんにくと唐辛子を散らし、蓋をして煮る。

@ ishikari-nabe | 石狩鍋 | 4 | japanese | main
生鮭（切り身） 4切れ
キャベツ 1/4個
じゃがいも 2個
玉ねぎ 1個
にんじん 1/2本
長ねぎ 1本
木綿豆腐 1丁
だし汁 1.2L
味噌 大さじ5
バター 20g
> 鮭は3等分に切り、熱湯をかける。野菜と豆腐は食べやすく切る。
> 鍋にだし汁、じゃがいも、にんじん、玉ねぎを入れてやわらかくなるまで煮る。
> 味噌を溶き入れて鮭、キャベツ、豆腐、長ねぎを加えて煮、バターをのせる。

@ yudofu | 湯豆腐 | 2 | japanese | main
絹ごし豆腐 1丁
昆布 10cm
水 800ml
長ねぎ 1/2本
春菊 1/2束
# つけだれ
醤油 大さじ3
みりん 大さじ1
かつお節 5g
> 土鍋に水と昆布を入れて30分おく。
> つけだれの材料をひと煮立ちさせる。
> 鍋を弱火にかけ、豆腐、長ねぎ、春菊を入れて温まったらつけだれでいただく。

@ takikomi-gohan | 鶏ごぼうの炊き込みご飯 | 4 | japanese | rice
米 2合
鶏もも肉 150g
ごぼう 1/3本
にんじん 1/3本
しいたけ 3枚
油揚げ 1/2枚
★醤油 大さじ2
★酒 大さじ1
★みりん 大さじ1
だし汁 適量
> 米は研いで30分浸水し、ざるに上げる。
> 鶏肉は小さく切り、ごぼうはささがき、にんじん、しいたけ、油揚げは細切りにする。
> 炊飯器に米と★を入れ、2合の目盛りまでだし汁を注ぎ、具をのせて普通に炊く。
> 炊き上がったら全体をさっくり混ぜる。

@ kinoko-gohan | きのこの炊き込みご飯 | 4 | japanese | rice
米 2合
しめじ 1パック
まいたけ 1パック
エリンギ 1本
油揚げ 1枚
昆布 5cm
薄口醤油 大さじ2
酒 大さじ2
みりん 大さじ1
塩 小さじ1/4
> 米は研いで水けをきり、炊飯器に入れて調味料を加え、目盛りまで水を注ぐ。
> きのこは石づきを取ってほぐし、油揚げは細切りにする。
> 米の上に昆布と具をのせて炊く。

@ kurigohan | 栗ご飯 | 4 | japanese | rice
米 2合
もち米 1/2合
栗 15個
酒 大さじ2
塩 小さじ1
黒いりごま 少々
> 栗は熱湯に10分浸けて皮をやわらかくし、鬼皮と渋皮をむいて水にさらす。
> 米ともち米を研いで炊飯器に入れ、酒と塩を加えて目盛りまで水を注ぐ。
> 栗をのせて炊き、ごまをふる。

@ mame-gohan | 豆ご飯 | 4 | japanese | rice
米 2合
グリーンピース（さやから出したもの） 150g
酒 大さじ1
塩 小さじ1
昆布 5cm
> 米は研いで浸水させ、水けをきる。
> 炊飯器に米、酒、塩、目盛りまでの水、昆布を入れ、グリーンピースをのせて炊く。
> 炊き上がったら10分蒸らし、さっくり混ぜる。

@ takenoko-gohan | たけのこご飯 | 4 | japanese | rice
米 2合
ゆでたけのこ 150g
油揚げ 1/2枚
木の芽 適量
★だし汁 適量
★薄口醤油 大さじ1と1/2
★酒 大さじ1
★みりん 大さじ1
> たけのこは薄切り、油揚げは細切りにする。
> 炊飯器に米と★を入れ、目盛りまでだし汁を足す。
> 具をのせて炊き、木の芽を添える。

@ chirashi-zushi | ちらし寿司 | 4 | japanese | rice
米 2合
すし酢 60ml
干ししいたけ 3枚
にんじん 1/3本
れんこん 80g
卵 2個
ゆでえび 8尾
さやえんどう 10枚
刻みのり 適量
★砂糖 大さじ1
★醤油 大さじ1
★しいたけの戻し汁 100ml
> 米は硬めに炊き、すし酢を混ぜて冷ます。
> 戻したしいたけとにんじんを細切りにし、★で煮る。れんこんは薄切りにして酢水でゆでる。
> 卵は薄焼きにして錦糸卵にし、さやえんどうはゆでて斜め切りにする。
> 酢飯に煮た具を混ぜ、錦糸卵、えび、れんこん、さやえんどう、のりを散らす。

@ temaki-zushi | 手巻き寿司 | 4 | japanese | rice
米 3合
すし酢 90ml
まぐろ（刺身用） 150g
サーモン（刺身用） 150g
いか（刺身用） 100g
卵焼き 1本
きゅうり 1本
青じそ 10枚
焼きのり 10枚
醤油 適量
わさび 適量
> 炊いたご飯にすし酢を混ぜて酢飯を作る。
> 刺身、卵焼き、きゅうりは細長い棒状に切る。
> 1/4に切ったのりに酢飯と好みの具をのせて巻き、醤油とわさびでいただく。

@ yakimeshi | 五目チャーハン | 2 | chinese | rice
ご飯 400g
卵 2個
焼き豚 80g
長ねぎ 1/2本
えび 6尾
グリーンピース 大さじ2
サラダ油 大さじ2
塩 小さじ1/3
こしょう 少々
醤油 小さじ2
> 焼き豚は角切り、長ねぎはみじん切り、えびは殻をむいて小さく切る。
> フライパンに油を強火で熱し、溶き卵を入れてすぐにご飯を加え、ほぐしながら炒める。
> 具を加えて炒め、塩、こしょうで調味して鍋肌から醤油を回し入れる。

@ onigiri-sake | 鮭と青じそのおにぎり | 3 | japanese | rice
ご飯 480g
塩鮭（甘口） 1切れ
青じそ 4枚
白いりごま 大さじ1
塩 少々
焼きのり 1枚
> 鮭はグリルで焼いて骨と皮を取り、ほぐす。青じそはせん切りにする。
> ご飯に鮭、青じそ、ごまを混ぜる。
> 手に水と塩をつけて6等分ににぎり、のりを巻く。

@ kare-raisu | カレーライス | 5 | japanese | rice
豚肩ロース肉（カレー用） 400g
玉ねぎ 2個
じゃがいも 3個
にんじん 1本
サラダ油 大さじ1
水 850ml
カレールウ 1箱（約115g）
ご飯 5人分
福神漬け 適量
> 肉と野菜を一口大に切る。
> 鍋にサラダ油を熱して肉を炒め、玉ねぎ、にんじん、じゃがいもを加えて炒める。
> 水を加えて煮立て、アクを取って野菜がやわらかくなるまで15分煮る。
> 火を止めてルウを溶かし、とろみがつくまで10分煮てご飯にかける。

@ kiima-kare | 夏野菜のキーマカレー | 4 | japanese | rice
合いびき肉 300g
玉ねぎ 1個
なす 2本
ピーマン 2個
トマト 2個
にんにく 1かけ
しょうが 1かけ
サラダ油 大さじ1
カレー粉 大さじ2
ケチャップ 大さじ2
ウスターソース 大さじ1
塩 小さじ1
ご飯 4人分
> 玉ねぎ、にんにく、しょうがはみじん切り、なすとピーマンは1cm角、トマトはざく切りにする。
> サラダ油で香味野菜と玉ねぎを炒め、ひき肉を加えてポロポロに炒める。
> カレー粉をふり、なす、ピーマン、トマトを加えて10分煮る。
> ケチャップ、ソース、塩で調え、ご飯に盛る。

@ chuka-don | 中華丼 | 2 | chinese | rice
豚こま切れ肉 120g
白菜 2枚
にんじん 1/4本
しいたけ 2枚
うずらの卵（水煮） 4個
ごま油 大さじ1
ご飯 丼2杯分
★水 250ml
★鶏ガラスープの素 小さじ2
★オイスターソース 大さじ1
★醤油 小さじ2
水溶き片栗粉 大さじ2
> 白菜はそぎ切り、にんじんは短冊切り、しいたけは薄切りにする。
> ごま油で豚肉を炒め、野菜を加えて炒める。
> ★とうずらの卵を加えて煮立て、水溶き片栗粉でとろみをつけてご飯にかける。

@ tendon | 天丼 | 2 | japanese | rice
えび 4尾
なす 1本
かぼちゃ 80g
ししとう 4本
ご飯 丼2杯分
揚げ油 適量
# 衣
薄力粉 1/2カップ
冷水 1/2カップ
溶き卵 1/2個分
# 丼つゆ
だし汁 80ml
醤油 大さじ2
みりん 大さじ2
砂糖 小さじ2
> 丼つゆを煮立てて少し煮つめる。えびは殻と背わたを取り、野菜は食べやすく切る。
> 冷水と溶き卵を混ぜ、薄力粉をさっくり混ぜて衣を作る。
> 具に衣をつけ、170〜180℃の油で揚げる。
> 天ぷらをつゆにくぐらせてご飯にのせ、残りのつゆをかける。
""")
DATA.append(r"""
@ gyoza | 焼き餃子 | 4 | chinese | main
豚ひき肉 200g
キャベツ 200g
にら 1/2束
餃子の皮 24枚
しょうが（すりおろし） 1かけ
にんにく（すりおろし） 1かけ
★醤油 大さじ1
★酒 大さじ1
★ごま油 大さじ1
★片栗粉 小さじ2
サラダ油 大さじ1
水 100ml
ごま油（仕上げ用） 小さじ1
> キャベツはみじん切りにして塩少々でもみ、水けを絞る。にらは細かく刻む。
> ひき肉に★、しょうが、にんにくを加えて練り、野菜を混ぜる。
> 皮で包み、サラダ油を熱したフライパンに並べて焼き色をつける。
> 水を加えて蓋をし、5分蒸し焼きにして水けをとばし、ごま油を回しかけてパリッと焼く。

@ sui-gyoza | えびと白菜の水餃子 | 3 | chinese | main
むきえび 150g
豚ひき肉 100g
白菜 2枚
長ねぎ 10cm
餃子の皮 20枚
塩 小さじ1/4
ごま油 小さじ2
片栗粉 小さじ1
酢醤油 適量
> 白菜はみじん切りにして塩もみし、水けを絞る。えびは粗く刻む。
> ひき肉、えび、白菜、長ねぎのみじん切り、塩、ごま油、片栗粉を混ぜる。
> 皮で包み、たっぷりの湯で浮いてから2分ゆでる。酢醤油を添える。

@ harumaki | 春巻き | 5 | chinese | main
春巻きの皮 10枚
豚もも細切り肉 150g
たけのこ（水煮） 100g
干ししいたけ 3枚
春雨（乾燥） 30g
にら 1/2束
ごま油 大さじ1
揚げ油 適量
★オイスターソース 大さじ1
★醤油 大さじ1
★鶏ガラスープ 150ml
水溶き片栗粉 大さじ2
> 具を細切りにし、春雨は戻して切る。
> ごま油で豚肉と野菜を炒め、★と春雨を加えて煮て、水溶き片栗粉でとろみをつけて冷ます。
> 皮で具を包み、170℃の油できつね色に揚げる。

@ shumai | 焼売 | 4 | chinese | main
豚ひき肉 300g
玉ねぎ 1/2個
干ししいたけ 2枚
しょうが 1かけ
片栗粉 大さじ2
醤油 大さじ1
砂糖 小さじ2
ごま油 小さじ2
塩 小さじ1/4
焼売の皮 24枚
グリーンピース 24粒
> 玉ねぎ、戻したしいたけ、しょうがはみじん切りにし、玉ねぎは片栗粉をまぶす。
> ひき肉に調味料を加えて練り、野菜を混ぜる。
> 皮で包んでグリーンピースをのせ、蒸気の立った蒸し器で12分蒸す。

@ tempura-moriawase | 天ぷら盛り合わせ | 3 | japanese | main
えび 6尾
きす（開いたもの） 3尾
なす 1本
さつまいも 1/2本
まいたけ 1パック
青じそ 6枚
揚げ油 適量
大根おろし 適量
# 衣
薄力粉 1カップ
冷水 180ml
卵 1個
# 天つゆ
だし汁 200ml
醤油 50ml
みりん 50ml
> 天つゆの材料をひと煮立ちさせる。えびは殻と背わたを取り、腹に切り込みを入れてのばす。
> 卵と冷水を混ぜ、薄力粉を加えて粉が少し残るくらいにさっくり混ぜる。
> 野菜は170℃、えびときすは180℃で、衣をつけてカラッと揚げる。
> 天つゆと大根おろしでいただく。

@ kakiage | 玉ねぎと桜えびのかき揚げ | 3 | japanese | side
玉ねぎ 1個
にんじん 1/3本
三つ葉 1/2束
桜えび（乾燥） 10g
薄力粉 大さじ6
冷水 大さじ5
揚げ油 適量
塩 少々
> 玉ねぎは薄切り、にんじんはせん切り、三つ葉は3cm長さに切る。
> ボウルに野菜と桜えびを入れ、薄力粉大さじ1をまぶしてから残りの粉と冷水を加えて混ぜる。
> お玉ですくって170℃の油に落とし、両面をカリッと揚げて塩を添える。

@ okonomiyaki | 豚玉お好み焼き | 2 | japanese | main
薄力粉 100g
だし汁 120ml
卵 2個
キャベツ 1/4個
長いも 5cm
天かす 大さじ3
豚バラ薄切り肉 6枚
サラダ油 適量
お好み焼きソース 適量
マヨネーズ 適量
かつお節 適量
青のり 適量
> キャベツは粗みじん切り、長いもはすりおろす。
> 薄力粉、だし汁、長いも、卵を混ぜ、キャベツと天かすを加えてざっくり混ぜる。
> 油をひいたフライパンに生地の半量を丸く広げ、豚肉をのせて5分焼く。
> 裏返して5分焼き、ソース、マヨネーズ、かつお節、青のりをかける。

@ yakisoba | ソース焼きそば | 2 | japanese | noodles
焼きそば用蒸し麺 2玉
豚こま切れ肉 100g
キャベツ 3枚
にんじん 1/4本
もやし 1/2袋
サラダ油 大さじ1
ウスターソース 大さじ3
中濃ソース 大さじ1
塩 少々
こしょう 少々
青のり 少々
紅しょうが 適量
> キャベツはざく切り、にんじんは短冊切りにする。麺は袋ごと電子レンジで1分温めてほぐす。
> フライパンにサラダ油を熱して豚肉を炒め、塩、こしょうをふって野菜を加える。
> 麺を加えて炒め、ソースを加えて全体にからめる。
> 青のりをふり、紅しょうがを添える。

@ yaki-udon | 焼きうどん | 2 | japanese | noodles
ゆでうどん 2玉
豚バラ薄切り肉 100g
キャベツ 2枚
玉ねぎ 1/4個
しめじ 1/2パック
サラダ油 大さじ1
醤油 大さじ1と1/2
みりん 大さじ1
かつお節 適量
> 豚肉は4cm幅、野菜は食べやすく切る。
> サラダ油で豚肉と野菜を炒め、ほぐしたうどんを加える。
> 醤油とみりんを加えて炒め合わせ、かつお節をのせる。

@ kitsune-udon | きつねうどん | 2 | japanese | noodles
ゆでうどん 2玉
油揚げ 2枚
小ねぎ 3本
# 甘煮
だし汁 150ml
砂糖 大さじ2
醤油 大さじ1と1/2
# かけつゆ
だし汁 800ml
薄口醤油 大さじ2
みりん 大さじ2
塩 小さじ1/3
> 油揚げは油抜きして半分に切り、甘煮の材料で汁けが少なくなるまで煮る。
> かけつゆを温める。
> うどんを温めて器に入れ、つゆを注いで油揚げと小ねぎをのせる。

@ curry-udon | カレーうどん | 2 | japanese | noodles
ゆでうどん 2玉
豚こま切れ肉 120g
玉ねぎ 1/2個
長ねぎ 1/2本
だし汁 600ml
カレールウ 2かけ
醤油 大さじ1
みりん 大さじ1
水溶き片栗粉 大さじ1
> 玉ねぎは薄切り、長ねぎは斜め切りにする。
> だし汁で豚肉と玉ねぎを煮て、アクを取る。
> ルウを溶かし、醤油、みりん、長ねぎを加え、水溶き片栗粉でとろみをつける。
> 温めたうどんにかける。

@ niku-udon | 肉うどん | 2 | japanese | noodles
ゆでうどん 2玉
牛切り落とし肉 150g
長ねぎ 1/2本
醤油 大さじ1と1/2
砂糖 大さじ1
みりん 大さじ1
だし汁 700ml
薄口醤油 大さじ2
七味唐辛子 少々
> 牛肉を醤油、砂糖、みりんで甘辛く煮る。
> だし汁に薄口醤油を加えて温め、つゆを作る。
> 温めたうどんにつゆを注ぎ、牛肉と斜め切りの長ねぎをのせて七味をふる。

@ zaru-soba | ざるそば | 2 | japanese | noodles
そば（乾麺） 200g
焼きのり 1/2枚
小ねぎ 2本
わさび 少々
# めんつゆ
だし汁 200ml
醤油 50ml
みりん 50ml
> めんつゆの材料をひと煮立ちさせて冷やす。
> そばは表示時間どおりにゆで、冷水でもみ洗いして水けをきる。
> ざるに盛ってのりをのせ、つゆ、小ねぎ、わさびを添える。

@ tanuki-soba | 冷やしたぬきそば | 2 | japanese | noodles
そば（乾麺） 200g
天かす 大さじ4
きゅうり 1/2本
ゆで卵 1個
かに風味かまぼこ 4本
めんつゆ（3倍濃縮） 大さじ4
冷水 200ml
わかめ（戻したもの） 30g
> そばをゆでて冷水で締める。
> きゅうりはせん切り、ゆで卵は半分に切る。
> そばを器に盛って具をのせ、冷水で割っためんつゆをかける。

@ hiyashi-chuka | 冷やし中華 | 2 | chinese | noodles
中華生麺 2玉
ロースハム 4枚
きゅうり 1本
トマト 1個
卵 2個
サラダ油 少々
# たれ
醤油 大さじ3
酢 大さじ3
砂糖 大さじ2
ごま油 大さじ1
水 大さじ3
> たれの材料を混ぜて冷やす。卵は薄焼きにして錦糸卵にする。
> ハムときゅうりはせん切り、トマトは薄切りにする。
> 麺をゆでて冷水で締め、器に盛って具をのせ、たれをかける。

@ somen-chanpuru | そうめんチャンプルー | 2 | japanese | noodles
そうめん 2束
ツナ缶 1缶
にら 1/2束
にんじん 1/4本
卵 1個
サラダ油 大さじ1
醤油 小さじ2
塩 少々
かつお節 適量
> そうめんは硬めにゆでて水洗いし、サラダ油少々をからめる。
> フライパンに油を熱し、せん切りのにんじん、ツナ、にらを炒める。
> そうめんを加えて炒め、醤油と塩で調え、溶き卵を回し入れてからめる。
> かつお節をのせる。

@ miso-ramen | 家で作る味噌ラーメン | 2 | japanese | noodles
中華生麺 2玉
豚ひき肉 100g
もやし 1袋
キャベツ 2枚
にんにく（みじん切り） 1かけ
ごま油 大さじ1
味噌 大さじ3
水 800ml
鶏ガラスープの素 大さじ1
バター 10g
コーン（缶詰） 大さじ4
> ごま油でにんにくとひき肉を炒め、もやしとざく切りのキャベツを加えて炒める。
> 水とスープの素を加えて煮立て、味噌を溶き入れる。
> ゆでた麺を器に入れてスープと野菜を注ぎ、コーンとバターをのせる。

@ nabeyaki-udon | 鍋焼きうどん | 2 | japanese | noodles
ゆでうどん 2玉
鶏もも肉 100g
えびの天ぷら 2本
卵 2個
しいたけ 2枚
かまぼこ 4切れ
長ねぎ 1/2本
だし汁 700ml
薄口醤油 大さじ2
みりん 大さじ2
> 土鍋にだし汁と調味料を入れて煮立て、鶏肉としいたけを煮る。
> うどんを加えて温め、かまぼこと長ねぎを並べる。
> 卵を割り入れて蓋をし、半熟になったら天ぷらをのせる。

@ korokke | じゃがいもコロッケ | 4 | japanese | main
じゃがいも 4個
合いびき肉 150g
玉ねぎ 1/2個
サラダ油 小さじ2
塩 小さじ1/2
こしょう 少々
薄力粉 適量
卵 1個
パン粉 適量
揚げ油 適量
中濃ソース 適量
> じゃがいもはゆでて熱いうちにつぶす。
> サラダ油で玉ねぎのみじん切りとひき肉を炒め、塩、こしょうで調える。
> じゃがいもと合わせて8等分し、小判形にまとめる。
> 薄力粉、溶き卵、パン粉をつけて180℃の油で揚げ、ソースを添える。

@ cream-korokke | かにクリームコロッケ | 4 | japanese | main
かに缶 1缶（100g）
玉ねぎ 1/2個
バター 40g
薄力粉 40g
牛乳 300ml
塩 小さじ1/3
こしょう 少々
薄力粉（衣用） 適量
卵 1個
パン粉 適量
揚げ油 適量
> バターで玉ねぎのみじん切りを炒め、薄力粉をふり入れて炒める。
> 牛乳を少しずつ加えて練り、かにと塩、こしょうを加えて固めのホワイトソースにする。
> バットに広げて冷蔵庫で冷やし固め、8等分して俵形にする。
> 衣をつけて180℃の油で2分揚げる。

@ gratin-macaroni | えびマカロニグラタン | 3 | japanese | main
マカロニ 100g
むきえび 150g
玉ねぎ 1/2個
マッシュルーム 4個
バター 30g
薄力粉 30g
牛乳 400ml
塩 小さじ1/2
こしょう 少々
ピザ用チーズ 60g
パン粉 大さじ2
> マカロニはゆでておく。玉ねぎとマッシュルームは薄切りにする。
> バターで玉ねぎ、えび、マッシュルームを炒め、薄力粉をふって炒める。
> 牛乳を少しずつ加えてとろみをつけ、塩、こしょう、マカロニを混ぜる。
> 耐熱皿に入れてチーズとパン粉をのせ、220℃のオーブンで12分焼く。

@ cream-stew | 鶏肉のクリームシチュー | 4 | japanese | main
鶏もも肉 300g
玉ねぎ 1個
じゃがいも 2個
にんじん 1本
ブロッコリー 1/2株
バター 20g
水 400ml
牛乳 300ml
シチュールウ 1/2箱
> 鶏肉と野菜を一口大に切り、ブロッコリーは小房に分けてゆでる。
> 鍋にバターを溶かして鶏肉と玉ねぎ、にんじん、じゃがいもを炒める。
> 水を加えて15分煮て、火を止めてルウを溶かす。
> 牛乳を加えて弱火で5分煮、ブロッコリーを加える。

@ naporitan | ナポリタン | 2 | japanese | noodles
スパゲッティ 200g
ウインナーソーセージ 4本
玉ねぎ 1/2個
ピーマン 2個
マッシュルーム 4個
バター 15g
ケチャップ 大さじ6
牛乳 大さじ1
粉チーズ 適量
> スパゲッティは表示時間より1分長くゆでる。
> ソーセージは斜め切り、野菜は薄切りにする。
> バターで具を炒め、ケチャップを加えて炒めて酸味をとばし、牛乳を加える。
> 麺を加えてからめ、粉チーズをふる。

@ wafu-pasta-kinoko | きのこの和風パスタ | 2 | japanese | noodles
スパゲッティ 160g
しめじ 1パック
まいたけ 1/2パック
ベーコン 2枚
にんにく 1かけ
オリーブ油 大さじ2
バター 10g
醤油 大さじ1と1/2
青じそ 4枚
刻みのり 少々
> スパゲッティをゆではじめる。きのこはほぐし、ベーコンは1cm幅に切る。
> オリーブ油でにんにくを熱し、ベーコンときのこを炒める。
> ゆで汁大さじ3、バター、醤油を加え、麺を入れてからめる。
> 青じそとのりをのせる。

@ mentaiko-pasta | 明太子クリームパスタ | 2 | japanese | noodles
スパゲッティ 160g
辛子明太子 1腹（60g）
生クリーム 100ml
バター 15g
薄口醤油 小さじ1
青じそ 3枚
刻みのり 少々
> 明太子は薄皮を除いてほぐし、生クリーム、バター、醤油と混ぜる。
> スパゲッティをゆで、熱いうちに明太子ソースとあえる。
> せん切りの青じそとのりをのせる。
""")
DATA.append(r"""
@ purin | なめらかプリン | 4 | japanese | dessert | プリンカップ4個分
卵 2個
卵黄 1個分
牛乳 300ml
砂糖 50g
バニラエッセンス 少々
# カラメル
砂糖 40g
水 大さじ1
熱湯 大さじ1
> 小鍋で砂糖と水を煮つめ、茶色になったら熱湯を加えてカップに流す。
> 牛乳と砂糖を温めて溶かし、溶いた卵と卵黄に少しずつ加えて混ぜ、バニラを加えてこす。
> カップに注いでアルミホイルをかぶせ、湯をはった天板で150℃のオーブンで30分蒸し焼きにする。
> 冷蔵庫で冷やす。

@ dorayaki | どら焼き | 5 | japanese | dessert | 5個分
卵 2個
砂糖 70g
はちみつ 大さじ1
薄力粉 100g
ベーキングパウダー 小さじ1/2
水 大さじ2
粒あん 250g
サラダ油 少々
> 卵に砂糖とはちみつを加えてよく泡立てる。
> 薄力粉とベーキングパウダーをふるい入れて混ぜ、水でかたさを調えて10分休ませる。
> 油を薄くひいたフライパンで直径8cmに10枚焼く。
> 2枚1組で粒あんをはさむ。

@ shiratama-zenzai | 白玉ぜんざい | 4 | japanese | dessert
白玉粉 100g
水 90ml
ゆで小豆（缶詰） 1缶（430g）
水（ぜんざい用） 150ml
塩 ひとつまみ
> 白玉粉に水を少しずつ加え、耳たぶくらいのかたさにこねる。
> 丸めて中央をくぼませ、沸騰した湯でゆで、浮いてから1分おいて冷水にとる。
> ゆで小豆と水、塩を鍋で温め、白玉を加えて器に盛る。

@ warabi-mochi | わらび餅 | 4 | japanese | dessert
わらび餅粉 50g
砂糖 40g
水 250ml
きな粉 大さじ3
黒蜜 適量
> 鍋にわらび餅粉、砂糖、水を入れてよく溶かす。
> 中火にかけて木べらで練り、透明になってから2分練り続ける。
> 水でぬらしたスプーンで一口大にすくって氷水に落とし、冷やす。
> 水けをきってきな粉をまぶし、黒蜜をかける。

@ matcha-pound | 抹茶のパウンドケーキ | 8 | japanese | baking | 18cmパウンド型1台分
無塩バター 100g
砂糖 90g
卵 2個
薄力粉 90g
抹茶 大さじ1
ベーキングパウダー 小さじ1/2
牛乳 大さじ2
甘納豆 60g
> バターを室温に戻してクリーム状に練り、砂糖を加えて白っぽくなるまで混ぜる。
> 溶き卵を少しずつ加えて混ぜる。
> 薄力粉、抹茶、ベーキングパウダーをふるい入れてさっくり混ぜ、牛乳と甘納豆を加える。
> 型に流し、170℃のオーブンで40分焼く。

@ kinako-mochi | いそべ餅ときなこ餅 | 2 | japanese | snack
切り餅 4個
きな粉 大さじ2
砂糖 大さじ1
塩 少々
焼きのり 1/2枚
醤油 小さじ2
> 餅をオーブントースターでふっくら焼く。
> きな粉、砂糖、塩を混ぜ、2個の餅を湯にくぐらせてまぶす。
> 残りの餅は醤油をからめ、のりで巻く。

@ ichigo-daifuku | いちご大福 | 6 | japanese | dessert | 6個分
いちご 6粒
白あん 180g
白玉粉 100g
砂糖 30g
水 150ml
片栗粉 適量
> いちごはへたを取り、白あんで包む。
> 耐熱ボウルに白玉粉、砂糖、水を混ぜ、電子レンジで1分加熱して混ぜ、さらに1分加熱して練る。
> 片栗粉を広げたバットに取り出し、6等分してのばし、いちごあんを包む。

@ spring-onion-salad | 春野菜と新玉ねぎのサラダ | 3 | japanese | salad
新玉ねぎ 1個
スナップえんどう 10本
春キャベツ 3枚
ツナ缶 1缶
かつお節 5g
# ドレッシング
醤油 大さじ1
酢 大さじ1
オリーブ油 大さじ1
砂糖 小さじ1/2
> 新玉ねぎは薄切りにして水に5分さらし、水けをきる。
> スナップえんどうは筋を取って1分ゆで、半分に割る。春キャベツはせん切りにする。
> 野菜とツナを合わせて盛り、ドレッシングをかけてかつお節をのせる。

@ goya-chanpuru | ゴーヤチャンプルー | 3 | japanese | main
ゴーヤ 1本
木綿豆腐 1丁
豚バラ薄切り肉 150g
卵 2個
ごま油 大さじ1
塩 小さじ1/3
醤油 小さじ2
かつお節 1袋
> ゴーヤは縦半分に切って種とわたを取り、薄切りにして塩もみする。豆腐は水きりする。
> ごま油で豆腐を焼きつけて取り出し、豚肉とゴーヤを炒める。
> 豆腐を戻して塩、醤油で調え、溶き卵を回し入れる。
> かつお節をふる。

@ natsu-yasai-nibitashi | 夏野菜の焼きびたし | 4 | japanese | side
なす 2本
ズッキーニ 1本
パプリカ（黄） 1個
オクラ 6本
サラダ油 大さじ2
しょうが（すりおろし） 1かけ
# ひたし汁
だし汁 200ml
醤油 大さじ2
みりん 大さじ2
> ひたし汁をひと煮立ちさせ、バットに移す。
> 野菜を食べやすく切り、サラダ油を熱したグリルパンで焼く。
> 焼けたものから熱いうちにひたし汁に漬け、冷やしてしょうがを添える。

@ renkon-hasamiyaki | れんこんのはさみ焼き | 3 | japanese | main
れんこん 200g
鶏ひき肉 150g
長ねぎ（みじん切り） 10cm分
しょうが汁 小さじ1
片栗粉 大さじ1
塩 少々
サラダ油 小さじ2
★醤油 大さじ1と1/2
★みりん 大さじ1と1/2
★砂糖 小さじ1
> れんこんは5mm厚さの輪切りにして12枚用意し、水にさらす。
> ひき肉、長ねぎ、しょうが汁、塩を練る。
> れんこんの片面に片栗粉をまぶし、肉だねをはさむ。
> 両面を焼いて蓋をして蒸し焼きにし、★をからめる。

@ bento-chikuwa-isobe | ちくわの磯辺揚げ | 3 | japanese | side
ちくわ 4本
薄力粉 大さじ4
水 大さじ3
青のり 小さじ2
塩 少々
サラダ油 大さじ3
> ちくわは縦半分に切ってから長さを半分に切る。
> 薄力粉、水、青のり、塩を混ぜて衣を作る。
> ちくわに衣をつけ、多めのサラダ油で揚げ焼きにする。

@ piman-jako | ピーマンとじゃこの炒め煮 | 2 | japanese | side
ピーマン 4個
ちりめんじゃこ 20g
ごま油 小さじ2
醤油 小さじ2
みりん 小さじ2
白いりごま 少々
> ピーマンは細切りにする。
> ごま油でじゃこをカリッとするまで炒め、ピーマンを加えて炒める。
> 醤油とみりんを加えて汁けをとばし、ごまをふる。

@ kabocha-salad | かぼちゃサラダ | 4 | japanese | salad
かぼちゃ 1/4個
玉ねぎ 1/4個
レーズン 20g
クリームチーズ 40g
マヨネーズ 大さじ3
塩 少々
こしょう 少々
> かぼちゃは皮を所々むいて一口大に切り、電子レンジで5分加熱してつぶす。
> 薄切りにして水にさらした玉ねぎ、レーズン、角切りのクリームチーズを加える。
> マヨネーズ、塩、こしょうであえる。
""")
DATA.append(r"""
@ roast-chicken-lemon-thyme | Lemon and Thyme Roast Chicken | 4 | british | main
1 whole chicken (about 4 lb)
1 lemon, halved
6 sprigs fresh thyme
1 head garlic, halved crosswise
3 tablespoons unsalted butter, softened
1 large onion, cut into thick slices
2 teaspoons kosher salt
1/2 teaspoon freshly ground black pepper
1/2 cup chicken stock
> Heat the oven to 425°F (220°C). Pat the chicken dry and season it inside and out with the salt and pepper.
> Stuff the cavity with the lemon, half the thyme and the garlic. Rub the butter over the skin.
> Set the chicken on the onion slices in a roasting pan and roast for 1 hour 15 minutes, until the thigh juices run clear.
> Rest for 15 minutes. Deglaze the pan with the stock and spoon the juices over the carved chicken.

@ sunday-roast-beef | Sunday Roast Beef with Gravy | 6 | british | main
3 lb beef top round roast
2 tablespoons olive oil
2 teaspoons sea salt
1 teaspoon black pepper
2 cloves garlic, minced
1 tablespoon chopped fresh rosemary
# For the gravy
2 tablespoons all-purpose flour
2 cups beef stock
1 teaspoon Worcestershire sauce
> Rub the beef with oil, salt, pepper, garlic and rosemary and leave at room temperature for 1 hour.
> Sear in a hot roasting pan on all sides, then roast at 375°F (190°C) for about 1 1/4 hours for medium-rare.
> Rest the beef under foil. Stir the flour into the pan fat, whisk in the stock and Worcestershire and simmer until thick.
> Slice the beef thinly and serve with the gravy.

@ beef-stew | Hearty Beef Stew | 6 | american | main
2 lb beef chuck, cut into 1 1/2-inch cubes
1/4 cup all-purpose flour
3 tablespoons vegetable oil
1 large onion, chopped
3 cloves garlic, minced
2 tablespoons tomato paste
4 cups beef broth
1 cup red wine
4 medium carrots, cut into chunks
1 1/2 lb Yukon Gold potatoes, cut into chunks
2 stalks celery, sliced
2 bay leaves
1 teaspoon dried thyme
Salt and freshly ground black pepper, to taste
> Toss the beef with the flour, salt and pepper, then brown it in batches in the oil in a Dutch oven.
> Cook the onion and garlic in the same pot, stir in the tomato paste, then add the wine, broth, herbs and beef.
> Cover and simmer gently for 1 1/2 hours.
> Add the carrots, potatoes and celery and simmer 40 minutes more, until tender. Season and remove the bay leaves.

@ pot-roast | Slow-Braised Pot Roast | 6 | american | main
1 (3 1/2 lb) boneless beef chuck roast
2 teaspoons salt
1 teaspoon black pepper
2 tablespoons olive oil
2 onions, quartered
5 carrots, cut into 2-inch pieces
1 lb baby potatoes
3 cloves garlic, smashed
2 cups beef broth
1 cup dry red wine
2 sprigs fresh rosemary
> Season the roast with salt and pepper and brown it well in the oil in a heavy pot.
> Add the onions, garlic, wine and broth and bring to a simmer. Lay the rosemary on top.
> Cover and braise in a 300°F (150°C) oven for 2 1/2 hours.
> Add the carrots and potatoes and braise 1 hour more, until the meat pulls apart.

@ spaghetti-bolognese | Spaghetti Bolognese | 4 | italian | noodles
1 lb spaghetti
2 tablespoons olive oil
4 oz pancetta, diced
1 onion, finely chopped
1 carrot, finely chopped
1 stalk celery, finely chopped
1 lb ground beef
1/2 cup whole milk
1/2 cup dry white wine
1 (28 oz) can crushed tomatoes
Salt and pepper, to taste
Freshly grated Parmesan, for serving
> Cook the pancetta in the oil, then add the onion, carrot and celery and soften for 10 minutes.
> Add the beef and brown it, breaking it up. Pour in the milk and let it simmer away, then the wine.
> Add the tomatoes, season and simmer uncovered on the lowest heat for 2 hours.
> Cook the spaghetti until al dente, toss with the sauce and serve with Parmesan.

@ carbonara | Spaghetti Carbonara | 2 | italian | noodles
8 oz spaghetti
4 oz guanciale or pancetta, cut into strips
2 large eggs
2 large egg yolks
3/4 cup grated Pecorino Romano
1 teaspoon freshly cracked black pepper
Salt, for the pasta water
> Cook the spaghetti in well-salted boiling water.
> Meanwhile crisp the guanciale in a dry skillet over medium heat; turn off the heat.
> Whisk the eggs, yolks, cheese and pepper in a bowl.
> Toss the drained pasta in the skillet, take it off the heat, and stir in the egg mixture with a splash of pasta water until creamy.

@ lasagna | Classic Beef Lasagna | 8 | italian | main
12 lasagna noodles
1 lb ground beef
1/2 lb Italian sausage, casings removed
1 onion, diced
3 cloves garlic, minced
1 (28 oz) can crushed tomatoes
1 (6 oz) can tomato paste
2 teaspoons dried basil
15 oz ricotta cheese
1 large egg
1 lb mozzarella cheese, shredded
3/4 cup grated Parmesan cheese
> Brown the beef, sausage, onion and garlic. Stir in the tomatoes, tomato paste and basil and simmer 30 minutes.
> Boil the noodles until just tender. Mix the ricotta with the egg and half the Parmesan.
> Layer sauce, noodles, ricotta and mozzarella three times in a 9x13-inch dish, ending with sauce and cheese.
> Cover with foil and bake at 375°F (190°C) for 25 minutes, uncover and bake 25 minutes more. Rest 15 minutes.

@ chili-con-carne | Chili con Carne | 6 | mexican | main
2 lb ground beef
1 large onion, chopped
1 green bell pepper, chopped
4 cloves garlic, minced
3 tablespoons chili powder
2 teaspoons ground cumin
1 teaspoon dried oregano
1 (28 oz) can diced tomatoes
2 (15 oz) cans kidney beans, drained and rinsed
1 cup beef broth
1 teaspoon salt
Shredded cheddar and sour cream, for serving
> Brown the beef in a large pot and drain off most of the fat.
> Add the onion, pepper and garlic and cook until soft, then stir in the spices.
> Add the tomatoes, beans and broth, season and simmer for 1 hour, stirring now and then.
> Serve topped with cheddar and sour cream.

@ white-chicken-chili | White Chicken Chili | 6 | american | soup
1 1/2 lb boneless skinless chicken breasts
1 tablespoon olive oil
1 onion, diced
2 poblano peppers, diced
3 cloves garlic, minced
2 teaspoons ground cumin
4 cups chicken broth
2 (15 oz) cans cannellini beans, drained
4 oz cream cheese
1 cup frozen corn
1/4 cup chopped fresh cilantro
Juice of 1 lime
> Cook the onion, poblanos and garlic in the oil, then add the cumin.
> Add the broth and whole chicken breasts and simmer 20 minutes; remove and shred the chicken.
> Mash half of the beans, add all the beans, corn and cream cheese and stir until smooth.
> Return the chicken, add lime juice and cilantro and season to taste.

@ fish-tacos | Crispy Fish Tacos with Lime Slaw | 4 | mexican | main
1 1/2 lb cod fillets, cut into strips
1 cup all-purpose flour
1 teaspoon chili powder
1 teaspoon salt
3/4 cup cold beer or sparkling water
Vegetable oil, for frying
8 small corn tortillas
# For the slaw
3 cups shredded red cabbage
1/4 cup sour cream
2 tablespoons lime juice
1/4 cup chopped fresh cilantro
> Mix the slaw ingredients and chill.
> Whisk the flour, chili powder, salt and beer into a batter. Dip the fish and fry in 350°F oil for 3 to 4 minutes.
> Warm the tortillas, fill with the fish and top with the slaw.

@ salmon-lemon-butter | Pan-Seared Salmon with Lemon Butter | 2 | american | main
2 (6 oz) salmon fillets, skin on
Salt and freshly ground black pepper
1 tablespoon olive oil
3 tablespoons unsalted butter
2 cloves garlic, minced
2 tablespoons fresh lemon juice
1 tablespoon chopped fresh parsley
1 lemon, sliced, for serving
> Pat the salmon dry and season well.
> Sear skin side down in the hot oil for 5 minutes, flip and cook 2 to 3 minutes more; move to plates.
> Melt the butter in the pan with the garlic, add the lemon juice and parsley, and spoon over the salmon.

@ caesar-salad | Caesar Salad with Garlic Croutons | 4 | american | salad
2 heads romaine lettuce, torn
3 cups day-old bread cubes
3 tablespoons olive oil
1/2 cup shaved Parmesan cheese
# For the dressing
2 anchovy fillets, finely chopped
1 clove garlic, grated
1 large egg yolk
2 tablespoons lemon juice
1 teaspoon Dijon mustard
1/3 cup extra-virgin olive oil
> Toss the bread with the oil and bake at 400°F (200°C) for 10 minutes until golden.
> Whisk the anchovy, garlic, yolk, lemon juice and mustard, then drizzle in the oil to emulsify.
> Toss the romaine with the dressing, croutons and Parmesan.

@ minestrone | Minestrone | 6 | italian | soup
2 tablespoons olive oil
1 onion, chopped
2 carrots, diced
2 stalks celery, diced
2 cloves garlic, minced
1 medium zucchini, diced
1 (14.5 oz) can diced tomatoes
6 cups vegetable broth
1 (15 oz) can cannellini beans, drained
1 cup small pasta shells
2 cups chopped kale
Salt and pepper, to taste
Grated Parmesan, to serve
> Soften the onion, carrots, celery and garlic in the oil for 8 minutes.
> Add the zucchini, tomatoes and broth and simmer 15 minutes.
> Add the beans and pasta and cook until the pasta is tender, stirring in the kale for the last 3 minutes.
> Season and serve with Parmesan.

@ mushroom-risotto | Mushroom Risotto | 4 | italian | rice
1 1/2 cups Arborio rice
5 to 6 cups hot chicken or vegetable stock
12 oz cremini mushrooms, sliced
1 small onion, finely chopped
2 cloves garlic, minced
1/2 cup dry white wine
3 tablespoons butter, divided
2 tablespoons olive oil
3/4 cup grated Parmesan
Salt and pepper, to taste
> Brown the mushrooms in the oil and 1 tablespoon of butter; set aside.
> Soften the onion and garlic, add the rice and toast for 2 minutes, then add the wine.
> Add the stock a ladle at a time, stirring, until the rice is creamy and just tender, about 20 minutes.
> Stir in the mushrooms, remaining butter and Parmesan and season.

@ quiche-lorraine | Quiche Lorraine | 6 | french | main
1 (9-inch) unbaked pie crust
6 slices thick-cut bacon, chopped
1 small onion, thinly sliced
4 large eggs
1 1/2 cups heavy cream
1/2 teaspoon salt
1/4 teaspoon ground nutmeg
1 1/2 cups shredded Gruyère cheese
> Blind-bake the crust at 375°F (190°C) for 15 minutes.
> Crisp the bacon, then soften the onion in a little of the fat.
> Whisk the eggs, cream, salt and nutmeg. Scatter bacon, onion and cheese in the crust and pour over the custard.
> Bake 35 to 40 minutes, until just set in the middle.

@ buttermilk-pancakes | Fluffy Buttermilk Pancakes | 4 | american | breakfast | 12 pancakes
2 cups all-purpose flour
2 tablespoons sugar
2 teaspoons baking powder
1/2 teaspoon baking soda
1/2 teaspoon salt
2 cups buttermilk
2 large eggs
3 tablespoons unsalted butter, melted
Maple syrup, for serving
> Whisk the dry ingredients together in a large bowl.
> Whisk the buttermilk, eggs and butter, then stir into the dry ingredients until just combined.
> Cook 1/4-cup portions on a buttered griddle over medium heat until bubbles form, flip and cook until golden.

@ banana-bread | Banana Bread | 10 | american | baking | 1 loaf
3 very ripe bananas, mashed
1/3 cup unsalted butter, melted
3/4 cup packed brown sugar
1 large egg, beaten
1 teaspoon vanilla extract
1 teaspoon baking soda
Pinch of salt
1 1/2 cups all-purpose flour
1/2 cup chopped walnuts
> Heat the oven to 350°F (175°C) and butter a 9x5-inch loaf pan.
> Mix the bananas and butter, then the sugar, egg and vanilla.
> Stir in the baking soda, salt and flour, then the walnuts.
> Bake for 55 to 65 minutes, until a skewer comes out clean.

@ fudgy-brownies | Fudgy Brownies | 16 | american | baking | 16 brownies
1/2 cup unsalted butter
6 oz bittersweet chocolate, chopped
1 cup granulated sugar
2 large eggs
1 teaspoon vanilla extract
1/2 cup all-purpose flour
3 tablespoons cocoa powder
1/4 teaspoon salt
> Melt the butter and chocolate together and let cool slightly.
> Whisk in the sugar, then the eggs one at a time and the vanilla.
> Fold in the flour, cocoa and salt.
> Bake in a lined 8-inch square pan at 350°F (175°C) for 25 minutes. Cool before cutting.

@ chocolate-chip-cookies | Chocolate Chip Cookies | 36 | american | baking | 36 cookies
2 1/4 cups all-purpose flour
1 teaspoon baking soda
1 teaspoon salt
1 cup unsalted butter, softened
3/4 cup granulated sugar
3/4 cup packed brown sugar
2 large eggs
2 teaspoons vanilla extract
2 cups semisweet chocolate chips
> Whisk the flour, baking soda and salt.
> Cream the butter and sugars until fluffy, then beat in the eggs and vanilla.
> Mix in the dry ingredients and the chocolate chips.
> Drop rounded tablespoons onto baking sheets and bake at 375°F (190°C) for 9 to 11 minutes.

@ shepherds-pie | Shepherd's Pie | 6 | british | main
1 1/2 lb ground lamb
1 onion, diced
2 carrots, diced
2 cloves garlic, minced
2 tablespoons tomato paste
1 tablespoon Worcestershire sauce
1 cup beef stock
1 cup frozen peas
# For the topping
2 1/2 lb russet potatoes, peeled and cubed
4 tablespoons butter
1/2 cup whole milk
Salt and pepper, to taste
> Boil the potatoes until tender and mash with the butter, milk, salt and pepper.
> Brown the lamb, add the onion, carrots and garlic and cook until soft.
> Stir in the tomato paste, Worcestershire and stock and simmer 10 minutes; add the peas.
> Spread in a baking dish, top with the mash and bake at 400°F (200°C) for 25 minutes until golden.

@ cottage-pie | Cottage Pie with Cheddar Mash | 4 | british | main
1 lb ground beef
1 onion, chopped
1 large carrot, diced
1 stalk celery, diced
1 tablespoon all-purpose flour
1 cup beef stock
1 tablespoon tomato ketchup
1 1/2 lb potatoes, peeled
3 tablespoons butter
1 cup grated sharp cheddar
Salt and pepper, to taste
> Cook the beef until browned, add the vegetables and soften.
> Stir in the flour, then the stock and ketchup, and simmer until thick.
> Boil and mash the potatoes with the butter and half the cheddar.
> Top the filling with the mash and remaining cheese and bake at 400°F (200°C) for 20 minutes.
""")
DATA.append(r"""
@ beef-broccoli-stir-fry | Beef and Broccoli Stir-Fry | 4 | chinese | main
1 lb flank steak, thinly sliced against the grain
1 tablespoon cornstarch
4 cups broccoli florets
2 tablespoons vegetable oil
3 cloves garlic, minced
1 tablespoon grated fresh ginger
# For the sauce
1/3 cup low-sodium soy sauce
2 tablespoons oyster sauce
1 tablespoon brown sugar
1/2 cup beef broth
1 teaspoon sesame oil
> Toss the beef with the cornstarch. Whisk the sauce ingredients together.
> Sear the beef in hot oil in batches and set aside.
> Stir-fry the broccoli for 3 minutes, add the garlic and ginger, then the sauce.
> Return the beef and toss until the sauce is glossy. Serve over rice.

@ chicken-cashew-stir-fry | Chicken Cashew Stir-Fry | 4 | chinese | main
1 1/2 lb boneless skinless chicken thighs, cut into bite-size pieces
1 red bell pepper, chopped
1 small onion, chopped
3 green onions, cut into 1-inch lengths
3/4 cup roasted unsalted cashews
2 tablespoons peanut oil
2 cloves garlic, minced
3 tablespoons soy sauce
1 tablespoon hoisin sauce
1 tablespoon rice vinegar
1 teaspoon cornstarch mixed with 2 tablespoons water
> Stir-fry the chicken in hot oil until browned and cooked through; remove.
> Stir-fry the onion, pepper and garlic for 2 minutes.
> Add the chicken, soy sauce, hoisin and vinegar, then the cornstarch slurry, and toss until thick.
> Stir in the cashews and green onions.

@ pork-green-bean-stir-fry | Ginger Pork with Green Beans | 3 | chinese | main
12 oz pork tenderloin, cut into thin strips
12 oz green beans, trimmed
1 tablespoon grated fresh ginger
3 cloves garlic, thinly sliced
2 tablespoons vegetable oil
2 tablespoons soy sauce
1 tablespoon Shaoxing wine or dry sherry
1 teaspoon sugar
1 teaspoon chili crisp
> Blister the green beans in 1 tablespoon of hot oil until spotty; remove.
> Stir-fry the pork in the remaining oil until no longer pink.
> Add the ginger and garlic, then the beans, soy sauce, wine, sugar and chili crisp, and toss for 1 minute.

@ shrimp-fried-rice | Shrimp Fried Rice | 4 | chinese | rice
3 cups cooked jasmine rice, chilled
12 oz medium shrimp, peeled and deveined
3 large eggs, beaten
1 cup frozen peas and carrots
4 green onions, sliced
2 cloves garlic, minced
3 tablespoons vegetable oil
3 tablespoons soy sauce
1 teaspoon toasted sesame oil
> Scramble the eggs in a little oil and set aside; sear the shrimp and set aside.
> Heat the remaining oil, add the garlic and vegetables, then the rice, pressing it into the pan to crisp.
> Add the soy sauce, shrimp, eggs and green onions, toss well and finish with sesame oil.

@ chicken-tikka-masala | Chicken Tikka Masala | 4 | indian | main
2 lb boneless skinless chicken thighs, cut into chunks
1 cup plain whole-milk yogurt
2 teaspoons garam masala
1 teaspoon ground turmeric
2 tablespoons ghee or butter
1 large onion, finely chopped
4 cloves garlic, grated
1 tablespoon grated ginger
1 (15 oz) can tomato sauce
1 cup heavy cream
1 teaspoon salt
Chopped cilantro, to garnish
> Marinate the chicken in the yogurt, half the garam masala and the turmeric for at least 1 hour.
> Broil or sear the chicken until charred in spots.
> Cook the onion, garlic and ginger in the ghee, add the remaining garam masala, then the tomato sauce, and simmer 10 minutes.
> Stir in the cream, salt and chicken and simmer 10 minutes. Garnish with cilantro.

@ chickpea-spinach-curry | Chickpea and Spinach Curry | 4 | indian | main
2 tablespoons vegetable oil
1 onion, chopped
3 cloves garlic, minced
1 tablespoon grated fresh ginger
2 tablespoons curry powder
1 (14.5 oz) can diced tomatoes
2 (15 oz) cans chickpeas, drained
1 (13.5 oz) can coconut milk
5 oz baby spinach
1 teaspoon salt
Juice of 1/2 lemon
> Soften the onion in the oil, then add the garlic, ginger and curry powder for 1 minute.
> Add the tomatoes, chickpeas and coconut milk and simmer 15 minutes.
> Stir in the spinach until wilted, then the salt and lemon juice.

@ lamb-rogan-josh | Lamb Rogan Josh | 6 | indian | main
2 lb boneless lamb shoulder, cut into 1 1/2-inch pieces
3 tablespoons ghee
2 onions, thinly sliced
5 cloves garlic, crushed
2-inch piece ginger, grated
2 teaspoons Kashmiri chili powder
2 teaspoons ground coriander
1 teaspoon ground cumin
4 green cardamom pods, crushed
1 cinnamon stick
3/4 cup plain yogurt
1 1/2 cups water
1 1/2 teaspoons salt
> Brown the lamb in the ghee in batches.
> Fry the onions until deep golden, add the garlic, ginger and whole spices, then the ground spices.
> Return the lamb, stir in the yogurt a spoonful at a time, add the water and salt.
> Cover and simmer for 1 1/2 hours, until tender.

@ thai-green-curry | Thai Green Chicken Curry | 4 | thai | main
1 lb boneless chicken thighs, sliced
1 (13.5 oz) can coconut milk
3 tablespoons green curry paste
1 cup chicken stock
1 small eggplant, cut into chunks
1 red bell pepper, sliced
1 cup snow peas
2 tablespoons fish sauce
1 tablespoon brown sugar
1 handful Thai basil leaves
> Simmer half the coconut milk until the oil separates, then fry the curry paste in it for 2 minutes.
> Add the chicken and cook until opaque, then the rest of the coconut milk and stock.
> Add the eggplant and simmer 10 minutes, then the pepper and snow peas for 3 minutes.
> Season with fish sauce and sugar and stir in the basil.

@ pad-thai | Shrimp Pad Thai | 2 | thai | noodles
6 oz dried flat rice noodles
8 oz shrimp, peeled
2 large eggs
2 cloves garlic, minced
1 cup bean sprouts
3 green onions, cut into lengths
1/4 cup chopped roasted peanuts
2 tablespoons vegetable oil
1 lime, cut into wedges
# For the sauce
3 tablespoons fish sauce
2 tablespoons tamarind paste
2 tablespoons brown sugar
> Soak the noodles in warm water for 30 minutes and drain. Mix the sauce.
> Stir-fry the garlic and shrimp in the oil, push aside and scramble the eggs.
> Add the noodles and sauce and toss until absorbed, then the sprouts and green onions.
> Serve with peanuts and lime wedges.

@ vietnamese-pho-ga | Chicken Pho | 4 | vietnamese | soup
2 lb chicken legs
1 large onion, halved
3-inch piece ginger, halved lengthwise
2 star anise
1 cinnamon stick
10 cups water
3 tablespoons fish sauce
1 tablespoon sugar
12 oz dried rice noodles
1 cup fresh bean sprouts
1 bunch Thai basil
2 limes, cut into wedges
> Char the onion and ginger in a dry pan until blackened in spots.
> Simmer the chicken, onion, ginger, spices and water for 1 1/2 hours; remove and shred the chicken.
> Strain the broth and season with fish sauce and sugar.
> Pour over cooked noodles and chicken and serve with sprouts, basil and lime.

@ tomato-basil-soup | Roasted Tomato Basil Soup | 4 | american | soup
3 lb ripe Roma tomatoes, halved
1 onion, quartered
6 cloves garlic, peeled
3 tablespoons olive oil
2 cups vegetable broth
1/2 cup heavy cream
1 cup fresh basil leaves
1 teaspoon salt
1/2 teaspoon black pepper
> Roast the tomatoes, onion and garlic with the oil, salt and pepper at 425°F (220°C) for 40 minutes.
> Transfer to a pot with the broth and simmer 10 minutes.
> Add the basil and blend until smooth, then stir in the cream.

@ french-onion-soup | French Onion Soup | 4 | french | soup
4 tablespoons unsalted butter
3 lb yellow onions, thinly sliced
1 teaspoon sugar
1 teaspoon salt
1/2 cup dry white wine
6 cups beef stock
2 sprigs fresh thyme
1 bay leaf
8 slices baguette, toasted
2 cups grated Gruyère cheese
> Cook the onions in the butter with the sugar and salt over medium-low heat for about 45 minutes, until deep brown.
> Add the wine, then the stock, thyme and bay leaf, and simmer 30 minutes.
> Ladle into ovenproof bowls, top with baguette and cheese and broil until bubbling.

@ potato-leek-soup | Potato Leek Soup | 6 | french | soup
3 large leeks, white and light green parts, sliced
3 tablespoons butter
2 lb Yukon Gold potatoes, peeled and diced
6 cups chicken stock
1 bay leaf
1/2 cup heavy cream
Salt and white pepper, to taste
2 tablespoons snipped chives
> Wash the leeks well and sweat them in the butter until soft, about 10 minutes.
> Add the potatoes, stock and bay leaf and simmer until the potatoes are tender, 20 minutes.
> Remove the bay leaf, blend until smooth, stir in the cream and season. Garnish with chives.

@ chicken-noodle-soup | Chicken Noodle Soup | 6 | american | soup
1 1/2 lb bone-in chicken breasts
10 cups water
1 onion, diced
3 carrots, sliced
3 stalks celery, sliced
2 cloves garlic, minced
1 bay leaf
2 teaspoons salt
6 oz egg noodles
2 tablespoons chopped fresh dill
> Simmer the chicken in the water with the bay leaf and salt for 30 minutes; shred the meat and discard the bones.
> Add the onion, carrots, celery and garlic to the broth and simmer 15 minutes.
> Add the noodles and cook until tender, then return the chicken and stir in the dill.

@ clam-chowder | New England Clam Chowder | 6 | american | soup
4 slices bacon, chopped
1 onion, diced
2 stalks celery, diced
3 tablespoons all-purpose flour
2 (6.5 oz) cans chopped clams, juice reserved
1 cup bottled clam juice
1 1/2 lb russet potatoes, diced
1 1/2 cups whole milk
1 cup heavy cream
1 teaspoon fresh thyme leaves
Salt and pepper, to taste
> Crisp the bacon, then soften the onion and celery in the fat.
> Stir in the flour, then the reserved clam juice, bottled juice and potatoes; simmer until tender.
> Add the milk, cream, thyme and clams and heat through without boiling. Season.

@ butternut-squash-soup | Butternut Squash Soup | 6 | american | soup
1 (3 lb) butternut squash, peeled and cubed
1 onion, chopped
1 apple, peeled and chopped
2 tablespoons butter
1 teaspoon ground cumin
1/4 teaspoon ground nutmeg
4 cups vegetable stock
1/2 cup half-and-half
Salt and pepper, to taste
Toasted pumpkin seeds, for garnish
> Cook the onion and apple in the butter until soft, then add the spices.
> Add the squash and stock and simmer until tender, 25 minutes.
> Blend smooth, stir in the half-and-half and season. Top with pumpkin seeds.

@ lentil-soup | Smoky Red Lentil Soup | 4 | middle-eastern | soup
1 cup red lentils, rinsed
2 tablespoons olive oil
1 onion, chopped
2 carrots, diced
2 cloves garlic, minced
1 teaspoon ground cumin
1 teaspoon smoked paprika
5 cups vegetable broth
1 tablespoon lemon juice
Salt, to taste
> Cook the onion and carrots in the oil until soft, then add the garlic and spices.
> Add the lentils and broth and simmer 20 minutes, until the lentils fall apart.
> Blend partly, then add the lemon juice and salt.

@ greek-salad | Greek Village Salad | 4 | greek | salad
4 ripe tomatoes, cut into wedges
1 English cucumber, sliced into half-moons
1 green bell pepper, sliced into rings
1/2 red onion, thinly sliced
1/2 cup Kalamata olives
7 oz feta cheese, in one slab
1 teaspoon dried oregano
1/4 cup extra-virgin olive oil
1 tablespoon red wine vinegar
> Arrange the tomatoes, cucumber, pepper, onion and olives in a wide bowl.
> Lay the feta on top and sprinkle with oregano.
> Drizzle with the oil and vinegar just before serving.

@ caprese-salad | Caprese Salad | 4 | italian | salad
1 lb ripe heirloom tomatoes, sliced
8 oz fresh mozzarella, sliced
1/2 cup fresh basil leaves
3 tablespoons extra-virgin olive oil
1 tablespoon balsamic glaze
Flaky sea salt and cracked black pepper
> Alternate the tomato and mozzarella slices on a platter, tucking in the basil.
> Drizzle with the oil and balsamic glaze.
> Season with flaky salt and pepper.

@ cobb-salad | Cobb Salad | 4 | american | salad
2 boneless skinless chicken breasts, grilled and diced
6 slices bacon, cooked and crumbled
4 hard-boiled eggs, chopped
1 large head romaine, chopped
2 ripe avocados, diced
1 cup cherry tomatoes, halved
1/2 cup crumbled blue cheese
# For the dressing
1/4 cup red wine vinegar
1 teaspoon Dijon mustard
1/2 cup olive oil
> Whisk the vinegar and mustard, then drizzle in the oil; season.
> Spread the romaine on a platter and arrange the toppings in rows.
> Drizzle with the dressing at the table.

@ waldorf-salad | Waldorf Salad | 4 | american | salad
2 crisp apples, cored and diced
1 cup red seedless grapes, halved
2 stalks celery, sliced
1/2 cup toasted walnuts, chopped
1/3 cup mayonnaise
1/4 cup plain Greek yogurt
1 tablespoon lemon juice
4 leaves butter lettuce
> Toss the apples with the lemon juice.
> Add the grapes, celery and walnuts, then fold in the mayonnaise and yogurt.
> Serve on the lettuce leaves.
""")
DATA.append(r"""
@ grilled-pork-chops | Grilled Pork Chops with Apple Slaw | 4 | american | main
4 bone-in pork loin chops, about 1 inch thick
2 tablespoons olive oil
1 teaspoon smoked paprika
1 teaspoon garlic powder
1 teaspoon kosher salt
1/2 teaspoon black pepper
# For the slaw
2 Granny Smith apples, cut into matchsticks
2 cups shredded green cabbage
2 tablespoons cider vinegar
1 tablespoon honey
> Rub the chops with the oil and spices and rest 20 minutes.
> Grill over medium-high heat for 5 to 6 minutes per side, to 145°F inside. Rest 5 minutes.
> Toss the slaw ingredients and serve alongside.

@ pulled-pork | Slow Cooker Pulled Pork | 8 | american | main
4 lb boneless pork shoulder
2 tablespoons brown sugar
1 tablespoon smoked paprika
2 teaspoons salt
1 teaspoon ground cumin
1 onion, sliced
1/2 cup apple cider vinegar
1 cup barbecue sauce
8 brioche buns
> Mix the sugar and spices and rub them all over the pork.
> Put the onion in the slow cooker, set the pork on top and pour in the vinegar.
> Cook on low for 8 to 10 hours, then shred with two forks and stir in the barbecue sauce.
> Pile onto buns.

@ pork-tenderloin-mustard | Pork Tenderloin with Mustard Cream Sauce | 4 | french | main
2 pork tenderloins (about 1 1/2 lb total)
Salt and pepper
1 tablespoon vegetable oil
1 tablespoon butter
1 shallot, minced
1/2 cup dry white wine
3/4 cup heavy cream
2 tablespoons whole-grain mustard
1 tablespoon chopped fresh tarragon
> Season the pork and brown it all over in the oil, then roast at 425°F (220°C) for 15 minutes. Rest.
> Melt the butter in the skillet, soften the shallot, then add the wine and reduce by half.
> Stir in the cream and mustard and simmer until thick; add the tarragon.
> Slice the pork and spoon over the sauce.

@ sausage-and-peppers | Italian Sausage and Peppers | 4 | italian | main
1 1/2 lb sweet Italian sausage links
2 tablespoons olive oil
1 red bell pepper, sliced
1 yellow bell pepper, sliced
1 green bell pepper, sliced
1 large onion, sliced
3 cloves garlic, sliced
1/2 cup marinara sauce
1 teaspoon dried oregano
4 hoagie rolls
> Brown the sausages in the oil, then slice them thickly.
> Cook the peppers and onion until soft and sweet, about 12 minutes, adding the garlic at the end.
> Return the sausage, add the marinara and oregano and simmer 10 minutes. Serve in the rolls.

@ bangers-and-mash | Bangers and Mash with Onion Gravy | 4 | british | main
8 pork sausages
1 tablespoon vegetable oil
2 large onions, thinly sliced
2 tablespoons butter
1 tablespoon all-purpose flour
1 1/2 cups beef stock
2 lb floury potatoes, peeled and chopped
1/2 cup whole milk
Salt and pepper, to taste
> Boil the potatoes and mash with half the butter, the milk, salt and pepper.
> Brown the sausages slowly in the oil for 15 minutes.
> Cook the onions in the remaining butter until golden, stir in the flour, then the stock, and simmer until thick.
> Serve the sausages on the mash with the gravy.

@ toad-in-the-hole | Toad in the Hole | 4 | british | main
8 pork sausages
2 tablespoons vegetable oil
1 cup all-purpose flour
3 large eggs
1 cup whole milk
1/2 teaspoon salt
1 teaspoon fresh thyme leaves
> Whisk the flour, eggs, milk, salt and thyme into a smooth batter and rest 30 minutes.
> Brown the sausages in the oil in a roasting tin at 425°F (220°C) for 10 minutes.
> Pour the batter around the hot sausages and bake 25 minutes, until risen and golden. Do not open the oven early.

@ chicken-parmesan | Chicken Parmesan | 4 | italian | main
2 large boneless skinless chicken breasts, halved horizontally
1/2 cup all-purpose flour
2 large eggs, beaten
1 cup panko breadcrumbs
1/2 cup grated Parmesan
1/3 cup olive oil
1 1/2 cups marinara sauce
8 oz fresh mozzarella, sliced
Fresh basil leaves, for serving
> Pound the chicken to an even thickness and season.
> Dredge in flour, egg, then the panko mixed with Parmesan; fry in the oil until golden on both sides.
> Top each cutlet with marinara and mozzarella and bake at 425°F (220°C) for 10 minutes until bubbling.
> Scatter with basil.

@ chicken-marsala | Chicken Marsala | 4 | italian | main
4 boneless skinless chicken breasts, pounded thin
1/2 cup all-purpose flour
Salt and pepper
3 tablespoons olive oil
3 tablespoons butter
8 oz cremini mushrooms, sliced
2 cloves garlic, minced
3/4 cup dry Marsala wine
1/2 cup chicken stock
2 tablespoons chopped fresh parsley
> Dredge the chicken in seasoned flour and brown it in the oil and 1 tablespoon butter; remove.
> Cook the mushrooms until browned, add the garlic, then the Marsala and stock and reduce by half.
> Swirl in the remaining butter, return the chicken to warm through and sprinkle with parsley.

@ lemon-herb-chicken-thighs | Sheet-Pan Lemon Herb Chicken Thighs | 4 | mediterranean | main
8 bone-in, skin-on chicken thighs
1 1/2 lb baby potatoes, halved
1 red onion, cut into wedges
4 cloves garlic, smashed
3 tablespoons olive oil
Zest and juice of 1 lemon
1 tablespoon chopped fresh rosemary
1 teaspoon dried oregano
1 1/2 teaspoons kosher salt
1/2 teaspoon black pepper
> Toss the potatoes, onion and garlic with half the oil and seasoning on a sheet pan.
> Rub the chicken with the rest of the oil, lemon zest, herbs, salt and pepper and nestle skin side up.
> Roast at 425°F (220°C) for 40 minutes and squeeze the lemon juice over before serving.

@ buffalo-wings | Baked Buffalo Wings | 4 | american | snack
3 lb chicken wings, split
1 tablespoon baking powder
1 teaspoon salt
1/2 cup hot sauce
4 tablespoons butter, melted
1 tablespoon honey
Celery sticks and blue cheese dressing, for serving
> Pat the wings dry and toss with the baking powder and salt.
> Bake on a rack at 425°F (220°C) for 45 to 50 minutes, turning once, until crisp.
> Whisk the hot sauce, butter and honey and toss with the wings. Serve with celery and dressing.

@ chicken-pot-pie | Chicken Pot Pie | 6 | american | main
1 1/2 lb cooked chicken, shredded
1/3 cup butter
1 onion, chopped
2 carrots, diced
2 stalks celery, diced
1/3 cup all-purpose flour
1 3/4 cups chicken broth
2/3 cup whole milk
1 cup frozen peas
1 sheet puff pastry, thawed
1 large egg, beaten
> Cook the onion, carrots and celery in the butter until soft.
> Stir in the flour, then the broth and milk, and simmer until thick. Add the chicken and peas and season.
> Pour into a baking dish, cover with the pastry, brush with egg and cut vents.
> Bake at 400°F (200°C) for 30 minutes, until golden.

@ turkey-meatballs | Turkey Meatballs in Tomato Sauce | 4 | italian | main
1 lb ground turkey
1/2 cup fresh breadcrumbs
1/4 cup whole milk
1 large egg
1/3 cup grated Parmesan
2 cloves garlic, minced
2 tablespoons chopped parsley
1 teaspoon salt
2 tablespoons olive oil
1 (24 oz) jar marinara sauce
> Soak the breadcrumbs in the milk, then mix with the turkey, egg, cheese, garlic, parsley and salt.
> Roll into 16 balls and brown them in the oil.
> Pour in the marinara, cover and simmer 20 minutes.

@ swedish-meatballs | Swedish Meatballs | 4 | international | main
1 lb ground beef
1/2 lb ground pork
1/2 cup breadcrumbs
1/3 cup milk
1 small onion, grated
1 large egg
1/4 teaspoon ground allspice
3 tablespoons butter
3 tablespoons all-purpose flour
2 cups beef broth
1/2 cup heavy cream
Lingonberry jam, for serving
> Soak the breadcrumbs in the milk, then mix with the meats, onion, egg, allspice and salt.
> Shape into small balls and brown in the butter; remove.
> Whisk the flour into the pan fat, add the broth and cream and simmer until thick.
> Return the meatballs to the sauce for 10 minutes. Serve with lingonberry jam.

@ classic-burgers | Classic Cheeseburgers | 4 | american | main
1 1/2 lb ground chuck (80/20)
1 teaspoon salt
1/2 teaspoon black pepper
4 slices American or cheddar cheese
4 hamburger buns, toasted
4 leaves green leaf lettuce
1 large tomato, sliced
1/2 red onion, sliced
Ketchup and mustard, to serve
> Divide the beef into 4 loose patties a little wider than the buns and press a dimple in the centre.
> Season and cook on a hot griddle for 3 to 4 minutes per side, adding the cheese for the last minute.
> Build the burgers with lettuce, tomato and onion.

@ meatloaf | Glazed Meatloaf | 6 | american | main
2 lb ground beef
1 onion, finely chopped
2 large eggs
3/4 cup breadcrumbs
1/2 cup whole milk
2 tablespoons Worcestershire sauce
1 teaspoon salt
1/2 teaspoon black pepper
# For the glaze
1/2 cup ketchup
2 tablespoons brown sugar
1 tablespoon cider vinegar
> Mix the meatloaf ingredients gently and shape into a loaf on a lined baking sheet.
> Stir the glaze together and spread half over the loaf.
> Bake at 350°F (175°C) for 45 minutes, add the rest of the glaze and bake 15 minutes more. Rest before slicing.

@ beef-bourguignon | Beef Bourguignon | 6 | french | main
3 lb beef chuck, cut into 2-inch cubes
6 oz bacon lardons
1 large carrot, sliced
1 onion, sliced
2 tablespoons all-purpose flour
3 cups red Burgundy wine
2 cups beef stock
1 tablespoon tomato paste
2 cloves garlic, mashed
1 bouquet garni
18 pearl onions, peeled
1 lb button mushrooms, quartered
3 tablespoons butter
> Brown the lardons, then the beef in the fat in batches; soften the carrot and onion.
> Return the beef, sprinkle with flour, add the wine, stock, tomato paste, garlic and bouquet garni.
> Cover and cook in a 325°F (160°C) oven for 3 hours.
> Brown the pearl onions and mushrooms in the butter and add them for the last 20 minutes.

@ steak-frites | Steak Frites with Herb Butter | 2 | french | main
2 (10 oz) rib-eye steaks
1 1/2 lb russet potatoes, cut into thin fries
Vegetable oil, for frying
Flaky sea salt
Freshly ground black pepper
# For the herb butter
4 tablespoons unsalted butter, softened
1 tablespoon chopped parsley
1 small shallot, minced
1 teaspoon lemon juice
> Mash the herb butter ingredients together and chill.
> Fry the potatoes at 325°F until soft, drain, then fry again at 375°F until crisp. Salt.
> Season the steaks and sear in a very hot pan 3 to 4 minutes per side; rest 5 minutes.
> Serve with a slice of herb butter melting on top and the fries.

@ beef-tacos | Ground Beef Tacos | 4 | mexican | main
1 lb ground beef
1 small onion, diced
2 cloves garlic, minced
1 tablespoon chili powder
1 teaspoon ground cumin
1/2 teaspoon smoked paprika
1/2 cup tomato sauce
8 taco shells
1 cup shredded iceberg lettuce
1 cup shredded cheddar
1 cup pico de gallo
> Brown the beef with the onion and garlic; drain the fat.
> Stir in the spices and tomato sauce and simmer 5 minutes.
> Warm the shells and fill with beef, lettuce, cheese and pico de gallo.

@ chicken-enchiladas | Chicken Enchiladas Verdes | 4 | mexican | main
3 cups shredded cooked chicken
2 cups salsa verde
1/2 cup sour cream
8 (8-inch) flour tortillas
2 cups shredded Monterey Jack cheese
1/2 cup chopped fresh cilantro
1 jalapeño, thinly sliced
> Mix the chicken with 1/2 cup of the salsa, the sour cream and half the cheese.
> Roll the filling in the tortillas and lay seam side down in a baking dish.
> Pour over the remaining salsa, top with the rest of the cheese and bake at 375°F (190°C) for 20 minutes.
> Finish with cilantro and jalapeño.

@ guacamole | Chunky Guacamole | 6 | mexican | snack
3 ripe avocados
1 small white onion, finely chopped
1 jalapeño, seeded and minced
2 Roma tomatoes, seeded and diced
1/4 cup chopped fresh cilantro
2 tablespoons lime juice
3/4 teaspoon salt
Tortilla chips, for serving
> Mash the avocados roughly with a fork, leaving some chunks.
> Fold in the onion, jalapeño, tomatoes, cilantro, lime juice and salt.
> Taste, adjust the seasoning and serve with chips.

@ black-bean-burritos | Black Bean and Sweet Potato Burritos | 4 | mexican | main
2 medium sweet potatoes, peeled and diced
1 tablespoon olive oil
1 teaspoon ground cumin
1 (15 oz) can black beans, drained and rinsed
1 cup cooked rice
4 large flour tortillas
1 cup shredded cheddar cheese
1/2 cup salsa
1 ripe avocado, sliced
> Roast the sweet potatoes with the oil and cumin at 425°F (220°C) for 25 minutes.
> Warm the beans and mash about half of them.
> Fill the tortillas with rice, beans, sweet potato, cheese, salsa and avocado and roll up.
> Toast seam side down in a dry skillet until golden.
""")
DATA.append(r"""
@ fish-and-chips | Beer-Battered Fish and Chips | 4 | british | main
4 (6 oz) haddock or cod fillets
2 lb Maris Piper or russet potatoes, cut into thick chips
1 1/2 cups all-purpose flour
1 teaspoon baking powder
1 teaspoon salt
1 1/4 cups cold lager
Vegetable oil, for deep-frying
Malt vinegar and lemon wedges, to serve
> Fry the chips at 300°F (150°C) until soft but pale; drain.
> Whisk the flour, baking powder, salt and lager into a thick batter.
> Raise the oil to 350°F (175°C). Dip the fish in the batter and fry 6 to 7 minutes until golden.
> Fry the chips again until crisp and serve with vinegar and lemon.

@ baked-cod-crumb | Baked Cod with Herb Crumb | 4 | british | main
4 (6 oz) cod fillets
1 cup panko breadcrumbs
2 tablespoons chopped parsley
1 tablespoon chopped dill
Zest of 1 lemon
3 tablespoons melted butter
1 clove garlic, grated
Salt and pepper, to taste
> Set the cod in a buttered baking dish and season.
> Mix the panko, herbs, lemon zest, garlic and butter and press onto the fish.
> Bake at 400°F (200°C) for 12 to 15 minutes, until the fish flakes easily.

@ shrimp-scampi | Shrimp Scampi with Linguine | 4 | italian | noodles
12 oz linguine
1 lb large shrimp, peeled and deveined
4 tablespoons butter
2 tablespoons olive oil
5 cloves garlic, minced
1/4 teaspoon red pepper flakes
1/2 cup dry white wine
Juice of 1 lemon
1/4 cup chopped parsley
> Cook the linguine until al dente, saving a cup of the water.
> Sauté the garlic and pepper flakes in the oil and half the butter, add the shrimp and cook until pink.
> Add the wine and lemon juice, reduce for 2 minutes, then stir in the remaining butter.
> Toss with the pasta, parsley and a splash of pasta water.

@ moules-marinieres | Moules Marinières | 4 | french | main
4 lb fresh mussels, scrubbed and debearded
2 tablespoons butter
2 shallots, finely chopped
3 cloves garlic, sliced
1 cup dry white wine
1/2 cup heavy cream
1/4 cup chopped parsley
Crusty bread, for serving
> Discard any mussels that stay open when tapped.
> Soften the shallots and garlic in the butter in a large pot, add the wine and bring to a boil.
> Add the mussels, cover and steam for 4 to 5 minutes, shaking the pot, until they open.
> Stir in the cream and parsley and serve with bread.

@ tuna-nicoise | Salade Niçoise | 4 | french | salad
2 (5 oz) cans oil-packed tuna, drained
1 lb small waxy potatoes
8 oz green beans, trimmed
4 large eggs
1 cup cherry tomatoes, halved
1/2 cup Niçoise olives
4 anchovy fillets
1 head butter lettuce
# For the vinaigrette
1 tablespoon Dijon mustard
3 tablespoons red wine vinegar
1/2 cup olive oil
> Boil the potatoes until tender, blanch the beans and cook the eggs for 8 minutes.
> Whisk the mustard and vinegar, then the oil, and season.
> Arrange the lettuce, halved potatoes, beans, quartered eggs, tomatoes, tuna, olives and anchovies on a platter and dress.

@ crab-cakes | Maryland Crab Cakes | 4 | american | main
1 lb lump crabmeat, picked over
1/3 cup mayonnaise
1 large egg
1 teaspoon Dijon mustard
1 teaspoon Worcestershire sauce
1 teaspoon Old Bay seasoning
1/2 cup crushed saltine crackers
2 tablespoons butter
Lemon wedges, for serving
> Whisk the mayonnaise, egg, mustard, Worcestershire and Old Bay.
> Gently fold in the crab and crackers and shape into 8 cakes; chill 30 minutes.
> Fry in the butter over medium heat, 4 minutes per side, and serve with lemon.

@ teriyaki-salmon-bowl | Teriyaki Salmon Rice Bowls | 4 | international | rice
4 (5 oz) skinless salmon fillets
3 cups cooked short-grain rice
1 cup shelled edamame
1 English cucumber, sliced
1 avocado, sliced
2 teaspoons sesame seeds
# For the teriyaki sauce
1/3 cup soy sauce
3 tablespoons mirin
2 tablespoons honey
1 teaspoon grated ginger
> Simmer the sauce ingredients until slightly syrupy.
> Sear the salmon in a hot oiled pan for 3 minutes per side and brush with the sauce.
> Divide the rice among bowls and top with salmon, edamame, cucumber and avocado. Sprinkle with sesame.

@ garlic-butter-scallops | Seared Scallops with Garlic Butter | 2 | american | main
12 large dry sea scallops
1 tablespoon vegetable oil
3 tablespoons unsalted butter
2 cloves garlic, minced
1 tablespoon lemon juice
1 tablespoon chopped chives
Salt and pepper
> Pat the scallops very dry and season.
> Sear in the smoking hot oil for 2 minutes without moving, flip and cook 1 minute.
> Add the butter and garlic and baste, then the lemon juice and chives.

@ paella | Chicken and Seafood Paella | 6 | spanish | rice
2 cups Bomba or short-grain rice
1 lb boneless chicken thighs, cut into pieces
12 large shrimp, shell on
1 lb mussels, cleaned
4 oz Spanish chorizo, sliced
1 onion, diced
1 red bell pepper, diced
3 cloves garlic, minced
1 (14.5 oz) can crushed tomatoes
5 cups chicken stock
1/2 teaspoon saffron threads
1 teaspoon smoked paprika
1/4 cup olive oil
> Brown the chicken and chorizo in the oil in a paella pan; add the onion, pepper and garlic.
> Stir in the tomatoes and paprika, then the rice, then the hot stock with the saffron.
> Simmer without stirring for 15 minutes, then press in the shrimp and mussels.
> Cook 8 to 10 minutes more until the seafood is done and a crust forms on the bottom. Rest 5 minutes.

@ gazpacho | Andalusian Gazpacho | 4 | spanish | soup
2 lb ripe tomatoes, cored and chopped
1 cucumber, peeled and chopped
1 green bell pepper, seeded and chopped
1 small clove garlic
1 slice day-old white bread, crusts removed
1/3 cup extra-virgin olive oil
2 tablespoons sherry vinegar
1 teaspoon salt
> Soak the bread in a little water and squeeze it dry.
> Blend the tomatoes, cucumber, pepper, garlic and bread until very smooth.
> With the blender running, pour in the oil and vinegar, then season and chill for at least 2 hours.

@ spanish-tortilla | Spanish Potato Tortilla | 6 | spanish | main
2 lb waxy potatoes, peeled and thinly sliced
1 large onion, thinly sliced
1 cup olive oil
8 large eggs
1 1/2 teaspoons salt
> Cook the potatoes and onion gently in the oil in a skillet for 20 minutes, until tender but not browned.
> Drain, saving the oil, and mix with the beaten eggs and salt; rest 10 minutes.
> Heat 2 tablespoons of the oil, pour in the mixture and cook over low heat until almost set.
> Flip onto a plate, slide back into the pan and cook 3 minutes more.

@ shakshuka | Shakshuka | 4 | middle-eastern | breakfast
2 tablespoons olive oil
1 onion, sliced
1 red bell pepper, sliced
3 cloves garlic, sliced
1 teaspoon ground cumin
1 teaspoon sweet paprika
1 (28 oz) can whole peeled tomatoes, crushed by hand
6 large eggs
1/2 cup crumbled feta
2 tablespoons chopped cilantro
Warm pita, for serving
> Cook the onion and pepper in the oil until soft, then add the garlic and spices.
> Add the tomatoes and simmer 10 minutes until thickened; season.
> Make 6 wells, crack in the eggs, cover and cook 6 to 8 minutes until the whites are set.
> Top with feta and cilantro and serve with pita.

@ falafel | Baked Falafel with Tahini Sauce | 4 | middle-eastern | main
1 cup dried chickpeas, soaked overnight
1 small onion, roughly chopped
3 cloves garlic
1 cup parsley leaves
1/2 cup cilantro leaves
1 teaspoon ground cumin
1 teaspoon ground coriander
1 teaspoon salt
3 tablespoons olive oil
# For the tahini sauce
1/3 cup tahini
3 tablespoons lemon juice
1/4 cup cold water
> Pulse the drained chickpeas, onion, garlic, herbs and spices to a coarse paste.
> Shape into 20 small patties, brush with oil and bake at 400°F (200°C) for 25 minutes, turning once.
> Whisk the tahini with the lemon juice and water until smooth, season, and serve with the falafel.

@ hummus | Silky Hummus | 6 | middle-eastern | snack
1 (15 oz) can chickpeas, drained
1/3 cup tahini
3 tablespoons lemon juice
1 small clove garlic
1/2 teaspoon ground cumin
1/2 teaspoon salt
3 tablespoons ice water
2 tablespoons extra-virgin olive oil
Pinch of paprika
> Blend the tahini and lemon juice for 1 minute until whipped.
> Add the chickpeas, garlic, cumin and salt and blend, drizzling in the ice water, until very smooth.
> Spread in a bowl, drizzle with oil and dust with paprika.

@ tabbouleh | Tabbouleh | 4 | middle-eastern | salad
1/2 cup fine bulgur
3 bunches flat-leaf parsley, finely chopped
1/2 cup chopped fresh mint
4 ripe tomatoes, finely diced
4 green onions, thinly sliced
1/4 cup lemon juice
1/3 cup extra-virgin olive oil
1 teaspoon salt
> Soak the bulgur in hot water for 15 minutes and squeeze dry.
> Combine with the parsley, mint, tomatoes and green onions.
> Dress with lemon juice, oil and salt just before serving.

@ moussaka | Moussaka | 8 | greek | main
3 large eggplants, sliced 1/2 inch thick
1/3 cup olive oil
1 1/2 lb ground lamb
1 onion, chopped
2 cloves garlic, minced
1 (14.5 oz) can crushed tomatoes
1 teaspoon ground cinnamon
# For the béchamel
4 tablespoons butter
1/3 cup all-purpose flour
3 cups whole milk
2 large egg yolks
1/2 cup grated kefalotyri or Parmesan
> Brush the eggplant with oil and roast at 425°F (220°C) for 20 minutes.
> Brown the lamb with the onion and garlic, add the tomatoes and cinnamon and simmer 20 minutes.
> Make a thick béchamel with the butter, flour and milk; off the heat beat in the yolks and cheese.
> Layer eggplant and meat in a baking dish, top with béchamel and bake at 350°F (175°C) for 45 minutes.

@ chicken-souvlaki | Chicken Souvlaki with Tzatziki | 4 | greek | main
2 lb boneless skinless chicken thighs, cubed
1/4 cup olive oil
3 tablespoons lemon juice
3 cloves garlic, minced
2 teaspoons dried oregano
# For the tzatziki
1 cup Greek yogurt
1/2 cucumber, grated and squeezed dry
1 tablespoon chopped dill
4 pita breads
> Marinate the chicken in the oil, lemon juice, garlic, oregano and salt for 2 hours.
> Thread onto skewers and grill 10 to 12 minutes, turning.
> Mix the yogurt, cucumber and dill with a pinch of salt. Serve the skewers with pita and tzatziki.

@ ratatouille | Ratatouille | 6 | french | side
1 large eggplant, diced
2 zucchini, diced
1 red bell pepper, diced
1 yellow bell pepper, diced
1 onion, diced
4 cloves garlic, minced
4 ripe tomatoes, chopped
1/3 cup olive oil
2 sprigs fresh thyme
Salt and pepper, to taste
1/4 cup torn basil leaves
> Brown the eggplant and zucchini in batches in half the oil; set aside.
> Cook the onion and peppers in the rest of the oil until soft, add the garlic, tomatoes and thyme.
> Return the eggplant and zucchini, cover and simmer 30 minutes. Season and add the basil.

@ eggplant-parmigiana | Eggplant Parmigiana | 6 | italian | main
2 large eggplants, sliced lengthwise 1/4 inch thick
1 teaspoon salt
1/2 cup olive oil
3 cups tomato sauce
1 lb fresh mozzarella, thinly sliced
1 cup grated Parmigiano-Reggiano
1 cup fresh basil leaves
> Salt the eggplant for 30 minutes, pat dry and fry in the oil until golden.
> Layer sauce, eggplant, mozzarella, Parmigiano and basil in a baking dish, repeating 3 times.
> Bake at 375°F (190°C) for 35 minutes and rest 15 minutes before cutting.

@ margherita-pizza | Margherita Pizza | 2 | italian | main | 2 (10-inch) pizzas
3 1/4 cups bread flour
1 1/4 cups warm water
1 teaspoon instant yeast
2 teaspoons salt
1 tablespoon olive oil
1 cup canned crushed San Marzano tomatoes
8 oz fresh mozzarella, torn
1 handful fresh basil leaves
> Mix the flour, water, yeast and salt into a soft dough, knead 8 minutes and let rise 2 hours.
> Divide in two and stretch each into a 10-inch round.
> Spread with tomatoes, season, add the mozzarella and drizzle with oil.
> Bake on a very hot pizza stone at 500°F (260°C) for 8 to 10 minutes. Top with basil.

@ pesto-pasta | Pasta with Basil Pesto and Green Beans | 4 | italian | noodles
12 oz trofie or fusilli
6 oz green beans, cut in thirds
2 small potatoes, thinly sliced
# For the pesto
2 cups packed basil leaves
1/3 cup pine nuts
1 clove garlic
1/2 cup grated Parmesan
1/2 cup extra-virgin olive oil
> Pound or blend the basil, pine nuts and garlic, then stir in the cheese and oil.
> Cook the pasta with the potatoes and beans in the same pot of salted water.
> Drain, saving a little water, and toss everything with the pesto, loosening with the water.

@ fettuccine-alfredo | Fettuccine Alfredo | 4 | italian | noodles
1 lb fettuccine
6 tablespoons unsalted butter
1 cup heavy cream
1 1/2 cups finely grated Parmigiano-Reggiano
1/4 teaspoon ground nutmeg
Salt and black pepper, to taste
> Cook the pasta in salted water.
> Melt the butter with the cream over low heat.
> Add the drained pasta and cheese and toss until creamy, loosening with pasta water. Season with nutmeg and pepper.

@ penne-arrabbiata | Penne all'Arrabbiata | 4 | italian | noodles
1 lb penne rigate
1/4 cup extra-virgin olive oil
4 cloves garlic, thinly sliced
1 teaspoon red pepper flakes
1 (28 oz) can whole peeled tomatoes
1 teaspoon salt
2 tablespoons chopped parsley
> Warm the garlic and pepper flakes in the oil until fragrant.
> Add the tomatoes, crush them in the pan and simmer 15 minutes with the salt.
> Toss with the cooked penne and parsley.

@ mac-and-cheese | Baked Macaroni and Cheese | 6 | american | main
1 lb elbow macaroni
4 tablespoons butter
1/4 cup all-purpose flour
3 cups whole milk
1 teaspoon dry mustard
3 cups shredded sharp cheddar
1 cup shredded Gruyère
1/2 cup panko breadcrumbs
Salt and pepper, to taste
> Cook the macaroni 2 minutes short of al dente.
> Make a sauce with the butter, flour and milk, then melt in the mustard and most of the cheese.
> Combine with the pasta, top with the remaining cheese and panko and bake at 375°F (190°C) for 25 minutes.
""")
DATA.append(r"""
@ roasted-brussels-sprouts | Roasted Brussels Sprouts with Bacon | 4 | american | side
1 1/2 lb Brussels sprouts, trimmed and halved
4 slices thick-cut bacon, chopped
2 tablespoons olive oil
1/2 teaspoon salt
1/4 teaspoon black pepper
1 tablespoon maple syrup
1 tablespoon balsamic vinegar
> Toss the sprouts and bacon with the oil, salt and pepper on a sheet pan.
> Roast at 425°F (220°C) for 25 minutes, stirring once, until crisp at the edges.
> Drizzle with maple syrup and balsamic and toss.

@ mashed-potatoes | Creamy Garlic Mashed Potatoes | 6 | american | side
3 lb Yukon Gold potatoes, peeled and quartered
6 cloves garlic, peeled
1 cup whole milk
1/2 cup unsalted butter
1/4 cup sour cream
2 teaspoons kosher salt
1/4 teaspoon white pepper
2 tablespoons chopped chives
> Boil the potatoes and garlic in salted water until very tender, 20 minutes.
> Warm the milk and butter together.
> Mash the potatoes and garlic, then beat in the milk mixture, sour cream, salt and pepper. Top with chives.

@ green-bean-almondine | Green Beans Almondine | 4 | french | side
1 lb green beans, trimmed
2 tablespoons butter
1/3 cup sliced almonds
1 small shallot, minced
1 tablespoon lemon juice
Salt and pepper, to taste
> Blanch the beans in salted water for 3 minutes and drain.
> Toast the almonds in the butter until golden, add the shallot for 1 minute.
> Toss in the beans, lemon juice, salt and pepper.

@ honey-glazed-carrots | Honey Glazed Carrots | 4 | american | side
1 1/2 lb carrots, cut on the diagonal
2 tablespoons butter
2 tablespoons honey
1/4 cup water
1/2 teaspoon salt
1 tablespoon chopped fresh thyme
> Put the carrots, butter, honey, water and salt in a skillet.
> Cover and simmer 8 minutes, then uncover and cook until the liquid turns into a glaze.
> Sprinkle with thyme.

@ creamed-spinach | Steakhouse Creamed Spinach | 4 | american | side
2 lb fresh spinach
2 tablespoons butter
1 shallot, minced
2 cloves garlic, minced
1 tablespoon all-purpose flour
1 cup heavy cream
1/4 cup grated Parmesan
Pinch of nutmeg
> Wilt the spinach in batches, squeeze dry and chop.
> Soften the shallot and garlic in the butter, stir in the flour, then the cream, and simmer until thick.
> Add the spinach, Parmesan and nutmeg and season.

@ potato-gratin | Potato Gratin Dauphinois | 6 | french | side
2 1/2 lb waxy potatoes, peeled and thinly sliced
2 cups heavy cream
1 cup whole milk
2 cloves garlic, crushed
1 teaspoon salt
1/4 teaspoon nutmeg
1 tablespoon butter
1 cup grated Gruyère
> Heat the cream, milk, garlic, salt and nutmeg and add the potatoes; simmer 10 minutes.
> Pour into a buttered baking dish and top with the cheese.
> Bake at 350°F (175°C) for 1 hour, until tender and browned.

@ coleslaw | Creamy Coleslaw | 8 | american | salad
1 small head green cabbage, finely shredded
1/4 head red cabbage, finely shredded
2 carrots, grated
3/4 cup mayonnaise
2 tablespoons cider vinegar
1 tablespoon sugar
1 teaspoon celery seed
Salt and pepper, to taste
> Toss the cabbages and carrots in a large bowl.
> Whisk the mayonnaise, vinegar, sugar and celery seed and season.
> Fold the dressing through the vegetables and chill for 1 hour.

@ corn-on-the-cob | Grilled Corn with Chili Lime Butter | 6 | mexican | side
6 ears fresh corn, husked
4 tablespoons unsalted butter, softened
1 teaspoon chili powder
Zest of 1 lime
1/2 teaspoon flaky salt
1/4 cup crumbled cotija cheese
> Mix the butter, chili powder, lime zest and salt.
> Grill the corn over medium-high heat, turning, for 10 minutes until charred in spots.
> Spread with the butter and sprinkle with cotija.

@ french-toast | Cinnamon French Toast | 4 | american | breakfast
8 thick slices brioche or challah
4 large eggs
1 cup whole milk
1 tablespoon sugar
1 teaspoon ground cinnamon
1 teaspoon vanilla extract
2 tablespoons butter
Maple syrup and berries, for serving
> Whisk the eggs, milk, sugar, cinnamon and vanilla in a shallow dish.
> Soak each slice for 20 seconds per side.
> Cook in the butter on a griddle over medium heat until golden, 3 minutes per side.

@ eggs-benedict | Eggs Benedict | 2 | american | breakfast
4 large eggs
2 English muffins, split and toasted
4 slices Canadian bacon
1 tablespoon white vinegar
# For the hollandaise
2 large egg yolks
1 tablespoon lemon juice
1/2 cup unsalted butter, melted
Pinch of cayenne
> Whisk the yolks and lemon juice over simmering water until thick, then slowly whisk in the butter; season with cayenne and salt.
> Warm the Canadian bacon in a skillet.
> Poach the eggs in simmering water with the vinegar for 3 minutes.
> Top each muffin half with bacon, an egg and hollandaise.

@ spinach-feta-omelette | Spinach and Feta Omelette | 1 | mediterranean | breakfast
3 large eggs
1 tablespoon whole milk
1 teaspoon butter
1 cup baby spinach
2 tablespoons crumbled feta
2 cherry tomatoes, quartered
Salt and pepper
> Beat the eggs with the milk, salt and pepper.
> Wilt the spinach in the butter, then pour in the eggs and stir gently until almost set.
> Scatter the feta and tomatoes over one half, fold and slide onto a plate.

@ breakfast-burrito | Chorizo Breakfast Burritos | 4 | mexican | breakfast
8 oz fresh Mexican chorizo
1 lb Yukon Gold potatoes, diced small
8 large eggs, beaten
1 cup shredded Monterey Jack
4 large flour tortillas
1/2 cup salsa roja
1 tablespoon vegetable oil
> Brown the chorizo and set aside. Fry the potatoes in the oil until crisp and tender.
> Scramble the eggs softly.
> Fill the tortillas with potatoes, chorizo, eggs, cheese and salsa and roll tightly.

@ blueberry-muffins | Blueberry Muffins | 12 | american | baking | 12 muffins
2 cups all-purpose flour
3/4 cup sugar
2 teaspoons baking powder
1/2 teaspoon salt
1/2 cup unsalted butter, melted
2 large eggs
3/4 cup whole milk
1 teaspoon vanilla extract
1 1/2 cups fresh blueberries
> Heat the oven to 375°F (190°C) and line a muffin tin.
> Whisk the dry ingredients; whisk the butter, eggs, milk and vanilla.
> Stir the wet into the dry until just combined, then fold in the blueberries.
> Fill the cups and bake 20 to 22 minutes.

@ buttermilk-scones | Buttermilk Scones | 8 | british | baking | 8 scones
2 cups all-purpose flour
2 tablespoons sugar
1 tablespoon baking powder
1/2 teaspoon salt
6 tablespoons cold unsalted butter, cubed
3/4 cup buttermilk
1 large egg, for brushing
Clotted cream and strawberry jam, to serve
> Rub the butter into the flour, sugar, baking powder and salt until crumbly.
> Stir in the buttermilk to make a soft dough and pat 1 inch thick.
> Cut into 8 rounds, brush with egg and bake at 425°F (220°C) for 12 to 15 minutes.

@ apple-pie | Classic Apple Pie | 8 | american | dessert | 1 (9-inch) pie
2 (9-inch) pie crusts
6 medium apples, peeled, cored and sliced
3/4 cup sugar
2 tablespoons all-purpose flour
1 teaspoon ground cinnamon
1/4 teaspoon ground nutmeg
1 tablespoon lemon juice
2 tablespoons butter, cut into small pieces
1 large egg, beaten
> Toss the apples with the sugar, flour, spices and lemon juice.
> Line a pie dish with one crust, fill with the apples and dot with butter.
> Cover with the second crust, crimp, cut vents and brush with egg.
> Bake at 425°F (220°C) for 15 minutes, then 350°F (175°C) for 40 minutes more.

@ carrot-cake | Carrot Cake with Cream Cheese Frosting | 12 | american | dessert | 1 (9x13-inch) cake
2 cups all-purpose flour
2 teaspoons baking soda
2 teaspoons ground cinnamon
1 1/2 cups sugar
1 cup vegetable oil
4 large eggs
3 cups grated carrots
1 cup chopped pecans
# For the frosting
8 oz cream cheese, softened
1/2 cup butter, softened
3 cups powdered sugar
> Whisk the flour, soda and cinnamon. Beat the sugar, oil and eggs, then stir in the dry mix, carrots and pecans.
> Bake in a greased 9x13-inch pan at 350°F (175°C) for 35 to 40 minutes. Cool completely.
> Beat the cream cheese and butter, then the powdered sugar, and spread over the cake.

@ lemon-bars | Lemon Bars | 16 | american | dessert | 16 bars
1 cup unsalted butter, softened
1/2 cup powdered sugar
2 cups all-purpose flour
4 large eggs
1 1/2 cups granulated sugar
1/2 cup fresh lemon juice
1 tablespoon grated lemon zest
1/4 cup all-purpose flour
> Mix the butter, powdered sugar and 2 cups flour, press into a 9x13-inch pan and bake at 350°F (175°C) for 20 minutes.
> Whisk the eggs, sugar, lemon juice, zest and 1/4 cup flour.
> Pour over the hot crust and bake 20 minutes more, until set. Cool and dust with powdered sugar.

@ strawberry-shortcake | Strawberry Shortcake | 6 | american | dessert
2 lb fresh strawberries, hulled and sliced
1/4 cup sugar
2 cups all-purpose flour
1 tablespoon baking powder
1/2 cup cold butter, cubed
3/4 cup heavy cream
1 cup heavy cream, whipped, for serving
> Toss the strawberries with half the sugar and let stand 30 minutes.
> Rub the butter into the flour, baking powder and remaining sugar, stir in the cream and cut 6 biscuits.
> Bake at 425°F (220°C) for 15 minutes, split and fill with strawberries and whipped cream.

@ creme-brulee | Crème Brûlée | 6 | french | dessert
2 cups heavy cream
1 vanilla bean, split
6 large egg yolks
1/2 cup sugar
6 teaspoons sugar, for the tops
> Heat the cream with the vanilla bean until steaming; infuse 15 minutes.
> Whisk the yolks with the sugar, slowly whisk in the cream and strain.
> Pour into 6 ramekins and bake in a water bath at 300°F (150°C) for 35 minutes. Chill.
> Sprinkle each with sugar and caramelize with a torch.

@ tiramisu | Tiramisu | 8 | italian | dessert
6 large egg yolks
3/4 cup sugar
16 oz mascarpone cheese
1 1/2 cups heavy cream
2 cups strong espresso, cooled
3 tablespoons coffee liqueur
24 ladyfingers
2 tablespoons cocoa powder
> Beat the yolks and sugar over simmering water until thick, cool, then beat in the mascarpone.
> Whip the cream to soft peaks and fold it in.
> Dip the ladyfingers quickly in the espresso and liqueur and layer with the cream in a dish, twice.
> Chill for at least 6 hours and dust with cocoa.

@ rice-pudding | Creamy Rice Pudding | 6 | british | dessert
3/4 cup short-grain rice
4 cups whole milk
1/2 cup sugar
1/4 teaspoon salt
1 cinnamon stick
1 teaspoon vanilla extract
1/2 cup raisins
> Simmer the rice, milk, sugar, salt and cinnamon, stirring often, for 35 minutes until creamy.
> Stir in the vanilla and raisins and cook 5 minutes more.
> Serve warm or chilled.

@ peach-cobbler | Peach Cobbler | 8 | american | dessert
6 cups sliced fresh peaches
1/2 cup brown sugar
1 tablespoon lemon juice
1 teaspoon cinnamon
1 cup all-purpose flour
1/2 cup granulated sugar
1 teaspoon baking powder
1/2 cup whole milk
1/2 cup butter, melted
> Toss the peaches with the brown sugar, lemon juice and cinnamon.
> Pour the melted butter into a baking dish, then a batter of flour, sugar, baking powder and milk; do not stir.
> Spoon the peaches over and bake at 350°F (175°C) for 45 minutes, until golden and bubbling.

@ irish-soda-bread | Irish Soda Bread | 8 | irish | bread | 1 loaf
4 cups all-purpose flour
1 teaspoon baking soda
1 teaspoon salt
1 tablespoon sugar
4 tablespoons cold butter, cubed
1 3/4 cups buttermilk
1 large egg
> Rub the butter into the flour, soda, salt and sugar.
> Whisk the buttermilk and egg, stir in to make a shaggy dough and shape into a round on a floured tray.
> Cut a deep cross on top and bake at 400°F (200°C) for 40 minutes, until it sounds hollow.

@ focaccia | Rosemary Focaccia | 12 | italian | bread | 1 (9x13-inch) focaccia
4 cups bread flour
2 cups lukewarm water
2 1/4 teaspoons instant yeast
2 teaspoons salt
1/2 cup extra-virgin olive oil
2 sprigs fresh rosemary
1 teaspoon flaky sea salt
> Mix the flour, water, yeast and salt into a wet dough; cover and refrigerate overnight.
> Pour half the oil into the pan, add the dough and let rise 3 hours.
> Dimple with oiled fingers, scatter with rosemary and flaky salt and drizzle with the rest of the oil.
> Bake at 450°F (230°C) for 25 minutes.

@ irish-stew | Irish Lamb Stew | 6 | irish | main
2 1/2 lb lamb neck or shoulder, cut into chunks
2 lb floury potatoes, peeled and thickly sliced
3 onions, sliced
3 carrots, cut into chunks
4 cups lamb or chicken stock
2 sprigs fresh thyme
1 bay leaf
2 tablespoons chopped parsley
Salt and pepper, to taste
> Layer the lamb, potatoes, onions and carrots in a heavy pot, seasoning each layer.
> Pour over the stock, add the thyme and bay leaf and bring to a simmer.
> Cover and cook very gently for 2 hours, until the lamb is tender. Sprinkle with parsley.

@ goulash | Hungarian Beef Goulash | 6 | hungarian | main
2 1/2 lb beef chuck, cut into 1 1/2-inch cubes
3 tablespoons lard or vegetable oil
3 onions, chopped
3 tablespoons sweet Hungarian paprika
1 teaspoon caraway seeds
2 cloves garlic, minced
2 tablespoons tomato paste
1 red bell pepper, diced
1 lb potatoes, diced
4 cups beef stock
Salt, to taste
> Cook the onions slowly in the lard until golden.
> Off the heat, stir in the paprika and caraway, then add the beef, garlic and tomato paste.
> Add the stock and simmer, covered, for 1 1/2 hours.
> Add the pepper and potatoes and cook 30 minutes more. Season with salt.

@ german-potato-salad | Warm German Potato Salad | 6 | german | salad
2 1/2 lb waxy potatoes
6 slices bacon, chopped
1 onion, finely chopped
1/3 cup cider vinegar
1/3 cup chicken stock
1 tablespoon sugar
1 tablespoon whole-grain mustard
2 tablespoons chopped chives
> Boil the potatoes in their skins until tender, peel while warm and slice.
> Crisp the bacon, soften the onion in the fat, then add the vinegar, stock, sugar and mustard and bring to a boil.
> Pour over the potatoes, fold gently with the bacon and chives and serve warm.

@ schnitzel | Pork Schnitzel with Lemon | 4 | german | main
4 boneless pork loin cutlets
1/2 cup all-purpose flour
2 large eggs, beaten
1 1/2 cups fine dry breadcrumbs
1 teaspoon salt
Vegetable oil, for shallow frying
2 tablespoons butter
1 lemon, cut into wedges
> Pound the cutlets to 1/4 inch thick and season with salt.
> Dredge in flour, dip in egg and coat in breadcrumbs without pressing.
> Fry in 1/2 inch of hot oil with the butter, swirling the pan, 2 to 3 minutes per side.
> Drain and serve with lemon wedges.
""")
DATA.append(r"""
@ bibimbap | Bibimbap | 4 | korean | rice
4 cups cooked short-grain rice
8 oz beef sirloin, thinly sliced
2 cups spinach
1 cup bean sprouts
1 carrot, julienned
1 zucchini, julienned
4 shiitake mushrooms, sliced
4 large eggs
2 tablespoons sesame oil
2 tablespoons soy sauce
1 teaspoon sugar
1/4 cup gochujang
1 tablespoon toasted sesame seeds
> Marinate the beef in the soy sauce, sugar and half the sesame oil.
> Blanch the spinach and sprouts; sauté the carrot, zucchini and mushrooms separately with a little oil and salt.
> Stir-fry the beef and fry the eggs sunny side up.
> Top bowls of rice with the vegetables, beef and an egg, and serve with gochujang and sesame seeds.

@ bulgogi | Beef Bulgogi | 4 | korean | main
1 1/2 lb rib-eye, very thinly sliced
1/2 Asian pear, grated
4 cloves garlic, minced
1/3 cup soy sauce
2 tablespoons brown sugar
2 tablespoons sesame oil
1 teaspoon black pepper
4 green onions, sliced
1 onion, thinly sliced
1 tablespoon vegetable oil
> Mix the pear, garlic, soy sauce, sugar, sesame oil and pepper and marinate the beef for 1 hour.
> Stir-fry the onion in the oil over high heat, then add the beef in batches until caramelized.
> Toss with the green onions and serve with rice and lettuce leaves.

@ kimchi-fried-rice | Kimchi Fried Rice | 2 | korean | rice
2 cups cooked rice, chilled
1 cup chopped napa cabbage kimchi, plus 2 tablespoons juice
4 oz pork belly, diced
1 tablespoon gochujang
1 tablespoon butter
2 large eggs
2 green onions, sliced
1 teaspoon sesame oil
> Cook the pork belly until browned, then add the kimchi and fry 3 minutes.
> Add the rice, kimchi juice, gochujang and butter and fry until hot and a little crisp.
> Top with fried eggs, green onions and a drizzle of sesame oil.

@ japchae | Japchae Glass Noodles | 4 | korean | noodles
8 oz sweet potato glass noodles
6 oz beef sirloin, cut into strips
1 onion, sliced
1 carrot, julienned
1 red bell pepper, sliced
4 oz spinach
5 shiitake mushrooms, sliced
1/4 cup soy sauce
2 tablespoons sugar
2 tablespoons sesame oil
1 tablespoon sesame seeds
> Cook the noodles for 6 minutes, rinse and cut into shorter lengths.
> Stir-fry the beef and each vegetable separately in a little oil.
> Toss everything with the noodles, soy sauce, sugar and sesame oil and sprinkle with sesame seeds.

@ kung-pao-chicken | Kung Pao Chicken | 4 | chinese | main
1 1/2 lb boneless chicken thighs, diced
1 tablespoon cornstarch
1 tablespoon Shaoxing wine
8 dried red chilies
1 teaspoon Sichuan peppercorns
3 cloves garlic, sliced
1 tablespoon minced ginger
4 green onions, cut into 1/2-inch pieces
1/2 cup roasted peanuts
2 tablespoons vegetable oil
# For the sauce
2 tablespoons soy sauce
1 tablespoon black vinegar
1 tablespoon sugar
> Coat the chicken with the cornstarch and wine. Mix the sauce.
> Fry the chilies and peppercorns in the oil until fragrant, add the chicken and stir-fry until cooked.
> Add the garlic, ginger and green onions, then the sauce, and toss until glossy. Stir in the peanuts.

@ sweet-and-sour-pork | Sweet and Sour Pork with Pineapple | 4 | chinese | main
1 lb pork shoulder, cut into 1-inch cubes
1/2 cup cornstarch
1 large egg, beaten
Vegetable oil, for frying
1 green bell pepper, cut into squares
1 small onion, cut into squares
1 cup fresh pineapple chunks
# For the sauce
1/3 cup rice vinegar
1/4 cup ketchup
3 tablespoons sugar
1 tablespoon soy sauce
> Dip the pork in egg, then cornstarch, and fry at 350°F until crisp.
> Stir-fry the pepper and onion for 2 minutes, add the sauce and bring to a boil.
> Toss in the pork and pineapple and serve at once.

@ hot-and-sour-soup | Hot and Sour Soup | 4 | chinese | soup
6 cups chicken stock
4 oz pork loin, cut into thin strips
6 shiitake mushrooms, sliced
8 oz firm tofu, cut into strips
1/2 cup bamboo shoots, julienned
3 tablespoons rice vinegar
2 tablespoons soy sauce
1 teaspoon white pepper
3 tablespoons cornstarch mixed with 1/4 cup water
2 large eggs, beaten
2 green onions, sliced
> Bring the stock to a simmer and add the pork, mushrooms, tofu and bamboo shoots; cook 5 minutes.
> Add the vinegar, soy sauce and white pepper, then the cornstarch slurry to thicken.
> Drizzle in the eggs while stirring slowly and finish with green onions.

@ tom-yum-goong | Tom Yum Goong | 4 | thai | soup
1 lb large shrimp, shell on
5 cups water
3 stalks lemongrass, cut into lengths and bruised
5 slices galangal
6 kaffir lime leaves, torn
8 oz straw or oyster mushrooms
3 tablespoons fish sauce
1/4 cup lime juice
2 tablespoons Thai chili paste
1 handful cilantro leaves
> Peel the shrimp and simmer the shells in the water for 10 minutes; strain.
> Add the lemongrass, galangal and lime leaves to the stock and simmer 5 minutes.
> Add the mushrooms and shrimp and cook 2 minutes, then stir in the chili paste, fish sauce and lime juice.
> Serve with cilantro.

@ thai-basil-pork | Thai Basil Pork (Pad Kra Pao) | 2 | thai | main
12 oz ground pork
4 cloves garlic
3 Thai bird chilies
1 tablespoon vegetable oil
1 tablespoon oyster sauce
1 tablespoon soy sauce
1 teaspoon fish sauce
1 teaspoon sugar
1 cup holy basil leaves
2 large eggs
> Pound the garlic and chilies to a rough paste.
> Fry the paste in the oil for a few seconds, add the pork and cook over high heat until browned.
> Add the sauces and sugar, then the basil. Serve over rice with a crisp fried egg.

@ butter-chicken | Butter Chicken | 4 | indian | main
1 1/2 lb boneless chicken thighs, cut into chunks
1/2 cup plain yogurt
1 tablespoon ginger-garlic paste
2 teaspoons garam masala
4 tablespoons butter
1 onion, finely chopped
1 (14.5 oz) can tomato puree
1 teaspoon Kashmiri chili powder
3/4 cup heavy cream
1 teaspoon dried fenugreek leaves
1 teaspoon salt
> Marinate the chicken in the yogurt, ginger-garlic paste and half the garam masala, then sear until browned.
> Cook the onion in the butter, add the tomato puree, chili powder and remaining garam masala and simmer 15 minutes.
> Blend the sauce smooth, return it to the pan with the chicken, cream, fenugreek and salt and simmer 10 minutes.

@ dal-tadka | Dal Tadka | 4 | indian | main
1 cup yellow split lentils (toor dal)
4 cups water
1/2 teaspoon turmeric
1 teaspoon salt
2 tablespoons ghee
1 teaspoon cumin seeds
3 cloves garlic, sliced
2 dried red chilies
1 tomato, chopped
2 tablespoons chopped cilantro
> Simmer the lentils with the water and turmeric for 30 minutes, until soft; whisk and add salt.
> Heat the ghee and fry the cumin, garlic and chilies until the garlic is golden, then add the tomato for 2 minutes.
> Pour the tempering over the dal and sprinkle with cilantro.

@ vegetable-stir-fry-tofu | Crispy Tofu and Vegetable Stir-Fry | 3 | chinese | main
14 oz extra-firm tofu, pressed and cubed
2 tablespoons cornstarch
3 tablespoons vegetable oil
1 head broccoli, cut into florets
1 red bell pepper, sliced
1 cup snap peas
2 cloves garlic, minced
# For the sauce
3 tablespoons soy sauce
1 tablespoon maple syrup
1 tablespoon rice vinegar
1 teaspoon sriracha
> Toss the tofu with the cornstarch and pan-fry in 2 tablespoons of oil until crisp all over.
> Stir-fry the vegetables and garlic in the remaining oil for 4 minutes.
> Add the tofu and sauce and toss until coated.

@ stuffed-peppers | Beef and Rice Stuffed Peppers | 6 | american | main
6 large bell peppers, tops cut off and seeded
1 lb lean ground beef
1 onion, diced
2 cloves garlic, minced
1 1/2 cups cooked rice
1 (15 oz) can tomato sauce
1 teaspoon Italian seasoning
1 1/2 cups shredded mozzarella
Salt and pepper, to taste
> Brown the beef with the onion and garlic, then stir in the rice, half the tomato sauce and the seasoning.
> Fill the peppers, stand them in a baking dish and pour the remaining sauce around.
> Cover and bake at 375°F (190°C) for 40 minutes, top with cheese and bake 10 minutes more.
""")
# ---------------------------------------------------------------- extra HTML pages (not also JSON)
DATA.append(r"""
@ buta-shabu-udon | 豚しゃぶのぶっかけうどん | 2 | japanese | noodles | | jsonld
冷凍うどん 2玉
豚ロースしゃぶしゃぶ用肉 150g
オクラ 4本
みょうが 1個
大根おろし 100g
めんつゆ（3倍濃縮） 大さじ3
冷水 大さじ6
白いりごま 少々
> 豚肉は沸騰直前の湯でゆでて冷ます。オクラはゆでて小口切り、みょうがはせん切りにする。
> うどんをゆでて冷水で締め、器に盛る。
> 豚肉、オクラ、みょうが、大根おろしをのせ、水で割っためんつゆをかけてごまをふる。

@ sake-kasu-misoyaki | 鮭の粕味噌焼き | 3 | japanese | main | | jsonld
生鮭（切り身） 3切れ
塩 少々
酒粕 50g
味噌 大さじ1と1/2
みりん 大さじ1
砂糖 小さじ1
ししとう 6本
> 鮭に塩をふって15分おき、水けをふく。
> 酒粕、味噌、みりん、砂糖を混ぜて鮭に塗り、冷蔵庫でひと晩漬ける。
> 粕床をぬぐい、ししとうと一緒にグリルで焦がさないように焼く。

@ tori-to-kabu-no-kuzuni | 鶏とかぶのくず煮 | 3 | japanese | main | | jsonld-graph
鶏もも肉 250g
かぶ 3個
かぶの葉 適量
片栗粉 大さじ1
だし汁 300ml
薄口醤油 大さじ1と1/2
みりん 大さじ1
しょうが（せん切り） 1/2かけ
> 鶏肉は一口大のそぎ切りにして片栗粉をまぶす。かぶはくし形、葉は3cm長さに切る。
> だし汁と調味料を煮立て、かぶを入れて5分煮る。
> 鶏肉を1切れずつ加えて5分煮、葉としょうがを加えてひと煮する。

@ kabocha-soboro-ni | かぼちゃのそぼろ煮 | 4 | japanese | side | | jsonld-sections
かぼちゃ 1/4個
豚ひき肉 100g
サラダ油 小さじ1
水 250ml
★砂糖 大さじ1と1/2
★醤油 大さじ1と1/2
★みりん 大さじ1
水溶き片栗粉 大さじ1
> かぼちゃは種とわたを取って一口大に切る。
> 鍋にサラダ油を熱してひき肉を炒める。
> 水、★、かぼちゃを加え、落とし蓋をして12分煮る。
> かぼちゃを器に盛り、煮汁に水溶き片栗粉でとろみをつけてかける。

@ hotate-takikomi | ほたての炊き込みご飯 | 4 | japanese | rice | | jsonld-graph
米 2合
ほたて貝柱（ボイル） 150g
しょうが 1かけ
にんじん 1/4本
油揚げ 1/2枚
【A】薄口醤油 大さじ2
【A】酒 大さじ2
【A】みりん 大さじ1
小ねぎ 適量
> 米は研いでざるに上げる。しょうが、にんじん、油揚げはせん切りにする。
> 炊飯器に米とAを入れて目盛りまで水を注ぎ、ほたてと具をのせて炊く。
> さっくり混ぜて器に盛り、小ねぎを散らす。

@ tofu-hamburg | 豆腐ハンバーグ | 3 | japanese | main | | microdata
木綿豆腐 1/2丁
鶏ひき肉 200g
玉ねぎ 1/4個
パン粉 大さじ4
塩 少々
サラダ油 小さじ2
# たれ
醤油 大さじ1と1/2
みりん 大さじ1と1/2
砂糖 小さじ1
水 大さじ2
> 豆腐はしっかり水きりし、玉ねぎはみじん切りにする。
> ひき肉、豆腐、玉ねぎ、パン粉、塩をよく練り、6等分して小判形にする。
> サラダ油で両面を焼き、蓋をして6分蒸し焼きにする。
> たれを加えて煮からめる。

@ buri-no-shabu-nabe | ぶりしゃぶ | 3 | japanese | main | | microdata
ぶり（刺身用さく） 300g
水菜 1束
長ねぎ 1本
えのきだけ 1袋
昆布 10cm
水 1.2L
酒 50ml
ポン酢しょうゆ 適量
もみじおろし 適量
> 鍋に水、昆布を入れて30分おき、酒を加えて火にかける。
> ぶりは薄いそぎ切りにし、野菜は食べやすく切る。
> 煮立つ直前に昆布を取り出し、野菜を煮ながらぶりをくぐらせてポン酢でいただく。

@ satsumaimo-remon-ni | さつまいものレモン煮 | 4 | japanese | side | | html
さつまいも 1本（300g）
レモン（輪切り） 4枚
水 300ml
砂糖 大さじ3
はちみつ 大さじ1
塩 ひとつまみ
> さつまいもは1cm厚さの輪切りにして水にさらす。
> 鍋に水、砂糖、塩、さつまいもを入れ、落とし蓋をして10分煮る。
> レモンとはちみつを加え、さらに5分煮てそのまま冷ます。

@ gyuniku-no-tataki | 牛もも肉のたたき | 4 | japanese | main | | html
牛ももかたまり肉 400g
塩 小さじ1/2
黒こしょう 少々
サラダ油 小さじ1
玉ねぎ 1/2個
青じそ 5枚
にんにく（すりおろし） 小さじ1/2
# たれ
醤油 大さじ3
みりん 大さじ2
酢 大さじ1
> 牛肉は室温に戻し、塩、こしょうをすり込む。
> 熱したフライパンにサラダ油をひき、全面を1分ずつ焼いてアルミホイルに包み、20分おく。
> たれの材料とにんにくをひと煮立ちさせて冷ます。
> 牛肉を薄切りにし、薄切りの玉ねぎ、青じそと盛り、たれをかける。

@ konsai-miso-nikomi-udon | 根菜の味噌煮込みうどん | 2 | japanese | noodles | | html
ゆでうどん 2玉
鶏もも肉 120g
大根 3cm
にんじん 1/3本
ごぼう 1/4本
長ねぎ 1/2本
# 煮込みつゆ
だし汁 700ml
赤味噌 大さじ3
みりん 大さじ1
砂糖 小さじ1
> 鶏肉は一口大、大根とにんじんはいちょう切り、ごぼうはささがき、長ねぎは斜め切りにする。
> 土鍋にだし汁と根菜を入れて10分煮る。
> 鶏肉を加え、味噌、みりん、砂糖を溶き入れてうどんを加え、5分煮込む。
> 長ねぎをのせてさっと煮る。

@ braised-short-ribs | Red Wine Braised Short Ribs | 6 | american | main | | jsonld
5 lb bone-in beef short ribs
2 teaspoons kosher salt
1 teaspoon black pepper
2 tablespoons vegetable oil
1 onion, chopped
2 carrots, chopped
3 cloves garlic, smashed
2 tablespoons tomato paste
1 (750 ml) bottle dry red wine
2 cups beef stock
3 sprigs fresh thyme
> Season the ribs and brown them well in the oil; set aside.
> Cook the vegetables and garlic, stir in the tomato paste, then add the wine and reduce by half.
> Return the ribs with the stock and thyme, cover and braise at 325°F (160°C) for 3 hours.
> Skim the fat and reduce the sauce until glossy.

@ oatmeal-raisin-cookies | Chewy Oatmeal Raisin Cookies | 24 | american | baking | 24 cookies | jsonld
1 cup unsalted butter, softened
1 cup packed light brown sugar
1/2 cup granulated sugar
2 large eggs
1 teaspoon vanilla extract
1 1/2 cups all-purpose flour
1 teaspoon baking soda
1 teaspoon ground cinnamon
3 cups old-fashioned rolled oats
1 cup raisins
> Cream the butter and sugars, then beat in the eggs and vanilla.
> Mix in the flour, soda and cinnamon, then the oats and raisins. Chill the dough 30 minutes.
> Bake scoops at 350°F (175°C) for 11 to 12 minutes, until just golden at the edges.

@ chicken-tortilla-soup | Chicken Tortilla Soup | 6 | mexican | soup | | jsonld-graph
1 1/2 lb boneless skinless chicken breasts
1 tablespoon olive oil
1 onion, diced
1 jalapeño, minced
3 cloves garlic, minced
2 teaspoons ground cumin
1 (14.5 oz) can fire-roasted diced tomatoes
6 cups chicken broth
1 (15 oz) can black beans, rinsed
1 cup frozen corn
Juice of 1 lime
Tortilla strips, avocado and sour cream, for topping
> Soften the onion, jalapeño and garlic in the oil and add the cumin.
> Add the tomatoes, broth and chicken and simmer 20 minutes; shred the chicken.
> Return the chicken with the beans and corn, heat through and add the lime juice.
> Serve with the toppings.

@ lemon-ricotta-pancakes | Lemon Ricotta Pancakes | 3 | american | breakfast | | jsonld-sections
1 cup whole-milk ricotta
3 large eggs, separated
3/4 cup whole milk
1 cup all-purpose flour
2 tablespoons sugar
1 teaspoon baking powder
Zest of 1 lemon
Butter, for the griddle
> Whisk the ricotta, yolks, milk and lemon zest.
> Stir in the flour, sugar and baking powder.
> Whip the whites to soft peaks and fold them in.
> Cook on a buttered griddle over medium-low heat until golden on both sides.

@ salmon-chowder | Smoked Salmon Chowder | 4 | american | soup | | jsonld-sections
2 tablespoons butter
1 leek, sliced
2 stalks celery, diced
1 lb Yukon Gold potatoes, diced
3 cups fish or vegetable stock
1 1/2 cups whole milk
1/2 cup heavy cream
8 oz hot-smoked salmon, flaked
2 tablespoons chopped dill
Salt and pepper, to taste
> Soften the leek and celery in the butter.
> Add the potatoes and stock and simmer 15 minutes.
> Pour in the milk and cream and bring just to a simmer.
> Stir in the salmon and dill and season.

@ roast-pork-loin-apples | Roast Pork Loin with Apples and Onions | 6 | american | main | | microdata
1 (3 lb) boneless pork loin roast
2 teaspoons kosher salt
1 teaspoon black pepper
1 tablespoon chopped fresh sage
2 tablespoons olive oil
3 apples, cored and cut into wedges
2 red onions, cut into wedges
1/2 cup apple cider
> Rub the pork with salt, pepper, sage and half the oil.
> Toss the apples and onions with the rest of the oil in a roasting pan and set the pork on top.
> Roast at 375°F (190°C) for about 1 hour, to 145°F inside, adding the cider halfway. Rest 10 minutes before slicing.

@ spinach-artichoke-dip | Baked Spinach Artichoke Dip | 8 | american | snack | | microdata
10 oz frozen chopped spinach, thawed and squeezed dry
1 (14 oz) can artichoke hearts, drained and chopped
8 oz cream cheese, softened
1/2 cup sour cream
1/4 cup mayonnaise
1 cup shredded mozzarella
1/2 cup grated Parmesan
2 cloves garlic, minced
> Beat the cream cheese, sour cream, mayonnaise and garlic until smooth.
> Fold in the spinach, artichokes and most of the cheeses.
> Spread in a baking dish, top with the remaining cheese and bake at 375°F (190°C) for 25 minutes.

@ tuna-pasta-salad | Summer Tuna Pasta Salad | 4 | mediterranean | salad | | microdata
8 oz fusilli
2 (5 oz) cans tuna in olive oil
1 cup cherry tomatoes, halved
1/2 cup pitted black olives
2 tablespoons capers
1/4 red onion, finely diced
# For the dressing
3 tablespoons olive oil
2 tablespoons lemon juice
1 teaspoon Dijon mustard
> Cook the pasta, rinse under cold water and drain.
> Whisk the dressing.
> Toss the pasta with the tuna, tomatoes, olives, capers, onion and dressing.

@ cheddar-chive-biscuits | Cheddar Chive Biscuits | 10 | american | baking | 10 biscuits | html
2 1/2 cups all-purpose flour
1 tablespoon baking powder
1 teaspoon salt
1/2 cup cold unsalted butter, cubed
1 cup shredded sharp cheddar
3 tablespoons chopped chives
1 cup cold buttermilk
2 tablespoons melted butter
> Rub the butter into the flour, baking powder and salt until it looks like coarse crumbs.
> Stir in the cheese and chives, then the buttermilk, to make a shaggy dough.
> Pat out 1 inch thick, cut 10 biscuits and bake at 425°F (220°C) for 15 minutes. Brush with melted butter.

@ harvest-grain-salad | Harvest Farro Salad | 6 | american | salad | | html
1 1/2 cups farro
1 small butternut squash, peeled and cubed
2 tablespoons olive oil
4 cups baby kale
1/2 cup dried cranberries
1/2 cup toasted pecans
4 oz goat cheese, crumbled
# For the dressing
3 tablespoons apple cider vinegar
1 tablespoon maple syrup
1/3 cup olive oil
> Simmer the farro in salted water for 25 minutes and drain.
> Roast the squash with the oil at 425°F (220°C) for 25 minutes.
> Whisk the dressing and toss everything together while the farro is warm.
""")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
