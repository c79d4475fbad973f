// Month names and abbreviations in the languages our users' shops write dates in (en, es, pt, fr, de, it, nl,
// sv, da/no, id, pl, tr, and Czech and Romanian in the forms a date uses: "3. března 2023", "3 martie 2023"; Polish
// only in full, its short forms being common words elsewhere), folded to ASCII
// lower case; Arabic and Hindi month names (Amazon's Gulf, Egyptian and Indian storefronts) are read by
// latinMonthNames. Some abbreviations are also ordinary words: Portuguese "out"
// (outubro) and "set" (setembro), Indonesian "des" (Desember), Spanish/Italian "ago" (agosto), English "may".
// They are in the table on purpose: review-date.ts accepts a month word only right beside a day or year
// number ("12 out 2023", "Set 2, 2023"), a place where none of them can be the ordinary word.

const MONTHS: readonly (readonly string[])[] = [
  [
    'january',
    'jan',
    'enero',
    'ene',
    'janeiro',
    'janvier',
    'janv',
    'januar',
    'janner',
    'gennaio',
    'gen',
    'januari',
    'styczen',
    'stycznia',
    'ocak',
    'oca',
    'ledna',
    'ianuarie',
  ],
  [
    'february',
    'feb',
    'febrero',
    'fevereiro',
    'fev',
    'fevrier',
    'fevr',
    'februar',
    'febbraio',
    'februari',
    'luty',
    'lutego',
    'subat',
    'sub',
    'unora',
    'februarie',
  ],
  [
    'march',
    'mar',
    'marzo',
    'marco',
    'mars',
    'marz',
    'maerz',
    'mrz',
    'maart',
    'mrt',
    'maret',
    'marzec',
    'marca',
    'mart',
    'marts',
    'brezna',
    'martie',
  ],
  [
    'april',
    'apr',
    'abril',
    'abr',
    'avril',
    'avr',
    'aprile',
    'kwiecien',
    'kwietnia',
    'nisan',
    'nis',
    'dubna',
    'aprilie',
  ],
  ['may', 'mayo', 'maio', 'mai', 'maggio', 'mag', 'mei', 'maj', 'maja', 'mayis', 'kvetna'],
  [
    'june',
    'jun',
    'junio',
    'junho',
    'juin',
    'juni',
    'giugno',
    'giu',
    'czerwiec',
    'czerwca',
    'haziran',
    'haz',
    'cervna',
    'iunie',
  ],
  [
    'july',
    'jul',
    'julio',
    'julho',
    'juillet',
    'juil',
    'juli',
    'luglio',
    'lug',
    'lipiec',
    'lipca',
    'temmuz',
    'tem',
    'cervence',
    'iulie',
  ],
  [
    'august',
    'aug',
    'agosto',
    'ago',
    'aout',
    'augustus',
    'augusti',
    'agustus',
    'agu',
    'ags',
    'sierpien',
    'sierpnia',
    'agustos',
    'srpna',
  ],
  [
    'september',
    'sep',
    'sept',
    'septiembre',
    'setiembre',
    'setembro',
    'set',
    'septembre',
    'settembre',
    'wrzesien',
    'wrzesnia',
    'eylul',
    'eyl',
    'zari',
    'septembrie',
  ],
  [
    'october',
    'oct',
    'octubre',
    'outubro',
    'out',
    'octobre',
    'oktober',
    'okt',
    'ottobre',
    'ott',
    'pazdziernik',
    'pazdziernika',
    'ekim',
    'eki',
    'rijna',
    'octombrie',
  ],
  [
    'november',
    'nov',
    'noviembre',
    'novembro',
    'novembre',
    'listopad',
    'listopada',
    'kasim',
    'kas',
    'listopadu',
    'noiembrie',
  ],
  [
    'december',
    'dec',
    'diciembre',
    'dic',
    'dezembro',
    'dez',
    'decembre',
    'dezember',
    'dicembre',
    'desember',
    'des',
    'grudzien',
    'grudnia',
    'aralik',
    'ara',
    'prosince',
    'decembrie',
  ],
];

