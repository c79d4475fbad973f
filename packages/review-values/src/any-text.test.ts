// Every reader of a value takes any string: shop pages and files are written by strangers, and one throw here
// loses a whole file's import or every review of a page layer. Strings are built from the pieces the readers
// look for (UI labels, badges, separators, dates), the characters they fold (invisible, look-alike, fullwidth,
// combining, lone surrogates) and nothing at all.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countWords,
  foldAscii,
  isNoneAnswer,
  isOneHelpfulVote,
  isPlaceholder,
  isRelativeDate,
  isUiLabel,
  matchingText,
  monthNumber,
  numericDateOrderEvidence,
  ambiguousDayMonth,
  parseReviewDate,
  startsWithWriterPrefix,
  stripUiNoise,
  verifiedAnswer,
  withoutControls,
  withoutWriterPrefix,
} from './index';

const PIECES = [
  '',
  ' ',
  '\n',
  'Read more',
  'READ MORE',
  'Read less',
  '…more',
  'The media could not be loaded.',
  'Verified Purchase',
  '✅ Trip Verified',
  'Not Verified',
  'Unverified',
  ' | ',
  ':',
  '...',
  'Great pot.',
  'By John D.',
  '3 days ago',
  '12/03/2024',
  'N/A',
  '\u200b',
  '\u2060',
  '\u00ad',
  '\u0435',
  'Ｒｅａｄ',
  'a\u0301',
  '😍',
  '\ud83d',
  '\ude0d',
  '\ufe0f',
  '\u202e',
];

const text = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3, unit: 'binary' })), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

describe('any string', () => {
  it('is cut by stripUiNoise into the removed start, the text kept and a removed end, in order', () => {
    fc.assert(
      fc.property(text, (raw) => {
        const tidied = raw.trim();
        const { text: kept, removed, lead } = stripUiNoise(tidied);
        expect(tidied.startsWith(lead)).toBe(true);
        expect(tidied.slice(lead.length).includes(kept)).toBe(true);
        expect(removed).toBe(kept !== tidied);
      }),
      { numRuns: 2000, seed: 20261127 },
    );
  });

  it('is read by every other value reader without a throw', () => {
    fc.assert(
      fc.property(text, (raw) => {
        isUiLabel(raw);
        matchingText(raw);
        withoutControls(raw);
        countWords(raw);
        foldAscii(raw);
        monthNumber(raw);
        isPlaceholder(raw);
        isNoneAnswer(raw);
        isRelativeDate(raw);
        isOneHelpfulVote(raw);
        verifiedAnswer(raw);
        startsWithWriterPrefix(raw);
        startsWithWriterPrefix(raw, { byline: true });
        withoutWriterPrefix(raw);
        parseReviewDate(raw);
        numericDateOrderEvidence(raw);
        ambiguousDayMonth(raw);
      }),
      { numRuns: 2000, seed: 20261127 },
    );
  });

  it('"Verified Purchase | Read more", a badge and a control, leaves an empty text', () =>
    expect(stripUiNoise('Verified Purchase | Read more')).toEqual({
      text: '',
      removed: true,
      lead: 'Verified Purchase | ',
    }));

  it.each(['The media could not be loaded.', 'Verified Purchase', '✅ Trip Verified |'])(
    '%j, all page text, leaves an empty text',
    (raw) => expect(stripUiNoise(raw)).toEqual({ text: '', removed: true, lead: raw }),
  );
});
