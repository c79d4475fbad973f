import { defineConfig } from 'vitest/config';

// The server's tests against real PostgreSQL and Redis (files named *.infra.test.ts). Their global setup starts a
// throwaway server of each for the run (test/infra); it runs only when one of these files is selected, so the
// other server tests never pay for it.
export default defineConfig({
  test: {
    name: 'server-infra',
    include: ['src/**/*.infra.test.ts', 'test/**/*.infra.test.ts'],
    globalSetup: ['./test/global-setup.ts', './test/infra/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
