#!/usr/bin/env bash
# submit --html: one self-contained page; the failing input drawn with its
# optimal line, steppable. Rendered in headless Chromium: the script runs,
# and the screenshot holds the drawing (it differs from the page without it).
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1

"$judge" submit solutions/913/wrong_answer/capped_4n.cpp --tests testcases/913/hack/cap4-n14.in --html "$dir/r.html" >/dev/null 2>&1
check "the page is written" '[ -s "$dir/r.html" ]'
check "self-contained: nothing fetched from anywhere" '! grep -Eq "(src|href)=.(https?:)?//" "$dir/r.html"'
check "the failing test drawn: 58 frames for a 57-ply line" '[ "$(grep -c "class=.frame. data-ply" "$dir/r.html")" = 58 ]'
check "the summary says why" 'grep -q "wins by force in 57 plies" "$dir/r.html"'
"$judge" submit solutions/1728/wrong_answer/capped_72.cpp --html "$dir/b.html" >/dev/null 2>&1
check "1728: the board drawn" 'grep -q "<rect" "$dir/b.html" && grep -q "class=.frame. data-ply" "$dir/b.html"'
# What the program printed is on the page: a Python traceback (the page a grade's cell links to), escaped.
"$judge" submit solutions/1/run_time_error/missing_key.py --tests testcases/1/examples --html "$dir/py.html" >/dev/null 2>&1
check "a Python RE: the traceback on the page, under printed" \
    'grep -q "<p>printed:</p>" "$dir/py.html" && grep -q "Traceback (most recent call last)" "$dir/py.html" && grep -q "KeyError" "$dir/py.html"'

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "FAIL: no Chromium (bin/test installs Debian's chromium as root)"; exit 1
fi
flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
       --disable-component-update --disable-sync --window-size=900,900)
timeout 600 "$browser" "${flags[@]}" --user-data-dir="$dir/u1" --dump-dom "file://$dir/r.html" >"$dir/dom" 2>/dev/null
check "in Chromium the stepper runs: the first frame shown" 'grep -q "class=\"frame shown\"" "$dir/dom" && grep -q "ply 0 of 57" "$dir/dom"'
timeout 600 "$browser" "${flags[@]}" --user-data-dir="$dir/u2" --screenshot="$dir/with.png" "file://$dir/r.html" >/dev/null 2>&1
sed 's/<\/style>/.game{visibility:hidden}<\/style>/' "$dir/r.html" >"$dir/bare.html"
timeout 600 "$browser" "${flags[@]}" --user-data-dir="$dir/u3" --screenshot="$dir/without.png" "file://$dir/bare.html" >/dev/null 2>&1
with=$(stat -c %s "$dir/with.png" 2>/dev/null || echo 0); without=$(stat -c %s "$dir/without.png" 2>/dev/null || echo 0)
check "the screenshot holds the drawing ($with bytes with it, $without without)" '[ "$with" -gt $((without + 20000)) ]'
finish
