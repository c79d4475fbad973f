import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STYLE_DIM, STYLE_FEATURE_NAMES, extractStyle, wordHashes } from './style-features';
import { WordLm, buildWordLmTables } from './word-lm';

const at = (name: (typeof STYLE_FEATURE_NAMES)[number]): number =>
  STYLE_FEATURE_NAMES.indexOf(name);

function style(text: string, lm: WordLm | null = null): Float64Array {
  const out = new Float64Array(STYLE_DIM);
  extractStyle(text, lm, out);
  return out;
}

describe('style features', () => {
  it('hash words in the scoring pass exactly as wordHashes does for LM training (property)', () => {
    // An LM trained on a text's own words has seen every word of it; the surprisal the scorer
    // accumulates must equal the LM's surprisal over wordHashes(text), word by word.
    const wordy = fc
      .array(
        fc.constantFrom('a', 'B', 'z', '9', "'", ' ', '.', ',', '!', 'I', "don't", '\n', '-'),
        {
          maxLength: 80,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(wordy, (text) => {
        const hashes = wordHashes(text);
        const lm = new WordLm(buildWordLmTables([hashes], 10, 12));
        const out = style(text, lm);
        if (hashes.length === 0) return out[at('lm_unseen_rate')] === 0;
        lm.reset();
        let sum = 0;
        for (const h of hashes) sum += lm.next(h);
        return (
          out[at('lm_unseen_rate')] === 0 &&
          Math.abs(out[at('lm_surprisal_mean')]! - sum / hashes.length) < 1e-9 &&
          Math.abs(out[at('log_words')]! - Math.log1p(hashes.length)) < 1e-12
        );
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('count sentences, words, casing and punctuation habits', () => {
    const out = style("Great kettle!! It's FAST , and i love it.No rust");
    expect(out[at('log_words')]).toBeCloseTo(Math.log1p(10), 12);
    expect(out[at('sentences_log')]).toBeCloseTo(Math.log1p(3), 12);
    expect(out[at('lower_i_rate')]).toBeCloseTo(1 / 10, 12);
    expect(out[at('all_caps_word_rate')]).toBeCloseTo(1 / 10, 12);
    expect(out[at('ends_with_terminal')]).toBe(0);
    expect(out[at('space_before_punct_rate')]).toBeGreaterThan(0);
    expect(out[at('missing_space_after_punct_rate')]).toBeGreaterThan(0);
    expect(out[at('repeated_punct_rate')]).toBeGreaterThan(0);
  });

  it('are finite for empty and odd inputs', () => {
    for (const text of ['', ' ', '!!!', '\u4E2D\u6587', 'a'.repeat(20_000)])
      expect(Array.from(style(text)).every(Number.isFinite), text).toBe(true);
  });
});
