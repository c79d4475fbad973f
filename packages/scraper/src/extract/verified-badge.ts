// The "verified purchase" badge a review card prints beside the writer, in the languages of the shops we read.
// Shops and review apps translate it with their storefront (WooCommerce "propriétaire vérifié", Yotpo
// "Acquirente verificato", Shopify apps "Verifizierter Käufer"): it marks the review as verified and is never the
// review's title, text or writer. Buyer, owner and customer forms as well as purchase forms, each language's
// genders and word orders.
const PHRASES = [
  // English
  'verified (?:purchase|buyer|owner|reviewer|customer)',
  'certified buyer',
  // German
  'verifizierter kauf',
  'verifizierte(?:r|s)? (?:käufer(?:in)?|besitzer(?:in)?|kunde|kundin|bewertung)',
  // French
  'achat vérifié',
  '(?:acheteur|acheteuse|client|cliente|propriétaire) vérifiée?',
  // Spanish, Portuguese
  'compra verificada',
  '(?:comprador|compradora|cliente|propietario|propietaria|proprietário) verificad[oa]',
  // Italian
  'acquisto verificato',
  '(?:acquirente|cliente|proprietario) verificat[oa]',
  // Dutch
  'geverifieerde (?:aankoop|koper|klant|eigenaar)',
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

/** A verified badge anywhere in a short label ("Marie (propriétaire vérifié)"). */
export const VERIFIED_TEXT = new RegExp(PHRASES, 'iu');

/** A label that starts with the badge ("Verified Buyer", "(propriétaire vérifié)"): chrome, never text. */
export const VERIFIED_AT_START = new RegExp(`^\\(?(?:${PHRASES})`, 'iu');
