#!/usr/bin/env bash
# What --like-leetcode costs (docs/compilers.md): every problem's accepted
# solutions judged on all their tests, plain and with every test under
# ASan and UBSan, both by clang: the heaviest test's CPU both ways, the
# sanitized run's fixed cost, and how close any test comes to the scaled
# limits (5x CPU, 3x memory), which must hold every accepted solution.
# Prints the table and writes its section of RESULTS.md.
# Usage: bench/sanitize_all.sh [judge]
set -uo pipefail
source "$(dirname "$0")/lib.sh"
# Per solution: the test of most plain CPU, its CPU plain and sanitized;
# the sanitized run's fixed cost (its CPU on the test of least plain CPU);
# the largest sanitized CPU and memory of any test against the scaled limits.
rows=""
for dir in "$root"/solutions/*/accepted; do
    id=$(basename "$(dirname "$dir")")
    limit=$(sed -n 's/^time_ms *= *\([0-9]*\).*/\1/p' "$root"/problems/"$id"-*/problem.toml | head -1)
    memory=$(sed -n 's/^memory_mib *= *\([0-9]*\).*/\1/p' "$root"/problems/"$id"-*/problem.toml | head -1)
    for f in "$dir"/*.cpp; do
        # Limits out of the way: the ratio is the measure, not the verdict.
        common=(submit "$f" --no-history --time-limit 60000 --memory-limit 4096 --jobs 1)
        "$judge" "${common[@]}" --json "$work/p.json" >/dev/null 2>&1
        "$judge" "${common[@]}" --like-leetcode --json "$work/s.json" >/dev/null 2>&1
        v=$(jq -r .verdict "$work/s.json")
        jq -s '[.[0].tests, .[1].tests] | transpose | map({name: .[0].name, p: .[0].cpu_us, s: .[1].cpu_us,
               pm: .[0].memory_kib, sm: .[1].memory_kib})' "$work/p.json" "$work/s.json" >"$work/pair.json"
        heavy=$(jq -r 'max_by(.p) | "\(.p / 1000 | floor) ms -> \(.s / 1000 | floor) ms (\(.s / .p * 100 | floor / 100)x)"' "$work/pair.json")
        fixed=$(jq -r 'min_by(.p) | "\(.s / 1000 | floor) ms"' "$work/pair.json")
        worst=$(jq -r --argjson l "$limit" 'map(.s) | max | "\(. / 1000 | floor) ms = \(. / 10 / ($l * 5) | floor)% of 5x"' "$work/pair.json")
        mem=$(jq -r 'max_by(.pm) | "\(.pm / 1024 | floor) -> \(.sm / 1024 | floor) MiB"' "$work/pair.json")
        maxmem=$(jq -r --argjson m "$memory" 'map(.sm) | max | "\(. / 1024 | floor) MiB = \(. / 1024 / ($m * 3) * 100 | floor)% of 3x"' "$work/pair.json")
        rows+="| $id | $(basename "$f") | $v | $heavy | $fixed | $worst | $mem | $maxmem |"$'\n'
    done
done
table=$(printf '| problem | accepted solution | verdict sanitized | heaviest test: plain -> sanitized CPU | fixed cost (lightest test, sanitized) | most sanitized CPU of a test, of the scaled limit | heaviest test: plain -> sanitized memory | most sanitized memory, of the scaled limit |\n|---|---|---|---|---|---|---|---|\n%s' "$rows")
echo "$table"
section=$(printf '## Sanitizer cost (--like-leetcode)\n\nWritten by `bench/sanitize_all.sh` on %s. Each problem'"'"'s accepted solutions on all its tests, by clang, plain and with every test under ASan and UBSan (the launcher'"'"'s unpacking included); --like-leetcode scales CPU by 5 and memory by 3.\n\n%s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$table")
others=$(awk '/^## Sanitizer cost/ {skip = 1; next} /^## / {skip = 0} !skip' "$here/RESULTS.md")
printf '%s\n\n%s\n' "$others" "$section" >"$here/RESULTS.md"
