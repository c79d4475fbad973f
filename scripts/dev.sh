#!/usr/bin/env bash
# Development: the API server on :5000 (restarts on change) and Vite's dev server (proxies /api to it).
set -euo pipefail
cd "$(dirname "$0")/.."
trap 'kill 0' EXIT
npx tsx watch apps/server/src/main.ts &
npm run dev -w @reviewsentry/web &
wait
