#!/usr/bin/env bash
# judge grade's throughput on a class of 40 students x 4 problems (1, 4, 48
# and 667) made from the shipped solutions, C++ and Python: right, wrong,
# slow and crashing ones, names of every kind, missing files, a file for a
# problem the judge does not have. Measured: submissions a minute with
# --jobs 1 and --jobs 2 on this machine; the same class through a one-node
# Slurm on this machine (as root, Debian's slurm-wlm and munge) as 2 array
# tasks, against the local run; and a grade killed at 3 random points,
# resumed, must give the uninterrupted table. Prints its lines and appends
# them to bench/RESULTS.md's "Grading" section. Usage: bench/grade.sh [judge]
set -uo pipefail
source "$(dirname "$0")/lib.sh"
cls=$work/class
problems=(1 4 48 667)
# The solutions a student may have sent for each problem: every shipped one.
declare -A pool
for p in "${problems[@]}"; do pool[$p]=$(cd "$root/solutions/$p" && ls */*.cpp */*.py | tr '\n' ' '); done
names=(alice bob "carol smith" "d'arcy" "émile" "=SUM(A1)" "x y" "--flag" zoe "null")
for i in $(seq 0 39); do
    student="${names[$((i % ${#names[@]}))]}-$i"
    mkdir -p "$cls/$student"
    for p in "${problems[@]}"; do
        # One file in eight missing; the rest a shipped solution, picked by the student's number.
        [ $(((i * 7 + p) % 8)) = 0 ] && continue
        files=(${pool[$p]})
        f=${files[$(((i * 31 + p) % ${#files[@]}))]}
        cp "$root/solutions/$p/$f" "$cls/$student/$p.${f##*.}"
    done
done
cp "$root/solutions/1/accepted/hash_one_pass.cpp" "$cls/alice-0/99999.cpp"  # a problem the judge does not have
count=$(find "$cls" -name '*.cpp' -o -name '*.py' | wc -l)
echo "class: 40 students, $count files"

rate() { awk -v n="$1" -v ms="$2" 'BEGIN {printf "%.1f", n / (ms / 60000)}'; }
"$judge" grade "$cls" --out "$work/warm" >/dev/null 2>&1  # the compile cache and reference times warm
t=$(now); "$judge" grade "$cls" --out "$work/j1" --jobs 1 --csv "$work/j1.csv" >/dev/null 2>&1; j1=$(ms_since $t)
t=$(now); "$judge" grade "$cls" --out "$work/j2" --jobs 2 --csv "$work/j2.csv" >/dev/null 2>&1; j2=$(ms_since $t)
graded=$(($(tr -d '\r' <"$work/j1.csv" | tail -n +2 | tr ',' '\n' | grep -c .) - 40))
same12=$(cmp -s "$work/j1.csv" "$work/j2.csv" && echo same || echo DIFFERENT)

# Killed at 3 random points, then resumed: the same table.
rm -rf "$work/k"
for s in 7 19 31; do
    "$judge" grade "$cls" --out "$work/k" >/dev/null 2>&1 &
    pid=$!
    sleep "$s"
    kill -KILL $pid 2>/dev/null
    wait $pid 2>/dev/null
done
"$judge" grade "$cls" --out "$work/k" --csv "$work/k.csv" >/dev/null 2>&1
samek=$(cmp -s "$work/k.csv" "$work/j1.csv" && echo same || echo DIFFERENT)

slurm_line="Slurm: not measured (needs root and slurm-wlm, munge)"
if [ "$(id -u)" = 0 ] && [ -x /usr/sbin/slurmctld ]; then
    sl=$work/slurm; mkdir -p "$sl/state" "$sl/spool" "$sl/log" "$sl/munge"; chmod 700 "$sl/munge"
    head -c 1024 /dev/urandom >"$sl/munge/key"; chmod 400 "$sl/munge/key"
    port=$((25000 + ($$ % 2000) * 2)); node=$(hostname -s)
    printf '%s\n' "ClusterName=bench$$" "SlurmctldHost=$node(127.0.0.1)" "SlurmctldPort=$port" "SlurmdPort=$((port + 1))" \
        "AuthType=auth/munge" "AuthInfo=socket=$sl/munge/sock" "CredType=cred/munge" "SlurmUser=root" "SlurmdUser=root" \
        "StateSaveLocation=$sl/state" "SlurmdSpoolDir=$sl/spool" "SlurmctldPidFile=$sl/ctld.pid" "SlurmdPidFile=$sl/d.pid" \
        "SlurmctldLogFile=$sl/log/ctld.log" "SlurmdLogFile=$sl/log/d.log" "ProctrackType=proctrack/linuxproc" \
        "TaskPlugin=task/none" "SelectType=select/cons_tres" "SelectTypeParameters=CR_CPU_Memory" \
        "JobAcctGatherType=jobacct_gather/none" "AccountingStorageType=accounting_storage/none" "ReturnToService=2" \
        "NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=8192 State=UNKNOWN" \
        "PartitionName=bench Nodes=ALL Default=YES MaxTime=INFINITE State=UP" >"$sl/slurm.conf"
    export SLURM_CONF=$sl/slurm.conf
    /usr/sbin/munged --socket="$sl/munge/sock" --key-file="$sl/munge/key" --pid-file="$sl/munge/pid" \
        --log-file="$sl/munge/log" --seed-file="$sl/munge/seed" --force
    /usr/sbin/slurmctld -f "$SLURM_CONF"; /usr/sbin/slurmd -f "$SLURM_CONF" -N "$node"
    for _ in $(seq 300); do sinfo -h -o %t 2>/dev/null | grep -q idle && break; sleep 0.2; done
    t=$(now)
    "$judge" grade "$cls" --out "$work/s" --slurm --tasks 2 --task-mib 4096 --csv "$work/s.csv" >"$work/s.out" 2>&1
    merge=$(sed -n 's/.*then job \([0-9]*\) merging.*/\1/p' "$work/s.out")
    for _ in $(seq 6000); do [ -s "$work/s.csv" ] && ! squeue -h -j "$merge" 2>/dev/null | grep -q . && break; sleep 0.2; done
    slurm_ms=$(ms_since $t)
    sames=$(cmp -s "$work/s.csv" "$work/j1.csv" && echo same || echo DIFFERENT)
    slurm_line="Slurm, one node, 2 array tasks of --jobs 2 and the merge: ${slurm_ms} ms ($(rate "$graded" "$slurm_ms") a minute, $(awk -v a="$slurm_ms" -v b="$j2" 'BEGIN {printf "%.2f", a / b}')x the local --jobs 2 run); table: $sames"
    scontrol shutdown >/dev/null 2>&1; sleep 1
    for f in "$sl/d.pid" "$sl/ctld.pid" "$sl/munge/pid"; do [ -s "$f" ] && kill "$(cat "$f")" 2>/dev/null; done
fi

lines=$(cat <<LINES
- class: 40 students x 4 problems (1, 4, 48, 667), $count files, $graded graded cells (the rest missing, or a problem the judge does not have); compile cache and reference times warm
- --jobs 1: ${j1} ms, $(rate "$graded" "$j1") submissions a minute
- --jobs 2: ${j2} ms, $(rate "$graded" "$j2") submissions a minute ($(awk -v a="$j1" -v b="$j2" 'BEGIN {printf "%.2f", a / b}')x); table: $same12 as --jobs 1
- killed (SIGKILL) at 7, 19 and 31 s, then resumed: table $samek as the uninterrupted one
- $slurm_line
LINES
)
echo "$lines"
{
    echo
    echo "## Grading ($(date -u +%Y-%m-%dT%H:%MZ), bench/grade.sh)"
    echo
    echo "$lines"
} >>"$here/RESULTS.md"
