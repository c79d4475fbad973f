// Trained n-gram heads cached on disk under .tmp/ml-cache (git-ignored): leave-one-out folds and
// variants of the combiner and text layer reuse the heads they share instead of retraining them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, type PreparedCorpus } from './prepared-corpus';
import { trainHeads, type TrainedHeads } from './heads';
import type { TrainOptions } from './train-options';

/**
 * The heads of a cached corpus are kept on disk too (.tmp/ml-cache), keyed by everything they depend
 * on, so that variants of the combiner and text layer do not retrain them.
 */
export function cachedHeads(
  corpus: PreparedCorpus,
  fit: readonly number[],
  opts: TrainOptions,
): TrainedHeads {
  if (corpus.key === 'in-memory') return trainHeads(corpus, fit, opts);
  const { spec, epochs, learningRate, l2, nb, balance, seed, gpt2Humans } = opts;
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        k: corpus.key,
        spec,
        epochs,
        learningRate,
        l2,
        nb,
        balance,
        seed,
        ...(gpt2Humans === 'all' ? {} : { gpt2Humans }),
      }),
    )
    .update(Int32Array.from(fit))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(CACHE_DIR, `heads-${key}.bin`);
  if (existsSync(file)) {
    const buf = readFileSync(file);
    const f = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
    const dim = (f.length - 2) / 2;
    return {
      headA: { weights: f.slice(0, dim), bias: f[2 * dim]! },
      headB: { weights: f.slice(dim, 2 * dim), bias: f[2 * dim + 1]! },
      log: [`n-gram heads from cache ${path.basename(file)}`],
    };
  }
  const heads = trainHeads(corpus, fit, opts);
  const dim = heads.headA.weights.length;
  const out = new Float32Array(2 * dim + 2);
  out.set(heads.headA.weights, 0);
  out.set(heads.headB.weights, dim);
  out[2 * dim] = heads.headA.bias;
  out[2 * dim + 1] = heads.headB.bias;
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, new Uint8Array(out.buffer));
  // The heads as the cache holds them (float32 biases too), so that a first run and every later one
  // train the same artifact byte for byte.
  return {
    headA: { weights: out.slice(0, dim), bias: out[2 * dim]! },
    headB: { weights: out.slice(dim, 2 * dim), bias: out[2 * dim + 1]! },
    log: heads.log,
  };
}
