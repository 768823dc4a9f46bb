#!/usr/bin/env bash
# Python 3 solutions as a user writes them: the check before any test (CE
# with file, line and column), tracebacks in the user's frames, the file's
# odd forms (tabs, CRLF, a byte-order mark, not UTF-8), --lang, `new`, `run`,
# --mode leetcode (one interpreter, globals kept), what it prints kept apart
# from its answer, and the machine's interpreter left as it was.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
export XDG_DATA_HOME=$dir/data
mode_before=$(stat -c %a "$(readlink -f /usr/bin/python3)")
sub() { "$judge" submit "$@" --no-history --json "$dir/r.json" >"$dir/out" 2>&1; echo $? >"$dir/status"; }
status() { cat "$dir/status"; }

# A syntax error: CE before any test, file:line:column and the interpreter's words.
printf 'class Solution:\n    def twoSum(self, nums, target):\n        for i in range(3)\n            pass\n' >"$dir/syntax.py"
sub "$dir/syntax.py" --problem 1
check "a syntax error is CE (exit 1), no test run" '[ "$(status)" = 1 ] && [ "$(verdict "$dir/r.json")" = CE ] && [ "$(jq ".tests | length" "$dir/r.json")" = 0 ]'
check "the CE names the file, line and column and says SyntaxError" 'grep -q "^CE: $dir/syntax.py:3:[0-9]*: SyntaxError: expected '"'"':'"'"'" "$dir/out"'

# No class, no method of the problem's name, a design class's method missing.
printf 'class Solution:\n    def two_sum(self, nums, target):\n        return []\n' >"$dir/name.py"
sub "$dir/name.py" --problem 1
check "a method of another name is CE naming the one wanted" 'grep -q "^CE: .*has no method twoSum: the problem wants twoSum" "$dir/out"'
printf 'def twoSum(nums, target):\n    return []\n' >"$dir/noclass.py"
sub "$dir/noclass.py" --problem 1
check "no class Solution is CE saying which class and method" 'grep -q "^CE: .*no class Solution: the problem wants class Solution with twoSum" "$dir/out"'
printf 'class LRUCache:\n    def __init__(self, capacity):\n        pass\n    def get(self, key):\n        return -1\n' >"$dir/design.py"
sub "$dir/design.py" --problem 146
check "a design class without put is CE naming it" 'grep -q "^CE: .*has no method put" "$dir/out"'

# Not UTF-8: the line and column of the byte.
printf 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1] # caf\xe9\n' >"$dir/latin1.py"
sub "$dir/latin1.py" --problem 1
check "a byte that is not UTF-8 is CE at its line and column" 'grep -q "^CE: $dir/latin1.py:3:28: not UTF-8" "$dir/out"'

# Tabs, CRLF and a byte-order mark, as editors save them: judged as written.
good=solutions/1/accepted/hash_one_pass.py
sed 's/    /\t/g' "$good" >"$dir/tabs.py"
sub "$dir/tabs.py" --problem 1
check "a file indented with tabs is AC" '[ "$(verdict "$dir/r.json")" = AC ]'
{ printf '\xef\xbb\xbf'; sed 's/$/\r/' "$good"; } >"$dir/crlf-bom.py"
sub "$dir/crlf-bom.py" --problem 1
check "a file with CRLF line ends and a byte-order mark is AC" '[ "$(verdict "$dir/r.json")" = AC ]'
printf 'class Solution:\n\tdef twoSum(self, nums, target):\n\t\tx = [0, 1]\n        \treturn x\n' >"$dir/mixed.py"
sub "$dir/mixed.py" --problem 1
check "tabs and spaces mixed ambiguously are CE (TabError)" 'grep -q "^CE: .*TabError" "$dir/out"'

