#!/usr/bin/env bash
# --mode leetcode's cost a test, for several checkouts side by side in one
# run, against the spawn floor read in the same run (bench/run.sh's measure:
# 2000 one-line tests of 913 less one, per test; 7 rounds, medians).
# Usage: bench/leetcode_ab.sh ROOT... (each a checkout whose build/judge is built)
# Each judge runs with JUDGE_ROOT at its own checkout; a run that is not
# "AC 2000/2000" stops the script (a timing of an error is no timing).
set -uo pipefail
roots=("$@")
[ ${#roots[@]} -ge 1 ] || { echo "usage: bench/leetcode_ab.sh ROOT..."; exit 2; }
source "$(dirname "$0")/lib.sh" "${roots[0]}/build/judge"
mkdir -p "$work/t200" "$work/t1" "$work/t2000"
for i in $(seq 1 200); do printf '[[1,3],[0],[3],[0,2]]\n' >"$work/t200/$i.in"; echo 1 >"$work/t200/$i.ans"; done
cp "$work/t200/1.in" "$work/t200/1.ans" "$work/t1/"
for i in $(seq 1 2000); do cp "$work/t1/1.in" "$work/t2000/$i.in"; cp "$work/t1/1.ans" "$work/t2000/$i.ans"; done
g++ -std=c++20 -O2 -static -I"$root/judge/runtime" -o "$work/floor" "$here/floor_main.cpp"
g++ -O2 -o "$work/spawn_floor" "$here/spawn_floor.cpp"
sol=$root/solutions/913/accepted/retrograde.cpp
# Each its own cache: an older judge's records are not a newer one's.
submit() { JUDGE_ROOT=$1 XDG_CACHE_HOME="$work/cache-$(printf %s "$1" | md5sum | cut -c1-8)" "$1/build/judge" submit "$sol" --problem 913 --tests "$2" --mode leetcode --no-history 2>&1; }
for r in "${roots[@]}"; do  # warm: compiled, and the reference timed on each set
    submit "$r" "$work/t1" >/dev/null
    submit "$r" "$work/t2000" | grep "AC  2000/2000" >/dev/null || { echo "$r: not AC 2000/2000; no timing"; exit 2; }
done
floor=$(for _ in 1 2 3 4 5; do "$work/spawn_floor" "$work/floor" "$work"/t200/*.in; done | median)
for _ in 1 2 3 4 5 6 7; do
    for r in "${roots[@]}"; do
        t=$(now); submit "$r" "$work/t2000" >/dev/null; a=$(ms_since $t)
        t=$(now); submit "$r" "$work/t1" >/dev/null; b=$(ms_since $t)
        echo "$r $(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.4f\n", (a - b) / 1999}')"
    done
done >"$work/rounds"
echo "spawn floor: $floor ms a test"
for r in "${roots[@]}"; do
    m=$(grep "^$r " "$work/rounds" | awk '{print $2}' | median)
    echo "$r ($(git -C "$r" rev-parse --short HEAD 2>/dev/null)): $m ms a test, $(awk -v m="$m" -v f="$floor" 'BEGIN {printf "%.3f", m / f}')x the floor"
done
