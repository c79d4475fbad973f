import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews } from '../test-fixtures/review-texts';
import {
  detectReviewerVolume,
  isAnonymousName,
  normaliseName,
  reviewerThreshold,
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
