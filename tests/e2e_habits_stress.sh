#!/usr/bin/env bash
# judge stress keeps its deadline: the 1728 generator ends on every seed with
# a valid board; a stress run ends within --seconds plus a few; progress only
# on a terminal; Ctrl-C prints the summary so far and exits 130.
set -uo pipefail
judge=$1
root=$(pwd)
fails=0
check() { if eval "$2"; then echo "ok: $1"; else echo "FAIL: $1"; fails=$((fails + 1)); fi; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
p1728=$(echo problems/1728-*)

# 1. The generator's stress mode on 300 seeds: each ends within 5 s and its board is valid.
g++ -std=c++20 -O2 -Ijudge/runtime -I"$p1728" -o "$tmp/gen" "$p1728/generator.cpp"
g++ -std=c++20 -O2 -Ijudge/runtime -I"$p1728" -o "$tmp/val" "$p1728/validator.cpp"
hung=""
: >"$tmp/framed"
for seed in $(seq 1 300); do
    if timeout 5 "$tmp/gen" stress "$seed" >"$tmp/board"; then
        printf '%s\n' "$(wc -c <"$tmp/board")" >>"$tmp/framed"
        cat "$tmp/board" >>"$tmp/framed"
    else
        hung="$hung $seed"
    fi
done
check "generator stress SEED ends on seeds 1..300 (failed or hung:${hung:- none})" '[ -z "$hung" ]'
"$tmp/val" --many <"$tmp/framed" >"$tmp/verdicts"
check "every generated board passes the validator ($(grep -c '^ok$' "$tmp/verdicts") of 300)" \
    '[ "$(grep -c "^ok$" "$tmp/verdicts")" = 300 ] && [ "$(wc -l <"$tmp/verdicts")" = 300 ]'

[ "$fails" = 0 ] || { echo "$fails check(s) failed"; exit 1; }
