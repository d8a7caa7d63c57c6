#!/usr/bin/env bash
# Every test of the project, in the order a reviewer would want them to fail: cheap checks first.
# Run from the repository root after `pnpm install` (the README's test command does both).
#
# The suites run in three lanes at once. The server's runs from source and needs no build, so it starts first,
# beside lint and the build; the other two start after the one build, each on what it made (no lane builds the
# apps again; docs/benchmarks.md has the shares):
#   server:    the server's jest suite on the embedded database and, with DATABASE_URL, on PostgreSQL;
#   front end: every package's and app's jest suite in one jest run, the Storybook build, the story tests, then
#              the version skew's preparation (the previous release's changed apps built, or taken from the cache);
#   journeys:  the end-to-end journeys on the built server, then the version-skew smoke journeys.
# Each lane writes its log to $CI_LOGS (a temporary folder unless set), printed whole when the lane ends.
# TEST_ALL_SERIAL=1 runs the lanes one after another instead.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS=0

# The whole machine's busy processor time so far (every core, /proc/stat): unlike `times`, it counts Chromium's
# renderers, which their browser leaves to init, and the PostgreSQL server. On a quiet machine it is the run's cost.
machine_busy() {
  awk '/^cpu / { printf "%.0f", ($2 + $3 + $4 + $7 + $8 + $9) / ticks }' ticks="$(getconf CLK_TCK)" /proc/stat
}
busy_at_start=$(machine_busy)

step() { printf '\n==> %s (%ds)\n' "$*" "$SECONDS"; }

step 'System packages'
bash scripts/ensure-system-deps.sh

logs=${CI_LOGS:-$(mktemp -d "${TMPDIR:-/tmp}/talent-ci.XXXXXX")}
mkdir -p "$logs"

lane_server() {
  pnpm test:server
}

lane_front_end() {
  echo '--- Unit and component tests of every package and app'
  pnpm test:front
  echo '--- Storybook build'
  pnpm storybook:build
  echo '--- Story tests: every story renders, plays and passes axe (English; Arabic and Kurdish per component)'
  pnpm storybook:test
  echo "--- Version skew, prepared: the previous release's imports still exported, its changed apps built (cached)"
  SKEW_REUSE_BUILD=1 SKEW_PHASE=prepare bash scripts/skew.sh
}

lane_journeys() {
  echo '--- End-to-end journeys in Chromium'
  pnpm e2e
  echo "--- Version skew: smoke journeys across this build and the previous release's (scripts/skew.sh)"
  # Waits for the front-end lane's prepare if it is still building (a lock on the cache), else builds what is missing.
  SKEW_REUSE_BUILD=1 SKEW_PHASE=run E2E_PORT="${SKEW_PORT:-8182}" bash scripts/skew.sh
}

# The processor time a lane's processes used (user + system, children included), printed last in its log: on two
# cores, the sum over the lanes is what bounds the wall time (docs/benchmarks.md).
cpu_used() {
  local status=$? used
  # Not in a pipe: `times` in a subshell would report the subshell's own (none).
  used=$(mktemp)
  times >"$used"
  tail -n 1 "$used" | awk '{ printf "\n--- Processor time of %s: %s user, %s system\n", what, $1, $2 }' what="${1:-this lane}"
  rm -f "$used"
  return "$status"
}

lanes=(server front_end journeys)
declare -A pids started
failed=()

finish() {
  local lane=$1 status=$2
  step "Lane ${lane//_/ } $([ "$status" = 0 ] && echo passed || echo "FAILED (exit $status)") after $((SECONDS - started[$lane]))s"
  cat "$logs/$lane.log"
  [ "$status" = 0 ] || failed+=("$lane")
}

start_lane() {
  local lane=$1
  started[$lane]=$SECONDS
  (trap cpu_used EXIT && "lane_$lane") >"$logs/$lane.log" 2>&1 &
  pids[$lane]=$!
}

# Lint, then the build every lane but the server's runs on.
checks_and_build() {
  step 'Lint (includes the import-direction rules)'
  pnpm lint
  pnpm format:check
  node --test config/
  step 'Build every package, app and the server'
  pnpm build
}

# Waits for every lane started, reporting whichever ends first first.
wait_for_lanes() {
  local status ended lane
  while [ ${#pids[@]} -gt 0 ]; do
    status=0
    wait -n -p ended "${pids[@]}" || status=$?
    for lane in "${!pids[@]}"; do
      if [ "${pids[$lane]}" = "$ended" ]; then
        unset "pids[$lane]"
        finish "$lane" "$status"
      fi
    done
  done
}

if [ "${TEST_ALL_SERIAL:-}" = 1 ]; then
  checks_and_build
  for lane in "${lanes[@]}"; do
    start_lane "$lane"
    wait_for_lanes
  done
else
  step "Lane server started (log in $logs/server.log): its tests need no build"
  start_lane server
  built=0
  # In the background and waited for: a function called left of `||` would ignore `set -e`.
  checks_and_build &
  wait $! || built=$?
  if [ "$built" = 0 ]; then
    step "Lanes front end and journeys started (logs in $logs)"
    start_lane front_end
    start_lane journeys
  else
    step "Lint or the build FAILED (exit $built): the other lanes do not start"
    failed+=(lint_or_build)
  fi
  wait_for_lanes
fi

step "Done: $([ ${#failed[@]} = 0 ] && echo 'every lane passed' || echo "FAILED: ${failed[*]}")"
cpu_used 'the whole run (install excluded)'
echo "--- Busy processor time of the whole machine during the run: $(($(machine_busy) - busy_at_start))s over $(nproc) cores"
[ ${#failed[@]} = 0 ]
