#!/usr/bin/env bash
# Ctrl-C (SIGINT) or SIGTERM to a judging judge: every child killed, its
# scratch folder removed, exit 130 or 143.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
tmp=$dir

for sig in INT TERM; do
    want=$([ $sig = INT ] && echo 130 || echo 143)
    TMPDIR=$tmp "$judge" submit solutions/1728/time_limit_exceeded/sleep_forever.cpp >"$dir/out.$sig" 2>&1 &
    pid=$!
    for _ in $(seq 1 100); do pgrep -x solution >/dev/null && break; sleep 0.1; done
    check "SIG$sig: a solution was running" 'pgrep -x solution >/dev/null'
    kill -$sig $pid
    wait $pid
    status=$?
    check "SIG$sig: exit $want (got $status)" '[ $status = $want ]'
    check "SIG$sig: says how far judging got" 'grep -q "^interrupted: [0-9]* of [0-9]* tests judged" "$dir/out.$sig"'
    sleep 0.2
    check "SIG$sig: no solution left running" '! pgrep -x solution >/dev/null'
    check "SIG$sig: scratch removed" '[ -z "$(ls -A "$tmp" | grep -v "^out\.")" ]'
done
finish
