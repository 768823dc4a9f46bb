#!/usr/bin/env bash
# Every problem shape as data (docs/problem-authors.md): the fixture problems
# of tests/fixtures/shapes/ copied into a temporary project root (no change
# to the judge adds them), and every solution there judged by the verdict
# its folder names: lists and trees (a solution's own struct too; a cyclic
# list and a shared child caught), any_order with and without inner order,
# float tolerance, an in-place answer, a design class (the wrong call named),
# a checker program (AC for another right answer; a crashing checker is the
# judge's failure, exit 2), strings with escapes. Then the same checkers
# through run, stress, verify and --mode leetcode, and `judge new`'s
# templates.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
repo=$(pwd)
root=$dir/root
mkdir -p "$root"
cp -r tests/fixtures/shapes/. "$root/"
ln -s "$repo/judge" "$root/judge"  # the runtime headers the drivers include
export JUDGE_ROOT=$root

# Every fixture solution gets its folder's verdict (and exit status).
for file in "$root"/solutions/*/*/*.cpp "$root"/solutions/*/*/*.py; do
    id=$(basename "$(dirname "$(dirname "$file")")")
    folder=$(basename "$(dirname "$file")")
    name=$id/$folder/$(basename "$file")
    want=$(folder_verdict "$folder")
    want_exit=1; [ "$want" = AC ] && want_exit=0
    "$judge" submit "$file" --problem "$id" --no-history --json "$dir/r.json" >"$dir/out" 2>&1
    status=$?
    got=$(verdict "$dir/r.json")
    check "$name: $want (exit $want_exit)" 'verdict_is "$got" "$want" && [ $status = $want_exit ] || { cat "$dir/out"; false; }'
done

reason() { jq -r '[.tests[] | select(.verdict != "AC") | .reason][0] // ""' "$dir/r.json"; }
cpu_ms() { jq '[.tests[].cpu_ms] | max' "$dir/r.json"; }
submit() { "$judge" submit "$1" --problem "$2" --no-history --json "$dir/r.json" "${@:3}" >"$dir/out" 2>&1; }

# Lists and trees.
submit "$root/solutions/901/wrong_answer/cyclic.cpp" 901
check "a cyclic returned list: WA, said, and quickly" \
    '[ "$(verdict "$dir/r.json")" = WA ] && reason | grep -q "the returned list is cyclic: node 5.s next is node 4" && [ "$(cpu_ms)" -lt 500 ]'
for lang in cpp py; do
    submit "$root/solutions/901/wrong_answer/forged_reason.$lang" 901
    check "a line in the driver's form written by the submission ($lang): WA, quoted as its answer, not given as the reason" \
        '[ "$(verdict "$dir/r.json")" = WA ] && reason | grep -q "found .judge driver: the expected answer is wrong" &&
         ! reason | grep -q "^the expected answer is wrong"'
done
submit "$root/solutions/903/wrong_answer/shared_child.cpp" 903
check "a returned tree with a shared child: WA, said" \
    '[ "$(verdict "$dir/r.json")" = WA ] && reason | grep -q "not a tree: a node is reached twice"'
submit "$root/solutions/904/wrong_answer/right_first.cpp" 904
check "a level order the wrong way round: WA with both answers" \
    'reason | grep -qF "expected '"'"'[[3],[9,20],[15,7]]'"'"', found '"'"'[[3],[20,9],[7,15]]'"'"'"'

# Another order: AC where the problem allows it, WA where it does not.
submit "$root/solutions/905/accepted/reversed.cpp" 905
check "two sum, indices reversed, any_order: AC" '[ "$(verdict "$dir/r.json")" = AC ]'
submit "$root/solutions/905/accepted/reversed.cpp" 906
check "the same solution where order matters (exact): WA" '[ "$(verdict "$dir/r.json")" = WA ]'
submit "$root/solutions/905/wrong_answer/first_two.cpp" 905
check "any_order names what is missing" 'reason | grep -q "in any order: expected 2, missing; got 0, not expected"'
submit "$root/solutions/907/accepted/sorted_key.cpp" 907
check "groups and their words in another order (inner_any_order): AC" '[ "$(verdict "$dir/r.json")" = AC ]'
sed 's/inner_any_order = true/inner_any_order = false/' "$root/problems/907-group-anagrams/problem.toml" >"$dir/t" &&
    cp "$dir/t" "$root/problems/907-group-anagrams/problem.toml"
submit "$root/solutions/907/accepted/sorted_key.cpp" 907
check "the same with each group's order fixed (inner_any_order = false): WA" '[ "$(verdict "$dir/r.json")" = WA ]'

# Float tolerance.
submit "$root/solutions/908/accepted/nearly.cpp" 908
check "4e-6 off: within the tolerance, AC" '[ "$(verdict "$dir/r.json")" = AC ]'
submit "$root/solutions/908/wrong_answer/off_by_a_little.cpp" 908
check "1e-4 off: beyond it, WA, said" '[ "$(verdict "$dir/r.json")" = WA ] && reason | grep -q "beyond the tolerance"'

