#!/usr/bin/env bash
# Runtime errors explained: each fixture's sanitized re-run names its kind
# and the fixture's marked line ("<- the bug") in the JSON, the terminal and
# the HTML; a forged report on stderr is not taken for the judge's; export
# builds with a plain g++ and answers every example; debug names the
# user's function in a crash's backtrace.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
ex=testcases/913/examples

expect_kind() {  # FIXTURE KIND [submit flags...]
    local f=$1 kind=$2 line
    shift 2
    line=$(grep -n '<- the bug' "$f" | cut -d: -f1)
    "$judge" submit "$f" --tests $ex --no-history --json "$dir/r.json" "$@" >"$dir/out" 2>&1
    check "$f: $kind" '[ "$(jq -r "[.tests[] | select(.diagnosis)][0].diagnosis.kind" "$dir/r.json")" = "$kind" ]'
    check "$f: line $line" '[ "$(jq -r "[.tests[] | select(.diagnosis)][0].diagnosis.line" "$dir/r.json")" = "$line" ]'
    check "$f: the terminal names it under the failing test" \
        'grep -q "sanitizer: $kind at $f:$line" "$dir/out"'
}
rte=solutions/913/run_time_error
expect_kind $rte/heap_overflow.cpp heap-buffer-overflow
# The re-run explains the leading (smallest) failure: its region is that graph's.
check "the access in a few words" 'jq -r ".tests[] | select(.diagnosis) | .diagnosis.text" "$dir/r.json" | grep -Eq "^WRITE of size 4 in Solution::catMouseGame, 0 bytes past a [0-9]+-byte region"'
check "the verdict and time stay the plain run's" '[ "$(verdict "$dir/r.json")" = RE ] && jq -e ".tests[0].signal == \"SIGSEGV\"" "$dir/r.json" >/dev/null'
expect_kind $rte/stack_overflow_array.cpp stack-overflow
expect_kind $rte/use_after_free.cpp heap-use-after-free
expect_kind $rte/vector_index.cpp index-out-of-range
expect_kind $rte/null_deref.cpp null-dereference
# A local array overrun through a pointer: by hand ASan names it a
# stack-buffer-overflow; in the sandbox UBSan reports it first ("store ...
# with insufficient space"), on the same line. The line is what is checked.
f=$rte/stack_buffer_overflow.cpp
"$judge" submit "$f" --tests $ex --no-history --json "$dir/r.json" >"$dir/out" 2>&1
check "$f: RE, and the overrun's line $(grep -n '<- the bug' "$f" | cut -d: -f1)" \
    '[ "$(verdict "$dir/r.json")" = RE ] && [ "$(jq -r "[.tests[] | select(.diagnosis)][0].diagnosis.line" "$dir/r.json")" = "$(grep -n "<- the bug" "$f" | cut -d: -f1)" ]'
expect_kind solutions/913/wrong_answer/signed_overflow.cpp signed-integer-overflow --sanitize
"$judge" submit solutions/913/wrong_answer/signed_overflow.cpp --tests $ex --no-history --json "$dir/w.json" >/dev/null 2>&1
check "a WA is explained only with --sanitize" 'jq -e "[.tests[] | select(.diagnosis)] | length == 0" "$dir/w.json" >/dev/null'

"$judge" submit $rte/heap_overflow.cpp --tests $ex/1.in --no-history --html "$dir/r.html" >/dev/null 2>&1
check "HTML: the finding under the failing test, escaped" \
    'grep -q "<p class=.diagnosis.>sanitizer: <b>heap-buffer-overflow at $rte/heap_overflow.cpp:10</b>" "$dir/r.html"'

# A hostile solution prints a fake report and exits: its words are not a diagnosis.
mkdir -p "$dir/odd path"
cat >"$dir/odd path/913_forger.cpp" <<'CPP'
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        fprintf(stderr, "==3==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x1\nREAD of size 4 <script>\n");
        exit(3);
    }
};
CPP
"$judge" submit "$dir/odd path/913_forger.cpp" --tests $ex/1.in --no-history --json "$dir/f.json" --html "$dir/f.html" >"$dir/f.out" 2>&1
check "a report printed by the program itself names no line of the judge's" \
    '! jq -e ".tests[0].diagnosis.line > 0" "$dir/f.json" >/dev/null'
