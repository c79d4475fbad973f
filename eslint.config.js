// One lint setup for the whole workspace: ESLint (flat config) for correctness, Prettier for layout.
// See docs/decisions/002-lint-and-format.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const APPS_AND_ML = {
  group: ['@reviewsentry/server', '@reviewsentry/web', '@reviewsentry/ml', '@reviewsentry/ml/*'],
  message: 'Packages never import apps or ml.',
};
const TEST_HELPERS = {
  group: ['@reviewsentry/test-support', '@reviewsentry/test-support/*', '**/test/*'],
  message: 'Production code never imports test helpers.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.lighthouse/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The SPA may only import shared contracts, never server-side packages.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@reviewsentry/detector',
                '@reviewsentry/ingest',
                '@reviewsentry/review-values',
                '@reviewsentry/scraper',
                '@reviewsentry/server',
                '@reviewsentry/ml',
                '@reviewsentry/test-support',
              ],
              message: 'The web app may import only @reviewsentry/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      // Packages never import apps or ml (STYLE.md: direction of imports).
      'no-restricted-imports': ['error', { patterns: [APPS_AND_ML] }],
    },
  },
  {
    // Production code never imports test helpers (docs/decisions/001).
    files: ['apps/server/src/**/*.ts', 'apps/cli/src/**/*.ts', 'ml/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_HELPERS] }] },
  },
  {
    // Packages: both rules (a later rule setting replaces an earlier one for the same files).
    files: ['packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/detector/src/test-fixtures/**', '**/fixtures/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APPS_AND_ML, TEST_HELPERS] }] },
  },
  {
    // Code that runs patterns on text from outside (pages, uploads, requests): no pattern whose time can grow
    // faster than the text (docs/decisions/119-patterns-on-untrusted-text.md).
    files: ['packages/*/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/cli/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  prettier,
);
