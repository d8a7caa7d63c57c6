#!/usr/bin/env bash
# Version skew: remotes are deployed alone, so a shell must work with the previous release's remotes and the
# previous shell with this commit's remotes. The smoke journeys (e2e/tests/smoke.spec.ts) run twice on this
# commit's server:
#   1. this commit's shell with the previous release's five remotes,
#   2. the previous release's shell with this commit's five remotes.
# The server is this commit's in both runs (it is deployed first; API compatibility is the server suite's job).
# Before the journeys, every name the previous release's apps import from the shared singletons
# (@talent/api-sdk, @talent/event-bus) must still be exported (scripts/skew-imports.mjs): a singleton is shared,
# so an older remote gets today's copy.
#
# Usage: bash scripts/skew.sh [previous-ref]
#   previous-ref: the previous release. Default $SKEW_BASE; else, on a branch that main does not contain, the merge
#   base with main; else the last landed commit named in .ci/last-landing (a clone carries no tags, so the landing
#   is recorded in the tree: update it to the landed commit when a submission lands); else the last tag before
#   HEAD; else HEAD^.
# Cheap enough for CI (scripts/test-all.sh runs it after the e2e journeys):
#   - SKEW_REUSE_BUILD=1 takes this commit's build as it is (CI has just run `pnpm build`);
#   - of the previous release only the apps whose sources changed since are built (an app whose sources, the shared
#     packages and the lockfile are the same in both is this build's), in a git worktree;
#   - those builds are kept in a cache keyed by the previous commit ($SKEW_CACHE, default
#     ~/.cache/talent-pool/skew; the last 3 commits kept), so the next run against the same release builds nothing;
#   - when no app differs, both pairings are this build, whose smoke journeys the e2e step runs: nothing to pair.
#   - SKEW_PHASE=prepare stops after the export check and the builds; SKEW_PHASE=run skips the check and pairs
#     (building what the cache lacks, after waiting for a prepare still building): CI prepares in one lane while
#     the e2e journeys run in another.
# E2E_PORT picks the server's port (8181 by default); SKEW_SPECS other spec files to run too, each journey
# needing only what both releases have.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
SECONDS=0

step() { printf '\n==> skew: %s (%ds)\n' "$*" "$SECONDS"; }

previous_release() {
  if [ -n "${SKEW_BASE:-}" ]; then
    echo "$SKEW_BASE"
  elif git rev-parse --verify --quiet main >/dev/null && ! git merge-base --is-ancestor HEAD main; then
    git merge-base HEAD main
  elif landed=$(sed -n 's/^\([0-9a-f]\{40\}\).*/\1/p' .ci/last-landing 2>/dev/null | head -n 1) &&
    [ -n "$landed" ] && [ "$(git rev-parse HEAD)" != "$landed" ] &&
    git merge-base --is-ancestor "$landed" HEAD 2>/dev/null; then
    echo "$landed"
  elif git describe --tags --abbrev=0 HEAD^ >/dev/null 2>&1; then
    git describe --tags --abbrev=0 HEAD^
  else
    echo 'HEAD^'
  fi
}

base=${1:-$(previous_release)}
previous=$(git rev-parse --verify --quiet "$base^{commit}") || {
  echo "skew: '$base' is not a commit of this repository (a shallow clone has no history: fetch it)" >&2
  exit 2
}
current=$(git rev-parse --short HEAD)
phase=${SKEW_PHASE:-all}
case "$phase" in all | prepare | run) ;; *)
  echo "skew: SKEW_PHASE is all, prepare or run, not '$phase'" >&2
  exit 2
  ;;
esac
short=${previous:0:7}

apps=(shell mfe-directory mfe-builder mfe-account mfe-profile mfe-employer)
# What every app's bundle is made of besides its own folder: the shared packages (sources, compiled into each app),
# the lockfile and the root manifest (versions and overrides).
shared_inputs=(packages pnpm-lock.yaml package.json tsconfig.base.json)

