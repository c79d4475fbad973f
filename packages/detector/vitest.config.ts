import { defineConfig } from 'vitest/config';
import { HANG_TIMEOUT_MS } from '../../vitest.shared';

export default defineConfig({
  test: { name: 'detector', passWithNoTests: true, testTimeout: HANG_TIMEOUT_MS },
});
