#!/usr/bin/env bash
# The frontend's tests: vitest, then Playwright's independent specs (two workers), then the specs that change shared
# state (one worker) beside the unit tests at other instants (scripts/test-any-clock.sh) at the lowest CPU priority.
# One browser worker leaves a core mostly idle, which the clock runs take; beside two workers they were starved (their
# timed unit tests now run on fake timers). Every part must pass; the clock runs' log follows the browser tests'.
set -uo pipefail
cd "$(dirname "$0")/.."

status=0
npm exec -w frontend -- vitest run || status=1
npm exec -w frontend -- playwright test --project=independent || status=1

clocks_log=$(mktemp)
nice -n 19 bash scripts/test-any-clock.sh >"$clocks_log" 2>&1 &
clocks_pid=$!
# The shared-state specs on a database of their own (the config prepares a fresh one per run), after the others.
npm exec -w frontend -- playwright test --project=shared-state --no-deps || status=1

wait "$clocks_pid" || status=1
echo
echo "== the unit tests at other instants (scripts/test-any-clock.sh)"
cat "$clocks_log"
rm -f "$clocks_log"
exit "$status"
