#!/usr/bin/env bash
# problems/1728-*/depth_bound.cpp, the program behind the bound on 1728's
# forced mouse wins when catJump >= mouseJump (docs/problem-authors.md, "How
# sharp the 1728 tests are"): its longest induced paths are the known ones
# (OEIS A331968 and A360917: 17 cells on 5x5, 38 on 7x8, 42 on 8x8), the
# race lemma holds on every 3x3 board, and on 8x8 the three facts hold that
# bring the bound from 81 to 79 plies. About 10 s of CPU.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

g++ -std=c++20 -O2 -o "$dir/depth_bound" problems/1728-cat-and-mouse-ii/depth_bound.cpp 2>"$dir/cc.err"
check "depth_bound.cpp compiles ($(head -c 300 "$dir/cc.err"))" '[ -x "$dir/depth_bound" ]'

# bound OUT ARGS...: the program's output in $dir/OUT, its exit status in $status.
bound() { local out=$1; shift; "$dir/depth_bound" "$@" >"$dir/$out" 2>&1; status=$?; }
has() { grep -q "$2" "$dir/$1"; }

bound 5x5 snakes 5 5
check "5x5: the longest induced path has 17 cells; the facts fail there, exit 1 (exit $status)" \
    'has 5x5 "longest induced path 17 cells" && [ $status = 1 ]'
bound 7x8 snakes 7 8
check "7x8: 38 cells, the facts hold: at most 71 plies (exit $status)" \
    'has 7x8 "longest induced path 38 cells" && has 7x8 "at most 71 plies" && [ $status = 0 ]'
bound lemma lemma 3 3 3
check "every 3x3 board, jumps up to 3: each forced mouse win with catJump >= mouseJump takes 2d - 1 plies (exit $status)" \
    'has lemma ", 0 not 2d - 1 plies" && [ $status = 0 ]'
bound 8x8 snakes 8 8
check "8x8: 42 cells, no pair of them apart, no room for a walled-off cat: at most 79 plies (exit $status)" \
    'has 8x8 "longest induced path 42 cells" && has 8x8 "never meeting when walked in step: 0" && has 8x8 "at most 79 plies" && [ $status = 0 ]'
bound 9x9 snakes 9 9
check "a grid over 8x8 is refused with exit 2 (exit $status)" '[ $status = 2 ]'
finish
