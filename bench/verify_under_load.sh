#!/usr/bin/env bash
# Every shipped solution gets its folder's verdict while the machine is
# kept busy: `judge verify` ROUNDS times (default 3) beside a load of 2x the
# cores in busy loops, a 1 GiB memory hog and a compiler in a loop (as
# bin/test --under-load makes). Prints each round's result and its time.
# Usage: bench/verify_under_load.sh [judge] [rounds]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
judge=${1:-$root/build/judge}
rounds=${2:-3}
[ -x "$judge" ] || { echo "build first: bin/test or bin/judge doctor"; exit 2; }
export JUDGE_ROOT=$root
source "$root/bin/load.sh"
trap judge_stop_load EXIT
judge_start_load
sleep 2
echo "load: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
failed=0
for round in $(seq "$rounds"); do
    start=$(date +%s)
    "$judge" verify >"/tmp/verify-under-load.$$.$round" 2>&1
    status=$?
    mismatches=$(grep -c "MISMATCH" "/tmp/verify-under-load.$$.$round")
    echo "round $round: exit $status, $mismatches mismatches, $(( $(date +%s) - start )) s, load $(cut -d' ' -f1 /proc/loadavg)"
    grep "MISMATCH" "/tmp/verify-under-load.$$.$round"
    [ "$status" = 0 ] || failed=1
    rm -f "/tmp/verify-under-load.$$.$round"
done
exit $failed
