// The one list of the site's pages. The SPA builds its router from it and the server uses it to decide
// which paths get index.html with 200 and which get the 404 page with status 404.

export interface SiteRoute {
  path: string;
  /** Label used in navigation where the page appears there. */
  title: string;
}

export const SITE_ROUTES = {
  home: { path: '/', title: 'Home' },
  features: { path: '/features', title: 'How it works' },
  about: { path: '/about', title: 'About us' },
  contact: { path: '/contact', title: 'Contact' },
  blogs: { path: '/blogs', title: 'Scam news' },
  faq: { path: '/faq', title: 'FAQs' },
  tool: { path: '/modeltryitout', title: 'Analyze reviews' },
  privacy: { path: '/privacy', title: 'Privacy' },
  terms: { path: '/terms', title: 'Terms of use' },
  apiDocs: { path: '/api-docs', title: 'API documentation' },
} as const satisfies Record<string, SiteRoute>;

export type SiteRouteName = keyof typeof SITE_ROUTES;

export const SITE_PATHS: readonly string[] = Object.values(SITE_ROUTES).map((r) => r.path);

/** True when `pathname` is a page of the site (trailing slash tolerated, query ignored). */
export function isSitePath(pathname: string): boolean {
  const clean = pathname.split(/[?#]/, 1)[0] ?? '/';
  const normalised = clean.length > 1 ? clean.replace(/(?<!\/)\/+$/, '') : clean;
  return SITE_PATHS.includes(normalised);
}

/** The page of a saved report (/r/<id>): not in SITE_ROUTES because it takes an id; the server answers it itself. */
export const REPORT_PAGE_PREFIX = '/r/';
export const reportPagePath = (id: string) => `${REPORT_PAGE_PREFIX}${id}`;
