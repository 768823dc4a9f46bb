#!/usr/bin/env bash
# The report tells the truth: CPU times in microseconds where they matter, a
# ratio only outside the noise, the history keeping what the report shows,
# ranks of like with like, hints that are true, one layout for every report.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
export XDG_DATA_HOME=$dir/data
ex=testcases/913/examples

# 1. Per-test CPU keeps its microseconds; the JSON has cpu_us beside cpu_ms.
"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --json "$dir/a1.json" >"$dir/a1" 2>&1
check "rows show CPU to the microsecond (a fast test does not read 0)" 'grep -Eq "^  examples/1 +AC +[0-9]+\.[0-9]{3} ms" "$dir/a1"'
check "cpu_us per test and in all; cpu_ms kept" '[ "$(jq "[.tests[].cpu_us] | add" "$dir/a1.json")" = "$(jq .cpu_us "$dir/a1.json")" ] && jq -e ".tests[0].cpu_ms == (.tests[0].cpu_us / 1000 | floor)" "$dir/a1.json" >/dev/null'
"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --no-history --quiet --html "$dir/a.html" >/dev/null 2>&1
check "the HTML report too: microseconds, and no bare ratio inside the noise" \
    'grep -Eq "<td>[0-9]+\.[0-9]{3} ms</td>" "$dir/a.html" && grep -Eq "same CPU time as the reference within noise|x the CPU time of the reference .*noise here" "$dir/a.html"'
check "the reference against itself: the same within noise, or a ratio with the noise named" \
    'grep -Eq "same CPU time as the reference within noise|x the CPU time of the reference .*noise here" "$dir/a1"'
# A cached reference figure is timed as a submission is (each pass from new
# sandbox helpers); on two tests a run's jitter is noise, not "1.6x". The
# machine's load between the reference's timing and this run moves a time
# of a few process starts (bench/ measures the noise): here, the reference
# against itself is "same", or a ratio near 1, never "3x".
near=0
for _ in 1 2 3; do
    "$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --no-history --json - 2>/dev/null |
        jq -e '.time_vs_reference == "same" or (.time_ratio != null and .time_ratio < 2 and .time_ratio > 0.5)' \
            >/dev/null && near=$((near + 1))
done
check "the reference against itself on 2 tests: the same within noise, or within 2x, each of 3 runs" '[ $near = 3 ]'
# A copy of it that spins 100 million rounds more a call (tens of ms on any machine, far past
# what a process start costs anywhere): slower, and said so with its ratio.
sed '/int catMouseGame/a { volatile unsigned spin = 0; for (unsigned i = 0; i < 100000000; ++i) spin = spin + i; }' \
    solutions/913/accepted/retrograde.cpp >"$dir/913-slow.cpp"
"$judge" submit "$dir/913-slow.cpp" --tests $ex --no-history --json "$dir/slow.json" >"$dir/slow" 2>&1
check "a solution far slower on the same 2 tests is slower, with its ratio" \
    'jq -e ".time_vs_reference == \"slower\" and .time_ratio >= 1.5" "$dir/slow.json" >/dev/null && grep -q "x the CPU time of the reference" "$dir/slow"'

