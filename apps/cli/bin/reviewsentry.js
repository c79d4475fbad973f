#!/usr/bin/env node
// Launcher: the workspace ships TypeScript source without a build step, so register tsx's ESM loader and run
// src/main.ts. Works from any directory (`npx reviewsentry`, `node apps/cli/bin/reviewsentry.js`) on Node 20.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
