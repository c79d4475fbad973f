import { describe, expect, it } from 'vitest';
import { VERIFIED_AT_START, VERIFIED_TEXT, verifiedAnswer } from './verified-badge';

describe('the verified-purchase badge', () => {
  it.each([
    'Verified Purchase',
    'Certified Buyer, Jaipur',
    'Marie (propriétaire vérifié)',
    'Acquirente verificato',
    'Verifizierter Kauf',
    'Compra verificada',
  ])('%s', (label) => expect(VERIFIED_TEXT.test(label)).toBe(true));

  it('is a word of its own: "Unverified purchase" holds none', () => {
    expect(VERIFIED_TEXT.test('Unverified purchase')).toBe(false);
    expect(verifiedAnswer('Unverified purchase')).toBeNull();
  });

  it('reads a row answered no as not verified, and a badge at the start as chrome', () => {
    expect(verifiedAnswer('Bestätigter Kauf: Nein')).toBe(false);
    expect(verifiedAnswer('Verified purchase: Yes')).toBe(true);
    expect(VERIFIED_AT_START.test('(propriétaire vérifié)')).toBe(true);
  });
});

// Flipkart's "Certified Buyer" as a marketplace in another language words it: the same badge.
describe('the certified-buyer badge in the shop languages', () => {
  it.each([
    'Zertifizierter Käufer',
    'Zertifizierte Käuferin, München',
    'Zertifizierter Kauf',
    'Acheteur certifié',
    'Acheteuse certifiée',
    'Comprador certificado',
    'Compradora certificada',
    'Acquirente certificato',
    'Gecertificeerde koper',
  ])('%s', (label) => {
    expect(verifiedAnswer(label)).toBe(true);
    expect(VERIFIED_AT_START.test(label)).toBe(true);
  });

  it('a certificate the product has is no badge ("Zertifiziertes Produkt", "produit certifié")', () => {
    expect(VERIFIED_TEXT.test('Zertifiziertes Produkt')).toBe(false);
    expect(VERIFIED_TEXT.test('Un produit certifié bio')).toBe(false);
  });
});

describe('a verified badge spelled with invisible or look-alike characters', () => {
  it.each(['Veri\u200bfied Purchase', 'V\u0435rified Purchase', 'Ｖｅｒｉｆｉｅｄ Ｂｕｙｅｒ'])(
    '%j is the badge',
    (label) => expect(verifiedAnswer(label)).toBe(true),
  );
});