check "whatever it printed is escaped in the HTML" '! grep -q "size 4 <script>" "$dir/f.html"'

# export: a plain g++ builds it; it answers every example.
"$judge" export solutions/913/accepted/retrograde.cpp -o "$dir/out.cpp" 2>/dev/null
check "export compiles with a plain g++ -std=c++20" 'g++ -std=c++20 -O1 "$dir/out.cpp" -o "$dir/exported"'
for input in $ex/*.in; do
    check "export answers $input" '[ "$("$dir/exported" <"$input")" = "$(cat "${input%.in}.ans")" ]'
done
cp solutions/913/accepted/retrograde.cpp "$dir/mine.cpp"
"$judge" export "$dir/mine.cpp" --problem 913 -o "$dir/mine.cpp" 2>"$dir/err"; status=$?
check "export onto the solution itself: refused (exit 2), the solution kept" '[ $status = 2 ] && grep -q "is the solution itself" "$dir/err" && cmp -s "$dir/mine.cpp" solutions/913/accepted/retrograde.cpp'
"$judge" export "$dir/mine.cpp" --problem 913 -o "$dir/out.cpp" 2>"$dir/err"; status=$?
check "export onto an existing file: refused without --force" '[ $status = 2 ] && grep -q "already exists; pass --force" "$dir/err"'
"$judge" export "$dir/mine.cpp" --problem 913 -o "$dir/out.cpp" --force 2>/dev/null; status=$?
check "and written with it" '[ $status = 0 ] && grep -q "^int main" "$dir/out.cpp"'
"$judge" submit "$dir/out.cpp" --problem 913 --no-history >"$dir/o" 2>&1; status=$?
check "an exported file submitted: CE that says what it is, not a redefinition in driver.cpp" '[ $status = 1 ] && grep -q "out.cpp: written by judge export" "$dir/o" && ! grep -q "^CE: driver.cpp" "$dir/o"'
"$judge" export solutions/913/accepted/retrograde.cpp | cat >"$dir/piped.cpp"
check "export to stdout, through a pipe" 'grep -q "^int main" "$dir/piped.cpp"'

# debug: the crash's backtrace names the user's function and line.
"$judge" debug $rte/null_deref.cpp --input $ex/1.in >"$dir/d.out" 2>&1; status=$?
check "debug exits 1 on a crash" '[ $status = 1 ]'
check "debug: the backtrace names catMouseGame at the fixture's line" \
    'grep -q "in Solution::catMouseGame (this=.*) at $rte/null_deref.cpp:14" "$dir/d.out"'
check "debug: the locals of the user's innermost frame, the null pointer among them" \
    'grep -q "^locals of your innermost frame:" "$dir/d.out" && grep -q "^  hole = 0x0$" "$dir/d.out" && grep -q "^  nodes = " "$dir/d.out"'
check "debug: a container's elements, as libstdc++'s printers show them (not its _M_h)" \
    'grep -q "^  nodes = std::unordered_map with [0-9]* elements = {\[" "$dir/d.out" && ! grep -q "_M_h" "$dir/d.out"'
# debug --interactive: gdb's prompt (here fed from a pipe), and its scratch folder gone afterwards
# (the user's private folder, judge-<uid>, stays, empty).
mkdir -p "$dir/ti"
printf 'kill\nquit\n' | TMPDIR=$dir/ti timeout 600 "$judge" debug $rte/null_deref.cpp --input $ex/1.in --interactive >"$dir/i.out" 2>&1
# gdb (as root) shows the user's lines from the judge's copy of the text it
# compiled, never from their path (which another user may since have made a
# link to a file only root may read).
printf 'info source\nkill\nquit\n' | timeout 600 "$judge" debug $rte/null_deref.cpp --input $ex/1.in --interactive >"$dir/src.out" 2>&1
check "debug --interactive: the source shown is the judge's copy, not the user's path" \
    'grep -q "^Located in .*/submission/source/null_deref.cpp$" "$dir/src.out"'
