// Reads Salminen rows for tests that must run on real data with the committed model. Tests skip loudly
// (hasSharedData) when ../shared/data is absent; nothing from it is copied into the repository.
import { readFileSync } from 'node:fs';
import type { Review } from '@reviewsentry/contracts';
import { sharedDataPath } from '@reviewsentry/test-support';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { rng } from './review-texts';

export const SALMINEN_TEST = ['fake-reviews-salminen', 'test.csv'] as const;

const rowSchema = z.object({
  category: z.string(),
  rating: z.string(),
  label: z.enum(['CG', 'OR']),
  text_: z.string(),
});
export type SalminenRow = z.infer<typeof rowSchema>;

export function readSalminen(...segments: string[]): SalminenRow[] {
  const raw: unknown = parse(readFileSync(sharedDataPath(...segments)), {
    columns: true,
    bom: true,
  });
  return z.array(rowSchema).parse(raw);
}

/** Fisher–Yates with a seeded generator. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = rng(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function toReviews(rows: readonly SalminenRow[], prefix = 's'): Review[] {
  return rows.map((r, i) => ({
    id: `${prefix}${i}`,
    text: r.text_,
    ...(r.rating ? { rating: Number(r.rating) } : {}),
  }));
}
