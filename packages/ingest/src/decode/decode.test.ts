import { describe, expect, it } from 'vitest';
import { IncrementalDecoder } from './incremental-decoder';
import { controlCharShare, detectBinaryMagic, sniffEncoding } from './sniff-bytes';

const utf16 = (s: string, be = false): Uint8Array => {
  const le = Buffer.from(s, 'utf16le');
  if (be) le.swap16();
  return new Uint8Array(le);
};

describe('sniffEncoding', () => {
  it('recognises byte order marks', () => {
    expect(sniffEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toEqual({
      encoding: 'utf-8',
      bom: true,
      bomLength: 3,
    });
    expect(sniffEncoding(new Uint8Array([0xff, 0xfe, 0x61, 0]))).toEqual({
      encoding: 'utf-16le',
      bom: true,
      bomLength: 2,
    });
    expect(sniffEncoding(new Uint8Array([0xfe, 0xff, 0, 0x61]))).toEqual({
      encoding: 'utf-16be',
      bom: true,
      bomLength: 2,
    });
  });

  it('recognises UTF-16 without a BOM by its NUL pattern', () => {
    expect(sniffEncoding(utf16('review,rating\n')).encoding).toBe('utf-16le');
    expect(sniffEncoding(utf16('review,rating\n', true)).encoding).toBe('utf-16be');
  });

  it('tells UTF-8 from Windows-1252', () => {
    expect(sniffEncoding(Buffer.from('café, naïve ’quote’', 'utf8')).encoding).toBe('utf-8');
    expect(sniffEncoding(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x2c, 0x92]))).toEqual({
      encoding: 'windows-1252',
      bom: false,
      bomLength: 0,
    });
  });

  it('is not fooled by a UTF-8 character cut at the end of the sample', () => {
    const bytes = Buffer.from('abc é', 'utf8');
    expect(sniffEncoding(bytes.subarray(0, bytes.length - 1)).encoding).toBe('utf-8');
  });
});

describe('IncrementalDecoder', () => {
  it('decodes UTF-8 split inside multi-byte characters', () => {
    const bytes = Buffer.from('ñandú 😍 ’', 'utf8');
    for (let i = 0; i <= bytes.length; i++) {
      const d = new IncrementalDecoder('utf-8');
      expect(d.decode(bytes.subarray(0, i)) + d.decode(bytes.subarray(i)) + d.end()).toBe(
        'ñandú 😍 ’',
      );
    }
  });

  it('decodes UTF-16 split at odd bytes', () => {
    const bytes = utf16('héllo ’x’', true);
    const d = new IncrementalDecoder('utf-16be');
    expect(d.decode(bytes.subarray(0, 3)) + d.decode(bytes.subarray(3)) + d.end()).toBe(
      'héllo ’x’',
    );
  });

  it('switches to Windows-1252 at the first invalid UTF-8 byte, later in the file', () => {
    const d = new IncrementalDecoder('utf-8');
    const first = d.decode(Buffer.from('plain ascii,\n'.repeat(3)));
    const second = d.decode(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x92, 0x6f, 0x6b, 0x92]));
    expect(first + second + d.end()).toBe('plain ascii,\n'.repeat(3) + 'café ’ok’');
    expect(d.encoding).toBe('windows-1252');
    expect(d.switchedFromUtf8).toBe(true);
  });
});

describe('single-byte code pages by byte statistics', () => {
  const text = 'Très bon café, l’arôme est parfait. Qualité “premium” – 5 €';
  it('tells Windows-1252 from Mac Roman and Windows-1251', () => {
    const w1252 = Buffer.from(text, 'latin1');
    // latin1 cannot hold ’ “ ” – €; encode those as Windows-1252 does.
    const cp1252 = Buffer.from(
      [...text].map(
        (c) => ({ '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '€': 0x80 })[c] ?? c.charCodeAt(0),
      ),
    );
    expect(w1252.length).toBeGreaterThan(0);
    expect(sniffEncoding(cp1252).encoding).toBe('windows-1252');
    const macRoman = Buffer.from(
      [...text].map(
        (c) =>
          ({ è: 0x8f, é: 0x8e, '’': 0xd5, ô: 0x99, '“': 0xd2, '”': 0xd3, '–': 0xd0, '€': 0xdb })[
            c
          ] ?? c.charCodeAt(0),
      ),
    );
    expect(sniffEncoding(macRoman).encoding).toBe('macintosh');
    expect(new IncrementalDecoder('macintosh').decode(macRoman)).toBe(text);
    const cyrillic = new Uint8Array([
      0xce, 0xf2, 0xeb, 0xe8, 0xf7, 0xed, 0xfb, 0xe9, 0x20, 0xf2, 0xee, 0xe2, 0xe0, 0xf0, 0x2c,
      0x35,
    ]);
    expect(sniffEncoding(cyrillic).encoding).toBe('windows-1251');
    expect(new IncrementalDecoder('windows-1251').decode(cyrillic)).toBe('Отличный товар,5');
  });
});

describe('binary detection', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a], 'PNG'],
    [[0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], 'xlsx'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'PDF'],
    [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1], 'xls'],
    [[0x1f, 0x8b, 0x08, 0x00], 'gzip'],
  ])('knows %j', (bytes, what) => {
    expect(detectBinaryMagic(new Uint8Array(bytes))).toContain(what);
  });

  it('lets text through', () => {
    expect(detectBinaryMagic(Buffer.from('review,rating\n'))).toBeNull();
    expect(controlCharShare('review,rating\r\n\tok\n')).toEqual({ nul: 0, share: 0 });
    expect(controlCharShare('a\u0000b\u0001').nul).toBe(1);
  });
});
