// A deterministic TextModel for tests that need exact control over which reviews the text model calls
// fake (verdict boundaries, monotonicity). It is a real implementation of the port, not a mock: texts that
// contain the marker word score 0.99, all others 0.01. Properties that depend on the trained model are
// tested with the committed model on real rows (real-model.test.ts).
import type { Review } from '@reviewsentry/contracts';
import type { TextModel } from '../text-model';
import { distinctReviews } from './review-texts';

export const FAKE_MARKER = 'zqxfake';

export const markerModel: TextModel = {
  id: 'marker-test-model',
  version: '0.0.0',
  languages: ['en'],
  minWords: 10,
  score: (text) => ({ probability: text.includes(FAKE_MARKER) ? 0.99 : 0.01 }),
};

/** `total` distinct English reviews, ids `<idPrefix>0…`, of which the first `fake` carry the marker. */
export function markedReviews(total: number, fake: number, seed = 1, idPrefix = 'r'): Review[] {
  return distinctReviews(total, seed).map((r, i) => ({
    ...r,
    id: `${idPrefix}${i}`,
    text: i < fake ? `${r.text} ${FAKE_MARKER}` : r.text,
  }));
}
