#!/usr/bin/env bash
# Regenerates the non-UTF-8 fixtures from ja-table.template.html (run from this folder).
set -euo pipefail
sed 's/@CHARSET@/Shift_JIS/' ja-table.template.html | iconv -f UTF-8 -t SHIFT_JIS > ja-shift_jis.html
sed 's/@CHARSET@/EUC-JP/' ja-table.template.html | iconv -f UTF-8 -t EUC-JP > ja-euc-jp.html
# No declared charset at all: the extractor must recognise EUC-JP from the bytes.
grep -v 'http-equiv' ja-table.template.html | iconv -f UTF-8 -t EUC-JP > ja-euc-jp-undeclared.html
