import { describe, expect, it } from 'vitest';
import { hasVerifiedMarker, parseBoolean } from './boolean';
import { parseHelpful } from './helpful';

describe('parseBoolean', () => {
  it.each([
    'TRUE',
    'true',
    'Yes',
    'y',
    '1',
    'Verified Purchase',
    'Certified Buyer',
    'Certified Buyer, Jaipur',
    '✓',
    // Yes and "verified" in the shops' languages.
    'Ja',
    'Oui',
    'Sí',
    'Sim',
    'Tak',
    'Evet',
    'Ya',
    'Да',
    'はい',
    '是',
    '예',
    'Vérifié',
    'Verificado',
    'Verifiziert',
    'Bestätigter Kauf: Ja',
  ])('%j is true', (v) => expect(parseBoolean(v)).toBe(true));
  it.each([
    'FALSE',
    'no',
    'N',
    '0',
    'unverified',
    'Not verified',
    'Nein',
    'Non',
    'Não',
    'Nie',
    'Hayır',
    'Tidak',
    'Нет',
    'いいえ',
    '否',
    '아니요',
    // The badge's row answered no.
    'Verified purchase: No',
    'Bestätigter Kauf: Nein',
  ])('%j is false', (v) => expect(parseBoolean(v)).toBe(false));
  it.each(['', 'maybe', 'Jaipur'])('%j is unknown', (v) => expect(parseBoolean(v)).toBeUndefined());
  it('spots marker phrases inside other text', () => {
    expect(hasVerifiedMarker('Certified Buyer, Matialihat')).toBe(true);
    expect(hasVerifiedMarker('Matialihat')).toBe(false);
    expect(hasVerifiedMarker('Verified purchase: No')).toBe(false);
  });
});

describe('parseHelpful', () => {
  it.each([
    ['13', 13],
    ['[13, 14]', 13],
    // pandas writes a count column that has gaps as floats.
    ['12.0', 12],
    ['0.0', 0],
    ['1.000', 1000],
    ['[0, 0]', 0],
    ['1,234', 1234],
    ['13 people found this helpful', 13],
    ['One person found this helpful', 1],
    ['13 of 14', 13],
    // SNAP's review/helpfulness: helpful of all who voted.
    ['13/14', 13],
    ['0/0', 0],
    ['12 personas encontraron esto útil', 12],
    ['1.234 Personen fanden diese Informationen hilfreich', 1234],
    ['Eine Person fand diese Informationen hilfreich', 1],
    ['Une personne a trouvé cela utile', 1],
    // Thousands grouped as French and Swiss spreadsheets write them.
    ['1\u00a0234', 1234],
    ['1\u202f234 personnes ont trouvé cela utile', 1234],
    ['1 234', 1234],
    ["1'234", 1234],
  ])('reads %j as %d', (raw, n) => expect(parseHelpful(raw)).toBe(n));
  it.each(['', 'lots', '-3', '[a, b]', '1 23', '14/13', '[14, 13]'])(
    'gives nothing for %j',
    (raw) => expect(parseHelpful(raw)).toBeUndefined(),
  );
});
