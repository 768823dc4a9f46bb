# Shared by bin/judge and bin/test: install missing Debian packages, then
# configure and build incrementally. Sourced, not run.
JUDGE_PACKAGES=(g++ clang-19 libclang-rt-19-dev cmake make pkg-config libseccomp-dev libssl-dev libsqlite3-dev doctest-dev libboost1.81-dev libcli11-dev libfmt-dev nlohmann-json3-dev libtomlplusplus-dev gdb python3)

# bin/test also renders the HTML report in a real browser, and listens on
# loopback for a hostile submission that tries to connect; jq reads the JSON
# reports, xmllint the JUnit and HTML ones; clang and its runtime build the
# libFuzzer targets (tests/fuzz/run.sh); slurm-wlm and munge make the
# one-node Slurm that e2e_slurm.sh grades a class on.
JUDGE_TEST_PACKAGES=(chromium netcat-openbsd jq libxml2-utils clang libclang-rt-dev slurm-wlm munge)

judge_missing_packages() {
    local missing=() p
    for p in "${JUDGE_PACKAGES[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    echo "${missing[@]}"
}

# judge_ensure_packages [EXTRA...]: the judge's packages and any extra ones.
judge_ensure_packages() {
    local missing
    missing=$(judge_missing_packages "$@")
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "judge: missing Debian packages; install them with:" >&2
        echo "  sudo apt-get update && sudo apt-get install -y $missing" >&2
        exit 2
    fi
    echo "judge: installing $missing" >&2
    apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >/dev/null ||
        { echo "judge: apt-get install $missing failed" >&2; exit 2; }
}

# judge_progress LOG: keeps the build's output in LOG and shows how far it
# is from make's "[ 45%]" marks: on a terminal one line on stderr, redrawn
# (the percentage, the files compiled, the time so far); otherwise a plain
# line at each quarter.
judge_progress() {
    local log=$1 start=$SECONDS line percent files=0 quarter=-1
    while IFS= read -r line; do
        printf '%s\n' "$line" >>"$log"
        [[ $line =~ ^\[\ *([0-9]+)%\] ]] || continue
        percent=${BASH_REMATCH[1]}
        [[ $line == *"Building CXX object"* ]] && files=$((files + 1))
        if [ -t 2 ]; then
            printf '\r\033[Kjudge: building %s%%, %d files compiled, %d s' "$percent" "$files" $((SECONDS - start)) >&2
        elif [ $((percent / 25)) -gt $quarter ]; then
            quarter=$((percent / 25))
            echo "judge: building $percent%, $files files compiled, $((SECONDS - start)) s" >&2
        fi
    done
    [ -t 2 ] && printf '\r\033[K' >&2
    return 0
}

# judge_build ROOT [TARGET]: configure once, then build, showing how far it
# is (judge_progress); its log only when it fails.
# A build of the judge leaves build/judge.stamp, dated when the build began
# (a source saved during the build is newer): bin/judge skips this function
# while no source is newer than the stamp.
judge_build() {
    local root=$1 target=${2:-all} build=$1/${JUDGE_BUILD_DIR:-build} log
    mkdir -p "$build"
    log=$(mktemp)
    (
        flock 9
        touch "$build/judge.stamp.next"
        # JUDGE_CMAKE_ARGS: more options for the first configure (.ci/run: -DJUDGE_WERROR=ON).
        if [ ! -f "$build/CMakeCache.txt" ]; then
            # shellcheck disable=SC2086
            cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo ${JUDGE_CMAKE_ARGS:-} >"$log" 2>&1 || exit 1
        fi
        cmake --build "$build" --target "$target" -j "$(nproc)" 2>&1 | judge_progress "$log"
        [ "${PIPESTATUS[0]}" = 0 ] || exit 1
        case "$target" in judge | all) mv -f "$build/judge.stamp.next" "$build/judge.stamp" ;; esac
    ) 9>"$build/.build.lock"
    local status=$?
    if [ $status -ne 0 ]; then
        cat "$log" >&2
        rm -f "$log"
        echo "judge: the build failed (log above)" >&2
        exit 2
    fi
    rm -f "$log"
}
