import fc from 'fast-check';
import { apiErrorSchema, uploadResponseSchema } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { fileUpload, startApp } from '../../../test/analysis-app';

// Whatever a shopper uploads, the answer is a typed 4xx or a contract-valid analysis whose figures agree: never
// a 5xx.

const BASE =
  'prod_id,prod_name,customer_review,customer_rating,date\r\n' +
  'P1,Kettle,"Boils water fast and the handle stays cool, happy with it so far.",5,2024-01-05\r\n' +
  'P1,Kettle,"Stopped working after two weeks; the lid does not close properly.",1,05/02/2024\r\n' +
  'P2,"Toaster ""Pro""","Browns evenly on both sides, although the crumb tray is flimsy.",4,3 months ago\r\n';

const CSV_ALPHABET = [
  ',',
  ';',
  '\t',
  '|',
  '"',
  '\r',
  '\n',
  '\r\n',
  ' ',
  '=',
  '\u0000',
  'é',
  '\ufeff',
  'x',
];

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.array(fc.constantFrom(...CSV_ALPHABET), { maxLength: 8 }).map((a) => a.join('')),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ kind: fc.constant('repeat' as const), times: fc.integer({ min: 1, max: 30 }) }),
);

/** The largest mutated CSV: far more rows than the property needs, far below a runtime's string limit. */
const MAX_CHARS = 256 * 1024;

type Step = { kind: string; at?: number; text?: string; length?: number; times?: number };

function mutate(text: string, steps: Step[]): string {
  let out = text;
  for (const step of steps) {
    const at = (step.at ?? 0) % (out.length + 1);
    if (step.kind === 'insert') out = out.slice(0, at) + (step.text ?? '') + out.slice(at);
    else if (step.kind === 'delete') out = out.slice(0, at) + out.slice(at + (step.length ?? 1));
    else {
      // Repeated rows, at most MAX_CHARS in all: six repeats of up to 30 times would otherwise pass any string
      // length the runtime allows.
      const rows = out.split('\r\n').slice(1).join('\r\n');
      const times = Math.min(
        step.times ?? 1,
        Math.floor((MAX_CHARS - out.length) / (rows.length || 1)),
      );
      out += rows.repeat(Math.max(0, times));
    }
  }
  return out;
}

const upload = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }),
  fc.array(mutation, { minLength: 1, maxLength: 6 }).map((steps) => mutate(BASE, steps)),
  fc.string({ unit: 'binary', maxLength: 2000 }),
);

describe('POST /upload never answers 5xx (fast-check)', () => {
  it('random bytes, unicode and mutated CSVs -> 200 or a typed 4xx', async () => {
    const app = await startApp();
    await fc.assert(
      fc.asyncProperty(upload, fc.boolean(), async (content, csvAnswer) => {
        const body = fileUpload(content);
        const res = await app.inject({
          method: 'POST',
          url: '/upload',
          payload: body.payload,
          headers: { ...body.headers, accept: csvAnswer ? 'text/csv' : 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode !== 200) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          apiErrorSchema.parse(res.json());
        } else if (csvAnswer) {
          expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
          expect(res.body).toContain('reviewsentry_status');
        } else {
          // Rule 2 of docs/api.md holds for the file and for each product, whatever the upload.
          const answer = uploadResponseSchema.parse(res.json());
          for (const r of [answer, ...answer.products])
            expect(r.fake_percentage).toBe(
              r.total_reviews === 0
                ? 0
                : Math.round((10_000 * r.fake_reviews_count) / r.total_reviews) / 100,
            );
          expect(answer.total_reviews).toBe(answer.reviews.filter((x) => x.assessed).length);
        }
      }),
      { numRuns: 120, interruptAfterTimeLimit: 60_000 },
    );
  }, 90_000);
});
