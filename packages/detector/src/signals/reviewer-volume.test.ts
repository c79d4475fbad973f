import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews } from '../test-fixtures/review-texts';
import {
  detectReviewerVolume,
  isAnonymousName,
  normaliseName,
  reviewerThreshold,
  reviewerVolumeSeverity,
} from './reviewer-volume';

describe('detectReviewerVolume', () => {
  it('flags one name posting many reviews of the product', () => {
    const reviews = distinctReviews(40).map((r, i) => ({
      ...r,
      reviewer: i < 4 ? ' Jane  Doe ' : `user${i}`,
    }));
    const result = detectReviewerVolume(prepare(reviews));
    expect(result.alerts[0]).toMatchObject({
      code: 'repeat_reviewer',
      evidence: ['r0', 'r1', 'r2', 'r3'],
    });
    expect(result.alerts[0]?.metrics?.max_reviews_by_one).toBe(4);
    expect(result.flags).toHaveLength(4);
  });

  it('is not escaped by invisible characters or look-alike letters in the name (zero-width, joiners, soft hyphen, bidi controls, Cyrillic а)', () => {
    // Each spelling looks like "Jane Doe"; Unicode calls these code points default-ignorable (UTS #39 ignores them
    // when it compares identifiers).
    const spellings = [
      'Jane Doe',
      'Jane\u200b Doe',
      'Ja\u2060ne Doe',
      'Jane D\u00adoe',
      'J\u200dane\u202e Doe',
      'J\u0430ne Doe',
    ];
    const reviews = distinctReviews(40).map((r, i) => ({
      ...r,
      reviewer: spellings[i] ?? `user${i}`,
    }));
    const result = detectReviewerVolume(prepare(reviews));
    expect(result.alerts[0]).toMatchObject({
      code: 'repeat_reviewer',
      evidence: ['r0', 'r1', 'r2', 'r3', 'r4', 'r5'],
    });
  });

  it('sizes its severity to the reviewers and reviews behind it, not to the share of a small product', () => {
    // One buyer's 3 ratings of a 4-review product are 75 % of it, and still one buyer.
    const small = distinctReviews(4).map((r, i) => ({
      ...r,
      reviewer: i < 3 ? 'afika160496' : 'b',
    }));
    expect(detectReviewerVolume(prepare(small)).alerts[0]).toMatchObject({ severity: 'info' });
    // [reviewers, most reviews by one, share] → severity
    const table: [number, number, number, 'info' | 'warning'][] = [
      [1, 3, 1, 'info'],
      [1, 4, 0.5, 'info'],
      [1, 5, 0.05, 'warning'],
      [1, 5, 0.049, 'info'],
      [1, 10, 0.001, 'warning'],
      [2, 3, 0.05, 'warning'],
      [2, 3, 0.03, 'info'],
    ];
    for (const [reviewers, most, share, severity] of table)
      expect(reviewerVolumeSeverity(reviewers, most, share), `${reviewers} ${most} ${share}`).toBe(
        severity,
      );
  });

  it('ignores generic and masked names, pairs, and missing reviewers', () => {
    const reviews = distinctReviews(40).map((r, i) => ({
      ...r,
      reviewer:
        i < 10
          ? 'Amazon Customer'
          : i < 20
            ? 'd*****9'
            : i < 22
              ? 'Sam'
              : i < 30
                ? undefined
                : `u${i}`,
    }));
    expect(detectReviewerVolume(prepare(reviews))).toMatchObject({ alerts: [], flags: [] });
  });

  it('treats masked, generic and label-for-surname names in any language as unknown', () => {
    const names = [
      'd*****9',
      'k***a',
      'A•••z',
      'J*',
      'Cliente de Amazon',
      'Amazon Kunde',
      "Client d'Amazon",
      'Kunde',
      'Pembeli',
      'Rahul Customer',
      'Flipkart Customer',
      // Amazon's other storefronts: Japan, Sweden, the Netherlands, Brazil, France (typographic apostrophe),
      // China, the Emirates, India.
      'Amazon カスタマー',
      'Amazon-kund',
      'Amazon-klant',
      'Cliente da Amazon',
      'Client d’Amazon',
      '亚马逊买家',
      'عميل أمازون',
      'Amazon ग्राहक',
      // Rakuten and Yahoo! Shopping Japan ("buyer", with the honorific), Taobao/JD ("anonymous buyer"), Coupang
      // ("buyer"), Allegro and Ozon ("buyer").
      '購入者さん',
      '匿名买家',
      '구매자',
      'Kupujący',
      'Покупатель',
    ];
    for (const name of names) {
      expect(isAnonymousName(normaliseName(name)), name).toBe(true);
      const reviews = distinctReviews(20).map((r, i) => ({
        ...r,
        reviewer: i < 6 ? name : `u${i}`,
      }));
      expect(detectReviewerVolume(prepare(reviews)).alerts, name).toEqual([]);
    }
  });

  it('recognises one person by name in any script and width', () => {
    for (const [a, b] of [
      ['Иван Петров', 'иван  петров'],
      ['王小明', ' 王小明 '],
      ['Ｊａｎｅ Ｄｏｅ', 'jane doe'],
      ['Çağla Yılmaz', 'ÇAĞLA YILMAZ'],
    ] as const) {
      const reviews = distinctReviews(20).map((r, i) => ({
        ...r,
        reviewer: i < 2 ? a : i < 4 ? b : `u${i}`,
      }));
      expect(detectReviewerVolume(prepare(reviews)).alerts[0]?.metrics?.max_reviews_by_one, a).toBe(
        4,
      );
    }
  });

  it('takes a first name alone for one reviewer only within one day', () => {
    const day = (d: number) => `2017-12-${String(1 + d).padStart(2, '0')}`;
    const named = (names: [string, string | undefined][]) =>
      detectReviewerVolume(
        prepare([
          ...distinctReviews(40).map((r, i) => ({ ...r, reviewer: `u${i}` })),
          ...distinctReviews(names.length, 9).map((r, i) => ({
            ...r,
            id: `n${i}`,
            reviewer: names[i]![0],
            ...(names[i]![1] === undefined ? {} : { date: names[i]![1] }),
          })),
        ]),
      );
    // "Mike" on five days, or undated, is five buyers called Mike as far as anyone can tell.
    expect(named([0, 1, 2, 3, 4].map((d) => ['Mike', day(d)])).alerts).toEqual([]);
    expect(named([0, 1, 2].map(() => ['Mike', undefined])).alerts).toEqual([]);
    // Three reviews signed "richard" on one day are one reviewer's.
    expect(named([0, 0, 0].map((d) => ['richard', day(d)])).alerts[0]?.evidence).toEqual([
      'n0',
      'n1',
      'n2',
    ]);
    // A full name, a handle with digits or a name in a script without spaces stays one person on any day.
    for (const name of ['Mike Jones', 'mike1987', '王小明'])
      expect(named([0, 1, 2].map((d) => [name, day(d)])).alerts, name).toHaveLength(1);
  });

  it('raises the bar slowly for big products', () => {
    expect(reviewerThreshold(50)).toBe(3);
    expect(reviewerThreshold(1000)).toBe(3);
    expect(reviewerThreshold(5000)).toBe(4);
    expect(reviewerThreshold(100_000)).toBe(5);
  });
});

describe('normaliseName', () => {
  it('equals trimming, lower-casing, collapsing white space and folding (property)', () => {
    const char = fc.constantFrom(...'aZ09 _.*\t\n\u00a0\u00c9\u00e9-ıİI'.split(''));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 12 }), (chars) => {
        const name = chars.join('');
        expect(normaliseName(name)).toBe(
          name
            .normalize('NFKC')
            .trim()
            .toLowerCase()
            .replace(/\s+/g, ' ')
            .replace(/ı/g, 'i')
            .replace(/\u0307/g, ''),
        );
      }),
      { numRuns: 2000 },
    );
    expect(normaliseName('user123')).toBe('user123');
    expect(normaliseName(' Jane  Doe ')).toBe('jane doe');
  });
});
