#!/usr/bin/env bash
# judge stress keeps its deadline: the 1728 generator ends on every seed with
# a valid board; --cases N tries N cases; a stress run ends within --seconds plus a few; progress only
# on a terminal; Ctrl-C prints the summary so far and exits 130.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$(readlink -f "$1")
root=$(pwd)
tmp=$dir
p1728=$(echo problems/1728-*)

# 1. The generator's stress mode on 300 seeds: each ends within 5 s and its board is valid.
g++ -std=c++20 -O2 -Ijudge/runtime -I"$p1728" -o "$tmp/gen" "$p1728/generator.cpp"
g++ -std=c++20 -O2 -Ijudge/runtime -I"$p1728" -o "$tmp/val" "$p1728/validator.cpp"
hung=""
: >"$tmp/framed"
for seed in $(seq 1 300); do
    if timeout 600 "$tmp/gen" stress "$seed" >"$tmp/board"; then
        printf '%s\n' "$(wc -c <"$tmp/board")" >>"$tmp/framed"
        cat "$tmp/board" >>"$tmp/framed"
    else
        hung="$hung $seed"
    fi
done
check "generator stress SEED ends on seeds 1..300 (failed or hung:${hung:- none})" '[ -z "$hung" ]'
"$tmp/val" --many <"$tmp/framed" >"$tmp/verdicts"
check "every generated board passes the validator ($(grep -c '^ok$' "$tmp/verdicts") of 300)" \
    '[ "$(grep -c "^ok$" "$tmp/verdicts")" = 300 ] && [ "$(wc -l <"$tmp/verdicts")" = 300 ]'

# 2. judge stress --cases 3 tries three cases, whatever the machine's speed,
# and names the seeds it used.
sol=solutions/1728/accepted/retrograde.cpp
timeout 600 "$judge" stress "$sol" --cases 3 --seed 7 --json "$tmp/s.json" >"$tmp/s.out" 2>"$tmp/s.err"
status=$?
check "stress --cases 3 --seed 7: exit 0 (got $status), 3 cases" '[ $status = 0 ] && [ "$(jq -r .cases "$tmp/s.json")" = 3 ]'
check "the summary's seeds are the ones used: 7..9 ($(head -1 "$tmp/s.out"))" \
    'grep -q "^no difference in 3 cases ([0-9.]* s, seeds 7\.\.9)$" "$tmp/s.out" && [ "$(jq -r .last_seed "$tmp/s.json")" = 9 ]'
check "no status line in a pipe" '[ ! -s "$tmp/s.err" ]'
check "and the sizes drawn, terminal and JSON" \
    'grep -q "^inputs drawn: [0-9]* to [0-9]* characters; every test of the problem" "$tmp/s.out" && jq -e ".input_chars.max >= .input_chars.min" "$tmp/s.json" >/dev/null'
# Problem 1's cases go past its smallest sizes (one in five is over 8 numbers): a bug past 8 is found in 100 cases.
root_dir=$(pwd)
(cd "$tmp" && timeout 600 "$judge" stress "$root_dir/tests/fixtures/1_wrong_past_8.cpp" --problem 1 --cases 100 --seed 1 >"$tmp/p8.out" 2>&1)
check "a solution wrong only past 8 numbers: stress finds it in 100 cases" 'grep -q "^WA on case" "$tmp/p8.out"'

# 3. A generator that never ends: killed at the deadline and named, not waited for.
fake=$tmp/root
mkdir -p "$fake/problems"
cp -r "$p1728" "$fake/problems/"
ln -s "$root/judge" "$fake/judge"; ln -s "$root/solutions" "$fake/solutions"; ln -s "$root/testcases" "$fake/testcases"
cat >"$fake/$p1728/generator.cpp" <<'GEN'
// Never ends in stress mode.
#include <cstring>
int main(int argc, char** argv) {
    volatile unsigned long spin = 0;
    if (argc == 3 && std::strcmp(argv[1], "stress") == 0)
        for (;;) ++spin;
    return 2;
}
GEN
t0=$(date +%s%N)
(cd "$fake" && JUDGE_ROOT=$fake timeout 600 "$judge" stress "$root/$sol" --seconds 3 --seed 7 >"$tmp/h.out" 2>"$tmp/h.err")
status=$?
took=$(( ($(date +%s%N) - t0) / 1000000 ))
# (Its deadline, not timeout's guard, ended it: at most 120 s leaves room for a
# busy machine's compile of the solution and the generator.)
check "a hanging generator: stress --seconds 3 ends in ${took} ms (at most 120 s), exit 2: no case tried is no pass (got $status)" \
    '[ $status = 2 ] && [ $took -le 120000 ]'
check "and says in one line that no case was tried and which tool it killed: $(cat "$tmp/h.err")" \
    '[ "$(wc -l <"$tmp/h.err")" = 1 ] && grep -q "^judge: error: stress: no case tried in [0-9.]* s: the generator on seed 7 ran [0-9.]* s and was killed at the deadline; give it more --seconds$" "$tmp/h.err"'

# 3b. A solution that hangs keeps its own limits: a TLE found (idle), shrunk, saved.
(cd "$tmp" && timeout 300 "$judge" stress "$root/solutions/1728/time_limit_exceeded/sleep_forever.cpp" --cases 1 --seed 7 \
    --json "$tmp/z.json" >"$tmp/z.out" 2>"$tmp/z.err")
status=$?
check "a hanging solution: TLE found (exit 1, got $status), by the idle clock, saved" \
    '[ $status = 1 ] && [ "$(jq -r .verdict "$tmp/z.json")" = TLE ] && grep -q "idle: waited" "$tmp/z.out" && ls "$tmp"/stress-1728/*.in >/dev/null'

# 4. On a terminal, one updating status line with the cases tried.
script -qfec "\"$judge\" stress $sol --cases 3 --seed 7 2>&1 >/dev/null" /dev/null >"$tmp/tty" </dev/null
check "a status line on a terminal" 'grep -aq "stress: [0-9] of 3 cases tried, no difference" "$tmp/tty"'

# 5. Ctrl-C: the summary so far, exit 130.
"$judge" stress "$sol" --cases 1000000 --seed 7 >"$tmp/i.out" 2>"$tmp/i.err" &
pid=$!
# After a case or more: a second program run under it (each case is a new one).
first=""
wait_for 'first=$(descendants solution $pid | head -1); [ -n "$first" ]'
wait_for '[ -n "$(descendants solution $pid | grep -vx "$first")" ]'
kill -INT $pid
wait $pid
status=$?
check "SIGINT: exit 130 (got $status)" '[ $status = 130 ]'
check "SIGINT: the summary so far: $(cat "$tmp/i.out")" \
    'grep -q "^interrupted: no difference in [0-9]* cases ([0-9.]* s, seeds 7\.\.[0-9]*) so far$" "$tmp/i.out"'

finish
