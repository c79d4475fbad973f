import { describe, expect, it } from 'vitest';
import { spaceAfterDelimiter } from './space-after-delimiter';

describe('spaceAfterDelimiter', () => {
  it('finds a file that writes ", " between cells, quoted fields included', () => {
    const text = 'date, rating, review\n2024-03-01, 5, "Great, really"\n2024-03-02, 4, Fine\n';
    expect(spaceAfterDelimiter(text, ',')).toBe(true);
  });

  it('is false for a plain file whose unquoted prose has ", " in it: its header has no space', () => {
    const text = 'date,rating,review\n2024-03-01,5,Good, fast, cheap, and well made, thanks\n';
    expect(spaceAfterDelimiter(text, ',')).toBe(false);
  });

  it('is false when only some delimiters are followed by a space', () => {
    const text = 'a, b, c\n1,2,3\n4,5,6\n7, 8,9\n';
    expect(spaceAfterDelimiter(text, ',')).toBe(false);
  });
});
