#!/usr/bin/env bash
# The web app with hot reload (Vite, :5173, proxying to the API) and the API in watch mode (:3000, demo
# data), in one terminal. Settings come from .env when there is one (see .env.example).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f .env ]; then
  set -a
  . ./.env
  set +a
fi
# The command itself is the dev:servers script of package.json, where knip sees that it uses concurrently.
exec npm run dev:servers
