// Imports and checks the result against the public contract, as the server's response schema will.
import { importResultSchema, type ImportResult } from '@reviewsentry/contracts';
import { expect } from 'vitest';
import { importCsv, type ImportOptions } from '../../src/index';
import { utf8 } from './bytes';

export const NOW = new Date('2025-09-15T12:00:00Z');

export async function imp(
  input: string | Uint8Array | AsyncIterable<Uint8Array>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const bytes = typeof input === 'string' ? utf8(input) : input;
  const result = await importCsv(bytes, { now: NOW, ...options });
  return importResultSchema.parse(result);
}

/** header -> meaning, for compact assertions. */
export function mapped(r: ImportResult): Record<string, string | null> {
  return Object.fromEntries(r.coverage.columns.map((c) => [c.header || `#${c.index}`, c.meaning]));
}

/** Rows received = reviews judged + rows skipped, by reason. */
export function accountedFor(r: ImportResult): void {
  const skipped = Object.values(r.coverage.skipped_by_reason).reduce((a, b) => a + (b ?? 0), 0);
  expect(r.coverage.rows_read).toBe(r.coverage.reviews_used + skipped);
  expect(r.coverage.rows_skipped).toBe(skipped);
}