# The same spelled ./ and ../: the user's frames found, gdb's source the copy.
mkdir -p "$dir/dots/in" && cp $rte/null_deref.cpp "$dir/dots/913.cpp"
(cd "$dir/dots" && "$judge" debug ./913.cpp --input "$OLDPWD/$ex/1.in" >"$dir/dot.out" 2>&1)
(cd "$dir/dots/in" && printf 'info source\nkill\nquit\n' |
    "$judge" debug ../913.cpp --input "$OLDPWD/$ex/1.in" --interactive >"$dir/dotdot.out" 2>&1)
check "debug ./913.cpp: the user's frame at its line; ../913.cpp: gdb's source is the judge's copy" \
    'grep -q "in Solution::catMouseGame (this=.*) at ./913.cpp:14" "$dir/dot.out" &&
     grep -q "^Located in .*/submission/source/913.cpp$" "$dir/dotdot.out" || { cat "$dir/dot.out" "$dir/dotdot.out"; false; }'
# debug --interactive while another judge starts (and sweeps the scratch
# folders of judges that are gone): gdb's folder is still held, and kept.
mkfifo "$dir/gdb-in"
(TMPDIR=$dir/ti timeout 600 "$judge" debug $rte/null_deref.cpp --input $ex/1.in --interactive <"$dir/gdb-in" >"$dir/swept.out" 2>&1) &
debugger=$!
exec 9>"$dir/gdb-in"
wait_for '[ -n "$(ls -d "$dir"/ti/judge-*/judge-scratch-* 2>/dev/null)" ] && grep -q "gdb runs as\|Breakpoint\|Reading" "$dir/swept.out" 2>/dev/null || [ "$(id -u)" != 0 ]'
sleep 2  # the judge has become the shell and gdb by now
scratch=$(ls -d "$dir"/ti/judge-*/judge-scratch-* 2>/dev/null | head -1)
TMPDIR=$dir/ti "$judge" submit solutions/913/accepted/retrograde.cpp --tests $ex --no-history >/dev/null 2>&1
kept=no
[ -n "$scratch" ] && [ -e "$scratch/work/submission/solution" ] && kept=yes
printf 'info source\nkill\nquit\n' >&9
exec 9>&-
wait $debugger
check "debug --interactive: another judge starting meanwhile leaves gdb's folder alone (kept: $kept)" \
    '[ $kept = yes ] && grep -q "^Located in .*/submission/source/null_deref.cpp$" "$dir/swept.out" || { cat "$dir/swept.out"; false; }'
# A path whose ".." follows a link is the kernel's: the parent of the link's target.
mkdir -p "$dir/dots/real/sub" && cp solutions/1/accepted/hash_one_pass.cpp "$dir/dots/real/1.cpp"
cp solutions/1/wrong_answer/misses_last.cpp "$dir/dots/1.cpp" && ln -s real/sub "$dir/dots/link"
(cd "$dir/dots" && "$judge" submit link/../1.cpp --no-history >"$dir/link.out" 2>&1)
check "submit link/../1.cpp judges real/1.cpp (the kernel's path), not ./1.cpp" 'grep -q "^AC " "$dir/link.out"'
check "debug --interactive stops at the method and leaves no scratch folder" \
    'grep -q "Breakpoint 1, Solution::catMouseGame" "$dir/i.out" && [ -z "$(ls -A "$dir/ti" | grep -v "^judge-[0-9]*$")" ] &&
     [ -z "$(ls -A "$dir"/ti/judge-* 2>/dev/null)" ]'
