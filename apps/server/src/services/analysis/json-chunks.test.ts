import { describe, expect, it } from 'vitest';
import { jsonChunks, textChunks } from './json-chunks';

const decode = (chunks: Iterable<Uint8Array>) =>
  Buffer.concat([...chunks].map((c) => Buffer.from(c))).toString('utf8');

describe('jsonChunks', () => {
  it('writes a small answer as one JSON.stringify', () => {
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
});

describe('textChunks', () => {
  it('joins lines into chunks without losing or reordering any', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `${i},${'y'.repeat(100)}\r\n`);
    const chunks = [...textChunks(lines)];
    expect(chunks.length).toBeGreaterThan(1);
    expect(decode(chunks)).toBe(lines.join(''));
  });
});
