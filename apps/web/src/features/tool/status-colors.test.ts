import { describe, expect, it } from 'vitest';
import { gaugeTone, statusTone } from './status-colors';

describe('gaugeTone (spec section 9: above 50 red, above 25 up to 50 orange, otherwise green)', () => {
  it.each([
    [0, 'green'],
    [24.99, 'green'],
    [25, 'green'],
    [25.01, 'orange'],
    [49.99, 'orange'],
    [50, 'orange'],
    [50.01, 'red'],
    [100, 'red'],
  ] as const)('%s%% is %s', (value, tone) => {
    expect(gaugeTone(value)).toBe(tone);
  });

  it.each([0, 30, 100])('is neutral at %s%% when the status is no verdict', (value) => {
    expect(gaugeTone(value, 'Not enough reviews')).toBe('neutral');
    expect(gaugeTone(value, 'Genuine')).toBe(gaugeTone(value));
  });
});

describe('statusTone (Fake red, Likely Fake yellow, Not enough reviews neutral, anything else green)', () => {
  it.each([
    ['Fake', 'red'],
    ['Likely Fake', 'yellow'],
    ['Not enough reviews', 'neutral'],
    ['Genuine', 'green'],
    ['Probably fine', 'green'],
    ['fake', 'green'],
    ['', 'green'],
  ] as const)('%j is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
