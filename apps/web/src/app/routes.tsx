import { REPORT_PAGE_PREFIX, SITE_ROUTES, type SiteRouteName } from '@reviewsentry/contracts';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageRoute = Pick<RouteObject, 'Component' | 'lazy'>;

// One entry per page in the shared route list: `satisfies` makes a page added to SITE_ROUTES without a
// component here a type error, so the server's list of 200-paths and the SPA's pages cannot drift apart.
// The home page is bundled with the entry (it is the landing page, and a lazy chunk would add a round trip
// before first paint); every other page is its own chunk, fetched on first visit.
const PAGES = {
  home: { Component: HomePage },
  features: {
    lazy: () =>
      import('../features/features/components/features-page').then((m) => ({
        Component: m.FeaturesPage,
      })),
  },
  about: {
    lazy: () =>
      import('../features/about/components/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  contact: {
    lazy: () =>
      import('../features/contact/components/contact-page').then((m) => ({
        Component: m.ContactPage,
      })),
  },
  blogs: {
    lazy: () =>
      import('../features/news/components/news-page').then((m) => ({ Component: m.NewsPage })),
  },
  faq: {
    lazy: () =>
      import('../features/faq/components/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
  tool: {
    lazy: () =>
      import('../features/tool/components/tool-page').then((m) => ({ Component: m.ToolPage })),
  },
  privacy: {
    lazy: () =>
      import('../features/legal/components/privacy-page').then((m) => ({
        Component: m.PrivacyPage,
      })),
  },
  terms: {
    lazy: () =>
      import('../features/legal/components/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  apiDocs: {
    lazy: () =>
      import('../features/api-docs/components/api-docs-page').then((m) => ({
        Component: m.ApiDocsPage,
      })),
  },
} satisfies Record<SiteRouteName, PageRoute>;

/** A saved report's page: not in SITE_ROUTES because it takes an id (the server answers it itself). */
const report: RouteObject = {
  path: `${REPORT_PAGE_PREFIX}:id`,
  lazy: () =>
    import('../features/reports/components/report-page').then((m) => ({
      Component: m.ReportPage,
    })),
};

const notFound: PageRoute = {
  lazy: () =>
    import('../features/not-found/components/not-found-page').then((m) => ({
      Component: m.NotFoundPage,
    })),
};

const pageRoutes: RouteObject[] = (Object.keys(SITE_ROUTES) as SiteRouteName[]).map((name) => ({
  path: SITE_ROUTES[name].path,
  ...PAGES[name],
}));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Nothing to show before the first lazy page arrives; the static HTML is an empty shell anyway.
    HydrateFallback: () => null,
    children: [
      {
        // Pathless layout route: errors render inside the header/footer frame.
        errorElement: <RouteError />,
        children: [...pageRoutes, report, { path: '*', ...notFound }],
      },
    ],
  },
];
