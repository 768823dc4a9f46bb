# Shared by the benchmarks; sourced after `set -uo pipefail` with the
# script's arguments. Gives $here (bench/), $root, $judge (the first
# argument, else build/judge; built first), $work (a temporary folder,
# removed at the end) as the judge's data, cache and config homes (the
# user's history, cache and config.toml never count), and now / ms_since /
# median.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
judge=${1:-$root/build/judge}
[ -x "$judge" ] || { echo "build first: bin/test or bin/judge doctor"; exit 2; }
export JUDGE_ROOT=$root
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache XDG_CONFIG_HOME=$work/config
now() { date +%s%N; }
ms_since() { echo $((($(now) - $1) / 1000000)); }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
