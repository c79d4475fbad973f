import { defineConfig } from 'vitest/config';

// The CLI tests start the real bin as a child process (tsx + the detector's model load), so they get more time.
export default defineConfig({ test: { name: 'cli', testTimeout: 60_000, hookTimeout: 30_000 } });
