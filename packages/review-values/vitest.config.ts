import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'review-values' } });
