#!/usr/bin/env bash
# `npm test` of the backend: the unit tests with the suites on the embedded PGlite (the storage suites, PGLITE_SUITES in
# jest.config.js) in one jest process, and every suite on the PostgreSQL server in three thirds (jest --shard), four
# jest processes side by side: a PGlite of its own in the first (its global setup), a database of its own for each of
# the others (TEST_DATABASE_NAME with _1, _2, _3). Each runs its files one at a time, and much of a suite's time is spent
# waiting on a server process it started, so four keep the two cores busier than two did. Without a reachable server
# (jest.config.js decides) every suite runs on PGlite, in two halves. The logs are printed one after the other.
set -uo pipefail
cd "$(dirname "$0")/.."

shards=3
base_database=${TEST_DATABASE_NAME:-costa_sol_test}
declare -a postgres_pids=() postgres_logs=()
if npx jest --selectProjects postgres --listTests >/dev/null 2>&1; then
  for shard in $(seq 1 "$shards"); do
    log=$(mktemp)
    TEST_DATABASE_NAME="${base_database}_${shard}" npx jest --selectProjects postgres --runInBand --shard="$shard/$shards" --passWithNoTests "$@" \
      >"$log" 2>&1 &
    postgres_pids+=($!)
    postgres_logs+=("$log")
  done
fi

if [ "${#postgres_pids[@]}" -gt 0 ]; then
  npx jest --selectProjects unit pglite --runInBand --passWithNoTests "$@"
  status=$?
else
  # No server: every suite on the embedded database, in two halves side by side (a PGlite server of its own in each).
  pglite_log=$(mktemp)
  npx jest --selectProjects unit pglite --runInBand --shard=2/2 --passWithNoTests "$@" >"$pglite_log" 2>&1 &
  pglite_pid=$!
  npx jest --selectProjects unit pglite --runInBand --shard=1/2 --passWithNoTests "$@"
  status=$?
  wait "$pglite_pid" || status=1
  echo
  echo "== the suites on the embedded database, part 2 of 2"
  cat "$pglite_log"
  rm -f "$pglite_log"
fi

for index in "${!postgres_pids[@]}"; do
  wait "${postgres_pids[$index]}" || status=1
  echo
  echo "== the suites on the PostgreSQL server, part $((index + 1)) of $shards"
  cat "${postgres_logs[$index]}"
  rm -f "${postgres_logs[$index]}"
done
exit "$status"