# An exception: RE, the traceback in the user's frames only.
printf 'class Solution:\n    def helper(self, nums):\n        return nums[len(nums)]\n    def twoSum(self, nums, target):\n        return self.helper(nums)\n' >"$dir/index.py"
sub "$dir/index.py" --problem 1 --fail-fast
check "an exception is RE" '[ "$(status)" = 1 ] && [ "$(verdict "$dir/r.json")" = RE ]'
check "the report names the exception and the user's line" 'grep -q "exception: IndexError at $dir/index.py:3" "$dir/out" && grep -q "list index out of range (in helper)" "$dir/out"'
check "the traceback shows no frame of the judge's driver" '! grep -Eq "judge driver|python_driver|<judge" "$dir/out"'
check "JSON: the diagnosis is the traceback's (source traceback)" '[ "$(jq -r "[.tests[] | select(.diagnosis)][0].diagnosis.source" "$dir/r.json")" = traceback ]'

# Recursion past Python's limit.
printf 'class Solution:\n    def twoSum(self, nums, target):\n        return self.twoSum(nums, target)\n' >"$dir/rec.py"
sub "$dir/rec.py" --problem 1 --fail-fast
check "a recursion past Python's limit is RE saying so" 'grep -q "RE: recursion too deep" "$dir/out"'

# What it prints is not its answer; the JSON says the language.
printf 'print("[9,9]")\nclass Solution:\n    def twoSum(self, nums, target):\n        print("[0,1]")\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n' >"$dir/prints.py"
sub "$dir/prints.py" --problem 1
check "what a solution prints is kept apart from its answer (AC)" '[ "$(verdict "$dir/r.json")" = AC ]'
check "JSON: language python3" '[ "$(jq -r .language "$dir/r.json")" = python3 ] && [ "$(jq -r .compiler "$dir/r.json")" = python3 ]'

# --lang: a file whose name does not say.
cp "$good" "$dir/solution.txt"
sub "$dir/solution.txt" --problem 1 --lang python3
check "--lang python3 judges a .txt file as Python" '[ "$(verdict "$dir/r.json")" = AC ]'
sub "$good" --problem 1 --lang cpp
check "--lang cpp on a Python file is the C++ compiler's CE" '[ "$(verdict "$dir/r.json")" = CE ]'
"$judge" submit "$good" --problem 1 --lang java >"$dir/out" 2>&1
check "--lang java is exit 2 naming the choices" '[ $? = 2 ] && grep -q "python3" "$dir/out"'

# The solution ends the interpreter itself: never AC.
printf 'import sys\nclass Solution:\n    def twoSum(self, nums, target):\n        sys.exit(0)\n' >"$dir/exit.py"
sub "$dir/exit.py" --problem 1 --fail-fast
check "sys.exit(0) in the solution is not AC" '[ "$(status)" = 1 ] && [ "$(verdict "$dir/r.json")" != AC ]'

# --mode leetcode: one interpreter, globals kept between calls, as on LeetCode.
printf 'calls = []\nclass Solution:\n    def twoSum(self, nums, target):\n        calls.append(1)\n        if len(calls) > 1:\n            return [1, 0]\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n' >"$dir/global.py"
sub "$dir/global.py" --problem 1 --tests testcases/1/examples
check "isolated: a global reset for every test (AC)" '[ "$(verdict "$dir/r.json")" = AC ]'
sub "$dir/global.py" --problem 1 --tests testcases/1/examples --mode leetcode
check "--mode leetcode: the global kept, the second test WA" '[ "$(verdict "$dir/r.json")" = WA ] && [ "$(jq -r ".tests[0].verdict" "$dir/r.json")" = AC ]'
check "--mode leetcode: the failure passes alone (state between calls)" '[ "$(jq -r .passes_alone "$dir/r.json")" = true ]'
sub tests/fixtures/913_stderr_no_newline.py --problem 913 --tests testcases/913/examples --mode leetcode
check "--mode leetcode: text with no newline, printed and on stderr, shows at its own test" \
    '[ "$(jq -r "[.tests[] | .name + \" \" + .stderr] | join(\",\")" "$dir/r.json")" = "examples/1 p6n=6;,examples/2 p4n=4;" ]'
