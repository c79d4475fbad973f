import { describe, expect, it } from 'vitest';
import { words } from '../text/tokenize';
import { assessText } from './assessability';
import { detectLanguage } from './language';

const assess = (t: string) => assessText(t, words(t));

describe('detectLanguage', () => {
  it.each([
    ['This blender is very loud but it does the job well for my morning smoothies.', 'en'],
    ['Great product, works as described and arrived fast.', 'en'],
    ['Me encantó esta olla, es perfecta para una familia no tan grande y cocina muy rápido.', 'es'],
    [
      'Barang sudah sampai dengan selamat, kualitas bagus dan pengiriman cepat. Terima kasih seller.',
      'id',
    ],
    ['Produto muito bom, chegou rápido e a qualidade é ótima. Recomendo!', 'pt'],
    ["Très bon produit, la qualité est au rendez-vous et c'est facile à utiliser.", 'fr'],
    ['Das Produkt ist sehr gut und die Qualität ist auch toll, aber leider etwas laut.', 'de'],
    ['这个产品质量很好，物流也很快，非常满意。', 'zh'],
    ['Отличный товар, качество хорошее, доставка быстрая.', 'ru'],
    ['とても使いやすいです。また買いたいと思います。', 'ja'],
  ])('%j -> %s', (text, lang) => {
    const guess = detectLanguage(text, words(text));
    expect(guess.language).toBe(lang);
    expect(guess.isEnglish).toBe(lang === 'en');
  });

  it('does not call English a Spanish word salad with a few English loan words', () => {
    const t =
      'El producto es muy bueno, el setup fue fácil y la app funciona bien con mi teléfono.';
    expect(detectLanguage(t, words(t)).isEnglish).toBe(false);
  });
});

describe('assessText', () => {
  it('assesses English text of enough words', () => {
    expect(assess('The lid cracked after two weeks of daily use, so I sent it back.')).toEqual({
      assessed: true,
      reason: null,
      language: 'en',
    });
  });

  it('marks every unassessable kind with its reason', () => {
    expect(assess('').reason).toBe('empty');
    expect(assess('   \n').reason).toBe('empty');
    expect(assess('No review').reason).toBe('placeholder');
    expect(assess('-').reason).toBe('placeholder');
    expect(assess('Very nice').reason).toBe('too_short');
    expect(assess('Great product!!!').reason).toBe('too_short');
    expect(
      assess(
        'Excelente producto, lo recomiendo mucho a todos porque funciona muy bien y llegó rápido',
      ).reason,
    ).toBe('non_english');
    expect(assess('Good kettle, boils fast and looks nice.').reason).toBe('too_short');
    expect(assess('非常满意').reason).toBe('non_english');
    for (const t of ['', 'No review', 'Very nice', 'Excelente producto, lo recomiendo mucho']) {
      expect(assess(t).assessed).toBe(false);
    }
  });
});
