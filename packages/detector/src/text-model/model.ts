// Run-time scorer: raw text -> chat structure + folded segments (text-prep.ts) -> per segment hashed
// n-gram logits and style features -> segment combiner -> mean over segments -> text layer with the
// structure features -> prior shift -> degenerate-text guard.
import type { SectionArrays, TextModelHeader } from './artifact';
import { TextModelFormatError } from './artifact';
import { STRUCTURE_DIM, isPlainText } from './chat-structure';
import type { NgramScratch } from './ngram-features';
import { charGramCount, featureDim } from './ngram-features';
import { STYLE_COUNT, STYLE_DIM, STYLE_FEATURE_NAMES, styleFromCounts } from './style-features';
import {
  MAX_RAW_CHARS,
  hasChatFraming,
  hasPunctuationRun,
  isLongOrStructured,
  prepareText,
} from './text-prep';
import { NGRAM_OUT, WasmScorer } from './wasm-scorer';
import { multilingualScorer, type MultilingualScorer } from './multilingual-scorer';
import { LM_STEP } from './word-lm';
import { StackedScore } from './stacked-score';
import { TEXT_LAYER_INPUTS, lengthTerm } from './text-layer';
import { referencePath, type ReferencePath } from './reference-path';

export interface TextScore {
  /** Calibrated P(machine-generated / fake) in [0, 1]. */
  probability: number;
  /**
   * Per sub-model scores, for reasons: `ngram_gpt2` and `ngram_modern` (the two n-gram heads alone),
   * `style` (the style-and-surprise part of the combiner), `lm_surprisal` (nats/word), `structure`
   * (the chat-scaffolding part of the text layer), `segments` (how many were scored) and
   * `degenerate` (1 when the degenerate-text guard capped the probability) and `assistant_framing`
   * (1 when a chat assistant's framing set a floor under it).
   */
  components?: Record<string, number>;
}

export interface TextModel {
  readonly id: string;
  readonly version: string;
  /**
   * ISO 639-1 codes of the languages the model was trained and measured on. The analyzer lets it score
   * only texts detected as one of these (docs/decisions/101-judged-reviews-and-coverage.md).
   */
  readonly languages: readonly string[];
  /** Fewest words a text needs before the model's score was measured (docs/decisions/041, 135). */
  readonly minWords: number;
  /**
   * Scores one review text written in `language` (ISO 639-1, one of `languages`; English when
   * omitted; the analyzer always says which). Throws a RangeError for a language the model was not
   * measured on; never throws on a text.
   */
  score(text: string, language?: string): TextScore;
}

/**
 * The coverage the English measurements of ADR 041 were made for: English texts of 10 words or more
 * (artifacts state their own since format 3).
 */
export const DEFAULT_MODEL_COVERAGE = { languages: ['en'], minWords: 10 } as const;

/** Sum of n-gram weights with each block L2-normalised by sqrt(count) (the linear model's input). */
export function ngramLogit(weights: Float32Array, bias: number, scratch: NgramScratch): number {
  const f = scratch.features;
  const nw = scratch.nWord;
  const nc = scratch.nChar;
  let sw = 0;
  for (let i = 0; i < nw; i++) sw += weights[f[i]!]!;
  let sc = 0;
  for (let i = nw, end = nw + nc; i < end; i++) sc += weights[f[i]!]!;
  return bias + (nw > 0 ? sw / Math.sqrt(nw) : 0) + (nc > 0 ? sc / Math.sqrt(nc) : 0);
}

import { standardise } from './standardise';

