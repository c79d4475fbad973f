// Yes/no cells ("TRUE", "yes", "1", "Ja", "Verified Purchase") and marker cells: columns such as Flipkart's
// `City` = "Certified Buyer, Jaipur" where the words themselves say the purchase was verified (the badge in the
// shops' languages, and its row answered no, "Verified purchase: No", is review-values' verifiedAnswer, the
// scraper's too).
import { foldAscii, verifiedAnswer } from '@reviewsentry/review-values';

// In the languages of the header vocabulary, compared as foldAscii folds them ("Sí" is "si", "Hayır" is "hayir").
const TRUE_WORDS = folded([
  'true',
  'yes',
  'y',
  '1',
  't',
  'verified',
  'certified',
  '✓',
  '✔',
  '✔️',
  'ja',
  'oui',
  'si',
  'sim',
  'tak',
  'evet',
  'ya',
  'да',
  'はい',
  '是',
  '예',
  '네',
  'verifie',
  'verifiee',
  'verificado',
  'verificada',
  'verifiziert',
  'verificato',
  'verificata',
  'geverifieerd',
]);
const FALSE_WORDS = folded([
  'false',
  'no',
  'n',
  '0',
  'f',
  'unverified',
  'not verified',
  'non-verified',
  '✗',
  '✘',
  'nein',
  'non',
  'nao',
  'nee',
  'nie',
  'hayir',
  'tidak',
  'нет',
  'いいえ',
  '否',
  '아니요',
  '아니오',
]);

function folded(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.map(foldAscii));
}

export function parseBoolean(raw: string): boolean | undefined {
  const s = foldAscii(raw.trim());
  if (s === '') return undefined;
  if (TRUE_WORDS.has(s)) return true;
  if (FALSE_WORDS.has(s)) return false;
  return verifiedAnswer(raw) ?? undefined;
}

/** True when the cell carries a verified-purchase marker phrase not answered no. */
export function hasVerifiedMarker(raw: string): boolean {
  return verifiedAnswer(raw) === true;
}
