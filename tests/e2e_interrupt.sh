#!/usr/bin/env bash
# Ctrl-C (SIGINT) or SIGTERM to a judging judge: every child killed, its
# scratch folder removed, exit 130 or 143.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
tmp=$dir

for sig in INT TERM; do
    want=$([ $sig = INT ] && echo 130 || echo 143)
    # The reaper (run as itself, not through a shell function, so that the
    # signal reaches it) passes the signal on to the judge and sees what it leaves.
    TMPDIR=$tmp "$reaper" "$dir/left.$sig" "$judge" submit solutions/1728/time_limit_exceeded/sleep_forever.cpp >"$dir/out.$sig" 2>&1 &
    pid=$!
    check "SIG$sig: a solution was running" 'wait_for "descendant solution $pid"'
    kill -$sig $pid
    wait $pid
    status=$?
    check "SIG$sig: exit $want (got $status)" '[ $status = $want ]'
    check "SIG$sig: says how far judging got" 'grep -q "^interrupted: [0-9]* of [0-9]* tests judged" "$dir/out.$sig"'
    check "SIG$sig: no process left $(grep "^left:" "$dir/left.$sig" | tr '\n' ' ')" \
        'grep -q "^command: " "$dir/left.$sig" && ! grep -q "^left:" "$dir/left.$sig"'
    # (The judge's private folder, judge-<uid>, stays: empty.)
    check "SIG$sig: scratch removed" \
        '[ -z "$(ls -A "$tmp" | grep -v "^\(out\|left\)\.\|^judge-$(id -u)$")" ] && [ -z "$(ls -A "$tmp/judge-$(id -u)")" ]'
done

# kill -9 leaves the scratch folder behind (nothing can run on SIGKILL); the next judge removes it.
mkdir -p "$dir/k9"
TMPDIR=$dir/k9 "$judge" submit solutions/1728/time_limit_exceeded/sleep_forever.cpp >/dev/null 2>&1 &
pid=$!
check "SIGKILL: a solution was running" 'wait_for "descendant solution $pid"'
{ kill -KILL $pid && wait $pid; } 2>/dev/null
check "SIGKILL: its scratch folder is left" '[ -n "$(ls -d "$dir"/k9/judge-$(id -u)/judge-scratch-* 2>/dev/null)" ]'
TMPDIR=$dir/k9 "$judge" submit solutions/913/accepted/retrograde.cpp --tests testcases/913/examples --no-history >/dev/null 2>&1
check "SIGKILL: the next judge removes it (left: $(ls "$dir/k9/judge-$(id -u)" | tr '\n' ' '))" \
    '[ -z "$(ls -d "$dir"/k9/judge-$(id -u)/judge-scratch-* 2>/dev/null)" ]'
finish
