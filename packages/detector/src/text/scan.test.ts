import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashString } from '../signals/shingles';
import { HashedTokenTable, scanText } from './scan';
import { LEXICON_WORDS, tokenFlags } from './token-info';
import { words } from './tokenize';

describe('scanText', () => {
  it('hashes exactly the words the tokenizer finds (property)', () => {
    const chars = fc.constantFrom(..."ab Z9'’-.,é!\nN".split(''));
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 40 }).map((a) => a.join('')),
        (text) => {
          const scanned = scanText(text, new HashedTokenTable());
          expect(scanned.infos.map((t) => t.hash)).toEqual(words(text).map(hashString));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('marks ASCII text and carries lexicon facts', () => {
    const s = scanText("It isn't good", new HashedTokenTable());
    expect(s.ascii).toBe(true);
    expect(s.infos.map((t) => [t.negator, t.polarity])).toEqual([
      [false, 0],
      [true, 0],
      [false, 1],
    ]);
    expect(scanText('Muy rápido', new HashedTokenTable()).ascii).toBe(false);
  });

  it('gives every word the same facts as the lexicon lookup by string (property)', () => {
    const word = fc.oneof(
      fc.constantFrom(...LEXICON_WORDS, "shouldn't", 'hasn’t', "N'T", 'NOT', 'Good', 'The'),
      fc.stringMatching(/^[a-z']{1,8}$/),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), fc.boolean(), (ws, accent) => {
        const text = ws.join(' ') + (accent ? ' café' : '');
        const scanned = scanText(text, new HashedTokenTable());
        expect(scanned.infos.map((t) => t.flags)).toEqual(words(text).map(tokenFlags));
      }),
      { numRuns: 1500 },
    );
  });
});
