#!/usr/bin/env bash
# The stack limit (problem.toml's [limits] stack_mib, 64 MiB by default): a
# recursion without end is RE "stack overflow" on every test, whatever the
# machine's speed (it reaches 64 MiB in about a tenth of 913's time limit,
# where the memory limit took a race between MLE and TLE), and its sanitized
# re-run names stack-overflow at the recursive call. A DFS 10^5 frames deep
# fits, in the plain build, under --like-leetcode and in --mode leetcode. A
# local array past the stack is a stack overflow too; a null pointer is not.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
recursion=solutions/913/run_time_error/stack_overflow_recursion.cpp

for round in 1 2 3; do
    "$judge" submit "$recursion" --problem 913 --no-history --json "$dir/r$round.json" >"$dir/out$round" 2>&1
    check "round $round: RE ($(verdict "$dir/r$round.json"))" '[ "$(verdict "$dir/r$round.json")" = RE ]'
    check "round $round: every test RE for a stack overflow ($(jq -c '[.tests[] | .verdict + " " + (.reason | .[0:40])] | unique' "$dir/r$round.json"))" \
        '[ "$(jq "[.tests[] | select(.verdict != \"RE\" or (.reason | startswith(\"stack overflow: the stack passed its 64 MiB\") | not))] | length" "$dir/r$round.json")" = 0 ]'
done
check "the terminal says stack overflow" 'grep -q "(RE: stack overflow: the stack passed its 64 MiB" "$dir/out1"'
check "the sanitized re-run names stack-overflow at the recursive call (line 9)" \
    'grep -q "sanitizer: stack-overflow at $recursion:9" "$dir/out1" && [ "$(jq -r ".tests[] | select(.diagnosis) | .diagnosis.kind" "$dir/r1.json")" = stack-overflow ]'

"$judge" run "$recursion" --problem 913 --input testcases/913/examples/1.in --json "$dir/run.json" >"$dir/run.out" 2>&1
check "run: RE for a stack overflow, explained as submit explains it" \
    'grep -q "verdict:  RE: stack overflow" "$dir/run.out" && grep -q "sanitizer: stack-overflow at $recursion:9" "$dir/run.out" &&
     [ "$(jq -r ".runs[0].diagnosis.kind" "$dir/run.json")" = stack-overflow ]'
"$judge" run solutions/913/wrong_answer/always_mouse.cpp --problem 913 --input testcases/913/examples/1.in --sanitize \
    >"$dir/run2.out" 2>&1
check "run --sanitize: a wrong answer re-run sanitized too" 'grep -q "note:     the sanitized re-run found nothing" "$dir/run2.out"'

"$judge" submit tests/fixtures/deep_dfs_1.cpp --problem 1 --tests testcases/1/examples --no-history --json "$dir/dfs.json" >"$dir/dfs.out" 2>&1
check "a DFS 10^5 frames deep fits ($(verdict "$dir/dfs.json"))" '[ "$(verdict "$dir/dfs.json")" = AC ]'
"$judge" submit tests/fixtures/deep_dfs_1.cpp --problem 1 --tests testcases/1/examples --mode leetcode --no-history \
    --json "$dir/dfs_lc.json" >"$dir/dfs_lc.out" 2>&1
check "and in --mode leetcode ($(verdict "$dir/dfs_lc.json"))" '[ "$(verdict "$dir/dfs_lc.json")" = AC ]'
if "$judge" doctor 2>&1 | grep -q "^  on   sanitized re-run"; then
    "$judge" submit tests/fixtures/deep_dfs_1.cpp --problem 1 --tests testcases/1/examples --like-leetcode --no-history \
        --json "$dir/dfs_san.json" >"$dir/dfs_san.out" 2>&1
    check "and under --like-leetcode's larger frames ($(verdict "$dir/dfs_san.json"))" '[ "$(verdict "$dir/dfs_san.json")" = AC ]'
fi

"$judge" submit tests/fixtures/big_local_array_1.cpp --problem 1 --tests testcases/1/examples --no-history \
    --json "$dir/array.json" >"$dir/array.out" 2>&1
check "a 100 MB local array is a stack overflow ($(jq -r '.tests[0].reason' "$dir/array.json"))" \
    '[ "$(verdict "$dir/array.json")" = RE ] && jq -r ".tests[0].reason" "$dir/array.json" | grep -q "^stack overflow"'
"$judge" submit solutions/913/run_time_error/null_deref.cpp --problem 913 --tests testcases/913/examples --no-history \
    --json "$dir/null.json" >"$dir/null.out" 2>&1
check "a null pointer is not ($(jq -r '.tests[0].reason' "$dir/null.json"))" \
    '[ "$(verdict "$dir/null.json")" = RE ] && ! jq -r ".tests[].reason" "$dir/null.json" | grep -q "stack overflow"'

# A problem's own stack limit, and one larger than its memory refused at its line.
root=$dir/root
mkdir -p "$root"
cp -r tests/fixtures/shapes/. "$root/"
ln -s "$(pwd)/judge" "$root/judge"
toml=$root/problems/905-two-sum/problem.toml
printf '[limits]\nstack_mib = 2\n' >>"$toml"
JUDGE_ROOT=$root "$judge" submit tests/fixtures/deep_dfs_1.cpp --problem 905 --no-history --json "$dir/small.json" \
    >"$dir/small.out" 2>&1
check "stack_mib = 2: the same DFS is a stack overflow past 2 MiB ($(jq -r '.tests[0].reason' "$dir/small.json"))" \
    'jq -r ".tests[0].reason" "$dir/small.json" | grep -q "^stack overflow: the stack passed its 2 MiB"'
sed -i 's/^stack_mib = 2$/stack_mib = 300/' "$toml"
JUDGE_ROOT=$root "$judge" submit tests/fixtures/deep_dfs_1.cpp --problem 905 --no-history >"$dir/big.out" 2>&1
status=$?
check "stack_mib past memory_mib: exit 2, one line at its place ($(head -c 300 "$dir/big.out"))" \
    '[ $status = 2 ] && [ "$(wc -l <"$dir/big.out")" = 1 ] && grep -q "problem.toml:[0-9]*:[0-9]*: .*stack_mib (300) is more than memory_mib (256)" "$dir/big.out"'
finish
