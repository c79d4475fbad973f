import { describe, expect, it } from 'vitest';
import { decodePage } from './decode-page';
import { countUtf8, readsAsUtf8 } from './mostly-utf8';
import { chooseSingleByte } from './single-byte';
import { canonicalCharset, createStreamDecoder, decodeBytes } from './text-decoder';

// Windows-1252 bytes written by hand from the code page's table: 0x93 “, 0x94 ”, 0x80 €, 0x92 ’, 0x96 –, 0xE9 é.
const TEXT = '“Great” kettle – 20 € and it’s café-quiet';
const CP1252 = Uint8Array.from(
  [...TEXT].map(
    (c) =>
      ({ '“': 0x93, '”': 0x94, '€': 0x80, '’': 0x92, '–': 0x96, é: 0xe9 })[c] ?? c.charCodeAt(0),
  ),
);
const page = (body: Uint8Array, head = ''): Uint8Array =>
  Uint8Array.from([
    ...Buffer.from(`<!doctype html><html><head>${head}<title>Kettle</title></head><body><p>`),
    ...body,
    ...Buffer.from('</p></body></html>'),
  ]);
const bodyOf = (html: string): string => /<p>(.*)<\/p>/su.exec(html)?.[1] ?? '';

describe('decodeBytes', () => {
  it('reads Windows-1252 punctuation and the euro sign (not C1 controls)', () => {
    expect(decodeBytes(CP1252, 'windows-1252')).toBe(TEXT);
    // Labels that browsers treat as Windows-1252 get the same reading.
    expect(decodeBytes(CP1252, canonicalCharset('ISO-8859-1')!)).toBe(TEXT);
    expect(decodeBytes(CP1252, canonicalCharset('latin1')!)).toBe(TEXT);
  });

  it('decodes in chunks, whatever the split', () => {
    const utf8 = Buffer.from('ñandú 😍 ’ 日本', 'utf8');
    for (const [bytes, encoding, text] of [
      [utf8, 'utf-8', 'ñandú 😍 ’ 日本'],
      [CP1252, 'windows-1252', TEXT],
      [Buffer.from('héllo ’x’', 'utf16le'), 'utf-16le', 'héllo ’x’'],
    ] as const) {
      for (let i = 0; i <= bytes.length; i++) {
        const d = createStreamDecoder(encoding);
        expect(d.write(bytes.subarray(0, i)) + d.write(bytes.subarray(i)) + d.end()).toBe(text);
      }
    }
  });

  it('decodes encodings iconv-lite lacks through the streaming TextDecoder', () => {
    // ISO-2022-JP "日本" = ESC $ B F| K\ ESC ( B
    const bytes = Uint8Array.from([0x1b, 0x24, 0x42, 0x46, 0x7c, 0x4b, 0x5c, 0x1b, 0x28, 0x42]);
    expect(decodeBytes(bytes, 'iso-2022-jp')).toBe('日本');
  });

  it('knows the WHATWG names and refuses unknown labels', () => {
    expect(canonicalCharset(' Shift_JIS ')).toBe('shift_jis');
    expect(canonicalCharset('x-mac-roman')).toBe('macintosh');
    expect(canonicalCharset('no-such-charset')).toBeNull();
  });
});