# debug of a program that leaves a child behind in a session of its own: killed when debug ends.
cat >"$dir/forker.cpp" <<'SOL'
#include <unistd.h>
class Solution {
public:
    int catMouseGame(vector<vector<int>>& graph) {
        if (fork() == 0) {
            setsid();
            sleep(30);
            _exit(0);
        }
        volatile int* p = nullptr;
        *p = 1;
        return 0;
    }
};
SOL
reaped "$dir/left.dbg" "$judge" debug "$dir/forker.cpp" --problem 913 --input $ex/1.in >"$dir/f.out" 2>&1
check "debug leaves no process behind $(grep "^left:" "$dir/left.dbg" | tr '\n' ' ')" \
    'grep -q "SIGSEGV" "$dir/f.out" && grep -q "^command: " "$dir/left.dbg" && ! grep -q "^left:" "$dir/left.dbg"'
# debug of a case that hangs: stopped at a test's wall-clock limit, and where it was shown.
t0=$(date +%s)
timeout 600 "$judge" debug solutions/1728/time_limit_exceeded/sleep_forever.cpp --input testcases/1728/examples/1.in >"$dir/h.out" 2>&1; status=$?
took=$(( $(date +%s) - t0 ))
# (Stopped by the judge's own limit, which the line says, not by timeout's guard: exit 1, not 124.)
check "debug of a hang: stopped at the wall-clock limit (exit 1, got $status, in ${took} s) and its line shown" \
    '[ $status = 1 ] && grep -q "still running after [0-9]* s on .*the wall-clock limit of a test" "$dir/h.out" && grep -q "at solutions/1728/time_limit_exceeded/sleep_forever.cpp:5" "$dir/h.out"'
# --sanitize: the leading failure's re-run finds nothing (a plain wrong
# answer), so the next failing test is re-run, and its finding is shown,
# named as from that test.
"$judge" submit tests/fixtures/sanitize_finds_on_second_1.cpp --problem 1 --tests testcases/1/examples --sanitize \
    --no-history --json "$dir/s2.json" >"$dir/s2.out" 2>&1
if grep -q "no sanitized re-run" "$dir/s2.out"; then
    echo "skipped: the --sanitize check: $(grep -m1 "no sanitized re-run" "$dir/s2.out")"
else
    check "--sanitize tries the next failing test when the first shows nothing" \
        'grep -q "heap-buffer-overflow at tests/fixtures/sanitize_finds_on_second_1.cpp:9" "$dir/s2.out" &&
         grep -q "from the sanitized re-run of examples/2" "$dir/s2.out" &&
         grep -q "the sanitized re-run of this test found nothing; the finding above is from examples/2" "$dir/s2.out" &&
         [ "$(jq -r "[.tests[] | select(.diagnosis != null)][0].diagnosis.rerun_of" "$dir/s2.json")" = examples/2 ] || { cat "$dir/s2.out"; false; }'
fi
# A re-run that ends without a sanitizer's report: the note quotes what the
# program printed, not the sanitizer's warnings around it.
"$judge" submit tests/fixtures/exits_after_printing_1.cpp --problem 1 --tests testcases/1/examples \
    --no-history --json "$dir/x.json" >"$dir/x.out" 2>&1
if grep -q "no sanitized re-run" "$dir/x.out"; then
    echo "skipped: the re-run's note check: $(grep -m1 "no sanitized re-run" "$dir/x.out")"
else
    check "a re-run without a report quotes the program's text, none of the sanitizer's warnings" \
        'grep -q "the sanitized run exited with 3 without a sanitizer report; its stderr began: giving up on 2 numbers" "$dir/x.out" &&
         ! grep -Eq "==[0-9]+==WARNING|False positive error reports|sanitizers/issues" "$dir/x.out" || { cat "$dir/x.out"; false; }'
    check "and cuts it short at a character's start (no \\xC3 shown, no base64 beside the note)" \
        '! grep -q "xC3" "$dir/x.out" && jq -e "[.tests[] | select(.diagnosis_note_base64)] | length == 0" "$dir/x.json" >/dev/null'
fi
finish
