#!/usr/bin/env bash
# Bad test data gets one line: a test folder, a solution, a problem.toml is
# input too. A FIFO (nobody writes: a read would wait forever), a link to
# /dev/zero (endless), a socket, a folder named x.in, a 100 GiB sparse file,
# a file over the 64 MiB bound, an unreadable file: each is exit 2 with one
# line naming the file and what is wrong with it, never a hang (each command
# is bounded by `timeout`, a safety net only: 124 is a FAIL) or the
# machine's memory. Run as root and, when root, as nobody too.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$(realpath "$1")

# A copy of problem 913 anyone can read (nobody cannot read the worktree's build tree).
mkdir -p "$dir/root/judge" "$dir/root/testcases/913" "$dir/root/solutions/913/accepted"
cp -r judge/runtime "$dir/root/judge/"
cp -r problems "$dir/root/"
cp -r testcases/913/examples "$dir/root/testcases/913/"
cp solutions/913/accepted/retrograde.cpp "$dir/root/solutions/913/accepted/"
chmod -R a+rX "$dir"
good_in=$dir/root/testcases/913/examples/1.in
good_ans=$dir/root/testcases/913/examples/1.ans
solution=$dir/root/solutions/913/accepted/retrograde.cpp

users=("$(id -un)")
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then users+=(nobody); fi

as() {  # as USER COMMAND...: the command as that user, with a home and a temporary folder of its own
    local user=$1; shift
    local home=$dir/home-$user tmp=$dir/tmp-$user
    if [ "$user" = "$(id -un)" ]; then
        env HOME="$home" TMPDIR="$tmp" XDG_DATA_HOME="$home/data" JUDGE_ROOT="$dir/root" "$@"
    else
        setpriv --reuid="$(id -u "$user")" --regid="$(id -g "$user")" --clear-groups \
            env HOME="$home" TMPDIR="$tmp" XDG_DATA_HOME="$home/data" JUDGE_ROOT="$dir/root" "$@"
    fi
}

expect_refusal() {  # expect_refusal USER WHAT PATTERN -- JUDGE ARGS...
    local user=$1 what=$2 pattern=$3; shift 4
    local status err
    as "$user" timeout 600 "$judge" "$@" >"$dir/out" 2>"$dir/err"
    status=$?
    err=$(cat "$dir/err")
    if [ "$status" = 124 ]; then
        echo "FAIL: [$user] $what: the judge hung (stopped by timeout)"
        fails=$((fails + 1))
    elif [ "$status" != 2 ] || [ -s "$dir/out" ] || [ "$(wc -l <"$dir/err")" != 1 ] || ! grep -qE -- "$pattern" <<<"$err"; then
        echo "FAIL: [$user] $what: exit $status, stderr: $err"
        fails=$((fails + 1))
    else
        echo "ok: [$user] $what: $err"
    fi
}