describe('decodePage', () => {
  it('uses the charset the Content-Type header declares', () => {
    const decoded = decodePage(page(CP1252), 'text/html; charset=windows-1252');
    expect(bodyOf(decoded.text)).toBe(TEXT);
    expect(decoded).toMatchObject({ encoding: 'windows-1252', source: 'header' });
  });

  it('uses a <meta charset> or http-equiv tag when the header says nothing', () => {
    for (const meta of [
      '<meta charset="windows-1252">',
      '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">',
    ]) {
      const decoded = decodePage(page(CP1252, meta), 'text/html');
      expect(bodyOf(decoded.text)).toBe(TEXT);
      expect(decoded.source).toBe('meta');
    }
  });

  it('lets a byte order mark outrank a wrong declaration', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...page(Buffer.from(TEXT, 'utf8'))]);
    const decoded = decodePage(bytes, 'text/html; charset=windows-1252');
    expect(bodyOf(decoded.text)).toBe(TEXT);
    expect(decoded.source).toBe('bom');
  });

  it('reads an undeclared page as UTF-8 when it is, else by its bytes', () => {
    expect(bodyOf(decodePage(page(Buffer.from(TEXT, 'utf8')), 'text/html').text)).toBe(TEXT);
    const guessed = decodePage(page(CP1252), '');
    expect(bodyOf(guessed.text)).toBe(TEXT);
    expect(guessed).toMatchObject({ encoding: 'windows-1252', source: 'detected' });
  });

  it('reads an undeclared UTF-8 page with a stray byte as UTF-8, the stray byte as U+FFFD', () => {
    const bytes = page(
      Uint8Array.from([...Buffer.from(TEXT, 'utf8'), 0x20, 0xe9, ...Buffer.from(' ok', 'utf8')]),
    );
    const decoded = decodePage(bytes, 'text/html');
    expect(bodyOf(decoded.text)).toBe(`${TEXT} \ufffd ok`);
    expect(decoded).toMatchObject({ encoding: 'utf-8', source: 'detected' });
  });

  it('reads UTF-8 bytes as UTF-8 when the header or a <meta> declares a legacy code page (a charset that lies)', () => {
    const utf8 = page(Buffer.from(TEXT, 'utf8'), '<meta charset="windows-1252">');
    for (const contentType of [
      'text/html',
      'text/html; charset=iso-8859-1',
      'text/html; charset=shift_jis',
    ]) {
      const decoded = decodePage(utf8, contentType);
      expect(bodyOf(decoded.text)).toBe(TEXT);
      expect(decoded).toMatchObject({ encoding: 'utf-8', source: 'detected' });
    }
    // Legacy bytes that are not valid UTF-8 keep their declaration.
    expect(decodePage(page(CP1252, '<meta charset="windows-1252">'), 'text/html').source).toBe(
      'meta',
    );
  });

  it('ignores a charset nobody knows', () => {
    const decoded = decodePage(page(Buffer.from(TEXT, 'utf8')), 'text/html; charset=klingon');
    expect(bodyOf(decoded.text)).toBe(TEXT);
  });
});

describe('UTF-8 with a few broken bytes', () => {
  it('counts each invalid sequence as the WHATWG decoder replaces it, for any bytes', () => {
    // A fixed pseudo-random walk over every kind of byte: ASCII, leads, continuations and never-valid bytes.
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
    for (let n = 0; n < 300; n++) {
      const bytes = Uint8Array.from({ length: 1 + (n % 40) }, () => {
        const b = next();
        return b < 96 ? 0x41 : b;
      });
      const c = countUtf8(bytes);
      const replaced = [...decodeBytes(bytes, 'utf-8')].filter((ch) => ch === '\ufffd').length;
      expect(c.invalid + (c.openAt < bytes.length ? 1 : 0)).toBe(replaced);
    }
  });

  it('calls bytes UTF-8 when valid multi-byte sequences come before or outnumber the broken ones', () => {
    const utf8 = (s: string): number[] => [...Buffer.from(s, 'utf8')];
    expect(readsAsUtf8(Uint8Array.from([...utf8('café '), 0xe9, 0xff]))).toBe(true);
    expect(readsAsUtf8(Uint8Array.from([...utf8('ok '), 0xe9, ...utf8(' déjà vu, très')]))).toBe(
      true,
    );
    // Windows-1252: every accented letter stands alone, and one accidental pair ("Ã©") does not outweigh them.
    expect(readsAsUtf8(Uint8Array.from([...utf8('caf'), 0xe9, 0x20, 0xe8, 0xc3, 0xa9, 0xe0]))).toBe(
      false,
    );
    expect(readsAsUtf8(CP1252)).toBe(false);
  });
});

describe('chooseSingleByte', () => {
  // Latin-1 bytes are Windows-1252's for these letters.
  const latin1 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'latin1'));

  it.each([
    ["Catalan's middle dot between two l's", 'Les cel·les i la col·lecció són clares'],
    ['guillemets around a word', 'Han sa «Når» og «på» i teksten'],
    ['a lone "è" among ASCII words (Italian)', 'Il prodotto è buono e il prezzo è giusto'],
  ])('reads Western text as Windows-1252: %s', (_, text) => {
    expect(chooseSingleByte(latin1(text))).toBe('windows-1252');
  });
});
