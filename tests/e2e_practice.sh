#!/usr/bin/env bash
# Practising offline: problems, show, new, run and stress, end to end.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
here=$(pwd)

"$judge" problems >"$dir/p"
check "problems lists both with limits" 'grep -q "^913 .*Cat and Mouse .*1000 ms" "$dir/p" && grep -q "^1728 .*Cat and Mouse II" "$dir/p"'
check "problems: the columns line up under the header, the longest title too" 'awk "NR == 1 { c = index(\$0, \" time \") + 4 } NR > 1 { if (index(\$0, \" ms \") + 2 != c) bad = 1 } END { exit bad || NR < 10 }" "$dir/p"'
"$judge" show 913 >"$dir/s"
check "show prints the statement, examples, constraints and limits" 'grep -q "Examples" "$dir/s" && grep -q "Constraints" "$dir/s" && grep -q "^Limits: 1000 ms" "$dir/s"'
check "show 42 is an error (exit 2)" '"$judge" show 42 2>/dev/null; [ $? = 2 ]'

(cd "$dir" && "$judge" new 1728 >/dev/null)
check "new writes ./<id>-<slug>.cpp" '[ -f "$dir/1728-cat-and-mouse-ii.cpp" ]'
(cd "$dir" && "$judge" new 1728 2>"$dir/err" >/dev/null); status=$?
check "new never overwrites without --force (exit 2)" '[ $status = 2 ] && grep -q "already exists" "$dir/err"'
mkdir "$dir/folder"
"$judge" new 913 "$dir/folder" --force 2>"$dir/err" >/dev/null; status=$?
check "new onto a folder: says so and names a file it could write, --force or not (exit 2)" '[ $status = 2 ] && grep -q "folder: is a folder; name the file to write (.*folder/913-cat-and-mouse.cpp)" "$dir/err"'
"$judge" submit "$dir/1728-cat-and-mouse-ii.cpp" --fail-fast >"$dir/out" 2>&1; status=$?
check "the template compiles and is judged (WA, not CE)" '[ $status = 1 ] && grep -q "^WA " "$dir/out"'

"$judge" run solutions/913/wrong_answer/capped_2n.cpp --input testcases/913/hack/cap2-n8.in --json "$dir/r.json" >"$dir/out"; status=$?
check "run shows output, expected and verdict (exit 1 on WA)" '[ $status = 1 ] && grep -q "output:   0" "$dir/out" && grep -q "expected: 1" "$dir/out" && grep -q "verdict:  WA" "$dir/out"'
check "run --json has output, expected, verdict, cpu_ms, memory_kib" 'for k in output expected verdict cpu_ms memory_kib; do grep -q "\"$k\"" "$dir/r.json" || exit 1; done'
echo '[[1,3],[0],[3],[0,2]]' | "$judge" run solutions/913/accepted/horizon.cpp --input - >"$dir/out"; status=$?
check "run --input - reads stdin; AC exits 0" '[ $status = 0 ] && grep -q "verdict:  AC" "$dir/out"'
echo '[[1],[0],[1]]' | "$judge" run solutions/913/accepted/horizon.cpp --input - 2>"$dir/err" >/dev/null; status=$?
check "run refuses an invalid input naming the constraint (exit 2)" '[ $status = 2 ] && grep -q "undirected" "$dir/err"'

"$judge" explain 913 --input testcases/913/hack/cap4-n14.in --json "$dir/e.json" >"$dir/out"
check "explain 913: the value and the line, plies + 1 positions, ending in the hole" '[ "$(jq -c "[.result, .plies, (.line | length), .line[-1][0]]" "$dir/e.json")" = "[1,57,58,0]" ]'
check "explain 913 in the terminal: one line per ply" 'grep -q "ply  57 .*the mouse is in the hole" "$dir/out"'
echo '[[1,3],[0],[3],[0,2]]' >"$dir/one-ply.in"
"$judge" explain 913 --input "$dir/one-ply.in" >"$dir/out"
check "explain 913: a game of one move is 1 ply, not '1 plies'" 'grep -q "^Result 1: the mouse wins in 1 ply (" "$dir/out"'
"$judge" explain 913 --input testcases/913/examples/1.in --json - 2>/dev/null >"$dir/d.json"
check "explain a draw: the cycle where the mouse stays safe" 'jq -e ".result == 0 and (.cycle_start | type) == \"number\"" "$dir/d.json" >/dev/null'
"$judge" explain 1728 --input testcases/1728/examples/1.in --json "$dir/e2.json" >"$dir/out"
check "explain 1728: positions as [[mr,mc],[cr,cc]] and the board drawn" 'jq -e ".result == true and (.line | any(. == [[2,0],[1,1]]))" "$dir/e2.json" >/dev/null && grep -q "#C..." "$dir/out"'
"$judge" submit solutions/913/wrong_answer/capped_4n.cpp --fail-fast >"$dir/out" 2>&1
check "a WA between a draw and a win says so with the depth, and what the answer said" 'grep -q "why: .*the mouse wins by force in 57 plies; the answer given, 0, is a draw\$" "$dir/out"'
"$judge" submit solutions/913/wrong_answer/minimax_mouse_table.cpp --fail-fast >"$dir/out" 2>&1
check "a minimax that takes a cycle for a draw: the hint guesses no cause" 'grep -q "why: .*wins by force in [0-9]* plies; the answer given, 0, is a draw\$" "$dir/out" && ! grep -q "search that stops" "$dir/out"'
"$judge" submit solutions/1728/wrong_answer/capped_72.cpp --fail-fast >"$dir/out" 2>&1
check "1728: the hint says the depth and what the answer said" 'grep -q "why: .*the mouse forces its way to the food in [0-9]* plies; the answer given, false, is no mouse win\$" "$dir/out"'

