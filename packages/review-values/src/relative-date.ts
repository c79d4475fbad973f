// Relative dates as shops print them ("10 months ago", "hace 2 meses", "vor 3 Tagen", "3 bulan yang lalu",
// "3 месяца назад", "3 日前", "3일 전", "yesterday"). They are recognised so that they are kept as written, never turned into a calendar date: the
// moment they count from is unknown for an imported file, and shops round them ("1 year ago" covers 12 to 23
// months), so any day or month computed from them would be invented precision.

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
