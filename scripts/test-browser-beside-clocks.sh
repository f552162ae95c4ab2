#!/usr/bin/env bash
# The frontend's tests (vitest, then Playwright: two workers for the independent specs, one for those that change
# shared state), then the unit tests at other instants (scripts/test-any-clock.sh). The clock runs used to run beside
# the browser tests at the lowest CPU priority; with two browser workers they were starved of CPU, and their timed
# unit tests (the mail lease renewal) lost their pace, so they now follow on an idle machine. Both must pass.
set -uo pipefail
cd "$(dirname "$0")/.."

npm run test -w frontend
status=$?

echo
echo "== the unit tests at other instants (scripts/test-any-clock.sh)"
bash scripts/test-any-clock.sh || status=1
exit "$status"
