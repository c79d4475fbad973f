// English-or-not, by a measured heuristic (docs/decisions/041-language-detection.md): first the writing
// system, then function-word profiles. The model was trained on English only, so all we must get right is
// "is this English?"; naming the other language is a courtesy for the reason shown to the shopper.
import { FUNCTION_WORDS } from './function-words';

export interface LanguageGuess {
  /** ISO 639-1 code, or null when nothing points to a language. */
  language: string | null;
  isEnglish: boolean;
  /** True when most letters are not Latin: the guess then comes from the writing system, not from words. */
  nonLatinScript: boolean;
}

const LEXICON = new Map<string, string[]>();
for (const [lang, list] of Object.entries(FUNCTION_WORDS)) {
  for (const w of list) {
    const langs = LEXICON.get(w) ?? [];
    if (!langs.includes(lang)) langs.push(lang);
    LEXICON.set(w, langs);
  }
}

const SCRIPTS: readonly [RegExp, string][] = [
  [/\p{Script=Han}/gu, 'zh'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Devanagari}/gu, 'hi'],
  [/\p{Script=Thai}/gu, 'th'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Hebrew}/gu, 'he'],
];

/** English must out-score every other language by this factor; ties and near-ties are not English. */
const ENGLISH_MARGIN = 2;

export function detectLanguage(text: string, tokens: readonly string[]): LanguageGuess {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return { language: null, isEnglish: false, nonLatinScript: false };
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin / letters < 0.5) {
    let best: string | null = null;
    let bestCount = 0;
    for (const [re, lang] of SCRIPTS) {
      const count = text.match(re)?.length ?? 0;
      // Japanese mixes kana with Han; any kana means Japanese.
      if (lang === 'ja' && count > 0)
        return { language: 'ja', isEnglish: false, nonLatinScript: true };
      if (count > bestCount) [best, bestCount] = [lang, count];
    }
    return { language: best, isEnglish: false, nonLatinScript: true };
  }

  const hits: Record<string, number> = {};
  for (const t of tokens) {
    const langs = LEXICON.get(t);
    if (!langs) continue;
    for (const l of langs) hits[l] = (hits[l] ?? 0) + 1;
  }
  const en = hits.en ?? 0;
  let other: string | null = null;
  let otherHits = 0;
  for (const [l, h] of Object.entries(hits)) {
    if (l !== 'en' && h > otherHits) [other, otherHits] = [l, h];
  }
  if (en > 0 && en >= ENGLISH_MARGIN * otherHits)
    return { language: 'en', isEnglish: true, nonLatinScript: false };
  if (other !== null && otherHits > en)
    return { language: other, isEnglish: false, nonLatinScript: false };
  return { language: null, isEnglish: false, nonLatinScript: false };
}
