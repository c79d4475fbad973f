import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunked, utf16, utf8, utf8Bom, windows1252 } from '../test/support/bytes';
import { imp, mapped } from '../test/support/import';

const fixture = (name: string): Uint8Array =>
  readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url));

describe('importCsv: encodings', () => {
  const text = 'review;rating\r\n"Très bon café, l’arôme est parfait";5\r\n"Naïve but works";4\r\n';

  it('reads UTF-8 with and without a BOM', async () => {
    const plain = await imp(utf8(text));
    const bom = await imp(utf8Bom(text));
    expect(plain.coverage).toMatchObject({ encoding: 'utf-8', bom: false, delimiter: ';' });
    expect(bom.coverage).toMatchObject({ encoding: 'utf-8', bom: true });
    expect(bom.reviews[0]?.text).toBe('Très bon café, l’arôme est parfait');
    expect(mapped(bom)).toEqual({ review: 'text', rating: 'rating' });
  });

  it.each(['le', 'be'] as const)('reads UTF-16 %s with a BOM, tab-delimited', async (order) => {
    const r = await imp(utf16(text.replace(/;/gu, '\t'), order));
    expect(r.coverage).toMatchObject({ encoding: `utf-16${order}`, bom: true, delimiter: '\t' });
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Très bon café, l’arôme est parfait',
      'Naïve but works',
    ]);
  });

  it('reads UTF-16 LE without a BOM', async () => {
    const r = await imp(utf16(text, 'le', false));
    expect(r.coverage.encoding).toBe('utf-16le');
    expect(r.reviews[1]?.text).toBe('Naïve but works');
  });

  it.each(['le', 'be'] as const)(
    'reads UTF-16 %s without a BOM in scripts other than Latin, whose NULs are only in the ASCII characters',
    async (order) => {
      // Chinese and Cyrillic characters have no NUL byte: only the delimiters, digits and line ends do.
      const zh = '这个杯子质量很好，保温效果非常出色，推荐购买！一个月后还是很好。';
      const ru = 'Отличная кружка, держит тепло долго.';
      const r = await imp(utf16(`отзыв;оценка\r\n${zh};5\r\n"${ru}";4\r\n`, order, false));
      expect(r.coverage.encoding).toBe(`utf-16${order}`);
      expect(r.reviews.map((x) => [x.text, x.rating])).toEqual([
        [zh, 5],
        [ru, 4],
      ]);
    },
  );

  it('detects Windows-1252 (é as 0xE9, ’ as 0x92), semicolon-separated as Excel writes it', async () => {
    const r = await imp(windows1252(text));
    expect(r.coverage).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(r.reviews[0]?.text).toBe('Très bon café, l’arôme est parfait');
    expect(r.coverage.notes.join(' ')).toMatch(/Windows-1252/u);
  });

  it('keeps curly quotes, dashes and € of a Windows-1252 file, however it is chunked', async () => {
    const review = '“Worth every €” – it’s the best 39 € I’ve spent';
    const bytes = windows1252(`review;rating\n${review};5\nSolide, très bien;4\n`);
    for (const input of [bytes, chunked(bytes, 1), chunked(bytes, 7)]) {
      const r = await imp(input);
      expect(r.coverage.encoding).toBe('windows-1252');
      expect(r.reviews.map((x) => x.text)).toEqual([review, 'Solide, très bien']);
    }
  });

  it("detects Mac Roman (Excel for Mac's plain CSV) and Windows-1251 by byte statistics", async () => {
    const mac: Record<string, number> = { è: 0x8f, é: 0x8e, '’': 0xd5, ô: 0x99, ï: 0x95 };
    const macBytes = new Uint8Array([...text].map((c) => mac[c] ?? c.charCodeAt(0)));
    const r = await imp(macBytes);
    expect(r.coverage.encoding).toBe('macintosh');
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Très bon café, l’arôme est parfait',
      'Naïve but works',
    ]);
    expect(r.coverage.notes.join(' ')).toMatch(/Mac Roman/u);
    const cyr = await imp(
      new Uint8Array([
        ...Buffer.from('review,rating\n'),
        0xce,
        0xf2,
        0xeb,
        0xe8,
        0xf7,
        0xed,
        0xfb,
        0xe9,
        0x20,
        0xf2,
        0xee,
        0xe2,
        0xe0,
        0xf0,
        0x2c,
        0x35,
        0x0a,
      ]),
    );
    expect(cyr.coverage.encoding).toBe('windows-1251');
    expect(cyr.reviews[0]).toMatchObject({ text: 'Отличный товар', rating: 5 });
  });

  it('detects the Central European code pages, Windows-1250 and ISO-8859-2, by byte statistics', async () => {
    // Written by hand from the two code pages' tables: they share ó é á í ú ř č ě ů ň ő ű and differ in ą ś ź š ž ť.
    const polish = 'Świetny kubek, żółta łąka i gęś: polecam';
    const czech = 'Příliš žluťoučký kůň úpěl ďábelské ódy';
    const shared: Record<string, number> = { ó: 0xf3, ł: 0xb3, ę: 0xea, ż: 0xbf, ř: 0xf8, í: 0xed };
    Object.assign(shared, {
      č: 0xe8,
      ů: 0xf9,
      ň: 0xf2,
      ú: 0xfa,
      ě: 0xec,
      é: 0xe9,
      á: 0xe1,
      ď: 0xef,
    });
    const cp1250 = { ...shared, Ś: 0x8c, ś: 0x9c, ą: 0xb9, š: 0x9a, ž: 0x9e, ť: 0x9d, ý: 0xfd };
    const iso2 = { ...shared, Ś: 0xa6, ś: 0xb6, ą: 0xb1, š: 0xb9, ž: 0xbe, ť: 0xbb, ý: 0xfd };
    const encode = (table: Record<string, number>, s: string): number[] =>
      [...s].map((c) => table[c] ?? c.charCodeAt(0));
    for (const [encoding, table] of [
      ['windows-1250', cp1250],
      ['iso-8859-2', iso2],
    ] as const) {
      const bytes = new Uint8Array([
        ...Buffer.from('review,rating\n'),
        ...encode(table, `"${polish}",5\n"${czech}",4\n`),
      ]);
      const r = await imp(bytes);
      expect(r.coverage.encoding).toBe(encoding);
      expect(r.reviews.map((x) => x.text)).toEqual([polish, czech]);
      expect(r.coverage.notes.join(' ')).toMatch(/Central European/u);
    }
  });

  it('reads Czech and Hungarian Windows-1250 whose every letter is also a Windows-1252 letter', async () => {
    // ř ě read as ø ì in Windows-1252, ő ű as õ û: two letters no one Western language writes together.
    const cp1250: Record<string, number> = {
      ...{ ř: 0xf8, ě: 0xec, č: 0xe8, ő: 0xf5, ű: 0xfb, é: 0xe9, á: 0xe1 },
      ...{ í: 0xed, ý: 0xfd, ó: 0xf3, š: 0x9a, ž: 0x9e },
    };
    const encode = (s: string): number[] => [...s].map((c) => cp1250[c] ?? c.charCodeAt(0));
    for (const text of [
      'Hrnek je skvělý, řekl bych že nejlepší',
      'A bőrtok erős és megbízható, a műanyag része is jó',
    ]) {
      const bytes = new Uint8Array([...Buffer.from('review,rating\n'), ...encode(`"${text}",5\n`)]);
      const r = await imp(bytes);
      expect(r.coverage.encoding).toBe('windows-1250');
      expect(r.reviews[0]?.text).toBe(text);
    }
  });

  it('reads an English Windows-1252 file whose only non-ASCII characters are curly apostrophes and dashes as Windows-1252', async () => {
    // Word and Outlook turn ' into ’ (0x92); read as Mac Roman 0x92 is "í", and "don’t" became "donít".
    // The same for a dash between words (0x97, Mac Roman's "ó": "fineómostly").
    const texts = [
      'I don’t like it and it’s too small',
      'It’s fine—mostly',
      'We’ve had it—a year—now',
    ];
    const r = await imp(windows1252(['review,rating', ...texts.map((t) => `${t},4`)].join('\n')));
    expect(r.coverage.encoding).toBe('windows-1252');
    expect(r.reviews.map((x) => x.text)).toEqual(texts);
  });

  it('keeps a Spanish Windows-1252 file (¿ ¡ ñ º) Western European', async () => {
    const text = '¿Qué tal? ¡Muy buena compañía! Llegó el 1º de mayo, ¿por qué tardó?';
    const r = await imp(windows1252(`review,rating\n"${text}",5\n`));
    expect(r.coverage.encoding).toBe('windows-1252');
    expect(r.reviews[0]?.text).toBe(text);
  });

  it('detects Windows-1252 whose first accented byte comes after many ASCII rows', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `Plain ascii review number ${i},4`).join(
      '\n',
    );
    const r = await imp(windows1252(`review,rating\n${rows}\nLast one is “très” good,5\n`), {});
    expect(r.coverage.encoding).toBe('windows-1252');
    expect(r.reviews.at(-1)?.text).toBe('Last one is “très” good');
  });

  it('reads a UTF-8 file with a few invalid bytes as UTF-8, wherever they are, and counts what it could not read', async () => {
    // A Windows-1252 "é" (0xE9) and a stray 0xFF pasted into a UTF-8 export: each is one U+FFFD, as the WHATWG
    // decoder reads it; the file's own accents, curly quotes and euro signs stay as written.
    const bad = (s: string): Buffer =>
      Buffer.concat(
        s
          .split('#')
          .flatMap((part, i) =>
            i === 0 ? [utf8(part)] : [new Uint8Array([0xe9, 0xff]), utf8(part)],
          ),
      );
    const rows = Array.from(
      { length: 300 },
      (_, i) => `"Très bon café n°${i}, l’arôme est parfait – 5 €",5`,
    );
    for (const at of [1, 280]) {
      const file = ['review,rating', ...rows.slice(0, at), 'Caf# ok,4', ...rows.slice(at)].join(
        '\n',
      );
      const bytes = new Uint8Array(bad(file));
      for (const input of [bytes, chunked(bytes, 1), chunked(bytes, 7), chunked(bytes, 4096)]) {
        const r = await imp(input);
        expect(r.coverage.encoding).toBe('utf-8');
        expect(r.reviews[0]?.text).toBe('Très bon café n°0, l’arôme est parfait – 5 €');
        expect(r.reviews[at]?.text).toBe('Caf\ufffd\ufffd ok');
        expect(r.reviews.at(-1)?.text).toBe('Très bon café n°299, l’arôme est parfait – 5 €');
        expect(r.coverage.notes.join(' ')).toMatch(
          /2 characters are not valid UTF-8 and are shown as "\ufffd"/u,
        );
      }
    }
  });

  it('gives the same result however the bytes are chunked', async () => {
    const bytes = utf16(
      `title|review|stars\r\n"a|b"|"multi\r\nline ""q"" 😍"|★★★★☆\r\nx|y|3\r\n`,
      'be',
    );
    const whole = await imp(bytes);
    for (const size of [1, 2, 3, 7, 64]) {
      expect(await imp(chunked(bytes, size))).toEqual(whole);
    }
    expect(whole.reviews[0]).toMatchObject({ title: 'a|b', text: 'multi\nline "q" 😍', rating: 4 });
  });
});

