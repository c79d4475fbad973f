// A review's writer read from the markup alone, without a class or itemprop that names it.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const card = (rating: number, shown: string, full: string, text: string) =>
  `<div><div><div aria-label="${rating}.0 out of 5 stars"><span><i></i><i></i><i></i><i></i><i></i></span></div><span>by</span> <a href="/usr/${full}" title="${full}">${shown}</a> <span>Aug 24, 2016</span></div>
<div><p>${text}</p></div></div>`;

describe('a writer from the markup alone', () => {
  it('a name the link shows cut short ("rosemarysandieg...") is read whole from its title', () => {
    const html = `<html><head><title>Sofa</title></head><body><h1>Sofa</h1><div><h2>Most relevant reviews</h2>
${card(4, 'mtkeane', 'mtkeane', 'We bought two of these for our covered porch and like them.')}
${card(5, 'rosemarysandieg...', 'rosemarysandiegotreasures', 'I bought three of these sofas and they look beautiful.')}</div></body></html>`;
    const reviews = extractPage('https://shop.example.com/itm/sofa', html).reviews;
    expect(reviews.map((r) => r.reviewer)).toEqual(['mtkeane', 'rosemarysandiegotreasures']);
  });
});

describe('words that stand before the date but name no one', () => {
  const page = (cards: string[]) =>
    `<html><head><title>Flask</title></head><body><h1>Flask</h1><div>${cards.join('\n')}</div></body></html>`;
  const REVIEWS = [
    ['Anna Kovacs', 4, 'Keeps water cold all day, the lid is a bit stiff at first.'],
    ['Tom Baker', 2, 'Leaked on day one and the paint chipped within a week.'],
    ['Lena', 5, 'Perfect size for my bag, I use it every day on the train.'],
  ] as const;
  const writers = (html: string) =>
    extractPage('https://shop.example.com/products/flask', html).reviews.map((r) => r.reviewer);

  it('an expander\'s "Read More" between the text and the date is a control, never the writer', () => {
    const card = ([name, rating, text]: (typeof REVIEWS)[number]) =>
      `<div><div><div><div>${name}</div><div>Verified Buyer</div></div></div>
<div><div><div role="img" aria-label="Rated ${rating}.0 out of 5 stars"></div><h3>About the flask</h3></div>
<div><div>${text}</div><button type="button">Read More</button></div></div>
<div><span>March 3, 2024</span></div></div>`;
    expect(writers(page(REVIEWS.map(card)))).not.toContain('Read More');
  });

  // Yotpo's cards since 2023, Amazon's classic ones and WooCommerce's block without class names: the name opens
  // the card, the date closes it.
  it('the name-like line that opens the card, before the stars, is the writer', () => {
    const card = ([name, rating, text]: (typeof REVIEWS)[number]) =>
      `<div><div><div><div>${name}</div><div>Verified Buyer</div></div></div>
<div><div><div role="img" aria-label="Rated ${rating}.0 out of 5 stars"></div><h3>About the flask</h3></div>
<div><div>${text}</div></div></div>
<div><span>March 3, 2024</span></div></div>`;
    expect(writers(page(REVIEWS.map(card)))).toEqual(REVIEWS.map(([name]) => name));
  });

  it('an opening line that reads as a title ("Great little flask") is no writer', () => {
    const card = ([, rating, text]: (typeof REVIEWS)[number]) =>
      `<div><div>Great little flask</div><div role="img" aria-label="Rated ${rating}.0 out of 5 stars"></div>
<div>${text}</div><div><span>March 3, 2024</span></div></div>`;
    expect(writers(page(REVIEWS.map(card)))).toEqual([undefined, undefined, undefined]);
  });

  // Amazon titles a review "Five Stars" when its writer gave none; titles cased as names are common: read as the
  // writer, two "Five Stars" would be one reviewer's two reviews.
  it.each(['Five Stars', 'Great Product', 'Works Great', 'Excellent', 'Sehr Gut'])(
    'an opening title cased as a name ("%s") is no writer',
    (title) => {
      const card = ([, rating, text]: (typeof REVIEWS)[number]) =>
        `<div><div><div><div>${title}</div></div></div>
<div><div><div role="img" aria-label="Rated ${rating}.0 out of 5 stars"></div></div>
<div><div>${text}</div></div></div>
<div><span>March 3, 2024</span></div></div>`;
      expect(writers(page(REVIEWS.map(card)))).toEqual([undefined, undefined, undefined]);
    },
  );

  it('a separator of its own between the name and the date ("Anna – March 3, 2024") is passed over', () => {
    const card = ([name, rating, text]: (typeof REVIEWS)[number]) =>
      `<li><div><div role="img" aria-label="Rated ${rating} out of 5"></div>
<p><em>(verified owner)</em> <strong>${name}</strong> <span>&ndash;</span> <time datetime="2024-03-03">March 3, 2024</time></p>
<div><p>${text}</p></div></div></li>`;
    expect(writers(page(REVIEWS.map(card)))).toEqual(REVIEWS.map(([name]) => name));
  });

  it('a bold name right after the date on its header line ("03/03/2024 <strong>Anna</strong>") is the writer', () => {
    const card = ([name, rating, text]: (typeof REVIEWS)[number]) =>
      `<div><div><div><div>${name[0]}</div></div><span>March 3, 2024</span><strong>${name}</strong>
<div><span>United States</span></div></div>
<div><div><span role="img" aria-label="${rating} stars"></span></div><p>${text}</p></div></div>`;
    expect(writers(page(REVIEWS.map(card)))).toEqual(REVIEWS.map(([name]) => name));
  });

  it('the label a date is announced with ("Review posted") is not the writer', () => {
    const card = ([name, rating, text]: (typeof REVIEWS)[number]) =>
      `<div><div><strong>${name}</strong><div>Verified Buyer</div></div>
<div><div><span>Rated ${rating} out of 5</span></div><div><span>Review posted</span><span>March 3, 2024</span></div>
<p>${text}</p></div></div>`;
    expect(writers(page(REVIEWS.map(card)))).toEqual(REVIEWS.map(([name]) => name));
  });
});

