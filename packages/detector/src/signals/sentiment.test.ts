import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../assess/language';
import { prepare } from '../test-fixtures/prepare';
import { words } from '../text/tokenize';
import { detectRatingMismatch } from './rating-mismatch';
import { isClearlyNegative, isClearlyPositive, SENTIMENT_LANGUAGES, sentiment } from './sentiment';
import { NEGATIVE, NEGATORS, POSITIVE, POST_NEGATORS } from './sentiment-lexicon';

// Our own review sentences per language: one clearly positive, one clearly negative, and one that
// negates praise (which must not read clearly positive).
const SAMPLES: Record<string, { positive: string; negative: string; negated: string }> = {
  en: {
    positive: 'Love it, works great and the quality is excellent.',
    negative: 'Terrible, it broke after a week, total junk and a waste of money.',
    negated: 'Not good, not great and never reliable.',
  },
  es: {
    positive: 'Excelente producto, muy bueno y cómodo, lo recomiendo.',
    negative: 'Pésimo, llegó roto y defectuoso, una estafa, pedí reembolso.',
    negated: 'No es bueno, no funciona y no lo recomiendo.',
  },
  de: {
    positive: 'Super Produkt, sehr gut verarbeitet und hochwertig, ich bin begeistert.',
    negative: 'Schlecht verarbeitet, nach zwei Tagen kaputt, totaler Schrott, leider enttäuscht.',
    negated: 'Nicht gut, funktioniert nicht und ich kann es nicht empfehlen.',
  },
  fr: {
    positive: 'Produit excellent, très pratique et solide, je recommande.',
    negative: 'Très déçue, produit cassé à la livraison, mauvaise qualité, une arnaque.',
    negated: 'Pas bon, ne fonctionne pas, je ne recommande pas, pas pratique.',
  },
  it: {
    positive: 'Ottimo prodotto, molto bello e comodo, lo consiglio.',
    negative: 'Pessimo, arrivato rotto e difettoso, una truffa, deluso.',
    negated: 'Non è buono, non funziona e non lo consiglio.',
  },
  pt: {
    positive: 'Ótimo produto, muito bom e confortável, recomendo.',
    negative: 'Péssimo, chegou quebrado e com defeito, um lixo, pedi reembolso.',
    negated: 'Não é bom, não funciona e não recomendo.',
  },
  nl: {
    positive: 'Geweldig product, heel goed en stevig, echt een aanrader.',
    negative: 'Slecht product, na een week kapot, waardeloos en teleurgesteld.',
    negated: 'Niet goed, werkt niet en geen aanrader.',
  },
  pl: {
    positive: 'Świetny produkt, bardzo dobry i wygodny, polecam.',
    negative: 'Słaby produkt, po tygodniu zepsuty, tragedia, rozczarowanie.',
    negated: 'Nie jest dobry, nie działa i nie polecam.',
  },
  tr: {
    positive: 'Harika bir ürün, çok güzel ve kaliteli, tavsiye ederim.',
    negative: 'Berbat bir ürün, iki günde bozuldu, kalitesiz ve sahte, pişmanım.',
    negated: 'Güzel değil, iyi değil, tavsiye etmem.',
  },
  id: {
    positive: 'Barang bagus, mantap dan nyaman, puas banget.',
    negative: 'Barang jelek, datang rusak dan cacat, sangat kecewa.',
    negated: 'Tidak bagus, tidak nyaman dan kurang puas.',
  },
  'hi-Latn': {
    positive: 'Bahut accha product hai, ekdum badhiya aur mast, paisa vasool.',
    negative: 'Ekdum bekar product, bakwas quality, ghatiya aur kharab.',
    negated: 'Accha nahi hai, badhiya nahi laga, pasand nahi aaya.',
  },
};

const read = (t: string) => sentiment(words(t));

describe('sentiment in the shop languages', () => {
  it('covers exactly the languages with samples here', () => {
    expect([...SENTIMENT_LANGUAGES].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const [language, { positive, negative, negated }] of Object.entries(SAMPLES)) {
    it(`${language}: reads praise, complaint and negated praise`, () => {
      for (const t of [positive, negative, negated])
        expect(detectLanguage(t, words(t)).language, t).toBe(language);
      expect(isClearlyPositive(read(positive)), positive).toBe(true);
      expect(isClearlyNegative(read(negative)), negative).toBe(true);
      expect(isClearlyPositive(read(negated)), negated).toBe(false);
      expect(isClearlyNegative(read(negated)), negated).toBe(true);
    });
  }

  it('reverses the word before a post-negator only when it is close', () => {
    expect(read('güzel değil')).toEqual({ positive: 0, negative: 1 });
    expect(read('kötü değil')).toEqual({ positive: 1, negative: 0 });
    expect(read('sorun yok')).toEqual({ positive: 1, negative: 0 });
    expect(read('accha nahi hai')).toEqual({ positive: 0, negative: 1 });
    // "nice, but no shipping": the "yok" is about the shipping.
    expect(read('güzel ama kargo yok')).toEqual({ positive: 1, negative: 0 });
    // One post-negator reverses one word, once.
    expect(read('güzel değil değil')).toEqual({ positive: 0, negative: 1 });
  });

  it('keeps one meaning per word across the languages', () => {
    const positive = new Set(POSITIVE);
    expect(NEGATIVE.filter((w) => positive.has(w))).toEqual([]);
    const polar = new Set([...POSITIVE, ...NEGATIVE]);
    expect(POST_NEGATORS.filter((w) => polar.has(w) || NEGATORS.includes(w))).toEqual([]);
    expect(NEGATORS.filter((w) => polar.has(w))).toEqual([]);
  });
});

describe('rating–text mismatch across languages', () => {
  const product = (language: string, text: (k: number) => string): Review[] => {
    const s = SAMPLES[language] as (typeof SAMPLES)[string];
    return [
      ...Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, text: s.positive, rating: 5 })),
      ...Array.from({ length: 3 }, (_, i) => ({ id: `m${i}`, text: text(i), rating: 5 })),
    ];
  };

  it.each(SENTIMENT_LANGUAGES)(
    '%s: five stars on a clearly negative text are flagged',
    (language) => {
      const negative = (SAMPLES[language] as (typeof SAMPLES)[string]).negative;
      const result = detectRatingMismatch(prepare(product(language, () => negative)));
      expect(result.flags.map((f) => f.code)).toEqual(Array(3).fill('rating_text_mismatch'));
      expect(result.alerts[0]?.evidence).toEqual(['m0', 'm1', 'm2']);
    },
  );

  it('does not read a language it has no words for', () => {
    // Romanian: recognised as a language, but its sentiment is not listed, so nothing is judged.
    const ro = 'Produs foarte prost, s-a stricat după o zi, nu recomand, bani aruncați, terrible.';
    expect(detectLanguage(ro, words(ro)).language).toBe('ro');
    const result = detectRatingMismatch(prepare(product('en', () => ro)));
    expect(result.flags).toEqual([]);
  });
});
