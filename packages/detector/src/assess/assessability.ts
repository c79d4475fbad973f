// Decides whether a review's text can be judged by the text model at all. Anything that cannot is marked
// with a reason and kept out of the fake share, never silently counted as genuine.
import type { NotAssessedReason } from '@reviewsentry/contracts';
import { isPlaceholder, PLACEHOLDER_MAX_LENGTH } from '@reviewsentry/review-values';
import { TokenTable, type TokenInfo } from '../text/token-info';
import { detectLanguageOf, languageFromHits, type LanguageGuess } from './language';

/**
 * Fewest words a text needs to be scored. On whole-sentence texts of 5–10 words the text model calls 11.5 %
 * of human reviews machine-written (2.2 % on full reviews), and worse below: such texts are not judged
 * (measured by ml/src/eval-products-short-text-cli.ts; docs/decisions/041-language-detection.md).
 */
export const MIN_WORDS = 10;

export interface Assessability {
  assessed: boolean;
  reason: NotAssessedReason | null;
  language: string | null;
}

/** Convenience for callers holding words rather than token infos. */
export function assessText(text: string, tokens: readonly string[]): Assessability {
  return assessTokens(text, new TokenTable().infos(tokens), false);
}

export function assessTokens(
  text: string,
  tokens: readonly TokenInfo[],
  asciiOnly: boolean,
): Assessability {
  return assessWith(text, tokens.length, () => detectLanguageOf(text, tokens, asciiOnly));
}

/**
 * The analyzer's form: the word count and the per-language function-word hits were gathered while
 * scanning (text/scan.ts), so no token objects are needed.
 */
export function assessScanned(
  text: string,
  wordCount: number,
  hits: Int32Array,
  asciiOnly: boolean,
): Assessability {
  // The usual review: an ASCII text with a word has a letter or digit, so it is not blank, and beyond
  // PLACEHOLDER_MAX_LENGTH characters that is all isPlaceholder asks. Skipping both checks (a trim and a
  // Unicode regex per review) is measurable at 100,000 reviews; the outcome is the same.
  if (asciiOnly && wordCount > 0 && text.length > PLACEHOLDER_MAX_LENGTH)
    return decide(wordCount, languageFromHits(text, hits, true));
  return assessWith(text, wordCount, () => languageFromHits(text, hits, asciiOnly));
}

const ASSESSED: Assessability = { assessed: true, reason: null, language: 'en' };

function assessWith(text: string, wordCount: number, guessOf: () => LanguageGuess): Assessability {
  if (text.trim() === '') return { assessed: false, reason: 'empty', language: null };
  if (isPlaceholder(text)) return { assessed: false, reason: 'placeholder', language: null };
  return decide(wordCount, guessOf());
}

/** The outcome for a text that is neither blank nor a placeholder. */
function decide(wordCount: number, guess: LanguageGuess): Assessability {
  // Text in another writing system is non-English whatever its length (Chinese has no spaces, so its word
  // count means little); a Latin-script text must be long enough before its language is trusted.
  if (
    guess.nonLatinScript ||
    (guess.language !== null && !guess.isEnglish && wordCount >= MIN_WORDS)
  ) {
    return { assessed: false, reason: 'non_english', language: guess.language };
  }
  if (wordCount < MIN_WORDS)
    return { assessed: false, reason: 'too_short', language: guess.language };
  if (!guess.isEnglish) return { assessed: false, reason: 'non_english', language: guess.language };
  return ASSESSED;
}
