# A busy machine, made on purpose (sourced by bin/test --under-load and
# bench/verify_under_load.sh): busy loops for twice the cores, 1 GiB held
# and touched again and again (the page cache and the allocator under
# pressure too), and a compiler in a loop. judge_stop_load ends them.
judge_load_pids=()
judge_start_load() {
    local cores
    cores=$(nproc)
    for _ in $(seq $((2 * cores))); do (while :; do :; done) & judge_load_pids+=($!); done
    (python3 -c 'import time
b = bytearray(1 << 30)
while True:
    for i in range(0, len(b), 4096): b[i] = (b[i] + 1) % 256
    time.sleep(0.5)' 2>/dev/null || while :; do :; done) & judge_load_pids+=($!)
    (while :; do g++ -std=c++20 -O2 -fsyntax-only -x c++ - <<<'#include <bits/stdc++.h>' 2>/dev/null; done) &
    judge_load_pids+=($!)
}
judge_stop_load() {
    [ ${#judge_load_pids[@]} -gt 0 ] && kill "${judge_load_pids[@]}" 2>/dev/null
    judge_load_pids=()
}
