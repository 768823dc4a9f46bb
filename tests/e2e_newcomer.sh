#!/usr/bin/env bash
# A newcomer's first hour (issue 27): what the judge is doing while one
# waits; the failure that teaches first; one's own tests read alike by every
# command and kept apart from the problem's in the history; the habits of
# other judges (problems with one's standing, history --diff, show --hints).
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
export XDG_DATA_HOME=$dir/data
here=$(pwd)

# 1. The build's progress: make's marks read into one line (a plain line a quarter in a pipe).
source bin/setup.sh
printf '[  5%%] Building CXX object a.o\nwarning: x\n[ 30%%] Building CXX object b.o\n[100%%] Linking CXX executable judge\n' |
    judge_progress "$dir/build.log" 2>"$dir/progress"
check "build progress in a pipe: a plain line a quarter, with the files compiled and the time" \
    'grep -q "^judge: building 5%, 1 files compiled, [0-9]* s$" "$dir/progress" && grep -q "^judge: building 100%, 2 files compiled" "$dir/progress" && [ "$(wc -l <"$dir/progress")" = 3 ]'
check "and the whole output kept for a failure's log" '[ "$(wc -l <"$dir/build.log")" = 4 ] && grep -q "^warning: x$" "$dir/build.log"'
script -qec "printf '[ 50%%] Building CXX object a.o\n' | bash -c 'source bin/setup.sh; judge_progress $dir/tty.log'" /dev/null >"$dir/tty" 2>&1
check "build progress on a terminal: one line redrawn, then cleared" 'grep -q $'"'"'\r\x1b\[Kjudge: building 50%, 1 files compiled'"'"' "$dir/tty"'

# 1. The judge's steps: plain lines on a stderr that is no terminal, one redrawn line on a terminal, nothing with --quiet.
ex=testcases/913/examples
"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --no-history >"$dir/out" 2>"$dir/err"
check "submit in a pipe: its steps as plain lines on stderr" 'grep -q "^judge: compiling solutions/913/accepted/retrograde.cpp$" "$dir/err" && ! grep -q $'"'"'\r'"'"' "$dir/err"'
"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --no-history --quiet >"$dir/out" 2>"$dir/err"
check "--quiet: nothing on stderr" '[ ! -s "$dir/err" ]'
script -qec "$judge submit solutions/913/accepted/retrograde.cpp --tests $ex --no-history" /dev/null >"$dir/tty" 2>&1
check "on a terminal: the step on one line, redrawn and cleared" 'grep -q $'"'"'\r\x1b\[Kcompiling solutions/913/accepted/retrograde.cpp'"'"' "$dir/tty" && ! grep -q "^judge: compiling" "$dir/tty"'
if [ "$(id -u)" = 0 ]; then  # the sanitized re-run needs a memory cgroup
    "$judge" submit solutions/913/run_time_error/heap_overflow.cpp --tests $ex --no-history >"$dir/out" 2>"$dir/err"
    check "a crash: the sanitized re-run said while it is built" 'grep -q "^judge: building the sanitized re-run" "$dir/err"'
fi

# 2. The smallest failing test leads; the table lists small tests first within a group.
mkdir -p "$dir/lead"
cp testcases/913/large/sparse-2.in "$dir/lead/a-big.in"              # answer 0: always_mouse fails it
cp testcases/913/handmade/three-separate-edges.in "$dir/lead/z-small.in"  # answer 0, 26 bytes
"$judge" submit solutions/913/wrong_answer/always_mouse.cpp --problem 913 --tests "$dir/lead" --no-history --json "$dir/lead.json" >"$dir/out" 2>&1
check "the smallest failing test leads the report, not the alphabetically first" \
    'grep -q "^smallest failing test (of 2): z-small (WA" "$dir/out" && [ "$(jq -r .lead "$dir/lead.json")" = z-small ]'
