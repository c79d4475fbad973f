// `npx tsx ml/src/eval-products-language-cli.ts`: measures language detection on real texts of known
// language, short (< MIN_WORDS words) and long separately: how many get their own language, how many are
// called English (the costly error for a non-English text: it would reach the English text model), another
// language, or "cannot tell" (null), and how many are named a language the committed text model scores that is
// not theirs (`another_scorer`: the text would be read by another language's scorer). Results:
// docs/decisions/105-languages-of-short-and-foreign-reviews.md, 160-languages-that-share-a-script.md.
// Salminen test.csv is not read (it is kept for the text model's final evaluation).
import { existsSync } from 'node:fs';
import { DEFAULT_MODEL_COVERAGE, detectLanguage, words } from '@reviewsentry/detector';
import { loadTextModel } from '@reviewsentry/detector/text-model';
import { cleanText } from '@reviewsentry/ingest';
import { sharedDataPath } from './paths';
import { readCsv } from './data';

/** The committed text model's shortest text: the split between short and long texts here. */
const MIN_WORDS = DEFAULT_MODEL_COVERAGE.minWords;

interface Corpus {
  name: string;
  file: string[];
  column: string;
  /** The language every kept row is written in (BCP 47 as detectLanguage names it). */
  language: string;
  rows?: (row: Record<string, string>, i: number) => boolean;
}

// Rows 1, 19, 24, 43 of the Instant Pot file are the Spanish reviews (our own reading of the 47 rows).
const SPANISH_ROWS = new Set([1, 19, 24, 43]);
const MAIDEUP_HUMAN = ['llm-reviews-train', 'genuine_maideup_booking_hotel.csv'];
const MAIDEUP_GPT4 = ['llm-reviews-train', 'fake_maideup_gpt-4_hotel.csv'];

const maideup = (language: string): Corpus[] => [
  {
    name: `booking human (${language})`,
    file: MAIDEUP_HUMAN,
    column: 'text',
    language,
    rows: (r) => r.language === language,
  },
  {
    name: `gpt-4 hotel (${language})`,
    file: MAIDEUP_GPT4,
    column: 'text',
    language,
    rows: (r) => r.language === language,
  },
];

const CORPORA: Corpus[] = [
  {
    name: 'salminen train (en)',
    file: ['fake-reviews-salminen', 'train.csv'],
    column: 'text_',
    language: 'en',
  },
  {
    name: 'amazon musical instruments (en)',
    file: ['real-world', 'csv', 'amazon_musical_instruments_reviewText_overall_asin.csv'],
    column: 'reviewText',
    language: 'en',
  },
  {
    name: 'datafiniti amazon devices (en)',
    file: ['real-world', 'csv', 'datafiniti_amazon_devices_dotted_cols_bom.csv'],
    column: 'reviews.text',
    language: 'en',
  },
  {
    name: 'trustpilot (en)',
    file: ['real-world', 'csv', 'trustpilot_company_reviews_iso_dates.csv'],
    column: 'Review Text',
    language: 'en',
  },
  {
    name: 'walmart (en)',
    file: ['real-world', 'csv', 'walmart_seller_reviews_mmddyyyy.csv'],
    column: 'review',
    language: 'en',
  },
  {
    name: 'flipkart (en)',
    file: ['real-world', 'csv', 'flipkart_iphone15_certified_buyer.csv'],
    column: 'Review',
    language: 'en',
  },
  {
    name: 'instant pot US (en)',
    file: ['real-world', 'csv', 'amazon_us_mx_instantpot_outof5stars.csv'],
    column: 'body',
    language: 'en',
    rows: (_, i) => !SPANISH_ROWS.has(i),
  },
  {
    name: 'instant pot MX (es)',
    file: ['real-world', 'csv', 'amazon_us_mx_instantpot_outof5stars.csv'],
    column: 'body',
    language: 'es',
    rows: (_, i) => SPANISH_ROWS.has(i),
  },
  {
    name: 'shopee (id)',
    file: ['real-world', 'csv', 'shopee_id_multi_product_indonesian.csv'],
    column: 'comment',
    language: 'id',
  },
  {
    name: 'magaza yorumlari (tr)',
    file: ['llm-reviews-train', 'genuine_magaza-yorumlari_product_tr.csv'],
    column: 'text',
    language: 'tr',
  },
  ...['en', 'es', 'de', 'fr', 'it', 'tr'].flatMap(maideup),
  // Languages without a word list: they must not be called English (any other answer is acceptable).
  ...['ro', 'ru', 'zh', 'ko'].flatMap(maideup),
];

