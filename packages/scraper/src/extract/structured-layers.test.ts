// Structured data as shops really write it: JSON-LD review nodes beside the product, JSON-LD that is not valid
// JSON, keys in another case, app state under any global name (assigned, frozen, JSON.parse'd, flight chunks),
// and review text with the page's machinery (scripts, styles, expander labels) taken out in every layer.
import { describe, expect, it } from 'vitest';
import { textProblems } from '@reviewsentry/test-support/shop';
import { extractPage } from './extract-page';
import { parseLenientJson } from './lenient-json';
import { cleanReviewText } from './values';

const URL_ = 'https://shop.example.com/p/kettle';
const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Kettle</title>${head}</head><body>${body}</body></html>`;
const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;

describe('lenient JSON', () => {
  it.each([
    [
      'no outer braces',
      '"@type": "Product", "name": "Kettle"',
      { '@type': 'Product', name: 'Kettle' },
    ],
    [
      'unquoted values',
      '{"availability": InStock, "url": http://x.example/a}',
      { availability: 'InStock', url: 'http://x.example/a' },
    ],
    [
      'JavaScript dates',
      '{"a": new Date(2024, 0, 5), "b": new Date("2024-02-03")}',
      { a: '2024-01-05T00:00:00.000Z', b: '2024-02-03' },
    ],
    ['raw line breaks in strings', '{"t": "line one\nline two"}', { t: 'line one\nline two' }],
    ['trailing and doubled commas', '{"a": [1, 2,,], "b": 3,}', { a: [1, 2], b: 3 }],
    [
      'single quotes, bare keys, comments',
      "{name: 'K', /* c */ n: 1 // end\n}",
      { name: 'K', n: 1 },
    ],
    ['HTML comment wrapper', '<!-- {"a": 1} -->', { a: 1 }],
    ['objects one after another', '{"a": 1}\n{"b": 2}', [{ a: 1 }, { b: 2 }]],
  ])('%s', (_, text, expected) => expect(parseLenientJson(text)).toEqual(expected));

  it('gives up on absurd nesting instead of overflowing the stack', () => {
    expect(parseLenientJson('{"a":'.repeat(50_000))).toBeUndefined();
  });
});

describe('JSON-LD review nodes wherever they sit', () => {
  const product = `{"@context":"https://schema.org","@type":"Product","name":"Kettle","sku":"K-1",
    "aggregateRating":{"@type":"AggregateRating","ratingValue":4.2,"reviewCount":57}}`;
  const review = (body: string, rating: number, item = '{"@type":"Product","name":"Kettle"}') =>
    `{"@context":"https://schema.org","@type":"Review","itemReviewed":${item},"reviewBody":"${body}",
      "author":{"@type":"Person","name":"Ann"},"reviewRating":{"@type":"Rating","ratingValue":${rating}}}`;

  it('reads stand-alone Review blocks beside the Product, not reviews of another item', () => {
    const html = page(
      ld(product) +
        ld(review('Boils fast.', 5)) +
        ld(review('Lid broke.', 2)) +
        ld(review('Great toaster.', 4, '{"@type":"Product","name":"Toaster"}')),
    );
    const result = extractPage(URL_, html);
    expect(result.source).toBe('json-ld');
    expect(result.product).toMatchObject({
      id: 'K-1',
      name: 'Kettle',
      aggregate_rating: 4.2,
      review_count: 57,
    });
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer])).toEqual([
      ['Boils fast.', 5, 'Ann'],
      ['Lid broke.', 2, 'Ann'],
    ]);
  });

  it('reads reviews in an @graph beside the product, and not those of a related product', () => {
    const html = page(
      ld(`{"@context":"https://schema.org","@graph":[
        {"@type":"Product","@id":"#kettle","name":"Kettle","isSimilarTo":{"@type":"Product","name":"Pot",
          "review":{"@type":"Review","reviewBody":"Pot review","reviewRating":{"ratingValue":1}}}},
        {"@type":"Review","itemReviewed":{"@id":"#kettle"},"reviewBody":"Quiet.","reviewRating":{"ratingValue":4}}]}`),
    );
    expect(extractPage(URL_, html).reviews.map((r) => r.text)).toEqual(['Quiet.']);
  });

  it('tolerates broken JSON-LD and keys in another case (AggregateRating, Name)', () => {
    const html = page(
      ld(`"@context": "https://schema.org", "@type": "Product", "Name": "Kettle",
        "availability": InStock,
        "AggregateRating": {"@type": "AggregateRating", "ratingValue": "4.43", "ratingCount": "37899",},
        "review": {"@type": "Review", "datePublished": new Date(2024, 4, 18),
          "reviewBody": "First line
Second line", "reviewRating": {"ratingValue": "5"}},`),
    );
    const result = extractPage(URL_, html);
    expect(result.product).toMatchObject({
      name: 'Kettle',
      aggregate_rating: 4.43,
      rating_count: 37899,
    });
    expect(result.reviews).toEqual([
      expect.objectContaining({ text: 'First line\nSecond line', rating: 5, date: '2024-05-18' }),
    ]);
  });

  it('decodes entities and markup inside JSON-LD strings', () => {
    const html = page(
      ld(`{"@type":"Product","name":"Pasta &amp; Pizza Sauce","review":[{"@type":"Review",
        "reviewBody":"<p>Rich taste.</p><p>Too salty &amp; sour.</p>","reviewRating":{"ratingValue":3}}]}`),
    );
    const result = extractPage(URL_, html);
    expect(result.product.name).toBe('Pasta & Pizza Sauce');
    expect(result.reviews[0]!.text).toBe('Rich taste.\n\nToo salty & sour.');
  });
});

