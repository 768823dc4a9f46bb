# Shared by the end-to-end scripts; sourced after `set -uo pipefail`. Gives
# $dir (a temporary folder, removed at the end), check WHAT CONDITION (one
# ok/FAIL line each), verdict FILE (a JSON report's verdict, read by jq),
# folder_verdict FOLDER (the verdict a fixture folder stands for, as Kattis
# files them) and finish (the script's exit status from the checks).
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fails=0
check() { if eval "$2"; then echo "ok: $1"; else echo "FAIL: $1"; fails=$((fails + 1)); fi; }
verdict() { jq -r .verdict "$1" 2>/dev/null; }
folder_verdict() {
    case "$1" in
        accepted) echo AC ;; wrong_answer) echo WA ;; compile_error) echo CE ;;
        run_time_error) echo RE ;; time_limit_exceeded) echo TLE ;;
        memory_limit_exceeded) echo MLE ;; output_limit_exceeded) echo OLE ;;
        *) echo "unknown verdict folder: $1" >&2; return 1 ;;
    esac
}
finish() { [ "$fails" = 0 ] || { echo "$fails check(s) failed"; exit 1; }; }
