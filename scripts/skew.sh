#!/usr/bin/env bash
# Version skew: remotes are deployed alone, so a shell must work with the previous release's remotes and the
# previous shell with this commit's remotes. This builds the previous release's shell and remotes in a fresh git
# worktree, then runs the smoke journeys (e2e/tests/smoke.spec.ts) twice on this commit's server:
#   1. this commit's shell with the previous release's five remotes,
#   2. the previous release's shell with this commit's five remotes.
# The server is this commit's in both runs (it is deployed first; API compatibility is the server suite's job).
#
# Usage: bash scripts/skew.sh [previous-ref]
#   previous-ref: the last release, e.g. the last commit CI landed on main. Default $SKEW_BASE, else HEAD~1
#   (on main, the commit before this one); on a branch, pass main.
# E2E_PORT picks the server's port (8181 by default); SKEW_SPECS other spec files to run too, each journey
# needing only what both releases have. Not in CI yet.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
SECONDS=0

step() { printf '\n==> %s (%ds)\n' "$*" "$SECONDS"; }

base=${1:-${SKEW_BASE:-HEAD~1}}
previous=$(git rev-parse --verify --quiet "$base^{commit}") || {
  echo "skew: '$base' is not a commit of this repository" >&2
  exit 2
}
current=$(git rev-parse --short HEAD)

work=$(mktemp -d "${TMPDIR:-/tmp}/talent-pool-skew.XXXXXX")
old="$work/previous"
cleanup() {
  git -C "$root" worktree remove --force "$old" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

apps=(shell mfe-directory mfe-builder mfe-account mfe-profile mfe-employer)
filters=()
for app in "${apps[@]}"; do filters+=("--filter=$app"); done

step "This commit ($current): server, shell and remotes"
pnpm "${filters[@]}" --filter=@talent/server --workspace-concurrency=2 run build

step "Previous release (${previous:0:7}): shell and remotes, in a fresh worktree"
git worktree add --detach "$old" "$previous"
(
  cd "$old"
  pnpm install --frozen-lockfile --prefer-offline --reporter=silent
  pnpm "${filters[@]}" --workspace-concurrency=2 run build
)

# What the pairings can prove: an app whose sources (and the packages it bundles) did not change between the two
# releases pairs with itself there.
for app in "${apps[@]}"; do
  if git diff --quiet "$previous" HEAD -- "$app" packages pnpm-lock.yaml; then
    echo "$app: the same sources in both releases"
  else
    echo "$app: it or the packages changed since ${previous:0:7} ($(git diff --shortstat "$previous" HEAD -- "$app" packages | sed 's/^ //'))"
  fi
done

# A web root for the server (WEB_ROOT) holding the shell of one release and the remotes of the other; the
# server serves <root>/<app>/dist (copies of the two trees' builds).
compose() {
  local shell_tree=$2 remotes_tree=$3 dir="$work/$1"
  mkdir -p "$dir/shell"
  cp -r "$shell_tree/shell/dist" "$dir/shell/dist"
  for app in "${apps[@]:1}"; do
    mkdir -p "$dir/$app"
    cp -r "$remotes_tree/$app/dist" "$dir/$app/dist"
  done
}
compose new-shell "$root" "$old"
compose previous-shell "$old" "$root"

failed=0
smoke() {
  # Each run gets its own data folder (environment.ts makes one when E2E_DATA_DIR is unset).
  (cd "$root/e2e" && env -u E2E_DATA_DIR WEB_ROOT="$1" pnpm exec playwright test tests/smoke.spec.ts ${SKEW_SPECS:-}) || failed=1
}

step "Smoke: this commit's shell ($current) with the previous release's remotes (${previous:0:7})"
smoke "$work/new-shell"

step "Smoke: the previous release's shell (${previous:0:7}) with this commit's remotes ($current)"
smoke "$work/previous-shell"

step "Done: $([ "$failed" = 0 ] && echo 'both pairings pass' || echo 'a pairing FAILED')"
exit "$failed"
