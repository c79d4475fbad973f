// Everything the rule-based signals want to know about one word, computed once per distinct word and
// shared by all reviews of an analysis: one Map lookup per token instead of one per signal.
import { FUNCTION_WORDS } from '../assess/function-words';
import { hashString } from '../signals/shingles';
import { NEGATIVE, NEGATORS, POSITIVE } from '../signals/sentiment-lexicon';

export interface TokenInfo {
  /** FNV-1a hash of the word. */
  hash: number;
  /** Indices into LANGUAGES of the languages this is a function word of. */
  langs: readonly number[];
  /** +1 positive, −1 negative, 0 neutral. */
  polarity: number;
  negator: boolean;
}

export const LANGUAGES: readonly string[] = Object.keys(FUNCTION_WORDS);

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
const NO_LANGS: readonly number[] = [];

export function tokenInfo(word: string): TokenInfo {
  return {
    hash: hashString(word),
    langs: LANG_OF.get(word) ?? NO_LANGS,
    polarity: POLARITY.get(word) ?? 0,
    negator: NEGATOR.has(word) || word.endsWith("n't"),
  };
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
