// The phrases reviewers use to disclose an incentive, per language, as token sequences (lower case, NFC,
// hyphenated and apostrophe words as one token: "cuma-cuma", "j'ai"; inflected forms listed). Written from how
// people word disclosures on shop pages ("I received this product free in exchange for my honest review",
// "Producto recibido gratis a cambio de mi opinión", "Das Produkt wurde mir kostenlos zur Verfügung
// gestellt", "Ho ricevuto il prodotto gratuitamente per testarlo"), and kept to phrases that mean the
// same in ordinary reviews only rarely ("free shipping" is listed to be ignored). Categories:
//   got       the reviewer received it ("received", "recibí", "erhalten", "mila")
//   provided  it was provided or sent to them ("zur Verfügung gestellt", "mis à disposition")
//   free      at no or reduced cost ("free", "gratis", "kostenlos", "za darmo", "ücretsiz")
//   exchange  "in exchange for", "a cambio de", "im Austausch", "w zamian za", "karşılığında"
//   purpose   to test or review it ("to review", "zum Testen", "per testarlo", "review ke liye")
//   review    the review itself ("review", "opinión", "Bewertung", "avis", "yorum")
//   honest    "honest", "unbiased", "ehrliche", "sincera", "dürüst"
//   program   reviewer programmes ("Amazon Vine", "Vine Voice", "Produkttester")
//   ignore    look-alikes that are no incentive ("free shipping", "envío gratis")
//   negation  words that turn a disclosure into its opposite when just before it ("not", "nicht", "nie")
export type Cue =
  | 'got'
  | 'provided'
  | 'free'
  | 'exchange'
  | 'purpose'
  | 'review'
  | 'honest'
  | 'program'
  | 'ignore'
  | 'negation';

type Phrases = Partial<Record<Cue, string>>;

