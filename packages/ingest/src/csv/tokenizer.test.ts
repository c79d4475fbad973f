import { describe, expect, it } from 'vitest';
import { CsvTokenizer } from './tokenizer';

interface Out {
  rows: string[][];
  repaired: number[];
  tooLong: number[];
  t: CsvTokenizer;
}

function tokenize(chunks: string[], delimiter = ',', maxRecordChars?: number): Out {
  const out: Omit<Out, 't'> = { rows: [], repaired: [], tooLong: [] };
  const t = new CsvTokenizer(
    delimiter,
    {
      record: (cells, row, repaired) => {
        out.rows.push(cells);
        if (repaired) out.repaired.push(row);
      },
      tooLong: (row) => out.tooLong.push(row),
    },
    maxRecordChars,
  );
  for (const c of chunks) t.push(c);
  t.end();
  return { ...out, t };
}

describe('CsvTokenizer', () => {
  it('reads CRLF, LF, bare CR and mixed line ends', () => {
    const { rows, t } = tokenize(['a,b\r\n1,2\n3,4\r5,6']);
    expect(rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
    expect(t.lineEndings).toEqual({ crlf: 1, lf: 1, cr: 1 });
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    const { rows } = tokenize(['x,y\r\n"a, b","He said ""hi""\r\nthen left"\r\n"",last\r\n']);
    expect(rows).toEqual([
      ['x', 'y'],
      ['a, b', 'He said "hi"\r\nthen left'],
      ['', 'last'],
    ]);
  });

  it('keeps empty cells, trailing delimiters and blank lines', () => {
    expect(tokenize(['a,,c,\n\n,\n']).rows).toEqual([['a', '', 'c', ''], [''], ['', '']]);
    expect(tokenize(['a,b,']).rows).toEqual([['a', 'b', '']]);
  });

  it('gives the same records however the text is split into chunks', () => {
    const text = 'h1;h2\r\n"multi\r\nline ""q""";2\r\nplain;"x;y"\r\n"a""";\r\nend;"\r\n"';
    const whole = tokenize([text], ';').rows;
    for (let i = 0; i <= text.length; i++) {
      for (const j of [i, Math.min(text.length, i + 1), Math.min(text.length, i + 7)]) {
        expect(tokenize([text.slice(0, i), text.slice(i, j), text.slice(j)], ';').rows).toEqual(
          whole,
        );
      }
    }
    expect(whole).toEqual([
      ['h1', 'h2'],
      ['multi\r\nline "q"', '2'],
      ['plain', 'x;y'],
      ['a"', ''],
      ['end', '\r\n'],
    ]);
  });

  it('reads a quote inside an unquoted field as a character', () => {
    expect(tokenize(['5" screen,ok\n']).rows).toEqual([['5" screen', 'ok']]);
  });

  it('keeps a stray quote inside a quoted field and reports the repair', () => {
    const out = tokenize(['"He said "hi" to me",5\n']);
    expect(out.rows).toEqual([['He said "hi" to me', '5']]);
    expect(out.repaired).toEqual([1]);
  });

  it('recovers the rows an unclosed quote would swallow', () => {
    const out = tokenize(['a,b\n"broken,1\nc,2\nd,3\n']);
    expect(out.rows).toEqual([
      ['a', 'b'],
      ['"broken', '1'],
      ['c', '2'],
      ['d', '3'],
    ]);
    expect(out.repaired).toEqual([2]);
  });

  it('reads an open quote literally once the record passes the limit, then reads on', () => {
    const x = 'x'.repeat(50);
    const out = tokenize([`a,b\n"${x}\nc,2\n`, `${'d,'.repeat(40)}\n`, 'e,5\n'], ',', 100);
    expect(out.rows[0]).toEqual(['a', 'b']);
    expect(out.rows[1]).toEqual([`"${x}`]);
    expect(out.rows[2]).toEqual(['c', '2']);
    expect(out.rows[3]).toHaveLength(41);
    expect(out.rows[4]).toEqual(['e', '5']);
    expect(out.repaired).toEqual([2]);
  });

  it('skips a single line longer than the record limit and reports it', () => {
    const out = tokenize(['a,b\n', 'y'.repeat(150), 'y'.repeat(150), '\nc,2\n'], ',', 100);
    expect(out.rows).toEqual([
      ['a', 'b'],
      ['c', '2'],
    ]);
    expect(out.tooLong).toEqual([2]);
  });
});
