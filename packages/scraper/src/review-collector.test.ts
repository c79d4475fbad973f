// The reviews a page shows beside the list of all of them, when neither gives ids: a shown text cut short is the
// listed review it starts, so it is not counted twice; a shown review the list did not give is kept.
import { describe, expect, it } from 'vitest';
import { ReviewCollector } from './review-collector';

const listed = [
  { text: 'The lid leaks when the flask lies on its side.', reviewer: 'Anna', rating: 2 },
  { text: 'Keeps tea hot all day on the trail.', reviewer: 'Ben', rating: 5 },
];

describe('ReviewCollector.addShown', () => {
  it('counts a shown text cut short as the listed review it starts, whichever ellipsis ends it', () => {
    const collector = new ReviewCollector('shop.example.com', 100);
    collector.add(listed, 'html');
    const added = collector.addShown(
      [
        { text: 'The lid leaks when the fl…', reviewer: 'Anna', rating: 2 },
        { text: 'Keeps tea hot...', reviewer: 'Ben', rating: 5 },
      ],
      'html',
    );
    expect(added).toBe(0);
    expect(collector.result({ id: null, name: null }).map((r) => r.text)).toEqual(
      listed.map((r) => r.text),
    );
  });

  it('keeps a shown review the list did not give, cut short or not', () => {
    const collector = new ReviewCollector('shop.example.com', 100);
    collector.add(listed, 'html');
    const shown = [
      // The same start by another writer, and by the same writer with another rating, are other reviews.
      { text: 'The lid leaks when the fl…', reviewer: 'Carla', rating: 2 },
      { text: 'Keeps tea hot...', reviewer: 'Ben', rating: 4 },
      { text: 'Too heavy for a day pack.', reviewer: 'Dev', rating: 3 },
    ];
    expect(collector.addShown(shown, 'html')).toBe(3);
    expect(collector.size).toBe(5);
  });
});

// A refused rating counts once per review kept, and only when the review is left without a rating: a reader that
// merges two layers (Etsy's cards over its JSON-LD) may keep one layer's refusal beside the other's rating.
describe('ReviewCollector: refused ratings', () => {
  it('counts the kept reviews left unrated by a refused rating, and of those the 0s of 5 stars', () => {
    const collector = new ReviewCollector('shop.example.com', 2);
    collector.add(
      [
        { text: 'No stars given.', reviewer: 'Ann', rating_refused: 'zero_stars' },
        { text: 'No stars given.', reviewer: 'Ann', rating_refused: 'zero_stars' },
        { text: 'Rated on a card.', reviewer: 'Bo', rating: 4, rating_refused: 'zero_stars' },
        { text: 'Past the review limit.', reviewer: 'Cy', rating_refused: 'off_scale' },
      ],
      'json-ld',
    );
    expect(collector.refusedRatings).toEqual({ count: 1, zero_stars: 1 });
  });
});

describe('ReviewCollector.add: reviews an earlier page gave, under other ids', () => {
  const page1 = listed.map((r, i) => ({ ...r, id: `p1-${i}` }));

  it('a page that gives only such reviews adds nothing, named or not', () => {
    const collector = new ReviewCollector('shop.example.com', 100);
    collector.add(page1, 'json-ld');
    expect(
      collector.add(
        page1.map((r, i) => ({ ...r, id: `p2-${i}` })),
        'json-ld',
      ),
    ).toBe(0);
    const unnamed = listed.map(({ text, rating }, i) => ({ text, rating, id: `u1-${i}` }));
    collector.add(unnamed, 'json-ld');
    expect(
      collector.add(
        unnamed.map((r, i) => ({ ...r, id: `u2-${i}` })),
        'json-ld',
      ),
    ).toBe(0);
    expect(collector.size).toBe(4);
  });

  it('one such review beside new ones is kept: a masked name can be many writers', () => {
    const collector = new ReviewCollector('shop.example.com', 100);
    const masked = {
      text: 'Great value.',
      reviewer: 'Amazon Customer',
      rating: 5,
      date: '2024-03-03',
    };
    collector.add([{ ...masked, id: 'a1' }], 'html');
    const page2 = [
      { ...masked, id: 'a2' },
      { text: 'Too heavy for a day pack.', reviewer: 'Dev', rating: 3, id: 'a3' },
    ];
    expect(collector.add(page2, 'html')).toBe(2);
    expect(collector.size).toBe(3);
  });
});
