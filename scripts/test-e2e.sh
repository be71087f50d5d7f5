#!/usr/bin/env bash
# npm run test -w @food/e2e: the desktop (1280 px) and phone (390 px) projects at the same time, each
# with a server, database, mail catcher and port of its own (the specs share one demo store, so two
# workers on one server would disturb each other). Each run's output is printed once it ends.
# E2E_PROJECTS=desktop (or phone) runs only that one; extra arguments go to both runs.
set -uo pipefail
cd "$(dirname "$0")/../e2e"
projects=(${E2E_PROJECTS:-desktop phone})
base=${E2E_PORT:-3100}
logs=$(mktemp -d)
pids=()
for i in "${!projects[@]}"; do
  project=${projects[$i]}
  E2E_PORT=$((base + 50 * i)) npx playwright test "$@" --project="$project" --output="test-results/$project" >"$logs/$project.log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!projects[@]}"; do
  wait "${pids[$i]}" || status=1
  echo "=== end-to-end, ${projects[$i]} ==="
  cat "$logs/${projects[$i]}.log"
done
rm -rf "$logs"
exit $status
