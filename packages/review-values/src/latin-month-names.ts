// Months written in other scripts or as numbers, put in the English words the one word-date reader knows
// (month-names.ts): Arabic (Gulf and Egyptian shops' Gregorian months, with and without hamza), Hindi (with the
// common spelling variants), Russian and Ukrainian in the genitive a date uses ("3 марта 2023"), Greek in the
// genitive, nominative and Intl's abbreviations ("3 Μαρτίου 2024", "Φεβ"), Thai in full and abbreviated
// ("3 มี.ค. 2567", with its Buddhist Era year, 543 ahead), and Vietnamese, whose months are numbered ("3 tháng 3,
// 2024", "thg 3"). Arabic-Indic and Thai digits become ASCII digits. Other text is returned as it is.

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

// By month number. Arabic, Hindi and Cyrillic names are matched as written.
const AS_WRITTEN: readonly (readonly string[])[] = [
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

// Greek in lower case without accents (a word is folded before it is looked up): genitive, nominative, short.
const GREEK: readonly (readonly string[])[] = [
  ['ιανουαριου', 'ιανουαριοσ', 'ιαν'],
  ['φεβρουαριου', 'φεβρουαριοσ', 'φεβ'],
  ['μαρτιου', 'μαρτιοσ', 'μαρ'],
  ['απριλιου', 'απριλιοσ', 'απρ'],
  ['μαιου', 'μαιοσ', 'μαι'],
  ['ιουνιου', 'ιουνιοσ', 'ιουν'],
  ['ιουλιου', 'ιουλιοσ', 'ιουλ'],
  ['αυγουστου', 'αυγουστοσ', 'αυγ'],
  ['σεπτεμβριου', 'σεπτεμβριοσ', 'σεπ', 'σεπτ'],
  ['οκτωβριου', 'οκτωβριοσ', 'οκτ'],
  ['νοεμβριου', 'νοεμβριοσ', 'νοε'],
  ['δεκεμβριου', 'δεκεμβριοσ', 'δεκ'],
];

const THAI: readonly (readonly string[])[] = [
  ['มกราคม', 'ม.ค.'],
  ['กุมภาพันธ์', 'ก.พ.'],
  ['มีนาคม', 'มี.ค.'],
  ['เมษายน', 'เม.ย.'],
  ['พฤษภาคม', 'พ.ค.'],
  ['มิถุนายน', 'มิ.ย.'],
  ['กรกฎาคม', 'ก.ค.'],
  ['สิงหาคม', 'ส.ค.'],
  ['กันยายน', 'ก.ย.'],
  ['ตุลาคม', 'ต.ค.'],
  ['พฤศจิกายน', 'พ.ย.'],
  ['ธันวาคม', 'ธ.ค.'],
];

function byName(table: readonly (readonly string[])[]): Map<string, string> {
  const map = new Map<string, string>();
  table.forEach((names, i) => names.forEach((name) => map.set(name, ENGLISH[i]!)));
  return map;
}

const alternation = (names: Iterable<string>) =>
  [...names]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/\./gu, '\\.'))
    .join('|');

const AS_WRITTEN_MONTH = byName(AS_WRITTEN);
const AS_WRITTEN_WORD = new RegExp(alternation(AS_WRITTEN_MONTH.keys()), 'gu');
const GREEK_MONTH = byName(GREEK);
const GREEK_WORD = /[\p{Script=Greek}\p{M}]+/gu;
const THAI_MONTH = byName(THAI);
// A Thai month stands apart from other letters (Thai writes words without spaces, a date with them).
const THAI_WORD = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${alternation(THAI_MONTH.keys())})(?![\\p{L}\\p{M}])`,
  'gu',
);
/** A Buddhist Era year of the years reviews have (1990–2100 are 2533–2643 BE). */
const BUDDHIST_YEAR = /(?<!\d)(25[3-9]\d|26[0-4]\d)(?!\d)/u;
const VIETNAMESE_MONTH = /(?<!\p{L})(?:tháng|thg)\.?\s*(\d{1,2})(?!\d)/giu;
const OTHER_SCRIPT =
  /\p{Script=Arabic}|\p{Script=Devanagari}|\p{Script=Cyrillic}|\p{Script=Greek}|\p{Script=Thai}/u;
// Arabic-Indic (U+0660…), Eastern Arabic-Indic (U+06F0…) and Thai (U+0E50…) digits.
const OTHER_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\u0e50-\u0e59]/gu;

/** The ASCII digit for a digit of those scripts, each of which runs 0–9 from its own zero. */
function digitValue(digit: string): string {
  const code = digit.codePointAt(0)!;
  return String(code - (code >= 0x0e50 ? 0x0e50 : code >= 0x06f0 ? 0x06f0 : 0x0660));
}

const foldGreek = (word: string) =>
  word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/gu, 'σ');

/**
 * "3 مايو 2023" -> "3 may 2023", "٣ مايو ٢٠٢٣" -> "3 may 2023", "3 Μαρτίου 2024" -> "3 march 2024",
 * "3 มี.ค. 2567" -> "3 march 2024", "3 tháng 3, 2024" -> "3 march, 2024".
 */
export function latinMonthNames(raw: string): string {
  const s = raw
    .normalize('NFC')
    .replace(VIETNAMESE_MONTH, (whole, n: string) =>
      +n >= 1 && +n <= 12 ? ` ${ENGLISH[+n - 1]!} ` : whole,
    );
  if (!OTHER_SCRIPT.test(s)) return s;
  let thai = false;
  const latin = s
    .replace(OTHER_DIGIT, digitValue)
    .replace(AS_WRITTEN_WORD, (word) => ` ${AS_WRITTEN_MONTH.get(word)!} `)
    .replace(GREEK_WORD, (word) => {
      const month = GREEK_MONTH.get(foldGreek(word));
      return month ? ` ${month} ` : word;
    })
    .replace(THAI_WORD, (word) => {
      thai = true;
      return ` ${THAI_MONTH.get(word)!} `;
    });
  return thai ? latin.replace(BUDDHIST_YEAR, (y) => String(+y - 543)) : latin;
}
