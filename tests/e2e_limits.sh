#!/usr/bin/env bash
# Limits as a user sees them: a run is stopped once its CPU time passes the
# limit (not at the next whole second of RLIMIT_CPU: TLE rows used to read
# twice the limit), with every thread counted, and the time measured reported.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1

for fixture in solutions/913/time_limit_exceeded/busy_loop.cpp tests/hostile/time_limit_exceeded/four_threads.cpp; do
    for limit in 500 1500; do
        "$judge" submit "$fixture" --problem 913 --tests testcases/913/examples --time-limit $limit --no-history \
            --json "$dir/r.json" >"$dir/out" 2>&1
        check "$fixture at $limit ms: every test TLE" '[ "$(jq -r "[.tests[].verdict] | unique | join(\",\")" "$dir/r.json")" = TLE ]'
        # Stopped at the limit plus its 20% margin (verdict.hpp: cpu_stop_ms), soon after:
        # within a quarter more is generous; twice the limit was the old way.
        # A loaded machine may starve a run into the wall-clock backstop
        # first (TLE too); every test stopped for its CPU time is checked.
        check "$fixture at $limit ms: stopped soon after the limit ($(jq -c "[.tests[].cpu_ms]" "$dir/r.json") ms)" \
            '[ "$(jq "[.tests[] | select(.reason | startswith(\"CPU time passed\")) | .cpu_ms | select(. < '$limit' * 1.2 or . > '$limit' * 1.5)] | length" "$dir/r.json")" = 0 ]'
        check "$fixture at $limit ms: the reason says where it was stopped" 'grep -q "CPU time passed '$limit' ms: stopped at\|starved of the CPU" "$dir/out"'
    done
done
finish
