#!/usr/bin/env bash
# judge import: LeetCode's saved data (tests/fixtures/leetcode/) becomes a
# problem of the user's, judged by the same engine as the built-in ones.
# Each shape imports (function and design, scalars, long, strings, grids of
# characters, lists, trees, in place, a double answer, answers in any order,
# any of several answers, a saved page); right solutions are AC on the
# examples and wrong ones are not; show, new and problems see it. What it
# cannot express (an interactive API, a type it has not, a problem LeetCode
# runs with a driver of its own) and bad data (not JSON, a page without the
# data, a metaData that does not parse, a statement without outputs, a slug
# that would leave its folder) are one line each, exit 2, nothing written.
# Two imports at once of the same problem both finish, and leave it whole.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
fixtures=$(pwd)/tests/fixtures/leetcode
export XDG_DATA_HOME=$dir/data
mine=$XDG_DATA_HOME/judge/problems

for f in "$fixtures"/*.json "$fixtures"/*.html; do
    name=$(basename "$f")
    "$judge" import "$f" >"$dir/out" 2>"$dir/err"
    status=$?
    case $name in
        first-bad-version.json) want="an interactive problem" ;;
        clone-graph.json) want="type 'Node' is not one the judge has yet" ;;
        delete-node.json) want="a driver of its own \(metaData.manual\)" ;;
        *) want= ;;
    esac
    if [ -n "$want" ]; then
        check "$name: refused in one line ($(cat "$dir/err"))" \
            '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -qE "$want" "$dir/err" && [ ! -s "$dir/out" ]'
    else
        check "$name: imported ($(head -1 "$dir/out"))" '[ $status = 0 ] && grep -q "^imported " "$dir/out"'
    fi
done
check "nothing is left of the refused ones" '! ls "$mine" | grep -qE "^(278|133|237)-"'
check "the saved page's other question (a similar one) is not taken for it" '[ -d "$mine/70-climbing-stairs" ] && ! ls "$mine" | grep -q "^509-"'
check "checkers from the statements: any order, within 10^-5, any answer" \
    'grep -q "^checker = \"any_order\"" "$mine/46-permutations/problem.toml" &&
     grep -q "^checker = \"float\"" "$mine/4-median-of-two-sorted-arrays/problem.toml" &&
     grep -q "^checker = \"any_answer\"" "$mine/162-find-peak-element/problem.toml" &&
     grep -q "^checker = \"exact\"" "$mine/206-reverse-linked-list/problem.toml"'
check "in place: rotate's answer is its matrix" 'grep -q "^answer = \"matrix\"" "$mine/48-rotate-image/problem.toml"'

# Right solutions AC, wrong ones not, on each shape (a problem named by its folder, its slug or its id).
judge_as() {  # judge_as SOLUTION PROBLEM WANT
    local solution=$1 problem=$2 want=$3
    "$judge" submit "$solution" --problem "$problem" --no-history --json "$dir/r.json" >"$dir/out" 2>&1
    check "$(basename "$solution") on $(basename "$problem"): $want (got $(verdict "$dir/r.json"))" \
        '[ "$(verdict "$dir/r.json")" = "$want" ]'
}
s=$fixtures/solutions
judge_as "$s/reverse-linked-list.cpp" reverse-linked-list AC
judge_as "$s/invert-binary-tree.cpp" 226 AC
judge_as "$s/number-of-islands.cpp" "$mine/200-number-of-islands" AC
judge_as "$s/is-palindrome.cpp" valid-palindrome AC
judge_as "$s/permutations.cpp" permutations AC
judge_as "$s/find-peak-element.cpp" find-peak-element AC
judge_as "$s/climbing-stairs.cpp" climbing-stairs AC
judge_as "$s/sum-of-longs.cpp" sum-of-longs AC
judge_as solutions/146/accepted/list_and_map.cpp "$mine/146-lru-cache" AC
judge_as solutions/48/accepted/"$(ls solutions/48/accepted | head -1)" "$mine/48-rotate-image" AC
judge_as solutions/4/accepted/"$(ls solutions/4/accepted | head -1)" "$mine/4-median-of-two-sorted-arrays" AC
judge_as solutions/1/accepted/hash_one_pass.cpp "$mine/1-two-sum" AC
judge_as "$s/wrong-sum-of-longs-int.cpp" sum-of-longs WA
judge_as "$s/wrong-permutations-missing.cpp" permutations WA
judge_as "$s/wrong-median-float.cpp" "$mine/4-median-of-two-sorted-arrays" WA
judge_as "$s/wrong-invert-left-only.cpp" invert-binary-tree WA
judge_as "$s/wrong-peak-not-a-number.cpp" find-peak-element WA
judge_as solutions/146/wrong_answer/fifo.cpp "$mine/146-lru-cache" WA
# Only the examples are judged yet: a mistake they do not show passes, and the import said so.
judge_as solutions/146/wrong_answer/evict_before_update.cpp "$mine/146-lru-cache" AC

# Tests made from the constraints: without a reference, judged for type, time, memory and crashes.
check "reverse-linked-list: tests made from its constraints, no answers" \
    '[ "$(ls "$XDG_DATA_HOME/judge/testcases/206/generated" | grep -c "\.in$")" -ge 15 ] && ! ls "$XDG_DATA_HOME/judge/testcases/206/generated" | grep -q "\.ans$"'
check "two-sum: none, as one of its constraints cannot be honoured" '[ ! -d "$XDG_DATA_HOME/judge/testcases/1/generated" ]'
"$judge" submit "$s/reverse-linked-list.cpp" --problem reverse-linked-list --no-history --json "$dir/r.json" >"$dir/out" 2>&1
check "generated tests without answers: judged, and said so ($(verdict "$dir/r.json"), $(jq .total "$dir/r.json") tests)" \
    '[ "$(verdict "$dir/r.json")" = AC ] && [ "$(jq .total "$dir/r.json")" -gt 10 ] && grep -q "^no answers: .* made from the constraints" "$dir/out" &&
     [ "$(jq "[.tests[] | select(.expected_from == \"none\")] | length" "$dir/r.json")" -gt 10 ]'
judge_as "$s/slow-is-palindrome.cpp" valid-palindrome TLE
check "the slow one is stopped on the generated largest tests" '[ "$(jq "[.tests[] | select(.verdict == \"TLE\" and (.name | startswith(\"generated/largest-\")))] | length" "$dir/r.json")" -ge 3 ]'
"$judge" import "$fixtures/lru-cache.json" >"$dir/out" 2>&1
check "a design problem: no tests from its constraints yet, said" 'grep -q "a design problem: no tests are made from its constraints yet" "$dir/out"'
"$judge" import "$fixtures/two-sum.json" >"$dir/out" 2>&1
check "a constraint the generator cannot honour is named, and no test is made" \
    'grep -q "no tests made from the constraints: an input that broke one could fail a right solution" "$dir/out" &&
     grep -q "^  note:   Only one valid answer exists" "$dir/out"'

# --reference: judged on the examples first; then it answers the generated tests.
"$judge" import "$fixtures/climbing-stairs.html" --reference "$s/wrong-climbing-stairs-small.cpp" >"$dir/out" 2>"$dir/err"
status=$?
before=$(ls "$XDG_DATA_HOME/judge/testcases/70/generated" | grep -c "\.ans$")
check "a reference that passes the examples but is wrong on others is not caught there: taken ($status)" '[ $status = 0 ]'
"$judge" import "$fixtures/climbing-stairs.html" --reference "$s/wrong-invert-left-only.cpp" >"$dir/out" 2>"$dir/err"
status=$?
check "a reference that fails an example is refused in one line ($(tail -1 "$dir/err"))" \
    '[ $status = 2 ] && grep -q "the reference is CE on the examples\|the reference is WA on the examples" "$dir/err"'
"$judge" import "$fixtures/climbing-stairs.html" --reference "$s/climbing-stairs.cpp" >"$dir/out" 2>&1
check "a right reference answers the generated tests" \
    '[ "$(ls "$XDG_DATA_HOME/judge/testcases/70/generated" | grep -c "\.ans$")" -ge 10 ] && grep -q "it answered the" "$dir/out"'
judge_as "$s/wrong-climbing-stairs-small.cpp" climbing-stairs WA
check "the wrong one is caught by a generated test, not an example" 'jq -r ".lead" "$dir/r.json" | grep -q "^generated/"'
judge_as "$s/climbing-stairs.cpp" climbing-stairs AC
"$judge" verify climbing-stairs >"$dir/out" 2>&1
# The first reference (wrong past 3) is still among the accepted solutions: verify says it is not.
check "verify: the imported problem's right reference AC, the wrong one kept from the first import WA" \
    'grep -q "accepted/climbing-stairs.cpp  *AC   AC" "$dir/out" && grep -q "accepted/wrong-climbing-stairs-small.cpp  *AC   WA" "$dir/out" &&
     grep -q "^verify 70: FAILED" "$dir/out"'

# The built-in problems' signatures, as the import maps LeetCode's metaData (1 from LeetCode's own data).
for pair in 1:1-two-sum 4:4-median-of-two-sorted-arrays 48:48-rotate-image 146:146-lru-cache; do
    id=${pair%%:*}
    "$judge" show "$id" 2>/dev/null | sed -n '/^Signature:/,$p' | grep -v "^Limits" >"$dir/builtin.sig"
    "$judge" show "$mine/${pair#*:}" 2>/dev/null | sed -n '/^Signature:/,$p' | grep -v "^Limits" >"$dir/imported.sig"
    check "problem $id: the imported signature is the built-in one ($(head -1 "$dir/imported.sig"))" \
        '[ -s "$dir/builtin.sig" ] && cmp -s "$dir/builtin.sig" "$dir/imported.sig"'
done

# A built-in id means the built-in problem, and a line names the other.
"$judge" show 1 >"$dir/out" 2>"$dir/err"
check "show 1: the built-in one, and a line naming the imported one" \
    'grep -q "judge: problem 1 is the built-in one; for the one you imported, give --problem .*/1-two-sum" "$dir/err"'
