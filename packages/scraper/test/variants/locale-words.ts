// Our own word lists for dressing a page in another language or date format, as shops localise their review UI:
// the labels around a review (never the review's own words) and the dates they print. No translation service.
export type Language = 'de' | 'fr' | 'es';
export const LANGUAGES: readonly Language[] = ['de', 'fr', 'es'];

const MONTHS_EN = [
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
const MONTHS: Record<Language | 'en', readonly string[]> = {
  en: MONTHS_EN.map((m) => m[0]!.toUpperCase() + m.slice(1)),
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

interface Day {
  year: number;
  month: number;
  day: number;
}

/** A day in the language's own long form ("6. Januar 2024", "6 janvier 2024", "6 de enero de 2024"). */
function longDate(lang: Language, { year, month, day }: Day): string {
  const name = MONTHS[lang][month - 1]!;
  if (lang === 'de') return `${day}. ${name} ${year}`;
  if (lang === 'es') return `${day} de ${name} de ${year}`;
  return `${day} ${name} ${year}`;
}

const MONTH = `(${MONTHS_EN.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)}|\\.)?`).join('|')})`;
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, 'i');
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})\\s+${MONTH}\\s+(\\d{4})\\b`, 'i');
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;

const monthOf = (word: string) =>
  MONTHS_EN.findIndex((m) => m.startsWith(word.slice(0, 3).toLowerCase())) + 1;

/** The first day written out in English text (US or British order, or numeric), and where it stands. */
function findDay(
  text: string,
  pageOrder: boolean | null,
): { at: number; length: number; day: Day; usOrder: boolean } | null {
  let m = MONTH_DAY_YEAR.exec(text);
  if (m)
    return {
      at: m.index,
      length: m[0].length,
      usOrder: true,
      day: { year: +m[3]!, month: monthOf(m[1]!), day: +m[2]! },
    };
  m = DAY_MONTH_YEAR.exec(text);
  if (m)
    return {
      at: m.index,
      length: m[0].length,
      usOrder: false,
      day: { year: +m[3]!, month: monthOf(m[2]!), day: +m[1]! },
    };
  m = NUMERIC.exec(text);
  const usOrder = m ? (numericOrderOf(m) ?? pageOrder) : null;
  if (!m || usOrder === null) return null;
  const [first, second] = [+m[1]!, +m[2]!];
  return {
    at: m.index,
    length: m[0].length,
    usOrder,
    day: { year: +m[3]!, month: usOrder ? first : second, day: usOrder ? second : first },
  };
}

/** Whether a numeric date's own numbers put the month first (true), the day first (false), or cannot tell (null). */
function numericOrderOf(m: RegExpExecArray): boolean | null {
  const [first, second] = [+m[1]!, +m[2]!];
  return first > 12 === second > 12 ? null : second > 12;
}

/**
 * The order a page writes its numeric dates in, as any of them that can be read only one way tells ("11/18/2025",
 * "18/11/2025"); null when none can. "12/03/2024" is 12 March on a French page and December 3 on an American one:
 * the variant rewrites it only in the order the page's own dates show, and leaves it when they show none.
 */
export function numericDateOrder(texts: readonly string[]): boolean | null {
  for (const text of texts) {
    const m = NUMERIC.exec(text);
    const order = m ? numericOrderOf(m) : null;
    if (order !== null) return order;
  }
  return null;
}

/**
 * A printed day in another common locale format: a US date ("January 6, 2024", "1/6/2024") as a British one
 * ("6 January 2024"), a British one as a US one; null when the text prints no day. `numericOrder`: whether the
 * page writes numeric dates month first (numericDateOrder).
 */
export function otherDateFormat(text: string, numericOrder: boolean | null): string | null {
  const found = findDay(text, numericOrder);
  if (!found) return null;
  const { year, month, day } = found.day;
  const name = MONTHS.en[month - 1]!;
  const other = found.usOrder ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
  return text.slice(0, found.at) + other + text.slice(found.at + found.length);
}

type Label = [RegExp, (lang: Language, match: RegExpExecArray) => string];