describe('importCsv: delimiters and line ends', () => {
  it.each([
    [',', 'text,rating\n"a, b",5\n'],
    [';', 'text;rating\n"a; b";5\n'],
    ['\t', 'text\trating\n"a\tb"\t5\n'],
    ['|', 'text|rating\n"a| b"|5\n'],
  ])('sniffs %j while respecting quotes', async (d, csv) => {
    const r = await imp(csv);
    expect(r.coverage.delimiter).toBe(d);
    expect(r.reviews[0]?.rating).toBe(5);
  });

  it('reads CRLF, LF and mixed line ends and reports them', async () => {
    expect((await imp('text,rating\r\nok,5\r\n')).coverage.line_endings).toBe('crlf');
    expect((await imp('text,rating\nok,5\n')).coverage.line_endings).toBe('lf');
    const mixed = await imp('text,rating\r\n"multi\nline",5\nplain,4\r\nlast,3');
    expect(mixed.coverage.line_endings).toBe('mixed');
    expect(mixed.reviews.map((x) => x.text)).toEqual(['multi\nline', 'plain', 'last']);
  });
});

describe('importCsv: headers and columns', () => {
  it("maps the spec's own columns", async () => {
    const r = await imp(fixture('spec-columns.csv'));
    expect(mapped(r)).toEqual({
      prod_id: 'product_id',
      prod_name: 'product_name',
      customer_review: 'text',
      customer_rating: 'rating',
    });
    expect(r.products).toEqual([
      { product_id: 'B0TEST0001', product_name: 'Acme Kettle 1.7L', review_count: 2 },
      { product_id: 'B0TEST0002', product_name: 'Acme Toaster', review_count: 1 },
    ]);
    expect(r.reviews[2]?.text).toBe('Even browning, easy to clean "crumb tray".');
  });

  it('ignores a pandas index column, halves a 0–10 scale and reads day-first dates', async () => {
    const r = await imp(fixture('pandas-index-ten-point-dayfirst.csv'));
    expect(mapped(r)).toEqual({
      'Unnamed: 0': null,
      'Review Title': 'title',
      'Review Text': 'text',
      Score: 'rating',
      'Review Date': 'date',
      Product: 'product_name',
    });
    expect(r.reviews.map((x) => x.rating)).toEqual([4.5, 2, 5, 0.5]);
    expect(r.reviews.map((x) => x.date)).toEqual([
      '2024-02-13',
      '2024-04-03',
      '2024-04-21',
      '2024-05-01',
    ]);
    const notes = r.coverage.notes.join(' ');
    expect(notes).toMatch(/row index/u);
    expect(notes).toMatch(/5-star scale/u);
    expect(notes).toMatch(/day first/u);
  });

  // Values we could not use are said, with their count, where the importer's notes are shown (result page, CLI).
  it('says how many dates and ratings it could not read, a date after today among them', async () => {
    const r = await imp(
      'review,rating,date\nFine kettle,4,2025-01-02\nNice lid,5,2031-03-10\n' +
        'Too loud,great,2025-02-03\nGood,3,someday\n',
    );
    expect(r.reviews.map((x) => x.date ?? null)).toEqual(['2025-01-02', null, '2025-02-03', null]);
    expect(r.coverage.unreadable_values).toEqual({ date: 2, rating: 1 });
    expect(r.coverage.notes).toContain(
      "2 values in 'date' could not be read as a date up to the day of the analysis: those reviews count as undated.",
    );
    expect(r.coverage.notes).toContain(
      "1 value in 'rating' could not be read as a rating: that review counts as unrated.",
    );
  });

  // Every shop's star scale starts at 1 star, and exports write 0 for "not rated" (Goodreads): a bare 0 in a column
  // of 1–5 stars is no rating, nor is "0 out of 5", so it counts neither in the average nor in the chart's 1-star
  // bar. On a scale that starts at 0 (0–10 scores, percentages) a 0 is a rating.
  it('reads a 0 on a 5-star scale as unrated, with its count, and a 0 on a 0–10 scale as a rating', async () => {
    const r = await imp(
      'review,rating\nLovely kettle,5\nBroke at once,1\nNo stars given,0\n,0\n,4\nOkay,0 out of 5\n',
    );
    expect(r.reviews.map((x) => [x.text, x.rating ?? null])).toEqual([
      ['Lovely kettle', 5],
      ['Broke at once', 1],
      ['No stars given', null],
      ['', 4],
      ['Okay', null],
    ]);
    expect(r.coverage.rating_only_rows).toBe(1);
    expect(r.coverage.skipped_by_reason).toEqual({ no_text_or_rating: 1 });
    expect(r.rejects).toEqual([{ row: 5, reason: 'no_text_or_rating' }]);
    expect(r.coverage.unreadable_values).toEqual({ rating: 3 });
    expect(r.coverage.notes).toContain(
      "3 values in 'rating' could not be read as a rating (3 of them 0, below the 1 star a 5-star scale starts at): those reviews count as unrated.",
    );
    const ten = await imp('review,rating\nAwful,0\nGreat,10\nFine,6\nMeh,0/10\n');
    expect(ten.reviews.map((x) => x.rating)).toEqual([0, 5, 3, 0]);
    expect(ten.coverage.unreadable_values).toEqual({});
  });

  // A header that states where its scale starts ("Rating (1-10)") refuses what lies below it, as a page's
  // worstRating does (the scraper's reviewRating): one review reads the same from its export and its page.
  it('reads a value below the scale its header states as unrated, with its count', async () => {
    const r = await imp('review,Rating (1-10)\nAwful,0\nGreat,10\nPoor,1\n');
    expect(r.reviews.map((x) => x.rating ?? null)).toEqual([null, 5, 0.5]);
    expect(r.coverage.unreadable_values).toEqual({ rating: 1 });
    expect(r.coverage.notes).toContain(
      "1 value in 'Rating (1-10)' could not be read as a rating: that review counts as unrated.",
    );
    // A row left with no text nor rating is skipped; the column's other ratings are still put on 5 stars.
    const ratingOnly = await imp('review,Rating (1-10)\n,0\nGreat,10\nPoor,1\n,8\n');
    expect(ratingOnly.reviews.map((x) => [x.text, x.rating])).toEqual([
      ['Great', 5],
      ['Poor', 0.5],
      ['', 4],
    ]);
    expect(ratingOnly.coverage.skipped_by_reason).toEqual({ no_text_or_rating: 1 });
    const fromZero = await imp('review,Score (0-10)\nAwful,0\nGreat,10\n');
    expect(fromZero.reviews.map((x) => x.rating)).toEqual([0, 5]);
    expect(fromZero.coverage.unreadable_values).toEqual({});
  });

  // The note says what the file holds and what we assumed from it: a column of 0–6 does not "go up to 10".
  it.each([
    ['0,1,2,3,4,5,6', 6, 10],
    ['2,4,6,8,10', 10, 10],
    ['20,45,80', 80, 100],
  ])(
    'names the highest rating seen (%s) and the scale read from it',
    async (ratings, max, scale) => {
      const rows = ratings.split(',').map((r, i) => `Review number ${i},${r}`);
      const r = await imp(`review,rating\n${rows.join('\n')}\n`);
      expect(r.coverage.notes).toContain(
        `Ratings in 'rating' go up to ${max}, above 5 stars, so they were read as out of ${scale} and converted to the 5-star scale.`,
      );
    },
  );

  it('treats an empty first header over row numbers as an index', async () => {
    const r = await imp(',review,rating\n1,Good,5\n2,Bad,1\n');
    expect(r.coverage.columns[0]).toEqual({ index: 0, header: '', meaning: null });
    expect(r.reviews.map((x) => x.text)).toEqual(['Good', 'Bad']);
  });

  it('ignores blank header cells and trailing empty columns', async () => {
    const r = await imp('review,,rating,,\nGood,,5,,\nBad,,1,,,,\n');
    expect(r.coverage.columns.map((c) => c.meaning)).toEqual(['text', null, 'rating', null, null]);
    expect(r.coverage.rows_repaired).toBe(0);
    expect(r.reviews).toHaveLength(2);
  });

  it.each([
    ['  REVIEW   TEXT  ', 'STARS'],
    ['reviews.text', 'reviews.rating'],
    ['restaurants_users_review', 'restaurants_users_rating'],
    ['reviewText', 'overall'],
    ['Review Body', 'Rating Value'],
    ['comment', 'rating_star'],
    ['Content', 'Score'],
  ])('maps %j / %j whatever the naming style', async (textHeader, ratingHeader) => {
    const r = await imp(`"${textHeader}",${ratingHeader}\nWorks well,4\nBroke at once,1\n`);
    expect(r.coverage.meanings_found).toEqual(['text', 'rating']);
    expect(r.reviews[0]).toMatchObject({ text: 'Works well', rating: 4 });
  });

  it('maps every usual scraper column', async () => {
    const r = await imp(
      'reviewerName,verified_purchase,helpful_votes,asin,product_title,product_url,reviewTime,summary,reviewText,rating\n' +
        'Ann,Verified Purchase,"[3, 4]",B000000001,Acme Lamp,https://www.amazon.com/dp/B000000001,"02 28, 2014",Bright,Nice lamp,5\n',
    );
    expect(r.coverage.meanings_found).toEqual([
      'text',
      'title',
      'rating',
      'date',
      'reviewer',
      'verified',
      'helpful_votes',
      'product_id',
      'product_name',
      'product_url',
    ]);
    expect(r.reviews[0]).toEqual({
      id: '2',
      text: 'Nice lamp',
      title: 'Bright',
      rating: 5,
      date: '2014-02-28',
      date_precision: 'day',
      reviewer: 'Ann',
      verified: true,
      helpful_votes: 3,
      product_id: 'B000000001',
      product_name: 'Acme Lamp',
    });
  });

  it('chooses among several text-like columns the one with the longest prose', async () => {
    const r = await imp(
      'comment,review,rating\nok,"Solid build, the hinge feels premium and the battery lasts two days",5\nfine,"Screen is dim outdoors and the speaker crackles at full volume",2\n',
    );
    expect(mapped(r)).toMatchObject({ comment: null, review: 'text' });
  });

  it('reads `name` as the reviewer unless it repeats like a product', async () => {
    const people = await imp('name,review\nAnn Lee,Great\nBo Chan,Bad\nCy Diaz,Fine\n');
    expect(mapped(people).name).toBe('reviewer');
    const product = await imp(
      'name,review,username\nAcme Kettle 1.7L Stainless,Great,ann\nAcme Kettle 1.7L Stainless,Bad,bo\nAcme Kettle 1.7L Stainless,Fine,cy\nAcme Toaster 2-slice,Ok,di\n',
    );
    expect(mapped(product)).toMatchObject({ name: 'product_name', username: 'reviewer' });
    expect(product.products.map((p) => p.product_name)).toEqual([
      'Acme Kettle 1.7L Stainless',
      'Acme Toaster 2-slice',
    ]);
  });

  it('reads `title` as the review title unless it repeats per product', async () => {
    const reviews = await imp(
      'sku,title,review\nK1,Love it,Great kettle\nK1,Broke,Died in a week\nK2,Nice,Good toaster\n',
    );
    expect(mapped(reviews).title).toBe('title');
    const products = await imp(
      'sku,title,review\nK1,Acme Kettle,Great kettle\nK1,Acme Kettle,Died in a week\nK2,Acme Toaster,Good\n',
    );
    expect(mapped(products).title).toBe('product_name');
  });

  it('prefers the review date over dateAdded, and the more precise of two review dates', async () => {
    const r = await imp(
      'dateAdded,reviews.date,reviews.text\n2017-03-03T16:56:05Z,2017-09-03T00:00:00.000Z,Good\n',
    );
    expect(mapped(r)).toMatchObject({ dateAdded: null, 'reviews.date': 'date' });
    const two = await imp('review_date,review_time,review\n"Mar, 2024",2024-03-05 10:11:12,Good\n');
    expect(mapped(two)).toMatchObject({ review_date: null, review_time: 'date' });
  });

  it('uses an unnamed prose column when nothing is named like review text', async () => {
    const r = await imp(
      'a,b\nThis blender crushes ice in seconds and is easy to clean,5\nLoud and the lid leaks when blending soup,2\n',
    );
    expect(mapped(r)).toMatchObject({ a: 'text' });
    expect(r.coverage.notes.join(' ')).toMatch(/holds prose/u);
  });

  it('reads a file without a header row by content', async () => {
    const r = await imp(
      'This blender crushes ice in seconds and is easy to clean,5\nLoud and the lid leaks when blending soup,2\n',
    );
    expect(r.reviews.map((x) => [x.id, x.text, x.rating])).toEqual([
      ['1', 'This blender crushes ice in seconds and is easy to clean', 5],
      ['2', 'Loud and the lid leaks when blending soup', 2],
    ]);
  });

  it('reads a file without a header row when a word of its first row happens to name a column', async () => {
    // "Certified Buyer" names a verified column and "just like" a helpful one, but "Nov, 2023" and "5" are values.
    const r = await imp(
      'Akshay M,"Certified Buyer, Jaipur","Nov, 2023",So elegant and just like the photos,5\n' +
        'Mousam R,"Certified Buyer, Pune","Oct, 2023",Very nice phone with a great camera,4\n' +
        'Bijaya K,"Certified Buyer, Puri","Sep, 2023",Battery drains fast when gaming,2\n',
    );
    expect(r.reviews.map((x) => [x.id, x.text, x.rating, x.date, x.verified])).toEqual([
      ['1', 'So elegant and just like the photos', 5, '2023-11', true],
      ['2', 'Very nice phone with a great camera', 4, '2023-10', true],
      ['3', 'Battery drains fast when gaming', 2, '2023-09', true],
    ]);
    // A header naming its columns stays a header, numbers in other rows or not.
    const named = await imp(
      'Review,Stars,2024\nGood blender for the price,5,x\nLoud and leaky lid,2,y\n',
    );
    expect(named.reviews.map((x) => x.text)).toEqual([
      'Good blender for the price',
      'Loud and leaky lid',
    ]);
  });

  it('derives the product id from a product URL when there is no id column', async () => {
    const r = await imp(
      'product_url,review\nhttps://www.amazon.com/Acme/dp/B01IPHVFUI?th=1,Good\nhttps://shop.example/p/lamp-9/,Bad\n',
    );
    expect(r.reviews.map((x) => x.product_id)).toEqual(['B01IPHVFUI', 'shop.example/p/lamp-9']);
    expect(r.coverage.products_found).toBe(2);
  });

  it('marks verified buyers from a column that says "Certified Buyer"', async () => {
    const r = await imp(
      'Name,City,Review\nAnn,"Certified Buyer, Jaipur",Good\nBo,Pune,Bad\nCy,,Fine\n',
    );
    expect(mapped(r).City).toBe('verified');
    expect(r.reviews.map((x) => x.verified)).toEqual([true, false, false]);
    const badge = await imp(
      'review,verified\nGood,Verified Purchase\nBad,\nOk,Verified Purchase\n',
    );
    expect(badge.reviews.map((x) => x.verified)).toEqual([true, false, true]);
    const flags = await imp('review,verified\nGood,TRUE\nBad,\nOk,no\n');
    expect(flags.reviews.map((x) => x.verified)).toEqual([true, undefined, false]);
  });

  it('reads a review whose text is all page text (a video-only review) as a rating without text', async () => {
    const r = await imp(
      'review,rating\n"Boils fast, quiet.",5\nThe media could not be loaded.,4\n✅ Trip Verified |,2\n',
    );
    expect(r.reviews.map((x) => [x.text, x.rating, x.verified])).toEqual([
      ['Boils fast, quiet.', 5, undefined],
      ['', 4, undefined],
      ['', 2, true],
    ]);
    expect(r.coverage.rating_only_rows).toBe(2);
  });
});

