#!/usr/bin/env bash
# The project stands alone: every document README and docs/ name is in the
# repository, and no tracked file points outside it (a clone has nothing else).
set -uo pipefail
source "$(dirname "$0")/lib.sh"
missing=""
for doc in $(grep -oh '`\(docs/[a-z-]*\.md\|ARCHITECTURE\.md\|bench/RESULTS\.md\)`' README.md docs/*.md | tr -d '`' | sort -u); do
    [ -f "$doc" ] || missing="$missing $doc"
done
check "every document README and docs/ name exists${missing:+ (missing:$missing)}" '[ -z "$missing" ]'
outside=$(git ls-files -z 2>/dev/null | xargs -0 grep -lE '\.\./shared/|shared/DESIGN\.md|/work/(main|shared)' 2>/dev/null | grep -v '^tests/e2e_docs\.sh$')
check "no tracked file refers outside the repository${outside:+: $outside}" '[ -z "$outside" ]'
check "README's first screen is the quick start and the walkthrough" \
    'head -40 README.md | grep -q "^## Quick start" && grep -q "^## Practise in ten minutes" README.md'
finish
