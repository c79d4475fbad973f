// The labels a shop prints over the parts of a review written as answers to its prompts ("Pros:", Rozetka's
// "Переваги:" in a `<dt>`): structure, not the writer's words. Only a label that stands alone as its part's heading
// is left out; one the writer typed into a sentence ("Pros: light. Cons: …") is theirs.
import { isNoneAnswer } from '@reviewsentry/review-values';
import type { IndexedElement, PageIndex } from './page-index';

const PART_LABEL = new RegExp(
  `^(?:${[
    // en: the common prompt pair (Amazon's and Best Buy's review forms, Capterra's columns, ADR 178).
    'pros',
    'cons',
    'advantages',
    'disadvantages',
    // ru: Rozetka's /ru/ comments and Ozon's review card (also Wildberries' form).
    'достоинства',
    'недостатки',
    'комментарий',
    // uk: Rozetka's comments.
    'переваги',
    'недоліки',
    'коментар',
    // pl: Ceneo's opinions.
    'zalety',
    'wady',
  ].join('|')})\\s*:?$`,
  'iu',
);

/** The element's words are only a prompt's label, and words follow it in its parent: it heads a part. */
export function isPartHeading(info: IndexedElement, index: PageIndex): boolean {
  if (!info.short || !PART_LABEL.test(info.short)) return false;
  for (let at = info.element.next; at; at = at.next) {
    if (at.type === 'text' && /\S/.test((at as { data: string }).data)) return true;
    const sibling = at.type === 'tag' ? index.of.get(at as IndexedElement['element']) : undefined;
    if (sibling && !sibling.hidden && sibling.textLength > 0) return true;
  }
  return false;
}

/** Some element in the subtree heads a part (the subtree holds the answers to a shop's prompts). */
export function holdsPartHeading(info: IndexedElement, index: PageIndex): boolean {
  const stack = [info];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (isPartHeading(at, index)) return true;
    stack.push(...at.children);
  }
  return false;
}

/**
 * A part that answers a prompt with "none": under its label (`<dt>Недоліки:</dt><dd>Немає</dd>`), or opening with
 * its label (`<p><b>Cons:</b> None</p>`). No words of the review.
 */
export function isNoneAnswerPart(info: IndexedElement, index: PageIndex): boolean {
  if (info.short === null) return false;
  const first = info.children[0];
  if (first?.short && info.short.startsWith(first.short) && isPartHeading(first, index))
    return isNoneAnswer(info.short.slice(first.short.length));
  if (!isNoneAnswer(info.short)) return false;
  let before = info.element.prev;
  while (before && before.type === 'text' && !/\S/.test((before as { data: string }).data))
    before = before.prev;
  const label =
    before?.type === 'tag' ? index.of.get(before as IndexedElement['element']) : undefined;
  return label !== undefined && isPartHeading(label, index);
}
