// WordPress paginates a post's comments (WooCommerce's reviews are comments) and, by default, shows the newest
// page first: the product page itself is the last comment page, and paginate_comments_links() lists the older
// ones (`…/comment-page-2/`, or `?cpage=2` without pretty links) with "←" before them and no next link. Those
// older pages are where the rest of the reviews are: they become numbered pages, newest first. Block themes print
// only the previous and next comments links instead (WooCommerce's Product Reviews block: "Older Reviews",
// "Newer Reviews" in the shop's words), told apart by their classes.
import type { Element } from 'domhandler';
import { indexPage } from './page-index';
import { absolute, documentBase, sameSite } from './page-address';
import type { Pagination, PageInput } from './types';

const PAGE_NUMBER = /\/comment-page-(\d{1,5})\/?$|[?&]cpage=(\d{1,5})(?:&|$)/;

/** The comment pages after the one a page shows, or null. */
export function commentPagination(page: PageInput): Pagination | null {
  return olderCommentPages(page) ?? adjacentCommentPages(page);
}

/** The older comment pages of a page that shows the newest one, or null. */
function olderCommentPages(page: PageInput): Pagination | null {
  const index = indexPage(page.$);
  const base = documentBase(page);
  let current: number | null = null;
  const links = new Map<number, string>();
  for (const info of index.all) {
    const { element } = info;
    const classes = ` ${element.attribs.class ?? ''} `;
    if (!classes.includes(' page-numbers ')) continue;
    if (element.name !== 'a') {
      if (classes.includes(' current ')) current = Number(info.short ?? NaN);
      continue;
    }
    const href = absolute(element.attribs.href, base);
    if (!href) continue;
    const url = new URL(href);
    url.hash = '';
    const m = PAGE_NUMBER.exec(`${url.pathname}${url.search}`);
    if (m && sameSite(url, page.url)) links.set(Number(m[1] ?? m[2]), url.href);
  }
  if (current === null || !Number.isInteger(current) || current < 2 || links.size === 0)
    return null;
  if ([...links.keys()].some((n) => n > current!)) return null;
  const [known, template] = [...links][0]!;
  const urlOf = (n: number) =>
    links.get(n) ??
    template.replace(PAGE_NUMBER, (whole) => whole.replace(String(known), String(n)));
  const newest = current;
  return {
    kind: 'numbered',
    current: 0,
    totalPages: newest - 1,
    pageUrl: (k) => urlOf(newest - k),
  };
}

// The classes WordPress's previous and next comments links carry (the blocks' `…-pagination-previous`,
// `the_comments_navigation()`'s `nav-previous` around the link), in any language the words are in.
const PREVIOUS_CLASS = /(?:^|[\s_-])prev(?:ious)?(?:$|[\s_-])/i;
const NEXT_CLASS = /(?:^|[\s_-])next(?:$|[\s_-])/i;

/**
 * The pages behind WordPress's previous and next comments links: a next link is followed page after page (the
 * oldest page shown first); a previous link to page N from a page without a next one makes this page N + 1, the
 * newest, and pages N down to 1 the older ones.
 */
function adjacentCommentPages(page: PageInput): Pagination | null {
  const base = documentBase(page);
  let previous: { n: number; url: string } | null = null;
  let next: string | null = null;
  for (const { element } of indexPage(page.$).all) {
    if (element.name !== 'a') continue;
    const href = absolute(element.attribs.href, base);
    if (!href) continue;
    const url = new URL(href);
    url.hash = '';
    const m = PAGE_NUMBER.exec(`${url.pathname}${url.search}`);
    if (!m || !sameSite(url, page.url) || url.href === page.url.href) continue;
    const classes = `${element.attribs.class ?? ''} ${(element.parent as Element | null)?.attribs?.class ?? ''}`;
    if (PREVIOUS_CLASS.test(classes)) previous ??= { n: Number(m[1] ?? m[2]), url: url.href };
    else if (NEXT_CLASS.test(classes)) next ??= url.href;
  }
  if (next) return { kind: 'next', url: next };
  if (!previous) return null;
  const { n: older, url: template } = previous;
  return {
    kind: 'numbered',
    current: 0,
    totalPages: older,
    pageUrl: (k) =>
      template.replace(PAGE_NUMBER, (whole) => whole.replace(String(older), String(older + 1 - k))),
  };
}
