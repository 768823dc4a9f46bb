#!/usr/bin/env bash
# judge import of LeetCode's own data: 33 problems as LeetCode's site gave
# them (tests/fixtures/leetcode/real/, SOURCES.md says where each came
# from). Each imports or is refused in one line (the two interactive ones);
# a right solution of each is AC on the examples and on every test made
# from the constraints; wrong ones (off by one, a float error, a sign, an
# overflow, a quadratic one) are not AC; the seven hand-built
# problems imported from LeetCode's data have the built-in signature and
# examples.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
real=$(pwd)/tests/fixtures/leetcode/real
s=$real/solutions
export XDG_DATA_HOME=$dir/data
mine=$XDG_DATA_HOME/judge/problems

imported=0
for f in "$real"/*.json; do
    name=$(basename "$f" .json)
    "$judge" import "$f" >"$dir/out" 2>"$dir/err"
    status=$?
    case $name in
        first-bad-version | guess-number-higher-or-lower)
            check "$name: refused in one line, exit 2 ($(cat "$dir/err"))" \
                '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -q "an interactive problem" "$dir/err"' ;;
        *)
            [ $status = 0 ] && imported=$((imported + 1))
            [ $status = 0 ] || echo "$name: $(cat "$dir/err")" ;;
    esac
done
check "the other 31 import ($imported)" '[ $imported = 31 ]'
check "nothing is left of the refused ones" '! ls "$mine" | grep -qE "^(278|374)-"'
check "number of islands (LeetCode marks it manual) is judged: its method takes what metaData lists" '[ -d "$mine/200-number-of-islands" ]'
check "checkers: any order (the statement), a group's order free, within 10^-5 (a double), any answer (667)" \
    'grep -q "^checker = \"any_order\"" "$mine/46-permutations/problem.toml" &&
     grep -q "^inner_any_order = true" "$mine/49-group-anagrams/problem.toml" &&
     ! grep -q "^inner_any_order" "$mine/46-permutations/problem.toml" &&
     grep -q "^checker = \"float\"" "$mine/50-powx-n/problem.toml" &&
     grep -q "^checker = \"any_answer\"" "$mine/667-beautiful-arrangement-ii/problem.toml"'
check "tests made from the constraints where every one is honoured (sort-colors' 'either 0, 1, or 2' among them)" \
    '[ -f "$XDG_DATA_HOME/judge/testcases/75/generated/largest-1.in" ] && [ -f "$XDG_DATA_HOME/judge/testcases/5/generated/largest-1.in" ]'
check "the largest test with one letter repeated: 1000 a's, or 1000 of another" \
    'grep -Eq "^\"(.)\1{999}\"$" "$XDG_DATA_HOME/judge/testcases/5/generated/largest-equal.in"'

# judge_as FILE FOLDER WANT: FILE on the imported problem in FOLDER.
judge_as() {
    "$judge" submit "$1" --problem "$2" --no-history --json "$dir/r.json" >"$dir/out" 2>&1
    local got want=$3
    got=$(verdict "$dir/r.json")
    check "$(basename "$1") on $(basename "$2"): $want ($got, $(jq -r '"\(.passed)/\(.total)"' "$dir/r.json" 2>/dev/null))" \
        'verdict_is "$got" "$want" || { tail -5 "$dir/out"; false; }'
}

# A right solution of each: AC on the examples and every generated test.
declare -A built_in=([1-two-sum]=solutions/1/accepted/hash_one_pass.cpp
    [23-merge-k-sorted-lists]=solutions/23/accepted/heap.cpp [48-rotate-image]=solutions/48/accepted/four_way_swap.cpp
    [102-binary-tree-level-order-traversal]=solutions/102/accepted/bfs.cpp
    [146-lru-cache]=solutions/146/accepted/list_and_map.cpp [667-beautiful-arrangement-ii]=solutions/667/accepted/mirrored.cpp
    [913-cat-and-mouse]=solutions/913/accepted/retrograde.cpp [1728-cat-and-mouse-ii]=solutions/1728/accepted/retrograde.cpp)
for folder in "$mine"/*/; do
    folder=${folder%/}
    name=$(basename "$folder")
    solution=${built_in[$name]:-$s/${name#*-}.cpp}
    # The folder as a shell completes it, with its slash.
    judge_as "$solution" "$folder/" AC
done

"$judge" submit "$s/text-justification.cpp" --problem 68 --no-history >"$dir/out" 2>&1
check "no accepted solution to time against: nothing said of timing them" '! grep -q "timing the accepted" "$dir/out"'
check "no tests made from the constraints: the report says the examples are all that is judged, and why" \
    'grep -q "^examples only: no tests were made from the constraints (the judge cannot honour \"words\[i\].length <= maxWidth\"), so these 3 examples are all" "$dir/out"'
"$judge" submit "$s/zigzag-conversion.cpp" --problem 6 --no-history >"$dir/out" 2>&1
check "and says nothing of the kind where tests were made" '! grep -q "examples only" "$dir/out"'

# Wrong ones. Caught by an example:
judge_as "$s/median-of-two-sorted-arrays.integer.cpp" "$mine/4-median-of-two-sorted-arrays" WA
judge_as "$s/palindrome-number.sign.cpp" "$mine/9-palindrome-number" WA
judge_as "$s/maximum-depth-of-binary-tree.edges.cpp" "$mine/104-maximum-depth-of-binary-tree" WA
# A quadratic one, stopped on the largest generated tests:
judge_as "$s/count-number-of-bad-pairs.slow.cpp" "$mine/2364-count-number-of-bad-pairs" TLE
# Caught only by a small generated test: one row of a longer string (the
# examples' one row is a string of one letter, which the guard covers).
judge_as "$s/zigzag-conversion.one-row.cpp" "$mine/6-zigzag-conversion" "MLE|TLE"
check "the loop is found by a small generated test, not an example" 'jq -r ".lead" "$dir/r.json" | grep -q "^generated/small-"'
# A reference that crashes on a generated test: refused, naming the test by its folder.
"$judge" import "$real/palindrome-number.json" --reference "$s/palindrome-number.crashes-on-zero.cpp" >"$dir/out" 2>"$dir/err"
check "a reference that crashes on a generated test is refused, naming it (exit $?)" \
    'grep -q "generated/small-1.in: the reference solution got RE" "$dir/err"'
# Caught only by the generated test with every integer at 0 (0 is a palindrome).
"$judge" import "$real/palindrome-number.json" --reference "$s/palindrome-number.cpp" >"$dir/out" 2>&1
judge_as "$s/palindrome-number.trailing-zero.cpp" "$mine/9-palindrome-number" WA
check "x = 0 is among the generated tests, and catches it" 'jq -r ".lead" "$dir/r.json" | grep -q "^generated/small-1$"'
# Valid Sudoku's tests are 9 x 9 boards of 1-9 and '.': a right solution
# is AC under the sanitizers too (it read past a smaller board before).
"$judge" submit "$s/valid-sudoku.cpp" --problem 36 --like-leetcode --no-history --json "$dir/r.json" >"$dir/out" 2>&1
check "valid-sudoku's generated boards are 9 x 9 ($(verdict "$dir/r.json") with --like-leetcode)" \
    '[ "$(verdict "$dir/r.json")" = AC ] && ! grep -q "\"0\"" "$XDG_DATA_HOME"/judge/testcases/36/generated/*.in'
# Caught only by a generated test answered by a reference: the overflow.
"$judge" import "$real/reverse-integer.json" --reference "$s/reverse-integer.cpp" >"$dir/out" 2>&1
check "a reference answers reverse-integer's generated tests" 'grep -q "answered by" "$dir/out" || grep -q "answers" "$dir/out"'
judge_as "$s/reverse-integer.overflow.cpp" "$mine/7-reverse-integer" WA
check "the overflow is caught by a generated test" 'jq -r ".lead" "$dir/r.json" | grep -q "^generated/"'
# stress on an imported problem: inputs drawn from its constraints, answers from its reference.
(cd "$dir" && "$judge" stress "$s/reverse-integer.overflow.cpp" --problem 7 --cases 200 --seed 1 --json "$dir/st.json" >"$dir/st.out" 2>&1)
status=$?
check "stress on an imported problem finds the overflow, drawing from the constraints (exit $status)" \
    '[ $status = 1 ] && [ "$(jq -r .verdict "$dir/st.json")" = WA ] || { tail -5 "$dir/st.out"; false; }'
(cd "$dir" && "$judge" stress "$s/reverse-integer.cpp" --problem 7 --cases 50 --seed 1 >"$dir/st.out" 2>&1)
check "and none for the right one" '[ $? = 0 ] && grep -q "no difference in 50 cases" "$dir/st.out"'
"$judge" stress "$s/median-of-two-sorted-arrays.cpp" --problem "$mine/4-median-of-two-sorted-arrays" --cases 5 >"$dir/st.out" 2>&1
check "stress where a constraint cannot be honoured: exit 2 naming it" \
    '[ $? = 2 ] && grep -q "cannot honour \"1 <= m + n <= 2000\"" "$dir/st.out" || { cat "$dir/st.out"; false; }'

# The seven hand-built problems, imported from LeetCode's data: the same
# signature and the same examples (answers compared without spaces).
for id in 1 4 23 48 102 146 667; do
    folder=$(ls -d "$mine/$id"-*)
    "$judge" show "$id" 2>/dev/null | sed -n '/^Signature:/,$p' | grep -v "^Limits" >"$dir/builtin.sig"
    "$judge" show "$folder" 2>/dev/null | sed -n '/^Signature:/,$p' | grep -v "^Limits" >"$dir/imported.sig"
    same=yes
    for f in testcases/"$id"/examples/*; do
        [ "$(tr -d ' ' <"$f")" = "$(tr -d ' ' <"$XDG_DATA_HOME/judge/testcases/$id/examples/$(basename "$f")")" ] || same=no
    done
    count_b=$(ls testcases/"$id"/examples | wc -l)
    count_i=$(ls "$XDG_DATA_HOME/judge/testcases/$id/examples" | wc -l)
    check "problem $id from LeetCode's data: the built-in signature and examples ($count_i files)" \
        '[ -s "$dir/builtin.sig" ] && cmp -s "$dir/builtin.sig" "$dir/imported.sig" && [ $same = yes ] && [ "$count_b" = "$count_i" ]'
done
finish
