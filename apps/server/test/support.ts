// Shared helpers for the server tests: throw-away folders, a tiny built-SPA stand-in, explicit configs
// and a log collector. Nothing here replaces our own code.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll } from 'vitest';
import { loadEnv, type AppConfig } from '../src/config/env';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder under the OS temp dir, removed after the test file. */
export function tempDir(prefix = 'rs-server-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export const INDEX_MARKER = '<!-- reviewsentry test index -->';
export const HASHED_ASSET = '/assets/index-Abc123.js';

/** Writes what `vite build` leaves behind, in miniature: index.html, a hashed asset, a root file. */
export function writeDistFixture(dir = tempDir('rs-dist-')): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head>${INDEX_MARKER}<script type="module" src="${HASHED_ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  // Big enough (> 1 kB) for compression to apply.
  writeFileSync(
    path.join(dir, HASHED_ASSET),
    `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** A config built the way main.ts builds it, from explicit variables, with test-friendly defaults. */
export function testConfig(vars: Record<string, string> = {}): AppConfig {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tempDir('rs-data-'),
    WEB_DIST_DIR: writeDistFixture(),
    // Unreachable on purpose: no test may touch the real Guardian API.
    GUARDIAN_API_URL: 'http://127.0.0.1:9',
    FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000',
    ...vars,
  });
}

/** Collects pino's JSON lines so tests can check what was (and was not) logged. */
export function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}
