import { defineConfig } from 'vitest/config';

// Each workspace owns its own vitest.config.ts; the root only lists them.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'ml', 'test-support'],
  },
});
