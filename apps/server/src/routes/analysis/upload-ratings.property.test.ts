import fc from 'fast-check';
import { uploadResponseSchema } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { csvCell, fileUpload, KETTLE_REVIEWS, startApp } from '../../../test/analysis-app';

// One rule for every rating figure of an upload: the reviews the average counts are the ones the chart draws and the
// rating-shape alert counts, and a 0 in a column of 1–5 stars is none of them (docs/api.md, the importer's
// zero-stars rule) while the importer's note says how many there were. Random columns of whole-star ratings, some 0,
// some empty, on a 1–5 or a 0–10 scale.

const rating = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 5 }).map(String) },
  { weight: 2, arbitrary: fc.constant('0') },
  { weight: 1, arbitrary: fc.constant('') },
);

describe('POST /upload: the average, the chart and the rating-shape alert count the same ratings (fast-check)', () => {
  it('on random 1–5 and 0–10 columns with zeros', async () => {
    const app = await startApp();
    await fc.assert(
      fc.asyncProperty(
        fc.array(rating, { minLength: 1, maxLength: 60 }),
        fc.boolean(),
        async (ratings, tenPoint) => {
          // A 10 in the column makes it a 0–10 scale, on which a 0 is a rating.
          const column = tenPoint ? [...ratings, '10'] : ratings;
          const rows = column.map(
            (r, i) => `${csvCell(`${KETTLE_REVIEWS[i % KETTLE_REVIEWS.length]!} (${i})`)},${r}`,
          );
          const body = fileUpload(`review,rating\n${rows.join('\n')}\n`);
          const res = await app.inject({ method: 'POST', url: '/upload', ...body });
          expect(res.statusCode).toBe(200);
          const answer = uploadResponseSchema.parse(res.json());
          const rated = answer.reviews.filter((r) => r.rating !== null);
          const charted = answer.rating_histogram.reduce((n, b) => n + b.count, 0);
          expect(charted).toBe(rated.length);
          const mean =
            rated.length === 0
              ? null
              : Math.round((100 * rated.reduce((s, r) => s + r.rating!, 0)) / rated.length) / 100;
          expect(answer.average_rating).toBe(mean);
          const shape = answer.alerts.find((a) => a.code === 'rating_distribution_atypical');
          if (shape) expect(shape.metrics?.rated).toBe(rated.length);
          const zeros = ratings.filter((r) => r === '0').length;
          if (tenPoint) expect(rated.length).toBe(ratings.filter((r) => r !== '').length + 1);
          else {
            expect(rated.length).toBe(ratings.filter((r) => r !== '' && r !== '0').length);
            expect(rated.every((r) => r.rating! >= 1)).toBe(true);
            if (zeros > 0)
              expect(answer.coverage.notes.join(' ')).toContain(
                `${zeros === 1 ? 'it was' : `${zeros} of them`} 0, below the 1 star a 5-star scale starts at`,
              );
          }
        },
      ),
      { numRuns: 40, seed: 176, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);
});
