import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the page has painted, then true: for parts below the fold whose
 * code need not compete with the first screen's (the browser's own `requestIdleCallback`, or a short timeout
 * where it has none).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
