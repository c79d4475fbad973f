// Assessability on real scraped files: Spanish Amazon reviews, an Indonesian shop dump with empty
// comments, and a Walmart file full of the placeholder "No review".
import { readFileSync } from 'node:fs';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { words } from '../text/tokenize';
import { notScoredReason, textFacts } from './assessability';

const read = (file: string): Record<string, string>[] =>
  parse(readFileSync(sharedDataPath('real-world', 'csv', file)), {
    columns: true,
    bom: true,
    relax_column_count: true,
  });
/** Why the text has nothing to judge, else why the committed English model must not score it (null: it may). */
const assess = (t: string) => {
  const facts = textFacts(t, words(t));
  return {
    reason: facts.noText ?? notScoredReason(facts, { languages: ['en'], minWords: 10 }),
    language: facts.language,
  };
};

describe.skipIf(!hasSharedData('real-world', 'csv', 'amazon_us_mx_instantpot_outof5stars.csv'))(
  'Instant Pot (US + Mexico)',
  () => {
    it('keeps the Spanish reviews out and the English ones in', () => {
      const rows = read('amazon_us_mx_instantpot_outof5stars.csv');
      // Rows 1, 19, 24 and 43 are the Spanish reviews (our own reading of the file).
      const spanish = new Set([1, 19, 24, 43]);
      rows.forEach((r, i) => {
        const a = assess(r.body ?? '');
        if (spanish.has(i))
          expect(a, `row ${i}`).toEqual({ reason: 'language_not_covered', language: 'es' });
        else expect(a.reason, `row ${i}`).toBeNull();
      });
    });
  },
);

describe.skipIf(!hasSharedData('real-world', 'csv', 'shopee_id_multi_product_indonesian.csv'))(
  'Shopee (Indonesian)',
  () => {
    it('scores none of the comments: empty ones are empty, worded ones are not English', () => {
      const rows = read('shopee_id_multi_product_indonesian.csv');
      const reasons = rows.map((r) => assess(r.comment ?? '').reason);
      expect(reasons.filter((x) => x === null)).toHaveLength(0);
      expect(reasons.filter((x) => x === 'empty')).toHaveLength(852);
    });
  },
);

describe.skipIf(!hasSharedData('real-world', 'csv', 'walmart_seller_reviews_mmddyyyy.csv'))(
  'Walmart seller reviews',
  () => {
    it('treats "No review" as a placeholder', () => {
      const rows = read('walmart_seller_reviews_mmddyyyy.csv');
      const placeholders = rows.filter((r) => assess(r.review ?? '').reason === 'placeholder');
      expect(placeholders).toHaveLength(172);
    });
  },
);
