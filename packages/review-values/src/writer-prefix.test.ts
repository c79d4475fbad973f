import { describe, expect, it } from 'vitest';
import { withoutWriterPrefix } from './writer-prefix';

describe('withoutWriterPrefix', () => {
  it.each([
    ['By John D.', 'John D.'],
    ['by Anna', 'Anna'],
    ['Reviewed by Anna', 'Anna'],
    ['Posted by Tom Baker', 'Tom Baker'],
    ['Written by Lena', 'Lena'],
    ['Review by Anna', 'Anna'],
    ['par Marie', 'Marie'],
    ['Publié par Marie', 'Marie'],
    ['Bewertet von Anna', 'Anna'],
    ['Escrito por María', 'María'],
    ['Author: Anna K.', 'Anna K.'],
  ])('%j names %j', (written, name) => {
    expect(withoutWriterPrefix(written)).toBe(name);
  });

  it('keeps a name that is only the label\'s word ("By") or starts with it ("Byron")', () => {
    expect(withoutWriterPrefix('By')).toBe('By');
    expect(withoutWriterPrefix('Byron Lee')).toBe('Byron Lee');
  });

  it('a particle that is also part of names ("von", "di") is a label only where a byline says so', () => {
    expect(withoutWriterPrefix('von Trier')).toBe('von Trier');
    expect(withoutWriterPrefix('Di Stefano')).toBe('Di Stefano');
    expect(withoutWriterPrefix('von Anna', { byline: true })).toBe('Anna');
  });
});
