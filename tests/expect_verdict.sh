#!/usr/bin/env bash
# expect_verdict.sh JUDGE solutions/<id>/<folder>/<file>.cpp
# The fixture must get its folder's verdict and the matching exit status.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1 fixture=$2
folder=$(basename "$(dirname "$fixture")")
want=$(folder_verdict "$folder") || exit 1
want_exit=1; [ "$want" = AC ] && want_exit=0
out=$dir/out json=$dir/r.json
# Past the first failure the verdict is settled (and each TLE costs the limit).
fast=--fail-fast; [ "$want" = AC ] && fast=
"$judge" submit "$fixture" $fast --json "$json" >"$out" 2>&1
status=$?
got=$(verdict "$json")
cat "$out"
if [ "$status" != "$want_exit" ] || ! verdict_is "$got" "$want"; then
    echo "FAIL: $fixture: want $want (exit $want_exit), got ${got:-nothing} (exit $status)"
    exit 1
fi
if [ "$want" = WA ] && ! { grep -q "expected:" "$out" && grep -q "got:" "$out"; }; then
    echo "FAIL: $fixture: a WA report must show expected and got"; exit 1
fi
if [ "$want" = CE ] && ! grep -q "^CE: " "$out"; then
    echo "FAIL: $fixture: a CE report must lead with the compiler's first error"; exit 1
fi
echo "ok: $fixture -> $got (exit $status)"