"$judge" show reverse-linked-list >"$dir/out" 2>&1
check "show: the statement as Markdown, rendered" 'grep -q "Given the head of a singly linked list" "$dir/out" && ! grep -q "<p>\|<code>" "$dir/out"'
"$judge" problems >"$dir/out" 2>&1
check "problems lists them, marked imported" 'grep -q "^206 .*Reverse Linked List (imported)" "$dir/out" && grep -q "^913 " "$dir/out"'
(cd "$dir" && "$judge" new reverse-linked-list >/dev/null 2>&1)
check "new writes LeetCode's snippet" 'grep -q "ListNode\* reverseList(ListNode\* head) {" "$dir"/206-reverse-linked-list.cpp'

# Importing again updates the problem and keeps what the user added beside it.
echo keep >"$mine/70-climbing-stairs/notes.txt"
sed 's/Climbing Stairs/Climbing Stairs Again/' "$fixtures/climbing-stairs.html" >"$dir/again.html"
"$judge" import "$dir/again.html" >/dev/null 2>&1
check "a second import updates the title and keeps the user's file" \
    'grep -q "^title = \"Climbing Stairs Again\"" "$mine/70-climbing-stairs/problem.toml" && [ -f "$mine/70-climbing-stairs/notes.txt" ]'

# LeetCode's own design layout: "Output" without its colon, the answer on the next line.
jq '.content |= sub("<strong>Output:</strong> \\[null"; "<strong>Output</strong>\n[null") | .questionFrontendId = "9146" | .titleSlug = "lru-cache-again"' \
    "$fixtures/lru-cache.json" >"$dir/lru2.json"
