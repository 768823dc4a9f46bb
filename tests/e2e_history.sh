#!/usr/bin/env bash
# The history: every submit recorded with its source and results, run and
# stress not; --no-history; two judges at once; a damaged database is a clear
# error, never a crash, and never costs the verdict.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
export XDG_DATA_HOME=$dir/data
db=$dir/data/judge/history.sqlite3

"$judge" submit solutions/913/wrong_answer/always_mouse.cpp --fail-fast >/dev/null 2>&1
"$judge" submit solutions/1728/accepted/horizon.cpp --tests testcases/1728/examples >/dev/null 2>&1
"$judge" submit solutions/1728/accepted/horizon.cpp --no-history --tests testcases/1728/examples >/dev/null 2>&1
"$judge" run solutions/1728/accepted/horizon.cpp >/dev/null 2>&1
"$judge" history >"$dir/h"
check "the database is where XDG_DATA_HOME says" '[ -f "$db" ]'
check "two submits listed; --no-history and run are not" '[ "$(grep -c "solutions/" "$dir/h")" = 2 ]'
check "each with problem, verdict and passed/total; a part of the problem's tests marked so" \
    'grep -Eq "913 .*WA .*[01]/[0-9]+" "$dir/h" && grep -q "1728 .*AC .*3/3 .*(partial tests)" "$dir/h"'
"$judge" history 1728 --json "$dir/h.json" >/dev/null
check "history ID filters; --json lists them" '[ "$(grep -c "\"id\"" "$dir/h.json")" = 1 ]'
"$judge" history --show 1 >"$dir/one"
check "--show K prints the source and the failing tests" 'grep -q "claims the mouse always wins" "$dir/one" && grep -q "examples/1 WA" "$dir/one"'
"$judge" history --show 99 2>"$dir/err"; status=$?
check "--show of an unknown one: exit 2, one line" '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ]'

# A source saved with a byte-order mark and CRLF lines is shown as its editor shows it, in --show and --diff.
{ printf '\xef\xbb\xbf'; sed 's/$/\r/' solutions/1728/accepted/horizon.cpp; } >"$dir/crlf.cpp"
"$judge" submit "$dir/crlf.cpp" --problem 1728 --tests testcases/1728/examples >/dev/null 2>&1
crlf_id=$(jq -r ".[-1].id" <("$judge" history 1728 --json -))
"$judge" history --show "$crlf_id" >"$dir/crlf-show"
"$judge" history --diff 2 "$crlf_id" >"$dir/crlf-diff"
check "a CRLF source with a byte-order mark: --show and --diff without ^M or <U+FEFF>, and the diff finds no change" \
    'grep -q "class Solution" "$dir/crlf-show" && ! grep -q "\^M\|<U+FEFF>" "$dir/crlf-show" "$dir/crlf-diff" && [ "$(awk "/^\$/ {rows = 1; next} rows {if (substr(\$0, 62, 1) ~ /[|<>]/) print}" "$dir/crlf-diff" | wc -l)" = 0 ]'

# Two judges at once: both recorded, nothing lost.
# (What each said is shown when one is missing.)
"$judge" submit solutions/913/accepted/horizon.cpp --tests testcases/913/examples >"$dir/two-1" 2>&1 &
"$judge" submit solutions/913/accepted/retrograde.cpp --tests testcases/913/examples >"$dir/two-2" 2>&1 &
wait
check "two judges at once: both recorded" '[ "$("$judge" history | grep -c "solutions/")" = 4 ] || { tail -n 4 "$dir"/two-*; false; }'

# A judge killed mid-run loses nothing recorded before.
"$judge" submit solutions/1728/time_limit_exceeded/sleep_forever.cpp >/dev/null 2>&1 &
pid=$!
wait_for "descendant solution $pid"
kill -TERM $pid; wait
check "a judge killed mid-run: the earlier four are intact" '[ "$("$judge" history | grep -c "solutions/")" = 4 ]'

# How it was judged is kept: a run under limits of one's own never solves the
# problem (a slow solution accepted under --time-limit 5000 is not solved),
# and --like-leetcode and the compiler are said beside it.
"$judge" submit solutions/1/accepted/hash_one_pass.cpp --memory-limit 512 --json "$dir/l.json" >/dev/null 2>&1; status=$?
"$judge" history 1 >"$dir/h1"
"$judge" history 1 --json "$dir/h1.json" >/dev/null
"$judge" problems >"$dir/p"
check "limits of one's own: AC, listed with its limits, not solved" \
    '[ $status = 0 ] && grep -q "32/32  solutions/1/accepted/hash_one_pass.cpp (limits 1000 ms, 512 MiB)$" "$dir/h1" &&
     [ "$(jq -r ".[0].limits" "$dir/h1.json")" = "1000 ms, 512 MiB" ] &&
     grep -Eq "^1 .* not yet on the full set within its limits \(1 run under limits of your own\), 1 attempt$" "$dir/p" &&
     ! grep -Eq "^1 .*solved" "$dir/p"'
"$judge" submit solutions/1/accepted/hash_one_pass.cpp --compiler gcc --tests testcases/1/examples >/dev/null 2>&1
"$judge" history 1 >"$dir/h1"
check "... a run under gcc on some tests says both" 'grep -q "solutions/1/accepted/hash_one_pass.cpp (partial tests, gcc)$" "$dir/h1"'
"$judge" submit solutions/1/accepted/hash_one_pass.cpp >/dev/null 2>&1
"$judge" problems >"$dir/p"
"$judge" history --show "$(jq -r ".[-1].id" <("$judge" history 1 --json -))" >"$dir/one" 2>/dev/null
check "... the problem's own way solves it, with nothing said beside it" \
    'grep -Eq "^1 .*solved \(AC\)" "$dir/p" && head -1 "$dir/one" | grep -Eq "AC 32/32 tests, CPU [0-9.]+ ms in all$"'

# A damaged database.
printf 'this is not a database, just damaged bytes %.0s' {1..200} >"$db"; rm -f "$db-wal" "$db-shm"
"$judge" history >/dev/null 2>"$dir/err"; status=$?
check "history on a damaged file: exit 2, one clear line" '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -q "damaged" "$dir/err"'
"$judge" submit solutions/1728/accepted/horizon.cpp --tests testcases/1728/examples >/dev/null 2>"$dir/err"; status=$?
check "submit still gives its verdict (exit 0) and says the history failed" '[ $status = 0 ] && grep -q "history not recorded" "$dir/err"'
finish
