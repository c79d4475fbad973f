import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarPlace, dayNumber, isoDay, isoMonth } from './dates';

/** The Date-based forms these functions replaced: the arithmetic must agree with them exactly. */
function dayNumberViaDate(date: string | undefined): number | null {
  if (!date) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (back.getUTCDate() !== Number(m[3]) || back.getUTCMonth() !== Number(m[2]) - 1) return null;
  return Math.floor(ms / 86_400_000);
}
const isoDayViaDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

describe('dates', () => {
  it('isoDay and dayNumber agree with Date on every day from 1600 to 2400', () => {
    for (let day = -135_000; day <= 157_000; day++) {
      const iso = isoDay(day);
      if (iso !== isoDayViaDate(day)) expect(iso).toBe(isoDayViaDate(day));
      if (dayNumber(iso) !== day) expect(dayNumber(iso)).toBe(day);
    }
  });

  it('rejects and accepts the same strings as the Date-based parser', () => {
    for (const s of [
      undefined,
      '',
      '2024-02-29',
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-04-31',
      '1900-02-29',
      '2000-02-29',
      '0050-03-01',
      '0000-01-01',
      '0099-12-31',
      '2024-1-01',
      '2024/01/01',
      '2024-01-01T23:59:59Z',
      '2024-01-01junk',
      ' 2024-01-01',
      '２０２４-01-01',
      '9999-12-31',
    ])
      expect(dayNumber(s), String(s)).toBe(dayNumberViaDate(s));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const s = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          expect(dayNumber(s)).toBe(dayNumberViaDate(s));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('falls back to Date outside four-digit years', () => {
    for (const day of [-800_000, -719_529, 2_932_897, 3_000_000, 0.5])
      expect(isoDay(day)).toBe(isoDayViaDate(day));
  });

  it('places a date on the calendar only as precisely as it is written', () => {
    const nov2023 = (2023 - 1970) * 12 + 10;
    expect(calendarPlace('2023-11-20')).toEqual({
      day: dayNumber('2023-11-20'),
      month: nov2023,
      year: 2023,
    });
    expect(calendarPlace('2023-11-20T10:30:00.000Z')).toEqual(calendarPlace('2023-11-20'));
    expect(calendarPlace('2023-11')).toEqual({ day: null, month: nov2023, year: 2023 });
    expect(calendarPlace('2023')).toEqual({ day: null, month: null, year: 2023 });
    for (const bad of [undefined, '', '10 months ago', '2023-13', '2023-02-30', '202', '2023/11'])
      expect(calendarPlace(bad), String(bad)).toEqual({ day: null, month: null, year: null });
    expect(isoMonth(nov2023)).toBe('2023-11');
    expect(isoMonth(0)).toBe('1970-01');
  });
});
