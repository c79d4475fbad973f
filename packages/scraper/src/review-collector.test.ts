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

describe('ReviewCollector.add: a review an earlier page gave, under another id', () => {
  const page1 = listed.map((r, i) => ({ ...r, id: `p1-${i}` }));

  it('is that review again when a writer is named; the page’s new reviews are kept', () => {
    const collector = new ReviewCollector('shop.example.com', 100);
    collector.add(page1, 'json-ld');
    const page2 = [
      { ...listed[0]!, id: 'p2-0' },
      { text: 'Too heavy for a day pack.', reviewer: 'Dev', rating: 3, id: 'p2-1' },
    ];
    expect(collector.add(page2, 'json-ld')).toBe(1);
    expect(collector.size).toBe(3);
  });

  it('a page that gives only such reviews adds nothing, even unnamed ones', () => {
    const collector = new ReviewCollector('shop.example.com', 100);
    const unnamed = listed.map(({ text, rating }, i) => ({ text, rating, id: `p1-${i}` }));
    collector.add(unnamed, 'json-ld');
    expect(
      collector.add(
        unnamed.map((r, i) => ({ ...r, id: `p2-${i}` })),
        'json-ld',
      ),
    ).toBe(0);
    expect(collector.size).toBe(2);
  });

  it('keeps the same text by the same writer twice on one page, and unnamed repeats beside new reviews', () => {
    const collector = new ReviewCollector('shop.example.com', 100);
    collector.add([page1[0]!, { ...page1[0]!, id: 'p1-again' }], 'json-ld');
    expect(collector.size).toBe(2);
    const unnamed = { text: 'Works.', rating: 5 };
    collector.add([{ ...unnamed, id: 'u1' }], 'json-ld');
    collector.add(
      [
        { ...unnamed, id: 'u2' },
        { text: 'New one.', rating: 1, id: 'u3' },
      ],
      'json-ld',
    );
    expect(collector.size).toBe(5);
  });
});