/** One line per phrase would be long; phrases are separated by "|" and their tokens by spaces. */
export const INCENTIVE_PHRASES: Readonly<Record<string, Phrases>> = {
  en: {
    got: 'received|recieved|receive|got|obtained|was given|were given|was sent|were sent|was offered|was gifted|were gifted|was provided|were provided|was supplied|were supplied|provided me with',
    provided: 'provided to me|supplied to me|gifted to me|sent to me by|given to me by',
    free: 'free|for free|free of charge|at no cost|no cost|at no charge|no charge|complimentary|discounted|at a discount|a discount|discount code|discount coupon|at a reduced price|reduced price|at a promotional price|as a sample|free sample|sample',
    exchange: 'in exchange|exchange for|in return for|in return',
    purpose:
      'to review|to test|to try|to evaluate|for review|for reviewing|for testing|for evaluation|for the purpose of|for the purposes of|review purposes|testing purposes|evaluation purposes|to try out|for my honest|for an honest|for a honest|for honest|for my unbiased|for an unbiased|for an impartial|for my impartial|for a truthful|for my truthful|for my review|for a review|for an objective|for a fair review|for a fair opinion|for a fair evaluation|for a fair and|for my fair and',
    review: 'review|reviews|reviewing|opinion|feedback|evaluation|assessment|testing',
    honest: 'honest|unbiased|fair|truthful|candid|impartial|objective|genuine',
    program:
      'amazon vine|vine voice|vine program|vine programme|vine customer|vine member|vine reviewer|vine review|review trader',
    ignore:
      'free shipping|free delivery|free returns|free return|free postage|shipping was free|delivery was free|free gift with purchase|discount store',
    negation: 'not|never|no|without|nor|neither',
  },
  es: {
    got: 'recibí|recibi|recibido|recibida|me enviaron|me lo enviaron|me la enviaron|me regalaron|me dieron|obtuve|me llegó gratis',
    provided:
      'me fue proporcionado|me fue proporcionada|me fue facilitado|me fue facilitada|me fue cedido|me fue enviado|me fue enviada|me fue regalado|proporcionado por la marca|facilitado por la marca|enviado por la marca|cedido por la marca',
    free: 'gratis|gratuito|gratuita|gratuitamente|sin costo|sin coste|sin cargo|de regalo|con descuento|descuento|a precio reducido|precio reducido|muestra',
    exchange: 'a cambio de|a cambio|en cambio de',
    purpose:
      'para probar|para probarlo|para probarla|para reseñar|para opinar|para evaluar|para testear|para su prueba|para que lo pruebe|para que la pruebe|para una reseña|para mi reseña|por mi opinión|por una reseña',
    review: 'reseña|opinión|opinion|valoración|valoracion|evaluación|evaluacion|comentario|prueba',
    honest: 'honesta|honesto|sincera|sincero|imparcial|objetiva|objetivo|sin sesgo',
    program: 'programa vine|amazon vine',
    ignore:
      'envío gratis|envio gratis|envío gratuito|envio gratuito|envío sin costo|entrega gratis',
    negation: 'no|nunca|ni|jamás|jamas',
  },
  pt: {
    got: 'recebi|recebido|recebida|ganhei|me enviaram|me mandaram|obtive',
    provided:
      'me foi fornecido|me foi fornecida|me foi cedido|me foi enviado|fornecido pela marca|cedido pela marca|enviado pela marca|enviado pela loja|disponibilizado pela marca',
    free: 'grátis|gratis|gratuito|gratuita|gratuitamente|de graça|de graca|sem custo|sem custos|cortesia|de cortesia|com desconto|desconto|amostra',
    exchange: 'em troca de|em troca|em troca da|em troca do',
    purpose:
      'para testar|para avaliar|para experimentar|para teste|para análise|para analise|para resenha',
    review:
      'avaliação|avaliacao|opinião|opiniao|análise|analise|resenha|review|comentário|comentario',
    honest: 'honesta|honesto|sincera|sincero|imparcial',
    program: 'programa vine|amazon vine',
    ignore: 'frete grátis|frete gratis|entrega grátis|entrega gratis|envio grátis|envio gratis',
    negation: 'não|nao|nunca|nem',
  },
  fr: {
    got: "reçu|recu|reçue|recue|j'ai reçu|j'ai recu|on m'a offert|on m'a envoyé|m'a été offert|m'a été offerte|m'a été envoyé|m'a été envoyée|obtenu",
    provided:
      'mis à disposition|mise à disposition|fourni par la marque|fourni par le vendeur|offert par la marque|offert par le vendeur|envoyé par la marque|envoyé par le vendeur',
    free: 'gratuit|gratuite|gratuitement|gracieusement|offert|offerte|à titre gracieux|sans frais|à prix réduit|prix réduit|remise|réduction|code promo|échantillon',
    exchange:
      'en échange de|en échange|en echange de|en echange|contre un avis|contre mon avis|en contrepartie',
    purpose:
      'pour tester|pour test|pour le tester|pour la tester|pour évaluation|pour évaluer|pour avis|pour donner mon avis|à tester',
    review: 'avis|test|évaluation|evaluation|critique|commentaire|retour',
    honest: 'honnête|honnete|sincère|sincere|impartial|impartiale|objectif|objective',
    program: 'programme vine|amazon vine|testeur vine',
    ignore:
      'livraison gratuite|livraison offerte|frais de port offerts|port gratuit|retour gratuit',
    negation: "pas|ne|n'ai|n'a|n'est|jamais|aucun|aucune|sans",
  },
  de: {
    got: 'erhalten|bekommen|zugeschickt|zugesandt|zugesendet|geschenkt bekommen|habe ich erhalten',
    provided:
      'zur verfügung gestellt|zur verfuegung gestellt|gestellt bekommen|überlassen|ueberlassen|vom hersteller zugeschickt|vom hersteller erhalten|vom verkäufer erhalten|vom verkaeufer erhalten',
    free: 'kostenlos|kostenfrei|gratis|umsonst|unentgeltlich|vergünstigt|verguenstigt|reduziert|zum reduzierten preis|rabatt|rabattcode|rabattiert|gutschein|muster',
    exchange:
      'im austausch|im austausch für|im gegenzug|als gegenleistung|gegen eine bewertung|gegen bewertung',
    purpose:
      'zum testen|zum test|zu testzwecken|zum ausprobieren|zur bewertung|zur rezension|für eine bewertung|für einen test|für meine bewertung|für den test|für eine ehrliche|für meine ehrliche|für eine unabhängige|für eine objektive',
    review:
      'bewertung|rezension|meinung|testbericht|test|produkttest|erfahrungsbericht|beurteilung',
    honest:
      'ehrliche|ehrlichen|ehrlich|unabhängige|unabhängigen|unabhaengige|objektive|objektiven|unvoreingenommene|neutrale|neutralen',
    program:
      'vine-programm|vine programm|amazon vine|vine-produkttester|produkttester|vine produkttester',
    ignore:
      'kostenloser versand|kostenlose lieferung|versandkostenfrei|kostenloser rückversand|gratis versand',
    negation: 'nicht|kein|keine|keinen|keinem|nie|niemals|ohne',
  },
  it: {
    got: 'ricevuto|ricevuta|ho ricevuto|mi è stato inviato|mi è stata inviata|mi è stato regalato|mi è stata regalata|ottenuto',
    provided:
      "messo a disposizione|messa a disposizione|mi è stato fornito|mi è stata fornita|fornito dal venditore|fornito dall'azienda|inviato dal venditore|inviato dall'azienda|omaggiato",
    free: 'gratis|gratuito|gratuita|gratuitamente|omaggio|in omaggio|a titolo gratuito|scontato|scontata|a prezzo scontato|sconto|codice sconto|campione',
    exchange: 'in cambio di|in cambio|in cambio della|in cambio del',
    purpose:
      'per testarlo|per testarla|per provarlo|per provarla|da testare|per recensirlo|per recensirla|per la recensione|per una recensione|per test',
    review: 'recensione|recensioni|opinione|valutazione|parere|giudizio|test|feedback',
    honest: 'onesta|onesto|sincera|sincero|imparziale|obiettiva|obiettivo',
    program: 'programma vine|amazon vine',
    ignore: 'spedizione gratuita|spedizione gratis|consegna gratuita|reso gratuito',
    negation: 'non|mai|né|senza',
  },
  nl: {
    got: 'ontvangen|gekregen|toegestuurd|opgestuurd',
    provided:
      'ter beschikking gesteld|beschikbaar gesteld|ter beschikking|aangeboden door het merk|opgestuurd door het merk',
    free: 'gratis|kosteloos|kostenloos|met korting|korting|kortingscode|proefexemplaar',
    exchange: 'in ruil voor|in ruil|in ruil van|als tegenprestatie',
    purpose:
      'om te testen|om te reviewen|om te beoordelen|ter beoordeling|voor een review|voor een test',
    review: 'review|recensie|beoordeling|mening|test',
    honest: 'eerlijke|eerlijk|onafhankelijke|onbevooroordeelde|objectieve',
    program: 'vine-programma|vine programma|amazon vine',
    ignore: 'gratis verzending|gratis bezorging|gratis retour|gratis verzonden',
    negation: 'niet|geen|nooit',
  },
  pl: {
    got: 'otrzymałem|otrzymałam|otrzymalem|otrzymalam|dostałem|dostałam|dostalem|dostalam|otrzymany|otrzymana',
    provided:
      'udostępniony|udostępniona|udostepniony|udostepniona|udostępniony przez|przesłany przez markę|wysłany przez markę',
    free: 'za darmo|darmowy|darmowa|darmowo|bezpłatnie|bezplatnie|bezpłatny|bezpłatna|gratis|nieodpłatnie|nieodplatnie|ze zniżką|zniżka|zniżką|rabat|rabatem|kod rabatowy|próbka',
    exchange: 'w zamian za|w zamian|w ramach współpracy|w ramach wspolpracy',
    purpose:
      'do testów|do testow|do przetestowania|do testowania|do recenzji|do oceny|w celu przetestowania|na testy',
    review: 'opinię|opinie|opinia|opinii|recenzję|recenzje|recenzja|ocenę|ocena|test',
    honest: 'uczciwą|uczciwa|szczerą|szczera|obiektywną|obiektywna|rzetelną|rzetelna|bezstronną',
    program: 'program vine|amazon vine',
    ignore: 'darmowa dostawa|darmowa wysyłka|darmowa wysylka|darmowy zwrot|dostawa gratis',
    negation: 'nie|nigdy|bez',
  },
  tr: {
    got: 'aldım|aldim|edindim|elime ulaştı|hediye edildi',
    provided:
      'tarafıma gönderildi|tarafima gonderildi|bana gönderildi|bana gonderildi|firma tarafından gönderildi|firma tarafindan gonderildi|marka tarafından gönderildi|marka tarafindan gonderildi',
    free: 'ücretsiz|ucretsiz|bedava|bedelsiz|ücretsiz olarak|ucretsiz olarak|indirimli|indirim kodu|numune',
    exchange: 'karşılığında|karsiliginda|karşılığı|karsiligi|karşılığı olarak|karsiligi olarak',
    purpose:
      'test etmem için|test etmem icin|denemem için|denemem icin|incelemem için|incelemem icin|değerlendirmem için|degerlendirmem icin|test amaçlı|test amacli',
    review:
      'yorum|yorumum|yorumu|yorumumu|yorumlarım|değerlendirme|degerlendirme|değerlendirmem|degerlendirmem|inceleme|incelemem',
    honest: 'dürüst|durust|tarafsız|tarafsiz|objektif|samimi',
    program: 'amazon vine|vine programı|vine programi',
    ignore: 'ücretsiz kargo|ucretsiz kargo|kargo bedava|kargo ücretsiz|kargo ucretsiz',
    negation: 'değil|degil|hiç|hic',
  },
  id: {
    got: 'menerima|diterima|mendapatkan|mendapat|dapat|dikasih|diberi|diberikan|dikirimi|dikirimin|dikirim oleh',
    provided: 'disediakan oleh|diberikan oleh|dikirim oleh|dikirimkan oleh|dikirim dari brand',
    free: 'gratis|cuma-cuma|cuma cuma|secara gratis|free|diskon|potongan harga|voucher|sampel',
    exchange: 'sebagai imbalan|imbalan|dengan imbalan|sebagai gantinya|ditukar dengan',
    purpose:
      'untuk direview|untuk di review|untuk diulas|untuk diuji|untuk dicoba|untuk review|buat review|untuk testing',
    review: 'review|ulasan|ulasannya|penilaian|testimoni|pendapat',
    honest: 'jujur|objektif',
    program: 'amazon vine',
    ignore: 'gratis ongkir|free ongkir|ongkir gratis|gratis ongkos kirim',
    negation: 'tidak|bukan|tak|gak|nggak|enggak|belum',
  },
  'hi-Latn': {
    got: 'mila|mili|mile|diya gaya|di gayi|bheja gaya|bheji gayi|bheja',
    provided: 'company ne bheja|brand ne bheja|seller ne bheja|company ne diya|brand ne diya',
    free: 'free|free mein|free me|muft|muft mein|discount|discount pe|discount par',
    exchange: 'ke badle|ke badle mein|ke badle me|badle mein|badle me',
    purpose: 'review ke liye|review karne ke liye|test karne ke liye|testing ke liye',
    review: 'review',
    honest: 'honest|sachcha|sachchi|imandar|imaandaar',
    program: 'amazon vine',
    ignore: 'free delivery|free shipping',
    negation: 'nahi|nahin|nhi',
  },
};

/** The languages whose disclosures the incentive signal reads. */
export const INCENTIVE_LANGUAGES: readonly string[] = Object.keys(INCENTIVE_PHRASES);
