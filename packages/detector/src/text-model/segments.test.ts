import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEGMENT_CHARS, segmentText } from './segments';
import { MAX_SEGMENTS, hasPunctuationRun, prepareText } from './text-prep';

describe('segmentText', () => {
  it('keeps a text of up to maxChars characters whole', () => {
    const text = 'x'.repeat(SEGMENT_CHARS);
    expect(segmentText(text)).toEqual([text]);
  });

  it('cuts a long text at sentence ends into segments of about equal length', () => {
    const sentence = 'The motor is strong and the jug is easy to clean after every smoothie. ';
    const text = sentence.repeat(20).trim();
    const parts = segmentText(text);
    expect(parts.length).toBe(Math.ceil(text.length / SEGMENT_CHARS));
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(SEGMENT_CHARS);
      expect(p.endsWith('.')).toBe(true);
    }
    expect(parts.join(' ')).toBe(text);
  });

  it('never returns empty or over-long segments, and loses no word (property)', () => {
    const word = fc.constantFrom('good', 'bad.', 'ok!', 'really?', '\n', 'x'.repeat(30), 'a,');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 400 }), (words) => {
        const text = words.join(' ');
        const parts = segmentText(text, 120);
        const squash = (s: string): string => s.replace(/\s+/g, '');
        return (
          parts.every((p) => p.length <= 120 && (p.trim() !== '' || text.trim() === '')) &&
          squash(parts.join('')) === squash(text)
        );
      }),
      { numRuns: 200, seed: 5 },
    );
  });
});

describe('prepareText', () => {
  it('scores at most MAX_SEGMENTS segments of a very long text', () => {
    const p = prepareText('This sentence repeats itself. '.repeat(2000));
    expect(p.segments.length).toBeLessThanOrEqual(MAX_SEGMENTS);
    expect(p.segments.length).toBeGreaterThan(1);
  });

  it('folds every segment to ASCII and reads the structure off the raw text', () => {
    const p = prepareText(
      '**Caf\u00e9 review**\n\nThe espresso was \u201Cperfect\u201D \u2014 truly.',
    );
    expect(p.segments.every((s) => [...s].every((c) => c.charCodeAt(0) < 128))).toBe(true);
    expect(p.structure.some((v) => v !== 0)).toBe(true);
  });

  it('marks a long run of one punctuation mark as degenerate, and an ellipsis not', () => {
    expect(hasPunctuationRun('WHY ' + '?'.repeat(70))).toBe(true);
    expect(hasPunctuationRun('Well... it works!!! Mostly.')).toBe(false);
  });
});
