#!/usr/bin/env bash
# Development: the compiled API server on :5000, rebuilt by esbuild and restarted by Node on every change, and
# Vite's dev server (proxies /api to it).
set -euo pipefail
cd "$(dirname "$0")/.."
trap 'kill 0' EXIT
npx tsx scripts/build-node.ts
npx tsx scripts/build-node.ts --watch &
node --enable-source-maps --watch-path=apps/server/dist apps/server/dist/main.js &
npm run dev -w @reviewsentry/web &
wait