describe('importCsv: values and rows', () => {
  it('reads every rating notation', async () => {
    const r = await imp(
      'review,rating\na,4\nb,4.5\nc,5.0 out of 5 stars\nd,4/5\ne,★★★★☆\nf,3½\ng,"4,5"\n',
    );
    expect(r.reviews.map((x) => x.rating)).toEqual([4, 4.5, 5, 4, 4, 3.5, 4.5]);
  });

  it('makes placeholder and empty texts rating-only rows and skips rows with neither', async () => {
    const r = await imp(
      'review,rating,date\nNo review,5,2024-01-01\n,4,2024-01-02\nN/A,3,\n-,,2024-01-03\nGood,2,\n,,\n',
    );
    expect(r.reviews.map((x) => [x.text, x.rating])).toEqual([
      ['', 5],
      ['', 4],
      ['', 3],
      ['Good', 2],
    ]);
    expect(r.coverage).toMatchObject({
      rows_read: 6,
      reviews_used: 4,
      rating_only_rows: 3,
      rows_skipped: 2,
      skipped_by_reason: { no_text_or_rating: 1, empty_row: 1 },
    });
    expect(r.rejects).toEqual([
      { row: 5, reason: 'no_text_or_rating' },
      { row: 7, reason: 'empty_row' },
    ]);
  });

  it('keeps the reject list bounded while the counts stay exact', async () => {
    const rows = Array.from({ length: 500 }, () => ',').join('\n');
    const r = await imp(`review,rating\nGood,5\n${rows}\n`, { maxRejects: 10 });
    expect(r.rejects).toHaveLength(10);
    expect(r.coverage.skipped_by_reason.empty_row).toBe(500);
    expect(r.coverage.rows_skipped).toBe(500);
  });

  it('skips a repeated header row from concatenated exports', async () => {
    const r = await imp('review,rating\nGood,5\nreview,rating\nBad,1\n');
    expect(r.reviews.map((x) => x.id)).toEqual(['2', '4']);
    expect(r.coverage.skipped_by_reason).toEqual({ repeated_header: 1 });
  });

  it('puts unquoted delimiters back into the review text', async () => {
    const r = await imp(
      'date,review,rating\n2024-01-01,Good, cheap, and fast,5\n2024-01-02,Fine,4\n',
    );
    expect(r.reviews[0]).toMatchObject({
      text: 'Good, cheap, and fast',
      rating: 5,
      date: '2024-01-01',
    });
    expect(r.coverage.rows_repaired).toBe(1);
  });

  it('recovers from a quote that never closes', async () => {
    const r = await imp('review,rating\n"Broken quote,5\nNext row,4\nLast row,3\n');
    expect(r.reviews.map((x) => x.text)).toEqual(['"Broken quote', 'Next row', 'Last row']);
    expect(r.coverage.rows_repaired).toBe(1);
  });

  it('says how many rows were read despite broken quoting or stray delimiters, and the first of them', async () => {
    const r = await imp(
      'date,review,rating\n2024-01-01,Fine,4\n2024-01-02,Good, cheap, and fast,5\n2024-01-03,"Never closed,3\n',
    );
    expect(r.coverage.rows_repaired).toBe(2);
    expect(r.coverage.notes.join(' ')).toMatch(
      /2 rows had broken quoting or more cells than the header \(the first is row 3\)/u,
    );
  });

  it('cleans texts: entities, UI noise, whitespace', async () => {
    const r = await imp(
      'review,rating\n"Tom &amp; Jerry&#39;s  pick...READ MORE",5\nVery niceREAD MORE,4\n',
    );
    expect(r.reviews.map((x) => x.text)).toEqual(["Tom & Jerry's pick", 'Very nice']);
    expect(r.coverage.notes.join(' ')).toMatch(/READ MORE/u);
  });

  it('keeps relative and partial dates at their precision and counts unreadable values', async () => {
    const r = await imp(
      'review,date,rating\n' +
        'A,10 months ago,5\nB,"Nov, 2023",4\nC,2023,4\nD,3 days ago,5\nE,2024-07-20,4\n' +
        'F,2024-07-20 10:30,4\nG,someday,3\nH,2024-02-30,2\n',
      { now: new Date('2025-09-15T00:00:00Z') },
    );
    const dates = r.reviews.map(({ date, date_precision, date_text }) => ({
      date,
      date_precision,
      date_text,
    }));
    expect(dates).toEqual([
      { date: undefined, date_precision: 'relative', date_text: '10 months ago' },
      { date: '2023-11', date_precision: 'month', date_text: undefined },
      { date: '2023', date_precision: 'year', date_text: undefined },
      { date: undefined, date_precision: 'relative', date_text: '3 days ago' },
      { date: '2024-07-20', date_precision: 'day', date_text: undefined },
      { date: '2024-07-20T10:30:00.000Z', date_precision: 'time', date_text: undefined },
      { date: undefined, date_precision: undefined, date_text: undefined },
      { date: undefined, date_precision: undefined, date_text: undefined },
    ]);
    expect(r.coverage.unreadable_values).toEqual({ date: 2 });
  });

  it('lists the products of a multi-product file in order of appearance', async () => {
    const r = await imp('asin,review\nA1,x\nA2,y\nA1,z\n,w\n');
    expect(r.products).toEqual([
      { product_id: 'A1', product_name: null, review_count: 2 },
      { product_id: 'A2', product_name: null, review_count: 1 },
      { product_id: null, product_name: null, review_count: 1 },
    ]);
    expect(r.reviews[0]).toMatchObject({ product_id: 'A1' });
  });

  it('reports no products when the file names none', async () => {
    const r = await imp('review\nGood\n');
    expect(r.products).toEqual([]);
    expect(r.coverage.products_found).toBe(0);
  });

  it('skips title lines above the header row', async () => {
    const r = await imp(
      'Reviews exported 2024-05-01\n\nAcme Kettle\nreview;rating\nGood, really;5\nBad;1\n',
    );
    expect(r.coverage.delimiter).toBe(';');
    expect(r.reviews.map((x) => [x.id, x.text])).toEqual([
      ['5', 'Good, really'],
      ['6', 'Bad'],
    ]);
    expect(r.coverage.rows_read).toBe(2);
    expect(r.coverage.notes.join(' ')).toMatch(/2 title line/u);
  });

  it('reads a single-column file whose texts contain delimiters', async () => {
    const r = await imp('review\nGreat; really great\nBad, very bad\nFine\n');
    expect(r.reviews.map((x) => x.text)).toEqual(['Great; really great', 'Bad, very bad', 'Fine']);
  });

  it('names a quoted sep= line (written by a tool that quotes every cell) as a separator line, not a title', async () => {
    const r = await imp('"sep=;"\r\nreview;rating\r\n"Good, really";5\r\n');
    expect(r.reviews[0]).toMatchObject({ text: 'Good, really', rating: 5 });
    expect(r.coverage.notes.join(' ')).not.toMatch(/title line/u);
    expect(r.coverage.notes).toContain(
      'Skipped the separator line ("sep=;") above the header row.',
    );
  });

  it("honours Excel's sep= line", async () => {
    const r = await imp('sep=;\r\nreview;rating\r\nGood, really;5\r\n');
    // Excel hides the sep= line, so the header is row 1 there too.
    expect(r.reviews[0]).toMatchObject({ text: 'Good, really', rating: 5, id: '2' });
  });
});

