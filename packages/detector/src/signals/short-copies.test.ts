import type { Review } from '@reviewsentry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews } from '../test-fixtures/review-texts';
import { honestShortReviews, templatedCampaign } from '../test-fixtures/short-reviews';
import { detectDuplicates } from './duplicates';
import { describeShape, shapeOf, shapeTokens } from './shape';
import { hashString } from './shingles';
import { detectShortCopies } from './short-copies';

const COPY_CODES = new Set(['duplicate_text', 'templated_text', 'duplicate_source']);

function copyEvidence(reviews: Review[]) {
  const result = detectDuplicates(prepare(reviews));
  const flagged = result.flags.filter((f) => COPY_CODES.has(f.code));
  return { result, flagged, ids: new Set(flagged.map((f) => reviews[f.index]?.id)) };
}

/** `count` dated long English reviews spread over 2024 (the product's ordinary pace). */
function background(count: number): Review[] {
  return distinctReviews(count, 3).map((r, i) => ({
    ...r,
    id: `b${i}`,
    rating: 4,
    date: new Date(Date.UTC(2024, 0, 1) + ((i * 7) % 365) * 86_400_000).toISOString().slice(0, 10),
    reviewer: `long reviewer ${i}`,
  }));
}

describe('shapeOf', () => {
  it('keeps words, punctuation runs and emoji in order, ignoring case, spacing and skin tones', () => {
    const a = shapeOf('Great product!!!!! Highly recommend 👍🏽');
    const b = shapeOf('great   product!!! highly RECOMMEND👍');
    expect(shapeTokens('Great product!!!!! Highly recommend 👍🏽').tokens).toEqual([
      'great',
      'product',
      '!!!',
      'highly',
      'recommend',
      '👍',
    ]);
    expect([...a.hashes]).toEqual([...b.hashes]);
    expect(describeShape('Great product!!!!! Highly recommend 👍🏽', 0)).toBe(
      '… product!!! highly recommend 👍',
    );
    expect(shapeTokens('Très bon produit 😍😍').tokens).toEqual([
      'très',
      'bon',
      'produit',
      '😍',
      '😍',
    ]);
  });

  it('gives ASCII texts the same tokens and hashes on the fast path as on the Unicode path (property)', () => {
    const chars = fc.constantFrom(..."aZ09 '!.,?-*\t\n\u0000~".split(''));
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 30 }), (cs) => {
        const text = cs.join('');
        const { tokens, kinds } = shapeTokens(text);
        const shape = shapeOf(text);
        expect([...shape.kinds]).toEqual(kinds);
        expect([...shape.hashes]).toEqual(tokens.map((t, i) => hashString(`${kinds[i]}${t}`)));
        // The same text with an emoji at the end takes the Unicode path: same tokens before it.
        expect([...shapeOf(`${text} 👍`).hashes].slice(0, tokens.length)).toEqual([
          ...shape.hashes,
        ]);
      }),
      { numRuns: 2000 },
    );
  });

  it('weighs Chinese and Japanese runs by their length, as they are written without spaces', () => {
    expect(
      shapeOf('质量很好，物流很快，非常满意，下次还会再来购买').wordWeight,
    ).toBeGreaterThanOrEqual(8);
    expect(shapeOf('Nice product').wordWeight).toBe(2);
  });
});

describe('a short copy disguised by characters a reader does not see or by look-alike letters', () => {
  const plain = 'Great product!! Highly recommend it to everyone 👍';
  it.each([
    ['a zero-width space', 'Great pro\u200bduct!! Highly recommend it to everyone 👍'],
    ['a soft hyphen', 'Great product!! High\u00adly recommend it to everyone 👍'],
    ['a word joiner', 'Great product!! Highly recom\u2060mend it to everyone 👍'],
    ['a Cyrillic е', 'Gr\u0435at product!! Highly recommend it to everyone 👍'],
    ['fullwidth letters', 'Ｇｒｅａｔ product!! Highly recommend it to everyone 👍'],
  ])('has the shape of the text it copies (%s)', (_, disguised) => {
    expect([...shapeOf(disguised).hashes]).toEqual([...shapeOf(plain).hashes]);
  });

  it('is found with the copies it was made from', () => {
    const reviews: Review[] = [
      ...['\u200b', '\u00ad', '\u2060', '', ''].map((mark, i) => ({
        id: `c${i}`,
        text: `Great pro${mark}duct!! Highly recommend it to everyone 👍`,
        reviewer: `P${i}`,
      })),
      ...distinctReviews(15, 4),
    ];
    const copies = detectDuplicates(prepare(reviews)).flags.filter((f) => f.index < 5);
    expect(new Set(copies.map((f) => f.index))).toEqual(new Set([0, 1, 2, 3, 4]));
  });
});

