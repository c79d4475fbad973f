import {
  NEGATIVE_FLAG,
  NEGATOR_FLAG,
  POSITIVE_FLAG,
  TokenTable,
  type TokenInfo,
} from '../text/token-info';

/** Languages whose sentiment cues the word lists read (text/token-info.ts). */
export const SENTIMENT_LANGUAGES: readonly string[] = ['en'];

/** A negator reaches this many words ahead: "not very good", "never really worked". */
export const NEGATION_SCOPE = 3;

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

/** The same over packed word facts (text/token-info.ts), as the analyzer's scanner produces them. */
export function sentimentOfFlags(flags: Int32Array, count: number): Sentiment {
  let positive = 0;
  let negative = 0;
  let negateUntil = -1;
  for (let i = 0; i < count; i++) {
    const f = flags[i] as number;
    if (f & NEGATOR_FLAG) {
      negateUntil = i + NEGATION_SCOPE;
      continue;
    }
    const polarity = f & POSITIVE_FLAG ? 1 : f & NEGATIVE_FLAG ? -1 : 0;
    if (polarity === 0) continue;
    const flipped = i <= negateUntil ? -polarity : polarity;
    if (flipped > 0) positive++;
    else negative++;
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
