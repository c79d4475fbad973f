import { SITE_ROUTES } from '@reviewsentry/contracts';

/** Every page of the site (from the shared route list) plus one path that is no page. */
export const SITE_PAGES = Object.values(SITE_ROUTES).map((route) => route.path);
export const UNKNOWN_PATH = '/this/page/does-not-exist';
