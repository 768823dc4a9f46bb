#!/usr/bin/env bash
# Every text sink is safe for every byte: a wrong answer that prints
# noncharacters, C1 and ESC sequences, a bidirectional override, NUL and
# bytes that are not UTF-8 (tests/hostile/wrong_answer/noncharacters.cpp,
# escape_sequences.cpp) is judged with every report, and each is read back by
# a real parser: xmllint for JUnit and HTML, jq for JSON; the terminal
# output (submit, run, stress, history) holds no control character but the
# new line.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$(readlink -f "$1")
root=$(pwd)
export XDG_DATA_HOME=$dir/data
# No control character but the new line, no DEL, no C1 control, no RLO.
raw_controls() { LC_ALL=C grep -c $'[\x01-\x09\x0b-\x1f\x7f]\|\xc2[\x80-\x9f]\|\xe2\x80\xae' "$1"; }

for fixture in tests/hostile/wrong_answer/noncharacters.cpp tests/hostile/wrong_answer/escape_sequences.cpp; do
    name=$(basename "$fixture")
    "$judge" submit "$fixture" --problem 913 --tests testcases/913/examples --json "$dir/r.json" \
        --junit "$dir/r.xml" --html "$dir/r.html" >"$dir/out" 2>&1
    status=$?
    check "$name: WA, the judge's exit 1 (got $status)" '[ $status = 1 ] && [ "$(verdict "$dir/r.json")" = WA ]'
    check "$name: the terminal report shows no control character ($(raw_controls "$dir/out") lines)" \
        '[ "$(raw_controls "$dir/out")" = 0 ] && grep -q "got:" "$dir/out"'
    check "$name: the JUnit report is well-formed XML (xmllint)" 'xmllint --noout "$dir/r.xml" 2>"$dir/xmllint"'
    # libxml2's HTML parser knows HTML 4: the inline SVG pictures' tags are
    # unknown to it, and only those may be named.
    check "$name: the HTML report parses without an error (xmllint --html; $(grep -c "error" "$dir/xmllint" 2>/dev/null) errors)" \
        'xmllint --html --noout "$dir/r.html" 2>"$dir/xmllint" && grep -q "<pre>" "$dir/r.html" &&
         ! grep "error" "$dir/xmllint" | grep -Evq "HTML parser error : Tag (svg|line|circle|text|rect|g|path|title) invalid"'
    check "$name: the JSON report is JSON (jq) and holds the answer" 'jq -e ".tests[0].got | length > 0" "$dir/r.json" >/dev/null'
    case "$name" in noncharacters.cpp)
        check "$name: the noncharacters are shown as text in JUnit and HTML" \
            'grep -q "u{FFFE}" "$dir/r.xml" && grep -q "u{FFFF}" "$dir/r.html"' ;;
    esac
    "$judge" run "$fixture" --problem 913 --input testcases/913/examples/1.in >"$dir/run" 2>&1
    check "$name: judge run shows no control character" '[ "$(raw_controls "$dir/run")" = 0 ] && [ -s "$dir/run" ]'
done

# stress: the reason beside got: ("expected '0', found '...'") was printed raw.
(cd "$dir" && timeout 600 "$judge" stress "$root/tests/hostile/wrong_answer/escape_sequences.cpp" --problem 913 \
    --seed 1 --cases 200 --json s.json >stress.out 2>&1)
status=$?
check "stress finds the wrong answer (exit 1, got $status) and prints its reason" \
    '[ $status = 1 ] && grep -q "found" "$dir/stress.out"'
check "stress shows no control character, the escapes made visible ($(raw_controls "$dir/stress.out") lines)" \
    '[ "$(raw_controls "$dir/stress.out")" = 0 ] && grep -q "\^\[\[2J" "$dir/stress.out"'
check "stress's JSON is JSON" 'jq -e ".found" "$dir/s.json" >/dev/null'

