#!/usr/bin/env bash
# The habits of cph and oj (issue 27): `submit --failed` judges first the
# tests the latest submission failed, the rest only when they pass; `watch`
# judges again at every save, examples first, and says what changed.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
export XDG_DATA_HOME=$dir/data
sets=(--tests testcases/913/examples --tests testcases/913/handmade)
all=$(find testcases/913/examples testcases/913/handmade -name '*.in' | wc -l)

# --failed
cp solutions/913/wrong_answer/always_mouse.cpp "$dir/mine.cpp"
"$judge" submit "$dir/mine.cpp" --problem 913 "${sets[@]}" --json "$dir/first.json" >"$dir/out" 2>&1
failed=$(jq '[.tests[] | select(.verdict != "AC")] | length' "$dir/first.json")
check "a wrong solution fails some tests, not all" '[ "$failed" -gt 0 ] && [ "$failed" -lt "$all" ]'
"$judge" submit "$dir/mine.cpp" --problem 913 "${sets[@]}" --failed --json "$dir/again.json" >"$dir/out" 2>&1
check "--failed: says which tests come first and from which submission" \
    'grep -q "^--failed: first the $failed tests that failed in submission #1 (.*mine.cpp, WA); the rest only if they pass$" "$dir/out"'
check "--failed: only those judged while one still fails" \
    '[ "$(jq ".tests | length" "$dir/again.json")" = "$failed" ] && [ "$(verdict "$dir/again.json")" = WA ] && [ "$(jq -r .scope "$dir/again.json")" = partial ]'
check "--failed: the summary says the others were not run, and why" \
    'grep -q "(the other $((all - failed)) not run: one of the tests judged first fails)" "$dir/out"'
cp solutions/913/accepted/retrograde.cpp "$dir/mine.cpp"
"$judge" submit "$dir/mine.cpp" --problem 913 "${sets[@]}" --failed --json "$dir/fixed.json" >"$dir/out" 2>&1
check "--failed: when they pass, the rest follows and the run is whole" \
    '[ "$(jq ".tests | length" "$dir/fixed.json")" = "$all" ] && [ "$(verdict "$dir/fixed.json")" = AC ]'
"$judge" submit "$dir/mine.cpp" --problem 913 "${sets[@]}" --failed >"$dir/out" 2>&1
check "--failed after an accepted run: nothing failed, every test judged" \
    'grep -q "^--failed: nothing failed in submission #3 (.*mine.cpp, AC): judging every test$" "$dir/out"'
"$judge" submit "$dir/mine.cpp" --problem 913 "${sets[@]}" --failed --no-history >"$dir/out" 2>&1
check "--failed --no-history: said, and every test judged" 'grep -q "the history is off (--no-history): judging every test" "$dir/out"'
XDG_DATA_HOME=$dir/empty "$judge" submit "$dir/mine.cpp" --problem 913 "${sets[@]}" --failed >"$dir/out" 2>&1
check "--failed with no history yet: said" 'grep -q "^--failed: no earlier submission of 913 in the history: judging every test$" "$dir/out"'

# watch: three judgings (a wrong solution, a right one, the right one changed
# again) with a save in between that changes nothing.
# until_line FILE PATTERN N: waits for the Nth line matching PATTERN (lib.sh's
# wait_for: a hang guard, never a timing).
until_line() { wait_for "[ \"\$(grep -c \"$2\" \"$1\")\" -ge $3 ]"; }
# (capped_2n passes the examples and fails the hack test made for it.)
cp solutions/913/wrong_answer/capped_2n.cpp "$dir/w.cpp"
"$judge" watch "$dir/w.cpp" --problem 913 --tests testcases/913/examples --tests testcases/913/hack/cap2-n8.in --runs 3 >"$dir/watch" 2>"$dir/watch.err" &
pid=$!
until_line "$dir/watch" "^watching .*w.cpp: save it" 1
check "watch: judges at once, examples first" 'grep -q "^first the examples; the rest only if they pass$" "$dir/watch" && grep -q "=== [0-9:]*  judging .*w.cpp ===" "$dir/watch"'
cat solutions/913/accepted/retrograde.cpp >"$dir/w.cpp"   # a save in place
until_line "$dir/watch" "^watching .*w.cpp: save it" 2
check "watch: the second judging takes the examples and what failed first" \
    'grep -q "^first the examples and the 1 test that failed the last time; the rest only if they pass$" "$dir/watch"'
check "watch: says what changed since the last judging" 'grep -q "^since the last run: [0-9]* now pass\(es\)\? (" "$dir/watch"'
cat "$dir/w.cpp" >"$dir/w.tmp" && mv "$dir/w.tmp" "$dir/w.cpp"   # renamed into place, the same text
until_line "$dir/watch" "saved without a change: not judged again" 1
check "watch: a save that changes nothing is not judged again" 'grep -q "w.cpp saved without a change: not judged again$" "$dir/watch"'
echo "// a comment" >>"$dir/w.cpp"
wait "$pid"
status=$?
check "watch --runs 3: ends after the third judging with its verdict's status" '[ "$status" = 0 ]'
check "watch: the third judging changed nothing" 'grep -q "^since the last run: no verdict changed (" "$dir/watch"'
"$judge" history 913 --json - >"$dir/history.json" 2>/dev/null
check "watch: nothing recorded in the history" '[ "$(jq '"'"'[.[] | select(.file | endswith("w.cpp"))] | length'"'"' "$dir/history.json")" = 0 ] && [ "$(jq length "$dir/history.json")" -gt 0 ]'

# Ctrl-C while it waits for a save: ends at once, status 130.
"$judge" watch "$dir/w.cpp" --problem 913 --tests testcases/913/examples >"$dir/watch2" 2>&1 &
pid=$!
until_line "$dir/watch2" "^watching" 1
kill -INT "$pid"
wait "$pid"
status=$?
check "watch: Ctrl-C while waiting ends it with 130" '[ "$status" = 130 ]'
"$judge" watch "$dir/nothere.cpp" --problem 913 >"$dir/out" 2>&1
status=$?
check "watch: a file that is not there is exit 2 with its name" '[ "$status" = 2 ] && grep -q "nothere.cpp" "$dir/out"'
finish
