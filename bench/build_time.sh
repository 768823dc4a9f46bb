#!/usr/bin/env bash
# The CPU a clean build of the judge costs (every target: the judge, the unit
# tests, the layer checks), as a ratio to one plain `g++ -std=c++20 -O2` of a
# file that includes <bits/stdc++.h>, measured in the same run so that the
# machine's speed cancels out. Usage: bench/build_time.sh [REV...] (default
# HEAD); each revision is built from a clean export in a temporary folder.
# The last column is each revision's CPU against the first one's, same run.
# Writes the "Clean build" section of bench/RESULTS.md (the rest is run.sh's).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ $# -gt 0 ] || set -- HEAD
jobs=$(nproc)

cpu_of() {  # CPU seconds (user + system, children included) of a command
    /usr/bin/time -f "%U %S" -o "$work/time" "$@" >"$work/log" 2>&1 || { cat "$work/log" >&2; return 1; }
    awk '{printf "%.1f\n", $1 + $2}' "$work/time"
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

printf '#include <bits/stdc++.h>\nint main() { std::vector<int> v{3, 1, 2}; std::sort(v.begin(), v.end()); std::cout << v[0]; }\n' >"$work/ref.cpp"
reference=$(for _ in 1 2 3; do cpu_of g++ -std=c++20 -O2 -o "$work/ref" "$work/ref.cpp"; done | median)
rows=""
for rev in "$@"; do
    src=$work/src-$rev
    mkdir -p "$src"
    git -C "$root" archive "$rev" | tar -x -C "$src" || exit 2
    cmake -S "$src" -B "$src/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$work/log" 2>&1 || { cat "$work/log"; exit 2; }
    cpu=$(cpu_of cmake --build "$src/build" -j "$jobs") || exit 2
    warnings=$(grep -c "warning:" "$work/log")
    [ "$warnings" = 0 ] || echo "$rev: $warnings compiler warnings" >&2
    name=$(git -C "$root" log -1 --format='%h %s' "$rev" | cut -c1-60)
    ratio=$(awk -v a="$cpu" -v b="$reference" 'BEGIN {printf "%.0f", a / b}')
    first=${first:-$cpu}
    against=$(awk -v a="$cpu" -v b="$first" 'BEGIN {printf "%.2f", a / b}')
    printf '%-62s %8s s CPU  %5sx the reference  %sx the first\n' "$name" "$cpu" "$ratio" "$against"
    rows+="| \`${name//|/\\|}\` | ${cpu} s | ${ratio}x | ${against}x |"$'\n'
    rm -rf "$src"
done
echo "reference: g++ -std=c++20 -O2 of one bits/stdc++.h file, median of 3: ${reference} s CPU"

section="## Clean build

Written by \`bench/build_time.sh\` on $(date -u +%Y-%m-%dT%H:%MZ): the CPU (user + system) of a
clean \`cmake --build -j $jobs\` of every target, against one plain \`g++ -std=c++20 -O2\` of a
\`bits/stdc++.h\` file (${reference} s here, median of 3) measured in the same run.

| revision | clean build CPU | ratio to the reference | against the first row |
|---|---|---|---|
${rows}"
results=$here/RESULTS.md
if [ -f "$results" ]; then
    awk '/^## Clean build/ {skip = 1; next} /^## / {skip = 0} !skip' "$results" >"$work/results"
else
    : >"$work/results"
fi
printf '%s\n%s' "$(cat "$work/results")" "$section" >"$results"
