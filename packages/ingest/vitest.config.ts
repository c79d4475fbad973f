import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'ingest', passWithNoTests: true, testTimeout: 30_000 },
});