sub tests/fixtures/1_stderr_replaced.py --problem 1 --tests testcases/1/examples --mode leetcode
check "--mode leetcode: text with no newline on the real stderr, sys.stderr replaced, shows at its own test" \
    '[ "$(jq -r "[.tests[] | .name + \" \" + .stderr] | join(\",\")" "$dir/r.json")" = "examples/1 n=4;,examples/2 n=3;,examples/3 n=2;" ]'
printf 'import io, sys\nclass Solution:\n    def twoSum(self, nums, target):\n        sys.stderr = io.StringIO()\n        return nums[len(nums)]\n' >"$dir/hidden.py"
sub "$dir/hidden.py" --problem 1 --fail-fast
check "sys.stderr replaced by the solution: its exception is still named at its line" \
    'grep -q "exception: IndexError at $dir/hidden.py:5" "$dir/out"'
# An exit handler that prints past the output limit: judged (OLE), not a CE of the check.
printf '%s\nimport atexit\natexit.register(lambda: print("x \\u00e9 " * 6000000))\n' "$(cat "$good")" >"$dir/atexit.py"
sub "$dir/atexit.py" --problem 1 --tests testcases/1/examples
check "an exit handler printing past the limit is OLE, not CE" '[ "$(verdict "$dir/r.json")" = OLE ]'
# An exported file whose top level replaces sys.stderr still runs.
printf 'import io, sys\nsys.stderr = io.StringIO()\n%s\n' "$(cat "$good")" >"$dir/quiet.py"
"$judge" export "$dir/quiet.py" --problem 1 -o "$dir/quiet-full.py" >/dev/null 2>&1
check "an exported file that replaces sys.stderr at its top level still answers" \
    '[ "$(/usr/bin/python3 "$dir/quiet-full.py" testcases/1/examples/1.in)" = "[0,1]" ]'
# A process that ends without an answer: the same WA, in the same words, in both modes.
printf 'import os\nclass Solution:\n    def twoSum(self, nums, target):\n        os._exit(0)\n' >"$dir/exit0.py"
for mode in isolated leetcode; do
    sub "$dir/exit0.py" --problem 1 --tests testcases/1/examples --mode $mode
    jq -r "[.tests[] | .verdict + \": \" + .reason] | join(\"; \")" "$dir/r.json" >"$dir/exit0-$mode"
done
check "no answer: 'WA: no output, expected ...' in both modes" \
    'cmp -s "$dir/exit0-isolated" "$dir/exit0-leetcode" && grep -q "^WA: no output, expected .\[0,1\]." "$dir/exit0-leetcode"'
# 100 KiB of debug prints, then an exception: the traceback is kept (a test's stderr keeps its start and its end).
printf 'class Solution:\n    def twoSum(self, nums, target):\n        for i in range(3000):\n            print("debug line", i, nums)\n        return nums[10]\n' >"$dir/noisy.py"
for mode in isolated leetcode; do
    sub "$dir/noisy.py" --problem 1 --tests testcases/1/examples/1.in --mode $mode
    check "a traceback after 100 KiB of prints: named, not 'no traceback' ($mode)" \
        '[ "$(jq -r ".tests[0].diagnosis.kind" "$dir/r.json")" = IndexError ] && jq -e ".tests[0].stderr | test(\"bytes not kept from the middle\")" "$dir/r.json" >/dev/null && ! grep -q "no traceback" "$dir/out"'
done
# A runaway recursion with the limit raised: plain Python frames are on the heap (MLE); through C code, the stack (RE).
sub tests/fixtures/1_runaway_recursion.py --problem 1 --tests testcases/1/examples/1.in
check "a runaway recursion of Python calls, the limit raised: MLE, as docs/python.md says" '[ "$(verdict "$dir/r.json")" = MLE ]'
sub tests/fixtures/1_runaway_cached_recursion.py --problem 1 --tests testcases/1/examples/1.in
check "a runaway recursion through functools.cache: RE, SIGSEGV, Python's report under printed" \
    '[ "$(verdict "$dir/r.json")" = RE ] && jq -e ".tests[0].reason | test(\"SIGSEGV\")" "$dir/r.json" >/dev/null && jq -e ".tests[0].stderr | test(\"Fatal Python error\")" "$dir/r.json" >/dev/null'
