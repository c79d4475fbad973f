import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'scraper', passWithNoTests: true, testTimeout: 30_000 },
});
