// Where a page shows its reviews: for each review a reading found, the element that holds it and no other
// review (its card). Found by the review's own words in the visible markup, so it works on any page, whatever
// its classes; a review shown nowhere in the markup (only in structured data or app state) has no card.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** The first words of a review as the page prints them, whitespace collapsed. */
function snippet(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.replace(/\s+/g, ' ').trim().slice(0, 40);
}

/** Text nodes a browser shows (not inside script, style, template or noscript), in document order. */
function visibleTexts($: CheerioAPI): Array<{ text: string; parent: Element }> {
  const out: Array<{ text: string; parent: Element }> = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      if (node.parent && node.parent.type === 'tag')
        out.push({ text: node.data.replace(/\s+/g, ' '), parent: node.parent as Element });
      return;
    }
    if (node.type === 'script' || node.type === 'style') return;
    if ('children' in node && !(node.type === 'tag' && /^(template|noscript)$/.test(node.name)))
      for (const child of node.children) walk(child);
  };
  walk($.root()[0]!);
  return out;
}

/** Words a card holds besides its review's text at most: writer, date, stars, badges, buttons. */
const CARD_EXTRA_CHARS = 1500;

function contains(ancestor: Element, node: Element): boolean {
  for (let at: Element | null = node; at; at = at.parent?.type === 'tag' ? at.parent : null)
    if (at === ancestor) return true;
  return false;
}

/**
 * Each review's card, in the reviews' order; null where the review is not shown in the markup. A review the page
 * shows twice (a highlight above the list, then in it) gets the card that stands with the other reviews' cards.
 */
export function reviewCards(
  $: CheerioAPI,
  reviews: ReadonlyArray<{ text: string }>,
): Array<Element | null> {
  const texts = visibleTexts($);
  const used = new Set<number>();
  const shown = reviews.map((review) => {
    const words = snippet(review.text);
    if (words === '') return [];
    // A short text ("Good") must be a whole text node, not a word of some other one.
    const shows = (t: string) => (words.length < 16 ? t.trim() === words : t.includes(words));
    const at = texts.flatMap((t, i) => (!used.has(i) && shows(t.text) ? [i] : []));
    if (at[0] !== undefined) used.add(at[0]);
    return at.map((i) => texts[i]!.parent);
  });
  const bodies = shown.map((places) => places[0] ?? null);
  const cards = bodies.map((body) => cardOf($, body, bodies));
  const parents = cards.map((card) => card?.parent ?? null);
  const modal = parents.reduce<AnyNode | null>(
    (best, parent) =>
      parents.filter((p) => p === parent).length > parents.filter((p) => p === best).length
        ? parent
        : best,
    null,
  );
  shown.forEach((places, i) => {
    if (parents[i] === modal) return;
    for (const place of places.slice(1)) {
      const card = cardOf(
        $,
        place,
        bodies.map((body, j) => (j === i ? place : body)),
      );
      if (card?.parent === modal) {
        [bodies[i], cards[i]] = [place, card];
        break;
      }
    }
  });
  return cards;
}

/**
 * The element that holds `body` and no other review's body: climbed while the parent holds no other (and, for a
 * lone review, little besides it: a page showing one review must not make its whole main column that card).
 */
function cardOf(
  $: CheerioAPI,
  body: Element | null,
  bodies: ReadonlyArray<Element | null>,
): Element | null {
  if (!body) return null;
  const alone = bodies.filter(Boolean).length < 2;
  const ownLength = $(body).text().length;
  let card = body;
  for (;;) {
    const parent = card.parent;
    if (!parent || parent.type !== 'tag' || /^(body|html)$/.test(parent.name)) break;
    if (bodies.some((other) => other && other !== body && contains(parent, other))) break;
    if (alone && $(parent).text().length > ownLength + CARD_EXTRA_CHARS) break;
    card = parent;
  }
  return card;
}
