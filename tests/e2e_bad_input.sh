#!/usr/bin/env bash
# Bad input is the judge's error: exit 2, one line on stderr saying what and
# where, nothing on stdout.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
ok=tests/fixtures/913_const_ref.cpp

expect_error() {  # expect_error WHAT PATTERN -- ARGS...
    local what=$1 pattern=$2; shift 3
    local out err status
    out=$("$judge" "$@" 2>"$dir/err"); status=$?
    err=$(cat "$dir/err")
    if [ "$status" != 2 ] || [ -n "$out" ] || [ "$(printf '%s\n' "$err" | wc -l)" != 1 ] || ! grep -qE -- "$pattern" <<<"$err"; then
        echo "FAIL: $what: exit $status, stderr: $err"
        fails=$((fails + 1))
    else
        echo "ok: $what: $err"
    fi
}

mkdir -p "$dir/noans" "$dir/empty_folder" "$dir/bad_in" "$dir/bad_ans" "$dir/empty_in" "$dir/binary_in" "$dir/range"
echo '[[1],[0]]' >"$dir/noans/1.in"
printf '[[2,5],[3],\n[0,4,5]],[1,4,5]]\n' >"$dir/bad_in/1.in"; echo 0 >"$dir/bad_in/1.ans"
echo '[[1,2],[0],[0]]' >"$dir/bad_ans/1.in"; printf '\n  two\n' >"$dir/bad_ans/1.ans"
printf '  \n\n' >"$dir/empty_in/1.in"; echo 0 >"$dir/empty_in/1.ans"
printf '[[1]\0]\n' >"$dir/binary_in/1.in"; echo 0 >"$dir/binary_in/1.ans"
printf '[[1,2],[0],[0]]\n' >"$dir/range/1.in"; echo 99999999999 >"$dir/range/1.ans"
: >"$dir/empty.cpp"
printf 'class Solution {\0};\n' >"$dir/binary.cpp"

expect_error "missing solution" "nope.cpp: solution file not found" -- submit "$dir/nope.cpp" --problem 913
expect_error "empty solution" "empty.cpp: solution file is empty" -- submit "$dir/empty.cpp" --problem 913
expect_error "binary solution" "binary.cpp:1:17: solution file is binary" -- submit "$dir/binary.cpp" --problem 913
expect_error "unknown problem" "unknown problem '42'" -- submit "$ok" --problem 42
expect_error "problem not named" "pass --problem" -- submit "$dir/empty.cpp"
# An .in without .ans takes its answer from the reference; a problem without one (a copy of 913's folder
# that names none) cannot judge it.
mkdir -p "$dir/root/problems"
for d in judge testcases solutions; do ln -s "$(pwd)/$d" "$dir/root/$d"; done
cp -r problems/913-cat-and-mouse "$dir/root/problems/"
sed -i '/^reference *=/d' "$dir/root/problems/913-cat-and-mouse/problem.toml"
JUDGE_ROOT=$dir/root expect_error "in without ans, no reference" "1.in: test input has no answer file .*, and problem 913 has no reference solution" -- submit "$ok" --problem 913 --tests "$dir/noans"
expect_error "folder without tests" "empty_folder: no tests" -- submit "$ok" --problem 913 --tests "$dir/empty_folder"
expect_error "missing test path" "nowhere: no such test" -- submit "$ok" --problem 913 --tests "$dir/nowhere"
expect_error "malformed in" "bad_in/1.in:2:9: expected end of input" -- submit "$ok" --problem 913 --tests "$dir/bad_in"
expect_error "malformed ans" "bad_ans/1.ans:2:3: expected an integer" -- submit "$ok" --problem 913 --tests "$dir/bad_ans"
expect_error "ans out of range" "range/1.ans:1:1: integer out of range for int" -- submit "$ok" --problem 913 --tests "$dir/range"
expect_error "empty in" "empty_in/1.in: test input is empty" -- submit "$ok" --problem 913 --tests "$dir/empty_in"
expect_error "binary in" "binary_in/1.in:1:5: test input is binary" -- submit "$ok" --problem 913 --tests "$dir/binary_in"
expect_error "unknown flag" "--bogus" -- submit "$ok" --bogus
expect_error "bad jobs" "jobs" -- submit "$ok" --jobs 0
expect_error "--jobs with no value, last" "^judge: error: --jobs needs a value: tests run at once .*\(see judge submit --help\)$" -- submit "$ok" --jobs
expect_error "--tests with no value, before another option" "^judge: error: --tests needs a value: a test folder" -- submit "$ok" --tests --jobs 1
expect_error "no command" "subcommand" --

