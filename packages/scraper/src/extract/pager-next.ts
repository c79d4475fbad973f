// Pagers that name the next page without a link labelled Next: a row of page numbers, and a pager written as a
// form. findNextLink (page-meta.ts) asks these after the labelled links.
import { hintsOf } from './field-hints';
import { indexPage, type IndexedElement } from './page-index';
import { absolute } from './page-address';
import type { PageInput } from './types';

const CURRENT_MARK = /(?:^|\s)(?:current|active|selected|is-current|is-active)(?:\s|$)/i;
const PAGER_HINT = /pag/i;

/**
 * In a pager of page numbers with no next link (Bootstrap's pagination, Zen Cart's split pages), the link to the
 * number after the one marked current (`aria-current="page"`, a current or active class).
 */
export function numberedPagerNext(page: PageInput): string | null {
  const { all } = indexPage(page.$);
  const scanned = new Set<IndexedElement>(); // each pager once, however many marks it holds
  for (const info of all) {
    const a = info.element.attribs;
    if (a['aria-current'] !== 'page' && !CURRENT_MARK.test(a.class ?? '')) continue;
    const current = /^\d{1,5}$/.test(info.short ?? '') ? Number(info.short) : null;
    if (current === null) continue;
    let pager = info.parent;
    for (let up = 0; pager && up < 3 && !PAGER_HINT.test(hintsOf(pager.element)); up++)
      pager = pager.parent;
    if (!pager || !PAGER_HINT.test(hintsOf(pager.element)) || scanned.has(pager)) continue;
    scanned.add(pager);
    const next = String(current + 1);
    for (let i = pager.order; i <= pager.end; i++) {
      const link = all[i]!;
      if (link.element.name === 'a' && link.short === next && link.element.attribs.href)
        return link.element.attribs.href;
    }
  }
  return null;
}

// A pager's page field (Shopware 6's radio inputs named `p`), and the words that mark the next page's one.
const PAGE_FIELD = /^(?:p|page|pagenumber)$/i;
const NEXT_MARK = /(?:^|[\s_-])next(?:$|[\s_-])/i;
// A form's anti-forgery token is the visitor's session, not part of the list's address.
const TOKEN_FIELD = /csrf|token/i;

/**
 * The next page of a pager written as a form (Shopware 6's review pager: radio inputs named `p`, the next one in
 * `li.page-next`, submitted to the form's action): the action with the form's other fields and the next page's
 * number as its query, as a form sent with GET asks for it. A disabled field is no next page.
 */
export function formPagerNext(page: PageInput, base: URL): string | null {
  const { all } = indexPage(page.$);
  for (const info of all) {
    const a = info.element.attribs;
    if (info.element.name !== 'input' || !PAGE_FIELD.test(a.name ?? '') || a.disabled !== undefined)
      continue;
    const marks = [a.id, a.class, info.parent?.element.attribs.class].join(' ');
    if (
      !/^(?:radio|submit)$/i.test(a.type ?? '') ||
      !NEXT_MARK.test(marks) ||
      !/^\d{1,5}$/.test(a.value ?? '')
    )
      continue;
    let form = info.parent;
    while (form && form.element.name !== 'form') form = form.parent;
    const action = form ? absolute(form.element.attribs.action || page.url.href, base) : null;
    if (!form || !action) continue;
    const url = new URL(action);
    for (const field of all.slice(form.order + 1, form.end + 1)) {
      const f = field.element.attribs;
      if (
        field.element.name === 'input' &&
        f.type === 'hidden' &&
        f.name &&
        !TOKEN_FIELD.test(f.name)
      )
        url.searchParams.append(f.name, f.value ?? '');
    }
    url.searchParams.set(a.name!, a.value!);
    return url.href;
  }
  return null;
}
