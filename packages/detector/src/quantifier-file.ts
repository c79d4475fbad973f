// The text model's operating point (verdict/share-quantifier.ts, docs/decisions/091), stored beside the
// artifact as `<model>.quantifier.json` by training (`npm run train`) or by `npm run quantifier`. It is tied
// to the artifact's exact bytes by their SHA-256: rates measured for one model are wrong for any other, so a
// stale file is refused rather than silently used.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { OperatingPoint, ShareQuantifier } from './verdict/share-quantifier';

export const QUANTIFIER_FORMAT = 'reviewsentry-share-quantifier';

const rate = z.number().min(0).max(1);
const aboveFpr = [
  (q: { tpr: number; fpr: number }) => q.tpr > q.fpr,
  { message: 'tpr must be above fpr' },
] as const;
const pointFields = {
  tpr: rate,
  fpr: rate,
  /** Machine-written and human-written reviews the rates were measured on. */
  positives: z.number().int().positive(),
  negatives: z.number().int().positive(),
  measured_on: z.string().min(1),
};
const header = {
  format: z.literal(QUANTIFIER_FORMAT),
  artifact_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  threshold: rate,
  ...pointFields,
};
/**
 * Version 1 holds the English rates alone (English-only models); version 2 adds those of each other
 * language the model judges, measured on that language's texts (docs/decisions/151). The top-level rates
 * are English's in both.
 */
export const quantifierFileSchema = z
  .discriminatedUnion('version', [
    z.object({ ...header, version: z.literal(1) }),
    z.object({
      ...header,
      version: z.literal(2),
      languages: z
        .record(z.string().regex(/^[a-z]{2,3}$/), z.object(pointFields).refine(...aboveFpr))
        .refine((l) => !('en' in l), { message: 'English rates are the top-level ones' }),
    }),
  ])
  .refine(...aboveFpr);
export type QuantifierFile = z.infer<typeof quantifierFileSchema>;

export class QuantifierFileError extends Error {
  override name = 'QuantifierFileError';
}

/** `models/text-model-v1.bin` → `models/text-model-v1.quantifier.json`. */
export function quantifierPathFor(modelPath: string): string {
  return `${modelPath.replace(/\.bin$/, '')}.quantifier.json`;
}

export function artifactSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The quantifier stored for the artifact at `modelPath`, or null when there is none (the count then
 * falls back to the per-review rule). Throws QuantifierFileError when the file is malformed or was
 * measured for different artifact bytes. `artifact`: the artifact's bytes when the caller has already
 * read them (the file is then not read a second time).
 */
export function loadQuantifierFor(
  modelPath: string,
  artifact?: Uint8Array,
): ShareQuantifier | null {
  const file = quantifierPathFor(modelPath);
  if (!existsSync(file)) return null;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new QuantifierFileError(`${file} is not valid JSON.`);
  }
  const parsed = quantifierFileSchema.safeParse(json);
  if (!parsed.success)
    throw new QuantifierFileError(`${file} is invalid: ${parsed.error.issues[0]?.message ?? ''}`);
  if (parsed.data.artifact_sha256 !== artifactSha256(artifact ?? readFileSync(modelPath)))
    throw new QuantifierFileError(
      `${file} was measured for a different model artifact; run npm run quantifier to remeasure it.`,
    );
  const q = parsed.data;
  const rates = ({ tpr, fpr, positives, negatives }: OperatingPoint): OperatingPoint => ({
    tpr,
    fpr,
    positives,
    negatives,
  });
  const languages =
    q.version === 2
      ? Object.fromEntries(Object.entries(q.languages).map(([l, r]) => [l, rates(r)]))
      : undefined;
  return { threshold: q.threshold, ...rates(q), ...(languages ? { languages } : {}) };
}
