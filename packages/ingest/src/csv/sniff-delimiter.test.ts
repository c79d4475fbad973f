import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CsvDelimiter } from '@reviewsentry/contracts';
import { countPerLine, sniffDelimiter } from './sniff-delimiter';

/** The plain reference: one character at a time, stepping through quoted fields character by character. */
function referenceCountPerLine(sample: string): Record<CsvDelimiter, number>[] {
  const zero = (): Record<CsvDelimiter, number> => ({ ',': 0, ';': 0, '\t': 0, '|': 0 });
  const out: Record<CsvDelimiter, number>[] = [];
  let counts = zero();
  let inQuotes = false;
  let nonEmpty = false;
  for (let i = 0; i < sample.length && out.length < 60; i++) {
    const ch = sample[i]!;
    if (ch === '"') {
      inQuotes = !inQuotes;
      nonEmpty = true;
    } else if (inQuotes) {
      continue;
    } else if (ch === '\n' || ch === '\r') {
      if (nonEmpty) out.push(counts);
      counts = zero();
      nonEmpty = false;
    } else {
      nonEmpty = true;
      if (ch === ',' || ch === ';' || ch === '\t' || ch === '|') counts[ch]++;
    }
  }
  if (out.length === 0 && nonEmpty) out.push(counts);
  return out;
}

describe('sniffDelimiter', () => {
  it.each([
    [',', 'date,star,review\n07/20/2024,1,"Bad; really bad"\n'],
    [';', 'datum;sterne;text\n20.07.2024;1;"Schlecht, sehr schlecht"\n03.04.2024;5;Gut, danke\n'],
    ['\t', 'date\tstars\treview\n2024-07-20\t1\tBad, bad; bad | bad\n'],
    ['|', 'date|stars|review\n2024-07-20|1|Bad, bad; really\n2024-07-21|2|ok\n'],
  ])('finds %j', (d, text) => {
    expect(sniffDelimiter(text)).toEqual({ delimiter: d, skipChars: 0 });
  });

  it('ignores delimiters inside quotes, even across lines', () => {
    const text = 'a;b\n"x,y,z\nmore,commas";1\n"p,q";2\n';
    expect(sniffDelimiter(text).delimiter).toBe(';');
  });

  it('is not misled by a title line above the header', () => {
    expect(sniffDelimiter('Export of 2024-05-01\na;b;c\n1;2;3\n4;5;6\n').delimiter).toBe(';');
  });

  it("obeys Excel's sep= line", () => {
    expect(sniffDelimiter('sep=;\r\na,b;c\r\n')).toEqual({ delimiter: ';', skipChars: 7 });
  });

  it('defaults to a comma for a single column', () => {
    expect(sniffDelimiter('review\nGreat\nBad\n').delimiter).toBe(',');
  });

  it('counts delimiters per line exactly as the character-by-character loop did', () => {
    const piece = fc.constantFrom(
      ',',
      ';',
      '\t',
      '|',
      '"',
      '""',
      '\n',
      '\r\n',
      '\r',
      'a',
      ' ',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 400 }), (pieces) => {
        const sample = pieces.join('');
        expect(countPerLine(sample)).toEqual(referenceCountPerLine(sample));
      }),
      { numRuns: 500 },
    );
    // More than 60 lines: only the first 60 count.
    const long = 'a,b;c\n'.repeat(80);
    expect(countPerLine(long)).toEqual(referenceCountPerLine(long));
    expect(countPerLine(long)).toHaveLength(60);
  });
});