"$judge" import "$dir/lru2.json" >"$dir/out" 2>&1
check "a design statement's Output on its own line is read ($(head -1 "$dir/out"))" \
    'grep -q "^imported 9146" "$dir/out" && [ "$(cat "$mine/../testcases/9146/examples/1.ans")" = "[null, null, null, 1, null, -1, null, -1, 3, 4]" ]'
# run on an imported problem with no reference: a case's .ans is its answer.
printf '[1,2]\n' >"$dir/case.in"; printf '[2,1]\n' >"$dir/case.ans"
"$judge" run "$s/reverse-linked-list.cpp" --problem reverse-linked-list --input "$dir/case.in" >"$dir/out" 2>&1
check "run with a .ans on a problem without a reference: judged ($(grep verdict: "$dir/out"))" 'grep -q "verdict:  AC" "$dir/out"'
"$judge" import "$fixtures/two-sum.json" --into "$(pwd)" >"$dir/out" 2>"$dir/err"
check "--into the project itself is refused" '[ $? != 0 ] && grep -q "inside the project" "$dir/err" && git diff --quiet -- problems'
"$judge" import "$fixtures/two-sum.json" --into "$(pwd)/problems" >"$dir/out" 2>"$dir/err"
check "--into a folder inside the project is refused too, nothing written there" \
    '[ $? = 2 ] && grep -q "inside the project" "$dir/err" && [ -z "$(git status --porcelain -- problems)" ]'
