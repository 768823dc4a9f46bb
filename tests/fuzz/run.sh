#!/usr/bin/env bash
# tests/fuzz/run.sh TARGET RUNS: builds the libFuzzer target TARGET with clang
# in build-fuzz/ (-DJUDGE_FUZZ=ON; one build at a time, by build-fuzz's lock)
# and gives it RUNS inputs from a fixed seed: a number of runs, never a time,
# so the test does not depend on the machine being idle. Exit 77 (CTest's
# skip) where there is no clang or no fuzzer runtime; 1 on a crash, an
# exception or a broken property (libFuzzer prints the input).
set -uo pipefail
target=$1 runs=${2:-20000}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
clang=""
for c in clang++-19 clang++; do
    if command -v "$c" >/dev/null; then clang=$(command -v "$c"); break; fi
done
[ -n "$clang" ] || { echo "SKIPPED: no clang++ (apt-get install clang libclang-rt-dev)"; exit 77; }
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }' >"$probe/p.cpp"
if ! "$clang" -fsanitize=fuzzer "$probe/p.cpp" -o "$probe/p" >/dev/null 2>&1; then
    echo "SKIPPED: $clang has no fuzzer runtime (apt-get install libclang-rt-dev)"
    exit 77
fi
build=$root/build-fuzz
mkdir -p "$build"
(
    flock 9
    if [ ! -f "$build/CMakeCache.txt" ]; then
        cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$clang" -DJUDGE_FUZZ=ON \
            >"$build/configure.log" 2>&1 || { cat "$build/configure.log"; exit 1; }
    fi
    cmake --build "$build" --target "$target" -j 2 >"$build/$target.log" 2>&1 || { cat "$build/$target.log"; exit 1; }
) 9>"$build/.lock" || exit 1
# The corpus lives in the scratch folder: each run starts from the seed alone.
mkdir -p "$probe/corpus"
cd "$probe" && "$build/$target" -runs="$runs" -seed=25 -max_len=65536 -rss_limit_mb=2048 -print_final_stats=1 \
    "$probe/corpus" 2>&1 | tail -20
status=${PIPESTATUS[0]}
[ "$status" = 0 ] && echo "ok: $target, $runs runs" || echo "FAIL: $target (exit $status)"
exit "$status"
