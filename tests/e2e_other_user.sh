#!/usr/bin/env bash
# Another local user cannot touch a judge's files or locks. A second user
# (judge-other, made here if missing) plants traps in a shared folder (mode
# 1777, as /tmp is) that the judge uses as its TMPDIR and as the folder its
# outputs go to: a folder of its own where the judge's private folder goes,
# a FIFO as a lock, dangling links and FIFOs where `new`, `export -o`,
# `--json`, `--junit`, `--html` and stress's saved cases are written. The
# judge never hangs (each command is bounded by `timeout`, a safety net
# only: 124 is a FAIL), never follows their link (what it points to is
# never made), and refuses with exit 2 and one line where it refuses. Run as
# root and as nobody.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
judge=$(realpath "$1")
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null; then
    echo "skipped: needs root (to make a second user and to act as each) and setpriv"; exit 0
fi
other=judge-other
id -u "$other" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$other" ||
    { echo "FAIL: cannot make the user $other"; exit 1; }

# A copy of problem 913 anyone can read.
mkdir -p "$dir/root/judge" "$dir/root/testcases/913" "$dir/root/solutions/913/accepted" "$dir/root/solutions/913/wrong_answer"
cp -r judge/runtime "$dir/root/judge/"
mkdir -p "$dir/root/problems"
cp -r problems/913-cat-and-mouse "$dir/root/problems/"
cp -r testcases/913/examples "$dir/root/testcases/913/"
cp solutions/913/accepted/retrograde.cpp "$dir/root/solutions/913/accepted/"
cp solutions/913/wrong_answer/always_mouse.cpp "$dir/root/solutions/913/wrong_answer/"
chmod -R a+rX "$dir"
solution=$dir/root/solutions/913/accepted/retrograde.cpp
wrong=$dir/root/solutions/913/wrong_answer/always_mouse.cpp
examples=$dir/root/testcases/913/examples

as() {  # as USER COMMAND...: in the shared folder, with TMPDIR there, a home of its own
    local user=$1; shift
    (cd "$shared" && setpriv --reuid="$(id -u "$user")" --regid="$(id -g "$user")" --clear-groups \
        env -u XDG_RUNTIME_DIR -u XDG_CACHE_HOME HOME="$dir/home-$user" TMPDIR="$shared" XDG_DATA_HOME="$dir/home-$user/data" \
        JUDGE_ROOT="$dir/root" "$@")
}
plant() { as "$other" "$@"; }  # the other user's doing

expect_refusal() {  # expect_refusal USER WHAT PATTERN -- JUDGE ARGS...: exit 2, one line
    local user=$1 what=$2 pattern=$3; shift 4
    local status err
    as "$user" timeout 600 "$judge" "$@" >"$dir/out" 2>"$dir/err"
    status=$?
    err=$(cat "$dir/err")
    if [ "$status" = 124 ]; then
        echo "FAIL: [$user] $what: the judge hung (stopped by timeout)"
        fails=$((fails + 1))
    elif [ "$status" != 2 ] || [ "$(wc -l <"$dir/err")" != 1 ] || ! grep -qE -- "$pattern" <<<"$err"; then
        echo "FAIL: [$user] $what: exit $status, stderr: $err"
        fails=$((fails + 1))
    else
        echo "ok: [$user] $what: $err"
    fi
}
expect_judged() {  # expect_judged USER WHAT -- JUDGE ARGS...: AC, exit 0, in time
    local user=$1 what=$2; shift 3
    local status
    as "$user" timeout 600 "$judge" "$@" >"$dir/out" 2>"$dir/err"
    status=$?
    check "[$user] $what: judged AC, exit 0 (exit $status: $(tail -1 "$dir/err"))" \
        '[ $status = 0 ] && grep -q "^AC " "$dir/out"'
}

