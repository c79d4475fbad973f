import { describe, expect, it } from 'vitest';
import { countWords } from './word-count';

describe('countWords', () => {
  it.each([
    ['', 0],
    [' \t\r\n ', 0],
    ['one', 1],
    ['  two words  ', 2],
    ['tab\tand\nnew\r\nlines', 4],
    // Only space and the control characters below it separate: a no-break space joins, as in "5\u00a0stars".
    ['5\u00a0stars', 1],
    ['Très bien, 好 !', 4],
  ])('%j has %i words', (text, words) => expect(countWords(text)).toBe(words));
});
