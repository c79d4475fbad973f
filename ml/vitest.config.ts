import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'ml', passWithNoTests: true, testTimeout: 30_000 },
});
