#!/usr/bin/env bash
# Every name the judge prints is a stranger's text (judge/base/outside_text.hpp):
# a test, a folder of tests, a solution's file and a problem's title holding
# a new line followed by a forged verdict, a tab, a carriage return, an
# escape sequence, a right-to-left override and a byte that is not UTF-8.
# Through every command that prints one (submit with each report, run,
# verify, stress, history's list, --show and --diff, problems, new, export,
# export --input and debug --input, which write or print a test's name),
# no line of what a terminal shows begins with the forged text, none holds
# a control character but the new line, an override or a stray byte; JSON,
# JUnit and HTML stay valid, and the JSON keeps the name's exact bytes.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$(realpath "$1")
repo=$(pwd)

forged=$'AC 9 of 9 tests passed'
hostile=$'a\n'"$forged"$'\tb\rc\e[31md\xe2\x80\xaee\xff'
# A solution's file name cannot hold a line break (an #include cannot spell
# it: refused in one line); the rest it can.
sol_name=$'w\tb\e[31md\xe2\x80\xaee\xff'
root=$dir/root
mkdir -p "$root/problems" "$root/testcases/913" "$root/solutions/913/accepted" "$root/solutions/913/wrong_answer"
ln -s "$repo/judge" "$root/judge"
cp -r problems/913-cat-and-mouse "$root/problems/"
# A title with the same bytes, in TOML's escapes.
sed -i 's/^title = .*/title = "Cat\\nAC 9 of 9 tests passed\\t\\r\\u001b[31m\\u202e"/' "$root/problems/913-cat-and-mouse/problem.toml"
mkdir -p "$root/testcases/913/examples" "$root/testcases/913/$hostile"
cp testcases/913/examples/1.in testcases/913/examples/1.ans "$root/testcases/913/examples/"
cp testcases/913/examples/2.in "$root/testcases/913/$hostile/$hostile.in"
cp testcases/913/examples/2.ans "$root/testcases/913/$hostile/$hostile.ans"
cp solutions/913/accepted/retrograde.cpp "$root/solutions/913/accepted/"
cp solutions/913/wrong_answer/always_mouse.cpp "$root/solutions/913/wrong_answer/$sol_name.cpp"
wrong=$root/solutions/913/wrong_answer/$sol_name.cpp
export JUDGE_ROOT=$root XDG_DATA_HOME=$dir/data

# clean FILE: a terminal's text with no line starting with the forged text
# (after a prefix of spaces) and no control character but the new line.
clean() {
    ! grep -qaE "^ *AC 9 of 9" "$1" && ! LC_ALL=C grep -qaP '[\x00-\x09\x0b-\x1f\x7f]' "$1" &&
        ! grep -qaP '\xe2\x80\xae' "$1" && ! LC_ALL=C grep -qaP '[\x80-\xff]' <(iconv -f UTF-8 -t UTF-8 -c "$1" | cmp -s - "$1" || echo $'\x80')
}
run_clean() {  # run_clean WHAT -- COMMAND...: its stdout and stderr together must be clean
    local what=$1; shift 2
    "$@" >"$dir/out" 2>&1
    local status=$?
    check "$what: exit $status, no forged line, no control character ($(head -c 300 "$dir/out" | cat -v | tr '\n' '|'))" \
        '[ $status -le 1 ] && clean "$dir/out"'
}

run_clean "submit (terminal)" -- "$judge" submit "$wrong" --problem 913 --json "$dir/r.json" --junit "$dir/r.xml" --html "$dir/r.html"
check "the JSON is valid and keeps the test's exact name in name_base64" \
    '[ "$(jq -r "[.tests[] | select(.name_base64)] | .[0].name_base64" "$dir/r.json" | base64 -d)" = "$hostile/$hostile" ]'
