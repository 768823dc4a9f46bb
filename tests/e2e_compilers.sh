#!/usr/bin/env bash
# Compilers (docs/compilers.md): clang at C++23 by default, g++ on request
# or by the config file, a CE the other compiler avoids named in its
# headline, export naming the compiler it was judged with, doctor listing
# both, and --like-leetcode: every test under ASan and UBSan (an
# out-of-bounds read that passes unsanitized is an RE).
set -uo pipefail
judge=$1
source "$(dirname "$0")/lib.sh"
export XDG_CONFIG_HOME=$dir/config
this=solutions/913/accepted/deducing_this.cpp
examples=testcases/913/examples

"$judge" submit "$this" --tests "$examples" --no-history --json "$dir/c.json" >"$dir/out" 2>&1
check "deducing this: AC by default (clang), the JSON says clang" \
    '[ "$(verdict "$dir/c.json")" = AC ] && [ "$(jq -r .compiler "$dir/c.json")" = clang ] && [ "$(jq -r .sanitized "$dir/c.json")" = false ]'
"$judge" submit "$this" --tests "$examples" --no-history --compiler gcc --json "$dir/g.json" >"$dir/out" 2>&1
check "deducing this under --compiler gcc: CE, the headline names the feature and the compiler to use" \
    '[ "$(verdict "$dir/g.json")" = CE ] && [ "$(jq -r .compiler "$dir/g.json")" = gcc ] && grep -q "CE  compile error: C++23.s deducing this: compile with --compiler clang (LeetCode.s default)" "$dir/out"'

vla=tests/fixtures/vla_init_913.cpp
"$judge" submit "$vla" --problem 913 --tests "$examples" --no-history >"$dir/out" 2>&1
check "a variable-length array with an initializer: CE under clang, the headline says g++ takes it" \
    'grep -q "^CE  compile error: .*vla_init_913.cpp:9:.* (it compiles under gcc: compile with --compiler gcc)$" "$dir/out"'
"$judge" submit "$vla" --problem 913 --tests "$examples" --no-history --compiler gcc --json "$dir/v.json" >/dev/null 2>&1
check "... and under --compiler gcc it is judged" '[ "$(verdict "$dir/v.json")" = WA ]'

mkdir -p "$dir/config/judge"
echo 'compiler = "gcc"' >"$dir/config/judge/config.toml"
"$judge" submit "$this" --tests "$examples" --no-history --json "$dir/f.json" >/dev/null 2>&1
check "config compiler = gcc: the default is g++ (CE)" '[ "$(verdict "$dir/f.json")" = CE ] && [ "$(jq -r .compiler "$dir/f.json")" = gcc ]'
"$judge" submit "$this" --tests "$examples" --no-history --compiler clang --json "$dir/f.json" >/dev/null 2>&1
check "--compiler clang wins over the config file" '[ "$(verdict "$dir/f.json")" = AC ]'
"$judge" doctor >"$dir/doctor" 2>&1
check "doctor lists both compilers with their versions, and the one the config chose" \
    'grep -q "clang  /usr/bin/clang++-19: .*clang version 19" "$dir/doctor" && grep -q "gcc    /usr/bin/g++: g++ .*used when --compiler is not given ($dir/config/judge/config.toml)" "$dir/doctor"'
printf '\ncompiler = "icc"\n' >"$dir/config/judge/config.toml"
"$judge" submit "$this" --tests "$examples" --no-history >"$dir/out" 2>"$dir/err"
status=$?
check "a bad config file: exit 2, one line at its line and column" \
    '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -q "config.toml:2:12: compiler: \"clang\" or \"gcc\"" "$dir/err"'
rm -r "$dir/config/judge"
"$judge" submit "$this" --compiler msvc >"$dir/out" 2>"$dir/err"
status=$?
check "--compiler msvc: exit 2, the words it takes" '[ $status = 2 ] && grep -q "clang, gcc" "$dir/err"'