type Outcome = 'own' | 'english' | 'other' | 'unknown';
/** The languages the committed model scores, each with a scorer of its own. */
const SCORED = new Set(loadTextModel().languages);
const table: Record<string, unknown>[] = [];
const totals = {
  nonEnglishCalledEnglish: 0,
  nonEnglishTexts: 0,
  latinCalledEnglish: 0,
  latinTexts: 0,
  englishOwn: 0,
  englishTexts: 0,
};
/** The corpora written in a non-Latin script (their English answers are mostly English texts in them). */
const NON_LATIN = new Set(['ru', 'zh', 'ko']);
for (const c of CORPORA) {
  if (!existsSync(sharedDataPath(...c.file))) {
    console.warn(`*** skipping ${c.name}: ${sharedDataPath(...c.file)} is missing ***`);
    continue;
  }
  const counts: Record<'short' | 'long', Record<Outcome | 'texts' | 'anotherScorer', number>> = {
    short: { texts: 0, own: 0, english: 0, other: 0, unknown: 0, anotherScorer: 0 },
    long: { texts: 0, own: 0, english: 0, other: 0, unknown: 0, anotherScorer: 0 },
  };
  readCsv(sharedDataPath(...c.file)).forEach((row, i) => {
    if (c.rows && !c.rows(row, i)) return;
    // Cleaned as the importer cleans a review (scraped page text such as "READ MORE" removed).
    const text = cleanText(row[c.column] ?? '').text;
    if (!/[\p{L}]/u.test(text)) return;
    const tokens = words(text);
    const g = detectLanguage(text, tokens);
    const outcome: Outcome =
      g.language === c.language
        ? 'own'
        : g.isEnglish
          ? 'english'
          : g.language === null
            ? 'unknown'
            : 'other';
    const bucket = counts[tokens.length < MIN_WORDS ? 'short' : 'long'];
    bucket.texts++;
    bucket[outcome]++;
    if (outcome !== 'own' && g.language !== null && SCORED.has(g.language)) bucket.anotherScorer++;
    if (c.language === 'en') {
      totals.englishTexts++;
      if (outcome === 'own') totals.englishOwn++;
    } else {
      totals.nonEnglishTexts++;
      if (outcome === 'english') totals.nonEnglishCalledEnglish++;
      if (!NON_LATIN.has(c.language)) {
        totals.latinTexts++;
        if (outcome === 'english') totals.latinCalledEnglish++;
      }
    }
  });
  for (const length of ['short', 'long'] as const) {
    const k = counts[length];
    if (k.texts === 0) continue;
    const pct = (x: number) => `${((100 * x) / k.texts).toFixed(1)} %`;
    table.push({
      corpus: c.name,
      length: `${length} (${length === 'short' ? '<' : '≥'} ${MIN_WORDS} words)`,
      texts: k.texts,
      own_language: pct(k.own),
      english: pct(k.english),
      other: pct(k.other),
      cannot_tell: pct(k.unknown),
      another_scorer: k.anotherScorer,
    });
  }
}
console.table(table);
console.log(
  JSON.stringify(
    {
      english_texts: totals.englishTexts,
      english_recognised: totals.englishOwn,
      non_english_texts: totals.nonEnglishTexts,
      non_english_called_english: totals.nonEnglishCalledEnglish,
      latin_script_non_english_texts: totals.latinTexts,
      latin_script_non_english_called_english: totals.latinCalledEnglish,
    },
    null,
    2,
  ),
);
