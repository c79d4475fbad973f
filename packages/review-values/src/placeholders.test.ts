import { describe, expect, it } from 'vitest';
import { isMissingMark, isNoneAnswer, isPlaceholder, PLACEHOLDER_MAX_LENGTH } from './placeholders';

describe('isPlaceholder', () => {
  it.each([
    'No review',
    'no review',
    'No comment.',
    'N/A',
    'n/a',
    'NA',
    'nan',
    'None',
    '  NULL ',
    '(no review)',
    'Read more',
    'Sin comentarios',
    'No Negative',
    ' No Positive ',
    '',
    '   ',
    '-',
    '.',
    '...',
    '?!',
    '-'.repeat(PLACEHOLDER_MAX_LENGTH + 10),
  ])('%j stands for no review', (t) => expect(isPlaceholder(t)).toBe(true));

  it.each([
    'No',
    'Good',
    'Works fine',
    '👍',
    '★★★★★',
    '10/10',
    'Not bad at all',
    'Nothing broke so far, happy with it',
    'No review could describe how good this is',
  ])('%j is a review', (t) => expect(isPlaceholder(t)).toBe(false));
});

describe('a placeholder spelled with invisible or compatibility characters', () => {
  it.each(['N/\u200bA', 'no re\u00adview', 'ｎｏｎｅ', 'N\u2060/A'])(
    '%j stands for no review',
    (t) => expect(isPlaceholder(t)).toBe(true),
  );
});

describe("an answer to a shop's prompt (pros, cons) that says there is none", () => {
  it.each(['Нет', 'нет.', 'No', 'Немає', 'Brak', 'N/A', 'None', '-'])(
    '%j is no part of the review',
    (t) => expect(isNoneAnswer(t)).toBe(true),
  );

  it.each(['Good', 'Нет крышки', 'Отлично', 'No leaks', 'Brak wad, polecam'])(
    "%j is the writer's words",
    (t) => expect(isNoneAnswer(t)).toBe(false),
  );

  it('a whole review of one "No" is still a review (it answers something)', () =>
    expect(isPlaceholder('Нет')).toBe(false));
});

describe('isMissingMark', () => {
  it.each(['NA', 'N/A', '#N/A', 'None', 'null', 'NULL', 'nan', 'NaN', '-', ' -- '])(
    'reads %j as a missing value',
    (cell) => {
      expect(isMissingMark(cell)).toBe(true);
    },
  );

  it.each(['No review', 'Nancy', '-5', '0', 'Nothing broke', ''])(
    'reads %j as something else',
    (cell) => {
      expect(isMissingMark(cell)).toBe(false);
    },
  );
});