# export: the file says what it was judged with, and builds as it says.
"$judge" export "$this" -o "$dir/full.cpp" 2>"$dir/err"
check "export names the compiler and the flags" \
    'grep -q "^// Judged with:    clang++-19 -std=c++23 -O2 (judge --compiler clang)" "$dir/full.cpp" && grep -q "build it with clang++-19 -std=c++23 -g -O0" "$dir/err"'
clang++-19 -std=c++23 -O0 "$dir/full.cpp" -o "$dir/full" 2>"$dir/cc" && "$dir/full" <"$examples/1.in" >"$dir/got"
check "... and clang++-19 builds it; it answers example 1" '[ "$(cat "$dir/got")" = "$(cat "$examples/1.ans")" ]'
"$judge" export "$this" --compiler gcc -o "$dir/full-gcc.cpp" 2>/dev/null
check "export --compiler gcc names g++" 'grep -q "^// Judged with:    g++ -std=c++23 -O2 (judge --compiler gcc)" "$dir/full-gcc.cpp"'

# --like-leetcode: a read past a vector's end that gives the right answer.
oob=tests/fixtures/oob_read_913.cpp
"$judge" submit "$oob" --problem 913 --tests "$examples" --no-history --json "$dir/o.json" >/dev/null 2>&1
check "the out-of-bounds read: AC unsanitized" '[ "$(verdict "$dir/o.json")" = AC ]'
if "$judge" doctor | grep -q "^  on   sanitized re-run"; then
    "$judge" submit "$oob" --problem 913 --tests "$examples" --no-history --like-leetcode --json "$dir/s.json" >"$dir/out" 2>&1
    check "... --like-leetcode: RE, heap-buffer-overflow at the line of the bug, limits scaled and said" \
        '[ "$(verdict "$dir/s.json")" = RE ] && [ "$(jq -r .sanitized "$dir/s.json")" = true ] &&
         [ "$(jq -r .limits.time_ms "$dir/s.json")" = 5000 ] && grep -q "heap-buffer-overflow" "$dir/out" &&
         grep -q "every test under AddressSanitizer and UBSan, as LeetCode runs them: 5000 ms of CPU (5x)" "$dir/out" &&
         [ "$(jq -r "[.tests[] | select(.diagnosis != null)][0].diagnosis.line" "$dir/s.json")" = "$(grep -n "<- the bug" "$oob" | tail -1 | cut -d: -f1)" ]'
    "$judge" submit "$this" --tests "$examples" --no-history --like-leetcode --json "$dir/s2.json" >/dev/null 2>&1
    check "... a right solution under --like-leetcode: AC" '[ "$(verdict "$dir/s2.json")" = AC ]'
    "$judge" submit tests/fixtures/prints_then_throws_913.cpp --problem 913 --tests "$examples" --no-history \
        --like-leetcode --json "$dir/p.json" --junit "$dir/p.xml" >"$dir/out" 2>&1
    check "... what the program printed is shown without the sanitizer's own warnings and report" \
        'grep -q "^  printed:  my debug line$" "$dir/out" && grep -q "what():  no answer" "$dir/out" &&
         ! grep -q "==[0-9]*==" "$dir/out" && ! grep -q "False positive" "$dir/out" && grep -q "^RE " "$dir/out"'
    check "... and so in the JSON's stderr and JUnit's, as on the terminal" \
        'jq -r ".tests[0].stderr" "$dir/p.json" | grep -q "^my debug line$" && ! jq -r ".tests[].stderr" "$dir/p.json" | grep -q "==[0-9]*==" &&
         grep -q "my debug line" "$dir/p.xml" && ! grep -q "==[0-9]*==" "$dir/p.xml"'
    "$judge" submit "$this" --tests "$examples" --no-history --like-leetcode --mode leetcode >"$dir/out" 2>"$dir/err"
    status=$?
    check "... not with --mode leetcode: exit 2, one line" '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ]'
else
    echo "skipped: --like-leetcode (no sanitized runs on this machine: judge doctor says why)"
fi
finish
