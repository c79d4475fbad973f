#!/usr/bin/env node
// Launcher of the compiled CLI (`npm run build` writes dist/main.js; docs/decisions/120). Works from any
// directory (`npx reviewsentry`, `node apps/cli/bin/reviewsentry.js`).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  console.error("reviewsentry: not built yet: run 'npm run build' in the repository first.");
  process.exit(1);
}
await import(entry.href);
