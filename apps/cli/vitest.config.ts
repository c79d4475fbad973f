import { defineConfig } from 'vitest/config';

// Most CLI tests run the command in-process; a few start the built command as a child process (node + the
// detector's model load), so they get more time.
export default defineConfig({
  test: {
    name: 'cli',
    testTimeout: 60_000,
    hookTimeout: 30_000,
    globalSetup: ['./test/global-setup.ts'],
  },
});
