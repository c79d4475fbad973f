// `npx tsx ml/src/experiment-cli.ts [--hash-bits 20 --char-min 1 --char-max 5 --word-max 3
//  --quant 8:1,8:0.9999 --out-dir /tmp/x]`: the speed/accuracy comparisons of ADR 033. Trains the
// float n-gram heads once for a spec, then finishes one artifact per weight quantisation (width:clip
// quantile) and prints its validation figures (val split only; never test.csv).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { textModelFromBytes } from '@reviewsentry/detector/text-model';
import { parseFlags } from './cli-args';
import { MODERN_FAKES, SALMINEN_TRAIN, readModernFakes, readSalminen, splitThreeWay } from './data';
import {
  DEFAULT_TRAIN_OPTIONS,
  finishTextModel,
  trainHeads,
  type TrainOptions,
} from './train-pipeline';
import { formatValidation, validationReport } from './validation';

const d = DEFAULT_TRAIN_OPTIONS;
const flags = z
  .object({
    'hash-bits': z.coerce.number().int().min(8).max(24).default(d.spec.hashBits),
    'char-min': z.coerce.number().int().min(1).max(5).default(d.spec.charMinN),
    'char-max': z.coerce.number().int().min(1).max(5).default(d.spec.charMaxN),
    'word-max': z.coerce.number().int().min(1).max(3).default(d.spec.wordMaxN),
    'line-bits': z.coerce
      .number()
      .int()
      .min(0)
      .max(8)
      .default(d.spec.charLineBits ?? 0),
    'word-line-bits': z.coerce
      .number()
      .int()
      .min(0)
      .max(8)
      .default(d.spec.wordLineBits ?? 0),
    'word-bits': z.coerce
      .number()
      .int()
      .min(0)
      .max(24)
      .default(d.spec.wordHashBits ?? 0),
    quant: z.string().default(`${d.weightBits}:${d.weightClipQuantile}`),
    /** Word LM table sizes to try, uniBits:biBits,... */
    lm: z.string().default(`${d.lmUniBits}:${d.lmBiBits}`),
    'out-dir': z.string().optional(),
    seed: z.coerce.number().int().default(d.seed),
  })
  .parse(parseFlags(process.argv.slice(2)));

const quants = flags.quant.split(',').map((q) => {
  const [bits, clip] = q.split(':');
  return {
    bits: z.literal(8).parse(Number(bits)), // the run-time scorer reads int8 only (ADR 121)
    clip: Number(clip ?? 1),
  };
});
const opts: TrainOptions = {
  ...d,
  seed: flags.seed,
  spec: {
    ...d.spec,
    hashBits: flags['hash-bits'],
    charMinN: flags['char-min'],
    charMaxN: flags['char-max'],
    wordMaxN: flags['word-max'],
    charLineBits: flags['line-bits'],
    wordLineBits: flags['word-line-bits'],
    wordHashBits: flags['word-bits'],
  },
};
const rows = [...readSalminen(SALMINEN_TRAIN), ...readModernFakes(MODERN_FAKES)];
const splits = splitThreeWay(rows, opts.seed);
const heads = trainHeads(splits.fit, opts);
const s = opts.spec;
const name = `2^${s.hashBits} word1-${s.wordMaxN} char${s.charMinN}-${s.charMaxN} lines${s.charLineBits ?? 0}/${s.wordLineBits ?? 0} words2^${s.wordHashBits ?? 0}`;
console.log(`${name}: ${heads.log.join('; ')}`);
const lms = flags.lm.split(',').map((x) => x.split(':').map(Number) as [number, number]);
for (const q of quants) {
  for (const [uni, bi] of lms) {
    const o = {
      ...opts,
      weightBits: q.bits,
      weightClipQuantile: q.clip,
      lmUniBits: uni,
      lmBiBits: bi,
    };
    const { bytes } = finishTextModel(splits.fit, splits.stack, heads, o, {
      valRows: splits.val.length,
    });
    const report = validationReport(textModelFromBytes(bytes), splits.val);
    console.log(
      `${name} int${q.bits} clip ${q.clip} lm ${uni}:${bi} (${(bytes.length / 1e6).toFixed(2)} MB): ${formatValidation(report)}`,
    );
    if (flags['out-dir']) {
      const file = path.join(
        flags['out-dir'],
        `tm-${s.hashBits}-w${s.wordMaxN}-c${s.charMinN}${s.charMaxN}-l${s.charLineBits ?? 0}${s.wordLineBits ?? 0}-wb${s.wordHashBits ?? 0}-i${q.bits}-${q.clip}-lm${uni}${bi}.bin`,
      );
      writeFileSync(file, bytes);
      console.log(`  wrote ${file}`);
    }
  }
}