// Month names in Arabic (as Gulf and Egyptian shops write the Gregorian months, with and without hamza), Hindi
// (with the common spelling variants), and Russian and Ukrainian in the genitive a date uses ("3 марта 2023"),
// by month number.
const NON_LATIN_MONTHS: readonly (readonly string[])[] = [
  ['يناير', 'जनवरी', 'января', 'січня'],
  ['فبراير', 'फ़रवरी', 'फरवरी', 'февраля', 'лютого'],
  ['مارس', 'मार्च', 'марта', 'березня'],
  ['أبريل', 'ابريل', 'إبريل', 'अप्रैल', 'апреля', 'квітня'],
  ['مايو', 'मई', 'мая', 'травня'],
  ['يونيو', 'يونيه', 'जून', 'июня', 'червня'],
  ['يوليو', 'يوليه', 'जुलाई', 'июля', 'липня'],
  ['أغسطس', 'اغسطس', 'अगस्त', 'августа', 'серпня'],
  ['سبتمبر', 'सितंबर', 'सितम्बर', 'сентября', 'вересня'],
  ['أكتوبر', 'اكتوبر', 'अक्टूबर', 'अक्तूबर', 'октября', 'жовтня'],
  ['نوفمبر', 'नवंबर', 'नवम्बर', 'ноября', 'листопада'],
  ['ديسمبر', 'दिसंबर', 'दिसम्बर', 'декабря', 'грудня'],
];
const ENGLISH = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const NON_LATIN_MONTH = new Map<string, string>();
NON_LATIN_MONTHS.forEach((names, i) => names.forEach((n) => NON_LATIN_MONTH.set(n, ENGLISH[i]!)));
const NON_LATIN_WORD = new RegExp(
  [...NON_LATIN_MONTH.keys()].sort((a, b) => b.length - a.length).join('|'),
  'gu',
);
const NON_LATIN_SCRIPT = /\p{Script=Arabic}|\p{Script=Devanagari}|\p{Script=Cyrillic}/u;
// Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits.
const EASTERN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/gu;

/**
 * "3 مايو 2023" -> "3 may 2023", "٣ مايو ٢٠٢٣" -> "3 may 2023", "3 मई 2023" -> "3 may 2023": Arabic and Hindi
 * month names and Arabic-Indic digits in Latin form, so the one word-date reader reads them. Other text is
 * returned as it is.
 */
export function latinMonthNames(s: string): string {
  if (!NON_LATIN_SCRIPT.test(s)) return s;
  return s
    .replace(EASTERN_DIGIT, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90))
    .replace(NON_LATIN_WORD, (word) => ` ${NON_LATIN_MONTH.get(word)!} `);
}

const BY_NAME = new Map<string, number>();
MONTHS.forEach((names, i) =>
  names.forEach((name) => {
    if (BY_NAME.has(name)) throw new Error(`month name ${name} is listed twice`);
    BY_NAME.set(name, i + 1);
  }),
);

/** 1–12 for a month name or abbreviation already folded by foldAscii ("marco" for "Março"), else undefined. */
export function monthNumber(token: string): number | undefined {
  return BY_NAME.get(token);
}

/** Lower case without accents: "Março" -> "marco", "Kasım" -> "kasim", "Październik" -> "pazdziernik". */
export function foldAscii(s: string): string {
  // eslint-disable-next-line no-control-regex -- ASCII is the fast path: nothing to fold but the case
  if (/^[\u0000-\u007f]*$/u.test(s)) return s.toLowerCase();
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/[ıİ]/gu, 'i')
    .replace(/[łŁ]/gu, 'l')
    .replace(/ß/gu, 'ss')
    .toLowerCase();
}
