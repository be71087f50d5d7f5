#!/usr/bin/env bash
# npm run lint:circles: no import circles (.dependency-cruiser.cjs), type-only and lazy imports included.
# Each workspace is cruised from its folder with its own tsconfig, so that its path aliases resolve.
set -euo pipefail
cd "$(dirname "$0")/.."
config=$PWD/.dependency-cruiser.cjs
for workspace in apps/api apps/web packages/contract packages/money packages/i18n packages/opening-hours; do
  folders=(src)
  [ -d "$workspace/test" ] && folders+=(test)
  (cd "$workspace" && npx depcruise --config "$config" --ts-config tsconfig.json "${folders[@]}")
done
npx depcruise --config "$config" e2e bench