describe('short copies and templates', () => {
  it('flags a templated campaign of 40 short five-star reviews posted over two days', () => {
    const campaign = templatedCampaign(40);
    const { result, ids } = copyEvidence([...background(60), ...campaign]);
    const alert = result.alerts.find((a) => a.code === 'templated_reviews');
    expect(alert?.severity).toBe('critical');
    expect(alert?.metrics?.reviews).toBe(40);
    expect(alert?.message).toContain('"… product!! highly recommend 👍"');
    expect(ids).toEqual(new Set(campaign.map((r) => r.id)));
    const strong = result.flags.filter((f) => f.strong);
    expect(strong).toHaveLength(39);
    // Every flag links to the others: a copy to the review it repeats, the source to every copy.
    const source = result.flags.find((f) => f.code === 'duplicate_source');
    const sourceId = campaign[source?.index === undefined ? -1 : source.index - 60]?.id as string;
    expect(new Set([sourceId, ...(source?.reviewIds ?? [])])).toEqual(ids);
    for (const f of strong) expect(f.reviewIds).toEqual([sourceId]);
  });

  it('flags the same campaign when it is all the product has (no timing baseline): the wording is too specific', () => {
    const { result, flagged } = copyEvidence(templatedCampaign(40));
    expect(result.alerts.map((a) => a.code)).toEqual(['templated_reviews']);
    expect(flagged).toHaveLength(40);
  });

  it('raises nothing for 40 varied honest short reviews spread over a year', () => {
    const { result, flagged } = copyEvidence(honestShortReviews(40));
    expect(result.alerts).toEqual([]);
    expect(flagged).toEqual([]);
  });

  it('raises nothing for honest generic praise repeated by many buyers over a year', () => {
    // 400 honest one-liners: "Good", "Nice product", "Very good product" each written by ten or more people.
    const { result, flagged } = copyEvidence([...honestShortReviews(400), ...background(100)]);
    expect(result.alerts).toEqual([]);
    expect(flagged).toEqual([]);
  });

  it('flags a generic phrase when it crowds into two days against a year of ordinary reviews', () => {
    const burst: Review[] = Array.from({ length: 25 }, (_, i) => ({
      id: `g${i}`,
      text: 'Good product',
      rating: 5,
      date: i % 2 ? '2024-08-01' : '2024-08-02',
      reviewer: `acct${i}`,
    }));
    const { result, ids } = copyEvidence([
      ...honestShortReviews(200),
      ...background(100),
      ...burst,
    ]);
    expect(result.alerts.map((a) => a.code)).toEqual(['templated_reviews']);
    for (const r of burst) expect(ids.has(r.id)).toBe(true);
    // The honest "Good product" reviews of the rest of the year are in the wording's group but were
    // posted on other days; the cluster is what crowded in time, and honest ones elsewhere are not named.
    expect([...ids].filter((id) => id?.startsWith('h')).length).toBeLessThanOrEqual(3);
  });

  it('reads templates in any language and script', () => {
    for (const [template, words] of [
      ['¡{} producto! Lo recomiendo 100% 👍', ['Excelente', 'Buen', 'Gran', 'Lindo']],
      ['Barang {} banget, pengiriman cepat, seller ramah 🙏', ['bagus', 'mantap', 'oke', 'keren']],
      ['Ürün {} geldi, satıcıya teşekkürler ❤️', ['hızlı', 'sağlam', 'eksiksiz', 'özenli']],
      ['质量{}，物流很快，非常满意！', ['很好', '不错', '超好', '很棒']],
    ] as const) {
      const campaign = templatedCampaign(30, { template, words });
      const { result, ids } = copyEvidence([...background(50), ...campaign]);
      expect(
        result.alerts.map((a) => a.code),
        template,
      ).toEqual(['templated_reviews']);
      expect(ids.size, template).toBe(30);
    }
  });

  it('needs three reviewers: one account posting its one-liner three times is the repeat-reviewer signal', () => {
    const same: Review[] = ['2024-03-01', '2024-03-01', '2024-03-02'].map((date, i) => ({
      id: `s${i}`,
      text: 'Fantastic quality, will buy again 🔥🔥',
      rating: 5,
      date,
      reviewer: 'Same Person',
    }));
    expect(copyEvidence([...background(50), ...same]).flagged).toEqual([]);
  });

  it('counts each mask ("d*****9") as one reviewer: different masks are different people, one mask may be one', () => {
    const campaign = templatedCampaign(12, {
      template: 'Barang {} banget, seller ramah 🙏',
      words: ['bagus', 'mantap', 'oke', 'keren'],
    });
    const letters = 'abcdefghijkl';
    const distinct = campaign.map((r, i) => ({ ...r, reviewer: `${letters[i]}*****${i % 10}` }));
    expect(copyEvidence([...background(50), ...distinct]).ids.size).toBe(12);
    // Two masks alternating may be two buyers posting six times each: too few reviewers for a campaign.
    const two = campaign.map((r, i) => ({ ...r, reviewer: i % 2 ? 'd*****9' : 'a*****1' }));
    expect(copyEvidence([...background(50), ...two]).flagged).toEqual([]);
  });

  it('does not treat mixed ratings as a campaign', () => {
    const mixed = templatedCampaign(30).map((r, i) => ({ ...r, rating: i % 2 ? 5 : 1 }));
    expect(copyEvidence([...background(50), ...mixed]).flagged).toEqual([]);
  });

  it('collapses the same listing scraped twice (same reviewer, day, rating, words)', () => {
    const twice: Review[] = [0, 1, 2, 3, 4].flatMap((i) => [
      {
        id: `t${i}a`,
        text: 'Camera is just wow!!',
        rating: 5,
        date: '2024-02-02',
        reviewer: `p${i}`,
      },
      {
        id: `t${i}b`,
        text: 'Camera is just wow!!',
        rating: 5,
        date: '2024-02-02',
        reviewer: `p${i}`,
      },
    ]);
    const { result } = copyEvidence([...background(80), ...twice]);
    const flags = detectShortCopies(prepare([...background(80), ...twice])).flags;
    expect(flags.filter((f) => f.strong)).toHaveLength(4);
    expect(result.alerts[0]?.metrics?.reviews).toBe(5);
  });
});
