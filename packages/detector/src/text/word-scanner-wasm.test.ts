import { readFileSync } from 'node:fs';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countFacts } from '../prepare';
import { TINY_HUMAN, TINY_MACHINE } from '../text-model/fixtures/tiny-corpus';
import { WORD_SCANNER_BINARY, compileWordScanner } from '../text-model/wasm/build';
import { HashedTokenTable, WordScanner } from './scan';
import { LANGUAGES, LEXICON_WORDS } from './token-info';
import { twoChoiceGet, twoChoiceTable } from './two-choice-table';
import { BatchWordScanner, withWordScanner, type BatchOptions } from './word-scanner-wasm';
import { hashString } from '../signals/shingles';

interface Scanned {
  /** −1 when the text is not ASCII apart from ’ (the wasm scanner leaves it to JavaScript). */
  count: number;
  hashes: number[];
  positive: number;
  negative: number;
  hits: number[];
}

/** The reference: the JavaScript WordScanner and prepare.ts's counting of its facts. */
function scanJs(text: string, scanner = new WordScanner()): Scanned {
  scanner.scan(text);
  if (!scanner.ascii) return { count: -1, hashes: [], positive: 0, negative: 0, hits: [] };
  const hits = new Int32Array(LANGUAGES.length);
  const counts = { positive: 0, negative: 0 };
  countFacts(scanner.flags, scanner.count, hits, counts);
  return {
    count: scanner.count,
    hashes: [...scanner.hashes.subarray(0, scanner.count)],
    ...counts,
    hits: [...hits],
  };
}

/** Every text through BatchWordScanner, batch after batch as prepare.ts drives it. */
function scanWasm(texts: readonly string[], options?: BatchOptions): Scanned[] {
  const batch = new BatchWordScanner(undefined, options);
  const out: Scanned[] = [];
  const hits = new Int32Array(LANGUAGES.length);
  for (let from = 0; from < texts.length;) {
    let to = from;
    while (to < texts.length && batch.add(texts[to] as string)) to++;
    expect(to).toBeGreaterThan(from);
    batch.run();
    for (let k = 0; k < to - from; k++) {
      const count = batch.count(k);
      if (count < 0) {
        out.push({ count: -1, hashes: [], positive: 0, negative: 0, hits: [] });
        continue;
      }
      batch.hitsInto(k, hits);
      const at = batch.wordOffset(k);
      out.push({
        count,
        hashes: [...batch.words.subarray(at, at + count)],
        positive: batch.positive(k),
        negative: batch.negative(k),
        hits: [...hits],
      });
    }
    batch.clear();
    from = to;
  }
  return out;
}

/** Review-like English texts of a few hundred characters (ours), with and without curly apostrophes. */
const REVIEWS = Array.from({ length: 200 }, (_, i) => {
  const s = `We bought ${i} kettles; it isn't loud and it's GREAT, but the lid doesn’t close. `;
  return s.repeat(1 + (i % 7)) + (i % 3 === 0 ? 'Good value!' : 'Not bad, not good.');
});

const expectSame = (texts: readonly string[], options?: BatchOptions): void => {
  const scanner = new WordScanner();
  expect(scanWasm(texts, options)).toEqual(texts.map((t) => scanJs(t, scanner)));
};

// Characters around every rule: word characters of both cases, both apostrophes next to letters, digits
// and separators, n't, non-ASCII letters (é, ß), a non-Latin letter, an emoji (a surrogate pair), a lone
// surrogate, NUL and DEL, and separators.
const CHARS = "aAnNtTzZ09'’ -.,!?\n\t\u0000\u007féßж😀\ud800\u2018".split('');
const lexiconWord = fc.constantFrom(
  ...LEXICON_WORDS,
  "isn't",
  'DON’T',
  "n't",
  'n’t',
  "can'T",
  "rock'n'roll",
  'o’clock',
  "'tis",
  "9'ers",
);
const text = fc.oneof(
  fc.array(fc.constantFrom(...CHARS), { maxLength: 60 }).map((a) => a.join('')),
  fc
    .array(fc.oneof(lexiconWord, fc.stringMatching(/^[a-zA-Z0-9'’]{1,8}$/)), { maxLength: 40 })
    .chain((ws) => fc.constantFrom(' ', "' ", '’ ', ', ', '').map((sep) => ws.join(sep))),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

describe('BatchWordScanner', () => {
  it('gives the same words, hashes, counts and "not ASCII" as the JavaScript scanner (property)', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 40 }), (texts) => expectSame(texts)),
      { numRuns: 500 },
    );
  }, 60_000);

  it('applies negators and post-negators as the JavaScript counting does, with and without apostrophes (property)', () => {
    // A small vocabulary, so that negators, post-negators ("degil", "nahi") and cues meet often.
    const word = fc.constantFrom(
      'good',
      'bad',
      'guzel',
      'kotu',
      'accha',
      'bekar',
      'degil',
      'nahi',
      'yok',
      'not',
      'no',
      "isn't",
      'the',
      'bir',
      'hai',
      'very',
      'sorun',
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(word, { maxLength: 12 }).map((ws) => ws.join(' ')),
          { maxLength: 20 },
        ),
        (texts) => expectSame(texts),
      ),
      { numRuns: 500 },
    );
  }, 60_000);

  it('splits into batches by texts and bytes, and grows for a text larger than a batch (property)', () => {
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 200 }),
        (texts, batchTexts, batchBytes) => expectSame(texts, { batchTexts, batchBytes }),
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('agrees on long texts and on our fixtures', () => {
    const long = [
      ...REVIEWS,
      ...TINY_HUMAN,
      ...TINY_MACHINE,
      'word '.repeat(300_000),
      "It isn't great, it isn’t bad. I don't love it. Not good, not bad. ".repeat(5000),
      'Das ist nicht gut, aber es ist der beste Wasserkocher. '.repeat(40),
      // Without apostrophes (the branch-free path), and with more than 255 hits of a language.
      'The kettle is not good and it was not cheap, but the lid is fine and I like it. '.repeat(
        300,
      ),
      'the '.repeat(70_000),
      'de la que el en y a los se del las un por con no una su para es al lo como '.repeat(50),
      'Es muy rápido y el precio es bueno. '.repeat(40),
    ];
    expectSame(long);
    expectSame(long, { batchBytes: 4096, batchTexts: 7 });
  }, 60_000);

  it('uses the given lexicon table', () => {
    // 'good' is positive in the default lexicon and absent from this one.
    const table = new HashedTokenTable(['kettle']);
    for (const [t, positive] of [
      [table, 0],
      [undefined, 1],
    ] as const) {
      const batch = new BatchWordScanner(t);
      batch.add('The kettle is good');
      batch.run();
      expect([batch.count(0), batch.positive(0)]).toEqual([4, positive]);
    }
  });
});

