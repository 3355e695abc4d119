#!/usr/bin/env bash
# The whole suite: lint, typecheck, build and size budget, unit, API (PGlite, then PostgreSQL and
# Redis when DATABASE_URL is set), end-to-end in Chromium. Prints how long each phase took and ends
# with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/*.json

failed=0
failed_phases=()
timings=()

# What each phase may take on the project's two-core machine, in seconds, so that the whole run stays
# under 25 minutes as areas grow; a phase past its budget is named in a warning at the end.
declare -A BUDGET=(
  [build]=45 [lint]=30 [typecheck]=150 ["size budget"]=15 [unit]=60
  ["api on PGlite"]=420 ["api on PostgreSQL"]=300 ["api on PostgreSQL and Redis"]=300 [e2e]=600 [total]=1500
)
over=()

# Notes a phase that took longer than its budget.
check_budget() {
  local name=$1 took=$2
  if [ -n "${BUDGET[$name]:-}" ] && [ "$took" -gt "${BUDGET[$name]}" ]; then
    over+=("$name took ${took} s, over its budget of ${BUDGET[$name]} s")
  fi
}

# Runs one phase, printing its name and duration; a failing phase fails the run but not the phases after it.
phase() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  "$@" || { failed=1; failed_phases+=("$name"); }
  local took=$((SECONDS - started))
  timings+=("$(printf '%5ss  %s' "$took" "$name")")
  check_budget "$name" "$took"
  echo "-- $name: $took s"
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
  failed_phases=()
  timings=()
  over=()
  phase "lint" npx biome check .
  phase "typecheck" npm run --silent typecheck
  phase "size budget" node scripts/size-budget.mjs
  printf '%s\n' "${timings[@]}" >.tmp/static-timings
  printf '%s\n' "${over[@]}" >.tmp/static-over
  printf '%s\n' "${failed_phases[@]}" >.tmp/static-failed
  return $failed
}

started=$SECONDS
# The API tests render pages with the built web app, so the build comes first.
phase "build" npm run --silent build

phase "unit" run_vitest unit --project unit
phase "api on PGlite" api_tests pglite
if [ -n "${DATABASE_URL:-}" ]; then
  phase "api on PostgreSQL${REDIS_URL:+ and Redis}" api_tests postgres
fi

# The static checks are mostly one tsc process. The API phases keep both cores busy; the browser
# specs leave about a fifth of them idle while pages load and paint, which the checks take instead.
# They print their output once done.
static_checks >.tmp/static.log 2>&1 &
static_pid=$!
phase "e2e" run_vitest e2e --project e2e
wait "$static_pid" || failed=1
cat .tmp/static.log
mapfile -t -O "${#timings[@]}" timings <.tmp/static-timings
mapfile -t -O "${#over[@]}" over < <(grep . .tmp/static-over)
mapfile -t -O "${#failed_phases[@]}" failed_phases < <(grep . .tmp/static-failed)

echo "== phase times (the static checks ran beside e2e)"
printf '%s\n' "${timings[@]}"
printf '%5ss  %s\n' $((SECONDS - started)) "total"
check_budget total $((SECONDS - started))
for warning in "${over[@]}"; do echo "warning: $warning"; done
node scripts/test-summary.mjs .tmp/results || failed=1
for name in "${failed_phases[@]}"; do echo "failed phase: $name"; done
exit $failed
