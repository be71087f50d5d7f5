#!/usr/bin/env bash
# npm test: every stage in order, stopping at the first that fails, then how long each took. With
# STAGE_TIMES set to a file (.ci/run does), the lines are appended there too, for the whole run's summary.
set -uo pipefail
stages=(
  "lint|npm run lint"
  "types|npm run typecheck"
  "unit, web and API (Vitest)|npm run test:unit"
  "build and end-to-end (Playwright)|npm run test:e2e"
  "cluster|bash scripts/test-cluster.sh --if-configured"
)
summary=()
status=0
for stage in "${stages[@]}"; do
  name=${stage%%|*}
  started=$SECONDS
  bash -c "${stage#*|}"
  status=$?
  line=$(printf '%-36s %4d:%02d%s' "$name" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$([ $status -ne 0 ] && echo '  FAILED')")
  summary+=("$line")
  [ $status -ne 0 ] && break
done
echo
echo "Stage times (minutes:seconds)"
printf '%s\n' "${summary[@]}" | tee -a "${STAGE_TIMES:-/dev/null}"
exit $status
