// What a review's text allows: is there text at all (not empty, not a placeholder), which language it is in, and
// whether the text model may score it. The model scores only the languages and lengths it was trained and
// measured on (TextModel.languages / minWords); every other review with text is still judged by the checks that
// do not depend on language (docs/decisions/101-judged-reviews-and-coverage.md).
import type { NotScoredReason } from '@reviewsentry/contracts';
import { isPlaceholder, PLACEHOLDER_MAX_LENGTH } from '@reviewsentry/review-values';
import { TokenTable, type TokenInfo } from '../text/token-info';
import { detectLanguageOf, languageFromHits, type LanguageGuess } from './language';

export interface TextFacts {
  /** Why there is no text to judge; null when the review has text. */
  noText: 'empty' | 'placeholder' | null;
  /** ISO 639-1 code when detected, null when unknown. */
  language: string | null;
  /** The language comes from the writing system (not Latin), so it holds whatever the text's length. */
  nonLatinScript: boolean;
  wordCount: number;
}

/** The languages and lengths a text model was measured on (TextModel.languages / minWords). */
export interface ModelCoverage {
  readonly languages: readonly string[];
  readonly minWords: number;
}

/** Convenience for callers holding words rather than token infos. */
export function textFacts(text: string, tokens: readonly string[]): TextFacts {
  return factsOfTokens(text, new TokenTable().infos(tokens), false);
}

export function factsOfTokens(
  text: string,
  tokens: readonly TokenInfo[],
  asciiOnly: boolean,
): TextFacts {
  return factsWith(text, tokens.length, () => detectLanguageOf(text, tokens, asciiOnly));
}

/**
 * The analyzer's form: the word count and the per-language function-word hits were gathered while
 * scanning (text/scan.ts), so no token objects are needed.
 */
export function factsOfScan(
  text: string,
  wordCount: number,
  hits: Int32Array,
  asciiOnly: boolean,
): TextFacts {
  // The usual review: an ASCII text with a word has a letter or digit, so it is not blank, and beyond
  // PLACEHOLDER_MAX_LENGTH characters that is all isPlaceholder asks. Skipping both checks (a trim and a
  // Unicode regex per review) is measurable at 100,000 reviews; the outcome is the same.
  if (asciiOnly && wordCount > 0 && text.length > PLACEHOLDER_MAX_LENGTH)
    return withText(wordCount, languageFromHits(text, hits, true, wordCount));
  return factsWith(text, wordCount, () => languageFromHits(text, hits, asciiOnly, wordCount));
}

function factsWith(text: string, wordCount: number, guessOf: () => LanguageGuess): TextFacts {
  if (text.trim() === '')
    return { noText: 'empty', language: null, nonLatinScript: false, wordCount };
  if (isPlaceholder(text))
    return { noText: 'placeholder', language: null, nonLatinScript: false, wordCount };
  return withText(wordCount, guessOf());
}

function withText(wordCount: number, guess: LanguageGuess): TextFacts {
  return {
    noText: null,
    language: guess.language,
    nonLatinScript: guess.nonLatinScript,
    wordCount,
  };
}

/** Why the model must not score a text with these facts; null when it may. */
export function notScoredReason(facts: TextFacts, model: ModelCoverage): NotScoredReason | null {
  const { language, wordCount } = facts;
  const covered = language !== null && model.languages.includes(language);
  // A text in another writing system is identified whatever its length (Chinese has no spaces, so its word
  // count means little); a Latin-script text must be long enough before its language is trusted.
  if (language !== null && !covered && (facts.nonLatinScript || wordCount >= model.minWords))
    return 'language_not_covered';
  if (wordCount < model.minWords) return 'too_short';
  if (language === null) return 'language_unknown';
  return covered ? null : 'language_not_covered';
}
