#!/usr/bin/env bash
# Every test of the project, in the order a reviewer would want them to fail: cheap checks first.
# Run from the repository root after `pnpm install` (the README's test command does both).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step 'System packages'
bash scripts/ensure-system-deps.sh

step 'Lint (includes the import-direction rules)'
pnpm lint
pnpm format:check
node --test config/

step 'Build every package, app and the server'
pnpm build

step 'Unit, component and server tests'
pnpm test

step 'Storybook build'
pnpm storybook:build

step 'Story tests: every story renders, plays and passes axe (English; Arabic and Kurdish per component)'
pnpm storybook:test

step 'End-to-end journeys in Chromium'
pnpm e2e
