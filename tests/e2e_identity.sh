#!/usr/bin/env bash
# A run's identity is its own. As root each sandbox helper's runs become an
# id of the reserved range (JUDGE_ID_BASE, 60000 unless set) that no other
# process holds, not dumpable: from outside, as nobody (the user every run
# was before), as another user, even as the run's own id, nothing reaches a
# run: no ptrace, no /proc/PID/mem, environ, fd, root or cwd, no
# process_vm_readv or pidfd_getfd, no signal (tests/fixtures/reach_process.c).
# Two judges at once have two ids. Then an ordinary user's judge (nobody, in
# a user namespace and on the Landlock path): another user reaches nothing.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$(realpath "$1")
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null || ! command -v gcc >/dev/null; then
    echo "skipped: needs root (to change users), setpriv and gcc"; exit 0
fi
chmod 755 "$dir"
gcc -O1 -o "$dir/reach" tests/fixtures/reach_process.c || { echo "FAIL: the probe does not build"; exit 1; }
base=${JUDGE_ID_BASE:-60000}
export TMPDIR=$dir/tmp
mkdir -p "$TMPDIR"
as_user() { local uid=$1; shift; setpriv --reuid="$uid" --regid="$uid" --clear-groups "$@"; }

# The processes below PID (any depth), as "pid uid" lines.
below() {
    ps -e -o pid=,ppid=,uid= | awk -v root="$1" '
        { parent[$1] = $2; uid[$1] = $3 }
        END { for (p in parent) for (q = parent[p]; q > 1; q = parent[q]) if (q == root) { print p, uid[p]; break } }'
}
# The run's processes below judge PID: the program's (its compile step has an
# id of the range too, a process of its own; see e2e_least_privilege.sh).
run_pids() {
    local pid
    for pid in $(below "$1" | awk -v lo="$base" -v hi=$((base + 1000)) '$2 >= lo && $2 < hi { print $1 }'); do
        [ "$(ps -o comm= -p "$pid")" = solution ] && echo "$pid"
    done
}

# PROBE_USER PID [--no-signal]: every way in refused, the process still there.
refused_to() {
    local user=$1 pid=$2; shift 2
    as_user "$user" "$dir/reach" "$pid" "$@" >"$dir/reach.out" 2>&1
    local status=$?
    [ $status = 0 ] || { sed 's/^/    /' "$dir/reach.out"; return 1; }
}

start_spinning() {  # the judge's pid in $started
    "$judge" submit tests/fixtures/913_spins.cpp --problem 913 --tests testcases/913/examples --jobs 1 \
        --time-limit 60000 --no-history >"$dir/out.$1" 2>&1 &
    started=$!
}

# --- as root ---
start_spinning 1
judge_pid=$started
check "the run starts (a process of the reserved range below the judge)" 'wait_for "[ -n \"\$(run_pids $judge_pid)\" ]"'
pids=$(run_pids "$judge_pid")
run_uid=$(ps -o uid= -p $(echo $pids | cut -d' ' -f1) | tr -d ' ')
check "the run's id ($run_uid) is of the range, not nobody, named in no passwd or group entry" \
    '[ -n "$run_uid" ] && [ "$run_uid" -ge "$base" ] && [ "$run_uid" != 65534 ] && ! getent passwd "$run_uid" >/dev/null && ! getent group "$run_uid" >/dev/null'
holders=$(ps -e -o pid=,uid=,ruid=,suid= | awk -v u="$run_uid" '$2 == u || $3 == u || $4 == u { print $1 }' | sort)
check "no process outside the run holds its id" '[ "$holders" = "$(echo "$pids" | tr " " "\n" | sort)" ]'
attempts=0
for pid in $pids; do
    attempts=$((attempts + 1))
    check "run process $pid: nobody (65534, the runs' user before) reaches nothing" 'refused_to 65534 "$pid"'
    check "run process $pid: another user (12345) reaches nothing" 'refused_to 12345 "$pid"'
    check "run process $pid: its own id ($run_uid) reaches nothing but a signal (not dumpable)" \
        'refused_to "$run_uid" "$pid" --no-signal'
done
check "every process of the run was tried ($attempts)" '[ "$attempts" -ge 1 ]'

# A second judge at once: another id.
start_spinning 2
second_pid=$started
check "a second judge's run starts" 'wait_for "[ -n \"\$(run_pids $second_pid)\" ]"'
second_uid=$(ps -o uid= -p $(run_pids "$second_pid" | head -1) | tr -d ' ')
check "two judges at once: two ids ($run_uid, $second_uid)" '[ -n "$second_uid" ] && [ "$second_uid" != "$run_uid" ]'
kill -TERM "$judge_pid" "$second_pid"
wait "$judge_pid"; status1=$?
wait "$second_pid"; status2=$?
check "both judges end on SIGTERM (143, 143: got $status1, $status2)" '[ $status1 = 143 ] && [ $status2 = 143 ]'
check "no process of either id is left" \
    'wait_for "[ -z \"\$(ps -e -o uid= | awk -v a=$run_uid -v b=$second_uid '"'"'\$1 == a || \$1 == b'"'"')\" ]"'

# --- an ordinary user's judge (nobody): a copy it can read ---
mkdir -p "$dir/root/judge" "$dir/root/testcases/913" "$dir/root/tests/fixtures" "$dir/root/solutions/913/accepted" \
    "$dir/home" "$dir/tmp2"
cp solutions/913/accepted/retrograde.cpp "$dir/root/solutions/913/accepted/"
cp -r judge/runtime "$dir/root/judge/" && cp -r problems "$dir/root/" && cp -r testcases/913/examples "$dir/root/testcases/913/"
cp tests/fixtures/913_spins.cpp "$dir/root/tests/fixtures/"
chmod -R a+rX "$dir/root"
chown nobody "$dir/home" "$dir/tmp2"
for userns in 1 0; do
    (cd "$dir/root" && exec setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$dir/home" TMPDIR="$dir/tmp2" \
        JUDGE_ROOT="$dir/root" JUDGE_USERNS=$userns "$judge" submit tests/fixtures/913_spins.cpp --problem 913 \
        --tests testcases/913/examples --jobs 1 --time-limit 60000 --no-history >"$dir/out.nobody" 2>&1) &
    nobody_judge=$!
    # Its processes: the helper (one or two) and the run.
    check "JUDGE_USERNS=$userns: nobody's judge starts a run" \
        'wait_for "below $nobody_judge | awk '"'"'{ print \$1 }'"'"' | xargs -r ps -o comm= -p | grep -qx solution"'
    tried=0
    for pid in $(below "$nobody_judge" | awk '{ print $1 }'); do
        kill -0 "$pid" 2>/dev/null || continue
        tried=$((tried + 1))
        check "JUDGE_USERNS=$userns: process $pid of nobody's judge: another user (12345) reaches nothing" \
            'refused_to 12345 "$pid"'
    done
    check "JUDGE_USERNS=$userns: the helper and the run were tried ($tried)" '[ "$tried" -ge 1 ]'
    kill -TERM "$nobody_judge" 2>/dev/null
    wait "$nobody_judge"
done
finish