export { standardise } from './standardise';

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export class StackedTextModel implements TextModel {
  readonly id: string;
  readonly version: string;
  readonly languages: readonly string[];
  readonly minWords: number;
  /** The share of machine texts the probabilities are calibrated for (read by prior adaptation). */
  readonly trainingPrior: number;
  private readonly maxChars: number;
  private readonly biasA: number;
  private readonly biasB: number;
  private readonly scaleA: number;
  private readonly scaleB: number;
  /**
   * The per-character work (n-grams, style counts, word LM) in WebAssembly; it holds its own copy of
   * the tables, so this model keeps no reference to the artifact's arrays (one copy per thread).
   */
  private readonly scorer: WasmScorer;
  private readonly style = new Float64Array(STYLE_DIM);
  private readonly styleMean: Float64Array;
  private readonly styleInvStd: Float64Array;
  private readonly styleWeights: Float64Array;
  private readonly headWeightA: number;
  private readonly headWeightB: number;
  private readonly headWeightMax: number;
  private readonly segmentWeight: number;
  private readonly lengthWeight: number;
  private readonly structureWeights: Float64Array;
  /** Text-layer bias plus the prior shift. */
  private readonly textBias: number;
  private readonly degenerateCap: number;
  private readonly assistantFloor: number;
  private readonly multilingual: MultilingualScorer | null;
  /** The reference path (ADR 138): its third head, combiner, standardisation and calibration. */
  private readonly reference: ReferencePath | null;
  /** A format-2 model (format-2.ts) reads the whole text as written, as it was trained to. */
  private readonly wholeText: boolean;
  // Sums over the segments of the text being scored (read by components).
  private sumGpt2 = 0;
  private sumModern = 0;
  private sumStyle = 0;
  private sumSurprisal = 0;
  private sumReference = 0;
  private words = 0;

  constructor(
    readonly header: TextModelHeader,
    arrays: SectionArrays,
  ) {
    this.id = header.id;
    this.version = header.version;
    this.multilingual = multilingualScorer(header, arrays);
    const judged = ['en', ...(this.multilingual?.languages ?? [])];
    if (
      header.languages.length !== judged.length ||
      judged.some((l) => !header.languages.includes(l))
    )
      throw new TextModelFormatError('Text model: its languages and its scorers disagree.');
    this.languages = Object.freeze([...header.languages]);
    this.minWords = header.minWords;
    this.trainingPrior = header.priorFake;
    this.maxChars = header.segments.maxChars;
    this.biasA = header.ngram.heads[0]!.bias;
    this.biasB = header.ngram.heads[1]!.bias;
    const weights = arrays.ngram_weights;
    const word = arrays.lm_word;
    const pair = arrays.lm_pair;
    // The run-time scorer reads int8 weights only (ADR 121).
    const heads = header.ngram.heads.length;
    if (
      !(weights instanceof Int8Array) ||
      weights.length !== (heads === 3 ? 4 : 2) * featureDim(header.ngram) ||
      header.ngram.weightScales.length !== heads
    )
      throw new TextModelFormatError('Text model: n-gram weight section missing or not int8.');
    if ((heads === 3) !== (header.referencePath !== null))
      throw new TextModelFormatError('Text model: a third head comes with a reference path only.');
    if (
      !(word instanceof Uint16Array) ||
      !(pair instanceof Uint8Array) ||
      header.lm.step !== LM_STEP
    )
      throw new TextModelFormatError('Text model: language-model sections missing or mis-typed.');
    const names = header.style.names;
    if (names.length !== STYLE_DIM || names.some((n, i) => n !== STYLE_FEATURE_NAMES[i]))
      throw new TextModelFormatError('Text model: style features differ from this code; retrain.');
    const inputs = header.stacker.inputs;
    if (inputs.length !== STYLE_DIM + 3 || header.stacker.weights.length !== inputs.length)
      throw new TextModelFormatError('Text model: stacker shape differs from this code; retrain.');
    const layer = header.textLayer;
    if (
      layer.inputs.length !== TEXT_LAYER_INPUTS.length ||
      layer.inputs.some((n, i) => n !== TEXT_LAYER_INPUTS[i]) ||
      layer.weights.length !== layer.inputs.length
    )
      throw new TextModelFormatError('Text model: text layer differs from this code; retrain.');
    this.scaleA = header.ngram.weightScales[0]!;
    this.scaleB = header.ngram.weightScales[1]!;
    try {
      this.scorer = new WasmScorer(header.ngram, {
        weights,
        lmWord: word,
        lmPair: pair,
        unseenSurprisal: header.lm.unseenSurprisal,
      });
    } catch (err) {
      if (err instanceof RangeError) throw new TextModelFormatError(`Text model: ${err.message}.`);
      throw err;
    }
    this.styleMean = Float64Array.from(header.style.mean);
    this.styleInvStd = Float64Array.from(header.style.std, (s) => (s > 0 ? 1 / s : 0));
    this.headWeightMax = header.stacker.weights[0]!;
    this.headWeightA = header.stacker.weights[1]!;
    this.headWeightB = header.stacker.weights[2]!;
    this.styleWeights = Float64Array.from(header.stacker.weights.slice(3));
    this.segmentWeight = layer.weights[0]!;
    this.lengthWeight = layer.weights[1]!;
    this.structureWeights = Float64Array.from(layer.weights.slice(2));
    this.textBias = layer.bias + Math.log(header.priorFake / (1 - header.priorFake));
    this.degenerateCap = header.guard.degenerateCap;
    this.assistantFloor = header.guard.assistantFloor;
    this.wholeText = header.formatVersion === 2;
    this.reference =
      header.referencePath === null
        ? null
        : referencePath(
            header.referencePath,
            header.ngram.heads[2]!.bias,
            header.ngram.weightScales[2]!,
          );
  }

  /** The combiner logit of the segment the scorer has just read (n characters). */
  private segmentLogit(n: number): number {
    const o = this.scorer.out;
    // Each n-gram block L2-normalised by sqrt(its gram count), as ngramLogit does in training.
    const nw = o[NGRAM_OUT.wordGrams]!;
    const spec = this.header.ngram;
    const nc = charGramCount(o[NGRAM_OUT.len]!, spec.charMinN, spec.charMaxN);
    const wordNorm = nw > 0 ? 1 / Math.sqrt(nw) : 0;
    const charNorm = nc > 0 ? 1 / Math.sqrt(nc) : 0;
    const gpt2 =
      (o[NGRAM_OUT.wordA]! * wordNorm + o[NGRAM_OUT.charA]! * charNorm) * this.scaleA + this.biasA;
    const modern =
      (o[NGRAM_OUT.wordB]! * wordNorm + o[NGRAM_OUT.charB]! * charNorm) * this.scaleB + this.biasB;
    styleFromCounts(n, this.scorer.styleCounts, this.scorer.lmSums, this.style);
    let styleLogit = this.header.stacker.bias;
    // Clipped as in training: an absurd text ("?" seventy times) must not reach absurd scores. A
    // format-2 model was trained on unclipped values and is scored on them.
    if (this.wholeText)
      for (let i = 0; i < STYLE_DIM; i++)
        styleLogit +=
          this.styleWeights[i]! * (this.style[i]! - this.styleMean[i]!) * this.styleInvStd[i]!;
    else
      for (let i = 0; i < STYLE_DIM; i++)
        styleLogit +=
          this.styleWeights[i]! *
          standardise(this.style[i]!, this.styleMean[i]!, this.styleInvStd[i]!);
    const ref = this.reference;
    if (ref !== null) {
      const other =
        (o[NGRAM_OUT.wordC]! * wordNorm + o[NGRAM_OUT.charC]! * charNorm) * ref.scale + ref.bias;
      // The reference's combiner with its own standardisation, clipped as in its training (read
      // unclipped, absurd texts — a phrase repeated 300 times — reach absurd scores).
      let logit =
        ref.stackerBias +
        ref.weightMax * Math.max(gpt2, other) +
        ref.weightGpt2 * gpt2 +
        ref.weightOther * other;
      for (let i = 0; i < STYLE_DIM; i++)
        logit +=
          ref.styleWeights[i]! *
          standardise(this.style[i]!, ref.styleMean[i]!, ref.styleInvStd[i]!);
      this.sumReference += logit;
    }
    this.sumGpt2 += gpt2;
    this.sumModern += modern;
    this.sumStyle += styleLogit;
    this.sumSurprisal += this.style[STYLE_DIM - 3]!;
    this.words += this.scorer.styleCounts[STYLE_COUNT.words]!;
    // max() lets the combiner say "fake if either head says so": a linear sum of the two logits let a
    // very negative modern-head logit cancel a clear GPT-2 fake (validation accuracy 0.93 vs 0.96).
    return (
      this.headWeightMax * Math.max(gpt2, modern) +
      this.headWeightA * gpt2 +
      this.headWeightB * modern +
      styleLogit
    );
  }

  score(text: string, language: string = 'en'): TextScore {
    const raw = typeof text === 'string' ? text : '';
    if (language !== 'en') return this.scoreOther(raw, language);
    this.sumGpt2 = this.sumModern = this.sumStyle = this.sumSurprisal = this.sumReference = 0;
    this.words = 0;
    let logitSum = 0;
    let segments = 1;
    let structure = 0;
    let degenerate: boolean;
    let framed = false;
    // A plain text of one segment (the fast path below) is neither.
    let longOrStructured = false;
    let layoutRead = false;
    // Most reviews: plain, ASCII and one segment long, scored as they are without any copy.
    const n = this.wholeText
      ? this.scorer.runText(raw)
      : raw.length <= this.maxChars && isPlainText(raw)
        ? this.scorer.runAsciiUpTo(raw, this.maxChars)
        : -1;
    if (n >= 0) {
      logitSum = this.segmentLogit(n);
      // A run of ten identical marks repeats a character nine times: only then is the regex needed.
      degenerate = this.scorer.styleCounts[STYLE_COUNT.repeated]! >= 9 && hasPunctuationRun(raw);
      // A whole-text (format-2) model reads no structure, but the chat-framing floor holds for it too.
      framed =
        this.wholeText && this.assistantFloor > 0 && !isPlainText(raw) && hasChatFraming(raw);
    } else {
      const prepared = prepareText(raw.length > MAX_RAW_CHARS ? raw.slice(0, MAX_RAW_CHARS) : raw);
      segments = prepared.segments.length;
      for (const segment of prepared.segments)
        logitSum += this.segmentLogit(this.scorer.run(segment));
      for (let i = 0; i < STRUCTURE_DIM; i++)
        structure += this.structureWeights[i]! * prepared.structure[i]!;
      longOrStructured = isLongOrStructured(prepared);
      layoutRead = structure !== 0;
      degenerate = prepared.punctuationRun;
      framed = prepared.assistantFraming;
    }
    const mean = logitSum / segments;
    let logit =
      this.segmentWeight * mean +
      this.lengthWeight * mean * lengthTerm(this.words) +
      structure +
      this.textBias;
    // The reference decides unless the text layer sees more evidence by the margin (ADR 138) — on
    // every text, or only on those the reference never learned to read: long, structured, or worded
    // unlike its own training texts (ADR 153, 154).
    const ref = this.reference;
    // A format-2 artifact has no text layer; without a reference path the text layer reads all.
    let textLayerRead = !this.wholeText;
    if (ref !== null) {
      const reference = ref.a * (this.sumReference / segments) + ref.b;
      textLayerRead =
        !ref.longOrStructuredOnly ||
        longOrStructured ||
        this.sumSurprisal / segments > ref.unfamiliarAbove;
      logit = textLayerRead ? Math.max(reference, logit - ref.margin) : reference;
    }
    let probability = sigmoid(logit);
    if (!Number.isFinite(probability)) probability = 0.5;
    if (framed && probability < this.assistantFloor) probability = this.assistantFloor;
    if (degenerate && probability > this.degenerateCap) probability = this.degenerateCap;
    return new StackedScore(
      probability,
      this.sumGpt2 / segments,
      this.sumModern / segments,
      this.sumStyle / segments,
      this.sumSurprisal / segments,
      structure,
      segments,
      degenerate,
      framed,
      layoutRead,
      textLayerRead,
    );
  }

  private scoreOther(raw: string, language: string): TextScore {
    if (this.multilingual === null || !this.languages.includes(language))
      throw new RangeError(`Text model: language "${language}" is not one it was measured on.`);
    const { logit, ngram } = this.multilingual.logits(raw, language);
    let probability = sigmoid(logit);
    if (!Number.isFinite(probability)) probability = 0.5;
    const degenerate = hasPunctuationRun(raw);
    if (degenerate && probability > this.degenerateCap) probability = this.degenerateCap;
    return {
      probability,
      components: { ngram_multilingual: sigmoid(ngram), degenerate: degenerate ? 1 : 0 },
    };
  }
}