for mode in isolated leetcode; do
    sub tests/fixtures/1_reads_stdin.py --problem 1 --tests testcases/1/examples --mode $mode
    check "stdin read every way (input, sys.stdin.buffer, os.read(0)) is at its end at once: AC ($mode)" \
        '[ "$(verdict "$dir/r.json")" = AC ] && [ "$(jq .passed "$dir/r.json")" = 3 ]'
    sub tests/fixtures/1_closes_stdin.py --problem 1 --tests testcases/1/examples --mode $mode
    check "stdin closed by the solution ends nothing: AC ($mode)" \
        '[ "$(verdict "$dir/r.json")" = AC ] && [ "$(jq .passed "$dir/r.json")" = 3 ]'
done
sub solutions/146/accepted/ordered_dict.py --mode leetcode
check "--mode leetcode: a design problem's Python solution is AC" '[ "$(verdict "$dir/r.json")" = AC ]'

# run: custom input, the answer from the reference.
printf '[3,2,4]\n6\n' >"$dir/case.in"
"$judge" run "$good" --problem 1 --input "$dir/case.in" >"$dir/out" 2>&1
check "run on a Python file prints its answer and the expected one" '[ $? = 0 ] && grep -q "\[1,2\]" "$dir/out"'

# new --lang python3: LeetCode's Python signature; it runs as written (WA, not CE).
(cd "$dir" && "$judge" new 102 --lang python3 >/dev/null 2>&1)
check "new --lang python3 writes the .py with type hints and TreeNode's comment" \
    'grep -q "def levelOrder(self, root: Optional\[TreeNode\]) -> List\[List\[int\]\]:" "$dir/102-binary-tree-level-order-traversal.py" && grep -q "^# class TreeNode:" "$dir/102-binary-tree-level-order-traversal.py"'
sub "$dir/102-binary-tree-level-order-traversal.py" --fail-fast
check "the template passes the check (WA, not CE)" '[ "$(verdict "$dir/r.json")" = WA ]'

# LeetCode's environment: its imports, and the builtin pow kept (math's would shadow it).
printf 'class Solution:\n    def twoSum(self, nums, target):\n        assert pow(2, 10, 1000) == 24 and inf > 0 and comb(4, 2) == 6\n        assert deque and Counter and defaultdict and heappush and bisect_left and accumulate and cache and List\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n' >"$dir/prelude.py"
sub "$dir/prelude.py" --problem 1 --tests testcases/1/examples
check "LeetCode's names need no import, and pow takes a modulus" '[ "$(verdict "$dir/r.json")" = AC ]'

# export: one .py a plain python3 runs, with the judge's answer.
"$judge" export solutions/146/accepted/ordered_dict.py -o "$dir/full.py" >/dev/null 2>&1
check "export writes one .py that python3 runs to the expected answer" \
    '[ "$(/usr/bin/python3 "$dir/full.py" <testcases/146/examples/1.in)" = "$(cat testcases/146/examples/1.ans)" ]'
"$judge" export "$dir/index.py" --problem 1 -o "$dir/full-index.py" >/dev/null 2>&1
/usr/bin/python3 "$dir/full-index.py" <testcases/1/examples/1.in >/dev/null 2>"$dir/err"
check "the exported file's exception names its own lines, no driver frame" \
    'grep -q "IndexError" "$dir/err" && grep -q "full-index.py\", line" "$dir/err" && ! grep -q "judge driver" "$dir/err"'

# debug: the case in the sandbox, the traceback with each frame's locals.
"$judge" debug "$dir/index.py" --problem 1 --input examples/1 >"$dir/out" 2>&1
check "debug of a Python solution: RE, the locals of the user's frames (exit 1)" \
    '[ $? = 1 ] && grep -q "^locals of helper at $dir/index.py:3:" "$dir/out" && grep -q "  nums = \[2, 7, 11, 15\]" "$dir/out"'
