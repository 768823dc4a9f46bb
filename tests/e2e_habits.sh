#!/usr/bin/env bash
# Everyday habits of LeetCode users: the includes and macros a solution
# carries, a file that keeps its own main, reports sent to /dev/null, a FIFO
# or /dev/stdout, --no-history, own inputs without answers, LeetCode's
# test box with several cases.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
# A cache of its own: the prelude folder is where this test can look at it.
export XDG_CACHE_HOME=$dir/cache

# 1. Headers of real LeetCode solutions: each compiles and is accepted.
body=solutions/913/accepted/retrograde.cpp
headers=(
    '#include <bits/stdc++.h>\nusing namespace std;\n#define ll long long\n'
    '#include "bits/stdc++.h"\nusing namespace std;\ntypedef long long ll;\n'
    '#include <vector>\n#include <queue>\n#include <array>\n#include <algorithm>\nusing namespace std;\n#define pb push_back\n#define all(x) (x).begin(), (x).end()\n'
    '#pragma GCC optimize("O3")\n#include <iostream>\n#include <bits/stdc++.h>\nusing namespace std;\nconst int MOD = 1e9 + 7;\nstatic const auto speedup = [] { ios::sync_with_stdio(false); cin.tie(nullptr); return 0; }();\n'
    '#include <bits/stdc++.h>\n#include <bits/stdc++.h>\nusing namespace std;\nusing ll = long long;\nusing vi = vector<int>;\n#define FOR(i, a, b) for (int i = (a); i < (b); ++i)\n'
)
i=0
for h in "${headers[@]}"; do
    i=$((i + 1))
    { printf "$h"; cat "$body"; } >"$dir/913-h$i.cpp"
    "$judge" submit "$dir/913-h$i.cpp" --tests testcases/913/examples --no-history >"$dir/out" 2>&1; status=$?
    check "header set $i compiles and is accepted" '[ $status = 0 ] && grep -q "^AC " "$dir/out"'
done
# clang (the default): stdc++.h.pch, taken by -include-pch; the solution's
# own include of bits/stdc++.h then opens one header, not hundreds.
pre=$(dirname "$(ls "$dir"/cache/judge/prelude/*/stdc++.h.pch 2>/dev/null | head -1)")
check "clang's prelude folder holds the precompiled header" '[ -f "$pre/stdc++.h.pch" ]'
printf '#include <bits/stdc++.h>\nusing namespace std;\n#include "%s"\n' "$dir/913-h1.cpp" >"$dir/unit.cpp"
clang++-19 -std=c++23 -O2 -static -H -include-pch "$pre/stdc++.h.pch" -fsyntax-only "$dir/unit.cpp" 2>"$dir/h"; status=$?
clang++-19 -std=c++23 -O2 -static -H -fsyntax-only "$dir/unit.cpp" 2>"$dir/h0"
check "clang -H: the precompiled header is taken, the solution's include is cheap ($(wc -l <"$dir/h") headers opened, $(wc -l <"$dir/h0") without it)" \
    '[ $status = 0 ] && [ $(($(wc -l <"$dir/h") * 10)) -lt "$(wc -l <"$dir/h0")" ]'
