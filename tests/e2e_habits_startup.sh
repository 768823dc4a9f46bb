#!/usr/bin/env bash
# bin/judge starts the judge at once when its build is current (no package
# check, no cmake), rebuilds when a source changed (saying so), builds on the
# first run (saying so), and works through a link from a folder on PATH.
# Hermetic: a project of its own with the real bin/ scripts, a stub
# build/judge, and a cmake and a dpkg-query that log their calls.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
root=$(pwd)
tmp=$dir
fake=$tmp/project
mkdir -p "$fake/bin" "$fake/judge" "$fake/build" "$tmp/tools" "$tmp/path"
cp "$root/bin/judge" "$root/bin/setup.sh" "$fake/bin/"
echo 'int main() {}' >"$fake/judge/main.cpp"
touch "$fake/CMakeLists.txt" "$fake/build/CMakeCache.txt"
cat >"$tmp/tools/cmake" <<'TOOL'
#!/bin/sh
echo "cmake $*" >>"$CALLS"
if [ "$1" = --build ]; then printf '#!/bin/sh\necho "stub judge in $JUDGE_ROOT: $*"\n' >"$2/judge"; chmod +x "$2/judge"; fi
TOOL
cat >"$tmp/tools/dpkg-query" <<'TOOL'
#!/bin/sh
echo "dpkg-query $*" >>"$CALLS"
printf 'install ok installed'
TOOL
chmod +x "$tmp/tools/cmake" "$tmp/tools/dpkg-query"
export CALLS=$tmp/calls PATH=$tmp/tools:$PATH
calls() { [ -f "$CALLS" ] && grep -c "^$1" "$CALLS" || echo 0; }

"$fake/bin/judge" problems >"$tmp/1.out" 2>"$tmp/1.err"
check "first run: says it builds the judge ($(cat "$tmp/1.err"))" 'grep -q "^judge: building the judge into .*minutes" "$tmp/1.err"'
check "first run: checks packages and builds, then runs" \
    '[ "$(calls dpkg-query)" -gt 0 ] && [ "$(calls "cmake --build")" = 1 ] && grep -q "stub judge in $fake: problems" "$tmp/1.out"'

rm -f "$CALLS"
"$fake/bin/judge" problems >"$tmp/2.out" 2>"$tmp/2.err"
check "a current build: the judge at once, no dpkg-query, no cmake, nothing on stderr" \
    '[ ! -f "$CALLS" ] && [ ! -s "$tmp/2.err" ] && grep -q "stub judge in $fake: problems" "$tmp/2.out"'

touch -d "now + 2 seconds" "$fake/judge/main.cpp"
"$fake/bin/judge" problems >"$tmp/3.out" 2>"$tmp/3.err"
check "a source changed: rebuilt, saying so" \
    '[ "$(calls "cmake --build")" = 1 ] && grep -q "^judge: .*changed.*rebuilding" "$tmp/3.err" && grep -q "stub judge" "$tmp/3.out"'
touch -d "now + 4 seconds" "$fake/build/judge.stamp"  # as a build finished after that edit would leave it
rm -f "$CALLS"
"$fake/bin/judge" problems >/dev/null 2>&1
check "after the rebuild: at once again" '[ ! -f "$CALLS" ]'

ln -s "$fake/bin/judge" "$tmp/path/judge"
(cd / && PATH=$tmp/path:$PATH judge show 913 >"$tmp/4.out" 2>"$tmp/4.err")
check "linked from a folder on PATH, run from /: the project found through the link ($(cat "$tmp/4.out" "$tmp/4.err"))" \
    'grep -q "stub judge in $fake: show 913" "$tmp/4.out"'
finish
