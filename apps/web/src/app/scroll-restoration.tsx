import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll position of each history entry, for Back and Forward. */
const positions = new Map<string, number>();
/**
 * The entry shown now. Set in the same commit that shows it, before any scrolling, so a scroll event that arrives
 * later (ours, or the browser clamping a shorter page) is never filed under the page that was left.
 */
let shownKey: string | null = null;

/**
 * The scrolling a multi-page site would get from the browser: a new page opens at its top (or at its #anchor),
 * and Back / Forward return to where that page was left.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (shownKey !== null) positions.set(shownKey, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    shownKey = location.key;
    const saved = positions.get(location.key);
    if (navigation === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigation !== 'POP') window.scrollTo(0, 0);
    // Only a change of history entry moves the page (not a re-render of the same one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
