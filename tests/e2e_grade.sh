#!/usr/bin/env bash
# judge grade: a class folder (C++ and Python, right, wrong, slow, broken,
# unnamed, stray files, a name a spreadsheet would run), every submission
# judged as submit judges it; the table in every form; a second grade
# judges only what changed; Ctrl-C keeps what was decided; shards of an
# array job merged; --slurm's scripts.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$1
export XDG_DATA_HOME=$dir/data
cls=$dir/class
mkdir -p "$cls/alice" "$cls/bob" "$cls/carol" "$cls/=HYPERLINK(1)" "$cls/dave"
cp solutions/1/accepted/hash_one_pass.py "$cls/alice/1.py"
cp solutions/913/wrong_answer/turn_capped_cache.py "$cls/alice/913.py"
cp solutions/913/accepted/retrograde.cpp "$cls/bob/913.cpp"
cp solutions/1/time_limit_exceeded/all_pairs.py "$cls/bob/two-sum.py"
printf 'int x\n' >"$cls/carol/1.cpp"
printf 'hello\n' >"$cls/carol/notes.txt"
cp solutions/1/accepted/hash_one_pass.py "$cls/carol/mine.py"
cp solutions/1/wrong_answer/same_element_twice.py "$cls/=HYPERLINK(1)/1.py"
cp solutions/1/accepted/hash_one_pass.cpp "$cls/stray.cpp"
ln -s "$PWD/testcases/1/examples/1.ans" "$cls/bob/4.cpp"  # a link to an answer: never read

"$judge" grade "$cls" --csv "$dir/g.csv" --json "$dir/g.json" --html "$dir/g.html" >"$dir/out" 2>"$dir/err"
status=$?
check "grade exits 0 with the table" '[ $status = 0 ] && grep -Eq "^student +1 +913$" "$dir/out"'
check "the CSV: a row a student, a column a problem, each cell its verdict and tests" \
    '[ "$(grade_table "$dir/g.csv")" = "$(printf "student,1,913\n'"'"'=HYPERLINK(1),WA 15/32,\nalice,AC 32/32,WA 57/69\nbob,TLE n/32,AC 69/69\ncarol,CE,\ndave,,")" ]'
check "a name a spreadsheet would run is text in the CSV" 'grep -q "^'"'"'=HYPERLINK(1)," "$dir/g.csv"'
check "the JSON names each cell's file and report" \
    '[ "$(jq -r ".students[] | select(.student == \"bob\") | .cells[\"1\"].file" "$dir/g.json")" = two-sum.py ] && [ "$(jq -r ".students[] | select(.student == \"alice\") | .cells[\"913\"].report" "$dir/g.json")" = reports/alice/913.py.html ]'
check "the HTML links each cell to its submission's report, which exists" \
    'grep -q "<a href='"'"'class.grades/reports/alice/913.py.html'"'"'>WA 57/69</a>" "$dir/g.html" && grep -q "<a href='"'"'reports/alice/913.py.html'"'"'>WA 57/69</a>" "$dir/class.grades/grades.html" && [ -s "$dir/class.grades/reports/alice/913.py.html" ] && grep -q "^WA " "$dir/class.grades/reports/alice/913.py.txt"'
check "what is not a submission is named, one line each" \
    'grep -q "not graded: .*carol/notes.txt: not a .cpp or .py file" "$dir/err" && grep -q "not graded: .*carol/mine.py: cannot tell the problem" "$dir/err" && grep -q "not graded: .*stray.cpp: not in a student" "$dir/err"'
check "a link in a student's folder is not graded, and named" 'grep -q "not graded: .*bob/4.cpp: a symbolic link" "$dir/err" && ! grep -q "^student.* 4 " "$dir/out"'
check "a student with nothing is a row of empty cells" 'grep -q "^dave,,$" <(tr -d "\r" <"$dir/g.csv")'

