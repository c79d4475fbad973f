// Which way the page writes numeric dates: "03/04/2024" is 3 April on amazon.co.uk, groceries.asda.com (en-GB)
// or a German shop, and March 4 on an en-US page. Read from the page's own dates when one of them can be read only
// one way, else from its declared language (`<html lang>`, og:locale, Content-Language), else from the host's
// country domain; null when none tells (a .com page without a region), and the shared date parser then keeps its
// own default (ADR 110).
import type { DateOrder } from '@reviewsentry/review-values';
import { indexPage } from './page-index';
import type { PageInput } from './types';

// English-speaking regions that write the month first.
const MONTH_FIRST_REGIONS = new Set(['us', 'ph', 'ca']);
// Languages whose numeric dates lead with the year (2024/03/04): never ambiguous, so no order is needed.
const YEAR_FIRST_LANGUAGES = new Set(['ja', 'zh', 'ko', 'hu', 'lt', 'mn']);
// Country-code domains used as generic names (.io, .co, .ai, .tv …): they say nothing about the shop's locale.
const GENERIC_COUNTRY_DOMAINS = new Set([
  'io',
  'co',
  'ai',
  'tv',
  'me',
  'ly',
  'gg',
  'so',
  'to',
  'fm',
  'cc',
  'ws',
  'la',
  'im',
  'sh',
  'gl',
  'vc',
  'us',
  'ph',
  'ca',
]);

const YEAR_FIRST_DOMAINS = new Set(['jp', 'cn', 'kr', 'tw', 'hu', 'lt', 'mn']);

const cache = new WeakMap<object, DateOrder | null>();

export function pageDateOrder(page: PageInput): DateOrder | null {
  const cached = cache.get(page.$);
  if (cached !== undefined) return cached;
  const order =
    printedDateOrder(page.html) ??
    languageDateOrder(declaredLanguage(page)) ??
    hostDateOrder(page.url.hostname);
  cache.set(page.$, order);
  return order;
}

// A numeric date with a four-digit year last: "18/11/2025", "11.18.2025", "3-4-2024".
const NUMERIC_DATE = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2\d{4}(?![\d/.-])/g;

/**
 * The order the page's own numeric dates show: day first when one of them can be read only so ("18/11/2025"),
 * month first when one can be read only so ("11/18/2025"); null when none tells or they contradict each other.
 * The page's dates are better evidence than its language: a shop's state may write US dates under `lang="de"`.
 */
export function printedDateOrder(html: string): DateOrder | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const m of html.matchAll(NUMERIC_DATE)) {
    const [first, second] = [Number(m[1]), Number(m[3])];
    if (first > 12 && first <= 31 && second <= 12) dayFirst = true;
    else if (second > 12 && second <= 31 && first <= 12) monthFirst = true;
    if (dayFirst && monthFirst) return null;
  }
  return dayFirst ? 'dmy' : monthFirst ? 'mdy' : null;
}

/** The language the page declares: `<html lang>`, `og:locale` or a Content-Language meta. */
export function declaredLanguage(page: PageInput): string | null {
  for (const info of indexPage(page.$).all) {
    const a = info.element.attribs;
    if (info.element.name === 'html' && a.lang) return a.lang;
    if (info.element.name === 'meta') {
      if (a.property === 'og:locale' && a.content) return a.content;
      if (a['http-equiv']?.toLowerCase() === 'content-language' && a.content) return a.content;
    }
    if (info.element.name === 'body') break;
  }
  return null;
}

/** "en-GB" → day first, "en-US" → month first, "de" → day first, "en" → unknown. */
export function languageDateOrder(tag: string | null): DateOrder | null {
  const [language, region] = (tag ?? '').trim().toLowerCase().split(/[-_]/);
  if (!language || !/^[a-z]{2,3}$/.test(language)) return null;
  if (YEAR_FIRST_LANGUAGES.has(language)) return null;
  if (language !== 'en') return 'dmy';
  if (!region) return null;
  return MONTH_FIRST_REGIONS.has(region) ? 'mdy' : 'dmy';
}

/** amazon.co.uk, flipkart.in-style country domains write the day first; .com and generic ones do not tell. */
export function hostDateOrder(host: string): DateOrder | null {
  const tld = host.toLowerCase().split('.').pop() ?? '';
  if (tld.length !== 2 || GENERIC_COUNTRY_DOMAINS.has(tld)) return null;
  if (YEAR_FIRST_DOMAINS.has(tld)) return null;
  return 'dmy';
}
