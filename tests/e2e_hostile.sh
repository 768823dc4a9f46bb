#!/usr/bin/env bash
# Hostile submissions (tests/hostile/<verdict>/*.cpp): each gets its verdict,
# the judge stays intact, and nothing is left behind: no process, no file
# outside the run's folder, no cgroup; no connection, no answer found.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
rm -f /tmp/judge-hostile-marker /root/judge-hostile-marker 2>/dev/null
# A temporary folder of these judges' own: other judges on the machine (a
# test run beside this one) have their own helper folders and cgroups.
export TMPDIR=$dir/tmp
mkdir -p "$TMPDIR"
judge_pids=()

# A listener on loopback for the connect fixture: it must hear nothing.
# A second one holds a connection the judge inherits (as from a CI runner),
# with an answer file (as from an editor): no run may see either.
listener= inherited=
if command -v nc >/dev/null; then
    nc -l 127.0.0.1 45678 >"$dir/heard" 2>/dev/null &
    listener=$!
    nc -l 127.0.0.1 45679 >"$dir/heard-inherited" 2>/dev/null &
    inherited=$!
    for _ in $(seq 6000); do exec 6<>/dev/tcp/127.0.0.1/45679 2>/dev/null && break; sleep 0.1; done  # a hang guard
fi
exec 7<testcases/913/examples/1.ans

for fixture in tests/hostile/*/*.cpp tests/hostile/*/*.py; do
    folder=$(basename "$(dirname "$fixture")")
    want=$(folder_verdict "$folder")
    extra=()
    case "$fixture" in *deep_recursion*) extra=(--memory-limit 512) ;; esac
    # One worker: every run of a fixture in the same helper, one after another.
    rm -f "$dir/r.json"
    reaped "$dir/left" "$judge" submit "$fixture" --problem 913 --tests testcases/913/examples --jobs 1 "${extra[@]}" --json "$dir/r.json" >"$dir/out" 2>&1
    status=$?
    judge_pid=$(sed -n 's/^command: //p' "$dir/left")
    judge_pids+=("$judge_pid")
    got=$(verdict "$dir/r.json")
    name=${fixture#tests/hostile/}
    check "$name: $want (got ${got:-nothing}, judge exit $status)" 'verdict_is "$got" "$want" && [ "$status" -le 1 ]'
    check "$name: no process left $(grep "^left:" "$dir/left" | tr '\n' ' ')" '[ -n "$judge_pid" ] && ! grep -q "^left:" "$dir/left"'
    check "$name: no connection, no answer found, no file written, nothing escaped" \
        '[ -s "$dir/r.json" ] && ! grep -Eq "connected to|found /|wrote /|escaped:" "$dir/r.json"'
    case "$name" in
        wrong_answer/plant_input.cpp)
            check "$name: every test WA (no run read an input planted by the one before)" \
                '[ "$(jq -r "[.tests[].verdict] | unique | join(\",\")" "$dir/r.json")" = WA ]' ;;
        wrong_answer/escape_sequences.cpp)
            check "$name: the report shows control characters and stray bytes made visible, never raw" \
                '! LC_ALL=C grep -q $'"'"'[\x1b\xff\x07\x08\r]'"'"' "$dir/out" && grep -q "\^\[\[2J" "$dir/out"'
            check "$name: the JSON report is valid and carries the bytes" \
                'jq -e ".tests[0].got | contains(\"AC 2/2\")" "$dir/r.json" >/dev/null'
            check "$name: the JSON gives the answer's exact bytes beside the shown text (got_base64)" \
                'jq -r ".tests[0].got_base64" "$dir/r.json" | base64 -d | LC_ALL=C grep -q $'"'"'\xff\xfe\xc3\x28'"'"'' ;;
        wrong_answer/leftovers.cpp)
            check "$name: the run's folder does not name the judge's pid" \
                'grep -q "folder: " "$dir/r.json" && ! grep -Eq "folder: .*[^0-9]$judge_pid([^0-9]|\$)" "$dir/r.json"' ;;
        run_time_error/forged_*.cpp)
            # The sanitized re-run (where the machine has it) read the forged report.
            check "$name: the JSON report is valid, with the re-run's finding or its note" \
                'jq -e ".tests[0] | has(\"diagnosis\") or has(\"diagnosis_note\")" "$dir/r.json" >/dev/null' ;;
        output_limit_exceeded/answer_header_flood.cpp)
            # The same flood as --mode leetcode's answer stream, read by the sandbox helper.
            rm -f "$dir/l.json"
            reaped "$dir/left-leetcode" "$judge" submit "$fixture" --problem 913 --tests testcases/913/examples --jobs 1 \
                --mode leetcode --json "$dir/l.json" >"$dir/out-leetcode" 2>&1
            status=$?
            judge_pids+=("$(sed -n 's/^command: //p' "$dir/left-leetcode")")
            check "$name --mode leetcode: OLE (got $(verdict "$dir/l.json"), judge exit $status), nothing left running" \
                '[ "$(verdict "$dir/l.json")" = OLE ] && [ "$status" -le 1 ] && ! grep -q "^left:" "$dir/left-leetcode"' ;;
        compile_error/include_stderr.cpp | compile_error/include_own_stdout.cpp)
            # Promptly: not there at all (root's view: g++ says "No such file", clang "file not found"),
            # or stopped by the idle rule; never the wall-clock backstop.
            check "$name: refused or stopped as idle, not held to the wall limit" \
                'grep -Eq "No such file|file not found|waited [0-9]+ s without using the CPU" "$dir/out" && ! grep -q "s on the clock with" "$dir/out"' ;;
        compile_error/include_system_file.cpp)
            check "$name: the compile log shows no line of the file" '! grep -q "root:" "$dir/out" "$dir/r.json"' ;;
    esac
