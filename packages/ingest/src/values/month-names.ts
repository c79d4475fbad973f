// Month names and abbreviations in the languages our users' shops write dates in, folded to ASCII lower
// case. Words that are also common English words ("out", "set", "des") are left out on purpose.

const MONTHS: readonly (readonly string[])[] = [
  [
    'january',
    'jan',
    'enero',
    'ene',
    'janvier',
    'janv',
    'januar',
    'janner',
    'janeiro',
    'gennaio',
    'gen',
    'januari',
  ],
  [
    'february',
    'feb',
    'febrero',
    'fevrier',
    'fevr',
    'fev',
    'februar',
    'fevereiro',
    'febbraio',
    'februari',
  ],
  ['march', 'mar', 'marzo', 'mars', 'marz', 'mrz', 'marco', 'maret', 'maart', 'mrt'],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr', 'aprile'],
  ['may', 'mayo', 'mai', 'maio', 'maggio', 'mag', 'mei'],
  ['june', 'jun', 'junio', 'juin', 'juni', 'junho', 'giugno', 'giu'],
  ['july', 'jul', 'julio', 'juillet', 'juil', 'juli', 'julho', 'luglio', 'lug'],
  ['august', 'aug', 'agosto', 'ago', 'aout', 'agustus', 'agu', 'augustus'],
  ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'septembre', 'setembro', 'settembre'],
  ['october', 'oct', 'octubre', 'octobre', 'oktober', 'okt', 'outubro', 'ottobre', 'ott'],
  ['november', 'nov', 'noviembre', 'novembre', 'novembro'],
  [
    'december',
    'dec',
    'diciembre',
    'dic',
    'decembre',
    'dezember',
    'dez',
    'dezembro',
    'dicembre',
    'desember',
  ],
];

const BY_NAME = new Map<string, number>();
MONTHS.forEach((names, i) => names.forEach((n) => BY_NAME.set(n, i + 1)));

/** 1–12 for a month name or abbreviation (already folded to ASCII lower case), else undefined. */
export function monthNumber(token: string): number | undefined {
  return BY_NAME.get(token);
}

/** Lower case, accents removed: "Março" -> "marco". */
export function foldAscii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase();
}
