import { describe, expect, it } from 'vitest';
import { words } from '../text/tokenize';
import { notScoredReason, textFacts } from './assessability';
import { detectLanguage } from './language';

const ENGLISH_MODEL = { languages: ['en'], minWords: 10 };
/** Why the text has nothing to judge, else why the English model must not score it (null: it may). */
const assess = (t: string, model = ENGLISH_MODEL) => {
  const facts = textFacts(t, words(t));
  return facts.noText ?? notScoredReason(facts, model);
};

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

describe('textFacts and notScoredReason', () => {
  it('lets the model score English text of enough words', () => {
    const t = 'The lid cracked after two weeks of daily use, so I sent it back.';
    expect(textFacts(t, words(t))).toEqual({
      noText: null,
      language: 'en',
      nonLatinScript: false,
      wordCount: 14,
    });
    expect(assess(t)).toBeNull();
  });

  it('gives each kind of text the model must not score its reason', () => {
    expect(assess('')).toBe('empty');
    expect(assess('   \n')).toBe('empty');
    expect(assess('No review')).toBe('placeholder');
    expect(assess('-')).toBe('placeholder');
    expect(assess('Very nice')).toBe('too_short');
    expect(assess('Great product!!!')).toBe('too_short');
    expect(assess('Good kettle, boils fast and looks nice.')).toBe('too_short');
    expect(
      assess(
        'Excelente producto, lo recomiendo mucho a todos porque funciona muy bien y llegó rápido',
      ),
    ).toBe('language_not_covered');
    expect(assess('非常满意')).toBe('language_not_covered');
  });

  it('reads the languages and the length from the model, never a fixed English rule', () => {
    const spanish =
      'Excelente producto, lo recomiendo mucho a todos porque funciona muy bien y llegó rápido';
    expect(assess(spanish, { languages: ['en', 'es'], minWords: 10 })).toBeNull();
    expect(assess(spanish, { languages: ['es'], minWords: 20 })).toBe('too_short');
    const english = 'Good kettle, boils fast and looks nice.';
    expect(assess(english, { languages: ['en'], minWords: 5 })).toBeNull();
    expect(assess(english, { languages: ['de'], minWords: 5 })).toBe('language_not_covered');
  });
});