# Design: the first wrong call named, in both modes.
submit "$root/solutions/910/wrong_answer/get_not_recent.cpp" 910
check "design: the first wrong call named" 'reason | grep -qx "call 6 get(2): expected -1, got 2"'
submit "$root/solutions/910/wrong_answer/get_not_recent.cpp" 910 --mode leetcode
check "and the same in --mode leetcode" '[ "$(verdict "$dir/r.json")" = WA ] && reason | grep -qx "call 6 get(2): expected -1, got 2"'
submit "$root/solutions/910/compile_error/no_put.cpp" 910
check "a design class without a method: CE naming it" 'grep -q "expected method .void put(int key, int value). in class LRUCache" "$dir/out"'
submit "$root/solutions/901/wrong_answer/cyclic.cpp" 910
check "another problem's solution: CE saying which class the file defines and which the problem wants" \
    '[ "$(verdict "$dir/r.json")" = CE ] && grep -q "^CE .*cyclic.cpp: this file defines .*Solution, and problem 910 wants class LRUCache (is it a solution to another problem?)" "$dir/out"'

# The checker program: another right answer is AC; a crashing checker is the judge's failure.
submit "$root/solutions/911/accepted/mirrored.cpp" 911 --mode leetcode
check "checker program, --mode leetcode: another right answer AC" '[ "$(verdict "$dir/r.json")" = AC ]'
submit "$root/solutions/911/wrong_answer/sorted.cpp" 911
check "checker program: its one line is the reason" 'reason | grep -qx "1 distinct differences, not 2"'
submit "$root/solutions/911/accepted/zigzag.cpp" 912
status=$?
check "a crashing checker: exit 2, named, no verdict" '[ $status = 2 ] && grep -q "checker.cpp: the checker failed" "$dir/out"'
"$judge" verify 911 >"$dir/out" 2>&1
status=$?
check "verify with a checker program: every solution its verdict" '[ $status = 0 ] && grep -q "verify 911: OK" "$dir/out" || { cat "$dir/out"; false; }'
"$judge" stress "$root/solutions/911/accepted/mirrored.cpp" --problem 911 --cases 8 --seed 5 >"$dir/out" 2>&1
status=$?
check "stress through the checker: another right answer is no difference" '[ $status = 0 ] && grep -qi "no difference in 8 cases" "$dir/out" || { cat "$dir/out"; false; }'
"$judge" stress "$root/solutions/911/wrong_answer/sorted.cpp" --problem 911 --cases 20 --seed 5 >"$dir/out" 2>&1
status=$?
check "stress through the checker: a wrong one found, with the checker's reason" '[ $status = 1 ] && grep -q "distinct differences, not" "$dir/out" || { cat "$dir/out"; false; }'

# run: an answer of the user's, compared by the problem's checker.
printf '[3,2,4]\n6\n' >"$dir/c.in"; printf '[2,1]\n' >"$dir/c.ans"
"$judge" run "$root/solutions/905/accepted/in_order.cpp" --problem 905 --input "$dir/c.in" >"$dir/out" 2>&1
status=$?
check "run: an expected answer in another order, any_order: AC, the reference not said to disagree" \
    '[ $status = 0 ] && grep -q AC "$dir/out" && ! grep -q "disagrees with the reference" "$dir/out" || { cat "$dir/out"; false; }'

# Bad inputs: one line naming the place, exit 2.
printf '["LRUCache","get","pop"]\n[[1],[1],[]]\n' >"$dir/bad.in"; printf '[null,-1,null]\n' >"$dir/bad.ans"
"$judge" submit "$root/solutions/910/accepted/list_and_map.cpp" --problem 910 --tests "$dir/bad.in" >"$dir/out" 2>&1
status=$?
check "a design call of no method: exit 2 at its place" '[ $status = 2 ] && grep -q "bad.in:1:19: no method .\"pop\". in LRUCache" "$dir/out"'
printf '[1,null,null,2]\n' >"$dir/tree.in"; printf '[1]\n' >"$dir/tree.ans"
"$judge" submit "$root/solutions/903/accepted/recursive.cpp" --problem 903 --tests "$dir/tree.in" >"$dir/out" 2>&1
status=$?
check "a tree entry with no parent: exit 2 at its place" '[ $status = 2 ] && grep -q "tree.in:1:14: a tree entry with no parent" "$dir/out"'

# judge new: LeetCode's comment block, the design class; both compile (WA, not CE).
(cd "$dir" && "$judge" new 903 t903.cpp >/dev/null && "$judge" new 910 t910.cpp >/dev/null)
check "new: the TreeNode comment block above the class" 'grep -q "^ \* Definition for a binary tree node." "$dir/t903.cpp" && grep -q "TreeNode\* invertTree(TreeNode\* root)" "$dir/t903.cpp"'
check "new: a design class, its constructor and methods" 'grep -q "^    LRUCache(int capacity) {" "$dir/t910.cpp" && grep -q "^    void put(int key, int value) {" "$dir/t910.cpp"'
for id in 903 910; do
    submit "$dir/t$id.cpp" $id
    check "new $id's template compiles and is judged (WA)" '[ "$(verdict "$dir/r.json")" = WA ]'
done
finish