describe('importCsv: exports of other tools, written by us in their published column layouts', () => {
  it('reads a Google Play Console export (UTF-16 LE) and ignores the developer replies', async () => {
    const csv =
      'Package Name,App Version Code,Reviewer Language,Device,Review Submit Date and Time,Review Submit Millis Since Epoch,Review Last Update Date and Time,Star Rating,Review Title,Review Text,Developer Reply Date and Time,Developer Reply Text,Review Link\r\n' +
      'com.example.app,42,en,pixel7,2024-03-05T10:11:12Z,1709633472000,2024-04-01T00:00:00Z,2,,"Crashes every time I open the camera, please fix",2024-03-06T09:00:00Z,"Thanks, a fix is coming in 4.3",https://play.google.com/x\r\n' +
      'com.example.app,42,en,pixel6,2024-03-07T08:00:00Z,1709798400000,2024-03-07T08:00:00Z,5,Love it,Does what it says,,,\r\n';
    const r = await imp(utf16(csv, 'le'));
    expect(r.coverage.encoding).toBe('utf-16le');
    expect(mapped(r)).toMatchObject({
      'Review Text': 'text',
      'Developer Reply Text': null,
      'Review Submit Date and Time': 'date',
      'Review Last Update Date and Time': null,
      'Star Rating': 'rating',
      'Review Title': 'title',
    });
    expect(r.reviews[0]).toMatchObject({
      text: 'Crashes every time I open the camera, please fix',
      rating: 2,
      date: '2024-03-05T10:11:12.000Z',
    });
  });

  it('reads an Amazon review-exporter file: badges, "people found this helpful", star sentences', async () => {
    const csv =
      'Date,Author,Verified,Helpful,Title,Body,Rating,Images,Variation\n' +
      '"Reviewed in the United Kingdom on 3 May 2024",Sam,Verified Purchase,12 people found this helpful,Solid,"Works well.\nRead more",4.0 out of 5 stars,https://m.media-amazon.com/a.jpg,Colour: Black\n' +
      '"Reviewed in the United Kingdom on 9 June 2024",Kim,,One person found this helpful,Meh,Flimsy lid,2.0 out of 5 stars,,Colour: Red\n';
    const r = await imp(csv);
    expect(mapped(r)).toEqual({
      Date: 'date',
      Author: 'reviewer',
      Verified: 'verified',
      Helpful: 'helpful_votes',
      Title: 'title',
      Body: 'text',
      Rating: 'rating',
      Images: null,
      Variation: null,
    });
    expect(r.reviews).toEqual([
      {
        id: '2',
        text: 'Works well.',
        title: 'Solid',
        rating: 4,
        date: '2024-05-03',
        date_precision: 'day',
        reviewer: 'Sam',
        verified: true,
        helpful_votes: 12,
      },
      {
        id: '3',
        text: 'Flimsy lid',
        title: 'Meh',
        rating: 2,
        date: '2024-06-09',
        date_precision: 'day',
        reviewer: 'Kim',
        verified: false,
        helpful_votes: 1,
      },
    ]);
  });

  it("reads a Kaggle-style export with pandas' empty index header and numbered ids", async () => {
    const csv =
      ',Clothing ID,Age,Title,Review Text,Rating,Recommended IND,Positive Feedback Count,Division Name\n' +
      '0,767,33,,Absolutely wonderful - silky and sexy and comfortable,4,1,0,Initmates\n' +
      '1,1080,34,,"Love this dress! it\'s sooo pretty.",5,1,4,General\n' +
      '2,1077,60,Some major design flaws,"I had such high hopes for this dress, but it was too small",3,0,0,General\n';
    const r = await imp(csv);
    expect(mapped(r)).toMatchObject({
      '#0': null,
      'Review Text': 'text',
      Rating: 'rating',
      Title: 'title',
      Age: null,
    });
    expect(r.reviews.map((x) => x.rating)).toEqual([4, 5, 3]);
  });
  it('reads a bare "Référence" as the product only where it repeats, as a bare id', async () => {
    const repeated = await imp(
      'Référence,Auteur,Note,Commentaire\n' +
        'B0001,Anne,5,Très bien pour le prix\nB0001,Luc,4,Correct mais bruyant\nB0002,Marc,2,Cassé au bout de deux jours\n',
    );
    expect(mapped(repeated)).toMatchObject({ Référence: 'product_id', Commentaire: 'text' });
    expect(repeated.coverage.products_found).toBe(2);
    const unique = await imp(
      'Referencia,Autor,Calificación,Reseña\n' +
        'R-17,Ana,5,Muy bueno para el precio\nR-18,Luis,4,Correcto pero ruidoso\nR-19,Marta,2,Roto a los dos días\n',
    );
    expect(mapped(unique)).toMatchObject({ Referencia: null, Reseña: 'text' });
    expect(unique.coverage.products_found).toBe(0);
  });
});
