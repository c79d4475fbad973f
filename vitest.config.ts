import { defineConfig } from 'vitest/config';

// Each workspace owns its own vitest.config.ts; the root only lists them. One test file per core: vitest's
// default (cores - 1) runs one file at a time on a 2-core machine, while most files wait on sockets, worker
// threads or child processes for much of their time.
export default defineConfig({
  test: {
    maxWorkers: '100%',
    projects: ['packages/*', 'apps/*', 'ml', 'test-support'],
  },
});
