// One pass over each review: tokenise once, decide assessability, and keep only the compact features the
// signals need (word hashes in one flat array, sentiment counts, day number). No per-word or per-review
// strings or arrays are made for ASCII text, so 100,000 reviews stay cheap in time and memory.
import type { Review } from '@reviewsentry/contracts';
import { assessScanned, type Assessability } from './assess/assessability';
import { addLanguageHits } from './assess/language';
import { dayNumber } from './dates';
import { NEGATION_SCOPE } from './signals/sentiment';
import type { PreparedProduct, PreparedReview } from './signals/types';
import { WordScanner } from './text/scan';
import {
  LANG_MASK,
  LANGUAGES,
  NEGATIVE_FLAG,
  NEGATOR_FLAG,
  POSITIVE_FLAG,
} from './text/token-info';
import { BatchWordScanner } from './text/word-scanner-wasm';

export interface Prepared {
  product: PreparedProduct;
  assessments: Assessability[];
}

/**
 * Texts that are ASCII apart from ’ (nearly all English reviews) are scanned and counted in WebAssembly,
 * a batch of texts per call (text/word-scanner-wasm.ts); any other text takes WordScanner's Unicode path
 * and the same counting in JavaScript (countFacts). Both give the same words, hashes and counts
 * (word-scanner-wasm.test.ts).
 */
export function prepareReviews(reviews: readonly Review[]): Prepared {
  const batch = new BatchWordScanner();
  let unicode: WordScanner | null = null;
  const prepared: PreparedReview[] = new Array<PreparedReview>(reviews.length);
  const assessments: Assessability[] = new Array<Assessability>(reviews.length);
  const wordStart = new Int32Array(reviews.length + 1);
  // Sized from the text lengths (English averages over 5 characters a word, separators included), so that
  // a large product neither grows the buffer nor copies it when trimming (2 × 30 MB at 100,000 reviews).
  let chars = 0;
  for (let i = 0; i < reviews.length; i++) chars += (reviews[i] as Review).text.length;
  let words = new Uint32Array(Math.max(1024, Math.ceil(chars / 4)));
  let used = 0;
  const reserve = (extra: number): void => {
    if (used + extra <= words.length) return;
    const grown = new Uint32Array(Math.max(words.length * 2, used + extra));
    grown.set(words.subarray(0, used));
    words = grown;
  };
  const hits = new Int32Array(LANGUAGES.length);
  const counts = { positive: 0, negative: 0 };
  // Real products repeat few distinct dates many times; parsing each once saves a regex and a Date each.
  const days = new Map<string, number | null>();
  for (let from = 0; from < reviews.length;) {
    let to = from;
    while (to < reviews.length && batch.add((reviews[to] as Review).text)) to++;
    reserve(batch.run());
    // The batch's words are copied in runs, one copy from wherever a run starts (`runFrom` in the
    // batch, `runAt` in the product) to the next not-ASCII text or the batch's end: usually one copy.
    let runFrom = 0;
    let runAt = used;
    for (let index = from; index < to; index++) {
      const review = reviews[index] as Review;
      const k = index - from;
      let count = batch.count(k);
      let ascii = true;
      if (count >= 0) {
        batch.hitsInto(k, hits);
        counts.positive = batch.positive(k);
        counts.negative = batch.negative(k);
      } else {
        words.set(batch.words.subarray(runFrom, batch.wordOffset(k)), runAt);
        unicode ??= new WordScanner();
        unicode.scan(review.text);
        count = unicode.count;
        ascii = unicode.ascii;
        // Room for this text's words and the rest of the batch's (reserved above from `used` then).
        reserve(count + batch.wordOffset(to - from) - batch.wordOffset(k));
        words.set(unicode.hashes.subarray(0, count), used);
        countFacts(unicode.flags, count, hits, counts);
        runFrom = batch.wordOffset(k);
        runAt = used + count;
      }
      used += count;
      wordStart[index + 1] = used;
      const a = assessScanned(review.text, count, hits, ascii);
      let day: number | null = null;
      if (review.date) {
        const known = days.get(review.date);
        if (known !== undefined) day = known;
        else {
          day = dayNumber(review.date);
          if (days.size < 100_000) days.set(review.date, day);
        }
      }
      assessments[index] = a;
      prepared[index] = {
        index,
        review,
        wordCount: count,
        positive: counts.positive,
        negative: counts.negative,
        day,
        assessed: a.assessed,
      };
    }
    words.set(batch.words.subarray(runFrom, batch.wordOffset(to - from)), runAt);
    batch.clear();
    from = to;
  }
  return {
    // Trim the buffer only when most of it is unused: the copy costs time and, while both exist, more
    // memory than the slack it frees (the benchmark product fills about 78 % of its estimate: 31 MB
    // copied to free 9 MB).
    product: {
      reviews: prepared,
      words: words.length - used > used ? words.slice(0, used) : words.subarray(0, used),
      wordStart,
    },
    assessments,
  };
}

/**
 * One pass over a text's scanned word facts: function-word hits per language and sentiment cues (most
 * words have no facts, so the flag tests are rarely taken). wasm/word-scanner.as does the same.
 */
export function countFacts(
  flags: Int32Array,
  count: number,
  hits: Int32Array,
  out: { positive: number; negative: number },
): void {
  hits.fill(0);
  let positive = 0;
  let negative = 0;
  let negateUntil = -1;
  for (let i = 0; i < count; i++) {
    const f = flags[i] as number;
    if (f === 0) continue;
    if (f & LANG_MASK) addLanguageHits(hits, f);
    if (f & NEGATOR_FLAG) negateUntil = i + NEGATION_SCOPE;
    else if (f & (POSITIVE_FLAG | NEGATIVE_FLAG)) {
      // Same rule as sentiment.ts's sentimentOfFlags (tested to agree).
      if (((f & POSITIVE_FLAG) !== 0) !== i <= negateUntil) positive++;
      else negative++;
    }
  }
  out.positive = positive;
  out.negative = negative;
}
