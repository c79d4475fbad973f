import { describe, expect, it } from 'vitest';
import { prepareReviews } from '../prepare';
import { words } from '../text/tokenize';
import { detectLanguage } from './language';

// Our own sentences, written as shoppers write them: short ones (1–4 words) and long ones, accented and
// typed without accents.
const SAMPLES: Record<string, { short: string[]; long: string[] }> = {
  en: {
    short: ['Good', 'Nice product', 'Worst purchase ever', 'Works great, love it'],
    long: [
      'This blender is very loud but it does the job well for my morning smoothies.',
      'I bought it for my dad and he uses it every day, the battery lasts about a week.',
    ],
  },
  es: {
    short: [
      'Muy bueno',
      'Excelente calidad',
      'Llegó rápido',
      '¡Me encantó!',
      'No funciona, muy malo',
    ],
    long: [
      'Me encantó esta olla, es perfecta para una familia no tan grande y cocina muy rápido.',
      'El vendedor lo envió a tiempo pero el tamaño es más pequeño de lo que esperaba.',
    ],
  },
  de: {
    short: ['Sehr gut', 'Alles bestens', 'Schnelle Lieferung, top Qualität', 'Leider kaputt'],
    long: [
      'Das Produkt ist sehr gut und die Qualität ist auch toll, aber leider etwas laut.',
      'Ich habe den Artikel für meine Mutter gekauft und sie ist mit dem Preis zufrieden.',
    ],
  },
  fr: {
    short: ['Très bien', 'Produit conforme', 'Livraison rapide, merci', 'Très déçue'],
    long: [
      "Très bon produit, la qualité est au rendez-vous et c'est facile à utiliser.",
      "Le colis est arrivé en retard et l'article ne correspond pas à la description.",
    ],
  },
  it: {
    short: ['Ottimo prodotto', 'Molto bello', 'Consegna veloce', 'Pessimo, non funziona'],
    long: [
      'Il prodotto è arrivato in anticipo e funziona molto bene, lo consiglio a tutti.',
      'Questa borsa è bella ma la qualità delle cuciture non è quella che mi aspettavo.',
    ],
  },
  pt: {
    short: ['Muito bom', 'Ótimo produto', 'Chegou rápido, recomendo', 'Nao gostei'],
    long: [
      'Produto muito bom, chegou rápido e a qualidade é ótima. Recomendo a todos!',
      'Comprei para minha mãe e ela adorou, o tamanho é perfeito e veio bem embalado.',
    ],
  },
  nl: {
    short: ['Heel goed', 'Snelle levering', 'Zeer tevreden', 'Echt een aanrader'],
    long: [
      'Het product werkt prima en de levering was snel, ik ben er heel tevreden mee.',
      'Ik heb dit voor mijn zoon besteld maar de kwaliteit is niet zoals verwacht.',
    ],
  },
  pl: {
    short: ['Polecam', 'Bardzo dobry produkt', 'Szybka dostawa', 'Zgodny z opisem'],
    long: [
      'Produkt jest bardzo dobry, przesyłka przyszła szybko i wszystko działa bez problemu.',
      'Niestety jakość jest słaba, po tygodniu się zepsuł i nie polecam tego sprzedawcy.',
    ],
  },
  tr: {
    short: ['Çok güzel', 'Ürün harika', 'Kargo hızlı geldi', 'Cok guzel tesekkurler'],
    long: [
      'Ürün çok güzel, kargo hızlı geldi ve paketleme de gayet özenliydi, tavsiye ederim.',
      'Fiyatına göre kalitesi iyi ama rengi fotoğraftaki gibi değil, biraz daha koyu.',
    ],
  },
  id: {
    short: ['Bagus', 'Mantap gan', 'Barang sesuai pesanan', 'Pengiriman cepat'],
    long: [
      'Barang sudah sampai dengan selamat, kualitas bagus dan pengiriman cepat. Terima kasih seller.',
      'Ukurannya agak kecil tapi bahannya adem dan jahitannya rapi, semoga awet ya.',
    ],
  },
  'hi-Latn': {
    short: ['Bahut accha hai', 'Ekdum bekar', 'Paisa vasool', 'Achha hai'],
    long: [
      'Product bahut accha hai, delivery bhi time pe hui aur quality ekdum mast hai.',
      'Mujhe ye phone bilkul pasand nahi aaya, battery jaldi khatam ho jati hai.',
    ],
  },
};