check "the table lists the small test first" '[ "$(jq -r "[.tests[].name] | join(\" \")" "$dir/lead.json")" = "z-small a-big" ]'
check "nothing passed: no CPU comparison, no rank" '! grep -q "the CPU time of the reference\|same CPU time\|faster than" "$dir/out" && jq -e ".time_ratio == null and .rank == null" "$dir/lead.json" >/dev/null'
"$judge" submit tests/fixtures/913_global_cache.cpp --problem 913 --mode leetcode --no-history --json "$dir/state.json" >"$dir/out" 2>&1
check "--mode leetcode: a failure that passes alone says the solution keeps state" \
    '[ "$(verdict "$dir/state.json")" = WA ] && grep -q "passes when run alone: your solution keeps state between calls (a global or static not reset)" "$dir/out" && jq -e .passes_alone "$dir/state.json" >/dev/null && ! grep -q "^  why:" "$dir/out"'

# 3. One's own tests, alike in every command.
mkdir -p "$dir/own"
echo '[[2],[2],[0,1]]' >"$dir/own/t.in"; echo 1 >"$dir/own/t.ans"   # a wrong .ans: the cat wins (2)
"$judge" run solutions/913/accepted/retrograde.cpp --input "$dir/own/t.in" >"$dir/out" 2>&1
check "run: the user's .ans is the expected answer, and a disagreeing reference is named" \
    'grep -q "^  expected: 1   (from your .ans)" "$dir/out" && grep -q "your .ans disagrees with the reference solution, which gives 2" "$dir/out"'
"$judge" run solutions/913/accepted/retrograde.cpp --input hack/cap4-n14 >"$dir/out" 2>&1
check "run on a test of the problem's, by name: its answer is the problem's, named so" \
    'grep -q "^  expected: 1   (from hack/cap4-n14.ans)" "$dir/out"'
printf '[[1,3],[0],[3],[0,2]]\n[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n' >"$dir/box.txt"
"$judge" submit solutions/913/accepted/retrograde.cpp --tests "$dir/box.txt" --no-history --json "$dir/box.json" >"$dir/out" 2>&1; status=$?
check "submit --tests box.txt: LeetCode's test box, a test a case" '[ $status = 0 ] && [ "$(jq -r "[.tests[].name] | join(\" \")" "$dir/box.json")" = "box#1 box#2" ]'
printf '1\n0\n' >"$dir/box.ans"
"$judge" submit solutions/913/accepted/retrograde.cpp --tests "$dir/box.txt" --no-history --json "$dir/box.json" >"$dir/out" 2>&1; status=$?
check "and its .ans, an answer a case" '[ $status = 0 ] && jq -e "[.tests[].expected_from] == [\"ans\", \"ans\"]" "$dir/box.json" >/dev/null'
"$judge" submit solutions/913/wrong_answer/capped_2n.cpp --tests hack/cap2-n8 --no-history --json "$dir/name.json" >"$dir/out" 2>&1
check "--tests takes a test's name as the report prints it" '[ "$(jq -r ".tests[0].name" "$dir/name.json")" = hack/cap2-n8 ] && [ "$(verdict "$dir/name.json")" = WA ]'
"$judge" explain 913 hack/cap2-n8 >"$dir/e1" 2>&1; s1=$?
"$judge" explain testcases/913/hack/cap2-n8.in >"$dir/e2" 2>&1; s2=$?
check "explain takes a test's name, or a test file alone (its problem from its path)" '[ $s1 = 0 ] && [ $s2 = 0 ] && [ -s "$dir/e1" ] && cmp -s "$dir/e1" "$dir/e2"'
mkdir -p "$dir/bad"
for n in 1 2 3; do echo '[[1],[0],[1]]' >"$dir/bad/$n.in"; done
"$judge" submit solutions/913/accepted/retrograde.cpp --tests "$dir/bad" --no-history 2>"$dir/err" >/dev/null; status=$?
check "three bad files: all three named, on one line" '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -q "3 invalid tests: .*bad/1.in:1:[0-9]*: invalid test: .*bad/2.in:1:[0-9]*: invalid test: .*bad/3.in:1:[0-9]*: invalid test: " "$dir/err"'
"$judge" submit solutions/913/wrong_answer/always_mouse.cpp --problem 913 --tests "$dir/own/t.in" >/dev/null 2>&1
"$judge" submit solutions/913/wrong_answer/always_mouse.cpp --fail-fast >/dev/null 2>&1
"$judge" history >"$dir/h"
check "history: a run on one's own tests is marked so" 'grep -q "1/1  solutions/913/wrong_answer/always_mouse.cpp (custom tests)$\|0/1  solutions/913/wrong_answer/always_mouse.cpp (custom tests)$" "$dir/h"'

