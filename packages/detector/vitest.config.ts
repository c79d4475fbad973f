import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'detector', passWithNoTests: true, testTimeout: 30_000 },
});
