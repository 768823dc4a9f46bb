#!/usr/bin/env bash
# What --like-leetcode costs (docs/compilers.md): every problem's accepted
# solutions judged on all their tests, plain and with every test under
# ASan and UBSan, both by clang; per problem, the worst ratio of total CPU
# and of peak memory over its accepted solutions (the limits' factors must
# cover them). Prints the table and writes its section of RESULTS.md.
# Usage: bench/sanitize_all.sh [judge]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
judge=${1:-$root/build/judge}
export JUDGE_ROOT=$root
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache
# Sums of the tests' cpu_us, and the largest memory_kib, of a JSON report.
cpu_total() { jq '[.tests[].cpu_us] | add' "$1"; }
peak() { jq '[.tests[].memory_kib] | max' "$1"; }
rows=""
for dir in "$root"/solutions/*/accepted; do
    id=$(basename "$(dirname "$dir")")
    worst_cpu=0 worst_mem=0 worst_file=""
    for f in "$dir"/*.cpp; do
        # Limits out of the way: the ratio is the measure, not the verdict.
        common=(submit "$f" --no-history --time-limit 60000 --jobs 1)
        "$judge" "${common[@]}" --json "$work/p.json" >/dev/null 2>&1
        "$judge" "${common[@]}" --like-leetcode --json "$work/s.json" >/dev/null 2>&1
        [ "$(jq -r .verdict "$work/s.json")" = AC ] || { echo "$id $(basename "$f"): $(jq -r .verdict "$work/s.json") sanitized" >&2; continue; }
        r=$(awk -v a="$(cpu_total "$work/s.json")" -v b="$(cpu_total "$work/p.json")" 'BEGIN {printf "%.2f", a / b}')
        m=$(awk -v a="$(peak "$work/s.json")" -v b="$(peak "$work/p.json")" 'BEGIN {printf "%.2f", a / b}')
        awk -v r="$r" -v w="$worst_cpu" 'BEGIN {exit !(r > w)}' && { worst_cpu=$r; worst_file=$(basename "$f"); }
        awk -v m="$m" -v w="$worst_mem" 'BEGIN {exit !(m > w)}' && worst_mem=$m
    done
    rows+="| $id | $worst_cpu ($worst_file) | $worst_mem |"$'\n'
done
table=$(printf '| problem | sanitized / plain CPU, worst accepted solution | sanitized / plain peak memory, worst |\n|---|---|---|\n%s' "$rows")
echo "$table"
section=$(printf '## Sanitizer cost (--like-leetcode)\n\nWritten by `bench/sanitize_all.sh` on %s. Each problem'"'"'s accepted solutions on all its tests, by clang, plain and with every test under ASan and UBSan (the launcher'"'"'s unpacking included); --like-leetcode scales CPU by 3 and memory by 2.\n\n%s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$table")
others=$(awk '/^## Sanitizer cost/ {skip = 1; next} /^## / {skip = 0} !skip' "$here/RESULTS.md")
printf '%s\n\n%s\n' "$others" "$section" >"$here/RESULTS.md"