if command -v xmllint >/dev/null; then
    check "the JUnit is valid XML" 'xmllint --noout "$dir/r.xml" 2>/dev/null'
    # libxml2's HTML 4 parser knows no SVG (the failing inputs' pictures): those tags aside, no error.
    html_errors() { xmllint --html --noout "$dir/r.html" 2>&1 | grep "parser error" | grep -v "Tag [a-z]* invalid"; }
    check "the HTML parses ($(html_errors | head -3))" '[ -z "$(html_errors)" ]'
fi
run_clean "submit --quiet" -- "$judge" submit "$wrong" --problem 913 --quiet --no-history
run_clean "submit --tests the hostile folder" -- "$judge" submit "$wrong" --problem 913 --tests "$root/testcases/913/$hostile" --no-history
run_clean "run --input the hostile folder" -- "$judge" run "$wrong" --problem 913 --input "$root/testcases/913/$hostile"
run_clean "verify" -- "$judge" verify 913
run_clean "stress" -- "$judge" stress "$wrong" --problem 913 --cases 30 --seed 1
run_clean "history" -- "$judge" history
first=$("$judge" history --json - | jq -r '.[0].id' 2>/dev/null)
run_clean "history --show" -- "$judge" history --show "${first:-1}"
"$judge" submit "$root/solutions/913/accepted/retrograde.cpp" --problem 913 >/dev/null 2>&1
run_clean "history --diff" -- "$judge" history --diff "${first:-1}" "$((${first:-1} + 1))"
run_clean "problems" -- "$judge" problems
run_clean "show" -- "$judge" show 913
(cd "$dir" && "$judge" new 913 >/dev/null 2>&1); mv "$dir"/913-*.cpp "$dir/new.cpp"
check "new: the title stays in its comment (the file's lines all comments or code, none forged)" \
    'clean "$dir/new.cpp" && ! grep -qa "^AC" "$dir/new.cpp"'
"$judge" export "$wrong" --problem 913 -o "$dir/export.cpp" >/dev/null 2>&1
check "export: the title and file name stay in their comment" 'clean "$dir/export.cpp" && g++ -std=c++20 -fsyntax-only "$dir/export.cpp"'
"$judge" export "$wrong" --problem 913 --input "$root/testcases/913/$hostile/$hostile.in" -o "$dir/export2.cpp" \
    >"$dir/out" 2>&1
check "export --input a test of that name: the name stays in its comment line, no code of its own ($(head -c 200 "$dir/out" | cat -v))" \
    'clean "$dir/out" && clean "$dir/export2.cpp" && g++ -std=c++20 -fsyntax-only "$dir/export2.cpp" &&
     grep -q "^// The case: .*a^JAC 9 of 9" "$dir/export2.cpp"'
# An imported problem's title: the import's line, problems and show.
jq --arg t "Two$hostile" '.data.question.title = $t | .data.question.questionFrontendId = "9911" | .data.question.titleSlug = "hostile-sum"' \
    "$repo/tests/fixtures/leetcode/two-sum.json" >"$dir/hostile.json"
run_clean "import of a problem with that title" -- "$judge" import "$dir/hostile.json"
run_clean "problems with the imported title" -- "$judge" problems
run_clean "show of the imported problem" -- "$judge" show hostile-sum
# watch: its first judging, then Ctrl-C.
timeout -s INT 60 "$judge" watch "$wrong" --problem 913 >"$dir/watch.out" 2>&1 &
watcher=$!
wait_for 'grep -q "tests passed" "$dir/watch.out"'
kill -INT $watcher 2>/dev/null; wait $watcher 2>/dev/null
check "watch: no forged line, no control character ($(head -c 200 "$dir/watch.out" | cat -v | tr '\n' '|'))" 'clean "$dir/watch.out"'

if command -v gdb >/dev/null; then
    run_clean "debug --input a test of that name" -- "$judge" debug "$wrong" --problem 913 \
        --input "$root/testcases/913/$hostile/$hostile.in"
fi
finish