"$judge" debug "$dir/index.py" --problem 1 --input examples/1 --interactive >"$dir/out" 2>&1
check "debug --interactive of a Python solution says how with pdb (exit 2)" '[ $? = 2 ] && grep -q "python3 -m pdb" "$dir/out"'

# verify --calibrate: Python's own limit from the accepted Python solutions.
"$judge" verify 1 --calibrate >"$dir/out" 2>&1
check "verify --calibrate proposes python3_time_ms from the Python solutions" \
    'grep -q "^1 Two Sum (Python 3): slowest accepted .* (hash_one_pass.py on .*); proposed python3_time_ms" "$dir/out"'

# What a review found (each once a defect).
printf 'class Solution:\n    def twoSum(self, nums, target):\n        print("debug:", nums)\n        return [nums[100]]\n' >"$dir/printed.py"
sub "$dir/printed.py" --problem 1 --tests testcases/1/examples/1.in
check "what it printed before an exception is in the report" 'grep -q "printed:  debug: \[2, 7, 11, 15\]" "$dir/out"'
printf 'class Solution:\n    def twoSum(self, nums, target):\n        input()\n        return [0, 1]\n' >"$dir/stdin.py"
sub "$dir/stdin.py" --problem 1 --tests testcases/1/examples --mode leetcode
check "--mode leetcode: the solution's stdin is empty (input() is EOFError, RE), never a wait" \
    '[ "$(verdict "$dir/r.json")" = RE ] && jq -e "[.tests[].reason] | all(test(\"idle\") | not)" "$dir/r.json" >/dev/null'
printf 'import sys\nDATA = sys.stdin.read()\n' >"$dir/stdin-top.py"; sed 1d "$dir/prints.py" >>"$dir/stdin-top.py"
sub "$dir/stdin-top.py" --problem 1 --tests testcases/1/examples
check "a top level that reads stdin does not take the test's input (AC)" '[ "$(verdict "$dir/r.json")" = AC ]'
printf 'class I(int):\n    def __str__(self):\n        return "0,1"\n    __repr__ = __str__\nclass Solution:\n    def twoSum(self, nums, target):\n        return [I(5)]\n' >"$dir/forge.py"
sub "$dir/forge.py" --problem 1 --tests testcases/1/examples/1.in
check "an int subclass's own __str__ does not write the answer (WA, [5])" '[ "$(verdict "$dir/r.json")" = WA ] && grep -q "got:      \[5\]" "$dir/out"'
printf 'class Solution:\n    def twoSum(self, nums, target):\n        a = [0]\n        a.append(a)\n        return a\n' >"$dir/selfref.py"
sub "$dir/selfref.py" --problem 1 --tests testcases/1/examples/1.in
check "a list that contains itself is WA saying so" 'grep -q "WA: the returned value contains itself" "$dir/out"'
printf 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 10 ** 5000]\n' >"$dir/huge.py"
sub "$dir/huge.py" --problem 1 --tests testcases/1/examples/1.in
check "an integer of 5001 digits is written whole (WA, not RE)" '[ "$(verdict "$dir/r.json")" = WA ]'
printf 'import sys\nsys.exit(0)\n' >"$dir/top-exit.py"
sub "$dir/top-exit.py" --problem 1
check "a top level that ends the interpreter is CE saying so" 'grep -q "^CE: .*the file.s top level ended the interpreter" "$dir/out"'
printf 'import os\nos._exit(0)\n' >"$dir/top-exit2.py"
sub "$dir/top-exit2.py" --problem 1
check "os._exit(0) at the top level is CE too" 'grep -q "^CE: .*ended the interpreter before the check was done" "$dir/out"'
printf 'from sortedcontainers import SortedList\n' >"$dir/third.py"; cat "$good" >>"$dir/third.py"
sub "$dir/third.py" --problem 1
check "a third-party import is CE naming the module, the line, and that only the standard library is here" \
    'grep -q "^CE: $dir/third.py:1: ModuleNotFoundError: No module named .sortedcontainers. (at the file.s top level); only Python.s standard library" "$dir/out"'
