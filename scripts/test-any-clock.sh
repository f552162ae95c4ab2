#!/usr/bin/env bash
# Runs the tests at other instants and in other places than the machine's own: a Wednesday and a Saturday (Spanish
# weekday names with accents), the last Sunday of March and of October a few minutes before Madrid's clock changes
# (so the run crosses them, the March one in a half-hour time zone far from Madrid's). The clock is faked with libfaketime
# (Debian package `faketime`), which moves Node.js, the embedded PGlite inside it and Chromium alike.
#
#   scripts/test-any-clock.sh          unit tests (backend jest beside frontend vitest): about a minute a clock; `npm test` runs this
#   scripts/test-any-clock.sh --all    also the API end-to-end suites (embedded database) and the browser tests: long
#   scripts/test-any-clock.sh --all saturday march-clock-change    only the runs named
#
# A PostgreSQL server keeps its own clock, which libfaketime cannot move, so the faked runs use the embedded database;
# the real-clock runs of `npm test` cover PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=units
if [ "${1:-}" = "--all" ]; then
  mode=all
  shift
fi
only=("$@")

if ! command -v faketime >/dev/null 2>&1; then
  if [ "${REQUIRE_FAKETIME:-false}" = true ]; then
    echo "REQUIRE_FAKETIME=true but faketime is not installed (Debian: apt-get install faketime)" >&2
    exit 1
  fi
  echo "faketime is not installed (Debian: apt-get install faketime): the tests at other instants are left out."
  exit 0
fi

# name | instant (UTC) | TZ | LANG
runs=(
  "wednesday|2026-12-02T18:30:00Z|Pacific/Auckland|es_ES.UTF-8"
  "saturday|2026-12-05T10:00:00Z|America/New_York|de_DE.UTF-8"
  "march-clock-change|2027-03-28T00:56:00Z|Asia/Kolkata|fr_FR.UTF-8"
  "october-clock-change|2027-10-31T00:56:00Z|Europe/Madrid|es_ES.UTF-8"
)

# Nothing reaches a PostgreSQL server: the suites take the embedded database.
unreachable_postgres=postgresql://postgres@127.0.0.1:9/postgres

run_at() {
  local name=$1 instant=$2 zone=$3 lang=$4
  shift 4
  local -a clock=()
  if [ "$instant" != now ]; then
    # libfaketime reads an absolute start in the process's own time zone.
    clock=(faketime -f "@$(TZ=$zone date -d "$instant" '+%Y-%m-%d %H:%M:%S')")
  fi
  echo "== $name: $instant, TZ=$zone, LANG=$lang: $*"
  env TZ="$zone" LANG="$lang" LC_ALL="$lang" TEST_POSTGRES_URL="$unreachable_postgres" REQUIRE_POSTGRES=false \
    "${clock[@]}" "$@"
}

failed=()
for entry in "${runs[@]}"; do
  IFS='|' read -r name instant zone lang <<<"$entry"
  if [ "${#only[@]}" -gt 0 ] && [[ ! " ${only[*]} " =~ " $name " ]]; then continue; fi
  if [ "$mode" = units ]; then
    # The two runners of a clock side by side (each leaves a core idle much of the time); their logs one after the other.
    backend_log=$(mktemp)
    run_at "$name" "$instant" "$zone" "$lang" npm exec -w backend -- jest --selectProjects unit --silent >"$backend_log" 2>&1 &
    backend_pid=$!
    run_at "$name" "$instant" "$zone" "$lang" npm exec -w frontend -- vitest run --silent || failed+=("$name: frontend unit")
    wait "$backend_pid" || failed+=("$name: backend unit")
    cat "$backend_log"
    rm -f "$backend_log"
  else
    run_at "$name" "$instant" "$zone" "$lang" npm exec -w backend -- jest --runInBand || failed+=("$name: backend")
    run_at "$name" "$instant" "$zone" "$lang" npm exec -w frontend -- vitest run || failed+=("$name: frontend unit")
    run_at "$name" "$instant" "$zone" "$lang" npm exec -w frontend -- playwright test || failed+=("$name: browser")
  fi
done

if [ "${#failed[@]}" -gt 0 ]; then
  printf 'Failed at another clock or place:\n' >&2
  printf '  %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "Every run passed at every clock and place (${#runs[@]} of them)."
