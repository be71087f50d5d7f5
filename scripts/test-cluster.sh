#!/usr/bin/env bash
# npm run test:cluster: three server processes of the production build behind nginx, on one PostgreSQL
# and Redis (apps/api/test/cluster). With --if-configured (npm test), a machine without DATABASE_URL
# and REDIS_URL skips it with one line.
set -euo pipefail
if [ -z "${DATABASE_URL:-}" ] || [ -z "${REDIS_URL:-}" ]; then
  if [ "${1:-}" = --if-configured ]; then
    echo "Cluster test skipped: it needs DATABASE_URL and REDIS_URL (npm run test:cluster)."
    exit 0
  fi
  echo "npm run test:cluster needs DATABASE_URL (a PostgreSQL server where it may create a database) and REDIS_URL." >&2
  exit 1
fi
bash scripts/ensure-nginx.sh
npm run build -w @food/api
exec npx vitest run --config vitest.cluster.config.ts
