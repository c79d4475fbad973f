import { describe, expect, it } from 'vitest';
import { parseReviewDate } from './review-date';

// A page read in the middle of March: the words' window (the shop's rounding, its unknown time zone) is placed
// against that moment and given the finest calendar unit that holds all of it.
const readAt = new Date('2026-03-18T12:00:00Z');
const read = (raw: string, at = readAt) => parseReviewDate(raw, { now: at, readAt: at });

describe('a relative date read against the moment its page was read', () => {
  it.each([
    ['3 days ago', '2026-03'],
    ['vor 3 Tagen', '2026-03'],
    ['il y a 2 jours', '2026-03'],
    ['3 дня назад', '2026-03'],
    ['yesterday', '2026-03'],
    ['5 hours ago', '2026-03'],
    ['a few days ago', '2026-03'],
    ['3日前', '2026-03'],
    ['hace 3 semanas', '2026'],
    ['2 months ago', '2026', new Date('2026-09-18T12:00:00Z')],
    ['vor einem Monat', '2026', new Date('2026-09-18T12:00:00Z')],
  ])('%j is within %s, never a day', (raw, date, at = readAt) => {
    const parsed = read(raw, at);
    expect(parsed?.date).toBe(date);
    expect(parsed?.date_precision).toBe(date.length === 4 ? 'year' : 'month');
  });

  it.each([
    ['2 months ago', readAt], // mid-December to early February: two years
    ['1 year ago', readAt],
    ['yesterday', new Date('2026-01-01T05:00:00Z')], // the last day of 2025 or the first of 2026
    ['hace 3 semanas', new Date('2026-01-20T12:00:00Z')], // late December to early January
  ])('keeps %j as words when no calendar unit holds its window', (raw, at) => {
    expect(read(raw, at)).toEqual({ date_precision: 'relative', date_text: raw });
  });

  it('keeps the words when the moment of reading is unknown (an imported file)', () => {
    expect(parseReviewDate('3 days ago', { now: readAt })).toEqual({
      date_precision: 'relative',
      date_text: '3 days ago',
    });
  });
});
