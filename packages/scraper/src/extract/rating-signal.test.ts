// Stars as widgets draw them: each element states its rating by itself, or states none.
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { loadHtml } from './load-html';
import { ratingSignal } from './rating-signal';

function signalOf(html: string): number | null {
  const $ = loadHtml(`<div id="x">${html}</div>`);
  const element = $('#x').children().first()[0] as Element;
  const text = $(element).text().replace(/\s+/g, ' ').trim();
  return ratingSignal(element, text.length <= 160 ? text : null);
}

const row = (classes: string[]) =>
  `<div class="stars">${classes.map((c) => `<span class="${c}"></span>`).join('')}</div>`;

const images = (sources: string[]) =>
  `<div class="stars">${sources.map((src) => `<img class="star" src="${src}">`).join('')}</div>`;

describe('ratingSignal on drawn stars', () => {
  it.each([
    [
      'icons whose class gives how full each is',
      row([
        'pr-star-v4 pr-star-v4-100-filled',
        'pr-star-v4 pr-star-v4-100-filled',
        'pr-star-v4 pr-star-v4-50-filled',
        'pr-star-v4 pr-star-v4-0-filled',
        'pr-star-v4 pr-star-v4-0-filled',
      ]),
      2.5,
    ],
    [
      'only the full icons marked (star_on)',
      row(['star star_on', 'star star_on', 'star star_on', 'star', 'star']),
      3,
    ],
    [
      'full and empty icons marked',
      row([
        'jdgm-star jdgm--on',
        'jdgm-star jdgm--on',
        'jdgm-star jdgm--off',
        'jdgm-star jdgm--off',
        'jdgm-star jdgm--off',
      ]),
      2,
    ],
    ['five unmarked icons', row(['star', 'star', 'star', 'star', 'star']), 5],
    [
      "five icons alike, the rating in the widget's custom property (Spartacus's --star-fill)",
      `<cx-star-rating disabled="true" style="--star-fill: 4;">${'<cx-icon class="star cx-icon fas fa-star" role="button" aria-label="Add rate: 1 star"></cx-icon>'.repeat(5)}</cx-star-rating>`,
      4,
    ],
    ['a custom property in percent', '<div class="stars" style="--rating-fill: 70%"></div>', 3.5],
    [
      "each star drawing its own fill as a layer's width (Trendyol's star-w)",
      `<div class="ratings">${[100, 100, 100, 50, 0]
        .map(
          (w) =>
            `<div class="star-w"><div class="empty"><div class="star"></div></div><div class="full" style="width: ${w}%; max-width: 100%;"><div class="star"></div></div></div>`,
        )
        .join('')}</div>`,
      3.5,
    ],
    [
      'star images alike in class, the row opening with the full image (Lazada)',
      images([
        '/tfs/TB19Zv-64.png',
        '/tfs/TB19Zv-64.png',
        '/tfs/TB1Gq8-64.png',
        '/tfs/TB1Gq8-64.png',
        '/tfs/TB1Gq8-64.png',
      ]),
      2,
    ],
    [
      'lazily loaded star images: one placeholder in src, the image in data-src',
      `<div class="stars">${['on', 'on', 'on', 'off', 'off']
        .map((k) => `<img class="star" src="/blank.gif" data-src="/img/star-${k}.png">`)
        .join('')}</div>`,
      3,
    ],
    [
      'star images whose file names say which is empty',
      images([
        '/img/star-grey.png?v=2',
        '/img/star.png?v=2',
        '/img/star.png?v=2',
        '/img/star.png?v=2',
        '/img/star.png?v=2',
      ]),
      4,
    ],
    [
      "the filled layer's width as a calculation (Rozetka)",
      '<div class="stars__rating" style="width: calc(80%);"></div>',
      4,
    ],
    [
      "the filled layer's width",
      '<div class="rating-stars__stars--top" style="width: 80%"></div>',
      4,
    ],
    [
      'a digit beside a wrapped star icon',
      '<span class="review-rating">4<span class="star-icon"><svg></svg></span></span>',
      4,
    ],
  ])('%s', (_, html, rating) => expect(signalOf(html)).toBe(rating));

  it.each([
    ['four unmarked icons', row(['star', 'star', 'star', 'star'])],
    [
      'star images of three kinds out of order',
      images(['/a.png', '/b.png', '/a.png', '/c.png', '/c.png']),
    ],
    ['a histogram bar', '<div class="rating-histogram-bar" style="width: 80%"></div>'],
    ['a progress bar', '<div class="progress" style="width: 60%"></div>'],
    ['a width with words in it', '<div class="rating" style="width: 80%">Great value</div>'],
    ['a custom property sizing the stars', '<div class="rating" style="--star-size: 4"></div>'],
    [
      'a digit beside a wrapper that is not a star',
      '<span class="count">4<span class="icon"><svg></svg></span></span>',
    ],
  ])('%s states no rating', (_, html) => expect(signalOf(html)).toBeNull());

  it('a wrapper marked full or empty around an SVG whose symbol says it is a star (BigCommerce Cornerstone)', () => {
    const icon = (state: string) =>
      `<span class="icon icon--rating${state}"><svg><use xlink:href="#icon-star"></use></svg></span>`;
    const icons = ['Full', 'Full', 'Full', 'Empty', 'Empty'].map(icon).join('');
    expect(signalOf(`<span class="productReview-rating">${icons}</span>`)).toBe(3);
  });

  // Without class names (CSS modules, Tailwind), the layer is known as stars by its test id or by what it draws.
  it.each([
    ['a test id', '<div data-testid="stars-rating" style="width: 80%"></div>', 4],
    [
      'the star it draws',
      '<div style="width: calc(60%)"><svg><use href="#icon-stars-filled"></use></svg></div>',
      3,
    ],
    ['a star image it holds', '<div style="width: 40%"><img src="/img/stars-full.png"></div>', 2],
  ])('a fill layer named by %s and no class', (_, html, rating) =>
    expect(signalOf(html)).toBe(rating),
  );

  it.each([
    ['a progress bar by test id', '<div data-testid="progress-bar" style="width: 80%"></div>'],
    [
      'a layer drawing no star',
      '<div style="width: 80%"><svg><use href="#icon-cart"></use></svg></div>',
    ],
  ])('%s with a width is no rating', (_, html) => expect(signalOf(html)).toBeNull());

  it("one star's fill layer in a row of stars is that star's share, not the rating", () => {
    const star = (w: number) =>
      `<div class="star-w"><div class="empty"></div><div class="full" style="width: ${w}%"></div></div>`;
    const $ = loadHtml(`<div class="ratings">${[100, 100, 0, 0, 0].map(star).join('')}</div>`);
    const fills = $('.full').toArray() as Element[];
    expect(fills.map((fill) => ratingSignal(fill, ''))).toEqual([null, null, null, null, null]);
  });
});

