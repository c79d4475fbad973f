import { configDefaults, defineConfig } from 'vitest/config';

// Analysis tests start worker threads that each load the text model (about a second on a busy 2-core CI
// machine), so the default 5 s per test leaves too little room; the tests' own bounds stay as written.
// Tests against PostgreSQL and Redis (*.infra.test.ts) are their own project: vitest.infra.config.ts.
export default defineConfig({
  test: {
    name: 'server',
    passWithNoTests: true,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    globalSetup: ['./test/global-setup.ts'],
    exclude: [...configDefaults.exclude, '**/*.infra.test.ts'],
  },
});
