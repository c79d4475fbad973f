import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { PageBoundary } from './page-boundary';
import { ScrollRestoration } from './scroll-restoration';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // After a client-side page change, move focus to the new content so screen-reader and keyboard users
  // start at the top of the page they asked for (a full page load does this by itself).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* While the first page's chunk arrives the header paints at once and the main area holds a screen's
            height, so the footer stays below the fold and nothing visible moves when the page appears. Later
            navigations run in a transition: this boundary (mounted once) keeps the current page meanwhile. */}
        <Suspense fallback={<div className="min-h-screen" />}>
          <PageBoundary key={pathname}>
            <Outlet />
          </PageBoundary>
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
