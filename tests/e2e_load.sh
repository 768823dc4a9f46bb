#!/usr/bin/env bash
# A verdict is the submission's, at any load: a run starved of the CPU by
# other programs is judged on its CPU time (never TLE for the wall clock),
# a run that sleeps is TLE for idleness, and a run that passes its memory
# limit is stopped there, MLE. The load is made, not hoped for: the judge
# and 15 busy loops share one CPU (taskset), so a run gets a sixteenth of
# it; the work is counted in rounds, not seconds.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
ex=testcases/913/examples
loops=()
stop_loops() { [ ${#loops[@]} -gt 0 ] && kill "${loops[@]}" 2>/dev/null; loops=(); }
trap 'stop_loops; rm -rf "$dir"' EXIT

# A right solution that first spins a fixed number of rounds (a few hundred
# ms of CPU on an idle machine): under a sixteenth of a CPU its wall clock
# runs to several seconds, past the idle limit (3 s for 1000 ms).
sed '/int catMouseGame/a { volatile unsigned long spin = 0; for (unsigned long i = 0; i < 600000000UL; ++i) spin = spin + i; }' \
    solutions/913/accepted/retrograde.cpp >"$dir/913-spin.cpp"
"$judge" submit "$dir/913-spin.cpp" --tests $ex/1.in --no-history >/dev/null 2>&1  # compiled on an idle CPU
for _ in $(seq 15); do taskset -c 0 bash -c 'while :; do :; done' & loops+=($!); done
taskset -c 0 "$judge" submit "$dir/913-spin.cpp" --tests $ex/1.in --no-history --json "$dir/s.json" >"$dir/s.out" 2>&1
status=$?
stop_loops
cat "$dir/s.out"
cpu_ms=$(jq -r '.tests[0].cpu_ms' "$dir/s.json")
wall_ms=$(jq -r '.tests[0].wall_ms' "$dir/s.json")
queued_ms=$(jq -r '.tests[0].queued_ms' "$dir/s.json")
check "starved of the CPU (CPU $cpu_ms ms, wall $wall_ms ms): AC on its CPU time, exit 0 (got $status)" \
    '[ $status = 0 ] && [ "$(verdict "$dir/s.json")" = AC ] && [ "$(jq -r ".tests[0].clock" "$dir/s.json")" = cpu ]'
check "the wait for a CPU is measured ($queued_ms ms) and is most of the wall clock" \
    '[ "$queued_ms" != null ] && [ "$queued_ms" -gt "$cpu_ms" ] && [ $((2 * queued_ms)) -gt "$wall_ms" ]'
check "one line under the table says the machine was busy" 'grep -q "^the machine was busy: the tests waited [0-9]* ms for a CPU" "$dir/s.out"'

# A run that sleeps: TLE by the idle clock, with its reason.
"$judge" submit solutions/1728/time_limit_exceeded/sleep_forever.cpp --tests testcases/1728/examples/1.in --no-history \
    --json "$dir/z.json" >"$dir/z.out" 2>&1
check "a sleeping run: TLE, clock idle, 'idle: waited'" \
    '[ "$(verdict "$dir/z.json")" = TLE ] && [ "$(jq -r ".tests[0].clock" "$dir/z.json")" = idle ] &&
     jq -r ".tests[0].reason" "$dir/z.json" | grep -q "^idle: waited [0-9.]* s using [0-9]* ms of CPU"'

# Memory: stopped the moment it passes the limit, where a memory cgroup watches (as root).
"$judge" submit solutions/913/memory_limit_exceeded/memory_bomb.cpp --tests $ex/1.in --no-history \
    --json "$dir/m.json" >"$dir/m.out" 2>&1
check "memory_bomb: MLE" '[ "$(verdict "$dir/m.json")" = MLE ]'
if [ "$(id -u)" = 0 ] && [ -w /sys/fs/cgroup/memory ]; then
    check "as root with a memory cgroup: stopped the moment its memory passed the limit ($(jq -r ".tests[0].reason" "$dir/m.json"))" \
        'jq -r ".tests[0].reason" "$dir/m.json" | grep -q "^stopped the moment its memory passed 256 MiB"'
fi
finish