# Inputs that parse but break a constraint of the statement: the problem's validator names it.
mkdir -p "$dir/c913" "$dir/c1728"
# One validator process checks the set: every invalid test is named (up to 5), the first first.
echo '[[2],[2],[0,1]]' >"$dir/c913/1.in"; echo 2 >"$dir/c913/1.ans"
echo '[[1],[0,2],[1],[]]' >"$dir/c913/2.in"; echo 1 >"$dir/c913/2.ans"
echo '[[1,1],[0],[0]]' >"$dir/c913/3.in"; echo 1 >"$dir/c913/3.ans"
printf '["M.C.F","...."]\n1\n1\n' >"$dir/c1728/1.in"; echo true >"$dir/c1728/1.ans"
expect_error "913 constraint, at its file, line and column" "c913/2.in:1:16: invalid test: 1 <= graph\[i\].length is broken: graph\[3\] is empty" -- submit "$ok" --problem 913 --tests "$dir/c913"
# An answer of the right type the problem cannot have: refused, not judged as a WA for every right solution.
mkdir -p "$dir/a913"
echo '[[1,3],[0],[3],[0,2]]' >"$dir/a913/1.in"; echo 0 >"$dir/a913/1.ans"
echo '[[2],[2],[0,1]]' >"$dir/a913/2.in"; printf '\n  5\n' >"$dir/a913/2.ans"
expect_error "913 impossible answer" "a913/2.ans:2:3: impossible answer: the answer is 0 \(a draw\), 1 \(the mouse wins\) or 2 \(the cat wins\), not 5" -- submit "$ok" --problem 913 --tests "$dir/a913"
expect_error "1728 constraint, at its file, line and column" "c1728/1.in:1:10: invalid test: every row must have the same length" -- submit solutions/1728/accepted/retrograde.cpp --tests "$dir/c1728"

# Report targets are checked before any judging.
expect_error "two reports on stdout" "--junit -: --json already goes to stdout" -- submit "$ok" --problem 913 --json - --junit -
cp "$ok" "$dir/mine.cpp"
expect_error "a report onto the solution" "--json $dir/mine.cpp: is .*mine.cpp, which this command reads" -- submit "$dir/mine.cpp" --problem 913 --json "$dir/mine.cpp"
check "and the solution is kept" 'cmp -s "$dir/mine.cpp" "$ok"'
expect_error "a report onto a test's answer" "--junit $dir/a913/1.ans: is .*1.ans, which this command reads" -- submit "$ok" --problem 913 --tests "$dir/a913/1.in" --junit "$dir/a913/1.ans"
expect_error "two reports into one file" "--junit $dir/r.xml: --json already writes there" -- submit "$ok" --problem 913 --json "$dir/r.xml" --junit "$dir/r.xml"
expect_error "an empty problem id" "--problem: takes a problem id, not an empty word" -- submit "$ok" --problem ""
expect_error "a negative seed" "--seed: takes whole seeds from 0 up, not '-1'" -- stress "$ok" --problem 913 --seed -1
expect_error "a misspelt option before the command" "unknown option '--versio'; did you mean '--version'\?" -- --versio
expect_error "a report into a missing folder" "--json $dir/nowhere/r.json: no such folder" -- submit "$ok" --problem 913 --json "$dir/nowhere/r.json"
expect_error "a report onto a folder" "--html $dir: is a folder" -- submit "$ok" --problem 913 --html "$dir"
finish
