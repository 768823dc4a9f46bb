#!/usr/bin/env bash
# The judge's speed, measured side by side in one run on this machine:
# prints a table and writes bench/RESULTS.md. Usage: bench/run.sh [judge]
set -uo pipefail
source "$(dirname "$0")/lib.sh"
json_field() { sed -n "s/^ *\"$2\": \\([0-9.a-z]*\\),\\{0,1\\}\$/\\1/p" "$1" | head -1; }

# 200 one-line tests of 913, and the same program built by hand for the floor.
mkdir -p "$work/t200" "$work/t1"
for i in $(seq 1 200); do
    printf '[[1,3],[0],[3],[0,2]]\n' >"$work/t200/$i.in"; echo 1 >"$work/t200/$i.ans"
done
cp "$work/t200/1.in" "$work/t200/1.ans" "$work/t1/"
g++ -std=c++20 -O2 -static -I"$root/judge/runtime" -o "$work/floor" "$here/floor_main.cpp"
g++ -O2 -o "$work/spawn_floor" "$here/spawn_floor.cpp"
sol=$root/solutions/913/accepted/retrograde.cpp
"$judge" submit "$sol" --tests "$work/t1" --no-history >/dev/null 2>&1  # warm the compile cache

# 1. Per-test cost against the spawn floor (medians of 5).
floor=$(for _ in 1 2 3 4 5; do "$work/spawn_floor" "$work/floor" "$work"/t200/*.in; done | median)
per_test=$(for _ in 1 2 3 4 5; do
    t=$(now); "$judge" submit "$sol" --tests "$work/t200" --jobs 1 --no-history >/dev/null 2>&1; a=$(ms_since $t)
    t=$(now); "$judge" submit "$sol" --tests "$work/t1" --jobs 1 --no-history >/dev/null 2>&1; b=$(ms_since $t)
    awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f\n", (a - b) / 199}'
done | median)

# 5. --mode leetcode: one process for all the tests. A test costs some
# 0.05 ms there, below the resolution of 200 tests, so 2000 copies of the same one.
mkdir -p "$work/t2000"
for i in $(seq 1 2000); do cp "$work/t1/1.in" "$work/t2000/$i.in"; cp "$work/t1/1.ans" "$work/t2000/$i.ans"; done
per_test_lc=$(for _ in 1 2 3 4 5; do
    t=$(now); "$judge" submit "$sol" --tests "$work/t2000" --mode leetcode --no-history >/dev/null 2>&1; a=$(ms_since $t)
    t=$(now); "$judge" submit "$sol" --tests "$work/t1" --mode leetcode --no-history >/dev/null 2>&1; b=$(ms_since $t)
    awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f\n", (a - b) / 1999}'
done | median)

# 2. Parallel runs: 100 tests of 50 ms of CPU each.
mkdir -p "$work/t100"
for i in $(seq 1 100); do cp "$work/t200/1.in" "$work/t100/$i.in"; cp "$work/t200/1.ans" "$work/t100/$i.ans"; done
sed 's/BURN_MS/50/' "$here/burn.cpp" >"$work/913-burn50.cpp"
"$judge" submit "$work/913-burn50.cpp" --tests "$work/t1" --no-history >/dev/null 2>&1
# Once before the timing: the first submit on a test set also times the
# reference and the accepted solutions on it (then kept), which is not a run's cost.
"$judge" submit "$work/913-burn50.cpp" --tests "$work/t100" --no-history >/dev/null 2>&1
t=$(now); "$judge" submit "$work/913-burn50.cpp" --tests "$work/t100" --jobs 1 --no-history --json "$work/j1.json" >/dev/null 2>&1; serial=$(ms_since $t)
t=$(now); "$judge" submit "$work/913-burn50.cpp" --tests "$work/t100" --jobs "$(nproc)" --no-history --json "$work/jn.json" >/dev/null 2>&1; parallel=$(ms_since $t)
cpu1=$(grep -o '"cpu_ms": [0-9]*' "$work/j1.json" | awk '{s+=$2} END {print s}')
cpun=$(grep -o '"cpu_ms": [0-9]*' "$work/jn.json" | awk '{s+=$2} END {print s}')

# 3 and 4, for each compiler: an unchanged resubmission (a cache hit), and
# a cold compile (prelude and main built) against the plain compiler on the
# same driver and solution, at the problems' flags.
printf '#include <bits/stdc++.h>\nusing namespace std;\n' >"$work/plain.cpp"
cat "$here/floor_main.cpp" | sed '1,3d' >>"$work/plain.cpp"
declare -A cached cached_ms cold plain
for compiler in clang gcc; do
    program=$([ $compiler = clang ] && echo clang++-19 || echo g++)
    "$judge" submit "$sol" --tests "$work/t1" --no-history --compiler $compiler >/dev/null 2>&1
    "$judge" submit "$sol" --tests "$work/t1" --no-history --compiler $compiler --json "$work/c.json" >/dev/null 2>&1
    cached[$compiler]=$(json_field "$work/c.json" cached); cached_ms[$compiler]=$(json_field "$work/c.json" ms)
    cold[$compiler]=$(for i in 1 2 3; do
        sed "s/^class Solution/\/\/ variant $compiler $i $(now)\nclass Solution/" "$sol" >"$work/913-cold$i.cpp"
        "$judge" submit "$work/913-cold$i.cpp" --tests "$work/t1" --no-history --compiler $compiler --json "$work/k.json" >/dev/null 2>&1
        json_field "$work/k.json" ms
    done | median)
    plain[$compiler]=$(for _ in 1 2 3; do
        t=$(now); $program -std=c++23 -O2 -static -I"$root/judge/runtime" -I"$here" -o "$work/plain" "$work/plain.cpp"; ms_since $t
    done | median)
done

# 6. Timing you can trust: 300 ms of CPU, 10 runs; 0.8x and 1.2x the limit, 20 runs each.
sed 's/BURN_MS/300/' "$here/burn.cpp" >"$work/913-burn300.cpp"
sed 's/BURN_MS/800/' "$here/burn.cpp" >"$work/913-burn800.cpp"
sed 's/BURN_MS/1200/' "$here/burn.cpp" >"$work/913-burn1200.cpp"
mkdir -p "$work/t10" "$work/t20"
for i in $(seq 1 10); do cp "$work/t1/1.in" "$work/t10/$i.in"; cp "$work/t1/1.ans" "$work/t10/$i.ans"; done
for i in $(seq 1 20); do cp "$work/t1/1.in" "$work/t20/$i.in"; cp "$work/t1/1.ans" "$work/t20/$i.ans"; done
"$judge" submit "$work/913-burn300.cpp" --tests "$work/t10" --jobs 1 --no-history --json "$work/b300.json" >/dev/null 2>&1
spread=$(grep -o '"cpu_ms": [0-9]*' "$work/b300.json" | awk '{v[NR]=$2; s+=$2} END {m=s/NR; d=0; for (i in v) {x=(v[i]-m)/m*100; if (x<0) x=-x; if (x>d) d=x}; printf "mean %.0f ms, worst %.1f%% off", m, d}')
"$judge" submit "$work/913-burn800.cpp" --tests "$work/t20" --jobs 1 --no-history --json "$work/b800.json" >/dev/null 2>&1
"$judge" submit "$work/913-burn1200.cpp" --tests "$work/t20" --jobs 1 --no-history --json "$work/b1200.json" >/dev/null 2>&1
ac800=$(grep -c '^      "verdict": "AC"' "$work/b800.json"); tle1200=$(grep -c '^      "verdict": "TLE"' "$work/b1200.json")

# 7. Start-up: the bin/judge wrapper beside build/judge itself, medians of 20
# runs (hyperfine when installed, else a loop); the compile cache is warm.
median_ms() {
    if command -v hyperfine >/dev/null; then
        hyperfine -N --warmup 3 --runs 20 --export-json "$work/h.json" -- "$*" >/dev/null 2>&1
        grep -o '"median": *[0-9.e-]*' "$work/h.json" | head -1 | awk '{printf "%.1f\n", $2 * 1000}'
    else
        for _ in $(seq 1 20); do
            t=$(now); "$@" >/dev/null 2>&1; echo $(( ($(now) - t) / 1000 ))
        done | median | awk '{printf "%.1f\n", $1 / 1000}'
    fi
}
"$root/bin/judge" problems >/dev/null 2>&1  # builds first if a source changed
one_test=(submit "$sol" --tests "$work/t1/1.in" --no-history)
wrap_problems=$(median_ms "$root/bin/judge" problems); bare_problems=$(median_ms "$judge" problems)
wrap_submit=$(median_ms "$root/bin/judge" "${one_test[@]}"); bare_submit=$(median_ms "$judge" "${one_test[@]}")

# 8. Python 3: the same 200 and 2000 tests by the accepted Python solution,
# against python3 doing nothing (-S -c pass) and python3 running LeetCode's
# prelude alone (the environment every Python test starts with).
py=$root/solutions/913/accepted/retrograde.py
py_floor=$(for _ in 1 2 3 4 5; do SPAWN_FLOOR_ARGS="-S -c pass" "$work/spawn_floor" /usr/bin/python3 "$work"/t200/*.in; done | median)
py_prelude=$(for _ in 1 2 3 4 5; do SPAWN_FLOOR_ARGS="-S $root/judge/runtime/python_prelude.py" "$work/spawn_floor" /usr/bin/python3 "$work"/t200/*.in; done | median)
py_per_test=$(for _ in 1 2 3 4 5; do
    t=$(now); "$judge" submit "$py" --tests "$work/t200" --jobs 1 --no-history >/dev/null 2>&1; a=$(ms_since $t)
    t=$(now); "$judge" submit "$py" --tests "$work/t1" --jobs 1 --no-history >/dev/null 2>&1; b=$(ms_since $t)
    awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f\n", (a - b) / 199}'
done | median)
py_per_test_lc=$(for _ in 1 2 3; do
    t=$(now); "$judge" submit "$py" --tests "$work/t2000" --mode leetcode --no-history >/dev/null 2>&1; a=$(ms_since $t)
    t=$(now); "$judge" submit "$py" --tests "$work/t1" --mode leetcode --no-history >/dev/null 2>&1; b=$(ms_since $t)
    awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f\n", (a - b) / 1999}'
done | median)

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
table=$(cat <<TABLE
| measure | value | target |
|---|---|---|
| spawn floor (posix_spawn + wait, static binary, stdin from file) | ${floor} ms/test | |
| judge submit --jobs 1, 200 one-line tests, sandbox on, cache warm | ${per_test} ms/test ($(ratio "$per_test" "$floor")x the floor) | at most 1.3x |
| 100 tests of 50 ms CPU: --jobs 1 / --jobs $(nproc) | ${serial} ms / ${parallel} ms ($(ratio "$serial" "$parallel")x faster) | at least 1.8x |
| CPU reported, serial / parallel | ${cpu1} ms / ${cpun} ms ($(awk -v a="$cpu1" -v b="$cpun" 'BEGIN {d=(b-a)/a*100; printf "%+.1f%%", d}')) | within 5% |
| unchanged resubmission, clang (the default) | cached: ${cached[clang]}, compile ${cached_ms[clang]} ms | cached, at most 50 ms |
| unchanged resubmission, --compiler gcc | cached: ${cached[gcc]}, compile ${cached_ms[gcc]} ms | cached, at most 50 ms |
| cold compile (prelude built) / plain clang++-19 -std=c++23 -O2 | ${cold[clang]} ms / ${plain[clang]} ms ($(ratio "${cold[clang]}" "${plain[clang]}")x) | at most 0.5x |
| cold compile (prelude built), --compiler gcc / plain g++ -std=c++23 -O2 | ${cold[gcc]} ms / ${plain[gcc]} ms ($(ratio "${cold[gcc]}" "${plain[gcc]}")x) | at most 0.5x |
| --mode leetcode, 2000 one-line tests | ${per_test_lc} ms/test ($(ratio "$per_test_lc" "$floor")x the floor) | at most 0.08x the floor |
| 300 ms of CPU, 10 runs | ${spread} | within 5% |
| 0.8x the limit: AC in 20 runs; 1.2x: TLE in 20 runs | ${ac800}/20 AC; ${tle1200}/20 TLE | 20/20 each |
| start-up, \`judge problems\`: bin/judge / build/judge | ${wrap_problems} ms / ${bare_problems} ms | bin/judge at most 25 ms |
| start-up, warm one-test submit: bin/judge / build/judge | ${wrap_submit} ms / ${bare_submit} ms | bin/judge at most 60 ms |
| Python floor: python3 -S -c pass / python3 -S running LeetCode's prelude | ${py_floor} ms / ${py_prelude} ms a spawn | |
| Python, judge submit --jobs 1, 200 one-line tests (913, retrograde.py) | ${py_per_test} ms/test ($(ratio "$py_per_test" "$py_floor")x -c pass, $(ratio "$py_per_test" "$py_prelude")x the prelude) | at most 1.3x |
| Python, --mode leetcode, 2000 one-line tests | ${py_per_test_lc} ms/test ($(ratio "$py_per_test_lc" "$py_floor")x -c pass) | at most 0.2x |
TABLE
)
echo "$table"
# The clean-build section is bench/build_time.sh's (minutes of CPU), the
# sanitized re-run's bench/sanitize.sh's: kept as they were.
build_section=$(awk '/^## (Clean build|Sanitized re-run|Sanitizer cost|Standard library|CPU-time noise|Grading|Leetcode mode)/ {keep = 1; print; next} /^## / {keep = 0} keep' "$here/RESULTS.md" 2>/dev/null)
{
    echo "# Benchmark results"
    echo
    echo "Written by \`bench/run.sh\` on $(date -u +%Y-%m-%dT%H:%MZ): $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -sr), $(g++ --version | head -1), $(clang++-19 --version | head -1), running as $(id -un)."
    echo "Medians of 5 (per-test cost), 3 (compiles) or 20 (start-up); every row measured in the same run."
    echo
    echo "$table"
    [ -z "$build_section" ] || printf '\n%s\n' "$build_section"
} >"$here/RESULTS.md"