describe('app state under any global name', () => {
  const state = {
    pdp: {
      id: 4711,
      name: 'Kettle',
      ratings: {
        averageRating: 4.4253,
        totalCount: 900,
        reviewInfo: {
          reviewsCount: '120',
          topReviews: [
            {
              reviewId: 'a1',
              userName: 'Ann',
              reviewText: 'Boils fast.',
              userRating: 5,
              timestamp: '1716034522000',
            },
          ],
          photoReviews: [
            {
              reviewId: 'b2',
              userName: 'Bo',
              reviewText: '',
              userRating: 2,
              timestamp: '1709251200000',
            },
          ],
        },
      },
      recommendations: [
        { name: 'Toaster', rating: 4.5, description: 'A toaster that toasts well.', price: 20 },
        { name: 'Mug', rating: 4.1, description: 'A mug for tea and coffee.', price: 5 },
      ],
    },
  };
  const json = JSON.stringify(state);
  const expectState = (html: string) => {
    const result = extractPage(URL_, html);
    expect(result.source).toBe('app-state');
    expect(result.product).toMatchObject({
      name: 'Kettle',
      aggregate_rating: 4.43,
      review_count: 120,
      rating_count: 900,
    });
    expect(result.reviews).toEqual([
      expect.objectContaining({
        id: 'a1',
        text: 'Boils fast.',
        rating: 5,
        reviewer: 'Ann',
        date: '2024-05-18T12:15:22.000Z',
      }),
      expect.objectContaining({
        id: 'b2',
        text: '',
        rating: 2,
        reviewer: 'Bo',
        date: '2024-03-01',
      }),
    ]);
  };
  const jsString = JSON.stringify(json);

  it.each([
    ['window.__myx = {…}', `window.__myx = ${json};`],
    ['window["x"] = {…}', `window["__shop_state"] = ${json};`],
    ['var __APP__ = {…}', `var __APP__ = ${json};`],
    ['JSON.parse("…")', `window.__DATA__ = JSON.parse(${jsString});`],
    [
      'Object.defineProperty(window, …, {value: deepFreeze(JSON.parse("…"))})',
      `Object.defineProperties(window, { '__TGT_DATA__': { configurable: false, enumerable: true, value: deepFreeze(JSON.parse(${jsString})), writable: false } });`,
    ],
    [
      'Next.js flight chunks',
      `(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,${JSON.stringify(`5:${json}\n`)}])`,
    ],
  ])('%s', (_, script) => expectState(page('', `<div id="app"></div><script>${script}</script>`)));

  it('product cards in state (name, rating, description, price) are not reviews', () => {
    const cards = JSON.stringify({ items: state.pdp.recommendations });
    expect(
      extractPage(URL_, page('', `<script>window.__S__ = ${cards};</script>`)).reviews,
    ).toEqual([]);
  });
});

