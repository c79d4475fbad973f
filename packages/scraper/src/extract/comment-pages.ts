// WordPress paginates a post's comments (WooCommerce's reviews are comments) and, by default, shows the newest
// page first: the product page itself is the last comment page, and paginate_comments_links() lists the older
// ones (`…/comment-page-2/`, or `?cpage=2` without pretty links) with "←" before them and no next link. Those
// older pages are where the rest of the reviews are: they become numbered pages, newest first.
import { indexPage } from './page-index';
import { absolute, documentBase, sameSite } from './page-address';
import type { Pagination, PageInput } from './types';

const PAGE_NUMBER = /\/comment-page-(\d{1,5})\/?$|[?&]cpage=(\d{1,5})(?:&|$)/;

/** The older comment pages of a page that shows the newest one, or null. */
export function olderCommentPages(page: PageInput): Pagination | null {
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
