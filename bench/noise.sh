#!/usr/bin/env bash
# How far the CPU time of the same work strays when the machine is busy:
# the margin around a time limit (verdict.cpp: time_margin_ms) must cover it.
# The same fixed work (bench/spin.cpp) is judged 5 times on an idle machine
# and 5 times under a load of 2x the cores (busy loops), with --jobs 1 and
# --jobs 2. Prints medians and the largest time over the idle median.
# Usage: bench/noise.sh [judge] [rounds]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
judge=${1:-$root/build/judge}
rounds=${2:-1200000000}
[ -x "$judge" ] || { echo "build first: bin/test or bin/judge doctor"; exit 2; }
export JUDGE_ROOT=$root
work=$(mktemp -d)
load_pids=()
cleanup() { [ ${#load_pids[@]} -gt 0 ] && kill "${load_pids[@]}" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
export XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache
mkdir -p "$work/t"
for i in 1 2; do printf '[[1,3],[0],[3],[0,2]]\n' >"$work/t/$i.in"; echo 1 >"$work/t/$i.ans"; done
printf '#define SPIN_ROUNDS %sUL\n' "$rounds" >"$work/spin.cpp"
cat "$here/spin.cpp" >>"$work/spin.cpp"
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
times() {  # the CPU ms of every test of 5 submissions
    for _ in 1 2 3 4 5; do
        "$judge" submit "$work/spin.cpp" --problem 913 --tests "$work/t" --jobs "$1" --time-limit 100000 --no-history \
            --json "$work/r.json" >/dev/null 2>&1
        jq -r '.tests[].cpu_us' "$work/r.json"
    done
}
"$judge" submit "$work/spin.cpp" --problem 913 --tests "$work/t" --no-history >/dev/null 2>&1  # compile once
idle=$(times 1)
idle_median=$(echo "$idle" | median)
for _ in $(seq $((2 * $(nproc)))); do (while :; do :; done) & load_pids+=($!); done
loaded1=$(times 1)
loaded2=$(times 2)
kill "${load_pids[@]}" 2>/dev/null; load_pids=()
report() {  # NAME VALUES: the median and the largest, against the idle median
    echo "$2" | sort -n | awk -v name="$1" -v base="$idle_median" '
        {v[NR]=$1}
        END {m = (NR % 2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2);
             printf "%-28s median %8.1f ms  max %8.1f ms  max/idle median %.3f\n", name, m/1000, v[NR]/1000, v[NR]/base}'
}
report "idle, --jobs 1" "$idle"
report "load 2x cores, --jobs 1" "$loaded1"
report "load 2x cores, --jobs 2" "$loaded2"