head -c 1100000 /dev/zero | tr '\0' '#' >"$dir/big.py"
sub "$dir/big.py" --problem 1
check "a Python file over 1 MiB is CE saying the limit" 'grep -q "^CE: .*bytes; the judge takes a Python file of at most 1 MiB" "$dir/out"'
printf 'class Solution:\n    def twoSum(self, nums, target):\n        raise ValueError("x")\n' >"$dir/$(printf 'new\nline.py')"
sub "$dir/$(printf 'new\nline.py')" --problem 1 --tests testcases/1/examples/1.in
check "a line break in the file's name: the exception is still found" 'grep -q "exception: ValueError at .*new?line.py:3" "$dir/out"'
printf '%s\nif __name__ == "__main__":\n    input()\n' "$(cat "$good")" >"$dir/mainblock.py"
"$judge" export "$dir/mainblock.py" --problem 1 -o "$dir/mb-full.py" >/dev/null 2>&1
check "an exported file: a __main__ block does not run, a test box of two cases gives two answers" \
    '[ "$(printf "[2,7,11,15]\n9\n[3,3]\n6\n" | /usr/bin/python3 "$dir/mb-full.py")" = "$(printf "[0,1]\n[0,1]")" ]'
check "an exported file takes the case's path as its argument" \
    '[ "$(/usr/bin/python3 "$dir/mb-full.py" testcases/1/examples/1.in)" = "[0,1]" ]'
"$judge" export "$dir/index.py" --problem 1 -o "$dir/pm.py" >/dev/null 2>&1
printf 'c\nq\n' | /usr/bin/python3 -m pdb "$dir/pm.py" testcases/1/examples/1.in >"$dir/pdb" 2>&1
check "under pdb, an exported file's exception reaches pdb's post mortem at the user's line" \
    'grep -q "^-> return nums\[len(nums)\]" "$dir/pdb"'
# Stepping through under pdb: pdb reads its commands from the terminal after
# a breakpoint in the solution (the driver leaves an exported file's stdin to pdb).
"$judge" export "$good" --problem 1 -o "$dir/step.py" >/dev/null 2>&1
line=$(grep -n "seen = {}" "$dir/step.py" | head -1 | cut -d: -f1)
printf 'b %s\nc\np ("seen", nums)\nc\nq\n' "$line" | /usr/bin/python3 -m pdb "$dir/step.py" testcases/1/examples/1.in >"$dir/step" 2>&1
check "under pdb, a breakpoint in the solution stops there and pdb reads the next commands" \
    '[ -n "$line" ] && grep -q "^(Pdb) ('"'"'seen'"'"', \[2, 7, 11, 15\])" "$dir/step"'
mkdir -p "$dir/sub"
printf 'garbage here\n' >"$dir/bad.cpp"
(cd "$dir/sub" && "$judge" submit ../bad.cpp --problem 1 --no-history >"$dir/out" 2>&1)
check "a C++ file named through ../ gets its own CE, not 'file not found'" 'grep -q "^CE: ../bad.cpp:1:1: error: unknown type name" "$dir/out"'

# stress: a crash found is shown with what the program printed (its traceback) and the exception, terminal and JSON.
mkdir -p "$dir/stress-here"
root_dir=$(pwd)
(cd "$dir/stress-here" && "$judge" stress "$root_dir/solutions/1/run_time_error/missing_key.py" --cases 20 --seed 1 --json "$dir/stress.json" >"$dir/stress" 2>&1)
check "stress on a Python crash: the traceback under printed, the exception named, both in the JSON" \
    'grep -q "^RE on case" "$dir/stress" && grep -q "^printed:  Traceback (most recent call last):" "$dir/stress" && grep -q "exception: KeyError at .*missing_key.py:7" "$dir/stress" && jq -e ".stderr | test(\"KeyError\")" "$dir/stress.json" >/dev/null && [ "$(jq -r .diagnosis.kind "$dir/stress.json")" = KeyError ]'

check "the machine's interpreter keeps its mode ($mode_before)" '[ "$(stat -c %a "$(readlink -f /usr/bin/python3)")" = "$mode_before" ]'
finish
