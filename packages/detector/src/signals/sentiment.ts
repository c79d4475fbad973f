import {
  NEGATIVE_FLAG,
  NEGATOR_FLAG,
  POSITIVE_FLAG,
  POST_NEGATOR_FLAG,
  TokenTable,
  type TokenInfo,
} from '../text/token-info';

export { SENTIMENT_LANGUAGES } from './sentiment-lexicon';

/** A negator reaches this many words ahead: "not very good", "never really worked". */
export const NEGATION_SCOPE = 3;
/**
 * A negator that follows its word (Turkish "değil", Hindi "nahi") reaches back this many words to the
 * last sentiment word: "güzel değil", "accha nahi", "pasand nahi aaya"; not further, so that "güzel ama
 * kargo yok" (nice, but no shipping) keeps its "güzel".
 */
export const POST_NEGATION_SCOPE = 2;

export interface Sentiment {
  positive: number;
  negative: number;
}

/** Counts positive and negative cues, with simple negation scope. */
export function sentimentOf(infos: readonly TokenInfo[]): Sentiment {
  return sentimentOfFlags(
    Int32Array.from(infos, (t) => t.flags),
    infos.length,
  );
}

/** "No sentiment word yet": far enough back that no post-negator reaches it. */
const NO_CUE = -1_000_000;

/**
 * The same over packed word facts (text/token-info.ts), as the analyzer's scanner produces them. A cue
 * within a negator's scope counts reversed; a post-negator reverses the last cue if it came within
 * POST_NEGATION_SCOPE words, once.
 */
export function sentimentOfFlags(flags: Int32Array, count: number): Sentiment {
  let positive = 0;
  let negative = 0;
  let negateUntil = -1;
  let lastCue = NO_CUE;
  let lastPositive = false;
  for (let i = 0; i < count; i++) {
    const f = flags[i] as number;
    if (f & NEGATOR_FLAG) {
      negateUntil = i + NEGATION_SCOPE;
      continue;
    }
    if (f & POST_NEGATOR_FLAG) {
      if (i - lastCue <= POST_NEGATION_SCOPE) {
        if (lastPositive) [positive, negative] = [positive - 1, negative + 1];
        else [positive, negative] = [positive + 1, negative - 1];
        lastCue = NO_CUE;
      }
      continue;
    }
    const polarity = f & POSITIVE_FLAG ? 1 : f & NEGATIVE_FLAG ? -1 : 0;
    if (polarity === 0) continue;
    const flipped = i <= negateUntil ? -polarity : polarity;
    if (flipped > 0) positive++;
    else negative++;
    lastCue = i;
    lastPositive = flipped > 0;
  }
  return { positive, negative };
}

/** Convenience for callers holding words rather than token infos. */
export function sentiment(tokens: readonly string[]): Sentiment {
  return sentimentOf(new TokenTable().infos(tokens));
}

/** Clearly negative: several negative cues and at most a third as many positive ones. */
export function isClearlyNegative(s: Sentiment): boolean {
  return s.negative >= 3 && s.positive * 3 <= s.negative;
}

/** Clearly positive: several positive cues and at most a third as many negative ones. */
export function isClearlyPositive(s: Sentiment): boolean {
  return s.positive >= 3 && s.negative * 3 <= s.positive;
}
