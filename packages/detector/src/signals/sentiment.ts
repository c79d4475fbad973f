import { NEGATIVE, NEGATORS, POSITIVE } from './sentiment-lexicon';

const POLARITY = new Map<string, number>();
for (const w of POSITIVE) POLARITY.set(w, 1);
for (const w of NEGATIVE) POLARITY.set(w, -1);
const NEGATOR = new Set(NEGATORS);
/** A negator reaches this many words ahead: "not very good", "never really worked". */
const NEGATION_SCOPE = 3;

export interface Sentiment {
  positive: number;
  negative: number;
}

/** Counts positive and negative cues, with simple negation scope. */
export function sentiment(tokens: readonly string[]): Sentiment {
  let positive = 0;
  let negative = 0;
  let negateUntil = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    if (NEGATOR.has(t) || t.endsWith("n't")) {
      negateUntil = i + NEGATION_SCOPE;
      continue;
    }
    const p = POLARITY.get(t);
    if (p === undefined) continue;
    const flipped = i <= negateUntil ? -p : p;
    if (flipped > 0) positive++;
    else negative++;
  }
  return { positive, negative };
}

/** Clearly negative: several negative cues and at most a third as many positive ones. */
export function isClearlyNegative(s: Sentiment): boolean {
  return s.negative >= 3 && s.positive * 3 <= s.negative;
}

/** Clearly positive: several positive cues and at most a third as many negative ones. */
export function isClearlyPositive(s: Sentiment): boolean {
  return s.positive >= 3 && s.negative * 3 <= s.positive;
}
