import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews } from '../test-fixtures/review-texts';
import { detectIncentives, INCENTIVE_LANGUAGES, isIncentiveDisclosure } from './incentives';

describe('isIncentiveDisclosure', () => {
  it.each([
    'Works well. I received this product free in exchange for my honest review.',
    'I received this item at a discount in exchange for an honest and unbiased review.',
    'Disclaimer: I received a complimentary sample for a fair review.',
    'I got it at a discounted price in return for my honest opinion.',
    'This product was provided to me at no cost for evaluation purposes.',
    'I was given this product in return for my unbiased evaluation.',
    'Received a discount code to try it and review it.',
    'Vine Customer Review of Free Product. Nice mug.',
    'I recieved this free in exchange for an honest review. So far so good.',
  ])('%j is a disclosure', (t) => expect(isIncentiveDisclosure(t)).toBe(true));

  it.each([
    'I did NOT receive any discount in exchange for this review.',
    'No free sample here, I paid full price and it is great.',
    'Prepare to love having pain-free wrists after using these wraps.',
    'Hands-free calling works well and the battery lasts.',
    'I bought it at a discount store and it works.',
    'Free shipping and it arrived early.',
  ])('%j is not', (t) => expect(isIncentiveDisclosure(t)).toBe(false));
});

// Our own sentences, written the way shoppers word disclosures in each language, and look-alikes that
// are not disclosures (free shipping, a negated disclosure, an ordinary purchase).
const DISCLOSURES: Record<string, { yes: string[]; no: string[] }> = {
  es: {
    yes: [
      'Producto recibido gratis a cambio de mi opinión sincera.',
      'Me enviaron el producto gratis para probarlo y dar mi reseña.',
      'Recibí este artículo con descuento a cambio de una reseña honesta.',
    ],
    no: [
      'Envío gratis y llegó rápido, muy contento.',
      'No recibí nada gratis a cambio de esta reseña.',
    ],
  },
  de: {
    yes: [
      'Das Produkt wurde mir kostenlos zur Verfügung gestellt.',
      'Ich habe den Artikel kostenlos erhalten, im Austausch für eine ehrliche Bewertung.',
      'Als Vine-Produkttester habe ich das Gerät erhalten.',
    ],
    no: [
      'Kostenloser Versand, schnelle Lieferung.',
      'Ich habe es nicht kostenlos erhalten, sondern voll bezahlt.',
    ],
  },
  fr: {
    yes: [
      "J'ai reçu ce produit gratuitement en échange de mon avis honnête.",
      'Produit mis à disposition gratuitement par la marque pour test.',
    ],
    no: [
      'Livraison gratuite et rapide, produit conforme.',
      "Je n'ai pas reçu ce produit gratuitement, je l'ai payé.",
    ],
  },
  it: {
    yes: [
      'Ho ricevuto il prodotto gratuitamente per testarlo.',
      'Prodotto ricevuto in omaggio in cambio di una recensione onesta.',
    ],
    no: [
      'Spedizione gratuita, arrivato in anticipo.',
      "Non ho ricevuto il prodotto gratis, l'ho comprato.",
    ],
  },
  pt: {
    yes: [
      'Recebi o produto gratuitamente em troca da minha opinião sincera.',
      'Produto recebido de graça para testar e avaliar.',
    ],
    no: [
      'Frete grátis e chegou antes do prazo.',
      'Não recebi nada de graça em troca desta avaliação.',
    ],
  },
  nl: {
    yes: [
      'Ik heb dit product gratis ontvangen in ruil voor een eerlijke review.',
      'Het product werd gratis ter beschikking gesteld om te testen.',
    ],
    no: [
      'Gratis verzending en snel geleverd.',
      'Ik heb dit niet gratis ontvangen, gewoon zelf gekocht.',
    ],
  },
  pl: {
    yes: [
      'Produkt otrzymałam za darmo w zamian za szczerą opinię.',
      'Dostałem ten produkt bezpłatnie do testów.',
    ],
    no: ['Darmowa dostawa, szybko i sprawnie.', 'Nie dostałem tego za darmo w zamian za opinię.'],
  },
  tr: {
    yes: [
      'Bu ürün bana ücretsiz olarak gönderildi, dürüst yorumum karşılığında.',
      'Ürünü test etmem için ücretsiz aldım.',
    ],
    no: ['Ücretsiz kargo ile hızlı geldi.', 'Ürünü indirimde aldım, çok memnunum.'],
  },
  id: {
    yes: [
      'Saya menerima produk ini secara gratis sebagai imbalan untuk ulasan jujur.',
      'Barang ini dikasih gratis untuk direview.',
    ],
    no: [
      'Gratis ongkir, pengiriman cepat.',
      'Saya tidak menerima barang ini gratis, beli sendiri.',
    ],
  },
  'hi-Latn': {
    yes: [
      'Mujhe ye product free mein mila review ke liye.',
      'Product free me mila tha honest review ke badle.',
    ],
    no: ['Free delivery thi aur jaldi aa gaya.', 'Mujhe ye free nahi mila, khud kharida.'],
  },
};

