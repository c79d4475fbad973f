// Everything the rule-based signals want to know about one word, computed once per distinct word and
// shared by all reviews of an analysis: one table lookup per token instead of one per signal.
// The facts are packed into one small integer (`flags`) so that the analyzer's hot path can keep them in
// typed arrays; TokenInfo objects are the readable form for callers that hold word strings.
import { FUNCTION_WORDS } from '../assess/function-words';
import { hashString } from '../signals/shingles';
import { NEGATIVE, NEGATORS, POSITIVE, POST_NEGATORS } from '../signals/sentiment-lexicon';

export interface TokenInfo {
  /** FNV-1a hash of the word. */
  hash: number;
  /** Indices into LANGUAGES of the languages this is a function word of. */
  langs: readonly number[];
  /** +1 positive, −1 negative, 0 neutral. */
  polarity: number;
  negator: boolean;
  /** The same facts packed: bit l = function word of LANGUAGES[l], plus POSITIVE/NEGATIVE/NEGATOR bits. */
  flags: number;
}

export const LANGUAGES: readonly string[] = Object.keys(FUNCTION_WORDS);

/** Language bits occupy the low 24 bits of a word's flags. */
export const LANG_MASK = 0xffffff;
export const POSITIVE_FLAG = 1 << 24;
export const NEGATIVE_FLAG = 1 << 25;
export const NEGATOR_FLAG = 1 << 26;
/** A word that negates the sentiment word just before it ("iyi değil", "accha nahi"). */
export const POST_NEGATOR_FLAG = 1 << 27;
if (LANGUAGES.length > 24) throw new Error('token-info: more than 24 function-word languages');

const LANG_OF = new Map<string, number[]>();
LANGUAGES.forEach((lang, li) => {
  for (const w of FUNCTION_WORDS[lang] ?? []) {
    const langs = LANG_OF.get(w) ?? [];
    if (!langs.includes(li)) langs.push(li);
    LANG_OF.set(w, langs);
  }
});
const POLARITY = new Map<string, number>();
for (const w of POSITIVE) POLARITY.set(w, 1);
for (const w of NEGATIVE) POLARITY.set(w, -1);
const NEGATOR = new Set(NEGATORS);
const POST_NEGATOR = new Set(POST_NEGATORS);
const NO_LANGS: readonly number[] = [];

/** Every word with a fact (function word, polarity, listed negator); all other words have flags 0, except
 * the rule below for words ending in n't. */
export const LEXICON_WORDS: readonly string[] = [
  ...new Set([...LANG_OF.keys(), ...POLARITY.keys(), ...NEGATOR, ...POST_NEGATOR]),
];

/** The negation rule beyond the list: any word ending in n't ("shouldn't", "hasn't"). */
export function isNotContraction(word: string): boolean {
  return word.endsWith("n't");
}

/** The packed facts of a lower-cased word (see TokenInfo.flags). */
export function tokenFlags(word: string): number {
  let flags = 0;
  for (const l of LANG_OF.get(word) ?? NO_LANGS) flags |= 1 << l;
  const polarity = POLARITY.get(word) ?? 0;
  if (polarity > 0) flags |= POSITIVE_FLAG;
  else if (polarity < 0) flags |= NEGATIVE_FLAG;
  if (NEGATOR.has(word) || isNotContraction(word)) flags |= NEGATOR_FLAG;
  if (POST_NEGATOR.has(word)) flags |= POST_NEGATOR_FLAG;
  return flags;
}

/** The readable form of a word's hash and packed facts. */
export function infoOf(hash: number, flags: number): TokenInfo {
  const langs: number[] = [];
  for (let l = 0; l < LANGUAGES.length; l++) if (flags & (1 << l)) langs.push(l);
  return {
    hash,
    langs: langs.length === 0 ? NO_LANGS : langs,
    polarity: flags & POSITIVE_FLAG ? 1 : flags & NEGATIVE_FLAG ? -1 : 0,
    negator: (flags & NEGATOR_FLAG) !== 0,
    flags,
  };
}

export function tokenInfo(word: string): TokenInfo {
  return infoOf(hashString(word), tokenFlags(word));
}

/** A per-analysis cache of TokenInfo, bounded so that adversarial input cannot grow it without limit. */
export class TokenTable {
  private readonly map = new Map<string, TokenInfo>();

  constructor(private readonly limit = 500_000) {}

  get(word: string): TokenInfo {
    let info = this.map.get(word);
    if (info === undefined) {
      info = tokenInfo(word);
      if (this.map.size < this.limit) this.map.set(word, info);
    }
    return info;
  }

  infos(tokens: readonly string[]): TokenInfo[] {
    return tokens.map((t) => this.get(t));
  }
}
