#!/usr/bin/env bash
# submit's behaviours beyond the verdict fixtures: tests chosen by path and
# ordered naturally, CRLF input, a solution's own printing kept apart from its
# answer, JSON on stdout.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1

mkdir -p "$dir/set/examples" "$dir/set/b"
cp testcases/913/examples/1.* "$dir/set/examples/"
printf '[[1,3],[0],[3],[0,2]]\r\n' >"$dir/set/b/10.in"; printf '1\r\n' >"$dir/set/b/10.ans"
printf '[ [1, 3] , [0],[3],\n [0,2] ]\n' >"$dir/set/b/9.in"; echo ' 1 ' >"$dir/set/b/9.ans"
printf '[[1,3],[0],[3],[0,2]]\n' >"$dir/set/a.in"; echo 1 >"$dir/set/a.ans"

"$judge" submit tests/fixtures/913_prints_debug.cpp --problem 913 --tests "$dir/set" --json "$dir/r.json" >"$dir/out" 2>&1
status=$?
cat "$dir/out"
check "debug printing is not the answer: AC" '[ $status = 0 ]'
# Groups in natural order (examples first), small inputs first within a group
# (b/10 is 23 bytes, b/9 29: the smaller first, whatever the names).
check "tests in order examples, a, b/10, b/9" '[ "$(jq -r "[.tests[].name] | join(\" \")" "$dir/r.json")" = "examples/1 a b/10 b/9" ]'
check "the solution's own output is kept as stderr" 'grep -q "debug: n = 6" "$dir/r.json"'

"$judge" submit tests/fixtures/913_const_ref.cpp --problem 913 --tests "$dir/set/b/10.in" --json - >"$dir/stdout" 2>"$dir/stderr"
status=$?
check "one .in file, const& parameter: AC" '[ $status = 0 ]'
check "--json - puts only JSON on stdout" '[ "$(head -c1 "$dir/stdout")" = "{" ] && [ "$(tail -c2 "$dir/stdout")" = "}" ]'
check "a single test is named by its stem" '[ "$(jq -r ".tests[0].name" "$dir/stdout")" = 10 ]'
check "the human report goes to stderr then" 'grep -q "1/1 tests passed" "$dir/stderr"'

NO_COLOR=1 "$judge" submit solutions/913/wrong_answer/always_mouse.cpp >"$dir/plain" 2>&1
check "no escape codes under NO_COLOR or a pipe" '! grep -q $'"'"'\x1b'"'"' "$dir/plain"'
check "WA shows input, expected and got" 'grep -q "input:" "$dir/plain" && grep -q "expected: [02]" "$dir/plain" && grep -q "got:      1" "$dir/plain"'

"$judge" submit solutions/913/wrong_answer/always_mouse.cpp --fail-fast --json "$dir/ff.json" >"$dir/ff" 2>&1
check "--fail-fast stops at the first failure and says so" \
    'grep -q "stopped at the first failure" "$dir/ff" && [ "$(jq "[.tests[] | select(.verdict != \"AC\")] | length" "$dir/ff.json")" = 1 ] &&
     [ "$(jq -r ".tests[-1].verdict" "$dir/ff.json")" = WA ]'

"$judge" submit solutions/913/wrong_answer/capped_2n.cpp --junit "$dir/j.xml" >/dev/null 2>&1
check "--junit: a testcase per test, a failure with expected and got" '[ "$(grep -c "<testcase " "$dir/j.xml")" = "$(ls testcases/913/*/*.in | wc -l)" ] && grep -q "<failure message=\"WA: expected &apos;1&apos;, found &apos;0&apos;\" type=\"WA\">expected: 1" "$dir/j.xml" && tail -1 "$dir/j.xml" | grep -q "</testsuites>"'

"$judge" submit solutions/913/accepted/horizon.cpp --json "$dir/ref.json" >"$dir/ref" 2>&1
check "each test beside the reference's CPU time; the ratio (or the same within noise) and the rank" 'grep -q "ref CPU" "$dir/ref" && grep -Eq "x the CPU time of the reference|same CPU time as the reference within noise" "$dir/ref" && jq -e "(.tests[0].ref_cpu_ms | type) == \"number\" and (.time_ratio | type) == \"number\" and (.rank.time.better_than | type) == \"number\"" "$dir/ref.json" >/dev/null'
# The same name under two --tests folders: two tests, each named by its folder.
mkdir -p "$dir/dup/a" "$dir/dup/b"
cp testcases/913/hack/grow-n50.in "$dir/dup/a/x.in"; cp testcases/913/hack/grow-n50.ans "$dir/dup/a/x.ans"
cp testcases/913/examples/2.in "$dir/dup/b/x.in"; cp testcases/913/examples/2.ans "$dir/dup/b/x.ans"
"$judge" submit solutions/913/accepted/horizon.cpp --tests "$dir/dup/a" --tests "$dir/dup/b" --no-history --json "$dir/dup.json" >/dev/null 2>&1
check "one name under two --tests folders: each test named by its folder" \
    '[ "$(jq -r "[.tests[].name] | join(\" \")" "$dir/dup.json")" = "$dir/dup/a/x $dir/dup/b/x" ]'

# A C++ file saved as "UTF-8 with BOM" (Visual Studio, Notepad), CRLF lines and a Chinese comment: compiled as it is, with both compilers.
{ printf '\xef\xbb\xbf// \xe4\xb8\xad\xe6\x96\x87\r\n'; sed 's/$/\r/' solutions/913/accepted/horizon.cpp; } >"$dir/bom.cpp"
for c in clang gcc; do
    "$judge" submit "$dir/bom.cpp" --problem 913 --tests testcases/913/examples --compiler $c --no-history >"$dir/bom-$c" 2>&1
    check "a C++ file with a byte-order mark and CRLF lines ($c): AC, not a stray character" 'grep -q "^AC " "$dir/bom-$c"'
done
"$judge" export "$dir/bom.cpp" --problem 913 -o "$dir/bom-full.cpp" >/dev/null 2>&1
check "export of that file: one file a plain g++ compiles (no byte-order mark in its middle)" \
    'g++ -std=c++20 -fsyntax-only "$dir/bom-full.cpp" && ! grep -q $'"'"'\xef\xbb\xbf'"'"' "$dir/bom-full.cpp"'
# A test file with a byte-order mark: named as one, at its line and column.
{ printf '\xef\xbb\xbf'; cat testcases/913/examples/1.in; } >"$dir/bom.in"
"$judge" run solutions/913/accepted/horizon.cpp --problem 913 --input "$dir/bom.in" >"$dir/bom-in" 2>&1; rc=$?
check "a .in with a byte-order mark: exit 2, named at 1:1 as a byte-order mark" '[ $rc = 2 ] && grep -q "bom.in:1:1: .*a byte-order mark" "$dir/bom-in"'

finish
