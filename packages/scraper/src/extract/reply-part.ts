// A part of a review block that is the shop's answer, told by the label it opens with, whatever its classes.
import type { Element } from 'domhandler';
import { isReplyLabel, startsWithReplyLabel } from './field-hints';
import type { IndexedElement } from './page-index';

/** The first words of an element's own text, enough to hold a label. */
function openingWords(element: Element): string {
  const first = element.children.find(
    (c) => c.type === 'text' && /\S/.test((c as { data: string }).data),
  );
  return first ? (first as { data: string }).data.trim().slice(0, 80) : '';
}

/**
 * A part that opens with a reply's label ("Response from the seller") and holds more after it: the shop's answer,
 * whatever its classes (utility classes name nothing). Its first line is the first element in it that has words
 * and no elements; a review's own one-line text that begins with such words has nothing after them.
 */
export function opensWithReplyLabel(info: IndexedElement): boolean {
  const stack = [info];
  for (let seen = 0; stack.length > 0 && seen < 20; seen++) {
    const at = stack.pop()!;
    if (at.children.length === 0) {
      if (at.short)
        return at !== info && (isReplyLabel(at.short) || startsWithReplyLabel(at.short));
      // A line too long to be short may still open with the label ("Unser Kommentar: Vielen Dank …").
      if (at !== info && startsWithReplyLabel(openingWords(at.element))) return true;
      continue;
    }
    for (let i = at.children.length - 1; i >= 0; i--) stack.push(at.children[i]!);
  }
  return false;
}
