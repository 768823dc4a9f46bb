#!/usr/bin/env bash
# "Near the limit" said under the verdict: a solution that burns 0.96 of
# the limit by its own CPU clock is AC with the line, one that burns 1.04
# of it is TLE with the mirror line (measured twice), every time: the CPU
# time a process burns by its own clock does not depend on the machine's
# load. In the terminal, in JSON (near_limit) and in HTML; none far from it.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
f=tests/fixtures/near_limit
one=testcases/1/examples/1.in

"$judge" submit "$f/burns_480_ms.cpp" --problem 1 --tests "$one" --time-limit 500 --no-history \
    --json "$dir/u.json" --html "$dir/u.html" >"$dir/u.out" 2>&1
check "0.96 of the limit: AC ($(verdict "$dir/u.json"))" '[ "$(verdict "$dir/u.json")" = AC ]'
check "and the line under the verdict ($(grep "near the limit" "$dir/u.out"))" \
    'grep -Eq "^near the limit: 4[89][0-9]\.[0-9] of 500 ms on examples/1; on another machine or under load this may be TLE$" "$dir/u.out"'
check "JSON: near_limit, under" \
    '[ "$(jq -r ".near_limit | \"\(.side) \(.test) \(.limit_ms) \(.ms >= 480 and .ms < 500)\"" "$dir/u.json")" = "under examples/1 500 true" ]'
check "HTML: the line in the summary" 'grep -q "<span id=.near-limit.>near the limit: 4[89][0-9]\.[0-9] of 500 ms on examples/1" "$dir/u.html"'

"$judge" submit "$f/burns_520_ms.cpp" --problem 1 --tests "$one" --time-limit 500 --no-history \
    --json "$dir/o.json" >"$dir/o.out" 2>&1
check "1.04 of the limit: TLE ($(verdict "$dir/o.json"))" '[ "$(verdict "$dir/o.json")" = TLE ]'
check "and the mirror line, measured twice ($(grep "near the limit" "$dir/o.out"))" \
    'grep -Eq "^near the limit: 5[0-4][0-9]\.[0-9] of 500 ms on examples/1 \(measured twice: [0-9.]+ and [0-9.]+ ms; the lower counts\); on another machine or a quieter moment this may be AC$" "$dir/o.out"'
check "JSON: near_limit, over, both runs" \
    '[ "$(jq -r ".near_limit | \"\(.side) \(.ms_runs | length)\"" "$dir/o.json")" = "over 2" ]'

# Far from the limit: no line, null.
"$judge" submit "$f/burns_480_ms.cpp" --problem 1 --tests "$one" --time-limit 2000 --no-history \
    --json "$dir/far.json" >"$dir/far.out" 2>&1
check "a quarter of the limit: AC and no line" \
    '[ "$(verdict "$dir/far.json")" = AC ] && ! grep -q "near the limit" "$dir/far.out" && [ "$(jq .near_limit "$dir/far.json")" = null ]'
"$judge" submit "$f/burns_480_ms.cpp" --problem 1 --tests "$one" --time-limit 200 --no-history \
    --json "$dir/past.json" >"$dir/past.out" 2>&1
check "twice the limit: TLE and no line" \
    '[ "$(verdict "$dir/past.json")" = TLE ] && ! grep -q "near the limit" "$dir/past.out"'
finish