describe('a writer column beside the text', () => {
  it('names shortened to an initial ("Anna K.") are names, not sentences that make the column text', () => {
    const reviews = [
      ['Anna K.', 4, 'Keeps water cold all day, the lid is a bit stiff at first.'],
      ['Tom B.', 2, 'Leaked on day one and the paint chipped within a week.'],
      ['Lena', 5, 'Perfect size for my bag, I use it every day on the train.'],
    ] as const;
    const card = ([name, rating, text]: (typeof reviews)[number]) =>
      `<div><div><div><div role="img" aria-label="${rating} out of 5 stars"></div><div>March 3, 2024</div></div>
<div><p>${text}</p></div></div><div><div>${name}</div><div>United States</div><div>2 months using the app</div></div></div>`;
    const html = `<html><head><title>Flask</title></head><body><h1>Flask</h1><section>${reviews.map(card).join('\n')}</section></body></html>`;
    const read = extractPage('https://shop.example.com/apps/flask', html).reviews;
    expect(read.map((r) => [r.reviewer, r.text])).toEqual(
      reviews.map(([name, , text]) => [name, text]),
    );
  });
});

describe("a link to the writer's profile page", () => {
  const REVIEWS = [
    ['Anna Kovacs', 4, 'Keeps water cold all day, the lid is a bit stiff at first.'],
    ['Tom Baker', 2, 'Leaked on day one and the paint chipped within a week.'],
    ['Lena', 5, 'Perfect size for my bag, I use it every day on the train.'],
  ] as const;
  const page = (cards: string[]) =>
    `<html><head><title>Flask</title></head><body><h1>Flask</h1><div>${cards.join('\n')}</div></body></html>`;
  const read = (html: string) =>
    extractPage('https://shop.example.com/products/flask', html).reviews.map((r) => [
      r.reviewer,
      r.rating,
      r.text,
    ]);

  // Trustpilot's cards without their class names: the writer is known only by where the link goes, and the link
  // also prints how many reviews they wrote.
  it.each([
    ['/users/5c1a2b', 'a user page'],
    ['/profile/anna-k', 'a profile page'],
    ['/gp/profile/amzn1.account.AE3X', 'a profile page under a section'],
    ['/members/1234', 'a member page'],
  ])('%s (%s) names the writer, not the count of reviews it prints', (href) => {
    const card = ([name, rating, text]: (typeof REVIEWS)[number]) =>
      `<article><section><a href="${href}"><div>${name}</div><div><span>3</span> reviews</div></a></section>
<section><img src="/stars.svg" alt="${rating} stars: Great"><p>${text}</p><button>Useful</button></section></article>`;
    expect(read(page(REVIEWS.map(card)))).toEqual(REVIEWS.map((r) => [...r]));
  });

  it('a link to the reviews a customer wrote is no name ("See all customer reviews")', () => {
    const card = ([name, rating, text]: (typeof REVIEWS)[number]) =>
      `<div><div><span>${name}</span> <span>March 3, 2024</span> <a href="/users/41/reviews">See all reviews</a></div>
<div role="img" aria-label="${rating} out of 5 stars"></div><p>${text}</p></div>`;
    expect(read(page(REVIEWS.map(card))).map(([writer]) => writer)).toEqual(
      REVIEWS.map(([name]) => name),
    );
  });
});

