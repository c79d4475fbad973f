// One pass over each review: tokenise once, read what the text allows (text or not, language), and keep only the compact features the
// signals need (word hashes in one flat array, sentiment counts, day number). No per-word or per-review
// strings or arrays are made for ASCII text, so 100,000 reviews stay cheap in time and memory.
import type { Review } from '@reviewsentry/contracts';
import { factsOfScan, type TextFacts } from './assess/assessability';
import { addLanguageHits } from './assess/language';
import { calendarPlace, type CalendarPlace } from './dates';
import { NEGATION_SCOPE, NO_CUE, POST_NEGATION_SCOPE } from './signals/sentiment';
import type { PreparedProduct, PreparedReview } from './signals/types';
import { WordScanner } from './text/scan';
import {
  LANG_MASK,
  LANGUAGES,
  NEGATIVE_FLAG,
  NEGATOR_FLAG,
  POSITIVE_FLAG,
  POST_NEGATOR_FLAG,
} from './text/token-info';
import { withWordScanner, type BatchWordScanner } from './text/word-scanner-wasm';

export interface Prepared {
  product: PreparedProduct;
  /** What each review's text allows (has text, language), by review index. */
  facts: TextFacts[];
}

/**
 * Texts that are ASCII apart from ’ (nearly all English reviews) are scanned and counted in WebAssembly,
 * a batch of texts per call (text/word-scanner-wasm.ts); any other text takes WordScanner's Unicode path
 * and the same counting in JavaScript (countFacts). Both give the same words, hashes and counts
 * (word-scanner-wasm.test.ts).
 */
export function prepareReviews(reviews: readonly Review[]): Prepared {
  const product = new ProductBuilder(reviews);
  withWordScanner((batch) => {
    for (let from = 0; from < reviews.length;) {
      let to = from;
      while (to < reviews.length && batch.add((reviews[to] as Review).text)) to++;
      product.takeBatch(batch, from, to);
      batch.clear();
      from = to;
    }
  });
  return product.finish();
}

/**
 * The product's arrays, filled batch by batch. The per-review loop lives in takeBatch, a method called
 * once a batch, and the rare paths (a not-ASCII text, a growing buffer) in methods of their own: V8 then
 * optimises the loop after the first batch, where one large function with the loop inside was first
 * compiled on the fly (OSR) before its later code had run, thrown away at the batch's end and recompiled
 * (about 0.2 s of slow code at 100,000 reviews on a busy machine).
 */
class ProductBuilder {
  private readonly prepared: PreparedReview[];
  private readonly facts: TextFacts[];
  private readonly wordStart: Int32Array;
  private words: Uint32Array;
  private used = 0;
  private readonly hits = new Int32Array(LANGUAGES.length);
  private readonly counts = { positive: 0, negative: 0 };
  // Real products repeat few distinct dates many times; each is placed on the calendar once.
  private readonly places = new Map<string, CalendarPlace>();
  private unicode: WordScanner | null = null;

  constructor(private readonly reviews: readonly Review[]) {
    this.prepared = new Array<PreparedReview>(reviews.length);
    this.facts = new Array<TextFacts>(reviews.length);
    this.wordStart = new Int32Array(reviews.length + 1);
    // Sized from the text lengths (English averages over 5 characters a word, separators included), so
    // that a large product neither grows the buffer nor copies it when trimming (2 × 30 MB at 100,000).
    let chars = 0;
    for (let i = 0; i < reviews.length; i++) chars += (reviews[i] as Review).text.length;
    this.words = new Uint32Array(Math.max(1024, Math.ceil(chars / 4)));
  }

  /** Reviews [from, to), whose texts are `batch`'s texts. */
  takeBatch(batch: BatchWordScanner, from: number, to: number): void {
    this.reserve(batch.run());
    const { reviews, hits, counts } = this;
    // The batch's words are copied in runs, one copy from wherever a run starts (`runFrom` in the
    // batch, `runAt` in the product) to the next not-ASCII text or the batch's end: usually one copy.
    let runFrom = 0;
    let runAt = this.used;
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
        this.words.set(batch.words.subarray(runFrom, batch.wordOffset(k)), runAt);
        // Room for this text's words and the rest of the batch's (reserved above from `used` then).
        const scanner = this.scanUnicode(
          review.text,
          batch.wordOffset(to - from) - batch.wordOffset(k),
        );
        count = scanner.count;
        ascii = scanner.ascii;
        runFrom = batch.wordOffset(k);
        runAt = this.used + count;
      }
      this.used += count;
      this.wordStart[index + 1] = this.used;
      const facts = factsOfScan(review.text, count, hits, ascii);
      this.facts[index] = facts;
      const place = this.placeOf(review.date);
      this.prepared[index] = {
        index,
        review,
        wordCount: count,
        positive: counts.positive,
        negative: counts.negative,
        day: place.day,
        month: place.month,
        year: place.year,
        hasText: facts.noText === null,
        language: facts.language,
      };
    }
    this.words.set(batch.words.subarray(runFrom, batch.wordOffset(to - from)), runAt);
  }

  /** A text the wasm scanner left to JavaScript: its words go at `used`, its counts into `counts`. */
  private scanUnicode(text: string, batchRest: number): WordScanner {
    this.unicode ??= new WordScanner();
    const scanner = this.unicode;
    scanner.scan(text);
    this.reserve(scanner.count + batchRest);
    this.words.set(scanner.hashes.subarray(0, scanner.count), this.used);
    countFacts(scanner.flags, scanner.count, this.hits, this.counts);
    return scanner;
  }

  private placeOf(date: string | undefined): CalendarPlace {
    if (date === undefined) return calendarPlace(undefined);
    const known = this.places.get(date);
    if (known !== undefined) return known;
    const place = calendarPlace(date);
    if (this.places.size < 100_000) this.places.set(date, place);
    return place;
  }

  private reserve(extra: number): void {
    if (this.used + extra <= this.words.length) return;
    const grown = new Uint32Array(Math.max(this.words.length * 2, this.used + extra));
    grown.set(this.words.subarray(0, this.used));
    this.words = grown;
  }

  finish(): Prepared {
    const { words, used } = this;
    return {
      // Trim the buffer only when most of it is unused: the copy costs time and, while both exist, more
      // memory than the slack it frees (the benchmark product fills about 78 % of its estimate: 31 MB
      // copied to free 9 MB).
      product: {
        reviews: this.prepared,
        words: words.length - used > used ? words.slice(0, used) : words.subarray(0, used),
        wordStart: this.wordStart,
      },
      facts: this.facts,
    };
  }
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
  let lastCue = NO_CUE;
  let lastPositive = false;
  for (let i = 0; i < count; i++) {
    const f = flags[i] as number;
    if (f === 0) continue;
    if (f & LANG_MASK) addLanguageHits(hits, f);
    // Same rule as sentiment.ts's sentimentOfFlags (tested to agree).
    if (f & NEGATOR_FLAG) negateUntil = i + NEGATION_SCOPE;
    else if (f & POST_NEGATOR_FLAG) {
      if (i - lastCue <= POST_NEGATION_SCOPE) {
        if (lastPositive) [positive, negative] = [positive - 1, negative + 1];
        else [positive, negative] = [positive + 1, negative - 1];
        lastCue = NO_CUE;
      }
    } else if (f & (POSITIVE_FLAG | NEGATIVE_FLAG)) {
      lastPositive = ((f & POSITIVE_FLAG) !== 0) !== i <= negateUntil;
      if (lastPositive) positive++;
      else negative++;
      lastCue = i;
    }
  }
  out.positive = positive;
  out.negative = negative;
}
