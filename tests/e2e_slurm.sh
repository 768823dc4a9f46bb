#!/usr/bin/env bash
# judge grade --slurm on a real Slurm: a one-node cluster of this machine
# (munged, slurmctld and slurmd on ports of this script's own, in its
# temporary folder), the class graded as one array job and a merging job
# that depends on it; the table must equal a local grade's. Needs root and
# Debian's slurm-wlm and munge (bin/test installs them); skipped (77)
# without them, saying why. The daemons are stopped at the end, whatever happens.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
for tool in /usr/sbin/slurmctld /usr/sbin/slurmd /usr/sbin/munged /usr/bin/sbatch; do
    [ -x "$tool" ] || { echo "skipped: no $tool (apt-get install slurm-wlm munge)"; exit 77; }
done
[ "$(id -u)" = 0 ] || { echo "skipped: a Slurm of its own needs root"; exit 77; }
export XDG_DATA_HOME=$dir/data
sl=$dir/slurm
mkdir -p "$sl/state" "$sl/spool" "$sl/log" "$sl/munge"
chmod 700 "$sl/munge"
head -c 1024 /dev/urandom >"$sl/munge/key"
chmod 400 "$sl/munge/key"
port=$((20000 + ($$ % 5000) * 2))
node=$(hostname -s)
cat >"$sl/slurm.conf" <<CONF
ClusterName=judgetest$$
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
AuthInfo=socket=$sl/munge/sock
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$sl/state
SlurmdSpoolDir=$sl/spool
SlurmctldPidFile=$sl/slurmctld.pid
SlurmdPidFile=$sl/slurmd.pid
SlurmctldLogFile=$sl/log/slurmctld.log
SlurmdLogFile=$sl/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=4096 State=UNKNOWN
PartitionName=judge Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$sl/slurm.conf
stop_cluster() {
    scontrol shutdown >/dev/null 2>&1
    for f in "$sl/slurmd.pid" "$sl/slurmctld.pid" "$sl/munge/pid"; do
        [ -s "$f" ] && kill "$(cat "$f")" 2>/dev/null
    done
    sleep 1
    for f in "$sl/slurmd.pid" "$sl/slurmctld.pid" "$sl/munge/pid"; do
        [ -s "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null
    done
    rm -rf "$dir"
}
trap stop_cluster EXIT
/usr/sbin/munged --socket="$sl/munge/sock" --key-file="$sl/munge/key" --pid-file="$sl/munge/pid" \
    --log-file="$sl/munge/log" --seed-file="$sl/munge/seed" --force
/usr/sbin/slurmctld -f "$SLURM_CONF"
/usr/sbin/slurmd -f "$SLURM_CONF" -N "$node"
# Where Slurm cannot start here (a container without what slurmd needs),
# the test says why in a line and is skipped, not failed.
up=no
for _ in $(seq 300); do
    sinfo -h -o %t 2>/dev/null | grep -q idle && { up=yes; break; }
    sleep 0.2
done
if [ $up = no ]; then
    echo "skipped: the one-node Slurm did not come up here: $(tail -qn 1 "$sl/log/"*.log "$sl/munge/log" 2>/dev/null | tail -1)"
    exit 77
fi

cls=$dir/class
mkdir -p "$cls/alice" "$cls/bob" "$cls/carol"
cp solutions/1/accepted/hash_one_pass.py "$cls/alice/1.py"
cp solutions/913/wrong_answer/turn_capped_cache.py "$cls/alice/913.py"
cp solutions/913/accepted/retrograde.cpp "$cls/bob/913.cpp"
cp solutions/1/wrong_answer/same_element_twice.py "$cls/bob/1.py"
printf 'int x\n' >"$cls/carol/1.cpp"
"$judge" grade "$cls" --out "$dir/local" --csv "$dir/local.csv" >/dev/null 2>&1

"$judge" grade "$cls" --slurm --tasks 2 --partition judge --csv "$dir/slurm.csv" >"$dir/out" 2>&1
check "grade --slurm submits an array job and a job after it" \
    'grep -Eq "^submitted: array job [0-9]+ \(2 tasks, .*\), then job [0-9]+ merging it" "$dir/out" || { cat "$dir/out"; false; }'
merge=$(sed -n 's/.*then job \([0-9]*\) merging.*/\1/p' "$dir/out")
wait_for '[ -n "$merge" ] && [ -s "$dir/slurm.csv" ] && ! squeue -h -j "$merge" 2>/dev/null | grep -q .'
check "both array tasks ran and wrote their shards" \
    '[ -e "$dir/class.grades/shard-1-of-2.sqlite3" ] && [ -e "$dir/class.grades/shard-2-of-2.sqlite3" ] && grep -q "(shard 1 of 2)" "$dir/class.grades/slurm-"*_1.out'
check "the merging job's table equals a local grade's" '[ -s "$dir/slurm.csv" ] && cmp -s <(grade_table "$dir/slurm.csv") <(grade_table "$dir/local.csv") || { cat "$dir/slurm.csv" "$dir/class.grades/slurm-merge-"*.out; false; }'
check "the merge judged nothing the shards had judged" 'grep -q "^graded 0 submissions in .*, 5 unchanged" "$dir/class.grades/slurm-merge-"*.out'

# A task cancelled halfway: a second grade --slurm completes the table,
# judging again nothing that was graded (a judging cut short is not).
# (all pairs: a few seconds of TLE each, time for the cancel to land)
cp solutions/1/time_limit_exceeded/all_pairs.py "$cls/carol/two-sum.py"
mkdir -p "$cls/dave"
cp solutions/1/time_limit_exceeded/all_pairs.py "$cls/dave/1.py"
cp solutions/4/accepted/partition_binary_search.py "$cls/dave/4.py"
rm -rf "$dir/class.grades"
"$judge" grade "$cls" --out "$dir/local2" --csv "$dir/local2.csv" >/dev/null 2>&1
"$judge" grade "$cls" --slurm --tasks 2 --partition judge --csv "$dir/slurm2.csv" >"$dir/out" 2>&1
array=$(sed -n 's/^submitted: array job \([0-9]*\).*/\1/p' "$dir/out")
wait_for 'grep -q "^judge: grading 2 of" "$dir/class.grades/slurm-${array}_"*.out 2>/dev/null'
scancel "$array"
wait_for '! squeue -h 2>/dev/null | grep -q .'
graded_before=$(python3 -c 'import glob, sqlite3, sys
rows = set()
for f in glob.glob(sys.argv[1] + "/shard-*.sqlite3"):
    rows |= {r[0] + "/" + r[1] for r in sqlite3.connect(f).execute("SELECT student, file FROM grades")}
print(" ".join(sorted(rows)))' "$dir/class.grades")
check "the cancelled array had graded some submissions, not all ($graded_before)" '[ -n "$graded_before" ] && [ "$(wc -w <<<"$graded_before")" -lt 8 ]'
rm -f "$dir/slurm2.csv"
"$judge" grade "$cls" --slurm --tasks 2 --partition judge --csv "$dir/slurm2.csv" >"$dir/out" 2>&1
array2=$(sed -n 's/^submitted: array job \([0-9]*\).*/\1/p' "$dir/out")
merge2=$(sed -n 's/.*then job \([0-9]*\) merging.*/\1/p' "$dir/out")
wait_for '[ -s "$dir/slurm2.csv" ] && ! squeue -h -j "$merge2" 2>/dev/null | grep -q .'
check "after the cancel, a second grade --slurm gives the local table" 'cmp -s <(grade_table "$dir/slurm2.csv") <(grade_table "$dir/local2.csv") || { cat "$dir/slurm2.csv" "$dir/local2.csv"; false; }'
again=0
for item in $graded_before; do
    grep -q "^judge: grading .*: $item\$" "$dir/class.grades/slurm-${array2}_"*.out "$dir/class.grades/slurm-merge-${merge2}.out" && again=$((again + 1))
done
check "nothing graded before the cancel was judged again" '[ "$again" = 0 ]'
finish
