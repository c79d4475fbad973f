// The "verified purchase" badge a review card prints beside the writer, and an export writes in a cell (Flipkart's
// "Certified Buyer, Jaipur"), in the languages of the shops we read.
// Shops and review apps translate it with their storefront (WooCommerce "propriétaire vérifié", Yotpo
// "Acquirente verificato", Shopify apps "Verifizierter Käufer"): it marks the review as verified and is never the
// review's title, text or writer. Buyer, owner and customer forms as well as purchase forms, each language's
// genders and word orders.
import { matchingText } from './matching-text';

const PHRASES = [
  // English
  'verified (?:purchase|buyer|owner|reviewer|customer)',
  'certified buyer',
  // German
  '(?:verifizierter|bestätigter|zertifizierter) kauf',
  // Flipkart's "Certified Buyer" as a marketplace in each language words it.
  'zertifizierte(?:r)? käufer(?:in)?',
  'verifizierte(?:r|s)? (?:käufer(?:in)?|besitzer(?:in)?|kunde|kundin|bewertung)',
  // French
  'achat vérifié',
  '(?:acheteur|acheteuse|client|cliente|propriétaire) vérifiée?',
  '(?:acheteur|acheteuse) certifiée?',
  // Spanish, Portuguese
  'compra verificada',
  '(?:comprador|compradora|cliente|propietario|propietaria|proprietário) verificad[oa]',
  '(?:comprador|compradora) certificad[oa]',
  // Italian
  'acquisto verificato',
  '(?:acquirente|cliente|proprietario) verificat[oa]',
  'acquirente certificat[oa]',
  // Dutch
  'geverifieerde (?:aankoop|koper|klant|eigenaar)',
  'gecertificeerde (?:koper|klant)',
  // Polish
  'zweryfikowan[ya] (?:zakup|kupujący|kupująca|klient|klientka)',
  // Swedish, Danish, Norwegian
  'verifierat köp',
  'verifierad (?:köpare|kund)',
  'verificeret (?:køb|køber|kunde)',
  'verifisert (?:kjøp|kjøper|kunde)',
  // Turkish
  'doğrulanmış (?:alışveriş|alıcı|satın alma)',
].join('|');

/**
 * A verified badge anywhere in a short label ("Marie (propriétaire vérifié)"), starting a word: "Unverified
 * purchase" holds none.
 */
export const VERIFIED_TEXT = new RegExp(`(?<!\\p{L})(?:${PHRASES})`, 'iu');

/** A label that starts with the badge ("Verified Buyer", "(propriétaire vérifié)"): chrome, never text. */
export const VERIFIED_AT_START = new RegExp(`^\\(?(?:${PHRASES})`, 'iu');

/** The badge written as a row answered no ("Verified purchase: No", eBay's "Bestätigter Kauf: Nein"). */
const ANSWERED_NO = new RegExp(
  `(?:${PHRASES})\\s*(?::\\s*)?(?:no|nein|non|nee|nie|não|hayır)(?!\\p{L})`,
  'iu',
);

/**
 * What a short label says about the purchase: true for the badge (or its row answered yes), false for the row
 * answered no, null when it does not speak of it. A review is verified when a label says so and none says no:
 * the row's own label ("Verified purchase:") holds the phrase without its answer.
 */
export function verifiedAnswer(label: string): boolean | null {
  if (label.length > 80) return null;
  const read = matchingText(label);
  if (!VERIFIED_TEXT.test(read)) return null;
  return !ANSWERED_NO.test(read);
}
