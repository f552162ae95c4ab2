#!/usr/bin/env bash
# The static checks of `npm test`, side by side (each is a single-threaded process, and the machine has two cores):
# lint (Prettier, unused exports, eslint, dependency-cruiser) beside the TypeScript compiler. Both must pass.
set -uo pipefail
cd "$(dirname "$0")/.."

lint_log=$(mktemp)
npm run lint >"$lint_log" 2>&1 &
lint_pid=$!
npm run typecheck
status=$?
wait "$lint_pid" || status=1
cat "$lint_log"
rm -f "$lint_log"
exit "$status"