const guess = (text: string) => detectLanguage(text, words(text));

describe('detectLanguage', () => {
  for (const [language, { short, long }] of Object.entries(SAMPLES)) {
    it.each([...short, ...long])(`names ${language}: %j`, (text) => {
      const g = guess(text);
      expect(g.language).toBe(language);
      expect(g.isEnglish).toBe(language === 'en');
    });
  }

  it.each([
    ['这个产品质量很好，物流也很快，非常满意。', 'zh'],
    ['Отличный товар, качество хорошее, доставка быстрая.', 'ru'],
    ['Чудовий товар, якість хороша, доставка швидка.', 'uk'],
    ['とても使いやすいです。また買いたいと思います。', 'ja'],
    ['배송이 빠르고 품질도 좋아요', 'ko'],
    ['المنتج ممتاز والتوصيل سريع', 'ar'],
    ['बहुत अच्छा प्रोडक्ट है', 'hi'],
  ])('names a non-Latin script: %j -> %s', (text, language) => {
    expect(guess(text)).toMatchObject({ language, isEnglish: false, nonLatinScript: true });
  });

  // A writing system is shared by many languages, and a model measured on one of them must not read the
  // others: Bulgarian, Serbian, Macedonian, Belarusian, Kazakh and Mongolian are written in Cyrillic too.
  it.each([
    [
      'bg',
      'Много добър продукт, доставката беше бърза и качеството е отлично, препоръчвам го на всички',
    ],
    ['bg', 'Не съм доволен от покупката, батерията издържа много малко и зарядното се счупи'],
    [
      'sr',
      'Производ је веома добар и испорука је била брза, веома сам задовољан и препоручујем свима',
    ],
    ['mk', 'Производот е многу добар и испораката беше брза, многу сум задоволен и препорачувам'],
    ['be', 'Вельмі добры тавар, дастаўка была хуткая, я вельмі задаволены і рэкамендую ўсім'],
    ['kk', 'Өнім өте жақсы, жеткізу жылдам болды, мен өте ризамын және барлығына ұсынамын'],
    ['mn', 'Бүтээгдэхүүн маш сайн, хүргэлт хурдан байсан, би маш их сэтгэл хангалуун байна'],
  ])('does not call %s Russian or Ukrainian: %j', (_, text) => {
    expect(guess(text)).toMatchObject({ language: null, isEnglish: false, nonLatinScript: true });
  });

  it.each([
    'Пользуюсь уже месяц, всё работает отлично, батарея держит долго',
    'мало того, что заказ отправили не туда. так еще и деньги не возвращают',
    'Подъезд к отелю удобный, объявление на сайте честное, персонал вежливый',
  ])('still names Russian: %j', (text) => {
    expect(guess(text).language).toBe('ru');
  });

  // Latin letters that a language never writes (beyond the accents Western European languages borrow from
  // each other) rule that language out when several words carry them: Azerbaijani is not Turkish, Czech
  // not French, Vietnamese not English.
  it.each([
    ['az', 'Məhsul çox yaxşıdır və çatdırılma sürətli oldu, hər kəsə tövsiyə edirəm, çox razıyam'],
    ['az', 'Keyfiyyəti çox pisdir, iki həftədən sonra xarab oldu və pulumu geri qaytarmadılar'],
    [
      'cs',
      'Výrobek je skvělý, doprava byla rychlá a balení v pořádku, jsem spokojený a určitě doporučuji',
    ],
    [
      'vi',
      'Sản phẩm rất tốt, giao hàng nhanh, đóng gói cẩn thận, the shop is good, sẽ ủng hộ lần sau',
    ],
    ['lv', 'Prece ir ļoti laba un piegāde bija ātra, esmu ļoti apmierināts un iesaku to visiem'],
    ['hu', 'A termék nagyon jó minőségű és gyorsan megérkezett, teljesen elégedett vagyok vele'],
  ])('does not name a scored language for %s written in its own letters: %j', (_, text) => {
    expect(['en', 'de', 'es', 'fr', 'it', 'ro', 'tr']).not.toContain(guess(text).language);
  });

  // Languages the text model has no data for, written in letters the listed languages share: they must not
  // be named after the few listed words they contain (a Norwegian "for", "i"; a Swedish "den").
  it.each([
    ['sv', 'Produkten fungerar bra och leveransen var snabb, jag är mycket nöjd med mitt köp'],
    ['sv', 'Dålig kvalitet, gick sönder efter två veckor och kundtjänsten svarade aldrig'],
    [
      'no',
      'Den er helt grei for prisen, men batteriet varer ikke så lenge som de lover i annonsen',
    ],
    ['no', 'Produktet er veldig bra og leveringen gikk raskt, jeg er svært fornøyd med kjøpet'],
    [
      'da',
      'Virkelig dårlig kvalitet, den gik i stykker efter en uge og jeg fik ikke pengene tilbage',
    ],
    [
      'fi',
      'Huono laatu, hajosi kahden viikon käytön jälkeen eikä asiakaspalvelu vastannut viesteihini',
    ],
    ['fi', 'Tuote on todella hyvä ja toimitus oli nopea, olen erittäin tyytyväinen ostokseeni'],
    ['ca', 'He comprat aquesta cafetera per a casa i funciona molt bé, però fa una mica de soroll'],
    ['ca', "No m'ha agradat gens, la bateria dura molt poc i el servei al client no respon mai"],
    ['tl', 'Sobrang ganda ng produkto at mabilis ang delivery, salamat po sa seller at sa rider'],
    [
      'tl',
      'Maganda naman siya pero medyo maliit kaysa sa inaasahan ko, okay na rin para sa presyo',
    ],
    ['vi', 'San pham rat tot, giao hang nhanh, dong goi can than, se ung ho shop lan sau nua nhe'],
    [
      'cs',
      'Vyrobek je velmi kvalitni a doprava byla rychla, jsem moc spokojeny a mohu jen doporucit',
    ],
  ])('does not name a scored language for %s: %j', (_, text) => {
    expect(['en', 'de', 'es', 'fr', 'it', 'ro', 'tr']).not.toContain(guess(text).language);
  });

  it.each([
    'Ordered from the Škoda dealer in Brno, arrived in two days and it fits my car perfectly',
    'We took it to Łódź and Zürich on our trip and it held up perfectly the whole time',
    'Great espresso machine, makes a proper café crème and the milk frother works like a charm',
  ])('keeps English with a foreign name or loan word in it: %j', (text) => {
    expect(guess(text).language).toBe('en');
  });

  // Romance languages share their articles and prepositions ("la", "un", "de"); when only some lists hold
  // them, an Italian or Romanian review goes to the Spanish or French scorer.
  it.each([
    ['it', 'La lavatrice fa un po di rumore ma lava bene, la consiglio a una famiglia piccola'],
    ['it', 'La borsa arriva con una cerniera rotta e la cucitura di un lato scucita, peccato'],
    ['ro', 'Camera a fost curată, dar patul era cam mic pentru o familie de trei persoane'],
    ['ro', 'Am comandat o geantă la un preț bun, dar a venit cu o cusătură ruptă la mâner'],
    ['es', 'La cama era cómoda y la ubicación cerca del centro, solo un poco ruidosa de noche'],
  ])('names %s when its articles are shared with other Romance languages: %j', (language, text) => {
    expect(guess(text).language).toBe(language);
  });

  it.each(['Super', 'Ok', 'Top!', '👍👍', '10/10', 'Wow!!', 'Prima'])(
    'says it cannot tell for %j rather than guessing English',
    (text) => {
      expect(guess(text)).toEqual({ language: null, isEnglish: false, nonLatinScript: false });
    },
  );

  it('never calls short French, Spanish, Portuguese or Italian text English, accented or not', () => {
    for (const text of [
      'Tres bien',
      'Parfait',
      'Bueno',
      'Perfecto',
      'Recomiendo',
      'Otimo',
      'Perfetto',
      'Je recommande',
      'Lo recomiendo',
      'Bello e utile',
    ])
      expect(guess(text).isEnglish, text).toBe(false);
  });

  it('does not call English a Spanish word salad with a few English loan words', () => {
    const t =
      'El producto es muy bueno, el setup fue fácil y la app funciona bien con mi teléfono.';
    expect(guess(t).isEnglish).toBe(false);
    expect(guess(t).language).toBe('es');
  });

  // Code-switched reviews (Taglish, Hinglish, Spanglish: our own, as shoppers write them) mix English with a
  // language the English scorer cannot read: named English, the English scorer judged words it does not know. A
  // text whose words English does not share make up a third of its English ones or more is mixed: no language.
  it.each([
    'Sobrang ganda ng product, fast shipping and the quality is great',
    'Ang bilis ng delivery and the item is really good, sulit talaga',
    'Product bahut accha hai, delivery was fast and packaging was good',
    'Camera quality is very good but battery backup bilkul bekar hai yaar, I am not happy',
    'I bought this for my mom y le encantó, the color es muy bonito and it works well',
  ])('names no language for code-switched text: %j', (text) => {
    expect(guess(text)).toMatchObject({ language: null, isEnglish: false });
    const { facts } = prepareReviews([{ id: 'r', text }]);
    expect(facts[0]?.language).toBeNull();
  });

  // Arabic typed in Latin letters (Egyptian and Levantine "Franco-Arabic", our own) has no word list: its "el"
  // (the article) once named it Spanish and sent it to the Spanish scorer. In a text of five words or more one
  // listed word, however often repeated, is too little to name a language.
  it.each([
    'el montag momtaz gedan w el taslim kan sare3, ana mabsout bel kol',
    'el 7aga di helwa awi bas el se3r ghaly shwaya',
    'el shanta gamila gedan w el 5ama mmtaza, sho3l 7elw',
    'wallah el montag da mesh kwayes, el batarya bt5ls bsor3a',
  ])('names no language from one listed word repeated: %j', (text) => {
    expect(guess(text)).toMatchObject({ language: null, isEnglish: false });
    const { facts } = prepareReviews([{ id: 'r', text }]);
    expect(facts[0]?.language).toBeNull();
  });

  it.each([
    ['¡Excelente!', 'es'],
    ['Excelente producto, llegó a tiempo y funciona', 'es'],
    ['Ürün harika, tavsiye ederim herkese', 'tr'],
    ['Sehr gut, gerne wieder bestellt bei diesem Händler', 'de'],
  ])(
    'still names a language from two different listed words, or one in a short text: %j',
    (text, language) => {
      expect(guess(text).language).toBe(language);
    },
  );

  it.each([
    'I love this blender, it works great and it is easy to clean, muy bueno',
    'Best phone ever, I am first time iPhone user and the camera is amazing',
    'Ordered the large size per the chart and it fits well, the print is cute',
  ])('keeps English with a foreign word or two: %j', (text) => {
    expect(guess(text)).toMatchObject({ language: 'en', isEnglish: true });
  });

  it('reads decomposed accents (NFD) as their composed letters', () => {
    const nfd = 'Très déçue, le produit ne marche pas'.normalize('NFD');
    expect(guess(nfd).language).toBe('fr');
  });

  it('gives the analyzer the same language as the readable form', () => {
    const texts = Object.values(SAMPLES).flatMap((s) => [...s.short, ...s.long]);
    const { facts } = prepareReviews(texts.map((text, i) => ({ id: `r${i}`, text })));
    texts.forEach((text, i) => expect(facts[i]?.language, text).toBe(guess(text).language));
  });
});
