#!/usr/bin/env bash
# --mode leetcode: one process for all tests, in order, a fresh Solution each,
# global state kept; a crash is charged to its test and the rest resume.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1

"$judge" submit solutions/913/accepted/retrograde.cpp --mode leetcode --json "$dir/a.json" >/dev/null 2>&1
check "an accepted solution is AC in one process, every test" '[ "$(verdict "$dir/a.json")" = AC ] && [ "$(jq "[.tests[] | select(.verdict == \"AC\")] | length" "$dir/a.json")" = "$(jq .total "$dir/a.json")" ]'
"$judge" submit tests/fixtures/913_global_cache.cpp --problem 913 --json "$dir/i.json" >/dev/null 2>&1
"$judge" submit tests/fixtures/913_global_cache.cpp --problem 913 --mode leetcode --json "$dir/l.json" >/dev/null 2>&1
check "a global cache passes every test alone (isolated: AC)" '[ "$(verdict "$dir/i.json")" = AC ]'
check "and fails when tests share the process (leetcode: WA)" '[ "$(verdict "$dir/l.json")" = WA ]'

# A 16 MiB member array: LeetCode frees each Solution after its call, so the
# memory of one object is reused by the next, in either mode.
"$judge" submit solutions/913/accepted/big_member.cpp --mode leetcode --json "$dir/b.json" >/dev/null 2>&1
check "a Solution with a 16 MiB member is AC in one process (each object destroyed after its call)" \
    '[ "$(verdict "$dir/b.json")" = AC ] && [ "$(jq "[.tests[] | select(.verdict == \"AC\")] | length" "$dir/b.json")" = "$(jq .total "$dir/b.json")" ]'

# A crash on the second test: charged to it; the third runs in a new process.
mkdir -p "$dir/t"
cp testcases/913/examples/1.in "$dir/t/1.in"; cp testcases/913/examples/1.ans "$dir/t/1.ans"
cp testcases/913/examples/2.in "$dir/t/2.in"; cp testcases/913/examples/2.ans "$dir/t/2.ans"
cp testcases/913/examples/1.in "$dir/t/3.in"; cp testcases/913/examples/1.ans "$dir/t/3.ans"
"$judge" submit tests/fixtures/913_crash_on_four.cpp --problem 913 --tests "$dir/t" --mode leetcode --json "$dir/c.json" >/dev/null 2>&1
check "the crash is charged to its own test, the others pass" '[ "$(jq -r "[.tests[].verdict] | join(\" \")" "$dir/c.json")" = "AC RE AC" ] && [ "$(verdict "$dir/c.json")" = RE ]'
"$judge" submit solutions/913/time_limit_exceeded/busy_loop.cpp --mode leetcode --fail-fast --json "$dir/t.json" >/dev/null 2>&1
check "a hang is TLE, stopped near the limit by the judge watching the call's CPU time" \
    '[ "$(verdict "$dir/t.json")" = TLE ] && [ "$(jq ".tests[0].cpu_ms < 1250" "$dir/t.json")" = true ]'
# A call that forges the old completion records (and the new), with its
# profiling timer off, then computes 1.2 s: the time is measured from outside.
"$judge" submit tests/hostile/time_limit_exceeded/forge_leetcode_times.cpp --problem 913 --tests testcases/913/examples \
    --mode leetcode --json "$dir/f.json" >/dev/null 2>&1
check "forged completion records hide no time: TLE, the computation charged to the next test" \
    '[ "$(verdict "$dir/f.json")" = TLE ] && [ "$(jq ".tests[1].verdict" "$dir/f.json")" = "\"TLE\"" ]'
"$judge" submit tests/hostile/time_limit_exceeded/forge_leetcode_times.cpp --problem 913 --tests testcases/913/examples/1.in \
    --mode leetcode --json "$dir/f1.json" >/dev/null 2>&1
check "and after the last answer, to the last test: TLE" '[ "$(verdict "$dir/f1.json")" = TLE ]'
# A hang after the last answer (a global's destructor waits forever): the
# last test's TLE, with the wall clock it waited, not the call's alone.
"$judge" submit tests/fixtures/913_destructor_hangs.cpp --problem 913 --tests testcases/913/examples \
    --mode leetcode --json "$dir/d.json" >/dev/null 2>&1
check "a hang at exit is the last test's TLE, by the idle clock, its wall clock the wait" \
    '[ "$(jq -r "[.tests[].verdict] | join(\" \")" "$dir/d.json")" = "AC TLE" ] && jq -e ".tests[1].wall_ms >= 1000 and .tests[1].clock == \"idle\" and (.tests[1].reason | test(\"idle: waited [0-9.]+ s\"))" "$dir/d.json" >/dev/null'
check "and the reason says the answer was right and the process did not end" \
    'jq -e ".tests[1].reason | test(\"^the answer was right, then the process did not end cleanly after the last test\")" "$dir/d.json" >/dev/null'
# A call's memory is measured from outside: each holds a 16 MiB Solution.
check "each call's memory is measured (above 16 MiB)" '[ "$(jq "[.tests[].memory_kib | select(. < 16384)] | length" "$dir/b.json")" = 0 ]'
# std::clog is buffered once stdio is unsynced: each test's text is its own.
"$judge" submit tests/fixtures/913_clog_unsynced.cpp --problem 913 --tests testcases/913/examples --mode leetcode \
    --json "$dir/g.json" >/dev/null 2>&1
