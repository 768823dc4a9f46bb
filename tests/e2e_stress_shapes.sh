#!/usr/bin/env bash
# stress on the new problems finds and shrinks what their tests catch: a
# median bug of even totals only (shrinking keeps the parity: two entries
# at a time) and a 667 bug of n > 127 only (stress draws large n too, and
# shrinks by halves to the smallest n that fails).
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
here=$(pwd)

(cd "$dir" && "$judge" stress "$here/solutions/4/wrong_answer/even_off_by_one.cpp" --problem 4 --cases 100 --seed 1 \
    --json "$dir/4.json" >"$dir/4.out" 2>&1); status=$?
check "4: an even-totals-only bug is found and shrunk to two entries" \
    '[ $status = 1 ] && [ "$(jq -r ".input" "$dir/4.json" | grep -o "[-0-9][0-9]*" | wc -l)" = 2 ] || { cat "$dir/4.out"; false; }'
(cd "$dir" && "$judge" stress "$here/solutions/667/wrong_answer/numbers_in_a_string.cpp" --problem 667 --cases 100 --seed 1 \
    --json "$dir/667.json" >"$dir/667.out" 2>&1); status=$?
check "667: a bug above n = 127 only is found and shrunk to n = 128" \
    '[ $status = 1 ] && [ "$(jq -r ".input" "$dir/667.json" | head -1)" = 128 ] || { cat "$dir/667.out"; false; }'
(cd "$dir" && "$judge" stress "$here/solutions/667/accepted/mirrored.cpp" --problem 667 --cases 30 --seed 1 >"$dir/ok.out" 2>&1); status=$?
check "667: a right answer other than the reference's, large n among the cases: no difference" \
    '[ $status = 0 ] && grep -q "no difference in 30 cases" "$dir/ok.out" || { cat "$dir/ok.out"; false; }'
finish
