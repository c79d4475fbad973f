import { dateFieldsProblem, REVIEW_DATE_PATTERN } from '@reviewsentry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ambiguousDayMonth,
  numericDateOrderEvidence,
  parseReviewDate,
  parseReviewDateValue,
  type DateContext,
} from './review-date';

const now = new Date('2025-09-15T12:00:00Z');
const ctx: DateContext = { now, order: null };
const read = (raw: string, c: DateContext = ctx) => parseReviewDate(raw, c);

describe('parseReviewDate', () => {
  it.each([
    ['2024-07-20', '2024-07-20'],
    ['2017-09-03T00:00:00.000Z', '2017-09-03'],
    ['2024/03/09', '2024-03-09'],
    ['07/20/2024', '2024-07-20'],
    ['20/07/2024', '2024-07-20'],
    ['29.03.2025', '2025-03-29'],
    ['03.04.2025', '2025-04-03'],
    ['02 28, 2014', '2014-02-28'],
    ['7/4/24', '2024-07-04'],
    ['1393545600', '2014-02-28'],
    ['1393545600000', '2014-02-28'],
    ['45000', '2023-03-15'],
    // ISO 8601's basic format, without separators (analytics and database exports).
    ['20240105', '2024-01-05'],
    ['August 7, 2025', '2025-08-07'],
    ['Aug 7 2025', '2025-08-07'],
    ['7 August 2025', '2025-08-07'],
    ['7-Aug-2025', '2025-08-07'],
    ['3-Mar-23', '2023-03-03'],
    ['03-MAR-23', '2023-03-03'],
    ['15 Sept 98', '1998-09-15'],
    ['Thursday, 7th August 2025', '2025-08-07'],
    // Ruby's Time#to_s and Twitter's created_at, as the UCSD Goodreads reviews write date_added: the day the writer
    // saw, the zone's offset no year.
    ['Fri Aug 25 13:55:02 -0700 2017', '2017-08-25'],
    ['Wed Apr 26 12:52:17 +0000 2017', '2017-04-26'],
    ['7th of August 2025', '2025-08-07'],
    ['Reviewed in India on 29 March 2025', '2025-03-29'],
    ['Reviewed in the United States on August 7, 2025', '2025-08-07'],
    ['Reviewed in Mexico on March 30, 2025', '2025-03-30'],
    ['Calificado en México el 30 de marzo de 2025', '2025-03-30'],
    ['Rezension aus Deutschland vom 3. März 2024', '2024-03-03'],
    ['Recensito in Italia il 3 dicembre 2023', '2023-12-03'],
    ['Avaliado no Brasil em 12 de outubro de 2023', '2023-10-12'],
    ['12 out. 2023', '2023-10-12'],
    ['Set 2, 2023', '2023-09-02'],
    ['3 Des 2023', '2023-12-03'],
    ['14 Ağustos 2024', '2024-08-14'],
    ['5 października 2024', '2024-10-05'],
    ['2025年3月29日', '2025-03-29'],
    ['2024年1月5日に日本でレビュー済み', '2024-01-05'],
    ['Posted 2024-01-05 by Sam', '2024-01-05'],
    ['Reviewed on 11/18/2024', '2024-11-18'],
    ['Recenserad i Sverige den 3 augusti 2023', '2023-08-03'],
    ['Anmeldt i Danmark den 3. marts 2023', '2023-03-03'],
    ['3 Eki 2023', '2023-10-03'],
    ['12 Şub 2024', '2024-02-12'],
    ['Türkiye’de 3 Mayıs 2023 tarihinde değerlendirildi', '2023-05-03'],
    ['Zrecenzowano w Polsce dnia 3 maja 2023', '2023-05-03'],
    ['Beoordeeld in Nederland op 3 mei 2023', '2023-05-03'],
    ['Revisado en México el 3 de mayo de 2023', '2023-05-03'],
    ['تمت المراجعة في الإمارات العربية المتحدة في 3 مايو 2023', '2023-05-03'],
    ['تمت المراجعة في المملكة العربية السعودية في ١٢ أغسطس ٢٠٢٤', '2024-08-12'],
    ['भारत में 3 मई 2023 को समीक्षा की गई', '2023-05-03'],
  ])('reads %j as the day %s', (raw, day) => {
    expect(read(raw)).toEqual({ date: day, date_precision: 'day' });
  });

  it.each([
    ['2025-06-21T19:13:29.000Z', '2025-06-21T19:13:29.000Z'],
    ['2025-05-30 16:02:16', '2025-05-30T16:02:16.000Z'],
    ['2025-05-30T18:02:16+02:00', '2025-05-30T16:02:16.000Z'],
    ['07/20/2024 10:30 PM', '2024-07-20T22:30:00.000Z'],
    ['1393545661', '2014-02-28T00:01:01.000Z'],
    ['20250530T160216Z', '2025-05-30T16:02:16.000Z'],
  ])('keeps the time of %j', (raw, iso) => {
    expect(read(raw)).toEqual({ date: iso, date_precision: 'time' });
  });

  it.each([
    ['Nov, 2023', '2023-11'],
    ['November 2023', '2023-11'],
    ['Oct 2023', '2023-10'],
    ['out de 2023', '2023-10'],
    ['2023-10', '2023-10'],
    ['2023年10月', '2023-10'],
    // A year and month as numbers without a day: pandas' and R's unpadded "2019-4" (Kaggle's Disneyland reviews
    // `Year_Month`), a slash between them, and the month first as spreadsheets write "mm/yyyy".
    ['2019-4', '2019-04'],
    ['2019/04', '2019-04'],
    ['4/2019', '2019-04'],
    ['12/2019', '2019-12'],
    ['04.2019', '2019-04'],
  ])('reads %j as the month %s, never as its first day', (raw, month) => {
    expect(read(raw)).toEqual({ date: month, date_precision: 'month' });
  });

  it('reads a lone year as a year', () => {
    expect(read('2023')).toEqual({ date: '2023', date_precision: 'year' });
    expect(read('1066')).toBeUndefined();
    // A number with a decimal point is no year and month, nor is a thirteenth month.
    expect(read('2019.4')).toBeUndefined();
    expect(read('13/2019')).toBeUndefined();
    expect(read('2019-13')).toBeUndefined();
  });

  it.each([
    '10 months ago',
    'a month ago',
    '3 days ago',
    '2 weeks ago',
    '1 year ago',
    'yesterday',
    'Today',
    'hace 2 meses',
    'há 3 meses',
    '3 meses atrás',
    'il y a 2 jours',
    'vor 3 Tagen',
    '2 mesi fa',
    '3 maanden geleden',
    '3 bulan yang lalu',
    '2 gün önce',
    '3 miesiące temu',
    '3 日前', // Japanese
    '2か月前',
    '1 年前',
    '3天前', // Chinese
    '2个月前',
    '3 個月前',
    '3일 전', // Korean
    '2개월 전',
    '3 месяца назад', // Russian
    '2 дня назад',
    '3 tháng trước', // Vietnamese
  ])('keeps the relative date %j as written, with no calendar date', (raw) => {
    expect(read(raw)).toEqual({ date_precision: 'relative', date_text: raw });
  });

  it.each(['Edited 2 weeks ago', 'Posted 3 days ago.', 'yesterday at 10:05', 'Today, 14:30'])(
    'keeps %j, a relative date with the words around it that date lines carry',
    (raw) => {
      expect(read(raw)).toMatchObject({ date_precision: 'relative' });
    },
  );

  it.each([
    'Price went up twice this year, support is slow.',
    'Bought 3 weeks ago and it already broke',
    'Today I bought a second one for my sister',
    'Yesterday it stopped charging',
  ])('does not read the sentence %j as a relative date', (raw) => {
    expect(read(raw)).toBeUndefined();
  });

  it('collapses the spacing of a relative date it keeps', () => {
    expect(read(' 10  months\u00a0ago ')).toEqual({
      date_precision: 'relative',
      date_text: '10 months ago',
    });
  });

  it('reads ambiguous numeric dates in the order the column uses', () => {
    expect(read('03/04/2024', { now, order: 'mdy' })?.date).toBe('2024-03-04');
    expect(read('03/04/2024', { now, order: 'dmy' })?.date).toBe('2024-04-03');
    // An unambiguous value overrides the column's order.
    expect(read('13/04/2024', { now, order: 'mdy' })?.date).toBe('2024-04-13');
  });

  it.each([
    '',
    'soon',
    'last Tuesday',
    '2024-02-30',
    '13/13/2024',
    '99 problems',
    'March',
    'I set 2 alarms in 2023 and it went out',
    'Out of stock',
    '0000-00-00',
    '12345678901234567890',
    '1800-01-01',
    '0',
    'x'.repeat(500),
  ])('gives undefined, never an error, for %j', (raw) => {
    expect(read(raw)).toBeUndefined();
  });

  it('finds which order an unambiguous numeric date proves', () => {
    expect(numericDateOrderEvidence('13/02/2024')).toBe('dmy');
    expect(numericDateOrderEvidence('02/13/2024')).toBe('mdy');
    expect(numericDateOrderEvidence('02/03/2024')).toBeNull();
    expect(numericDateOrderEvidence('2024-02-13')).toBeNull();
  });

  it('always gives date fields the Review contract accepts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.stringMatching(/^\d{1,4}[-/. ]\d{1,2}[-/. ]\d{1,4}( \d{1,2}:\d{2})?$/),
          fc.stringMatching(/^(\d{1,2} )?(jan|out|set|may|nov|ago) ?\d{0,4}$/),
          fc.stringMatching(/^\d{1,3} (days?|months?|years?) ago$/),
        ),
        (raw) => {
          const parsed = read(raw);
          if (parsed === undefined) return;
          expect(dateFieldsProblem(parsed)).toBeNull();
          if (parsed.date !== undefined) expect(parsed.date).toMatch(REVIEW_DATE_PATTERN);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

// A review is written before it is read: a date after the moment of reading (beyond a day, for time zones) is a
// misread or made-up value, not a date a timeline or a burst test may use (docs/decisions/170).
describe('spreadsheet serial dates', () => {
  it('reads the fraction of a serial day as its time, to the second a sheet shows', () => {
    // 45363 is 2024-03-12; 0.3958333333 of a day is 09:30:00 (a binary fraction, a few microseconds off).
    expect(parseReviewDate('45363.3958333333')).toEqual({
      date: '2024-03-12T09:30:00.000Z',
      date_precision: 'time',
    });
    expect(parseReviewDate('45363.0')).toEqual({ date: '2024-03-12', date_precision: 'day' });
  });
});

describe('dates after the moment of reading', () => {
  it.each([
    ['2031-03-10'],
    ['2025-09-17'],
    ['2025-10'],
    ['2026'],
    ['10/03/2031'],
    ['March 10, 2031'],
    ['2025-09-17T08:00:00Z'],
  ])('%s is not a date read on 2025-09-15', (raw) => {
    expect(read(raw)).toBeUndefined();
  });

  it.each([
    ['2025-09-16', '2025-09-16'],
    ['2025-09-15T23:30:00-05:00', '2025-09-16T04:30:00.000Z'],
    ['2025-09', '2025-09'],
    ['2025', '2025'],
  ])('%s is a date read on 2025-09-15 (a day ahead allowed for time zones)', (raw, date) => {
    expect(read(raw)?.date).toBe(date);
  });

  it('holds for embedded timestamps', () => {
    const later = Date.parse('2025-09-20T00:00:00Z');
    expect(parseReviewDateValue(later, ctx)).toBeUndefined();
    expect(parseReviewDateValue(later / 1000, ctx)).toBeUndefined();
  });
});

describe('parseReviewDateValue', () => {
  it('reads epoch seconds and milliseconds from embedded data', () => {
    expect(parseReviewDateValue(1_700_000_000)).toEqual({
      date: '2023-11-14T22:13:20.000Z',
      date_precision: 'time',
    });
    expect(parseReviewDateValue(1_700_000_000_000)?.date).toBe('2023-11-14T22:13:20.000Z');
    expect(parseReviewDateValue('2024-10-21')).toEqual({
      date: '2024-10-21',
      date_precision: 'day',
    });
  });

  it('refuses a zero timestamp and other placeholders', () => {
    for (const v of [0, -1, Number.NaN, null, undefined, {}, true])
      expect(parseReviewDateValue(v)).toBeUndefined();
  });
});

describe('dates of shops in more languages', () => {
  it.each([
    ['3 марта 2023 г.', '2023-03-03'], // Russian (Ozon, Wildberries)
    ['14 декабря 2022', '2022-12-14'],
    ['3 березня 2023', '2023-03-03'], // Ukrainian (Rozetka)
    ['3. března 2023', '2023-03-03'], // Czech (Alza, Heureka)
    ['14. prosince 2022', '2022-12-14'],
    ['3 martie 2023', '2023-03-03'], // Romanian (eMAG)
    ['14 decembrie 2022', '2022-12-14'],
    ['2023. 3. 3.', '2023-03-03'], // Korean and Hungarian (Intl's ko-KR, hu-HU)
    ['2022. 12. 14.', '2022-12-14'],
    ['3 Μαρτίου 2024', '2024-03-03'], // Greek (Skroutz, Public): the genitive a date uses
    ['14 ΔΕΚΕΜΒΡΊΟΥ 2022', '2022-12-14'],
    ['3 Μαΐου 2024', '2024-05-03'],
    ['3 Φεβ 2024', '2024-02-03'], // Intl el-GR short
    ['Αύγουστος 2023', '2023-08'],
    ['3. maaliskuuta 2024', '2024-03-03'], // Finnish (Verkkokauppa, Gigantti): the partitive
    ['14. joulukuuta 2022', '2022-12-14'],
    ['heinäkuu 2023', '2023-07'],
    ['3 มีนาคม 2567', '2024-03-03'], // Thai, Buddhist Era year (Lazada, Central)
    ['14 ธ.ค. 2565', '2022-12-14'],
    ['๓ มี.ค. ๒๕๖๗', '2024-03-03'], // Thai digits
    ['3 มีนาคม 2024', '2024-03-03'], // Thai month with a Gregorian year
    ['3 tháng 3, 2024', '2024-03-03'], // Vietnamese (Tiki, Shopee VN): months are numbered
    ['Ngày 14 tháng 12 năm 2022', '2022-12-14'],
    ['3 thg 3, 2024', '2024-03-03'], // Intl vi-VN short
    ['tháng 7 2023', '2023-07'],
    ['12 мар. 2024 г.', '2024-03-12'], // Russian abbreviated (Intl ru-RU short, Yandex Market)
    ['5 февр. 2023', '2023-02-05'],
    ['5 сент. 2023', '2023-09-05'],
    ['5 нояб. 2023', '2023-11-05'],
    ['14 ДЕК 2022', '2022-12-14'],
    ['март 2024 г.', '2024-03'], // Russian nominative, a month and year
    ['Май 2023', '2023-05'],
    ['12 бер. 2024 р.', '2024-03-12'], // Ukrainian abbreviated (Intl uk-UA short)
    ['3 лист. 2023 р.', '2023-11-03'],
    ['5 трав. 2023', '2023-05-05'],
    ['березень 2024 р.', '2024-03'], // Ukrainian nominative
    ['листопад 2023', '2023-11'],
    ['12 marca 2024', '2024-03-12'], // Polish genitive
    ['12 października 2024', '2024-10-12'],
    ['12 sty 2024', '2024-01-12'], // Polish short (Intl pl-PL, Allegro, Ceneo)
    ['3 paź 2023', '2023-10-03'],
    ['12 kwi 2024', '2024-04-12'],
    ['12 cze 2024', '2024-06-12'],
    ['12 lip 2024', '2024-07-12'],
    ['12 sie 2024', '2024-08-12'],
    ['12 wrz 2024', '2024-09-12'],
    ['12 lis 2024', '2024-11-12'],
    ['12 gru 2024', '2024-12-12'],
    ['12 LUT 2024', '2024-02-12'],
    ['12 maart 2024', '2024-03-12'], // Dutch
    ['12 mrt. 2024', '2024-03-12'],
    ['12 de março de 2024', '2024-03-12'], // Portuguese
    ['12 Ağustos 2024', '2024-08-12'], // Turkish
    ['12 Eyl 2024', '2024-09-12'],
    ['12 Maret 2024', '2024-03-12'], // Indonesian
    ['12 Agu 2024', '2024-08-12'],
    ['2024年3月12日', '2024-03-12'], // Japanese, Chinese
    ['2024年3月12号', '2024-03-12'], // Chinese, spoken style
    ['2024년 3월 12일', '2024-03-12'], // Korean
  ])('reads %s', (raw, date) => {
    expect(parseReviewDate(raw)?.date).toBe(date);
  });

  it.each([
    ['3 tháng trước'], // "3 months ago": a relative date, not March
    ['Μαρτίου'], // a month without a day or year
    ['มีนาคม'],
    ['лист 2 сторінки'], // Ukrainian "letter", a word that is also November's short form, beside a number
  ])('finds no calendar date in %s', (raw) => {
    expect(parseReviewDate(raw)?.date).toBeUndefined();
  });
});

describe('dates without a year', () => {
  const yearless: DateContext = { now, order: null, yearless: true };

  it.each([
    ['12 Mar', '2025-03-12'],
    ['March 12', '2025-03-12'],
    ['Mar 12th', '2025-03-12'],
    ['12. März', '2025-03-12'],
    ['12 de marzo', '2025-03-12'],
    ['12 paź', '2024-10-12'],
    ['Sep 15, 10:30 AM', '2025-09-15'],
    // A day ahead is a time zone, as for every date (docs/decisions/170); two days ahead is last year.
    ['16 Sep', '2025-09-16'],
    ['17 Sep', '2024-09-17'],
    ['Dec 25', '2024-12-25'],
    ['29 Feb', '2024-02-29'],
  ])('reads %s in the latest year that keeps it on or before the analysis', (raw, date) => {
    const d = read(raw, yearless);
    expect(d).toMatchObject({ date, date_precision: 'day', year_inferred: true });
    expect(dateFieldsProblem(d!)).toBeNull();
  });

  it('reads them only when asked: a shop page says nothing about the year it means', () => {
    expect(read('12 Mar')).toBeUndefined();
  });

  it.each(['Mar', 'Top 5', '12 Mar 2024 was great', 'lost 2 may', '31 Feb', '12 13'])(
    'finds no date in %s',
    (raw) => {
      expect(read(raw, yearless)?.year_inferred).toBeUndefined();
    },
  );

  it('says nothing of a year when the date has one', () => {
    expect(read('12 Mar 2024', yearless)).toEqual({ date: '2024-03-12', date_precision: 'day' });
  });
});

describe('ambiguousDayMonth', () => {
  it.each([
    ['03/04/2024', true],
    ['03-04-24', true],
    ['05/06/2024 10:30', true],
    ['07/07/2024', false],
    ['13/04/2024', false],
    ['03.04.2024', false],
    ['2024-03-04', false],
    ['3 April 2024', false],
  ])('%j -> %j', (raw, ambiguous) => expect(ambiguousDayMonth(raw)).toBe(ambiguous));
});
