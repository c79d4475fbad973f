import { REPORT_PAGE_PREFIX, SITE_ROUTES, type SiteRouteName } from '@reviewsentry/contracts';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { RootLayout } from './root-layout';

/** A page module's named export as the default export React.lazy expects. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

// One entry per page in the shared route list: `satisfies` makes a page added to SITE_ROUTES without a
// component here a type error, so the server's list of 200-paths and the SPA's pages cannot drift apart.
// The home page is bundled with the entry (it is the landing page, and a lazy chunk would add a round trip
// before first paint); every other page is its own chunk, fetched on first visit.
export const PAGES = {
  home: HomePage,
  features: page(
    () => import('../features/features/components/features-page'),
    (m) => m.FeaturesPage,
  ),
  about: page(
    () => import('../features/about/components/about-page'),
    (m) => m.AboutPage,
  ),
  contact: page(
    () => import('../features/contact/components/contact-page'),
    (m) => m.ContactPage,
  ),
  blogs: page(
    () => import('../features/news/components/news-page'),
    (m) => m.NewsPage,
  ),
  faq: page(
    () => import('../features/faq/components/faq-page'),
    (m) => m.FaqPage,
  ),
  tool: page(
    () => import('../features/tool/components/tool-page'),
    (m) => m.ToolPage,
  ),
  privacy: page(
    () => import('../features/legal/components/privacy-page'),
    (m) => m.PrivacyPage,
  ),
  terms: page(
    () => import('../features/legal/components/terms-page'),
    (m) => m.TermsPage,
  ),
  apiDocs: page(
    () => import('../features/api-docs/components/api-docs-page'),
    (m) => m.ApiDocsPage,
  ),
} satisfies Record<SiteRouteName, ComponentType>;

/** A saved report's page: not in SITE_ROUTES because it takes an id (the server answers it itself). */
const ReportPage = page(
  () => import('../features/reports/components/report-page'),
  (m) => m.ReportPage,
);

const NotFoundPage = page(
  () => import('../features/not-found/components/not-found-page'),
  (m) => m.NotFoundPage,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {(Object.keys(SITE_ROUTES) as SiteRouteName[]).map((name) => {
          const Page = PAGES[name];
          return <Route key={name} path={SITE_ROUTES[name].path} element={<Page />} />;
        })}
        <Route path={`${REPORT_PAGE_PREFIX}:id`} element={<ReportPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
