// Relative dates as shops print them ("10 months ago", "hace 2 meses", "vor 3 Tagen", "3 bulan yang lalu",
// "3 месяца назад", "3 日前", "3일 전", "yesterday"). An imported file's are kept as written: the moment they count
// from is unknown (an export may be years old). A page's count from when the shop made it, but shops round ("1 year
// ago" covers 12 to 23 months) and print their own time zone's days, so relativeDateWindow gives the span of
// moments the words may stand for, never one day (docs/decisions/216-review-markups-round-6.md).

const NUMBER = String.raw`(?:\d+|an?|one|a few|few|several|un|una|uno|unos|unas|uma|um|une|ein|eine|einer|einem|einen|een|se|bir)`;
const UNIT_EN = String.raw`(?:second|minute|hour|day|week|month|year)s?`;
const UNIT_ES_PT = String.raw`(?:segundo|minuto|hora|dia|semana|mes|ano)(?:s|es)?`;
const UNIT_FR = String.raw`(?:seconde|minute|heure|jour|semaine|mois|an|annee)s?`;
const UNIT_DE = String.raw`(?:sekunde|minute|stunde|tag|woche|monat|jahr)(?:e|en|n|s|es)?`;
const UNIT_IT = String.raw`(?:second|minut|or|giorn|settiman|mes|ann)[aeio]`;
const UNIT_NL = String.raw`(?:seconde|seconden|minuut|minuten|uur|dag|dagen|week|weken|maand|maanden|jaar)`;
const UNIT_ID = String.raw`(?:detik|menit|jam|hari|minggu|bulan|tahun)`;
const UNIT_TR = String.raw`(?:saniye|dakika|saat|gun|hafta|ay|yil)`;
const UNIT_PL = String.raw`(?:sekund[ay]?|minut[ay]?|godzin[ay]?|dzien|dni|tydzien|tygodni[ae]?|miesiac[ae]?|miesiecy|rok|lata|lat)`;
// Russian and Ukrainian stems (folding turns й into и), Vietnamese without its marks.
const UNIT_RU = String.raw`(?:секунд|минут|час|дн|ден|недел|тижн|месяц|місяц|год|рок|лет)\p{L}*`;
const UNIT_VI = String.raw`(?:giay|phut|gio|ngay|tuan|thang|nam)`;
// Japanese and Chinese: "3 日前", "2か月前", "3天前", "2个月前"; Korean: "3일 전", "2개월 전".
const UNIT_CJK = String.raw`(?:秒|分钟|分鐘|分|小时|小時|時間|天|日|周|週間|週|个月|個月|か月|ヶ月|ケ月|カ月|年)`;
// Folding decomposes Hangul syllables into their letters (NFD): the Korean words are matched decomposed too.
const UNIT_KO = String.raw`(?:초|분|시간|일|주|개월|달|년)`.normalize('NFD');
const AGO_KO = '전'.normalize('NFD');

/** The forms, one per language, on ASCII-folded lower-case text (month-names.ts foldAscii), in one pattern. */
const RELATIVE_FORMS = new RegExp(
  [
    String.raw`\b${NUMBER}\s+${UNIT_EN}\s+ago\b`,
    String.raw`\b(?:hace|ha)\s+${NUMBER}\s+${UNIT_ES_PT}\b`,
    String.raw`\b${NUMBER}\s+${UNIT_ES_PT}\s+atras\b`,
    String.raw`\bil y a\s+${NUMBER}\s+${UNIT_FR}\b`,
    String.raw`\bvor\s+${NUMBER}\s+${UNIT_DE}\b`,
    String.raw`\b${NUMBER}\s+${UNIT_IT}\s+fa\b`,
    String.raw`\b${NUMBER}\s+${UNIT_NL}\s+geleden\b`,
    String.raw`\b${NUMBER}\s*${UNIT_ID}\s+(?:yang\s+)?lalu\b`,
    String.raw`\b${NUMBER}\s+${UNIT_TR}\s+once\b`,
    String.raw`\b(?:\d+\s+)?${UNIT_PL}\s+temu\b`,
    String.raw`(?:^|\s)(?:\d+\s+)?${UNIT_RU}\s+(?:назад|тому)(?!\p{L})`,
    String.raw`\b\d+\s+${UNIT_VI}\s+truoc\b`,
    String.raw`(?:^|[^\d])\d+\s*${UNIT_CJK}\s*前`,
    String.raw`(?:^|[^\d])\d+\s*${UNIT_KO}\s*${AGO_KO}`,
    String.raw`\b(?:last|this|past) (?:week|month|year)\b`,
  ]
    // The phrase ends the value ("Edited 2 weeks ago"): in "Bought 3 weeks ago and it broke" it is prose.
    .map((form) => `${form}[\\s.,;:!)\\]]*$`)
    .join('|'),
  'u',
);

/**
 * Words that name a day by its distance from today; on their own or with a time ("yesterday at 10:05",
 * "heute, 14:30") they are relative too, but "Today I bought…" is prose.
 */
