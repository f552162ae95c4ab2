#!/usr/bin/env bash
# The frontend's tests: vitest, then Playwright (two workers for the independent specs, one for those that change
# shared state). The calendar at other instants, time zones and locales is guarded by ordinary tests with injected
# instants (backend/src/shared/calendar-in-other-time-zones.spec.ts, the frontend's *time*.test.ts) and by the lint
# rule against local-time Date methods, no longer by rerunning the suites under a faked clock.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run test -w frontend