"$judge" grade "$cls" --json - >"$dir/out" 2>/dev/null
check "--json - is the JSON alone on stdout" 'jq -e ".students | length == 5" "$dir/out" >/dev/null'
"$judge" grade "$cls" >"$dir/out" 2>&1
check "a second grade judges nothing unchanged" 'grep -q "^graded 0 submissions in .*, 6 unchanged" "$dir/out"'
printf '# a comment\n' >>"$cls/alice/1.py"
"$judge" grade "$cls" >"$dir/out" 2>&1
check "a changed file is judged again, alone" 'grep -q "^graded 1 submission in .*, 5 unchanged" "$dir/out"'
"$judge" grade "$cls" --again >"$dir/out" 2>&1
check "--again judges all" 'grep -q "^graded 6 submissions" "$dir/out"'

# Ctrl-C in the middle: what was decided is kept, the rest judged next time.
rm -rf "$dir/class.grades"
"$judge" grade "$cls" >"$dir/out" 2>&1 &
pid=$!
wait_for '[ -s "$dir/class.grades/reports/alice/913.py.html" ]'
kill -INT $pid
wait $pid
status=$?
check "Ctrl-C: no half-written report is left behind" '[ -z "$(find "$dir/class.grades" -name "*.part" -o -name ".judge-tmp-*")" ]'
"$judge" grade "$cls" >"$dir/out" 2>&1
check "Ctrl-C: exit 130, then the next grade judges only what was left (not all 6)" \
    '[ $status = 130 ] && grep -Eq "^graded [1-5] submissions? in .*, [1-5] unchanged" "$dir/out" && grep -q "^bob .*TLE 29/32" "$dir/out"'

# Shards: each its share into its own book, every submission once; merged.
rm -rf "$dir/class.grades"
for k in 1 2 3; do "$judge" grade "$cls" --shard "$k/3" >"$dir/shard$k" 2>&1; done
total=$(sed -n 's/^graded \([0-9]*\) submission.*/\1/p' "$dir"/shard1 "$dir"/shard2 "$dir"/shard3 | paste -sd+ | bc)
check "three shards judge the six submissions once each" '[ "$total" = 6 ] && [ -e "$dir/class.grades/shard-2-of-3.sqlite3" ]'
"$judge" grade "$cls" --csv "$dir/merged.csv" >"$dir/out" 2>&1
check "the next grade merges the shards and judges nothing again" \
    'grep -q "^graded 0 submissions in .*, 6 unchanged" "$dir/out" && cmp -s <(tr -d "\r" <"$dir/merged.csv") <(tr -d "\r" <"$dir/g.csv")'
"$judge" grade "$cls" --shard 4/3 >"$dir/out" 2>&1
status=$?
check "--shard 4/3 is exit 2 in one line" '[ $status = 2 ] && [ "$(wc -l <"$dir/out")" = 1 ]'

# --slurm: the array job of shards and the job that merges it.
"$judge" grade "$cls" --slurm --dry-run --tasks 3 --partition short --task-minutes 90 --task-mib 4096 --csv "$dir/s.csv" >"$dir/out" 2>/dev/null
check "--task-minutes and --task-mib set each task's time and memory" 'grep -q "^#SBATCH --time=0-01:30:00$" "$dir/out" && grep -q "^#SBATCH --mem=4096M$" "$dir/out"'
check "--slurm --dry-run shows an array of 3 shard tasks and a merge that depends on it" \
    'grep -q "^#SBATCH --array=1-3$" "$dir/out" && grep -q -- "--shard \"\${SLURM_ARRAY_TASK_ID}/3\"" "$dir/out" && grep -q "^#SBATCH --partition=short$" "$dir/out" && grep -q -- "--dependency=afterany:JOB" "$dir/out" && grep -q -- "--csv $dir/s.csv" "$dir/out"'
