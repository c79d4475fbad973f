// The scorer of the languages other than English (ADR 136): the shared multilingual head and one
// combiner per language, built from the artifact's multilingual header and its ml_weights section.
import type { SectionArrays, TextModelHeader } from './artifact';
import { TextModelFormatError } from './artifact';
import {
  MULTILINGUAL_STYLE_DIM,
  MULTILINGUAL_STYLE_NAMES,
  multilingualNgrams,
  multilingualStyle,
  normaliseMultilingual,
  type MultilingualSpec,
} from './multilingual';
import { NgramScratch } from './ngram-features';
import { standardise } from './standardise';

/** One language's combiner: head logit and standardised style profile. */
export interface LanguageCombinerSpec {
  readonly mean: readonly number[];
  readonly std: readonly number[];
  /** [head logit, style...]. */
  readonly weights: readonly number[];
  readonly bias: number;
}

/** Scores texts of the languages it has a combiner for (JavaScript; see the header comment). */
export class MultilingualScorer {
  private readonly scratch = new NgramScratch();
  private readonly style = new Float64Array(MULTILINGUAL_STYLE_DIM);
  private readonly shift: number;

  constructor(
    private readonly spec: MultilingualSpec,
    private readonly weights: Int8Array,
    private readonly scale: number,
    private readonly bias: number,
    private readonly combiners: Readonly<Record<string, LanguageCombinerSpec>>,
    priorFake: number,
  ) {
    if (weights.length !== 1 << spec.hashBits)
      throw new RangeError('multilingual weight table does not match its spec');
    this.shift = Math.log(priorFake / (1 - priorFake));
  }

  get languages(): string[] {
    return Object.keys(this.combiners);
  }

  /** The calibrated logit (prior shift included) and the head's own logit. */
  logits(text: string, language: string): { logit: number; ngram: number } {
    const c = this.combiners[language];
    if (!c) throw new RangeError(`no multilingual combiner for language ${language}`);
    const t = normaliseMultilingual(text);
    multilingualNgrams(t, language, this.spec, this.scratch);
    const f = this.scratch.features;
    const nw = this.scratch.nWord;
    const nc = this.scratch.nChar;
    let sw = 0;
    for (let i = 0; i < nw; i++) sw += this.weights[f[i]!]!;
    let sc = 0;
    for (let i = nw; i < nw + nc; i++) sc += this.weights[f[i]!]!;
    const ngram =
      this.scale * ((nw > 0 ? sw / Math.sqrt(nw) : 0) + (nc > 0 ? sc / Math.sqrt(nc) : 0)) +
      this.bias;
    multilingualStyle(t, this.style);
    let z = c.bias + c.weights[0]! * ngram;
    for (let j = 0; j < MULTILINGUAL_STYLE_DIM; j++) {
      const s = c.std[j]!;
      if (s > 0) z += c.weights[1 + j]! * standardise(this.style[j]!, c.mean[j]!, 1 / s);
    }
    return { logit: z + this.shift, ngram };
  }
}

/** The artifact's multilingual scorer, or null when it has none (English only). */
export function multilingualScorer(
  header: TextModelHeader,
  arrays: SectionArrays,
): MultilingualScorer | null {
  const m = header.multilingual;
  if (m === null) return null;
  const weights = arrays.ml_weights;
  if (!(weights instanceof Int8Array) || weights.length !== 1 << m.spec.hashBits)
    throw new TextModelFormatError('Text model: multilingual weights missing or mis-sized.');
  const dim = 1 + MULTILINGUAL_STYLE_NAMES.length;
  if (
    m.styleNames.length !== MULTILINGUAL_STYLE_NAMES.length ||
    m.styleNames.some((n, i) => n !== MULTILINGUAL_STYLE_NAMES[i]) ||
    Object.values(m.combiners).some((c) => c.weights.length !== dim)
  )
    throw new TextModelFormatError('Text model: multilingual features differ from this code.');
  return new MultilingualScorer(
    m.spec,
    weights,
    m.weightScale,
    m.bias,
    m.combiners,
    header.priorFake,
  );
}