for user in "${users[@]}"; do
    t=$dir/data-$user
    mkdir -p "$t" "$dir/home-$user" "$dir/tmp-$user"
    chown "$user" "$t" "$dir/home-$user" "$dir/tmp-$user"
    # Each case a folder of its own: a good .in beside the bad .ans, or the bad .in beside a good .ans.
    case_dir() { mkdir -p "$t/$1"; chown "$user" "$t/$1"; echo "$t/$1"; }
    in_with() { cp "$good_in" "$1/a.in"; }
    ans_with() { cp "$good_ans" "$1/a.ans"; }

    d=$(case_dir fifo_ans); in_with "$d"; mkfifo "$d/a.ans"
    expect_refusal "$user" ".ans a FIFO" "fifo_ans/a\.ans: test answer is not a regular file \(a FIFO\)" -- \
        submit "$solution" --problem 913 --tests "$d" --no-history
    d=$(case_dir zero_ans); in_with "$d"; ln -s /dev/zero "$d/a.ans"
    expect_refusal "$user" ".ans a link to /dev/zero" \
        "zero_ans/a\.ans: test answer is not a regular file \(a link to /dev/zero, a character device\)" -- \
        submit "$solution" --problem 913 --tests "$d" --no-history
    d=$(case_dir kernel_in); ans_with "$d"; ln -s /proc/version "$d/a.in"
    expect_refusal "$user" ".in a link to a file of the kernel's" \
        "kernel_in/a\.in: test input is not a regular file \(a link to /proc/version, a regular file of the kernel's, in procfs" -- \
        submit "$solution" --problem 913 --tests "$d" --no-history
    d=$(case_dir socket_in); ans_with "$d"
    as "$user" python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$d/a.in"
    expect_refusal "$user" ".in a socket" "socket_in/a\.in: test input is not a regular file \(a socket\)" -- \
        submit "$solution" --problem 913 --tests "$d" --no-history
    d=$(case_dir folder_in); ans_with "$d"; mkdir "$d/a.in"; cp "$good_in" "$d/a.in/1.in"; cp "$good_ans" "$d/a.in/1.ans"
    expect_refusal "$user" "a folder named a.in" "folder_in/a\.in: test input is not a regular file \(a folder\)" -- \
        submit "$solution" --problem 913 --tests "$d" --no-history
    d=$(case_dir sparse_in); ans_with "$d"; truncate -s 100G "$d/a.in"
    expect_refusal "$user" "a 100 GiB sparse .in" "sparse_in/a\.in: 100 GiB, over the 64 MiB a test input may have" -- \
        submit "$solution" --problem 913 --tests "$d" --no-history
    d=$(case_dir big_set)
    for i in 1 2 3 4 5; do truncate -s 60M "$d/$i.in"; cp "$good_ans" "$d/$i.ans"; done
    expect_refusal "$user" "a set of five 60 MiB sparse .in files" "big_set: 300 MiB of tests in all, over the 256 MiB a test set may have" -- \
        submit "$solution" --problem 913 --tests "$d" --no-history
    d=$(case_dir big_ans); in_with "$d"; { echo 1; head -c $((64 * 1024 * 1024)) /dev/zero | tr '\0' ' '; } >"$d/a.ans"
    expect_refusal "$user" "an .ans just over the bound, bytes on disk" \
        "big_ans/a\.ans: 64 MiB \(67108866 bytes\), over the 64 MiB a test answer may have" -- \
        submit "$solution" --problem 913 --tests "$d" --no-history
    rm -f "$d/a.ans"
    d=$(case_dir dangling_ans); in_with "$d"; ln -s "$d/gone.ans" "$d/a.ans"
    expect_refusal "$user" ".ans a link to nothing" "dangling_ans/a\.ans: test answer not found \(a link to" -- \
        submit "$solution" --problem 913 --tests "$d" --no-history
    # One .in given to --tests, and one given to run (a test box), and stdin.
    d=$(case_dir fifo_in); mkfifo "$d/a.in"; ans_with "$d"
    expect_refusal "$user" "--tests naming a FIFO .in" "fifo_in/a\.in: test input is not a regular file \(a FIFO\)" -- \
        submit "$solution" --problem 913 --tests "$d/a.in" --no-history
    expect_refusal "$user" "run --input a FIFO" "fifo_in/a\.in: (test )?input is not a regular file \(a FIFO\)" -- \
        run "$solution" --problem 913 --input "$d/a.in"
    expect_refusal "$user" "run --input - fed /dev/zero" "stdin: over the 64 MiB an input may have" -- \
        run "$solution" --problem 913 --input - </dev/zero
    # The solution given to submit.
    d=$(case_dir solutions); mkfifo "$d/fifo.cpp"; ln -s /dev/zero "$d/zero.cpp"
    expect_refusal "$user" "the solution a FIFO" "solutions/fifo\.cpp: solution file is not a regular file \(a FIFO\)" -- \
        submit "$d/fifo.cpp" --problem 913 --no-history
    expect_refusal "$user" "the solution a link to /dev/zero" \
        "solutions/zero\.cpp: solution file is not a regular file \(a link to /dev/zero, a character device\)" -- \
        submit "$d/zero.cpp" --problem 913 --no-history
    truncate -s 100G "$d/sparse.cpp"
    expect_refusal "$user" "the solution 100 GiB" "sparse\.cpp: 100 GiB, over the 64 MiB a solution file may have" -- \
        export "$d/sparse.cpp" --problem 913
    # An unreadable file: root reads anything, so only an ordinary user sees this one.
    if [ "$(id -u "$user")" != 0 ]; then
        d=$(case_dir unreadable); in_with "$d"; ans_with "$d"; chown "$user" "$d/a.in"; chmod 000 "$d/a.in"
        expect_refusal "$user" "an unreadable .in" "unreadable/a\.in: cannot read test input: Permission denied" -- \
            submit "$solution" --problem 913 --tests "$d" --no-history
        # A folder of tests it cannot list, at any depth, is not a smaller test
        # set: another's folder of mode 700, and one of 311 (enterable, not listable).
        for mode in 700 311; do
            d=$(case_dir "unlistable_$mode"); in_with "$d"; ans_with "$d"
            mkdir -p "$d/deeper/theirs"; cp "$good_in" "$d/deeper/theirs/b.in"; cp "$good_ans" "$d/deeper/theirs/b.ans"
            chown -R "$user" "$d/deeper"; chown root "$d/deeper/theirs"; chmod "$mode" "$d/deeper/theirs"
            expect_refusal "$user" "a folder of mode $mode among the tests" \
                "unlistable_$mode/deeper/theirs: cannot list this folder of tests \(Permission denied\): the tests in it would be missing" -- \
                submit "$solution" --problem 913 --tests "$d" --no-history
            expect_refusal "$user" "run --input of that folder" \
                "unlistable_$mode/deeper/theirs: cannot list this folder of tests" -- \
                run "$solution" --problem 913 --input "$d"
        done
    fi
    # What is not a test is named, one line each, and the tests are judged.
    d=$(case_dir strays); in_with "$d"; ans_with "$d"; echo notes >"$d/README.md"; mkdir "$d/sub"; cp "$good_ans" "$d/sub/lost.ans"
    mkfifo "$d/sub/pipe"; chown -R "$user" "$d"
    as "$user" timeout 300 "$judge" submit "$solution" --problem 913 --tests "$d" --no-history --json "$d/r.json" \
        >"$dir/out" 2>"$dir/err"; status=$?
    check "[$user] strays named, one line each, the test judged (exit $status: $(tr '\n' '|' <"$dir/err"))" \
        '[ $status = 0 ] && [ "$(grep -c "^judge: not judged: " "$dir/err")" = 3 ] &&
         grep -q "^judge: not judged: .*strays/README.md: not a test (a regular file;" "$dir/err" &&
         grep -q "^judge: not judged: .*strays/sub/lost.ans: an answer without its input (lost.in)$" "$dir/err" &&
         grep -q "^judge: not judged: .*strays/sub/pipe: not a test (a FIFO;" "$dir/err" &&
         [ "$(jq ".not_judged | length" "$d/r.json")" = 3 ]'
    rm -f "$d/r.json"
