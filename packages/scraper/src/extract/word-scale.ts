// Ratings given as words ("Good", "Perfect") mean a number only where the page says which: a rating control that
// pairs each word with its value, as a review form's choices do (WooCommerce's `<select name="rating">` with
// `<option value="4">Good</option>`, radio buttons with a labelled value). The scale is that control's; a word no
// control on the page gives a value stays no rating.
import type { Element } from 'domhandler';
import { hintsOf } from './field-hints';
import { normaliseRating } from './values';

/** Word (lower case) → rating on the 0–5 scale; empty when the page states no word scale. */
export type WordScale = ReadonlyMap<string, number>;

const RATING_CONTROL = /rating|score|stars?|grade|note|bewertung|valoraci|valutazion/i;
const MIN_WORDS = 3;

const textOf = (element: Element): string =>
  element.children
    .map((c) => (c.type === 'text' ? (c as unknown as { data: string }).data : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

const wordKey = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[.!:]$/, '');

/** The word scales the page's rating controls state, merged; a word two controls give different values is dropped. */
export function wordScaleOf(elements: readonly Element[]): WordScale {
  const labels = new Map<string, string>();
  for (const element of elements)
    if (element.name === 'label' && element.attribs.for)
      labels.set(element.attribs.for, textOf(element));
  const controls = new Map<string, Array<[number, string]>>();
  const add = (control: string, value: string | undefined, word: string | undefined) => {
    if (!value || !/^\d{1,2}$/.test(value.trim()) || !word || /\d/.test(word)) return;
    if (!/\p{L}/u.test(word)) return;
    const entries = controls.get(control) ?? [];
    entries.push([Number(value), wordKey(word)]);
    controls.set(control, entries);
  };
  for (const element of elements) {
    const a = element.attribs;
    if (element.name === 'option' && element.parent?.type === 'tag') {
      const select = element.parent as Element;
      if (
        select.name === 'select' &&
        RATING_CONTROL.test(`${select.attribs.name ?? ''} ${select.attribs.id ?? ''}`)
      )
        add(`select:${select.attribs.name ?? select.attribs.id}`, a.value, textOf(element));
    } else if (
      element.name === 'input' &&
      a.type?.toLowerCase() === 'radio' &&
      RATING_CONTROL.test(a.name ?? '')
    ) {
      add(
        `radio:${a.name}`,
        a.value,
        a['aria-label'] ?? a.title ?? (a.id ? labels.get(a.id) : undefined),
      );
    }
  }
  const scale = new Map<string, number>();
  const conflicting = new Set<string>();
  for (const entries of controls.values()) {
    const values = new Set(entries.map(([value]) => value));
    const words = new Set(entries.map(([, word]) => word));
    const best = Math.max(...values);
    if (
      entries.length < MIN_WORDS ||
      values.size !== entries.length ||
      words.size !== entries.length
    )
      continue;
    if (best !== 5 && best !== 10) continue;
    for (const [value, word] of entries) {
      const rating = normaliseRating(value, best);
      if (rating === null) continue;
      if (scale.has(word) && scale.get(word) !== rating) conflicting.add(word);
      scale.set(word, rating);
    }
  }
  for (const word of conflicting) scale.delete(word);
  return scale;
}

/**
 * The rating a part marked as a rating states with one word of the page's scale; null for anything else (the
 * scale's own choices, inside a form, are not ratings).
 */
export function wordRating(
  element: Element,
  shortText: string | null,
  scale: WordScale,
): number | null {
  if (scale.size === 0 || !shortText || shortText.length > 40) return null;
  const rating = scale.get(wordKey(shortText));
  if (rating === undefined || !RATING_CONTROL.test(hintsOf(element))) return null;
  for (
    let at: Element | null = element;
    at;
    at = at.parent?.type === 'tag' ? (at.parent as Element) : null
  )
    if (['form', 'select', 'option', 'label', 'button'].includes(at.name)) return null;
  return rating;
}