for victim in root nobody; do
    uid=$(id -u "$victim")
    shared=$dir/shared-$victim
    mkdir -p "$shared" "$dir/home-$victim" "$dir/theirs-$victim"
    chmod 1777 "$shared"
    chown "$victim" "$dir/home-$victim"
    chown "$other" "$dir/theirs-$victim"  # where the other user's links point
    theirs=$dir/theirs-$victim
    own=$shared/judge-$uid

    # 1. The private folder's name taken first: by a folder, a link, a FIFO of the other user's.
    plant mkdir -m 0777 "$own"
    expect_refusal "$victim" "the private folder's name is another user's folder" \
        "$own: a folder of another user \(uid $(id -u $other)\)" -- submit "$solution" --tests "$examples" --no-history
    check "[$victim] ... and nothing was made in it" '[ -z "$(ls -A "$own")" ]'
    rm -rf "$own"
    plant ln -s "$theirs" "$own"
    expect_refusal "$victim" "the private folder's name is another user's link" "$own: a symbolic link of uid" -- \
        submit "$solution" --tests "$examples" --no-history
    check "[$victim] ... and nothing was made where it points" '[ -z "$(ls -A "$theirs")" ]'
    rm -f "$own"
    plant mkfifo -m 0666 "$own"
    expect_refusal "$victim" "the private folder's name is another user's FIFO" "$own: a FIFO of uid" -- \
        submit "$solution" --tests "$examples" --no-history
    rm -f "$own"

    # 2. FIFOs as locks in the shared folder, where judges kept their folders
    # before (judge-helper-*/lock hung every judge in open()), and, in the
    # judge's own folder, a FIFO as a lock and a link as a folder.
    for name in judge-helper-abcdef judge-scratch-abcdef; do
        plant mkdir -m 0777 "$shared/$name"
        plant mkfifo -m 0666 "$shared/$name/lock"
    done
    as "$victim" mkdir -m 0700 "$own"
    as "$victim" mkdir "$own/judge-helper-fifo00" "$own/judge-scratch-fifo00"
    as "$victim" mkfifo "$own/judge-helper-fifo00/lock" "$own/judge-scratch-fifo00/lock"
    plant sh -c "echo 1 >'$theirs/lock'"
    as "$victim" ln -s "$theirs" "$own/judge-helper-link00"
    expect_judged "$victim" "FIFOs as locks, a link as a helper folder" -- submit "$solution" --tests "$examples" --no-history
    check "[$victim] ... the other user's FIFOs left alone" \
        '[ -p "$shared/judge-helper-abcdef/lock" ] && [ -p "$shared/judge-scratch-abcdef/lock" ]'
    check "[$victim] ... the link not followed: what it points to is untouched" '[ "$(cat "$theirs/lock")" = 1 ]'
    check "[$victim] ... the private folder is the user's, mode 0700" \
        '[ "$(stat -c %u:%a "$own")" = "$uid:700" ] && [ -p "$own/judge-helper-fifo00/lock" ]'
    # The build cache's locks (in the user's own cache folder) replaced by FIFOs: still no wait.
    locks=$(find "$dir/home-$victim/.cache/judge/prelude" -maxdepth 1 -name "*.lock" 2>/dev/null)
    check "[$victim] the build cache has prelude locks" '[ -n "$locks" ]'
    for lock in $locks; do rm -f "$lock" && as "$victim" mkfifo "$lock"; done
    expect_judged "$victim" "FIFOs as the build cache's locks" -- submit "$solution" --tests "$examples" --no-history
    check "[$victim] the build cache folder is the user's, mode 0700" \
        '[ "$(stat -c %u:%a "$dir/home-$victim/.cache/judge")" = "$uid:700" ]'
    # A cache folder the other user made first (XDG_CACHE_HOME in the shared folder).
    plant mkdir -p -m 0777 "$shared/cache/judge"
    as "$victim" env XDG_CACHE_HOME="$shared/cache" timeout 600 "$judge" submit "$solution" --tests "$examples" \
        --no-history >"$dir/out" 2>"$dir/err"
    status=$?
    check "[$victim] another user's build cache folder: exit 2, one line (exit $status: $(cat "$dir/err"))" \
        '[ $status = 2 ] && [ "$(wc -l <"$dir/err")" = 1 ] && grep -q "cache/judge: a folder of another user" "$dir/err"'

    # 3. Dangling links of the other user where the judge writes: never followed.
    for name in new.cpp forced.cpp export.cpp r.json r.xml r.html; do
        plant ln -s "$theirs/chosen-$name" "$shared/$name"
    done
    plant mkfifo -m 0666 "$shared/fifo.json" "$shared/fifo.cpp"
    link_refused="a symbolic link of another user \(uid $(id -u $other)\), not followed"
    expect_refusal "$victim" "new onto a dangling link" "new\.cpp: already exists" -- new 913 new.cpp
    expect_refusal "$victim" "new --force onto a dangling link" "forced\.cpp: $link_refused" -- new 913 forced.cpp --force
    expect_refusal "$victim" "new --force onto a FIFO" "fifo\.cpp: a FIFO of another user" -- new 913 fifo.cpp --force
    expect_refusal "$victim" "export -o onto a dangling link" "export\.cpp: $link_refused" -- \
        export "$solution" -o export.cpp
    expect_refusal "$victim" "export -o --force onto a dangling link" "export\.cpp: $link_refused" -- \
        export "$solution" -o export.cpp --force
    expect_refusal "$victim" "--json onto a dangling link" "--json r\.json: $link_refused" -- \
        submit "$solution" --tests "$examples" --no-history --json r.json
    expect_refusal "$victim" "--junit onto a dangling link" "--junit r\.xml: $link_refused" -- \
        submit "$solution" --tests "$examples" --no-history --junit r.xml
    expect_refusal "$victim" "--html onto a dangling link" "--html r\.html: $link_refused" -- \
        submit "$solution" --tests "$examples" --no-history --html r.html
    expect_refusal "$victim" "--json onto the other user's FIFO" "--json fifo\.json: a FIFO of another user" -- \
        submit "$solution" --tests "$examples" --no-history --json fifo.json
    check "[$victim] nothing made where the links point" '[ -z "$(ls -A "$theirs" | grep -v "^lock$")" ]'

    # 4. stress's saved case: the folder it goes in made first by the other user, as a link, then a folder.
    for kind in link folder; do
        rm -rf "$shared/stress-913"
        if [ $kind = link ]; then plant ln -s "$theirs" "$shared/stress-913"; else plant mkdir -m 0777 "$shared/stress-913"; fi
        as "$victim" timeout 600 "$judge" stress "$wrong" --problem 913 --seed 1 --cases 200 >"$dir/out" 2>"$dir/err"
        status=$?
        check "[$victim] stress, stress-913 the other user's $kind: the case found, not saved there (exit $status: $(grep "not saved" "$dir/err"))" \
            '[ $status = 1 ] && grep -q "the case is not saved: stress-913: a .*of another user" "$dir/err"'
        check "[$victim] ... nothing written into it" '[ -z "$(ls -A "$shared/stress-913/" | grep -v "^lock$")" ]'
    done

    # 5. A test folder of the other user's, its test a link to a file only the judging user can read:
    # not read (its bytes would show in the report), one line; their own files are read.
    as "$victim" sh -c "umask 077 && cp '$examples/1.in' '$dir/home-$victim/only.in'"
    plant mkdir -m 0755 "$shared/their-tests"
    plant ln -s "$dir/home-$victim/only.in" "$shared/their-tests/a.in"
    expect_refusal "$victim" "a test that is the other user's link to a file of this user's only" \
        "their-tests/a\.in: test input is reached through a symbolic link of another user \(uid $(id -u $other)\)" -- \
        submit "$solution" --tests "$shared/their-tests" --no-history
    # Whether the victim has a file there, or how large: not said either.
    plant rm "$shared/their-tests/a.in"
    plant ln -s "$dir/home-$victim/no-such-file" "$shared/their-tests/a.in"
    expect_refusal "$victim" "a test that is the other user's link to a path of this user's that is not there" \
        "their-tests/a\.in: test input is reached through a symbolic link of another user \(uid $(id -u $other)\)" -- \
        submit "$solution" --tests "$shared/their-tests" --no-history
    plant rm "$shared/their-tests/a.in"
    plant cp "$examples/1.in" "$shared/their-tests/b.in"
    expect_judged "$victim" "a test folder of the other user's with their own test" -- \
        submit "$solution" --tests "$shared/their-tests" --no-history

    # 5b. The other user's link as a folder on the way to an output path
    # (to a folder only the victim may write): nothing written there, and
    # nothing made; refused in one line.
    mkdir -p "$dir/vault-$victim" && chown "$victim" "$dir/vault-$victim" && chmod 700 "$dir/vault-$victim"
    plant ln -s "$dir/vault-$victim" "$shared/via"
    as "$victim" "$judge" submit "$solution" --problem 913 --tests "$examples" --no-history \
        --json "$shared/via/r.json" >"$dir/out" 2>&1
    status=$?
    as "$victim" "$judge" export "$solution" --problem 913 -o "$shared/via/x.cpp" >>"$dir/out" 2>&1
    mkdir -p "$dir/cls5b-$victim/al" && cp "$solution" "$dir/cls5b-$victim/al/913.cpp" && chown -R "$victim" "$dir/cls5b-$victim"
    as "$victim" "$judge" grade "$dir/cls5b-$victim" --out "$shared/via/g" >>"$dir/out" 2>&1
    check "[$victim] the other user's link as a folder on the way to --json, -o, --out: exit $status, refused, nothing written" \
        '[ $status = 2 ] && [ -z "$(ls -A "$dir/vault-$victim")" ] && [ "$(grep -c "reached through a symbolic link of another user" "$dir/out")" = 3 ] || { cat "$dir/out"; false; }'
    plant rm "$shared/via"

    # 5c. The other user's link given as the class folder: the same refusal
    # whether what it leads to is a folder, a file or nothing (what is there
    # is not said).
    for target in "$dir/vault-$victim" "$solution" "$dir/nowhere"; do
        plant ln -s "$target" "$shared/cls5c"
        expect_refusal "$victim" "the other user's link as the class folder (to $(basename "$target"))" \
            "cls5c: the class folder is reached through a symbolic link of another user \(uid $(id -u $other)\)" -- \
            grade cls5c --out "$dir/out5c-$victim"
        plant rm "$shared/cls5c"
    done

    # ... and as the output folder: the same refusal whether it leads into
    # the class folder, to a folder, a file or nothing.
    mkdir -p "$shared/cls5d/al" && cp "$solution" "$shared/cls5d/al/913.cpp" && chown -R "$victim" "$shared/cls5d"
    for target in "$shared/cls5d/al" "$dir/vault-$victim" "$solution" "$dir/nowhere"; do
        plant ln -s "$target" "$shared/out5d"
        expect_refusal "$victim" "the other user's link as --out (to $(basename "$target"))" \
            "out5d: the output folder is a symbolic link of another user \(uid $(id -u $other)\)" -- \
            grade cls5d --out out5d
        plant rm "$shared/out5d"
    done

    # 6. A class graded in the shared folder: the other user planted its
    # output folder first, as a link to a folder of theirs, then as a folder
    # of theirs: refused, nothing written there (they could change the table).
    mkdir -p "$shared/class-$victim/al"
    cp "$solution" "$shared/class-$victim/al/913.cpp"
    chown -R "$victim" "$shared/class-$victim"
    plant mkdir -m 0777 "$theirs/loot"
    plant ln -s "$theirs/loot" "$shared/class-$victim.grades"
    expect_refusal "$victim" "a class's output folder that is the other user's link" \
        "class-$victim\.grades: the output folder is a symbolic link of another user \(uid $(id -u $other)\)" -- \
        grade "class-$victim"
    check "$victim: nothing written into the other user's folder" '[ -z "$(ls -A "$theirs/loot")" ]'
    plant rm "$shared/class-$victim.grades"
    plant mkdir -m 0777 "$shared/class-$victim.grades"
    expect_refusal "$victim" "a class's output folder that is the other user's" \
        "class-$victim\.grades: the output folder belongs to another user \(uid $(id -u $other)\)" -- \
        grade "class-$victim"
    plant rmdir "$shared/class-$victim.grades"
    # The victim's own output folder, once writable by every user: the other
    # user planted reports/ as a link to their folder, then it was made o-w.
    # And one writable by a group the other user is in.
    mkdir -m 0757 "$shared/class-$victim.grades" && chown "$victim:$(id -g $victim)" "$shared/class-$victim.grades"
    plant ln -s "$theirs/loot" "$shared/class-$victim.grades/reports"
    chmod o-w "$shared/class-$victim.grades"
    expect_refusal "$victim" "a link the other user planted inside the output folder" \
        "class-$victim\.grades/reports: in the output folder, a symbolic link of another user \(uid $(id -u $other)\)" -- \
        grade "class-$victim"
    check "$victim: still nothing written into the other user's folder" '[ -z "$(ls -A "$theirs/loot")" ]'
    rm "$shared/class-$victim.grades/reports"
    chgrp "$(id -g $other)" "$shared/class-$victim.grades" && chmod 0775 "$shared/class-$victim.grades"
    expect_refusal "$victim" "an output folder writable by a group the other user is in" \
        "class-$victim\.grades: the output folder is writable by its group" -- \
        grade "class-$victim"
    rmdir "$shared/class-$victim.grades"

    # 7. A submission in the other user's folder, swapped by them again and
    # again between a copy of itself and a link to a file only the victim
    # may read: whenever it is judged, the report never shows that file (the
    # compiler reads the judge's own copy, never the path). Each run's text
    # is new, so each is compiled.
    race=$shared/race
    plant mkdir -m 0755 "$race"
    printf 'SECRET-%s-LINE\n' "$victim" >"$dir/secret-$victim" && chown "$victim" "$dir/secret-$victim" && chmod 600 "$dir/secret-$victim"
    plant cp "$solution" "$race/913.cpp"
    plant sh -c 'while [ ! -e "$1/stop" ]; do ln -sfn "$2" "$1/l"; mv -T "$1/l" "$1/913.cpp"; cp "$1/good" "$1/g" 2>/dev/null && mv -T "$1/g" "$1/913.cpp"; done' \
        swap "$race" "$dir/secret-$victim" &
    swapper=$!
    leaked=0
    for i in 1 2 3 4 5 6 7 8; do
        plant sh -c 'cp "$1" "$2/good.new" && echo "// run $3" >>"$2/good.new" && mv "$2/good.new" "$2/good"' copy "$solution" "$race" "$i"
        as "$victim" timeout 600 "$judge" submit "$race/913.cpp" --problem 913 --no-history >"$dir/out" 2>&1
        grep -q "SECRET-$victim-LINE" "$dir/out" && leaked=$((leaked + 1))
    done
    plant touch "$race/stop"
    wait "$swapper"
    check "[$victim] a submission swapped for a link to the victim's file by its owner: never shown (leaked in $leaked of 8)" '[ $leaked = 0 ]'

    # 8. A class in a shared folder (sticky, as /tmp): a student swaps their
    # own folder again and again for a link to a folder only the victim may
    # read. The names in it are never in the grade's output.
    mkdir -p "$dir/hidden-$victim" && touch "$dir/hidden-$victim/SECRET-NAME-$victim.txt"
    chown -R "$victim" "$dir/hidden-$victim" && chmod 700 "$dir/hidden-$victim"
    cls=$shared/class8-$victim
    mkdir -m 1777 "$cls"
    plant mkdir -m 0755 "$cls/eve" "$cls/.eve"
    plant cp "$solution" "$cls/.eve/913.cpp"
    plant cp -r "$cls/.eve/." "$cls/eve/"
    plant ln -s "$dir/hidden-$victim" "$cls/.l"
    # Exchanged in one step (renameat2's RENAME_EXCHANGE), as fast as it goes.
    plant python3 -c '
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
d = sys.argv[1]
while not os.path.exists(d + "/.stop"):
    libc.renameat2(-100, (d + "/eve").encode(), -100, (d + "/.l").encode(), 2)
' "$cls" &
    swapper=$!
    leaked=0
    for i in 1 2 3 4 5 6; do
        as "$victim" timeout 600 "$judge" grade "$cls" --again --out "$dir/out8-$victim" --json "$dir/g8.json" >"$dir/out" 2>&1
        grep -q "SECRET-NAME" "$dir/out" "$dir/g8.json" "$dir/out8-$victim/grades.html" 2>/dev/null && leaked=$((leaked + 1))
    done
    plant touch "$cls/.stop"
    wait "$swapper"
    check "[$victim] a student's folder swapped for a link to a folder of the victim's: its names never shown (in $leaked of 6)" '[ $leaked = 0 ]'
done
finish