// German, French and Spanish all write a decimal comma.
const decimal = (_lang: Language, value: string) => value.replace('.', ',');
const pick = (lang: Language, words: Record<Language, string>) => words[lang];

/** The labels shops print around reviews, each matched as the whole of a text or accessible name. */
const LABELS: Label[] = [
  [
    /^(\d(?:\.\d)?) out of 5 stars?$/i,
    (l, m) =>
      pick(l, {
        de: `${decimal(l, m[1]!)} von 5 Sternen`,
        fr: `${decimal(l, m[1]!)} sur 5 étoiles`,
        es: `${decimal(l, m[1]!)} de 5 estrellas`,
      }),
  ],
  [
    /^rated (\d(?:\.\d)?) out of 5(?: stars?)?$/i,
    (l, m) =>
      pick(l, {
        de: `Bewertet mit ${decimal(l, m[1]!)} von 5`,
        fr: `Note : ${decimal(l, m[1]!)} sur 5`,
        es: `Calificación: ${decimal(l, m[1]!)} de 5`,
      }),
  ],
  [
    /^verified purchase$/i,
    (l) => pick(l, { de: 'Verifizierter Kauf', fr: 'Achat vérifié', es: 'Compra verificada' }),
  ],
  [
    /^verified (?:buyer|purchaser)$/i,
    (l) =>
      pick(l, { de: 'Verifizierter Käufer', fr: 'Acheteur vérifié', es: 'Comprador verificado' }),
  ],
  // Word for word, as a marketplace translating Flipkart's badge would print it.
  [
    /^certified buyer$/i,
    (l) =>
      pick(l, {
        de: 'Zertifizierter Käufer',
        fr: 'Acheteur certifié',
        es: 'Comprador certificado',
      }),
  ],
  [/^helpful$/i, (l) => pick(l, { de: 'Hilfreich', fr: 'Utile', es: 'Útil' })],
  [
    /^(\d+) people found this helpful$/i,
    (l, m) =>
      pick(l, {
        de: `${m[1]} Personen fanden diese Informationen hilfreich`,
        fr: `${m[1]} personnes ont trouvé cela utile`,
        es: `A ${m[1]} personas les resultó útil`,
      }),
  ],
  [
    /^one person found this helpful$/i,
    (l) =>
      pick(l, {
        de: 'Eine Person fand diese Informationen hilfreich',
        fr: 'Une personne a trouvé cela utile',
        es: 'A una persona le resultó útil',
      }),
  ],
  [/^read more$/i, (l) => pick(l, { de: 'Mehr lesen', fr: 'Lire la suite', es: 'Leer más' })],
  [/^read less$/i, (l) => pick(l, { de: 'Weniger lesen', fr: 'Lire moins', es: 'Leer menos' })],
  [
    /^(?:customer |top |all )?reviews$/i,
    (l) => pick(l, { de: 'Kundenrezensionen', fr: 'Avis clients', es: 'Opiniones de clientes' }),
  ],
  [
    /^report(?: abuse)?$/i,
    (l) => pick(l, { de: 'Missbrauch melden', fr: 'Signaler un abus', es: 'Denunciar abuso' }),
  ],
  [
    /^reviewed in (?:the )?(.+?) on (.+)$/i,
    (l, m) => {
      const found = findDay(m[2]!, null);
      const day = found ? longDate(l, found.day) : m[2]!;
      return pick(l, {
        de: `Rezension aus ${m[1]} vom ${day}`,
        fr: `Commenté en ${m[1]} le ${day}`,
        es: `Calificado en ${m[1]} el ${day}`,
      });
    },
  ],
];

/** The label in `lang`, keeping an all-capitals label in capitals; null when the text is no label we list. */
export function translateLabel(text: string, lang: Language): string | null {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  for (const [pattern, translate] of LABELS) {
    const m = pattern.exec(trimmed);
    if (!m) continue;
    const translated = translate(lang, m);
    const shouted = /[A-Z]/.test(trimmed) && trimmed === trimmed.toUpperCase();
    const [lead, tail] = [/^\s*/.exec(text)![0], /\s*$/.exec(text)![0]];
    return lead + (shouted ? translated.toUpperCase() : translated) + tail;
  }
  return null;
}
