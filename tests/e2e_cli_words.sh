#!/usr/bin/env bash
# The command line says what it wants: units and whole numbers, a submission
# number, the nearest command to a misspelt one, the version, a missing file,
# an unknown problem; colour only where a terminal can show it.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
export XDG_DATA_HOME=$dir/data

said() { "$judge" "$@" >"$dir/out" 2>"$dir/err"; echo $?; }
check "--time-limit 1.5: whole milliseconds, exit 2" '[ "$(said submit x.cpp --problem 913 --time-limit 1.5)" = 2 ] && grep -q "takes whole milliseconds from 1 to 600000, not .1\.5." "$dir/err"'
check "history --show 0: a submission number, no 300-digit range" '[ "$(said history --show 0)" = 2 ] && grep -q "whole submission numbers from 1 up" "$dir/err" && [ "$(wc -c <"$dir/err")" -lt 120 ]'
check "sumbit: the nearest command" '[ "$(said sumbit a.cpp)" = 2 ] && grep -q "unknown command .sumbit.; did you mean .submit.?" "$dir/err"'
check "--version prints the version, exit 0" '[ "$(said --version)" = 0 ] && grep -q "^judge [0-9]" "$dir/out"'
check "submit nofile.cpp: no such file" '[ "$(said submit nofile.cpp)" = 2 ] && grep -q "nofile.cpp: solution file not found" "$dir/err"'
check "history 999: unknown problem" '[ "$(said history 999)" = 2 ] && grep -q "unknown problem .999." "$dir/err"'
check "--json with an empty name: refused before judging, exit 2" '[ "$(said submit solutions/913/accepted/retrograde.cpp --json "")" = 2 ] && grep -q "not an empty name" "$dir/err" && ! grep -q "tests passed" "$dir/out"'
ln -s "$dir/no/such/folder/r.json" "$dir/dangling"
check "--json on a link into a missing folder: refused before judging, exit 2" '[ "$(said submit solutions/913/accepted/retrograde.cpp --json "$dir/dangling")" = 2 ] && grep -q "no such folder" "$dir/err" && ! grep -q "tests passed" "$dir/out"'
if command -v script >/dev/null; then
    run_tty() { TERM=$1 script -qc "$judge submit solutions/913/accepted/retrograde.cpp --tests testcases/913/examples --no-history --quiet" /dev/null; }
    check "a terminal gets colour, TERM=dumb none" 'run_tty xterm | grep -q $'"'"'\x1b\['"'"' && ! run_tty dumb | grep -q $'"'"'\x1b'"'"''
fi
finish