# 5. Other judges' habits.
"$judge" problems >"$dir/p"
check "problems: your best verdict and attempts from the history" 'grep -q "^913 .* best WA [0-9]*/[0-9]*, 2 attempts$" "$dir/p" && grep -q "^1728 .* -$" "$dir/p"'
"$judge" history --diff 1 2 >"$dir/d"; status=$?
check "history --diff A B: both verdicts and the sources side by side" '[ $status = 0 ] && [ "$(grep -c "^#[12] " "$dir/d")" = 2 ] && grep -q "class Solution" "$dir/d"'
"$judge" submit solutions/1728/wrong_answer/race_strictly_closer.cpp --fail-fast >/dev/null 2>&1
"$judge" history --diff 1 3 >"$dir/d"; status=$?
check "history --diff of two problems' submissions: says their tests are not compared, shows the sources" \
    '[ $status = 0 ] && grep -q "^#3 .* problem 1728 " "$dir/d" && grep -q "different problems: their tests are not compared" "$dir/d" && ! grep -q "tests whose verdict changed" "$dir/d" && grep -q "class Solution" "$dir/d"'
"$judge" show 913 >"$dir/s"
"$judge" show 913 --hints >"$dir/sh"
check "show keeps the hints about wrong approaches behind --hints" \
    '! grep -q "fixed number" "$dir/s" && grep -q "judge show 913 --hints" "$dir/s" && grep -q "fixed number" "$dir/sh"'

# 6. Debts.
mkdir -p "$dir/solutions/1728/x"; cp solutions/913/accepted/retrograde.cpp "$dir/solutions/1728/x/913-a.cpp"
"$judge" submit "$dir/solutions/1728/x/913-a.cpp" 2>"$dir/err" >/dev/null; status=$?
check "a path naming two problems is an error asking for --problem" '[ $status = 2 ] && grep -q "its folder names problem 1728 and its name problem 913; pass --problem ID" "$dir/err"'
mkdir -p "$dir/newd"
"$judge" new 1728 "$dir/newd/" 2>"$dir/err" >/dev/null
check "new onto a folder given as d/: the file it could write has one slash" 'grep -q "(.*/newd/1728-cat-and-mouse-ii.cpp)" "$dir/err" && ! grep -q "//" "$dir/err"'
"$judge" new 913 - >"$dir/t.cpp"
check "the template names the judge by a path that exists from anywhere" '[ -x "$(sed -n "2s|^//   \([^ ]*\) submit.*|\1|p" "$dir/t.cpp")" ]'
check "the stray int4.out is gone" '[ ! -e "$here/int4.out" ]'
# stress shows the why: line as submit and run do.
(cd "$dir" && "$judge" stress "$here/solutions/913/wrong_answer/always_mouse.cpp" --problem 913 --cases 50 --seed 1 --json "$dir/stress.json" >"$dir/stress.out" 2>/dev/null)
check "stress: a wrong answer found is explained in a why: line, in the report and the JSON" \
    'grep -q "^why:      ." "$dir/stress.out" && [ -n "$(jq -r .why "$dir/stress.json")" ]'
# No home folder to keep a compile cache in (HOME not writable, no XDG_CACHE_HOME): judged all the same, and told how to have one.
env -u XDG_CACHE_HOME HOME=/proc/1 "$judge" run solutions/913/accepted/retrograde.cpp --problem 913 --input testcases/913/examples/2.in >"$dir/out" 2>"$dir/err"
status=$?
check "HOME not writable: the run goes on (exit $status), and one line names XDG_CACHE_HOME" \
    '[ $status = 0 ] && [ "$(grep -c "^judge: no compile cache (.*): every compile starts from nothing; set XDG_CACHE_HOME to a folder of yours$" "$dir/err")" = 1 ]'
finish