cd "$dir" || exit 1
"$judge" stress "$here/solutions/913/wrong_answer/capped_2n.cpp" --seed 1 --cases 2000 --json s.json >out; status=$?
check "stress finds the 2n cap wrong (exit 1) and saves the case" '[ $status = 1 ] && ls stress-913/*.in >/dev/null && ls stress-913/*.ans >/dev/null'
check "stress JSON: found, input, expected, got, cases, seconds" 'for k in found input expected got cases seconds; do grep -q "\"$k\"" s.json || exit 1; done'
"$judge" stress "$here/solutions/913/wrong_answer/capped_2n.cpp" --seed 1 --cases 2000 --json - >sj 2>sj.err; status=$?
check "stress --json -: stdout is the JSON alone, the human report on stderr" '[ $status = 1 ] && jq -e ".found and .saved != null" sj >/dev/null && grep -q "^saved as" sj.err'
"$judge" stress "$here/solutions/913/accepted/horizon.cpp" --seed 3 --cases 10 --json - >sn 2>/dev/null; status=$?
check "and when nothing is found too" '[ $status = 0 ] && jq -e ".found == false and .cases > 0" sn >/dev/null'
mkdir blocked && touch blocked/stress-913
(cd blocked && "$judge" stress "$here/solutions/913/wrong_answer/capped_2n.cpp" --seed 1 --cases 2000 >out 2>err); status=$?
check "a case that cannot be saved is still printed (exit 1), and one line says why" \
    '[ $status = 1 ] && grep -q "^expected: " blocked/out && [ "$(wc -l <blocked/err)" = 1 ] && grep -q "the case is not saved: stress-913: not a folder" blocked/err'
"$judge" submit "$here/solutions/913/wrong_answer/capped_2n.cpp" --problem 913 --tests stress-913 >/dev/null 2>&1; status=$?
check "the saved case rejects the solution" '[ $status = 1 ]'
"$judge" submit "$here/solutions/913/accepted/retrograde.cpp" --problem 913 --tests stress-913 >/dev/null 2>&1; status=$?
check "and the reference passes it" '[ $status = 0 ]'
"$judge" stress "$here/solutions/1728/wrong_answer/no_staying.cpp" --seed 1 --cases 2000 >out; status=$?
check "stress finds a 1728 solution that never stays in place wrong" '[ $status = 1 ] && grep -q "saved as stress-1728" out'
"$judge" stress "$here/solutions/913/accepted/horizon.cpp" --cases 3 >out; status=$?
check "stress of a right solution: nothing found, exit 0" '[ $status = 0 ] && grep -q "no difference" out'
cd "$here" || exit 1
# show in a pipe: the statement without Markdown marks; explain 1728: compact.
"$judge" show 913 >"$dir/show"
check "show in a pipe: no ** or backticks, no escape sequences" '! grep -q "\*\*\|\`" "$dir/show" && ! grep -q $'"'"'\x1b'"'"' "$dir/show"'
long=$(ls testcases/1728/hack/*.in | head -1)
"$judge" explain 1728 --input "$long" >"$dir/x"
"$judge" explain 1728 --input "$long" --boards >"$dir/xb"
check "explain 1728: a line a move, the end said, boards only with --boards" \
    'grep -q "^end, ply [0-9]*: " "$dir/x" && [ $(wc -l <"$dir/x") -lt $(wc -l <"$dir/xb") ] && grep -q "stays\|-> \[" "$dir/x"'
finish