"$judge" history >"$dir/history" 2>&1
check "history lists them with no control character" '[ "$(raw_controls "$dir/history")" = 0 ] && [ -s "$dir/history" ]'
last=$(jq -r '.[0].id // empty' <("$judge" history --json - 2>/dev/null))
if [ -n "$last" ]; then
    "$judge" history --show "$last" --json "$dir/h.json" >"$dir/show" 2>&1
    check "history --show: no control character, its JSON is JSON" \
        '[ "$(raw_controls "$dir/show")" = 0 ] && jq -e . "$dir/h.json" >/dev/null'
fi
# A submission's bytes never start a line of the report's own: an answer
# written as an accepted summary, and a compile error hundreds of KB long,
# each quoted on one line (the CE's headline cut at 300 bytes).
"$judge" submit tests/hostile/wrong_answer/forged_report_lines.cpp --problem 913 --tests testcases/913/examples \
    --no-history >"$dir/out" 2>&1; status=$?
check "forged report lines: WA; no line of the report starts with the forged AC" \
    '[ $status = 1 ] && [ "$(tail -1 "$dir/out" | cut -c1-2)" = WA ] && ! grep -q "^AC" "$dir/out" &&
     grep -q "^smallest failing test (of 2): " "$dir/out" && grep -q "^            AC  69/69 tests passed" "$dir/out"'
"$judge" stress tests/hostile/wrong_answer/forged_report_lines.cpp --problem 913 --cases 3 >"$dir/out" 2>&1; status=$?
check "... and in stress's got: (its lines under the label)" \
    '[ $status = 1 ] && ! grep -q "^AC" "$dir/out" && grep -q "^          AC  69/69 tests passed" "$dir/out"'
# A compile log whose #line names a file "AC ...": every line of the log indented.
printf '#line 1 "AC  69/69 tests passed, CPU 1.0 ms in all, peak 3.0 MiB"\nclass Solution { public: int catMouseGame(vector<vector<int>>& g) { return x; } };\n' >"$dir/913-line.cpp"
"$judge" submit "$dir/913-line.cpp" --tests testcases/913/examples --no-history >"$dir/out" 2>&1; status=$?
check "a CE whose #line names a verdict line: the log indented, no line of its starts with AC" \
    '[ $status = 1 ] && ! grep -q "^AC" "$dir/out" && grep -q "^  AC  69/69 tests passed" "$dir/out"'
{
    echo 'template<class T, int N> struct Bomb { using type = typename Bomb<std::pair<T, T>, N - 1>::type; };'
    echo 'template<class T> struct Bomb<T, 0> { using type = T; };'
    echo 'static_assert(sizeof(Bomb<int, 22>::type) == 1, "boom");'
    echo 'class Solution { public: int catMouseGame(vector<vector<int>>& g) { return 0; } };'
} >"$dir/913-bomb.cpp"
"$judge" submit "$dir/913-bomb.cpp" --tests testcases/913/examples --no-history --quiet >"$dir/out" 2>&1; status=$?
check "a CE whose first error is a huge type: --quiet prints one line of at most 400 bytes ($(wc -c <"$dir/out") bytes)" \
    '[ $status = 1 ] && [ "$(wc -l <"$dir/out")" = 1 ] && [ "$(wc -c <"$dir/out")" -le 400 ] && grep -q "^CE  compile error: .*more bytes)$" "$dir/out"'

# Where the report cannot go: a full disk is the judge's failure (exit 2,
# said); a reader that went away is no one's (the verdict's status stands).
"$judge" submit solutions/913/accepted/retrograde.cpp --tests testcases/913/examples --no-history >/dev/full 2>"$dir/err"; status=$?
check "a report into a full disk: exit 2, said ($status)" '[ $status = 2 ] && grep -q "^judge: error: cannot write to standard output" "$dir/err"'
"$judge" submit solutions/913/accepted/retrograde.cpp --tests testcases/913/examples --no-history 2>"$dir/err" | head -c 1 >/dev/null
status=${PIPESTATUS[0]}
check "a report into a pipe closed early: the verdict's status, nothing said ($status)" '[ $status = 0 ] && ! grep -q "error" "$dir/err"'
finish
