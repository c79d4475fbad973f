// The command-line flags of the reference path (docs/decisions/138, 153, 154), shared by the tools that
// train the recipe: `--reference-from <format-2 artifact>|none`, `--reference-margin M`,
// `--reference-text-layer-on every-text|long-or-structured`, `--reference-unfamiliar-quantile Q|none`.
import { z } from 'zod';
import { resolveUserPath } from './cli-args';
import type { TrainOptions } from './train-options';

type ReferenceOptions = Pick<
  TrainOptions,
  'referenceFrom' | 'referenceMargin' | 'referenceTextLayerOn' | 'referenceUnfamiliarQuantile'
>;

const noneOr =
  <T>(parse: (v: string) => T) =>
  (v: string) =>
    v === 'none' ? null : parse(v);

/** The flags' schema; `defaults.referenceFrom` null means "none" unless the flag is given. */
export function referenceFlags(defaults: ReferenceOptions) {
  return {
    'reference-from': z
      .string()
      .default(defaults.referenceFrom ?? 'none')
      .transform(noneOr((p) => resolveUserPath(p))),
    'reference-margin': z.coerce.number().min(0).default(defaults.referenceMargin),
    'reference-text-layer-on': z
      .enum(['every-text', 'long-or-structured'])
      .default(defaults.referenceTextLayerOn),
    // A share of Salminen's stacking texts (e.g. 0.99), or none (ADR 154).
    'reference-unfamiliar-quantile': z
      .string()
      .default(String(defaults.referenceUnfamiliarQuantile ?? 'none'))
      .transform(noneOr((v) => z.coerce.number().gt(0).lt(1).parse(v))),
  };
}

/** The training options those flags set. */
export function referenceOptions(flags: {
  'reference-from': string | null;
  'reference-margin': number;
  'reference-text-layer-on': TrainOptions['referenceTextLayerOn'];
  'reference-unfamiliar-quantile': number | null;
}): ReferenceOptions {
  return {
    referenceFrom: flags['reference-from'],
    referenceMargin: flags['reference-margin'],
    referenceTextLayerOn: flags['reference-text-layer-on'],
    referenceUnfamiliarQuantile: flags['reference-unfamiliar-quantile'],
  };
}