describe('ratingSignal on a translated "Rated" label', () => {
  it.each([
    ['Note : 3 sur 5 étoiles', 3],
    ['Noté 4 sur 5', 4],
    ['Bewertet mit 4 von 5', 4],
    ['Calificación de 2 de 5', 2],
    ['Beoordeeld met 4 van 5 sterren', 4],
    ['Valutazione: 5 su 5', 5],
    // Indonesian and Malay name the star before its number, or after it.
    ['bintang 5', 5],
    ['4 bintang', 4],
  ])('%s', (label, rating) =>
    expect(signalOf(`<span class="review-stars">${label}</span>`)).toBe(rating),
  );

  // The scale's number comes last, before the star word: it is not the rating ("5 sterren" read alone would be 5).
  it.each([
    ['4 van de 5 sterren', 4],
    ['4,5 van de 5 sterren', 4.5],
    ['4 ud af 5 stjerner', 4],
    ['3 ut av 5 stjärnor', 3],
  ])('a label whose "out of" has two words: %s', (label, rating) =>
    expect(signalOf(`<span class="review-stars">${label}</span>`)).toBe(rating),
  );

  it('a sentence that mentions a score is not a rating', () =>
    expect(
      signalOf('<span class="review-stars">Nota bene: la note 4 sur 5 est juste</span>'),
    ).toBeNull());
});

describe('a date written with slashes is no rating', () => {
  // Yotpo's "03/05/24", a US "4/5/2024", a day-first "10/05/2024": the first two numbers look like "3/5".
  it.each([
    '<span class="yotpo-review-date">03/05/24</span>',
    '<span class="date">4/5/2024</span>',
    '<time>10/05/2024</time>',
    '<span>2024/04/05</span>',
  ])('%s', (html) => expect(signalOf(html)).toBeNull());

  it('while "4/5" alone still is', () =>
    expect(signalOf('<span class="score">4/5</span>')).toBe(4));
});
