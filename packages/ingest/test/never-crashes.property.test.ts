// Whatever bytes arrive, importCsv either resolves with a result that satisfies the public contract (and
// its own arithmetic) or rejects with a typed IngestError carrying a 4xx status. Never anything else.
import { INGEST_ERROR_CODES, importResultSchema, type ImportResult } from '@reviewsentry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCsv, IngestError, type ImportOptions } from '../src/index';
import { chunked, utf16, utf8, utf8Bom } from './support/bytes';
import { NOW } from './support/import';

const RUNS = 300;
const TIME_LIMIT_MS = 20_000;

const VALID_CSVS = [
  'prod_id,prod_name,customer_review,customer_rating\r\nB01,Kettle,"Boils fast, ""quiet""",4\r\nB01,Kettle,Broke,1\r\nB02,Toaster,No review,5\r\n',
  'reviewer,rating,title,date,body\n' +
    'Ann,5.0 out of 5 stars,Great,"Reviewed in the United States on August 7, 2025","Line one\n\nLine two\nRead more"\n' +
    'Bo,1.0 out of 5 stars,Bad,"Reviewed in India on 29 March 2025",Stopped working\n',
  'Name;City;Date;Review;Ratings\r\nAkshay;"Certified Buyer, Jaipur";"Nov, 2023";Very niceREAD MORE;5\r\nKriti;"Certified Buyer, Pune";10 months ago;Loved it;4\r\n',
  'Unnamed: 0\treviews.text\treviews.rating\treviews.date\n0\tGood value\t9\t13/02/2024\n1\tToo loud\t3\t03/04/2024\n',
  'date|star|review\n07/20/2024|1|"Sent one | of two"\n08/11/2024|5|Perfect shade\n',
];

type Case = { bytes: Uint8Array; chunk: number; options: ImportOptions };

const mutation = fc.oneof(
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    op: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.constantFrom(
      '"',
      '\u0000',
      '\r',
      '\n',
      '""',
      ',',
      ';',
      '\t',
      '|',
      '\ufeff',
      '\ud800',
      '&#x0;',
      '<br>',
      // Page text a scraper keeps, which the text cleaner cuts: a cell of nothing else is left empty.
      'The media could not be loaded.',
      'Verified Purchase',
      '✅ Trip Verified | ',
      'READ MORE',
    ),
  }),
  fc.record({
    op: fc.constant('swap' as const),
    from: fc.constantFrom(',', ';', '\t', '|', '"', '\n'),
    to: fc.constantFrom(',', ';', '\t', '|', '"', '\r', ''),
  }),
  fc.record({ op: fc.constant('duplicate' as const), at: fc.nat(), len: fc.nat({ max: 200 }) }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat(), len: fc.nat({ max: 20 }) }),
);

function mutate(
  csv: string,
  ops: fc.Arbitrary<never>[] | { op: string; [k: string]: unknown }[],
): string {
  let s = csv;
  for (const m of ops as {
    op: string;
    at?: number;
    text?: string;
    from?: string;
    to?: string;
    len?: number;
  }[]) {
    const at = s.length === 0 ? 0 : (m.at ?? 0) % (s.length + 1);
    if (m.op === 'truncate') s = s.slice(0, at);
    if (m.op === 'insert') s = s.slice(0, at) + m.text + s.slice(at);
    if (m.op === 'swap') s = s.split(m.from!).join(m.to!);
    if (m.op === 'duplicate') s = s.slice(0, at) + s.slice(at, at + (m.len ?? 0)) + s.slice(at);
    if (m.op === 'delete') s = s.slice(0, at) + s.slice(at + (m.len ?? 0));
  }
  return s;
}

const encode = fc.constantFrom(
  (s: string) => utf8(s),
  (s: string) => utf8Bom(s),
  (s: string) => utf16(s, 'le'),
  (s: string) => utf16(s, 'be'),
  (s: string) => new Uint8Array(Buffer.from(s, 'latin1')),
);

// Mostly the defaults, sometimes tight limits so that the limit errors are exercised mid-stream too.
const options: fc.Arbitrary<ImportOptions> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        maxBytes: fc.integer({ min: 1, max: 4000 }),
        maxReviews: fc.integer({ min: 1, max: 10 }),
        maxRejects: fc.nat({ max: 3 }),
      },
      { requiredKeys: [] },
    ),
  },
);