describe("Judge.me's header without class names", () => {
  const REVIEWS = [
    ['Anna K.', 4, '2024-03-03', 'Keeps water cold all day, the lid is a bit stiff at first.'],
    ['Tom Baker', 2, '2024-02-11', 'Leaked on day one and the paint chipped within a week.'],
  ] as const;
  const card = ([name, rating, day, text]: (typeof REVIEWS)[number]) =>
    `<div data-review-id="x"><div><span aria-label="${rating} star review" role="img"></span>
<span data-content="${day} 05:02:32 UTC"></span><div></div><span><span>Verified Buyer</span></span><span><span>${name}</span></span></div>
<div><div><p>${text}</p></div></div></div>`;
  const read = () =>
    extractPage(
      'https://shop.example.com/products/flask',
      `<html><head><title>Flask</title></head><body><h1>Flask</h1><div>${REVIEWS.map(card).join('\n')}</div></body></html>`,
    ).reviews.map((r) => [r.reviewer, r.rating, r.date, r.text]);

  // Short enough to be read as one line, the second card's words open with "Verified Buyer": still a card.
  it('a card whose words open with its badge is a review, not the badge', () =>
    expect(read().map(([, rating]) => rating)).toEqual([4, 2]));

  // The script fills the empty element from its timestamp; the timestamp is the date whatever the attribute's name.
  it('a timestamp kept in an attribute of an empty element is the date', () =>
    expect(read().map(([, , date]) => date)).toEqual(
      REVIEWS.map(([, , day]) => `${day}T05:02:32.000Z`),
    ));

  it('a name after the date on its header line, past a badge, is the writer', () =>
    expect(read().map(([name]) => name)).toEqual(REVIEWS.map(([name]) => name)));
});

describe('a byline holding the date as a part of its own', () => {
  // Shopify Product Reviews: `<span class="spr-review-header-byline"><strong>Anna</strong> on <strong>Mar 03, 2024</strong></span>`.
  it.each([
    ['on', 'en', 'Mar 03, 2024'],
    ['am', 'de', '03.03.2024'],
    ['le', 'fr', '03/03/2024'],
  ])('the word joining the name to the date ("%s") is not part of the name', (on, lang, day) => {
    const card = (name: string, rating: number, text: string) =>
      `<div class="spr-review"><div class="spr-review-header"><span aria-label="${rating} of 5 stars" role="img"></span>
<h3 class="spr-review-header-title">Good</h3>
<span class="spr-review-header-byline"><strong>${name}</strong> ${on} <strong>${day}</strong></span></div>
<div class="spr-review-content"><p class="spr-review-content-body">${text}</p></div></div>`;
    const html = `<html lang="${lang}"><head><title>Flask</title></head><body><h1>Flask</h1><div>
${card('Anna K.', 4, 'Keeps water cold all day, the lid is a bit stiff at first.')}
${card('Tom Baker', 2, 'Leaked on day one and the paint chipped within a week.')}</div></body></html>`;
    const reviews = extractPage('https://shop.example.com/products/flask', html).reviews;
    expect(reviews.map((r) => r.reviewer)).toEqual(['Anna K.', 'Tom Baker']);
  });
});

describe('the date in brackets after the name', () => {
  // CubeCart closes its quoted text with `<cite><span>Anna K.</span> (03/03/2024)</cite>`: the line is read as the
  // date, and the name before the bracketed date is the writer. The heading above the stars stays the title.
  it('"Anna K. (03/03/2024)" names the writer', () => {
    const reviews = [
      [
        'Anna K.',
        4,
        'Cold all day',
        'Keeps water cold all day, the lid is a bit stiff at first.',
        '03/03/2024',
      ],
      [
        'Tom Baker',
        2,
        'Leaked',
        'Leaked on day one and the paint chipped within a week.',
        '02/11/2024',
      ],
    ] as const;
    const cards = reviews.map(
      ([name, rating, title, text, day]) =>
        `<div><div><div><h3>${title}</h3></div><div><img src="/star_on.png" alt="${rating}"><span>${rating} of 5</span></div></div>
<div><div><blockquote><span>${text}</span>
<cite><span>${name}</span> (${day})</cite></blockquote></div></div></div>`,
    );
    const html = `<html lang="en"><head><title>Flask</title></head><body><h1>Flask</h1><div>${cards.join('\n')}</div></body></html>`;
    const read = extractPage('https://shop.example.com/products/flask', html).reviews;
    expect(read.map((r) => [r.reviewer, r.title])).toEqual(reviews.map(([n, , t]) => [n, t]));
  });

  it('"Great (03/03/2024)" in lower-case words names no one', () => {
    const cards = ['great value', 'not for me'].map(
      (words, i) =>
        `<div><div aria-label="${4 - i} out of 5 stars" role="img"></div><p>Keeps water cold all day, the lid is a bit stiff at first ${i}.</p><p>${words} (03/0${i + 3}/2024)</p></div>`,
    );
    const html = `<html lang="en"><head><title>Flask</title></head><body><h1>Flask</h1><div>${cards.join('\n')}</div></body></html>`;
    const read = extractPage('https://shop.example.com/products/flask', html).reviews;
    expect(read.map((r) => r.reviewer)).toEqual([undefined, undefined]);
  });
});
