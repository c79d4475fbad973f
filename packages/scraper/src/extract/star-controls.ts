// Star ratings drawn by the browser's own controls and by star plugins' plain attributes: a row of radio inputs with
// the checked one the rating, a `<meter>` or `<progress>` on a star scale, and a `data-value` on an empty star widget.
// Like rating-signal.ts, only an element's own attributes and direct children are looked at.
import type { AnyNode, Element } from 'domhandler';
import { GLYPHS_ONLY, NOT_STARS_CLASS, num, scaled } from './star-scale';

// A star plugin's plain value attribute on its empty star element: ECJia's `<p class="comment-item-star
// score-goods" data-val="4">`, SuiteCommerce's rater `data-max="5" data-value="4"`.
const VALUE_ATTRIBUTE = /^data-val(?:ue)?$/i;
const STAR_WIDGET_CLASS = /star|rating|score/i;

/** The rating a star widget's plain value attribute holds, when the widget is named for stars and holds no words. */
export function ratingFromValueAttribute(
  element: Element,
  shortText: string | null,
  scale: number | null,
): number | null {
  const cls = element.attribs.class ?? '';
  if (shortText || !STAR_WIDGET_CLASS.test(cls) || NOT_STARS_CLASS.test(cls)) return null;
  for (const [name, value] of Object.entries(element.attribs))
    if (VALUE_ATTRIBUTE.test(name) && /^\s*\d{1,2}(?:[.,]\d{1,2})?\s*$/.test(value))
      return scaled(num(value.trim()), scale ?? 5);
  return null;
}

const isRadio = (node: AnyNode): boolean =>
  node.type === 'tag' &&
  (node as Element).name === 'input' &&
  (node as Element).attribs.type?.toLowerCase() === 'radio';

/**
 * A star label of a radio star widget (`<input type="radio"><label>★</label>`, a CSS-only rating that colours the
 * labels after the checked input): every star is drawn alike, so its glyph says nothing of the rating and is no part of
 * the text around it.
 */
export function isRadioStarLabel(element: Element, shortText: string | null): boolean {
  if (element.name !== 'label' || (shortText && !GLYPHS_ONLY.test(shortText))) return false;
  let before = element.prev;
  while (before && before.type === 'text' && !(before as { data: string }).data.trim())
    before = before.prev;
  return (before !== null && isRadio(before)) || element.children.some(isRadio);
}

/**
 * A star widget built of radio inputs, one checked (daisyUI's `rating`, CSS-only star ratings, read-only in a review):
 * the checked one's numeric value on the largest value's scale, else its place among the stars. daisyUI's first
 * `rating-hidden` input only clears the choice. None checked is a form asking for a rating, not one.
 */
export function ratingFromRadios(element: Element): number | null {
  const radios: Element[] = [];
  for (const child of element.children) {
    // A radio may sit in its label (`<label><input type="radio"></label>`).
    const tag = child.type === 'tag' ? (child as Element) : null;
    const radio =
      tag && isRadio(tag)
        ? tag
        : tag?.name === 'label'
          ? (tag.children.find(isRadio) as Element | undefined)
          : undefined;
    if (radio && !/rating-hidden/.test(radio.attribs.class ?? '')) radios.push(radio);
    if (radios.length > 10) return null;
  }
  const checked = radios.filter((radio) => radio.attribs.checked !== undefined);
  if (radios.length < 3 || checked.length !== 1) return null;
  const values = radios.map((radio) => Number(radio.attribs.value));
  if (values.every((value) => Number.isFinite(value) && value > 0)) {
    const best = Math.max(...values);
    return scaled(Number(checked[0]!.attribs.value), best === 10 ? 10 : best <= 5 ? 5 : best);
  }
  return scaled(radios.indexOf(checked[0]!) + 1, radios.length);
}

/**
 * A gauge the browser draws (`<meter value="4" max="5">`, `<progress>`) whose maximum is a star scale (5 or 10): its
 * value is the rating. Any other maximum (1, 100, a number of reviews) is a share, a histogram's bar.
 */
export function ratingFromGauge(element: Element): number | null {
  if (element.name !== 'meter' && element.name !== 'progress') return null;
  const max = Number(element.attribs.max);
  const value = Number(element.attribs.value);
  return (max === 5 || max === 10) && element.attribs.value?.trim() ? scaled(value, max) : null;
}
