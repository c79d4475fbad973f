import { describe, expect, it } from 'vitest';
import { sniffDelimiter } from './sniff-delimiter';

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
});
