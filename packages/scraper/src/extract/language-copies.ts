// A page may print its reviews once per language, a language switch showing one list and hiding the others (by
// style, or as inactive tabs). The copies are the same reviews, translated: the same writers, stars and days in the
// same order. Read as lists of their own they counted every review once per language, and the same writer seemed
// to review the product again. The copy in the page's language is kept, else the first.
import type { Element } from 'domhandler';
import type { IndexedElement } from './page-index';
import type { ReviewDraft } from './types';

interface ReadReview {
  block: IndexedElement;
  review: ReviewDraft;
}

/** Who wrote it, the stars and the day: what a translation leaves as it is. Null when it names neither writer nor day. */
function byline(review: ReviewDraft): string | null {
  if (!review.reviewer && !review.date) return null;
  return `${review.reviewer ?? ''}|${review.rating ?? ''}|${review.date ?? ''}`;
}

/** The language of the nearest element that declares one, as its primary subtag ("de" of "de-AT"). */
function languageOf(element: Element): string | null {
  for (let at: Element | null = element; at; at = at.parent as Element | null) {
    const lang = at.attribs?.lang;
    if (lang) return primary(lang);
  }
  return null;
}

const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The lists without those that repeat another's reviews in another language. */
export function withoutLanguageCopies<T extends ReadReview>(
  lists: readonly T[][],
  pageLanguage: string | null,
): T[][] {
  const keyOf = (list: readonly T[]) => {
    const bylines = list.map((read) => byline(read.review));
    return list.length >= 2 && bylines.every((b) => b !== null) ? bylines.join('\n') : null;
  };
  const groups = new Map<string, T[][]>();
  for (const list of lists) {
    const key = keyOf(list);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(list);
    else groups.set(key, [list]);
  }
  const language = pageLanguage ? primary(pageLanguage) : null;
  const dropped = new Set<T[]>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const kept =
      group.find((list) => language !== null && languageOf(list[0]!.block.element) === language) ??
      group[0]!;
    for (const list of group) if (list !== kept) dropped.add(list);
  }
  return lists.filter((list) => !dropped.has(list));
}