# g++: bits/stdc++.h.gch found ahead of the header, and the header beside it.
"$judge" submit "$dir/913-h1.cpp" --tests testcases/913/examples --no-history --compiler gcc >"$dir/out" 2>&1
pre=$(dirname "$(dirname "$(ls "$dir"/cache/judge/prelude/*/bits/stdc++.h.gch 2>/dev/null | head -1)")")
check "g++'s prelude folder holds the .gch and the header beside it" '[ -f "$pre/bits/stdc++.h.gch" ] && [ -f "$pre/bits/stdc++.h" ]'
# The solution's unit as the driver spells it, with the problems' flags: the .gch is used ("!").
g++ -std=c++23 -O2 -H -Winvalid-pch -fsyntax-only -I"$pre" "$dir/unit.cpp" 2>"$dir/h"
check "g++ -H: the precompiled header is used, then the solution's include is cheap" 'grep -q "^! .*bits/stdc++.h.gch" "$dir/h" && ! grep -q "not used" "$dir/h"'
printf '#include <bits/stdc++.h>\nusing namespace std;\nclass Solution {\npublic:\n    int catMouseGame(vector<vector<int>>& graph) {\n        list<int> l{3, 1};\n        sort(l.begin(), l.end());\n        return 0;\n    }\n};\n' >"$dir/913-ce.cpp"
"$judge" submit "$dir/913-ce.cpp" --tests testcases/913/examples --no-history --json "$dir/ce.json" >"$dir/out" 2>&1; status=$?
check "an error deep in the library: CE (exit 1)" '[ $status = 1 ] && grep -q "^CE" "$dir/out"'
check "no message names the judge's cache folder" '! grep -q "$dir/cache" "$dir/out" "$dir/ce.json" && ! grep -q "/judge/prelude/" "$dir/out" "$dir/ce.json"'

# 2. A file that keeps its own main: one line naming the line of main.
printf '#include <vector>\nusing namespace std;\nclass Solution {\npublic:\n    int catMouseGame(vector<vector<int>>& graph) { return 1; }\n};\n\nint main() {\n    return 0;\n}\n' >"$dir/913-main.cpp"
"$judge" submit "$dir/913-main.cpp" --tests testcases/913/examples --no-history >"$dir/out" 2>&1; status=$?
check "own main: CE naming file:line and saying why" '[ $status = 1 ] && grep -q "^CE: .*913-main.cpp:8: the file defines main; LeetCode-style files hold only the class" "$dir/out"'
check "own main: the linker's temporary objects are not named" '! grep -q "/tmp/judge-" "$dir/out"'

# 3. Reports onto devices, FIFOs and /dev/stdout are written through, never replaced; an own symbolic link is followed.
ok=solutions/913/accepted/horizon.cpp
"$judge" submit "$ok" --tests testcases/913/examples --no-history --json /dev/null --junit /dev/null --html /dev/null >/dev/null 2>&1; status=$?
check "--json/--junit/--html /dev/null: exit 0, /dev/null still a character device" '[ $status = 0 ] && test -c /dev/null'
"$judge" new 913 /dev/null --force >/dev/null 2>&1; status=$?
check "new 913 /dev/null --force: /dev/null still a character device" '[ $status = 0 ] && test -c /dev/null'
mkfifo "$dir/fifo"
cat "$dir/fifo" >"$dir/fifo.out" &
reader=$!
"$judge" submit "$ok" --tests testcases/913/examples --no-history --json "$dir/fifo" >/dev/null 2>&1; status=$?
wait "$reader"
check "--json FIFO: cat reads the report, the FIFO stays a FIFO" '[ $status = 0 ] && [ "$(verdict "$dir/fifo.out")" = AC ] && test -p "$dir/fifo"'
"$judge" submit "$ok" --tests testcases/913/examples --no-history --json /dev/stdout 2>/dev/null >"$dir/stdout"
check "--json /dev/stdout: the report on stdout" '[ "$(verdict "$dir/stdout")" = AC ]'
echo old >"$dir/target.json"; ln -s target.json "$dir/link.json"
"$judge" submit "$ok" --tests testcases/913/examples --no-history --junit "$dir/link.json" >/dev/null 2>&1
check "--junit onto a symlink: the link kept, its target written" 'test -L "$dir/link.json" && grep -q "<testsuite" "$dir/target.json"'

# 4. --no-history: the history is neither read nor written, not even created.
mkdir "$dir/data"
XDG_DATA_HOME=$dir/data "$judge" submit "$ok" --tests testcases/913/examples --no-history >"$dir/out" 2>&1; status=$?
check "--no-history on an accepted submission (ranked): the data folder stays empty" '[ $status = 0 ] && [ -z "$(ls -A "$dir/data")" ]'

# 5. Own inputs without answers: the answer from the reference, and said so.
mkdir -p "$dir/mycases"
echo '[[1,3],[0],[3],[0,2]]' >"$dir/mycases/mine.in"
cp testcases/913/examples/1.in testcases/913/examples/1.ans "$dir/mycases/"
"$judge" submit solutions/913/wrong_answer/always_mouse.cpp --tests "$dir/mycases" --no-history --json "$dir/my.json" >"$dir/out" 2>"$dir/err"; status=$?
check "an .in without .ans is judged (WA on the other test: exit 1)" '[ $status = 1 ] && grep -q "^  mine  *AC" "$dir/out"'
check "the terminal says expected (reference), in words for one test" \
    'grep -q "^expected (reference): 1 test has no .ans; its answer comes from retrograde.cpp$" "$dir/out"'
check "JSON: expected_from reference for it, ans for the other" 'tr -d " \n" <"$dir/my.json" | grep -q "\"expected\":\"1\",\"expected_from\":\"reference\",[^}]*\"name\":\"mine\"" && tr -d " \n" <"$dir/my.json" | grep -q "\"expected_from\":\"ans\""'
rm "$dir/mycases/1.ans"
"$judge" submit solutions/913/wrong_answer/always_mouse.cpp --tests "$dir/mycases" --no-history >"$dir/out" 2>&1; status=$?
check "a failing test whose answer is the reference's: shown as expected (reference)" '[ $status = 1 ] && grep -q "^  expected (reference): 0" "$dir/out"'
check "... and for two tests" 'grep -q "^expected (reference): 2 tests have no .ans; their answers come from retrograde.cpp$" "$dir/out"'

# 5b. run --input: LeetCode's test box (several cases in one file) and a folder of .in files.
printf '[[1,3],[0],[3],[0,2]]\n[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n' >"$dir/box913.txt"
"$judge" run solutions/913/accepted/horizon.cpp --input "$dir/box913.txt" --json "$dir/r.json" >"$dir/out"; status=$?
check "run: two lines for 913 are two cases, each run and AC" '[ $status = 0 ] && [ "$(grep -c "verdict:  AC" "$dir/out")" = 2 ] && grep -q "expected: 0" "$dir/out" && grep -q "expected: 1" "$dir/out"'
cat testcases/1728/examples/1.in testcases/1728/examples/2.in testcases/1728/examples/3.in >"$dir/box1728.txt"
"$judge" run solutions/1728/wrong_answer/capped_72.cpp --input "$dir/box1728.txt" >"$dir/out" 2>&1
check "run: three lines a case for 1728 (grid, catJump, mouseJump): three cases" '[ "$(grep -c "verdict:  " "$dir/out")" = 3 ]'
head -4 "$dir/box1728.txt" >"$dir/short1728.txt"
"$judge" run solutions/1728/accepted/horizon.cpp --input "$dir/short1728.txt" >/dev/null 2>"$dir/err"; status=$?
check "run: a case short of arguments is exit 2 naming file:line:column" '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -q "short1728.txt:5:1: expected argument .catJump. (int) of case 2" "$dir/err"'
"$judge" run solutions/913/accepted/horizon.cpp --input "$dir/mycases" >"$dir/out"; status=$?
check "run --input FOLDER: every .in in it" '[ $status = 0 ] && grep -q "^1:" "$dir/out" && grep -q "^mine:" "$dir/out" && [ "$(grep -c "verdict:  AC" "$dir/out")" = 2 ]'

# Global objects that print while the program starts (a logger, the fast-I/O
# lambda that prints): their lines are the solution's, shown as printed; the
# answer stays the answer, in both modes and under both compilers.
printed=tests/fixtures/prints_before_main_1.cpp
for how in "" "--compiler gcc" "--mode leetcode"; do
    # shellcheck disable=SC2086
    "$judge" submit "$printed" --problem 1 --tests testcases/1/examples --no-history $how >"$dir/out" 2>&1; status=$?
    check "a global object prints before main: AC ($how)" '[ $status = 0 ] && grep -q "^AC " "$dir/out"'
done
"$judge" run "$printed" --problem 1 --input testcases/1/examples/1.in >"$dir/out" 2>&1; status=$?
check "... run shows its lines as printed, the answer as output" \
    '[ $status = 0 ] && grep -q "^  output:   \[0,1\]" "$dir/out" && grep -q "^  printed:  constructor 101" "$dir/out" &&
     grep -q "^            logger ready" "$dir/out" && grep -q "^            io ready" "$dir/out"'

test -c /dev/null || echo "FAIL: /dev/null is no longer a character device (restore: rm -f /dev/null; mknod -m 666 /dev/null c 1 3)"
finish
