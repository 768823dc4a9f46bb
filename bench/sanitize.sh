#!/usr/bin/env bash
# The sanitized re-run's cost, side by side (issue 15's benchmark):
#  1. warm cache: submit of an RE fixture on one test (normal run + the
#     sanitized re-run) beside the same submit of a WA fixture (no re-run);
#  2. the first sanitized build of a new solution (the preludes and main
#     objects already built, as a user has them after one submission)
#     beside one plain g++ -fsanitize=address,undefined of the same
#     solution, exported as one file.
# Usage: bench/sanitize.sh [judge]; prints its rows and writes its section of RESULTS.md.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
re=$root/solutions/913/run_time_error/heap_overflow.cpp
wa=$root/solutions/913/wrong_answer/always_mouse.cpp
one=$root/testcases/913/examples/1.in

# Warm: every build made once (the preludes and main objects, plain and sanitized).
"$judge" submit "$wa" --tests "$one" --no-history >/dev/null 2>&1
"$judge" submit "$re" --tests "$one" --no-history >/dev/null 2>&1
for i in 1 2 3 4 5; do
    t=$(now); "$judge" submit "$wa" --tests "$one" --no-history >/dev/null 2>&1; ms_since "$t" >>"$work/wa"
    t=$(now); "$judge" submit "$re" --tests "$one" --no-history >/dev/null 2>&1; ms_since "$t" >>"$work/re"
done
# A first build of a new solution (its text changed by a comment), preludes
# and main objects already built: the RE one pays its plain and its
# sanitized build, the WA one its plain build; the difference is the sanitized build.
for i in 1 2 3; do
    cp "$wa" "$work/wa$i.cpp"; echo "// $i" >>"$work/wa$i.cpp"
    cp "$re" "$work/re$i.cpp"; echo "// $i" >>"$work/re$i.cpp"
    t=$(now); "$judge" submit "$work/wa$i.cpp" --problem 913 --tests "$one" --no-history >/dev/null 2>&1; wa_new=$(ms_since "$t")
    t=$(now); "$judge" submit "$work/re$i.cpp" --problem 913 --tests "$one" --no-history >/dev/null 2>&1; re_new=$(ms_since "$t")
    echo $((re_new - wa_new)) >>"$work/first"
done
"$judge" export "$re" -o "$work/one.cpp" 2>/dev/null
t=$(now); g++ -std=c++20 -O2 -fsanitize=address,undefined -fno-omit-frame-pointer -g "$work/one.cpp" -o "$work/one"
gxx=$(ms_since "$t")
wa_ms=$(median <"$work/wa") re_ms=$(median <"$work/re")
rows="| warm: submit, one test, WA (no re-run) | ${wa_ms} ms | |
| warm: submit, one test, RE + sanitized re-run | ${re_ms} ms ($((re_ms - wa_ms)) ms more) | at most 1000 ms more |
| first sanitized build of a new solution (preludes built): a new RE solution's submit minus a new WA one's | $(median <"$work/first") ms | at most the plain g++ below |
| cold: one plain g++ -O2 -fsanitize=address,undefined of the exported file | ${gxx} ms | |"
echo "$rows"
section="## Sanitized re-run

Written by \`bench/sanitize.sh\` on $(date -u +%Y-%m-%dT%H:%MZ); medians of 5 (warm) and 3 (first builds), one plain g++.

| measure | value | target |
|---|---|---|
${rows}"
results=$here/RESULTS.md
awk '/^## Sanitized re-run/ {skip = 1; next} /^## / {skip = 0} !skip' "$results" >"$work/results" 2>/dev/null || : >"$work/results"
printf '%s\n\n%s\n' "$(cat "$work/results")" "$section" >"$results"
