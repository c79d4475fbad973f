import { describe, expect, it } from 'vitest';
import { jsonChunks, textChunks } from './json-chunks';

const decode = (chunks: Iterable<Uint8Array>) =>
  Buffer.concat([...chunks].map((c) => Buffer.from(c))).toString('utf8');

describe('jsonChunks', () => {
  it('writes a small answer as one chunk', () => {
    const value = { a: 1, reviews: [{ id: '1', text: 'é "quoted"' }] };
    const chunks = [...jsonChunks(value, 'reviews')];
    expect(chunks).toHaveLength(1);
    expect(JSON.parse(decode(chunks))).toEqual(value);
  });

  it('writes a large answer in chunks that each own their buffer and join to the same JSON', () => {
    const reviews = Array.from({ length: 6000 }, (_, i) => ({
      id: String(i),
      text: `ü${'x'.repeat(300)}`,
    }));
    const value = { total: 6000, coverage: { rows: 6000 }, reviews };
    const chunks = [...jsonChunks(value, 'reviews')];
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks)
      expect(c.byteOffset === 0 && c.buffer.byteLength === c.byteLength).toBe(true);
    expect(JSON.parse(decode(chunks))).toEqual(value);
  });

  it('writes exactly what one JSON.stringify would, with the array last, whatever the item count', () => {
    for (const length of [0, 1, 3, 2001, 2064, 5000, 40_003]) {
      const reviews = Array.from({ length }, (_, i) => ({
        id: `r${i}`,
        text: i % 7 === 0 ? `line\nbreak "${i}" \u2028 ✓` : 'plain',
        rating: i % 5,
        reasons: i % 3 === 0 ? [] : ['burst', 'duplicate'],
        date: null,
      }));
      const value = { reviews, total: length, nested: { a: [1, 2] } };
      const { reviews: list, ...rest } = value;
      expect(decode(jsonChunks(value, 'reviews'))).toBe(JSON.stringify({ ...rest, reviews: list }));
    }
  });

  it('writes an answer of few long items in chunks of about a megabyte, not one per answer', () => {
    const reviews = Array.from({ length: 200 }, (_, i) => ({
      id: String(i),
      text: 'y'.repeat(45_000),
    }));
    const chunks = [...jsonChunks({ total: 200, reviews }, 'reviews')];
    expect(chunks.length).toBeGreaterThan(5);
    expect(Math.max(...chunks.map((c) => c.byteLength))).toBeLessThan(1.2 * 1024 * 1024);
    expect(JSON.parse(decode(chunks))).toEqual({ total: 200, reviews });
  });
});

describe('textChunks', () => {
  it('joins lines into chunks without losing or reordering any', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `${i},${'y'.repeat(100)}\r\n`);
    const chunks = [...textChunks(lines)];
    expect(chunks.length).toBeGreaterThan(1);
    expect(decode(chunks)).toBe(lines.join(''));
  });
});