done

# problem.toml a FIFO, then a link to /dev/zero (a copy of the project whose 913 has it).
mkdir -p "$dir/toml/problems"
for d in judge testcases solutions; do ln -s "$dir/root/$d" "$dir/toml/$d"; done
cp -r "$dir/root/problems/913-cat-and-mouse" "$dir/toml/problems/"
toml=$dir/toml/problems/913-cat-and-mouse/problem.toml
rm "$toml"; mkfifo "$toml"; chmod -R a+rX "$dir/toml"
for user in "${users[@]}"; do
    as "$user" env JUDGE_ROOT="$dir/toml" timeout 600 "$judge" show 913 >"$dir/out" 2>"$dir/err"; status=$?
    check "[$user] problem.toml a FIFO: exit 2, one line (exit $status: $(cat "$dir/err"))" \
        '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -q "problem.toml: problem metadata is not a regular file (a FIFO)" "$dir/err"'
done
rm "$toml"; ln -s /dev/zero "$toml"
for user in "${users[@]}"; do
    as "$user" env JUDGE_ROOT="$dir/toml" timeout 600 "$judge" show 913 >"$dir/out" 2>"$dir/err"; status=$?
    check "[$user] problem.toml a link to /dev/zero: exit 2, one line (exit $status: $(cat "$dir/err"))" \
        '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -q "problem.toml: problem metadata is not a regular file (a link to /dev/zero" "$dir/err"'
done

# The history database's neighbours: a FIFO as its write-ahead log.
for user in "${users[@]}"; do
    data=$dir/home-$user/data/judge
    mkdir -p "$data"; chown -R "$user" "$dir/home-$user/data"
    mkfifo "$data/history.sqlite3-wal"; chown "$user" "$data/history.sqlite3-wal"
    expect_refusal "$user" "the history's write-ahead log a FIFO" \
        "history\.sqlite3-wal: the history database's journal is not a regular file \(a FIFO\)" -- history
    rm -f "$data/history.sqlite3-wal"
done

# And the data that is fine still judges: a link to a regular .ans is followed.
for user in "${users[@]}"; do
    d=$dir/data-$user/linked; mkdir -p "$d"; cp "$good_in" "$d/a.in"; ln -s "$good_ans" "$d/a.ans"; chown -R "$user" "$d"
    as "$user" timeout 300 "$judge" submit "$solution" --problem 913 --tests "$d" --no-history >"$dir/out" 2>&1; status=$?
    check "[$user] a link to a regular .ans is read: AC (exit $status)" '[ $status = 0 ] && grep -q "^AC " "$dir/out"'
done
finish
