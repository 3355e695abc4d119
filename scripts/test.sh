#!/usr/bin/env bash
# The whole suite: lint, typecheck, build and size budget, unit, API (PGlite, then PostgreSQL and
# Redis when DATABASE_URL is set), end-to-end in Chromium. Prints how long each phase took and ends
# with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/*.json

failed=0
timings=()

# Runs one phase, printing its name and duration; a failing phase fails the run but not the phases after it.
phase() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  "$@" || failed=1
  timings+=("$(printf '%5ss  %s' $((SECONDS - started)) "$name")")
  echo "-- $name: $((SECONDS - started)) s"
}

run_vitest() {
  local name=$1
  shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile=".tmp/results/$name.json"
}

# The API suite on one database: pglite, or postgres (DATABASE_URL, and REDIS_URL when set).
api_tests() {
  TEST_DATABASE=$1 run_vitest "api-$1" --project api
}

# Run in the background: its own failures and times, handed back through .tmp.
static_checks() {
  failed=0
  timings=()
  phase "lint" npx biome check .
  phase "typecheck" npm run --silent typecheck
  phase "size budget" node scripts/size-budget.mjs
  printf '%s\n' "${timings[@]}" >.tmp/static-timings
  return $failed
}

started=$SECONDS
# The API tests render pages with the built web app, so the build comes first.
phase "build" npm run --silent build

# The static checks are mostly one tsc process: they run beside the unit and PGlite API tests,
# which keep the second core busy, and print their output once done.
static_checks >.tmp/static.log 2>&1 &
static_pid=$!
phase "unit" run_vitest unit --project unit
phase "api on PGlite" api_tests pglite
wait "$static_pid" || failed=1
cat .tmp/static.log
mapfile -t -O "${#timings[@]}" timings <.tmp/static-timings

if [ -n "${DATABASE_URL:-}" ]; then
  phase "api on PostgreSQL${REDIS_URL:+ and Redis}" api_tests postgres
fi
phase "e2e" run_vitest e2e --project e2e

echo "== phase times (the static checks ran beside unit and API on PGlite)"
printf '%s\n' "${timings[@]}"
printf '%5ss  %s\n' $((SECONDS - started)) "total"
node scripts/test-summary.mjs .tmp/results || failed=1
exit $failed