describe('review text is the text a person reads, in every layer', () => {
  it.each([
    ['Very niceREAD MORE', 'Very nice'],
    ['Tasty.\n\nRead less', 'Tasty.'],
    ['Muito bom. Ler mais', 'Muito bom.'],
    ['Muy bueno… Leer más', 'Muy bueno'],
    ['Sehr gut. Weiterlesen', 'Sehr gut.'],
    ['Très bien. Lire la suite', 'Très bien.'],
    ['Ottimo. Leggi di più', 'Ottimo.'],
    ['Prima. Meer lezen', 'Prima.'],
    ['I would like to read more', 'I would like to read more'],
  ])('%j -> %j', (text, expected) => expect(cleanReviewText(text)).toBe(expected));

  it('scripts, styles and expander controls inside a review body are left out', () => {
    const body = `<div class="review-list">${[1, 2]
      .map(
        (
          n,
        ) => `<div class="review-item"><span class="stars" aria-label="${n + 2} out of 5 stars"></span>
<span class="review-author">Ann ${n}</span><span class="review-date">March ${n}, 2024</span>
<div class="review-text"><script>(function(){P.when('x').execute(function(){});})();</script>
<style>.expander:focus{outline:2px solid #000}</style><span>Good kettle number ${n}.<br>Boils fast.</span>
<a href="javascript:void(0)" role="button"><span class="a-expander-prompt">Read less</span></a><span>Leer más</span></div></div>`,
      )
      .join('')}</div>`;
    const result = extractPage(URL_, page('', `<h1>Kettle</h1>${body}`));
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer, r.date])).toEqual([
      ['Good kettle number 1.\nBoils fast.', 3, 'Ann 1', '2024-03-01'],
      ['Good kettle number 2.\nBoils fast.', 4, 'Ann 2', '2024-03-02'],
    ]);
  });

  it('the text checker used by the golden tests finds each kind of pollution', () => {
    expect(textProblems("(function() { P.when('cr-A').execute(function(A) {}); })();")).toContain(
      'code',
    );
    expect(textProblems('.review-text:focus-visible { outline: 2px solid #2162a1; }')).toContain(
      'code',
    );
    expect(textProblems('Good <br/> value')).toContain('markup');
    expect(textProblems('Salt &amp; pepper')).toContain('entity');
    expect(textProblems('Tasty.\n\nRead less')).toContain('expander label');
    expect(textProblems('Tasty and fresh.')).toEqual([]);
  });
});

// One rule for a stated scale on both paths (docs/decisions/184): the value's share of the best, a stated worst only
// refusing what lies below it, as the importer reads "Rating (1-10)" or "20%".
describe('ratings on a stated scale that starts above 0', () => {
  const rated = (value: number) =>
    `{"@type":"Review","reviewBody":"Rated ${value} of 10 by a guest.","author":"Ann",
      "reviewRating":{"@type":"Rating","worstRating":1,"bestRating":10,"ratingValue":${value}}}`;

  it('reads a JSON-LD 1–10 scale by its share of the best', () => {
    const html = page(
      ld(`{"@type":"Product","name":"Kettle","review":[${[1, 5, 10].map(rated).join(',')}]}`),
    );
    expect(extractPage(URL_, html).reviews.map((r) => r.rating)).toEqual([0.5, 2.5, 5]);
  });

  it("reads Magento 2's review ratings (worstRating 1, bestRating 100, the stars' width) as their stars", () => {
    const review = (width: number, text: string) =>
      `<li class="item review-item" itemscope itemprop="review" itemtype="http://schema.org/Review">
        <div class="review-title" itemprop="name">Kettle</div>
        <div class="rating-summary item" itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating">
          <div class="rating-result" title="${width}%"><meta itemprop="worstRating" content = "1"/>
            <meta itemprop="bestRating" content = "100"/>
            <span style="width:${width}%"><span itemprop="ratingValue">${width}%</span></span></div></div>
        <div class="review-content" itemprop="description">${text}</div>
        <strong class="review-details-value" itemprop="author">Ann</strong></li>`;
    const html = page(
      '',
      `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Kettle</h1>
        <ol class="items review-items">${review(20, 'Leaks.')}${review(40, 'Loud.')}${review(100, 'Great.')}</ol></div>`,
    );
    expect(extractPage(URL_, html).reviews.map((r) => r.rating)).toEqual([1, 2, 5]);
  });
});
