#!/usr/bin/env bash
# judge debug reads gdb's account of the run from gdb's log, in a folder the
# program cannot reach, while the program's output goes to files: a program
# that prints gdb's words for a crash everywhere it can (its stdout and
# stderr, gdb's through /proc, gdb's log) and exits 0 did not crash. As
# root the program runs as a reserved id, not root, and debug says so; as
# an ordinary user (nobody) the same holds through the wrapper's Landlock.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$(realpath "$1")
command -v gdb >/dev/null || { echo "skipped: no gdb"; exit 0; }
forger=tests/fixtures/913_forges_gdb.cpp
ex=testcases/913/examples

judged() {  # LABEL OUT STATUS
    local out=$2 got=$3
    check "$1: the forger did not crash (exit 0, got $got)" '[ "$got" = 0 ] && grep -q "the program did not crash" "$out"'
    check "$1: no forged signal or frame is taken for gdb's" '! grep -q "4242" "$out" && ! grep -q "^Program received signal" "$out"'
    check "$1: gdb's own account is shown" 'grep -q "exited normally" "$out"'
}

"$judge" debug $forger --problem 913 --input $ex/1.in >"$dir/out" 2>&1; status=$?
judged "as $(id -un)" "$dir/out" $status
if [ "$(id -u)" = 0 ]; then
    check "as root: debug says on one line that the program is not root" \
        'grep -q "^judge debug: the program runs as user [0-9]* (a reserved id of its own, not root)" "$dir/out"'
    # A real crash is still seen through the log.
    "$judge" debug solutions/913/run_time_error/null_deref.cpp --input $ex/1.in >"$dir/crash" 2>&1; status=$?
    check "as root: a real crash is reported (exit 1, got $status) with its frame" \
        '[ $status = 1 ] && grep -q "^Program received signal SIGSEGV" "$dir/crash" && grep -q "null_deref.cpp:14" "$dir/crash"'
    if command -v setpriv >/dev/null; then
        # An ordinary user's debug: a copy nobody can read.
        mkdir -p "$dir/root/judge" "$dir/root/testcases/913" "$dir/root/tests/fixtures" \
            "$dir/root/solutions/913/accepted" "$dir/home" "$dir/tmp"
        cp -r judge/runtime "$dir/root/judge/" && cp -r problems "$dir/root/" && cp -r $ex "$dir/root/testcases/913/"
        cp $forger "$dir/root/tests/fixtures/" && cp solutions/913/accepted/retrograde.cpp "$dir/root/solutions/913/accepted/"
        chmod -R a+rX "$dir" && chown nobody "$dir/home" "$dir/tmp"
        (cd "$dir/root" && setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$dir/home" TMPDIR="$dir/tmp" \
            JUDGE_ROOT="$dir/root" "$judge" debug $forger --problem 913 --input $ex/1.in) >"$dir/nobody" 2>&1
        status=$?
        judged "as nobody" "$dir/nobody" $status
        check "as nobody: no line about another user" '! grep -q "reserved id" "$dir/nobody"'
    fi
fi
finish
