import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development the API server runs separately on :5000 (scripts/dev.sh); Vite forwards API calls to it so
// the SPA always talks to its own origin, exactly as in production where the server serves the built files.
const API_TARGET = 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // zod as the browser needs it: without eval, which the CSP forbids (src/config/zod-browser.ts).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/config/zod-browser.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/healthz': API_TARGET,
      // The analysis endpoints sit at the root, where the spec's original client posted them.
      '/upload': API_TARGET,
      '/analyze': API_TARGET,
    },
  },
  build: {
    // dist/.vite/manifest.json: the server reads it to preload the chunks of the page it serves.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
});
