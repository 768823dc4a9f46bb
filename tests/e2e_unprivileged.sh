#!/usr/bin/env bash
# Without root the judge falls back to what exists (Landlock, seccomp,
# rlimits, a process group), says once what is off, and still contains the
# hostile fixtures that matter most. Run as root, this drops to nobody.
set -uo pipefail
judge=$(realpath "$1")
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null; then
    echo "skipped: needs root (to become nobody) and setpriv"; exit 0
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fails=0
check() { if eval "$2"; then echo "ok: $1"; else echo "FAIL: $1"; fails=$((fails + 1)); fi; }

# A copy nobody can read: problem 913, its examples, the hostile fixtures.
mkdir -p "$dir/root/judge" "$dir/root/testcases/913" "$dir/root/solutions/913/accepted" "$dir/home" "$dir/tmp"
cp -r judge/runtime "$dir/root/judge/"
cp -r problems "$dir/root/"
cp -r testcases/913/examples "$dir/root/testcases/913/"
cp solutions/913/accepted/retrograde.cpp "$dir/root/solutions/913/accepted/"
cp -r tests/hostile "$dir/root/"
chmod -R a+rX "$dir"
chown nobody "$dir/home" "$dir/tmp"
as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$dir/home" TMPDIR="$dir/tmp" JUDGE_ROOT="$dir/root" "$@"; }

cd "$dir/root" || exit 1
as_nobody "$judge" doctor >"$dir/doctor" 2>&1
check "doctor says what is off without root" 'grep -q "^  off  namespaces" "$dir/doctor"'
as_nobody "$judge" submit solutions/913/accepted/retrograde.cpp >"$dir/out" 2>"$dir/err"
check "an accepted solution is AC" 'grep -q "^AC " "$dir/out"'
check "the missing protections are said once" '[ "$(grep -c "protections off" "$dir/err")" = 1 ]'
for case in wrong_answer/find_answers:WA wrong_answer/write_files:WA wrong_answer/kill_parent:WA \
            time_limit_exceeded/fork_bomb:TLE run_time_error/exit_three:RE; do
    fixture=hostile/${case%%:*}.cpp want=${case##*:}
    as_nobody "$judge" submit "$fixture" --problem 913 --json "$dir/tmp/r.json" >/dev/null 2>&1
    status=$?
    got=$(sed -n 's/^  "verdict": "\([A-Z]*\)",\{0,1\}$/\1/p' "$dir/tmp/r.json")
    check "$fixture: $want without root (got ${got:-nothing}, exit $status)" '[ "$got" = "$want" ] && [ $status = 1 ]'
    check "$fixture: found no answer, wrote no file" '[ -s "$dir/tmp/r.json" ] && ! grep -Eq "found /|wrote /" "$dir/tmp/r.json"'
done
check "no file escaped into the temporary folder" '[ -z "$(find "$dir/tmp" -name "judge-hostile-marker")" ] && [ ! -e /tmp/judge-hostile-marker ]'

# Root without CAP_SYS_ADMIN (a container without privileges): no namespaces
# can be made, so the judge takes the unprivileged path instead of failing.
no_admin() { setpriv --inh-caps=-sys_admin --bounding-set=-sys_admin env TMPDIR="$dir/tmp" JUDGE_ROOT="$dir/root" XDG_CACHE_HOME="$dir/cache" "$@"; }
no_admin "$judge" doctor >"$dir/doctor" 2>&1
check "root without CAP_SYS_ADMIN: doctor names it" 'grep -q "^  off  namespaces.*root without CAP_SYS_ADMIN" "$dir/doctor"'
no_admin "$judge" submit solutions/913/accepted/retrograde.cpp --no-history >"$dir/out" 2>"$dir/err"
check "root without CAP_SYS_ADMIN: an accepted solution is AC" 'grep -q "^AC " "$dir/out"'
rm -f /tmp/judge-hostile-marker /root/judge-hostile-marker
no_admin "$judge" submit hostile/wrong_answer/write_files.cpp --problem 913 --no-history --json "$dir/r.json" >/dev/null 2>&1
check "root without CAP_SYS_ADMIN: files to /tmp and /root are WA, and not written" \
    'grep -q "\"verdict\": \"WA\"" "$dir/r.json" && [ ! -e /tmp/judge-hostile-marker ] && [ ! -e /root/judge-hostile-marker ]'

[ "$fails" = 0 ] || { echo "$fails check(s) failed"; exit 1; }
