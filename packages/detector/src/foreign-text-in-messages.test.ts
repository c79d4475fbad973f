// Our sentences name things others wrote: a reviewer's name, a shop's review id, a product's name. A bidirectional
// control in one of them (an override, embedding or isolate: "Trojan Source") would reorder the rest of our sentence
// where it is shown (the result page, a link preview, a spreadsheet cell), so none may reach a message of ours.
import type { ImportedProduct, Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { markerModel } from './test-fixtures/marker-model';
import { distinctReviews } from './test-fixtures/review-texts';

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const RLO = '\u202e';
// A buyer's habitual note, as the Shopee export shows it under each order.
const THANKS =
  'Mantap pesanan sudah sampai dengan baik dan benar . Terimakasih seller dan shopee semoga selalu amanah';
const LONG =
  'I bought this kettle for my office and it boils a full litre in under three minutes without any rattle.';

function messagesOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) messagesOf(item, found);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (['message', 'verdict_explanation', 'summary'].includes(key) && typeof item === 'string')
        found.push(item);
      else messagesOf(item, found);
    }
  return found;
}

describe('names and ids of others in our messages', () => {
  it('carry none of their bidirectional controls', () => {
    const product = (name: string, reviews: Review[]): Review[] =>
      reviews.map((r) => ({ ...r, id: `${r.id}${RLO}`, product_name: name }));
    const reviews: Review[] = [
      ...product(`Kettle ${RLO}gnikrow`, [
        ...distinctReviews(20),
        // A masked name repeating a text is named in the reason; a copy across reviewers names the review.
        { id: 'a', text: THANKS, reviewer: 'mphaatul', date: '2025-05-29T20:34:33Z' },
        { id: 'b', text: THANKS, reviewer: `m**${RLO}***l`, date: '2025-05-29T20:53:33Z' },
        { id: 'c', text: `${LONG} Again`, reviewer: 'Zoe', date: '2024-04-01', rating: 5 },
        { id: 'd', text: `${LONG} Again`, reviewer: 'Ann', date: '2024-04-02', rating: 5 },
      ]),
      ...product(`Toaster \u2067x`, distinctReviews(12)),
    ];
    const products: ImportedProduct[] = [
      { product_id: null, product_name: `Kettle ${RLO}gnikrow`, review_count: 24 },
      { product_id: null, product_name: 'Toaster \u2067x', review_count: 12 },
    ];
    const analysis = createAnalyzer({ textModel: markerModel }).analyzeImport({
      reviews,
      products,
    });
    const messages = messagesOf(analysis);
    // The test reaches each kind of sentence that names something of theirs.
    expect(messages.some((m) => m.includes('under a name the shop masks alike ("m**'))).toBe(true);
    expect(messages.some((m) => /text as review c/u.test(m))).toBe(true);
    expect(messages.some((m) => m.startsWith('Kettle '))).toBe(true);
    expect(messages.filter((m) => BIDI_CONTROLS.test(m))).toEqual([]);
    // The data itself is left as it came: it is shown isolated, on its own.
    expect(analysis.reviews.find((r) => r.id === `b${RLO}`)?.reviewer).toBe(`m**${RLO}***l`);
  });
});