const chunkSize = fc.constantFrom(1, 2, 3, 5, 64, 4096, 1 << 20);

const randomBytes: fc.Arbitrary<Case> = fc.record({
  bytes: fc.uint8Array({ maxLength: 3000 }),
  chunk: chunkSize,
  options,
});
const randomText: fc.Arbitrary<Case> = fc.record({
  bytes: fc.tuple(fc.string({ unit: 'binary', maxLength: 1500 }), encode).map(([s, enc]) => enc(s)),
  chunk: chunkSize,
  options,
});
const csvAlphabet: fc.Arbitrary<Case> = fc.record({
  bytes: fc
    .string({
      unit: fc.constantFrom(
        ',',
        ';',
        '\t',
        '|',
        '"',
        '\r',
        '\n',
        ' ',
        'a',
        'review',
        'rating',
        '5',
        'é',
        '★',
        '\u0000',
      ),
      maxLength: 400,
    })
    .map((s) => utf8(`review,rating\n${s}`)),
  chunk: chunkSize,
  options,
});
const mutatedCsv: fc.Arbitrary<Case> = fc.record({
  bytes: fc
    .tuple(
      fc.constantFrom(...VALID_CSVS),
      fc.array(mutation, { minLength: 1, maxLength: 6 }),
      encode,
    )
    .map(([csv, ops, enc]) => enc(mutate(csv, ops))),
  chunk: chunkSize,
  options,
});

async function outcome(c: Case): Promise<ImportResult | IngestError> {
  try {
    return await importCsv(c.chunk >= c.bytes.length ? c.bytes : chunked(c.bytes, c.chunk), {
      now: NOW,
      ...c.options,
    });
  } catch (err) {
    if (err instanceof IngestError) return err;
    throw err; // anything untyped fails the property
  }
}

function checkOutcome(out: ImportResult | IngestError, c: Case): void {
  if (out instanceof IngestError) {
    expect(INGEST_ERROR_CODES).toContain(out.code);
    expect([400, 413, 415, 422]).toContain(out.httpStatus);
    expect(out.message.length).toBeGreaterThan(10);
    return;
  }
  const parsed = importResultSchema.safeParse(out);
  expect(parsed.success, parsed.error?.message).toBe(true);
  const cov = out.coverage;
  expect(cov.reviews_used).toBe(out.reviews.length);
  expect(cov.rows_read).toBe(cov.reviews_used + cov.rows_skipped);
  expect(Object.values(cov.skipped_by_reason).reduce((a, b) => a + (b ?? 0), 0)).toBe(
    cov.rows_skipped,
  );
  expect(cov.rating_only_rows).toBe(out.reviews.filter((r) => r.text === '').length);
  expect(out.reviews.some((r) => r.text !== '')).toBe(true);
  expect(out.rejects.length).toBeLessThanOrEqual(c.options.maxRejects ?? 100);
  expect(new Set(out.reviews.map((r) => r.id)).size).toBe(out.reviews.length);
  if (out.products.length > 0)
    expect(out.products.reduce((n, p) => n + p.review_count, 0)).toBe(out.reviews.length);
  if (c.options.maxReviews !== undefined)
    expect(cov.rows_read).toBeLessThanOrEqual(c.options.maxReviews);
}

const settings = {
  numRuns: RUNS,
  interruptAfterTimeLimit: TIME_LIMIT_MS,
  markInterruptAsFailure: false,
  seed: 20250915,
};

describe('importCsv never crashes', () => {
  it.each([
    ['random bytes', randomBytes],
    ['random unicode text in every encoding', randomText],
    ['strings over the CSV alphabet', csvAlphabet],
    ['mutated valid CSVs (truncated, quotes/NUL/CR inserted, delimiters swapped)', mutatedCsv],
  ] as const)(
    'on %s: a valid result or a typed 4xx error',
    async (_name, arb) => {
      await fc.assert(
        fc.asyncProperty(arb, async (c) => checkOutcome(await outcome(c), c)),
        settings,
      );
    },
    60_000,
  );

  it('imports the unmutated seeds', async () => {
    for (const csv of VALID_CSVS) {
      const out = await outcome({ bytes: utf8(csv), chunk: 1 << 20, options: {} });
      expect(out).not.toBeInstanceOf(IngestError);
      checkOutcome(out, { bytes: utf8(csv), chunk: 1 << 20, options: {} });
    }
  });
});
