#!/usr/bin/env bash
# verify checks that limits decide by a margin (as Kattis's verifyproblem
# does): an accepted solution whose slowest test takes over half the limit,
# or a time_limit_exceeded/ one under twice it, fails the problem (exit 1,
# "MARGIN"), and the margins table says by how much. The solutions burn a
# fixed CPU time by their own clock: the same under any load. And a bad
# line of a test recipe is named at its line.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
here=$(pwd)

# A copy of the project with problem 1 and its examples only.
mkdir -p "$dir/judge" "$dir/problems" "$dir/testcases/1" "$dir/solutions/1/accepted"
cp -r judge/runtime "$dir/judge/"
cp -r problems/1-two-sum "$dir/problems/"
cp -r testcases/1/examples "$dir/testcases/1/"
cp tests/fixtures/near_limit/burns_480_ms.cpp "$dir/solutions/1/accepted/"
cp solutions/1/accepted/hash_one_pass.cpp "$dir/solutions/1/accepted/"  # the reference problem.toml names
cd "$dir" || exit 1
toml=problems/1-two-sum/problem.toml

sed -i 's/^time_ms = .*/time_ms = 800/' "$toml"
JUDGE_ROOT=$dir "$judge" verify 1 >out 2>&1
status=$?
check "an accepted solution at 0.6 of the limit fails verify (exit $status)" '[ $status = 1 ] && grep -q "^verify 1: FAILED" out'
check "the margins table says so, with the median of three runs" \
    'grep -Eq "accepted/burns_480_ms.cpp +examples/[0-9] +4[89][0-9] ms +800 ms +0\.6[0-2] +MARGIN: over half the limit" out || { cat out; false; }'

sed -i 's/^time_ms = .*/time_ms = 2000/' "$toml"
JUDGE_ROOT=$dir "$judge" verify 1 >out 2>&1
status=$?
check "at a quarter of the limit it passes (exit $status)" '[ $status = 0 ] && grep -Eq "accepted/burns_480_ms.cpp .* 0\.2[45] *$" out'

# A time_limit_exceeded/ solution only 1.04 times the limit.
rm solutions/1/accepted/burns_480_ms.cpp
mkdir -p solutions/1/time_limit_exceeded
cp "$here/tests/fixtures/near_limit/burns_520_ms.cpp" solutions/1/time_limit_exceeded/
sed -i 's/^time_ms = .*/time_ms = 500/' "$toml"
JUDGE_ROOT=$dir "$judge" verify 1 >out 2>&1
status=$?
check "a TLE solution at 1.04 times the limit fails verify (exit $status)" \
    '[ $status = 1 ] && grep -Eq "time_limit_exceeded/burns_520_ms.cpp +examples/[0-9] +5[0-4][0-9] ms +500 ms +1\.0[0-9] +MARGIN: under twice the limit" out || { cat out; false; }'
sed -i 's/^time_ms = .*/time_ms = 200/' "$toml"
JUDGE_ROOT=$dir "$judge" verify 1 >out 2>&1
status=$?
check "at 2.6 times the limit it passes: measured under twice the limit, stopped there (exit $status)" \
    '[ $status = 0 ] && grep -Eq "time_limit_exceeded/burns_520_ms.cpp .* >=2\.[0-9]+ *$" out || { cat out; false; }'

# A recipe line the generator refuses: named at its line in testset.txt.
printf '# one line\nbad/x gen 1 12x 10 any 0 0\n' >problems/1-two-sum/testset.txt
JUDGE_ROOT=$dir "$judge" generate 1 >out 2>err
status=$?
check "a bad recipe line: exit 2 naming testset.txt's line ($(cat err))" \
    '[ $status = 2 ] && grep -q "testset.txt:2:1: bad/x: .*N is not an integer: .12x." err'
cd "$here" || exit 1
finish
