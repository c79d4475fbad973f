import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { HANG_TIMEOUT_MS } from '../../vitest.shared';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    testTimeout: HANG_TIMEOUT_MS,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