done
exec 7<&-
check "no helper folder left in the judge's private folder" \
    '[ -d "$TMPDIR/judge-$(id -u)" ] && [ -z "$(ls -d "$TMPDIR"/judge-$(id -u)/judge-helper-* 2>/dev/null)" ]'

if [ -n "$listener" ]; then
    check "the loopback listener is still waiting: no connection was made" 'kill -0 $listener 2>/dev/null && [ ! -s "$dir/heard" ]'
    exec 6>&-
    wait_for '! kill -0 $inherited 2>/dev/null'  # it ends with the connection, what it heard written
    check "the connection the judge inherited carried nothing from a run" '[ ! -s "$dir/heard-inherited" ]'
    kill $listener $inherited 2>/dev/null
else
    echo "FAIL: no nc for the loopback listener (bin/test installs netcat-openbsd)"; fails=$((fails + 1))
fi

if [ "$(id -u)" = 0 ]; then
    check "nothing written to /tmp or /root" '[ ! -e /tmp/judge-hostile-marker ] && [ ! -e /root/judge-hostile-marker ]'
    # A group left by a judge that died (no such pid) is removed by the next judge.
    mkdir -p /sys/fs/cgroup/memory/judge/run-4194000-0
    "$judge" submit solutions/913/accepted/retrograde.cpp --tests testcases/913/examples --no-history >/dev/null 2>&1
    check "a dead judge's cgroup is cleaned up by the next one" '[ ! -e /sys/fs/cgroup/memory/judge/run-4194000-0 ]'
    # Groups are named run-<judge pid>-<n>: these judges' own, none left.
    left_groups=""
    for p in "${judge_pids[@]}"; do
        left_groups+=$(ls /sys/fs/cgroup/memory/judge /sys/fs/cgroup/pids/judge 2>/dev/null | grep "^run-$p-")
    done
    check "no cgroup left by these runs (${#judge_pids[@]} judges)" '[ ${#judge_pids[@]} -gt 0 ] && [ -z "$left_groups" ]'
else
    echo "skipped: the file-system and cgroup checks need root (without it, the judge says these protections are off)"
fi
finish
