#!/usr/bin/env bash
# verify finds what is wrong with a problem: a solution filed under the wrong
# verdict (exit 1, MISMATCH), an invalid test (exit 2, naming the file and the
# broken constraint), a malformed one (exit 2, file:line:column).
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
here=$(pwd)

# A copy of the project with problem 913 and three tests only.
mkdir -p "$dir/judge" "$dir/problems" "$dir/testcases/913/t" "$dir/solutions/913/accepted" "$dir/solutions/913/wrong_answer"
cp -r judge/runtime "$dir/judge/"
cp -r problems/913-cat-and-mouse "$dir/problems/"
cp testcases/913/examples/* "$dir/testcases/913/t/"
cp testcases/913/hack/cap2-n8.* "$dir/testcases/913/t/"
cp solutions/913/accepted/retrograde.cpp "$dir/solutions/913/accepted/"
cp solutions/913/accepted/horizon.cpp "$dir/solutions/913/wrong_answer/"  # filed wrongly: it is right
cp solutions/913/wrong_answer/capped_2n.cpp "$dir/solutions/913/wrong_answer/"

cd "$dir" || exit 1
JUDGE_ROOT=$dir "$judge" verify 913 >out 2>&1
status=$?
cat out
check "a right solution under wrong_answer/ fails verify (exit 1)" '[ $status = 1 ]'
check "it is named as a mismatch" 'grep -q "wrong_answer/horizon.cpp .*MISMATCH" out'
check "capped_2n is rejected by the hack test" 'grep -q "wrong_answer/capped_2n.cpp .*WA .*WA .*t/cap2-n8" out'

echo '[[1,2],[0,2],[0,2]]' >testcases/913/t/3.in; echo 0 >testcases/913/t/3.ans
JUDGE_ROOT=$dir "$judge" verify 913 >out 2>err
status=$?
check "an invalid test stops verify with exit 2" '[ $status = 2 ]'
check "naming the file, line, column and the constraint" 'grep -q "t/3.in:1:17: invalid test: graph\[i\]\[j\] != i is broken" err'

printf '[[1,2],\n[0,2],[0,1]' >testcases/913/t/3.in
JUDGE_ROOT=$dir "$judge" verify 913 >out 2>err
status=$?
check "a malformed test: exit 2 with file:line:column" '[ $status = 2 ] && grep -q "t/3.in:2:12: expected" err'
rm testcases/913/t/3.in testcases/913/t/3.ans
sed -i 's/^floor_ms = 1000/floor_ms = 600/' problems/913-cat-and-mouse/problem.toml
JUDGE_ROOT=$dir "$judge" verify 913 --calibrate --write >out 2>&1
check "--calibrate proposes max(multiplier x slowest accepted, floor) and --write stores it" 'grep -q "proposed time limit max(3 x [0-9.]*, 600) = 600 ms (now 1000 ms)" out && grep -q "^time_ms = 600" problems/913-cat-and-mouse/problem.toml'
cd "$here" || exit 1
finish
