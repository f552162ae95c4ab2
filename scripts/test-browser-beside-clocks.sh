#!/usr/bin/env bash
# The frontend's tests (vitest, then Playwright: two workers for the independent specs, one for those that change
# shared state) beside the unit tests at other instants (scripts/test-any-clock.sh): the browser tests leave part of
# the cores idle while pages load and timers run, and the clock runs, at the lowest CPU priority, take only what is
# left, so the browser tests keep their pace. Both must pass; the clock runs' output follows the frontend's.
set -uo pipefail
cd "$(dirname "$0")/.."

clocks_log=$(mktemp)
nice -n 19 bash scripts/test-any-clock.sh >"$clocks_log" 2>&1 &
clocks_pid=$!

npm run test -w frontend
status=$?

wait "$clocks_pid" || status=1
echo
echo "== the unit tests at other instants (scripts/test-any-clock.sh)"
cat "$clocks_log"
rm -f "$clocks_log"
exit "$status"
