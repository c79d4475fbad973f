import { describe, expect, it } from 'vitest';
import { numericDateOrderEvidence, parseDate, type DateContext } from './date';

const now = new Date('2025-09-15T12:00:00Z');
const ctx: DateContext = { now, order: null };
const iso = (raw: string, c: DateContext = ctx): string | undefined => parseDate(raw, c)?.iso;

describe('parseDate', () => {
  it.each([
    ['2024-07-20', '2024-07-20'],
    ['2017-09-03T00:00:00.000Z', '2017-09-03'],
    ['2025-06-21T19:13:29.000Z', '2025-06-21T19:13:29.000Z'],
    ['2025-05-30 16:02:16', '2025-05-30T16:02:16.000Z'],
    ['2025-05-30T18:02:16+02:00', '2025-05-30T16:02:16.000Z'],
    ['2024/03/09', '2024-03-09'],
    ['07/20/2024', '2024-07-20'],
    ['20/07/2024', '2024-07-20'],
    ['29.03.2025', '2025-03-29'],
    ['03.04.2025', '2025-04-03'],
    ['02 28, 2014', '2014-02-28'],
    ['7/4/24', '2024-07-04'],
    ['07/20/2024 10:30 PM', '2024-07-20T22:30:00.000Z'],
    ['1393545600', '2014-02-28'],
    ['1393545600000', '2014-02-28'],
    ['1393545661', '2014-02-28T00:01:01.000Z'],
    ['45000', '2023-03-15'],
    ['August 7, 2025', '2025-08-07'],
    ['Aug 7 2025', '2025-08-07'],
    ['7 August 2025', '2025-08-07'],
    ['7-Aug-2025', '2025-08-07'],
    ['Thursday, 7th August 2025', '2025-08-07'],
    ['Reviewed in India on 29 March 2025', '2025-03-29'],
    ['Reviewed in the United States on August 7, 2025', '2025-08-07'],
    ['Reviewed in Mexico on March 30, 2025', '2025-03-30'],
    ['Calificado en México el 30 de marzo de 2025', '2025-03-30'],
    ['Rezension aus Deutschland vom 3. März 2024', '2024-03-03'],
    ['Nov, 2023', '2023-11-01'],
    ['November 2023', '2023-11-01'],
    ['2025年3月29日', '2025-03-29'],
    ['10 months ago', '2024-11-15'],
    ['a month ago', '2025-08-15'],
    ['3 days ago', '2025-09-12'],
    ['2 weeks ago', '2025-09-01'],
    ['1 year ago', '2024-09-15'],
    ['yesterday', '2025-09-14'],
    ['hace 2 meses', '2025-07-15'],
    ['3 bulan yang lalu', '2025-06-15'],
  ])('reads %j as %s', (raw, expected) => {
    expect(iso(raw)).toBe(expected);
  });

  it('reads ambiguous numeric dates in the order the column uses', () => {
    expect(iso('03/04/2024', { now, order: 'mdy' })).toBe('2024-03-04');
    expect(iso('03/04/2024', { now, order: 'dmy' })).toBe('2024-04-03');
    // An unambiguous value overrides the column's order.
    expect(iso('13/04/2024', { now, order: 'mdy' })).toBe('2024-04-13');
  });

  it.each([
    '',
    'soon',
    'last Tuesday',
    '2024-02-30',
    '13/13/2024',
    '99 problems',
    'March',
    '0000-00-00',
    '12345678901234567890',
    '1800-01-01',
  ])('gives undefined, never an error, for %j', (raw) => {
    expect(iso(raw)).toBeUndefined();
  });

  it('ranks precision: time of day over a day over a month', () => {
    expect(parseDate('2025-05-30 16:02:16', ctx)?.precision).toBe(3);
    expect(parseDate('2025-05-30', ctx)?.precision).toBe(2);
    expect(parseDate('Nov, 2023', ctx)?.precision).toBe(1);
  });

  it('finds which order an unambiguous numeric date proves', () => {
    expect(numericDateOrderEvidence('13/02/2024')).toBe('dmy');
    expect(numericDateOrderEvidence('02/13/2024')).toBe('mdy');
    expect(numericDateOrderEvidence('02/03/2024')).toBeNull();
    expect(numericDateOrderEvidence('2024-02-13')).toBeNull();
  });
});
