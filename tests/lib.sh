# Shared by the end-to-end scripts; sourced after `set -uo pipefail`. Gives
# $dir (a temporary folder, removed at the end), check WHAT CONDITION (one
# ok/FAIL line each), verdict FILE (a JSON report's verdict, read by jq),
# folder_verdict FOLDER (the verdict a fixture folder stands for, as Kattis
# files them), reaped REPORT COMMAND... (the command as a child subreaper:
# REPORT lists what it left running, "left: PID NAME", then ended),
# grade_table CSV (a grade's table, a slow cell's count
# hidden), descendants NAME PID (the processes named NAME below PID; descendant: any) and
# finish (the script's exit status from the checks). $1 is the judge; the
# reaper is built beside it.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fails=0
check() { if eval "$2"; then echo "ok: $1"; else echo "FAIL: $1"; fails=$((fails + 1)); fi; }
verdict() { jq -r .verdict "$1" 2>/dev/null; }
reaper="$(dirname "$1")/e2e_reaper"
reaped() { "$reaper" "$@"; }
descendants() {
    ps -e -o pid=,ppid=,comm= | awk -v root="$2" -v name="$1" '
        { parent[$1] = $2; comm[$1] = $3 }
        END { for (p in parent) { if (comm[p] != name) continue
                  for (q = parent[p]; q > 1; q = parent[q]) if (q == root) { print p; break } } }'
}
descendant() { [ -n "$(descendants "$@")" ]; }
# wait_for CONDITION: polls it until it holds (a hang guard of 10 minutes: a
# busy machine may take long, and it returns as soon as it holds); false if it never does.
wait_for() { for _ in $(seq 6000); do eval "$1" && return 0; sleep 0.1; done; return 1; }
# grade_table CSV: a grade's CSV without carriage returns and with each TLE
# cell's count of passed tests as "n" (which tests a slow submission still
# passes depends on the machine's load; its verdict does not).
grade_table() { tr -d '\r' <"$1" | sed -E 's#TLE [0-9]+/#TLE n/#g'; }
# verdict_is GOT WANT: WANT is one verdict or several ("MLE|TLE").
verdict_is() { [ -n "$1" ] && [[ "$1" =~ ^($2)$ ]]; }
folder_verdict() {
    case "$1" in
        accepted) echo AC ;; wrong_answer) echo WA ;; compile_error) echo CE ;;
        run_time_error) echo RE ;; time_limit_exceeded) echo TLE ;;
        memory_limit_exceeded) echo MLE ;; output_limit_exceeded) echo OLE ;;
        memory_or_time_limit_exceeded) echo "MLE|TLE" ;;
        *) echo "unknown verdict folder: $1" >&2; return 1 ;;
    esac
}
finish() { [ "$fails" = 0 ] || { echo "$fails check(s) failed"; exit 1; }; }
