import { defineConfig } from 'vitest/config';

// Each workspace owns its own vitest.config.ts; the root only lists them (and the server's second project, its
// tests against PostgreSQL and Redis). One test file per core: vitest's default (cores - 1) runs one file at a
// time on a 2-core machine, while many files wait on sockets, worker threads or child processes for much of
// their time. The projects' time limits (30 s and more) catch hangs,
// not slowness: a CPU-heavy property test that takes a second alone takes several on the loaded shared machine,
// and must not fail for it; speed is checked by the benchmarks (bench/), never by tests.
export default defineConfig({
  test: {
    maxWorkers: '100%',
    projects: ['packages/*', 'apps/*', 'ml', 'test-support', 'apps/server/vitest.infra.config.ts'],
  },
});
