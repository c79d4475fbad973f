import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy and waitFor wait for what must appear; on the loaded 2-core CI machine a render can take over a second
// (Testing Library's default wait). The wait catches what never appears, not slowness: speed is the benchmarks' job.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Pages remember things in localStorage (the tool's history): each test starts with none.
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// A React warning (act, keys, invalid DOM nesting) is a bug: any console.error fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});

// jsdom has no layout, so it does not implement scrolling; React Router's scroll restoration calls it.
window.scrollTo = () => undefined;
