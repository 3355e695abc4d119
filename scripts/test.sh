#!/usr/bin/env bash
# The whole suite: lint, typecheck, build and size budget, unit, API (PGlite, then PostgreSQL and
# Redis when DATABASE_URL is set), end-to-end in Chromium. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/*.json

run_vitest() {
  local name=$1
  shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile=".tmp/results/$name.json"
}

echo "== lint"; npx biome check .
echo "== typecheck"; npm run --silent typecheck
echo "== build"; npm run --silent build
echo "== size budget"; node scripts/size-budget.mjs
echo "== unit"; run_vitest unit --project unit
echo "== api on PGlite"; TEST_DATABASE=pglite run_vitest api-pglite --project api
if [ -n "${DATABASE_URL:-}" ]; then
  echo "== api on PostgreSQL${REDIS_URL:+ and Redis}"; TEST_DATABASE=postgres run_vitest api-postgres --project api
fi
echo "== e2e"; run_vitest e2e --project e2e

node scripts/test-summary.mjs .tmp/results
