#!/usr/bin/env bash
# Without root the judge falls back to what exists (Landlock, seccomp,
# rlimits, a process group), says once what is off, and still contains the
# hostile fixtures that matter most. Run as root, this drops to nobody.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$(realpath "$1")
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null; then
    echo "skipped: needs root (to become nobody) and setpriv"; exit 0
fi

# A copy nobody can read: problem 913, its examples, the hostile fixtures.
mkdir -p "$dir/root/judge" "$dir/root/testcases/913" "$dir/root/solutions/913/accepted" "$dir/home" "$dir/tmp"
cp -r judge/runtime "$dir/root/judge/"
mkdir -p "$dir/root/problems" && cp -r problems/913-cat-and-mouse "$dir/root/problems/"
cp -r testcases/913/examples "$dir/root/testcases/913/"
cp solutions/913/accepted/retrograde.cpp "$dir/root/solutions/913/accepted/"
mkdir -p "$dir/root/solutions/913/run_time_error" && cp solutions/913/run_time_error/heap_overflow.cpp "$dir/root/solutions/913/run_time_error/"
mkdir -p "$dir/root/tests" && cp -r tests/hostile "$dir/root/tests/"
chmod -R a+rX "$dir"
chown nobody "$dir/home" "$dir/tmp"
as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$dir/home" XDG_CONFIG_HOME="$dir/home/.config" TMPDIR="$dir/tmp" JUDGE_ROOT="$dir/root" "$@"; }

cd "$dir/root" || exit 1
# Every hostile fixture, judged by nobody: in a user namespace of the judge's
# own where the kernel allows one (as here), and on the fallback path
# (Landlock, seccomp, rlimits) where it does not (JUDGE_USERNS=0).
judge_as_nobody() {  # MODE FIXTURE: the verdict, exit status and checks
    local mode=$1 fixture=$2 want status got folder
    folder=$(basename "$(dirname "$fixture")")
    want=$(folder_verdict "$folder")
    local extra=()
    case "$fixture" in *deep_recursion*) extra=(--memory-limit 512) ;; esac
    rm -f "$dir/tmp/r.json"
    as_nobody env JUDGE_USERNS=$mode "$judge" submit "$fixture" --problem 913 --jobs 1 --tests testcases/913/examples \
        "${extra[@]}" --json "$dir/tmp/r.json" >"$dir/out" 2>&1
    status=$?
    got=$(verdict "$dir/tmp/r.json")
    local label="$fixture (JUDGE_USERNS=$mode)"
    check "$label: $want without root (got ${got:-nothing}, exit $status)" 'verdict_is "$got" "$want" && [ $status -le 1 ]'
    check "$label: found no answer, wrote no file, nothing escaped" \
        '[ -s "$dir/tmp/r.json" ] && ! grep -Eq "found /|wrote /|escaped:" "$dir/tmp/r.json"'
    case "$fixture" in
        */plant_input.cpp)
            check "$label: every test WA" '[ "$(jq -r "[.tests[].verdict] | unique | join(\",\")" "$dir/tmp/r.json")" = WA ]' ;;
    esac
}
exec 7<testcases/913/examples/1.ans  # an answer file the judge inherits
for fixture in tests/hostile/*/*.cpp tests/hostile/*/*.py; do
    judge_as_nobody 1 "$fixture"
done
# Without a user namespace there is no thread limit and the run's folder is on
# disk, not in memory: those two fixtures are for the paths that have them.
for fixture in tests/hostile/*/*.cpp tests/hostile/*/*.py; do
    case "$fixture" in */memory_in_files.cpp | */heap_and_files.cpp) continue ;; esac
    judge_as_nobody 0 "$fixture"
done
exec 7<&-
as_nobody env JUDGE_USERNS=0 "$judge" doctor >"$dir/doctor" 2>&1
check "doctor says what is off without root or a user namespace" 'grep -q "^  off  a user namespace of our own.*JUDGE_USERNS=0" "$dir/doctor"'
as_nobody "$judge" doctor >"$dir/doctor" 2>&1
check "doctor names the user namespace where there is one" 'grep -q "^  on   a user namespace of our own" "$dir/doctor"'
check "doctor names the compile step's protection" 'grep -q "^  on   compile step (Landlock" "$dir/doctor"'
as_nobody env JUDGE_USERNS=0 "$judge" submit solutions/913/accepted/retrograde.cpp >"$dir/out" 2>"$dir/err"
check "an accepted solution is AC" 'grep -q "^AC " "$dir/out"'
check "the missing protections are said once" '[ "$(grep -c "protections off" "$dir/err")" = 1 ]'
check "no file escaped into the temporary folder" '[ -z "$(find "$dir/tmp" -name "judge-hostile-marker")" ] && [ ! -e /tmp/judge-hostile-marker ]'
check "no helper folder left" '[ -d "$dir/tmp/judge-65534" ] && [ -z "$(ls -d "$dir/tmp"/judge-65534/judge-helper-* 2>/dev/null)" ]'