describe('isIncentiveDisclosure in the shop languages', () => {
  for (const [language, { yes, no }] of Object.entries(DISCLOSURES)) {
    it.each(yes)(`${language}: %j is a disclosure`, (t) =>
      expect(isIncentiveDisclosure(t)).toBe(true),
    );
    it.each(no)(`${language}: %j is not`, (t) => expect(isIncentiveDisclosure(t)).toBe(false));
  }

  it("lets every disclosure through the signal's word pre-filter", () => {
    const texts = Object.values(DISCLOSURES).flatMap((d) => d.yes);
    const reviews = texts.map((text, i) => ({ id: `d${i}`, text }));
    expect(detectIncentives(prepare(reviews)).flags).toHaveLength(texts.length);
  });

  it('covers every language it claims', () => {
    expect([...INCENTIVE_LANGUAGES].sort()).toEqual(['en', ...Object.keys(DISCLOSURES)].sort());
  });

  it('reads a huge one-sentence text full of cues (every step is linear in the tokens)', () => {
    const hostile = `${'free '.repeat(20_000)}${'in exchange '.repeat(20_000)}${'a'.repeat(50_000)}`;
    expect(isIncentiveDisclosure(hostile)).toBe(false);
    expect(isIncentiveDisclosure(`${hostile} got it free to review`)).toBe(true);
  });
});

describe('detectIncentives', () => {
  it('flags disclosing reviews (weak evidence) and raises an alert scaled by share', () => {
    const reviews = [
      ...distinctReviews(10),
      {
        id: 'inc1',
        text: 'Lovely lamp. I received this product at a discount in exchange for my honest review.',
      },
      {
        id: 'inc2',
        text: 'I got this free in exchange for an unbiased review. Bright and sturdy.',
      },
    ];
    const result = detectIncentives(prepare(reviews));
    expect(result.flags.map((f) => [f.index, f.code, f.strong])).toEqual([
      [10, 'incentivized', false],
      [11, 'incentivized', false],
    ]);
    // Two disclosures are a sixth of this small product, but too few to make the alert louder.
    expect(result.alerts[0]).toMatchObject({
      code: 'incentivized_reviews',
      severity: 'info',
      evidence: ['inc1', 'inc2'],
    });
  });

  it('makes the alert louder by share only from three disclosures, over the reviews with text', () => {
    const disclosing = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `inc${i}`,
        text: `Lamp number ${i} works. I got this free in exchange for an unbiased review.`,
      }));
    const ratingOnly = Array.from({ length: 40 }, (_, i) => ({ id: `r${i}`, text: '', rating: 5 }));
    const severity = (reviews: Parameters<typeof prepare>[0]) =>
      detectIncentives(prepare(reviews)).alerts[0]?.severity;
    expect(severity([...distinctReviews(2), ...disclosing(1)])).toBe('info');
    expect(severity([...distinctReviews(50), ...disclosing(3)])).toBe('warning');
    // Rating-only rows disclose nothing and do not dilute the share: 5 of 20 texts.
    expect(severity([...distinctReviews(15), ...disclosing(5), ...ratingOnly])).toBe('critical');
  });

  it('is loud by how many reviewers disclosed, not how often one of them did', () => {
    const disclosing = (names: readonly string[]) =>
      names.map((reviewer, i) => ({
        id: `inc${i}`,
        reviewer,
        text: `Lamp number ${i} works. I got this free in exchange for an unbiased review.`,
      }));
    const alertOf = (names: readonly string[]) =>
      detectIncentives(prepare([...distinctReviews(7), ...disclosing(names)])).alerts[0];
    expect(alertOf(['Ann Lee', 'Bo Chan', 'Cy Diaz'])).toMatchObject({
      severity: 'critical',
      metrics: expect.objectContaining({ count: 3, reviewers: 3 }),
    });
    // One named buyer three times, or one masked name that may be one buyer: 30 % of the texts, one reviewer.
    for (const names of [
      ['John Smith', 'john  smith', 'JOHN SMITH'],
      ['S***a', 'S***a', 'S***a'],
    ]) {
      const alert = alertOf(names);
      expect(alert?.severity, names[0]).toBe('info');
      expect(alert?.message).toContain("their reviewers' names allow as few as 1 reviewer.");
    }
    // Missing names say nothing about who wrote them: three reviews, three possible reviewers.
    expect(alertOf(['', '', ''])?.severity).toBe('critical');
  });

  it('reads titles and non-English bodies', () => {
    const reviews = [
      ...distinctReviews(10),
      { id: 'de', text: 'Das Produkt wurde mir kostenlos zur Verfügung gestellt. Gute Qualität.' },
      { id: 'title', title: 'Vine Customer Review of Free Product', text: 'Nice mug, holds heat.' },
    ];
    expect(detectIncentives(prepare(reviews)).alerts[0]?.evidence).toEqual(['de', 'title']);
  });

  it('raises nothing without disclosures', () => {
    expect(detectIncentives(prepare(distinctReviews(50)))).toMatchObject({ alerts: [], flags: [] });
  });
});

// A disclosure hidden from the word list by characters a reader does not see, or by letters that look alike, is
// still read (review-values matchingText); the review's text stays as written.
describe('a disclosure spelled to hide from the phrase list', () => {
  it.each([
    ['a zero-width space', 'V\u200bine'],
    ['a soft hyphen', 'Vi\u00adne'],
    ['a word joiner', 'Vin\u2060e'],
    ['a variation selector', 'Vi\ufe0fne'],
    ['fullwidth letters', 'Ｖｉｎｅ'],
    ['a Cyrillic і', 'V\u0456ne'],
  ])('is found through %s', (_, vine) => {
    const text = `I am a member of Amazon ${vine} and the blender works well and is quiet.`;
    const reviews = [{ id: 'x', text }, ...distinctReviews(12, 3)];
    const found = detectIncentives(prepare(reviews));
    expect(found.flags.map((f) => f.index)).toEqual([0]);
    expect(reviews[0]!.text).toBe(text);
  });

  it('is found through a zero-width space inside "received"', () => {
    expect(
      isIncentiveDisclosure('I rec\u200beived it fr\u00adee to rev\u2060iew and it works well.'),
    ).toBe(true);
  });
});
