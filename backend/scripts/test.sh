#!/usr/bin/env bash
# `npm test` of the backend: the unit tests and the suites on the embedded PGlite in one jest process, and the same
# suites on the PostgreSQL server in another, side by side (each runs its files one at a time on its own database,
# and each keeps one of the two cores busy). Without a reachable server (jest.config.js decides) only the first runs.
set -uo pipefail
cd "$(dirname "$0")/.."

postgres_log=$(mktemp)
postgres_pid=
if npx jest --selectProjects postgres --listTests >/dev/null 2>&1; then
  npx jest --selectProjects postgres --runInBand "$@" >"$postgres_log" 2>&1 &
  postgres_pid=$!
fi

npx jest --selectProjects unit pglite --runInBand "$@"
status=$?

if [ -n "$postgres_pid" ]; then
  wait "$postgres_pid" || status=1
  echo
  echo "== the same suites on the PostgreSQL server"
  cat "$postgres_log"
fi
rm -f "$postgres_log"
exit "$status"
