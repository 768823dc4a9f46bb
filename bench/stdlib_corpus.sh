#!/usr/bin/env bash
# Which standard library the shipped solutions need (docs/compilers.md):
# each solution under solutions/ but the compile errors, exported as one
# file with the driver (judge export), compiled by clang 19 at C++23 with
# libstdc++ and with libc++. libc++ has no <bits/stdc++.h>: it gets a
# stand-in, libstdc++'s own list of includes, so that the count says what
# else a solution needs. Prints the counts and each file that fails.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
judge="$root/bin/judge"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/inc/bits"
# libstdc++'s list, less the headers libc++ does not have (C++20 removed <cstdalign> and others).
libcxx_dir=/usr/lib/llvm-19/include/c++/v1
grep -o '^#include <[^>]*>' "$(echo '#include <bits/stdc++.h>' | clang++-19 -std=c++23 -x c++ -M - | tr ' \\' '\n\n' |
    grep 'bits/stdc++.h$' | head -1)" | sed 's/#include <\(.*\)>/\1/' | while read -r h; do
    [ -e "$libcxx_dir/$h" ] && echo "#include <$h>"
done >"$tmp/inc/bits/stdc++.h"
total=0 libstdcxx=0 libcxx=0
failures=""
while IFS= read -r file; do
    out="$tmp/$(echo "$file" | tr '/' '_')"
    "$judge" export "$root/$file" -o "$out" 2>/dev/null || continue
    total=$((total + 1))
    if clang++-19 -std=c++23 -fsyntax-only -x c++ "$out" 2>"$tmp/err1"; then
        libstdcxx=$((libstdcxx + 1))
    else
        failures+="libstdc++: $file: $(grep -m1 'error:' "$tmp/err1")"$'\n'
    fi
    if clang++-19 -std=c++23 -stdlib=libc++ -isystem "$tmp/inc" -fsyntax-only -x c++ "$out" 2>"$tmp/err2"; then
        libcxx=$((libcxx + 1))
    else
        failures+="libc++:    $file: $(grep -m1 'error:' "$tmp/err2")"$'\n'
    fi
done < <(cd "$root" && find solutions -name '*.cpp' -not -path '*/compile_error/*' | sort)
echo "solutions compiled (clang 19, -std=c++23): $total"
echo "  with libstdc++ 12:                       $libstdcxx"
echo "  with libc++ 19 (and a stand-in bits/stdc++.h): $libcxx"
printf '%s' "$failures"
