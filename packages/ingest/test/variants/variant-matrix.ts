// The metamorphic matrix: each real export imported as it was written and as every variant, each variant's import
// compared with the original's (one cell per file and variant).
import type { ImportResult } from '@reviewsentry/contracts';
import { importCsv } from '../../src/index';
import { describeDifference } from './compare-imports';
import { FILE_VARIANTS, type FileVariant } from './file-variants';
import { readRealFile } from './real-files';

/** A fixed "now", so that relative dates read the same in every import. */
const NOW = new Date('2026-11-27T12:00:00Z');

export interface MatrixRow {
  file: string;
  /** Per variant: "same", what was lost or misread, "n/a" when the variant changes nothing, or the error. */
  cells: Record<string, string>;
}

export async function variantRow(
  file: string,
  variants: readonly FileVariant[] = FILE_VARIANTS,
): Promise<MatrixRow> {
  const real = readRealFile(file);
  const original = await importCsv(real.bytes, { now: NOW });
  const cells: Record<string, string> = {};
  for (const variant of variants) {
    const bytes = variant.dress({ real, original });
    cells[variant.name] = bytes === null ? 'n/a' : await compared(original, bytes);
  }
  return { file, cells };
}

async function compared(original: ImportResult, bytes: Uint8Array): Promise<string> {
  try {
    return describeDifference(original, await importCsv(bytes, { now: NOW }));
  } catch (err) {
    return `refused: ${err instanceof Error ? err.message : String(err)}`;
  }
}