# 2. The history keeps what the report showed; a resubmission ties its earlier runs.
shipped=$(ls solutions/913/accepted/*.cpp | wc -l)  # the accepted solutions ranked against
shown=$(grep -o "CPU [0-9.]* ms in all" "$dir/a1")
"$judge" history --show 1 >"$dir/h1"
check "history --show says the report's CPU total ($shown)" 'grep -q "$shown" "$dir/h1"'
"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --json "$dir/a2.json" >/dev/null 2>&1
"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --json "$dir/a3.json" >/dev/null 2>&1
check "a shipped file submitted 3 times: ranked among the other shipped ones, each once, the pool the same each time" \
    '(for n in 1 2 3; do jq -e ".rank.time.of == $shipped - 1 and .rank.memory.of == $shipped - 1" "$dir/a$n.json" >/dev/null || exit 1; done)'
cp solutions/913/accepted/retrograde.cpp "$dir/913-copy.cpp"
check "a copy of a shipped solution is that solution, not one more" \
    '"$judge" submit "$dir/913-copy.cpp" --tests $ex --json - 2>/dev/null | jq -e ".rank.time.of == $shipped - 1" >/dev/null'
{ cat solutions/913/accepted/retrograde.cpp; echo "// mine"; } >"$dir/913-mine.cpp"
for n in 1 2 3; do "$judge" submit "$dir/913-mine.cpp" --tests $ex --json "$dir/mine$n.json" >/dev/null 2>&1; done
check "a source of the user's own, 3 times: every shipped one, never itself" \
    '(for n in 1 2 3; do jq -e ".rank.time.of == $shipped" "$dir/mine$n.json" >/dev/null || exit 1; done)'
check "... and counted once in another's rank, however often it came" \
    '"$judge" submit solutions/913/accepted/horizon.cpp --tests $ex --json - 2>/dev/null | jq -e ".rank.time.of == $shipped" >/dev/null'
check "a test set is ranked with itself: another set starts afresh" \
    '"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex/1.in --json - 2>/dev/null | jq -e ".rank.time.of == $shipped - 1" >/dev/null'
"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --mode leetcode --json "$dir/l.json" >"$dir/l" 2>&1
check "--mode leetcode: named in the header" 'grep -m1 "tests\{0,1\}, limits" "$dir/l" | grep -q -- "--mode leetcode"'
check "--mode leetcode: ranked among the shipped ones timed that way, not the isolated runs" \
    'jq -e ".mode == \"leetcode\" and .rank.time.of == $shipped - 1 and .time_vs_reference != null" "$dir/l.json" >/dev/null'

# 7. The untouched template: what is true, not "a search that stops earlier".
printf 'class Solution {\npublic:\n    int catMouseGame(vector<vector<int>>& graph) {\n        return {};\n    }\n};\n' >"$dir/913-template.cpp"
"$judge" submit "$dir/913-template.cpp" --no-history >"$dir/t" 2>&1
check "template: what is true of the smallest failing board, in 1 ply, no guess at a search that stops" \
    'grep -Eq "why: *the (mouse|cat) wins (by force )?in 1 ply" "$dir/t" && ! grep -q "stops" "$dir/t"'
# A user's own .ans that disagrees with the reference is flagged.
mkdir -p "$dir/mine"; cp $ex/2.in "$dir/mine/"; echo 0 >"$dir/mine/2.ans"
"$judge" submit solutions/913/accepted/retrograde.cpp --tests "$dir/mine" --no-history --json "$dir/m.json" >"$dir/m" 2>&1
check "a wrong .ans is named as such" 'grep -q "your .ans disagrees with the reference solution, which gives 1" "$dir/m" && jq -e ".tests[0].reference_answer == \"1\"" "$dir/m.json" >/dev/null'

# 4. Layout: multi-line fields under their first line; long names in line; one label.
printf 'class Solution {\npublic:\n    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {\n        return {};\n    }\n};\n' >"$dir/1728-template.cpp"
"$judge" submit "$dir/1728-template.cpp" --tests testcases/1728/examples --no-history >"$dir/w" 2>&1
check "a multi-line input continues under its first line" 'grep -A1 "^  input: " "$dir/w" | tail -1 | grep -Eq "^ {12}[^ ]"'
long=a-test-name-that-is-much-longer-than-28-characters
cp $ex/1.in "$dir/$long.in"; cp $ex/1.ans "$dir/$long.ans"
"$judge" submit solutions/913/accepted/retrograde.cpp --tests "$dir/$long.in" --tests $ex/2.in --no-history >"$dir/n" 2>&1
check "a long test name keeps the columns in line" \
    '[ "$(grep -b -o "verdict" "$dir/n" | head -1 | cut -d: -f1)" ] && awk "/^  test /{h=index(\$0,\"verdict\")} / AC /{if (index(\$0,\"AC\")!=h) bad=1} END{exit bad}" "$dir/n"'
"$judge" submit tests/fixtures/913_prints_debug.cpp --problem 913 --no-history --fail-fast >"$dir/p" 2>&1
"$judge" run tests/fixtures/913_prints_debug.cpp --problem 913 --input $ex/2.in >"$dir/r" 2>&1
check "what the code printed: one label in submit and run" 'grep -q "^  printed: *debug" "$dir/p" && grep -q "^  printed: *debug" "$dir/r"'
check "its second line under the first" 'grep -A1 "^  printed:" "$dir/r" | tail -1 | grep -Eq "^ {12}more debug"'
echo '["####F","#C...","M...."]' >"$dir/c.in"; printf '1\n2\n' >>"$dir/c.in"
"$judge" run solutions/1728/time_limit_exceeded/sleep_forever.cpp --input "$dir/c.in" >"$dir/tle" 2>&1
check "run: a TLE line names its CPU time once" '[ "$(grep "verdict:" "$dir/tle" | grep -o "CPU" | wc -l)" -le 1 ]'

# 5. The verdict line last; --quiet prints only it.
check "the verdict line is the last line, after the failure" 'tail -1 "$dir/w" | grep -q "^WA  " && grep -q "failing test" "$dir/w"'
"$judge" submit "$dir/1728-template.cpp" --tests testcases/1728/examples --no-history --quiet >"$dir/q" 2>&1; status=$?
check "--quiet: the verdict line only, the exit status kept" '[ $status = 1 ] && [ "$(wc -l <"$dir/q")" = 1 ] && grep -q "^WA  " "$dir/q"'
"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --no-history --quiet --color always >"$dir/c1" 2>&1
"$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --no-history --quiet --color never >"$dir/c2" 2>&1
check "--color always colours a pipe; never does not" 'grep -q $'"'"'\x1b\['"'"' "$dir/c1" && ! grep -q $'"'"'\x1b'"'"' "$dir/c2"'
# An answer of two lines (written past the driver): the why line holds the whole of it, on one line.
cat >"$dir/two_lines.cpp" <<'SOL'
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) { ::write(3, "2\n1", 3); return 1; }
};
SOL
"$judge" submit "$dir/two_lines.cpp" --problem 913 --tests $ex/1.in --no-history >"$dir/t2" 2>&1
check "a two-line answer: the why line names it whole and ends its sentence" \
    'grep -q "^  why: .*the answer given, 2\\\\n11, is not a result (0, 1 or 2)$" "$dir/t2"'
finish
