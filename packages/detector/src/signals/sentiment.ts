import { TokenTable, type TokenInfo } from '../text/token-info';

/** A negator reaches this many words ahead: "not very good", "never really worked". */
const NEGATION_SCOPE = 3;

export interface Sentiment {
  positive: number;
  negative: number;
}

/** Counts positive and negative cues, with simple negation scope. */
export function sentimentOf(infos: readonly TokenInfo[]): Sentiment {
  let positive = 0;
  let negative = 0;
  let negateUntil = -1;
  for (let i = 0; i < infos.length; i++) {
    const t = infos[i] as TokenInfo;
    if (t.negator) {
      negateUntil = i + NEGATION_SCOPE;
      continue;
    }
    if (t.polarity === 0) continue;
    const flipped = i <= negateUntil ? -t.polarity : t.polarity;
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