# A class graded without them: said once, not once a submission.
mkdir -p "$dir/cls/ann" "$dir/cls/ben"
cp solutions/913/accepted/retrograde.cpp "$dir/cls/ann/913.cpp"
cp solutions/913/accepted/retrograde.cpp "$dir/cls/ben/913.cpp"
echo "// ben's" >>"$dir/cls/ben/913.cpp"
chown -R nobody "$dir/cls"
as_nobody "$judge" grade "$dir/cls" >"$dir/out" 2>&1
status=$?
check "a grade whose output folder cannot be made (beside the class, in a folder of root's): exit 2, one line" \
    '[ $status = 2 ] && [ "$(cat "$dir/out")" = "judge: error: $dir/cls.grades: cannot make the output folder (Permission denied): give one you can write with --out" ] || { cat "$dir/out"; false; }'
as_nobody env JUDGE_USERNS=0 "$judge" grade "$dir/cls" --out "$dir/home/cls.grades" >"$dir/out" 2>"$dir/err"
check "a class's grade says the missing protections once, not once a submission ($(grep -c "protections off" "$dir/err"))" \
    '[ "$(grep -c "protections off" "$dir/err")" = 1 ] && grep -Eq "^ann +AC" "$dir/out" && grep -Eq "^ben +AC" "$dir/out" || { cat "$dir/out" "$dir/err"; false; }'

# A crash without root: no sanitized re-run (no memory cgroup), and the note
# gives the gdb command that finds the line, which works here.
as_nobody "$judge" submit solutions/913/run_time_error/heap_overflow.cpp --tests testcases/913/examples --no-history >"$dir/out" 2>&1
check "a crash without root: the note gives judge debug's command" \
    'grep -q "no sanitized re-run: .*find the line under gdb: judge debug solutions/913/run_time_error/heap_overflow.cpp --problem 913 --input examples/[12]$" "$dir/out"'
read -ra command <<<"$(grep -o "judge debug .*" "$dir/out" | head -1)"
as_nobody "$judge" "${command[@]:1}" >"$dir/out" 2>&1
check "and that command runs as given, naming the file" 'grep -q "heap_overflow.cpp" "$dir/out" && ! grep -q "^judge: " "$dir/out"'

# Root without CAP_SYS_ADMIN (a container without privileges): root's
# namespaces cannot be made, so the judge takes a user namespace of its own,
# or the unprivileged path where that is refused, instead of failing.
no_admin() { setpriv --inh-caps=-sys_admin --bounding-set=-sys_admin env TMPDIR="$dir/tmp" JUDGE_ROOT="$dir/root" XDG_CACHE_HOME="$dir/cache" "$@"; }
no_admin env JUDGE_USERNS=0 "$judge" doctor >"$dir/doctor" 2>&1
check "root without CAP_SYS_ADMIN: doctor names it" 'grep -q "^  off  a user namespace.*root without CAP_SYS_ADMIN" "$dir/doctor"'
no_admin "$judge" doctor >"$dir/doctor" 2>&1
check "root without CAP_SYS_ADMIN: a user namespace of the judge's own instead" 'grep -q "^  on   a user namespace of our own" "$dir/doctor"'
no_admin "$judge" submit solutions/913/accepted/retrograde.cpp --no-history >"$dir/out" 2>"$dir/err"
check "root without CAP_SYS_ADMIN: an accepted solution is AC" 'grep -q "^AC " "$dir/out"'
rm -f /tmp/judge-hostile-marker /root/judge-hostile-marker
no_admin "$judge" submit tests/hostile/wrong_answer/write_files.cpp --problem 913 --no-history --json "$dir/r.json" >/dev/null 2>&1
check "root without CAP_SYS_ADMIN: files to /tmp and /root are WA, and not written" \
    '[ "$(verdict "$dir/r.json")" = WA ] && [ ! -e /tmp/judge-hostile-marker ] && [ ! -e /root/judge-hostile-marker ]'

finish