describe.skipIf(!hasSharedData('real-world', 'csv', 'amazon_us_mx_instantpot_outof5stars.csv'))(
  'BatchWordScanner on real scraped files',
  () => {
    it('agrees with the JavaScript scanner on every text column', () => {
      for (const [file, column] of [
        ['amazon_us_mx_instantpot_outof5stars.csv', 'body'],
        ['amazon_musical_instruments_reviewText_overall_asin.csv', 'reviewText'],
        ['datafiniti_amazon_devices_dotted_cols_bom.csv', 'reviews.text'],
        ['flipkart_iphone15_certified_buyer.csv', 'Review'],
        ['shopee_id_multi_product_indonesian.csv', 'comment'],
        ['trustpilot_company_reviews_iso_dates.csv', 'Review Text'],
        ['walmart_seller_reviews_mmddyyyy.csv', 'review'],
      ] as const) {
        if (!hasSharedData('real-world', 'csv', file)) continue;
        const rows: Record<string, string>[] = parse(
          readFileSync(sharedDataPath('real-world', 'csv', file)),
          { columns: true, bom: true, relax_column_count: true },
        );
        const texts = rows.map((r) => r[column] ?? '');
        expect(
          texts.some((t) => t.length > 0),
          file,
        ).toBe(true);
        expectSame(texts);
      }
    }, 60_000);
  },
);

describe('withWordScanner', () => {
  const countOf = (batch: BatchWordScanner, text: string): number => {
    batch.add(text);
    batch.run();
    return batch.count(0);
  };

  it('keeps one scanner per thread, cleared, and drops one that grew for a large text', () => {
    const first = withWordScanner((batch) => {
      expect(countOf(batch, 'one two three')).toBe(3);
      return batch;
    });
    // Reused, and what the last call left in it is gone.
    const second = withWordScanner((batch) => {
      expect(batch.size).toBe(0);
      expect(countOf(batch, 'four five')).toBe(2);
      return batch;
    });
    expect(second).toBe(first);
    withWordScanner((batch) => {
      expect(countOf(batch, 'word '.repeat(200_000))).toBe(200_000);
      expect(batch.grown).toBe(true);
    });
    expect(withWordScanner((batch) => batch) === first).toBe(false);
  });

  it('survives a throwing caller, and a nested call gets a scanner of its own', () => {
    expect(() =>
      withWordScanner((batch) => {
        batch.add('left behind');
        throw new Error('boom');
      }),
    ).toThrow('boom');
    withWordScanner((outer) => {
      expect(outer.size).toBe(0);
      withWordScanner((inner) => expect(inner === outer).toBe(false));
      expect(countOf(outer, "it isn't")).toBe(2);
    });
  });
});

describe('twoChoiceTable', () => {
  it('maps every hash to the same facts as HashedTokenTable (property)', () => {
    const table = new HashedTokenTable();
    const layout = twoChoiceTable(table);
    expect(layout.pairs.length).toBe(2 << layout.bits);
    for (const w of [...LEXICON_WORDS, 'kettle', "isn't"])
      expect(twoChoiceGet(layout, hashString(w))).toBe(table.get(hashString(w)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (h) => {
        expect(twoChoiceGet(layout, h)).toBe(table.get(h));
      }),
      { numRuns: 5000 },
    );
  });

  it('lays out small and crowded tables too', () => {
    for (const words of [[], ['good'], LEXICON_WORDS.slice(0, 3), [...LEXICON_WORDS].reverse()]) {
      const table = new HashedTokenTable(words);
      const layout = twoChoiceTable(table);
      for (const w of words)
        expect(twoChoiceGet(layout, hashString(w))).toBe(table.get(hashString(w)));
    }
  });
});

describe('word-scanner.wasm', () => {
  it('is what wasm/word-scanner.as compiles to (rebuild with npm run build:wasm -w @reviewsentry/detector)', async () => {
    const committed = readFileSync(WORD_SCANNER_BINARY);
    const rebuilt = await compileWordScanner();
    expect(Buffer.from(rebuilt).equals(committed)).toBe(true);
  }, 60_000);
});