check "--dry-run submits and writes nothing" '[ ! -e "$dir/class.grades/grade-array.sbatch" ]'
"$judge" grade "$dir/nothing-here" >"$dir/out" 2>&1
status=$?
check "a class folder that is not there is exit 2 naming it" '[ $status = 2 ] && grep -q "nothing-here: not a folder" "$dir/out"'
# A review's findings: removed files leave the table, a name that is not
# UTF-8 is graded, one grade at a time, no output folder inside the class,
# no line break into a Slurm script.
mv "$cls/bob/two-sum.py" "$dir/two-sum.py.away"
"$judge" grade "$cls" --csv "$dir/gone.csv" >/dev/null 2>&1
check "a file removed since its grade leaves the table" 'grep -q "^bob,,AC 69/69" <(tr -d "\r" <"$dir/gone.csv")'
mv "$dir/two-sum.py.away" "$cls/bob/two-sum.py"
mkdir -p "$cls/$(printf 'caf\xe9')"
cp solutions/1/accepted/hash_one_pass.py "$cls/$(printf 'caf\xe9')/1.py"
"$judge" grade "$cls" --csv "$dir/latin.csv" >/dev/null 2>&1
status=$?
check "a student whose name is not UTF-8 is graded, the rest too" '[ $status = 0 ] && grep -q "^caf.*,AC 32/32," <(tr -d "\r" <"$dir/latin.csv")'
"$judge" grade "$cls" --out "$cls/out" >"$dir/out" 2>&1
status=$?
check "--out inside the class folder is exit 2 saying why" '[ $status = 2 ] && grep -q "is the class folder or inside it" "$dir/out"'
exec 8>"$dir/class.grades/grades.lock"
flock 8
"$judge" grade "$cls" >"$dir/out" 2>&1
status=$?
exec 8>&-
check "a second grade on the same output folder is refused while the first runs" '[ $status = 2 ] && grep -q "another judge grade is using this output folder" "$dir/out"'
mkdir -p "$dir/$(printf 'nl\nx')/a" && cp solutions/1/accepted/hash_one_pass.py "$dir/$(printf 'nl\nx')/a/1.py"
"$judge" grade "$dir/$(printf 'nl\nx')" --slurm --dry-run >"$dir/out" 2>&1
status=$?
check "a line break in a path is never written into a Slurm script" '[ $status = 2 ] && grep -q "cannot go into a Slurm script" "$dir/out" && ! grep -q "^#SBATCH" "$dir/out"'
"$judge" grade "$cls" --dry-run >"$dir/out" 2>&1
status=$?
check "--dry-run without --slurm is exit 2 saying so" '[ $status = 2 ] && grep -q "go with --slurm" "$dir/out"'

# A file the judge cannot judge (binary bytes): its cell says why in the
# CSV, and the text table lists why under itself; the others are judged.
mkdir -p "$dir/class3/ann" "$dir/class3/ben"
cp solutions/1/accepted/hash_one_pass.cpp "$dir/class3/ann/1.cpp"
cp solutions/1/accepted/hash_one_pass.cpp "$dir/class3/ben/1.cpp"
"$judge" grade "$dir/class3" >/dev/null 2>&1  # ben's reports of a file that compiled
printf 'class S\x00\xff\n' >"$dir/class3/ben/1.cpp"
"$judge" grade "$dir/class3" --csv "$dir/g3.csv" >"$dir/out" 2>&1
status=$?
check "then: its text report says why, and the earlier grade's HTML report is gone" \
    'grep -q "^judge: error: .*submission is binary" "$dir/class3.grades/reports/ben/1.cpp.txt" &&
     [ ! -e "$dir/class3.grades/reports/ben/1.cpp.html" ]'

check "a file the judge cannot judge: its CSV cell and a line under the table say why, the rest judged (exit $status)" \
    'grep -q "^ben,error: .*ben/1.cpp:1:8: submission is binary" "$dir/g3.csv" && grep -q "^ann,AC 32/32" "$dir/g3.csv" &&
     grep -q "^error: ben, problem 1, 1.cpp: .*binary" "$dir/out"'

