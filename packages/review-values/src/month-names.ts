// Month names and abbreviations in the languages our users' shops write dates in (en, es, pt, fr, de, it, nl,
// id, pl, tr; Polish only in full, its short forms being common words elsewhere), folded to ASCII lower case. Some abbreviations are also ordinary words: Portuguese "out"
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
  ],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr', 'aprile', 'kwiecien', 'kwietnia', 'nisan'],
  ['may', 'mayo', 'maio', 'mai', 'maggio', 'mag', 'mei', 'maj', 'maja', 'mayis'],
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
  ],
  [
    'august',
    'aug',
    'agosto',
    'ago',
    'aout',
    'augustus',
    'agustus',
    'agu',
    'ags',
    'sierpien',
    'sierpnia',
    'agustos',
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
  ],
  ['november', 'nov', 'noviembre', 'novembro', 'novembre', 'listopad', 'listopada', 'kasim'],
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
  ],
];

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