work=$(mktemp -d "${TMPDIR:-/tmp}/talent-pool-skew.XXXXXX")
old="$work/previous"
cleanup() {
  git -C "$root" worktree remove --force "$old" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

if [ "${SKEW_REUSE_BUILD:-}" = 1 ]; then
  step "This commit ($current): the build as it is"
  for app in "${apps[@]}"; do
    [ -f "$root/$app/dist/remoteEntry.js" ] || [ -f "$root/$app/dist/index.html" ] || {
      echo "skew: $app/dist is missing; run pnpm build first (or leave SKEW_REUSE_BUILD unset)" >&2
      exit 2
    }
  done
else
  step "This commit ($current): server, shell and remotes"
  filters=()
  for app in "${apps[@]}"; do filters+=("--filter=$app"); done
  pnpm "${filters[@]}" --filter=@talent/server --workspace-concurrency=2 run build
fi

changed=()
for app in "${apps[@]}"; do
  if git diff --quiet "$previous" HEAD -- "$app" "${shared_inputs[@]}"; then
    echo "$app: the same sources in both releases (this build stands for ${short}'s)"
  else
    changed+=("$app")
    echo "$app: changed since ${short} ($(git diff --shortstat "$previous" HEAD -- "$app" "${shared_inputs[@]}" | sed 's/^ //'))"
  fi
done

git worktree add --quiet --detach "$old" "$previous"
if [ "$phase" != run ]; then
  step "What the previous release (${short}) imports from the shared singletons is still exported"
  node scripts/skew-imports.mjs "$old" "$root"
fi

if [ ${#changed[@]} = 0 ]; then
  step "Done: no app differs from ${short}; both pairings are this build, whose smoke journeys the e2e step runs"
  exit 0
fi

cache_root=${SKEW_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/talent-pool/skew}
cache="$cache_root/$previous"
mkdir -p "$cache_root"

# Under a lock on the cache: a run that reaches this while a prepare is building waits for it, then finds the builds.
build_previous() {
  local missing=() app
  for app in "${changed[@]}"; do
    [ -f "$cache/$app/.complete" ] || missing+=("$app")
  done
  if [ ${#missing[@]} = 0 ]; then
    step "Previous release (${short}): ${changed[*]} from the cache ($cache)"
  else
    step "Previous release (${short}): building ${missing[*]} in a worktree"
    local filters=()
    for app in "${missing[@]}"; do filters+=("--filter=$app"); done
    (
      cd "$old"
      pnpm install --frozen-lockfile --prefer-offline --reporter=silent
      pnpm "${filters[@]}" --workspace-concurrency=2 run build
    )
    for app in "${missing[@]}"; do
      rm -rf "${cache:?}/$app"
      mkdir -p "$cache/$app"
      cp -r "$old/$app/dist" "$cache/$app/dist"
      touch "$cache/$app/.complete"
    done
    # Keep the three most recently used releases.
    find "$cache_root" -mindepth 1 -maxdepth 1 -type d -printf '%T@ %p\n' | sort -rn | tail -n +4 |
      cut -d' ' -f2- | xargs -r rm -rf
  fi
  touch "$cache"
}
exec {cache_lock}>"$cache_root/.lock"
flock "$cache_lock"
build_previous
flock -u "$cache_lock"

if [ "$phase" = prepare ]; then
  step "Prepared: the previous release's changed apps are in the cache; SKEW_PHASE=run pairs them"
  exit 0
fi

# The previous release's dist of an app: the cached build when it changed, else this build.
previous_dist() {
  if [[ " ${changed[*]} " == *" $1 "* ]]; then echo "$cache/$1/dist"; else echo "$root/$1/dist"; fi
}

# A web root for the server (WEB_ROOT) holding the shell of one release and the remotes of the other; the
# server serves <root>/<app>/dist (copies of the two releases' builds).
compose() {
  local dir="$work/$1" shell_release=$2
  mkdir -p "$dir/shell"
  if [ "$shell_release" = previous ]; then
    cp -r "$(previous_dist shell)" "$dir/shell/dist"
  else
    cp -r "$root/shell/dist" "$dir/shell/dist"
  fi
  for app in "${apps[@]:1}"; do
    mkdir -p "$dir/$app"
    if [ "$shell_release" = previous ]; then
      cp -r "$root/$app/dist" "$dir/$app/dist"
    else
      cp -r "$(previous_dist "$app")" "$dir/$app/dist"
    fi
  done
}

failed=0
smoke() {
  # Each run gets its own data folder (environment.ts makes one when E2E_DATA_DIR is unset) and its own results
  # folder, so the e2e step's report stays as it was.
  (cd "$root/e2e" && env -u E2E_DATA_DIR WEB_ROOT="$work/$1" pnpm exec playwright test tests/smoke.spec.ts \
    ${SKEW_SPECS:-} --reporter=list,./support/failure-summary.ts --output="$work/results-$1") || failed=1
}

# A pairing whose "previous" side is this build is the e2e step's own smoke run: it is not run twice.
remotes_changed=0
for app in "${changed[@]}"; do [ "$app" = shell ] || remotes_changed=1; done
if [ "$remotes_changed" = 1 ]; then
  compose new-shell current
  step "Smoke: this commit's shell ($current) with the previous release's remotes (${short})"
  smoke new-shell
else
  echo "No remote changed since ${short}: this commit's shell with them is the e2e step's run."
fi
if [[ " ${changed[*]} " == *" shell "* ]]; then
  compose previous-shell previous
  step "Smoke: the previous release's shell (${short}) with this commit's remotes ($current)"
  smoke previous-shell
else
  echo "The shell did not change since ${short}: its pairing with this commit's remotes is the e2e step's run."
fi

step "Done: $([ "$failed" = 0 ] && echo 'every pairing passes' || echo 'a pairing FAILED')"
exit "$failed"
