import { describe, expect, it } from 'vitest';
import { forTerminal, terminalText } from './terminal-text';

describe('terminalText', () => {
  it('prints controls, DEL and bidirectional overrides inertly, and keeps right-to-left text', () => {
    expect(terminalText('a\u001b[2Jb\u009b31mc\u007fd')).toBe('a\ufffd[2Jb\ufffd31mc\ufffdd');
    expect(terminalText('Kettle \u202eeniuneG\u202c')).toBe('Kettle \ufffdeniuneG\ufffd');
    expect(terminalText('\u2067name\u2069')).toBe('\ufffdname\ufffd');
    expect(terminalText('غلاية ممتازة \u200f')).toBe('غلاية ممتازة \u200f');
  });

  it('puts one-line fields on one line', () => {
    expect(terminalText('one\ntwo\r\nthree\u2028four')).toBe('one two  three four');
  });

  it('cleans every string of a value, copied', () => {
    const value = { name: 'a\u202eb', list: ['c\u001bd', 3] };
    expect(forTerminal(value)).toEqual({ name: 'a\ufffdb', list: ['c\ufffdd', 3] });
    expect(value.name).toBe('a\u202eb');
  });
});
