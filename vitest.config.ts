import { defineConfig } from 'vitest/config';

// Each workspace owns its own vitest.config.ts; the root only lists them (and the server's second project, its
// tests against PostgreSQL and Redis).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'ml', 'apps/server/vitest.infra.config.ts'],
  },
});