check "text left in std::clog's buffer (stdio unsynced) shows at its own test" \
    '[ "$(jq -r "[.tests[] | .name + \" \" + .stderr] | join(\",\")" "$dir/g.json")" = "examples/1 n=6;,examples/2 n=4;" ]'
# 6 MiB to stderr a test, 15 tests, 16 MiB the output limit: each test's
# own, as in isolated mode; what earlier tests wrote is neither output nor
# memory of a later one.
"$judge" submit tests/fixtures/913_stderr_each_call.cpp --problem 913 --tests testcases/913/hack --mode leetcode \
    --json "$dir/e.json" >/dev/null 2>&1
check "stderr written at every test adds up to no OLE: the output limit is each test's" \
    '[ "$(verdict "$dir/e.json")" = AC ] && [ "$(jq .passed "$dir/e.json")" = 15 ]'
check "nor to a later test's memory (the last within 2 MiB of the first)" \
    'jq -e "(.tests[-1].memory_kib - .tests[0].memory_kib) < 2048" "$dir/e.json" >/dev/null'
# The solution's stdin is empty in either mode: reading it is EOF at once,
# closing it ends nothing (the driver reads its tests some other way).
for mode in isolated leetcode; do
    "$judge" submit tests/fixtures/1_reads_stdin.cpp --problem 1 --tests testcases/1/examples --mode $mode \
        --json "$dir/s-$mode.json" >/dev/null 2>&1
    check "a solution reading stdin at every call is AC ($mode)" \
        '[ "$(verdict "$dir/s-$mode.json")" = AC ] && [ "$(jq .passed "$dir/s-$mode.json")" = 3 ]'
    "$judge" submit tests/fixtures/1_closes_stdin.cpp --problem 1 --tests testcases/1/examples --mode $mode \
        --json "$dir/z-$mode.json" >/dev/null 2>&1
    check "a solution closing its stdin at every call is AC ($mode)" \
        '[ "$(verdict "$dir/z-$mode.json")" = AC ] && [ "$(jq .passed "$dir/z-$mode.json")" = 3 ]'
done
# A descriptor of the driver's closed or replaced by the solution (its answer channel, its tests): the call that did
# it is RE (the driver's exit 120) in both modes alike, C++ and Python, and the other tests AC.
for f in 1_replaces_answer_fd.cpp 1_closes_tests_fd.cpp 1_replaces_answer_fd.py 1_closes_tests_fd.py; do
    for mode in isolated leetcode; do
        "$judge" submit tests/fixtures/$f --problem 1 --tests testcases/1/examples --mode $mode \
            --json "$dir/fd-$mode.json" >/dev/null 2>&1
        check "$f ($mode): AC, RE exit 120 on the call that did it, AC" \
            '[ "$(jq -r "[.tests[].verdict] | join(\" \")" "$dir/fd-$mode.json")" = "AC RE AC" ] && jq -e ".tests[1].reason | startswith(\"exit code 120\")" "$dir/fd-$mode.json" >/dev/null'
    done
done
# C's stderr given a full buffer, never flushed: each test's note its own,
# and what a global's destructor prints at the exit the last test's.
"$judge" submit tests/fixtures/1_stderr_buffered.cpp --problem 1 --tests testcases/1/examples --mode leetcode \
    --json "$dir/v.json" >/dev/null 2>&1
check "a buffered stderr shows at its own test, a destructor's goodbye at the last" \
    '[ "$(jq -r "[.tests[] | .name + \" \" + .stderr] | join(\",\")" "$dir/v.json")" = "examples/1 n=4;,examples/2 n=3;,examples/3 n=2;bye" ] && [ "$(verdict "$dir/v.json")" = AC ]'
# 10 MiB a call and 10 MiB from a destructor at the exit, 16 MiB the limit:
# the last test's output is its call's and the exit's together.
"$judge" submit tests/fixtures/1_destructor_floods.cpp --problem 1 --tests testcases/1/examples --mode leetcode \
    --json "$dir/df.json" >/dev/null 2>&1
check "what the exit prints counts with the last call's output: OLE on the last test alone" \
    '[ "$(jq -r "[.tests[].verdict] | join(\" \")" "$dir/df.json")" = "AC AC OLE" ]'
# A forged header announcing an answer past the output limit, on every
# descriptor it may have: OLE at once, not a wait for bytes that never come.
"$judge" submit tests/fixtures/1_forges_long_answer.cpp --problem 1 --tests testcases/1/examples --mode leetcode \
    --json "$dir/h.json" >/dev/null 2>&1
check "an announced answer past the output limit is OLE, each test, none waited on (no TLE)" \
    '[ "$(jq -r "[.tests[].verdict] | join(\" \")" "$dir/h.json")" = "OLE OLE OLE" ]'
"$judge" submit solutions/913/accepted/retrograde.cpp --mode bogus >/dev/null 2>&1; status=$?
check "an unknown mode is a usage error (exit 2)" '[ $status = 2 ]'
finish
