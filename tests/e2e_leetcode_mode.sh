#!/usr/bin/env bash
# --mode leetcode: one process for all tests, in order, a fresh Solution each,
# global state kept; a crash is charged to its test and the rest resume.
set -uo pipefail
judge=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fails=0
check() { if eval "$2"; then echo "ok: $1"; else echo "FAIL: $1"; fails=$((fails + 1)); fi; }
verdict() { sed -n 's/^  "verdict": "\([A-Z]*\)",\{0,1\}$/\1/p' "$1"; }

"$judge" submit solutions/913/accepted/retrograde.cpp --mode leetcode --json "$dir/a.json" >/dev/null 2>&1
check "an accepted solution is AC in one process" '[ "$(verdict "$dir/a.json")" = AC ] && [ "$(grep -c "\"verdict\": \"AC\"" "$dir/a.json")" = 62 ]'
"$judge" submit tests/fixtures/913_global_cache.cpp --problem 913 --json "$dir/i.json" >/dev/null 2>&1
"$judge" submit tests/fixtures/913_global_cache.cpp --problem 913 --mode leetcode --json "$dir/l.json" >/dev/null 2>&1
check "a global cache passes every test alone (isolated: AC)" '[ "$(verdict "$dir/i.json")" = AC ]'
check "and fails when tests share the process (leetcode: WA)" '[ "$(verdict "$dir/l.json")" = WA ]'

# A 16 MiB member array: LeetCode frees each Solution after its call, so the
# memory of one object is reused by the next, in either mode.
"$judge" submit solutions/913/accepted/big_member.cpp --mode leetcode --json "$dir/b.json" >/dev/null 2>&1
check "a Solution with a 16 MiB member is AC in one process (each object destroyed after its call)" \
    '[ "$(verdict "$dir/b.json")" = AC ] && [ "$(grep -c "\"verdict\": \"AC\"" "$dir/b.json")" = 62 ]'

# A crash on the second test: charged to it; the third runs in a new process.
mkdir -p "$dir/t"
cp testcases/913/examples/1.in "$dir/t/1.in"; cp testcases/913/examples/1.ans "$dir/t/1.ans"
cp testcases/913/examples/2.in "$dir/t/2.in"; cp testcases/913/examples/2.ans "$dir/t/2.ans"
cp testcases/913/examples/1.in "$dir/t/3.in"; cp testcases/913/examples/1.ans "$dir/t/3.ans"
"$judge" submit tests/fixtures/913_crash_on_four.cpp --problem 913 --tests "$dir/t" --mode leetcode --json "$dir/c.json" >/dev/null 2>&1
check "the crash is charged to its own test, the others pass" '[ "$(grep -o "\"verdict\": \"[A-Z]*\"" "$dir/c.json" | tr -d "\n")" = "\"verdict\": \"AC\"\"verdict\": \"RE\"\"verdict\": \"AC\"\"verdict\": \"RE\"" ]'
"$judge" submit solutions/913/time_limit_exceeded/busy_loop.cpp --mode leetcode --fail-fast --json "$dir/t.json" >/dev/null 2>&1
check "a hang is TLE, stopped by the per-call timer near the limit" '[ "$(verdict "$dir/t.json")" = TLE ] && grep -q "\"signal\": \"SIGPROF\"" "$dir/t.json"'
"$judge" submit solutions/913/accepted/retrograde.cpp --mode bogus >/dev/null 2>&1; status=$?
check "an unknown mode is a usage error (exit 2)" '[ $status = 2 ]'
[ "$fails" = 0 ] || { echo "$fails check(s) failed"; exit 1; }
