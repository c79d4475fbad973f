import { describe, expect, it } from 'vitest';
import { formatPeriod, formatReviewDate } from './review-date';

describe('formatReviewDate', () => {
  it('shows days, months and years in one format, without times', () => {
    expect(formatReviewDate({ date: '2024-01-10' })).toBe('10 Jan 2024');
    expect(formatReviewDate({ date: '2017-11-30T21:40:30.000Z' })).toBe('30 Nov 2017');
    expect(formatReviewDate({ date: '2018-05-25' })).toBe('25 May 2018');
    expect(formatReviewDate({ date: '2023-10' })).toBe('Oct 2023');
    expect(formatReviewDate({ date: '2021' })).toBe('2021');
    expect(formatReviewDate({ date: null })).toBeNull();
  });

  it('never shows a day the server says is not known', () => {
    expect(formatReviewDate({ date: '2023-10-01', date_precision: 'month' })).toBe('Oct 2023');
    expect(
      formatReviewDate({ date: null, date_precision: 'relative', date_text: '10 months ago' }),
    ).toBe('10 months ago');
    expect(formatReviewDate({ date: '2024-07-20T10:30:00.000Z', date_precision: 'time' })).toBe(
      '20 Jul 2024',
    );
    expect(formatReviewDate({ date: '2023-01-01', date_precision: 'year' })).toBe('2023');
    expect(formatReviewDate({ date: '2023-10-01', date_precision: 'day' })).toBe('1 Oct 2023');
  });

  it('shows a date it cannot read as it came', () => {
    expect(formatReviewDate({ date: 'sometime in spring' })).toBe('sometime in spring');
    expect(formatPeriod('2024-07')).toBe('Jul 2024');
  });
});