const DAY_WORDS =
  /^(?:yesterday|today|just now|ayer|hoy|ontem|hoje|hier|aujourd'hui|gestern|heute|ieri|oggi|gisteren|vandaag|kemarin|hari ini|baru saja|dun|bugun|wczoraj|dzisiaj|dzis)\b(?:,?\s+(?:(?:at|um|a las|as|a|alle|om|pukul|saat|o)\s+)?\d{1,2}[:.h]\d{2}(?:\s?[ap]\.?m\.?)?)?\.?$/u;

/** Relative dates are short phrases; a longer value is prose that happens to contain one. */
const MAX_RELATIVE_LENGTH = 60;

/** True when `folded` (ASCII-folded, lower case, trimmed) is a relative date. */
export function isRelativeDate(folded: string): boolean {
  if (folded.length > MAX_RELATIVE_LENGTH) return false;
  return DAY_WORDS.test(folded) || RELATIVE_FORMS.test(folded);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * A day a page prints is the shop's calendar day, in a time zone we do not know: up to 14 hours either side of
 * UTC (UTC−12 to UTC+14).
 */
const ZONE_SLACK_MS = 14 * HOUR_MS;

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
/** The shortest and longest length of a unit. */
const UNIT_MS: Readonly<Record<Unit, readonly [number, number]>> = {
  second: [1000, 1000],
  minute: [60_000, 60_000],
  hour: [HOUR_MS, HOUR_MS],
  day: [DAY_MS, DAY_MS],
  week: [7 * DAY_MS, 7 * DAY_MS],
  month: [28 * DAY_MS, 31 * DAY_MS],
  year: [365 * DAY_MS, 366 * DAY_MS],
};

/**
 * Each unit's words in the languages RELATIVE_FORMS reads, on folded text; the unit is the one named first after
 * the number ("an hour": not the French "an", a year). Korean is matched decomposed, as folding leaves it.
 */
const UNIT_WORDS: ReadonlyArray<readonly [Unit, RegExp]> = [
  ['second', /second|segund|sekund|detik|saniye|giay|секунд|秒|초/u],
  ['minute', /minut|minuut|menit|dakika|phut|минут|分|분/u],
  [
    'hour',
    /hour|hora|heure|stunde|\bor[ae]\b|\buur\b|\bjam\b|\bsaat\b|godzin|\bgio\b|час|小时|小時|時間|시간/u,
  ],
  [
    'week',
    /week|weken|semana|semaine|woche|settiman|minggu|hafta|tydzien|tygodni|tuan|недел|тижн|周|週|주/u,
  ],
  [
    'month',
    /month|\bmes|mois|monat|maand|bulan|\bay\b|miesi|thang|месяц|місяц|个月|個月|か月|ヶ月|ケ月|カ月|개월|달/u,
  ],
  [
    'year',
    /year|\bano|\ban\b|\bans\b|annee|jahr|\bann[oi]|jaar|tahun|\byil|\brok\b|\blat|\bnam\b|(?<!\p{L})(?:год|рок|лет)|年|년/u,
  ],
  [
    'day',
    /\bday|\bdia|jour|\btag|giorn|\bdag|hari|\bgun\b|dzien|\bdni\b|ngay|(?<!\p{L})(?:дн|ден)|天|日|일/u,
  ],
].map(([unit, words]) => [
  unit as Unit,
  new RegExp((words as RegExp).source.normalize('NFD'), 'u'),
]);

/** Counts said without a number: "a few days", "einige Tage", "quelques jours". */
const VAGUE_COUNT =
  /\b(?:a few|few|several|unos|unas|alguns|algumas|quelques|einige|paar|enkele|birkac|kilka|beberapa)\b/u;
const VAGUE_RANGE = [2, 10] as const;
const YESTERDAY = /^(?:yesterday|ayer|ontem|hier|gestern|ieri|gisteren|kemarin|dun|wczoraj)\b/u;
const LAST_OR_THIS = /\b(last|past|this) (week|month|year)\b/u;

/**
 * The moments, in ms since the epoch, a relative date (`folded` as isRelativeDate takes it) may stand for when read
 * at `readAt`: its count rounded down or to the nearest by the shop, and the shop's time zone unknown. Null when
 * the words name no unit we can place.
 */
export function relativeDateWindow(
  folded: string,
  readAt: Date,
): { earliest: number; latest: number } | null {
  if (!isRelativeDate(folded)) return null;
  const at = readAt.getTime();
  const within = (earliest: number, latest: number) => ({
    earliest: earliest - ZONE_SLACK_MS,
    latest: latest + ZONE_SLACK_MS,
  });
  if (DAY_WORDS.test(folded)) return within(at - (YESTERDAY.test(folded) ? 2 : 1) * DAY_MS, at);
  const lastOrThis = LAST_OR_THIS.exec(folded);
  if (lastOrThis) {
    const [, which, unit] = lastOrThis;
    return within(at - (which === 'this' ? 1 : 2) * UNIT_MS[unit as Unit][1], at);
  }
  const digits = /\d+/u.exec(folded);
  const [low, high] = digits
    ? [+digits[0], +digits[0]]
    : VAGUE_COUNT.test(folded)
      ? VAGUE_RANGE
      : [1, 1];
  // The unit named after the count ("il y a un an": not the "a" of "il y a"); without digits, anywhere.
  const rest = digits ? folded.slice(digits.index + digits[0].length) : folded;
  let unit: Unit | null = null;
  let first = Infinity;
  for (const [name, words] of UNIT_WORDS) {
    const found = words.exec(rest);
    if (found && found.index < first) [unit, first] = [name, found.index];
  }
  if (unit === null) return null;
  const [shortest, longest] = UNIT_MS[unit];
  return within(at - (high + 1) * longest, at - Math.max(0, low - 0.5) * shortest);
}