# An id already imported under another slug: refused (the two would share testcases/<id>/).
sed 's/"titleSlug": "two-sum"/"titleSlug": "two-sum-again"/' "$fixtures/two-sum.json" >"$dir/two-sum-again.json"
"$judge" import "$dir/two-sum-again.json" >"$dir/out" 2>"$dir/err"
check "an id imported under another slug is refused, naming the folder" \
    '[ $? = 2 ] && grep -q "problem 1 is already imported here as 1-two-sum" "$dir/err" && [ ! -d "$mine/1-two-sum-again" ]'
sed 's/"questionFrontendId": "1"/"questionFrontendId": "01"/' "$fixtures/two-sum.json" >"$dir/zero.json"
"$judge" import "$dir/zero.json" >"$dir/out" 2>"$dir/err"
check "an id with a leading zero is refused" '[ $? = 2 ] && grep -q "is not a problem number" "$dir/err"'

# Bad data: one line each, exit 2, nothing written.
bad() {  # bad WHAT PATTERN FILE
    local what=$1 pattern=$2 file=$3 before after
    before=$(find "$XDG_DATA_HOME" | sort | md5sum)
    "$judge" import "$file" >"$dir/out" 2>"$dir/err"
    local status=$?
    after=$(find "$XDG_DATA_HOME" | sort | md5sum)
    check "$what: exit 2, one line, nothing written ($(cat "$dir/err"))" \
        '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -qE "$pattern" "$dir/err" && [ "$before" = "$after" ]'
}
two=$fixtures/two-sum.json
head -c 300 "$two" >"$dir/cut.json"
bad "JSON cut short" "cut.json:[0-9]+:[0-9]+: not JSON" "$dir/cut.json"
printf '<html><body><p>Two Sum</p></body></html>\n' >"$dir/page.html"
bad "a page without the data" "page.html: a page without the problem's data" "$dir/page.html"
jq '.data.question.metaData = "{ not json"' "$two" >"$dir/meta.json"
bad "a metaData that does not parse" "meta.json: metaData does not parse" "$dir/meta.json"
jq '.data.question.metaData = "{\"name\":\"f\",\"params\":[{\"name\":\"x\",\"type\":\"Employee\"}],\"return\":{\"type\":\"integer\"}}"' "$two" >"$dir/type.json"
bad "an unknown type" "type 'Employee' is not one the judge has yet" "$dir/type.json"
jq '.data.question.content = "<p>No examples.</p>"' "$two" >"$dir/outputs.json"
bad "a statement without outputs" "states no example's output" "$dir/outputs.json"
jq '.data.question.titleSlug = "../../escape"' "$two" >"$dir/slug.json"
bad "a slug that would leave its folder" "titleSlug '../../escape' is not a slug" "$dir/slug.json"
jq '.data.question.questionFrontendId = "1/../../x"' "$two" >"$dir/id.json"
bad "an id that is not a number" "questionFrontendId .* is not a problem number" "$dir/id.json"
bad "not a file" "/dev/null: saved LeetCode data is not a regular file" /dev/null
printf '\n\n' >"$dir/blank.json"
bad "an empty file" "blank.json: .*empty" "$dir/blank.json"
check "nothing escaped the data folder" '[ ! -e "$dir/escape" ] && [ ! -e "$XDG_DATA_HOME/escape" ]'

# Two imports of the same problem at once: both finish (the lock), the problem whole.
"$judge" import "$fixtures/permutations.json" >"$dir/a" 2>&1 & first=$!
"$judge" import "$fixtures/permutations.json" >"$dir/b" 2>&1 & second=$!
wait $first; s1=$?; wait $second; s2=$?
check "two imports at once: both finish ($s1, $s2), no staging left, the problem judges" \
    '[ $s1 = 0 ] && [ $s2 = 0 ] && ! ls -a "$XDG_DATA_HOME/judge" | grep -q "^\.import-" &&
     "$judge" submit "$s/permutations.cpp" --problem permutations --no-history >/dev/null 2>&1'
# A folder of them: each one said, the refused ones counted, exit 2.
"$judge" import "$fixtures" >"$dir/out" 2>"$dir/err"
status=$?
check "a folder: every file imported or named, exit 2 for the 3 refused ($(tail -1 "$dir/err"))" \
    '[ $status = 2 ] && [ "$(grep -c "^imported " "$dir/out")" = 12 ] && grep -q "3 of 15 files not imported" "$dir/err"'
finish
