#!/usr/bin/env bash
# judge stress on 1728 finds the distance-race family (solutions/1728/
# wrong_answer/race_*.cpp: no game search, a race to the food by
# breadth-first distances) within 100 cases from each of three seeds, and
# still finds the other wrong solutions fast. The generator's stress boards
# are fixed by their seeds, so the counts are the same on every machine:
# measured 18 of 18 found (the first difference at case 1 to 54, the
# safe-path variant at 54, 6 and 2; before the race boards it needed 215,
# 1048 and more than 1500); a few are allowed to miss all the same.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$(readlink -f "$1")
root=$(pwd)

# FILE SEED CASES: "found N" (the case of the first difference, its verdict) or "none".
stress() {
    (cd "$dir" && timeout 600 "$judge" stress "$root/$1" --cases "$3" --seed "$2" --json "$dir/s.json" \
        >"$dir/s.out" 2>"$dir/s.err")
    local status=$?
    if [ $status = 1 ] && [ "$(jq -r .found "$dir/s.json")" = true ]; then
        echo "found $(jq -r .cases "$dir/s.json") $(jq -r .verdict "$dir/s.json")"
    elif [ $status = 0 ] && [ "$(jq -r .found "$dir/s.json")" = false ]; then
        echo none
    else
        echo "error (exit $status: $(head -c 300 "$dir/s.err"))"
    fi
}

total=0
found=0
for sol in solutions/1728/wrong_answer/race_*.cpp; do
    hits=0
    report=""
    for seed in 1000 50000 900000; do
        got=$(stress "$sol" "$seed" 100)
        report="$report seed $seed: $got;"
        total=$((total + 1))
        if [[ "$got" =~ ^found\ [0-9]+\ WA$ ]]; then hits=$((hits + 1)); found=$((found + 1)); fi
    done
    check "stress --cases 100 finds $(basename "$sol") from at least 2 of 3 seeds:$report" '[ $hits -ge 2 ]'
done
check "the race family is found on at least 16 of its $total searches (got $found)" \
    '[ $total -ge 18 ] && [ $found -ge 16 ]'

# The other wrong solutions are still found within a few cases (measured: 1 to 5).
for sol in solutions/1728/wrong_answer/jumps_over_walls.cpp solutions/1728/wrong_answer/no_staying.cpp; do
    got=$(stress "$sol" 1000 20)
    check "stress --cases 20 --seed 1000 still finds $(basename "$sol") ($got)" '[[ "$got" =~ ^found\ [0-9]+\ WA$ ]]'
done

# And an accepted solution is never "found": the reference's equal.
got=$(stress solutions/1728/accepted/horizon.cpp 1000 60)
check "stress --cases 60 finds no difference in accepted/horizon.cpp ($got)" '[ "$got" = none ]'
# --seconds is for the cases: on a cold cache the problem's tools are compiled first, outside the budget.
cold=$(mktemp -d)
XDG_CACHE_HOME=$cold "$judge" stress solutions/1728/accepted/"$(ls solutions/1728/accepted | head -1)" --problem 1728 \
    --seconds 3 --json "$dir/cold.json" >"$dir/cold.out" 2>&1
status=$?
check "stress --seconds 3 on a cold cache tries cases (exit $status, $(jq -r .cases "$dir/cold.json" 2>/dev/null) cases)" \
    '[ $status = 0 ] && [ "$(jq -r .cases "$dir/cold.json")" -gt 0 ]'
rm -rf "$cold"
finish