# The output folder given with a trailing slash, in folders every user may
# write but sticky (as /tmp): the grade changes no folder above it, and
# under a umask of 0 nothing it writes is writable by others.
mkdir -p "$dir/up/a" && chmod 1777 "$dir/up" "$dir/up/a"
(umask 0 && "$judge" grade "$dir/class3" --out "$dir/up/a/g/" --csv "$dir/up/g3.csv" >"$dir/out" 2>&1)
status=$?
check "--out DIR/: the folders above keep their modes, and nothing written is writable by others (exit $status)" \
    '[ "$(stat -c %a "$dir/up" "$dir/up/a" | tr "\n" " ")" = "1777 1777 " ] && [ -s "$dir/up/a/g/grades.html" ] &&
     [ -z "$(find "$dir/up/a/g" "$dir/up/g3.csv" -perm /022 -print)" ]'
# One that another user could rename away mid-grade (its folder writable by
# every user, not sticky): refused.
mkdir -p "$dir/open" && chmod 0777 "$dir/open"
"$judge" grade "$dir/class3" --out "$dir/open/g" >"$dir/out" 2>&1
status=$?
check "an output folder inside a folder every user may write (not sticky): exit 2, said" \
    '[ $status = 2 ] && grep -q "where another user could replace it mid-grade" "$dir/out" && [ ! -e "$dir/open/g" ] || { cat "$dir/out"; false; }'
# File names as long as a file system takes (its reports' names would not
# be): both graded, each its own reports, under a name cut and hashed.
long=913-$(printf 'x%.0s' $(seq 1 240))
mkdir -p "$dir/class4/zed"
cp solutions/913/accepted/retrograde.cpp "$dir/class4/zed/$long.cpp"
cp solutions/913/accepted/retrograde.cpp "$dir/class4/zed/${long}y.cpp" && echo "// the second" >>"$dir/class4/zed/${long}y.cpp"
"$judge" grade "$dir/class4" >"$dir/out" 2>&1
status=$?
check "names of 245 bytes: graded, two reports of each, their names within 255 bytes (exit $status)" \
    '[ $status = 0 ] && grep -Eq "^zed +AC" "$dir/out" && [ "$(ls "$dir/class4.grades/reports/zed" | grep -c "~[0-9a-f]\{8\}\.\(html\|txt\)$")" = 4 ]'
# A path the kernel reads otherwise than its text: "lk/.." is the folder
# above where lk leads. Its book goes beside that folder, not beside ".".
mkdir -p "$dir/far/deep/class5/al" "$dir/near"
cp solutions/913/accepted/retrograde.cpp "$dir/far/deep/class5/al/913.cpp"
ln -s "$dir/far/deep/class5" "$dir/near/lk"
(cd "$dir/near" && "$judge" grade lk/.. >"$dir/out" 2>&1)
status=$?
check "grade lk/..: the folder above lk's target graded, its book beside it (exit $status)" \
    '[ -e "$dir/far/deep.grades/grades.sqlite3" ] && [ ! -e "$dir/near.grades" ] && [ ! -e "$dir/.grades" ] || { cat "$dir/out"; ls "$dir"; false; }'
"$judge" grade "" >"$dir/out" 2>&1
status=$?
check "grade \"\": exit 2, an empty name said" '[ $status = 2 ] && grep -q "the class folder.s name is empty" "$dir/out"'
# What is at the output folder's place is said as it is, never "a file" of a FIFO.
mkfifo "$dir/fifo.grades"
"$judge" grade "$dir/class4" --out "$dir/fifo.grades" >"$dir/out" 2>&1
status=$?
check "a FIFO where the output folder goes: exit 2, named a FIFO" \
    '[ $status = 2 ] && grep -q "fifo.grades: the output folder is a FIFO" "$dir/out" || { cat "$dir/out"; false; }'
finish
