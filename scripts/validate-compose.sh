#!/usr/bin/env bash
# Validates docker-compose.yml without a Docker engine (the parser needs none).
set -euo pipefail
cd "$(dirname "$0")/.."
# The file requires real secrets from .env; placeholders are enough to check its structure.
export ADMIN_PASSWORD="${ADMIN_PASSWORD:-placeholder-for-validation}"
export JWT_SECRET="${JWT_SECRET:-placeholder-for-validation}"
export TOTP_ENCRYPTION_KEY="${TOTP_ENCRYPTION_KEY:-placeholder-for-validation}"
export PUBLIC_URL="${PUBLIC_URL:-https://placeholder.for.validation}"
export STAFF_EMAIL="${STAFF_EMAIL:-placeholder@for.validation}"
export ADMIN_EMAIL="${ADMIN_EMAIL:-placeholder@for.validation}"
if docker compose version >/dev/null 2>&1; then
  docker compose config -q
elif command -v docker-compose >/dev/null 2>&1; then
  docker-compose config -q
else
  echo "Neither 'docker compose' nor 'docker-compose' is installed: cannot validate docker-compose.yml." >&2
  exit 1
fi
echo "docker-compose.yml is valid."
