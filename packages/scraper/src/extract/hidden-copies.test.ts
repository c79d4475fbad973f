// A review's text printed twice, one copy shown and one kept hidden: read once, whole, in the writer's language.
import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { extractPage } from './extract-page';
import { readableText } from './readable-text';

const WHOLE = [
  'Keeps water cold all day, the lid is a bit stiff at first and needs a firm twist.',
  'Leaked on day one and the paint chipped within a week, the seller refunded me.',
];
const GERMAN = [
  'Hält das Wasser den ganzen Tag kalt, der Deckel ist anfangs etwas schwer.',
  'Am ersten Tag undicht und die Farbe ist nach einer Woche abgeplatzt.',
];
const cut = (text: string) => `${text.slice(0, 60)}…`;

/** The texts read from two class-less cards whose text part is `part`. */
const texts = (part: (i: number) => string) => {
  const cards = WHOLE.map(
    (_, i) =>
      `<div><div aria-label="${4 - 2 * i} out of 5 stars" role="img"></div><b>${['Anna K.', 'Tom Baker'][i]}</b> <span>March ${i + 3}, 2024</span>${part(i)}</div>`,
  );
  const html = `<html lang="en"><head><title>Flask</title></head><body><h1>Flask</h1><div>${cards.join('\n')}</div></body></html>`;
  return extractPage('https://shop.example.com/products/flask', html).reviews.map((r) => r.text);
};

describe('the whole text kept hidden beside a copy shown cut short', () => {
  it.each([
    [
      'under display:none (a "show more" toggle: Yotpo, Judge.me)',
      (i: number) =>
        `<div><span>${cut(WHOLE[i]!)}</span> <a href="#">Read more</a><span style="display: none">${WHOLE[i]}</span></div>`,
    ],
    [
      'under the hidden attribute',
      (i: number) =>
        `<div><p>${cut(WHOLE[i]!)}</p><p hidden>${WHOLE[i]}</p><button>Read more</button></div>`,
    ],
    [
      'in a <template> a script fills in',
      (i: number) => `<div><p>${cut(WHOLE[i]!)}</p><template>${WHOLE[i]}</template></div>`,
    ],
    [
      'in a closed <details>',
      (i: number) =>
        `<div><p>${cut(WHOLE[i]!)}</p><details><summary>Read more</summary>${WHOLE[i]}</details></div>`,
    ],
  ])('%s: the whole text, once', (_, part) => expect(texts(part)).toEqual(WHOLE));

  it('the rest of a text kept hidden (no copy of it) still follows the shown start', () => {
    const $ = load(
      `<div><span>${WHOLE[0]!.slice(0, 30)}</span><span style="display:none">${WHOLE[0]!.slice(30)}</span></div>`,
    );
    expect(readableText($('div').get(0)!)).toBe(WHOLE[0]);
  });
});

describe("a translation beside the writer's words", () => {
  it('a hidden machine translation is not read', () =>
    expect(
      texts(
        (i) =>
          `<div><p>${GERMAN[i]}</p><p style="display:none">Translated from German: ${WHOLE[i]}</p></div>`,
      ),
    ).toEqual(GERMAN));

  it("the writer's words kept hidden beside the shown translation are read in its place", () =>
    expect(
      texts(
        (i) =>
          `<div><p>(Translated by Google) ${WHOLE[i]}</p><p style="display:none">${GERMAN[i]}</p></div>`,
      ),
    ).toEqual(GERMAN));

  it('two copies in declared languages, neither marked: the shown one', () =>
    expect(
      texts(
        (i) =>
          `<div><p lang="de">${GERMAN[i]}</p><p lang="en" style="display:none">${WHOLE[i]}</p></div>`,
      ),
    ).toEqual(GERMAN));

  it('a "Translate review" control beside the words does not make them the translation', () =>
    expect(
      texts(
        (i) =>
          `<div><p>${GERMAN[i]}</p><a href="#" class="translate-link">Translate review to English</a><p style="display:none">${WHOLE[i]}</p></div>`,
      ),
    ).toEqual(GERMAN.map((g, i) => `${g}\n\n${WHOLE[i]}`)));
});

describe('looking for copies stays linear in the markup', () => {
  // Every level of a deep nesting holds a hidden paragraph beside the rest: comparing each level's shown part with
  // its hidden one, and each shown part's own levels again, doubled the work per level (5,000 levels never ended).
  const nested = (depth: number) => {
    let html = '<p>Bottom line.</p>';
    for (let i = 0; i < depth; i++) html = `<div><p hidden>Level ${i}.</p>${html}</div>`;
    return `<section>${html}</section>`;
  };

  it('5,000 nested levels, each with a hidden paragraph, read in one pass', () => {
    const $ = load(nested(5_000));
    expect(readableText($('section')[0]!)).toBe('Bottom line.');
  }, 20_000);

  it('a level small enough to be two copies is still compared', () => {
    const $ = load(
      `<section><div><p>Same words here, twice over.</p><p hidden>Same words here, twice over.</p></div></section>`,
    );
    expect(readableText($('section')[0]!)).toBe('Same words here, twice over.');
  });
});
