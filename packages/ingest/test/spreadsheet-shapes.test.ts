// Files that went through a spreadsheet before they were uploaded: title lines, headers repeated when exports
// were pasted one under another, and the like. What each should become, whatever tool wrote the reviews.
import { describe, expect, it } from 'vitest';
import { imp, mapped } from './support/import';

describe('spreadsheet shapes', () => {
  it('skips a title line above the header even when the title is a column word ("Customer Reviews")', async () => {
    const r = await imp(
      [
        'Customer Reviews,,,',
        'Reviewer,Rating,Review,Date',
        'Ann,5,Great mug and it keeps coffee hot.,2024-04-01',
        'Bob,2,Broke after a week.,2024-04-02',
      ].join('\r\n'),
    );
    expect(mapped(r)).toEqual({
      Reviewer: 'reviewer',
      Rating: 'rating',
      Review: 'text',
      Date: 'date',
    });
    expect(r.reviews.map((x) => [x.id, x.reviewer, x.rating])).toEqual([
      ['3', 'Ann', 5],
      ['4', 'Bob', 2],
    ]);
    expect(r.coverage.notes.join(' ')).toMatch(/1 title line/u);
  });

  it('skips the header of each export pasted below another, whatever its spacing, case, BOM or trailing comma', async () => {
    const r = await imp(
      [
        'Reviewer,Rating,Review,Date',
        'Ann,5,Great mug and it keeps coffee hot.,2024-04-01',
        'Reviewer ,Rating, Review,Date ',
        'Bob,2,Broke after a week.,2024-04-02',
        'REVIEWER,RATING,REVIEW,DATE',
        'Cat,4,Fine for the price.,2024-04-03',
        // `cat a.csv b.csv` keeps the second file's byte order mark, and another tool wrote a trailing comma.
        '\ufeffReviewer,Rating,Review,Date,',
        'Dan,3,Smaller than it looks.,2024-04-04',
      ].join('\r\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob', 'Cat', 'Dan']);
    expect(r.coverage.skipped_by_reason).toEqual({ repeated_header: 3 });
    expect(r.coverage.unreadable_values).toEqual({});
  });

  it('says so when a column named like a rating or date holds values it cannot read', async () => {
    const r = await imp(
      [
        'Review,Rating,Date',
        'Great mug and it keeps coffee hot.,Excellent,Spring 2024',
        'Broke after a week.,Poor,Spring 2024',
        'Fine for the price.,Good,Summer 2024',
      ].join('\n'),
    );
    expect(mapped(r)).toEqual({ Review: 'text', Rating: null, Date: null });
    const notes = r.coverage.notes.join(' ');
    expect(notes).toMatch(
      /'Rating' is named like a rating, but none of its first 3 values .*"Excellent"/u,
    );
    expect(notes).toMatch(
      /'Date' is named like a date, but none of its first 3 values .*"Spring 2024"/u,
    );
  });

  it('skips the totals and averages a spreadsheet adds below the reviews, and nothing else', async () => {
    const r = await imp(
      [
        'Reviewer,Rating,Review,Date',
        'Ann,5,Great mug and it keeps coffee hot.,2024-04-01',
        'Bob,2,Broke after a week.,2024-04-02',
        'Total garbage,1,,2024-04-03',
        ',,,',
        'Average,2.67,,',
        'Total reviews: 3,,,',
        'Grand Total,8,,',
        'Count of Rating,3,,',
      ].join('\r\n'),
    );
    expect(r.reviews.map((x) => [x.reviewer, x.rating])).toEqual([
      ['Ann', 5],
      ['Bob', 2],
      ['Total garbage', 1],
    ]);
    expect(r.coverage.skipped_by_reason).toEqual({ empty_row: 1, summary_row: 4 });
  });

  it('skips the notes a report writes below a blank row at the end, one cell each, when the reviews fill several', async () => {
    const r = await imp(
      [
        'Review,Rating,Date',
        'Great mug and it keeps coffee hot.,5,2024-04-01',
        'Broke after a week.,2,2024-04-02',
        'Fine for the price.,4,2024-04-03',
        '',
        '"Exported from ReviewTool on 2024-05-01. Ratings are out of 5.",,',
        'This report contains confidential information.',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Great mug and it keeps coffee hot.',
      'Broke after a week.',
      'Fine for the price.',
    ]);
    expect(r.coverage).toMatchObject({ rows_read: 5, reviews_used: 3, rows_skipped: 2 });
    expect(r.coverage.skipped_by_reason).toEqual({ note_row: 2 });
    expect(r.rejects).toEqual([
      { row: 6, reason: 'note_row' },
      { row: 7, reason: 'note_row' },
    ]);
  });

  it('reads single-cell rows after a blank row as reviews when reviews follow them or the file is written so', async () => {
    const followed = await imp(
      [
        'Review,Rating',
        'Great mug and it keeps coffee hot.,5',
        ',',
        'Only text here and no rating.,',
        'Broke after a week.,2',
      ].join('\n'),
    );
    expect(followed.reviews.map((x) => x.text)).toEqual([
      'Great mug and it keeps coffee hot.',
      'Only text here and no rating.',
      'Broke after a week.',
    ]);
    // A file whose reviews are one cell each: the last one after a blank line is one more review.
    const oneCell = await imp(
      ['Review,Rating', 'Great mug.,', 'Broke after a week.,', '', 'Fine for the price.,'].join(
        '\n',
      ),
    );
    expect(oneCell.reviews.map((x) => x.text)).toEqual([
      'Great mug.',
      'Broke after a week.',
      'Fine for the price.',
    ]);
  });

  it('skips a totals row whose label sits in the review text column', async () => {
    const r = await imp(
      [
        'Review;Rating',
        'Great mug.;5',
        'Total garbage, do not buy.;1',
        'Durchschnitt;3',
        'Average rating;3',
        'Review number 7;4',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Great mug.',
      'Total garbage, do not buy.',
      'Review number 7',
    ]);
    expect(r.coverage.skipped_by_reason).toEqual({ summary_row: 2 });
  });

  it('skips a count written as "Number of …" and a median below the reviews, and keeps "Review number 7"', async () => {
    const r = await imp(
      [
        'Review,Rating,Date',
        'Great mug and it keeps coffee hot.,5,2024-04-01',
        'Review number 7,4,2024-04-02',
        'Number one mug I have owned,5,2024-04-03',
        ',,',
        'Number of reviews,3,',
        'No. of ratings,3,',
        'Median rating,5,',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Great mug and it keeps coffee hot.',
      'Review number 7',
      'Number one mug I have owned',
    ]);
    expect(r.coverage.skipped_by_reason).toEqual({ empty_row: 1, summary_row: 3 });
  });

  it('reads a header of two rows, merged group cells above the column names, as the names they combine', async () => {
    const r = await imp(
      [
        ',Review,,,Product,',
        'Reviewer,Rating,Text,Date,ID,Name',
        'Ann,5,Great mug and it keeps coffee hot.,2024-04-01,BM-1,Blue Mug',
        'Bob,2,Broke after a week.,2024-04-02,RK-1,Red Kettle',
        'Cat,4,Fine for the price.,2024-04-03,BM-1,Blue Mug',
      ].join('\r\n'),
    );
    expect(mapped(r)).toEqual({
      Reviewer: 'reviewer',
      'Review Rating': 'rating',
      'Review Text': 'text',
      'Review Date': 'date',
      'Product ID': 'product_id',
      'Product Name': 'product_name',
    });
    expect(r.reviews.map((x) => [x.id, x.reviewer, x.product_name])).toEqual([
      ['3', 'Ann', 'Blue Mug'],
      ['4', 'Bob', 'Red Kettle'],
      ['5', 'Cat', 'Blue Mug'],
    ]);
    expect(r.coverage).toMatchObject({ rows_read: 3, reviews_used: 3, rows_skipped: 0 });
    expect(r.coverage.notes.join(' ')).toMatch(/header spans two rows/u);
  });

  it("reads a header of two rows whose group labels stand in every column of their group (unmerged cells, pandas' MultiIndex columns)", async () => {
    const r = await imp(
      [
        'Customer,Customer,Review,Review,Review,Product',
        'Name,Country,Rating,Text,Date,ID',
        'Ann,UK,5,Great mug and it keeps coffee hot.,2024-04-01,BM-1',
        'Bob,US,2,Broke after a week.,2024-04-02,RK-1',
        'Cat,DE,4,Fine for the price.,2024-04-03,BM-1',
      ].join('\r\n'),
    );
    expect(mapped(r)).toMatchObject({
      'Customer Name': 'reviewer',
      'Review Rating': 'rating',
      'Review Text': 'text',
      'Review Date': 'date',
      'Product ID': 'product_id',
    });
    expect(r.reviews.map((x) => [x.id, x.reviewer, x.rating])).toEqual([
      ['3', 'Ann', 5],
      ['4', 'Bob', 2],
      ['5', 'Cat', 4],
    ]);
    expect(r.coverage).toMatchObject({ rows_read: 3, reviews_used: 3, rows_skipped: 0 });
  });

  it("reads pandas' third header row, the index's name below a two-row header, as the name of the index column", async () => {
    // DataFrame.to_csv with MultiIndex columns and a named index writes the column levels' rows, then a row of
    // the index's name(s) with every other cell empty (pandas/io/formats/csvs.py, _save_header).
    const r = await imp(
      [
        ',Review,Review,Review,Product',
        ',Rating,Text,Date,Name',
        'review_id,,,,',
        'r1,5,Great mug and it keeps coffee hot.,2024-04-01,Blue Mug',
        'r2,2,Broke after a week.,2024-04-02,Red Kettle',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      review_id: null,
      'Review Rating': 'rating',
      'Review Text': 'text',
      'Product Name': 'product_name',
    });
    expect(r.reviews.map((x) => [x.id, x.rating])).toEqual([
      ['4', 5],
      ['5', 2],
    ]);
    expect(r.coverage).toMatchObject({ rows_read: 2, reviews_used: 2, rows_skipped: 0 });
    expect(r.coverage.notes.join(' ')).toMatch(/header spans three rows/u);
    // An index of two levels names two columns; a copy of the three rows pasted below is skipped.
    const header = [',,Review,Review', ',,Rating,Text', 'product,review_id,,'];
    const two = await imp(
      [
        ...header,
        'Blue Mug,r1,5,Great mug and it keeps coffee hot.',
        ...header,
        'Red Kettle,r2,2,Broke after a week.',
      ].join('\n'),
    );
    expect(mapped(two)).toMatchObject({ product: 'product_name', review_id: null });
    expect(two.reviews.map((x) => [x.product_name, x.rating])).toEqual([
      ['Blue Mug', 5],
      ['Red Kettle', 2],
    ]);
    expect(two.coverage.skipped_by_reason).toEqual({ repeated_header: 3 });
  });

  it('keeps a one-row header whose names repeat when the row below is data', async () => {
    const r = await imp(
      [
        'Review,Review,Rating',
        'Great mug and it keeps coffee hot.,Love it,5',
        'Broke after a week.,Sad,2',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.rating)).toEqual([5, 2]);
    expect(r.coverage.notes.join(' ')).not.toMatch(/two rows/u);
  });

  it('skips both rows of a two-row header pasted again below, as it skips a one-row header', async () => {
    const header = [',Review,,,Product,', 'Reviewer,Rating,Text,Date,ID,Name'];
    const r = await imp(
      [
        ...header,
        'Ann,5,Great mug and it keeps coffee hot.,2024-04-01,BM-1,Blue Mug',
        'Bob,2,Broke after a week.,2024-04-02,RK-1,Red Kettle',
        ...header,
        'Cat,4,Fine for the price.,2024-04-03,BM-1,Blue Mug',
      ].join('\r\n'),
    );
    expect(r.reviews.map((x) => [x.id, x.reviewer, x.rating])).toEqual([
      ['3', 'Ann', 5],
      ['4', 'Bob', 2],
      ['7', 'Cat', 4],
    ]);
    expect(r.coverage).toMatchObject({ rows_read: 5, reviews_used: 3, rows_skipped: 2 });
    expect(r.coverage.skipped_by_reason).toEqual({ repeated_header: 2 });
    expect(r.coverage.unreadable_values).toEqual({});
  });

  it('says that relative dates ("3 days ago") are kept as written but cannot be placed in time', async () => {
    const r = await imp(
      [
        'Exported 2024-05-01,,',
        'Review,Rating,Date',
        'Great mug and it keeps coffee hot.,5,3 days ago',
        'Broke after a week.,2,vor 2 Wochen',
        'Fine for the price.,4,2024-04-03',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => [x.date_precision, x.date ?? x.date_text])).toEqual([
      ['relative', '3 days ago'],
      ['relative', 'vor 2 Wochen'],
      ['day', '2024-04-03'],
    ]);
    expect(r.coverage.notes.join(' ')).toContain(
      '2 dates in \'Date\' count back from when the reviews were read (such as "3 days ago"), rounded by ' +
        'the shop, so no calendar date can be worked out from them: they are kept as written, and those ' +
        'reviews are left out of the timeline and the burst checks.',
    );
  });

  it('gives each review the product written once above its group of rows, as merged cells export it', async () => {
    const r = await imp(
      [
        'Product,ASIN,Review,Rating',
        'Blue Mug,B0AAAAAAA1,Great mug and it keeps coffee hot.,5',
        ',,The handle got hot in the microwave.,3',
        ',,Pretty colour and a good size.,4',
        'Red Kettle,B0AAAAAAA2,Leaks from the lid after a month.,1',
        ',,Boils fast but it is loud.,3',
      ].join('\n'),
    );
    expect(r.products).toEqual([
      { product_id: 'B0AAAAAAA1', product_name: 'Blue Mug', review_count: 3 },
      { product_id: 'B0AAAAAAA2', product_name: 'Red Kettle', review_count: 2 },
    ]);
    expect(r.coverage.notes.join(' ')).toContain(
      "Column 'ASIN' names its product once above each group of rows (merged cells): 3 blank cells were given the " +
        'product written above them.',
    );
  });

  it.each([
    ['among the first rows', 0],
    ['below the rows the merged cells were recognised on', 250],
  ])(
    'reads a product with one review between two others as its own product, %s',
    async (_where, groupsAbove) => {
      const above = Array.from({ length: groupsAbove }, (_, i) => [
        `Mug ${i},Solid mug number ${i}.,5`,
        `,It keeps the coffee hot.,4`,
      ]).flat();
      const r = await imp(
        [
          'Product,Review,Rating',
          ...above,
          'Blue Mug,Great mug and it keeps coffee hot.,5',
          ',The handle got hot in the microwave.,3',
          'Red Kettle,Leaks from the lid after a month.,1',
          'Green Lamp,Too dim to read by.,2',
          ',Bright enough for me.,4',
        ].join('\n'),
      );
      const byText = (t: string): string | undefined =>
        r.reviews.find((x) => x.text.startsWith(t))?.product_name;
      expect(byText('Leaks')).toBe('Red Kettle');
      expect(r.products.find((p) => p.product_name === 'Red Kettle')?.review_count).toBe(1);
      expect([byText('The handle'), byText('Bright')]).not.toContain('Red Kettle');
      expect(r.coverage.rows_read).toBe(r.reviews.length);
    },
  );

  it("does not fill a blank product id when another product column names that row's product", async () => {
    const r = await imp(
      [
        'body,rating,product_id,product_handle',
        'Great mug and it keeps coffee hot.,5,7001,blue-mug',
        'Broke after a week.,1,,red-kettle',
        'Leaks from the lid.,2,,red-kettle',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.product_id)).toEqual(['7001', undefined, undefined]);
  });

  it('leaves a product column alone when most named rows stand one under another: one product per row, blanks unknown', async () => {
    const r = await imp(
      [
        'Product,Review,Rating',
        'Blue Mug,Great mug and it keeps coffee hot.,5',
        'Red Kettle,Leaks from the lid after a month.,1',
        ',The handle got hot in the microwave.,4',
        'Green Lamp,Too dim to read by.,2',
        'Steel Pan,Heats evenly and cleans up well.,4',
        'Oak Desk,Wobbles unless you tighten it weekly.,3',
        ',Pretty colour and a good size.,3',
        'Tea Pot,Pours without dripping at all.,5',
      ].join('\n'),
    );
    expect(r.products.map((p) => [p.product_name, p.review_count])).toEqual([
      ['Blue Mug', 1],
      ['Red Kettle', 1],
      [null, 2],
      ['Green Lamp', 1],
      ['Steel Pan', 1],
      ['Oak Desk', 1],
      ['Tea Pot', 1],
    ]);
    expect(r.coverage.notes.join(' ')).not.toMatch(/once above each group/u);
  });

  it('fills down a merged product column although a product of one review stands among the first rows', async () => {
    // 250 products of 2 or 3 reviews each, but for one of one review among the first rows (on which the layout is
    // decided) and one far below them.
    const sizes = Array.from({ length: 250 }, (_, i) => (i === 1 || i === 220 ? 1 : (i % 2) + 2));
    const lines = ['Product,Review,Rating'];
    sizes.forEach((n, p) => {
      for (let k = 0; k < n; k++)
        lines.push(`${k === 0 ? `Product ${p}` : ''},Review ${k} of product ${p} says it works.,4`);
    });
    const r = await imp(lines.join('\n'));
    const wrong = r.reviews.filter(
      (x) => x.product_name !== `Product ${/of product (\d+)/u.exec(x.text)![1]}`,
    );
    expect(wrong).toEqual([]);
    expect(r.products).toHaveLength(250);
    expect(r.products[1]).toMatchObject({ product_name: 'Product 1', review_count: 1 });
    expect(r.products[220]).toMatchObject({ product_name: 'Product 220', review_count: 1 });
    const rows = lines.length - 1;
    expect(r.coverage.rows_read).toBe(rows);
    expect(r.coverage.reviews_used + r.coverage.rows_skipped).toBe(rows);
    expect(r.coverage.notes.join(' ')).toContain(
      `Column 'Product' names its product once above each group of rows (merged cells): ${rows - 250} blank cells ` +
        'were given the product written above them.',
    );
  });

  it('leaves a product column alone when its blanks are products it does not know', async () => {
    const r = await imp(
      [
        'ASIN,Review,Rating',
        'B0AAAAAAA1,Great mug and it keeps coffee hot.,5',
        'B0AAAAAAA1,The handle got hot in the microwave.,3',
        ',Pretty colour and a good size.,4',
        'B0AAAAAAA2,Leaks from the lid after a month.,1',
      ].join('\n'),
    );
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['B0AAAAAAA1', 2],
      [null, 1],
      ['B0AAAAAAA2', 1],
    ]);
  });

  it.each([
    ['key and value', ['Store,My Shop', 'Exported,2024-05-01', 'Reviews,2', '']],
    ['padded to the width of the table', ['Store:,My Shop,,', 'Export date:,2024-05-01,,', ',,,']],
  ])('skips the lines of report details above the header (%s)', async (_shape, above) => {
    const r = await imp(
      [
        ...above,
        'Reviewer,Rating,Review,Date',
        'Ann,5,Great mug and it keeps coffee hot.,2024-04-01',
        'Bob,2,Broke after a week.,2024-04-02',
      ].join('\r\n'),
    );
    expect(mapped(r)).toEqual({
      Reviewer: 'reviewer',
      Rating: 'rating',
      Review: 'text',
      Date: 'date',
    });
    expect(r.reviews.map((x) => [x.reviewer, x.rating])).toEqual([
      ['Ann', 5],
      ['Bob', 2],
    ]);
    expect(r.coverage.rows_read).toBe(2);
  });

  it('reads the rows below a pasted header whose columns come in another order, or fewer of them', async () => {
    const r = await imp(
      [
        'Reviewer,Rating,Review,Date',
        'Ann,5,Great mug and it keeps coffee hot.,2024-04-01',
        'Review,Reviewer,Date,Rating',
        'Broke after a week.,Bob,2024-04-02,2',
        'Review,Rating',
        'Fine for the price.,4',
        // A review whose whole text is a column name is still a review.
        'Review,',
        'Reviewer,Rating,Review,Date',
        'Dan,3,Smaller than it looks.,2024-04-04',
      ].join('\r\n'),
    );
    expect(r.reviews.map((x) => [x.id, x.reviewer, x.rating, x.text, x.date])).toEqual([
      ['2', 'Ann', 5, 'Great mug and it keeps coffee hot.', '2024-04-01'],
      ['4', 'Bob', 2, 'Broke after a week.', '2024-04-02'],
      ['6', undefined, 4, 'Fine for the price.', undefined],
      ['7', undefined, undefined, 'Review', undefined],
      ['9', 'Dan', 3, 'Smaller than it looks.', '2024-04-04'],
    ]);
    expect(r.coverage.skipped_by_reason).toEqual({ repeated_header: 3 });
    expect(r.coverage.unreadable_values).toEqual({});
  });

  it.each([
    ['Score (out of 10)', ['2', '4', '5'], [1, 2, 2.5], /out of 10, as its name says/u],
    // A 0 is "not rated" only on a 5-star scale: on the 10 points the header states it is a score.
    ['Score (out of 10)', ['0', '4', '5'], [0, 2, 2.5], /out of 10, as its name says/u],
    ['Note /20', ['12', '16', '10'], [3, 4, 2.5], /out of 20, as its name says/u],
    ['Rating (1-5)', ['2', '4', '5'], [2, 4, 5], null],
    // A scale stated to start at 1 is still read by the value's share of its best, as a page's worstRating is
    // (docs/decisions/184): the worst of 1–10 is half a star, in the 1-star bar.
    ['Rating (1-10)', ['1', '5', '10'], [0.5, 2.5, 5], /out of 10, as its name says/u],
  ])('reads ratings on the scale their header states (%s)', async (header, values, stars, note) => {
    const texts = [
      'Great mug and it keeps coffee hot.',
      'Broke after a week.',
      'Fine for the price.',
    ];
    const r = await imp(
      [`Review,${header}`, ...values.map((v, i) => `${texts[i]},${v}`)].join('\n'),
    );
    expect(r.reviews.map((x) => x.rating)).toEqual(stars);
    expect(r.coverage.unreadable_values).toEqual({});
    if (note) expect(r.coverage.notes.join(' ')).toMatch(note);
  });

  it('says when Excel has shortened long product ids, which may merge products', async () => {
    const r = await imp(
      [
        'product_id,body,rating',
        '7.00123E+12,Great mug and it keeps coffee hot.,5',
        '7.00123E+12,Leaks from the lid after a month.,1',
        '6.81234E+12,Fine for the price.,4',
      ].join('\n'),
    );
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['7.00123E+12', 2],
      ['6.81234E+12', 1],
    ]);
    expect(r.coverage.notes.join(' ')).toContain(
      'The product ids in \'product_id\' were shortened by a spreadsheet (such as "7.00123E+12"): products ' +
        'whose ids differ only in the lost digits are counted as one. Export the file again without opening ' +
        'it in a spreadsheet, or format the column as text first.',
    );
  });

  it('reads the value inside cells an export forced to text for Excel (="…"), in every column', async () => {
    const r = await imp(
      [
        'ASIN,Reviewer,Review,Rating,Date',
        '="00123",="Ann",="Great mug and it keeps coffee hot.",="5",="2024-03-01"',
        // The same cell quoted by a CSV writer, and a quote inside the formula's text.
        '"=""B07XJ8C8F5""","=""Bob""","=""Says """"dishwasher safe"""" but it is not.""","=""2""","=""2024-03-02"""',
      ].join('\n'),
    );
    expect(mapped(r)).toEqual({
      ASIN: 'product_id',
      Reviewer: 'reviewer',
      Review: 'text',
      Rating: 'rating',
      Date: 'date',
    });
    expect(r.reviews.map((x) => [x.product_id, x.reviewer, x.text, x.rating, x.date])).toEqual([
      ['00123', 'Ann', 'Great mug and it keeps coffee hot.', 5, '2024-03-01'],
      ['B07XJ8C8F5', 'Bob', 'Says "dishwasher safe" but it is not.', 2, '2024-03-02'],
    ]);
    expect(r.coverage.unreadable_values).toEqual({});
  });

  it("reads the characters Excel's workbook format escapes as _xHHHH_ (_x000D_ before a line break), in every column", async () => {
    // ECMA-376 Part 1, 22.4.2.4 (ST_Xstring): a workbook stores a carriage return, a tab or another character XML
    // cannot hold as _xHHHH_, and a literal "_x" followed by four hex digits as _x005F_xHHHH_. Tools that turn
    // workbooks into CSV without reading the escape back leave it in the cells.
    const r = await imp(
      [
        'Reviewer,Review_x0020_Text,Rating',
        'Ann,"Great mug._x000D_\nKeeps coffee hot.",5',
        'Bob_x0009_Smith,Broke after a week._x000D_ Do not buy.,2',
        'Cat,My password was _x005F_x0041_ in the manual and part SKU_x1234_B fits,4',
      ].join('\n'),
    );
    expect(mapped(r)).toEqual({ Reviewer: 'reviewer', 'Review Text': 'text', Rating: 'rating' });
    expect(r.reviews.map((x) => [x.reviewer, x.text])).toEqual([
      ['Ann', 'Great mug.\nKeeps coffee hot.'],
      ['Bob Smith', 'Broke after a week.\nDo not buy.'],
      ['Cat', 'My password was _x0041_ in the manual and part SKU_x1234_B fits'],
    ]);
  });

  it('keeps a review that merely starts with "=" as written', async () => {
    const r = await imp(
      [
        'Review,Rating',
        '=) great mug and it keeps coffee hot,5',
        '"=""the best"" they said, and it broke",2',
        '= fine for the price =,4',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.text)).toEqual([
      '=) great mug and it keeps coffee hot',
      '="the best" they said, and it broke',
      '= fine for the price =',
    ]);
  });

  it('reads ratings Excel turned into dates ("4/5" saved as "4-May") in a column named like a rating', async () => {
    const r = await imp(
      [
        'Review,Rating,Date',
        'Great mug and it keeps coffee hot.,4-May,2024-03-01',
        'Broke after a week.,1-May,2024-03-02',
        'Fine for the price.,5-May,2024-03-03',
        'Smaller than it looks.,3,2024-03-04',
      ].join('\n'),
    );
    expect(mapped(r)).toEqual({ Review: 'text', Rating: 'rating', Date: 'date' });
    expect(r.reviews.map((x) => x.rating)).toEqual([4, 1, 5, 3]);
    expect(r.coverage.unreadable_values).toEqual({});
    expect(r.coverage.notes).toContain(
      'Read 3 ratings in \'Rating\' that a spreadsheet had turned into dates, such as "4-May" as 4 of 5.',
    );
  });

  it.each([
    ['Score', ['8-Oct', '10-Oct', '6-Oct'], [4, 5, 3]],
    ['Sterne', ['4. Mai', '5. Mai', '2. Mai'], [4, 5, 2]],
    ['Note', ['4-mai', '05-mai', '3-mai'], [4, 5, 3]],
    // Month first (a US locale): "4/5" is 5 April, "8/10" is 10 August.
    ['Rating', ['5-Apr', '5-May', '5-Jan'], [4, 5, 1]],
    ['Score', ['10-Aug', '10-Oct', '10-Jun'], [4, 5, 3]],
  ])(
    'reads ratings turned into dates under %s, whatever the language and order',
    async (name, cells, want) => {
      const r = await imp(
        [
          `Review,${name}`,
          `Great mug and it keeps coffee hot.,${cells[0]}`,
          `Broke after a week.,${cells[1]}`,
          `Fine for the price.,${cells[2]}`,
        ].join('\n'),
      );
      expect(r.reviews.map((x) => x.rating)).toEqual(want);
      expect(r.coverage.unreadable_values).toEqual({});
    },
  );

  it('reads a day-month value as a rating only where the month is a scale and the day within it', async () => {
    const r = await imp(
      [
        'Review,Rating',
        'Great mug and it keeps coffee hot.,4-May',
        'Broke after a week.,1-May',
        'Fine for the price.,5-May',
        'Smaller than it looks.,7-May',
        'Not what the picture shows.,4-Jun',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.rating)).toEqual([4, 1, 5, undefined, undefined]);
    expect(r.coverage.unreadable_values).toEqual({ rating: 2 });
  });

  it('leaves a day-month value in any other column as it is', async () => {
    const r = await imp(
      [
        'Review,Stars,Posted',
        'Great mug and it keeps coffee hot.,4,4-May-2024',
        'Broke after a week.,1,5-May-2024',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => [x.rating, x.date])).toEqual([
      [4, '2024-05-04'],
      [1, '2024-05-05'],
    ]);
    expect(r.coverage.notes.join(' ')).not.toMatch(/turned into dates/u);
  });

  it.each([
    // LibreOffice's default short date (MM/DD/YY) and Excel's, in a month-first and a day-first locale: a locale
    // writes a date in the order it read "4/5", so the rating comes first either way.
    ['Rating', ['04/05/24', '01/05/24', '05/05/24'], [4, 1, 5]],
    ['Rating', ['4/5/2024', '1/5/2024', '5/5/2024'], [4, 1, 5]],
    ['Bewertung', ['04.05.2024', '01.05.2024', '05.05.2024'], [4, 1, 5]],
    // An ISO date keeps no trace of the locale: day first made "4/5" 4 May, month first 5 April.
    ['Rating', ['2024-05-04', '2024-05-01', '2024-05-05'], [4, 1, 5]],
    ['Rating', ['2024-04-05', '2024-01-05', '2024-05-05'], [4, 1, 5]],
    ['Score', ['08/10/24', '10/10/24', '06/10/24'], [4, 5, 3]],
    ['Stars', ['4-May-24', '1-May-2024', '5-May-24'], [4, 1, 5]],
  ])(
    'reads ratings a spreadsheet turned into dates with a year under %s (%s)',
    async (name, cells, want) => {
      const r = await imp(
        [
          `Review,${name}`,
          `Great mug and it keeps coffee hot.,${cells[0]}`,
          `Broke after a week.,${cells[1]}`,
          `Fine for the price.,${cells[2]}`,
        ].join('\n'),
      );
      expect(r.reviews.map((x) => x.rating)).toEqual(want);
      expect(r.coverage.unreadable_values).toEqual({});
      expect(r.coverage.notes).toContain(
        `Read 3 ratings in '${name}' that a spreadsheet had turned into dates, such as "${cells[0]}" as ` +
          `${want[0]! * (name === 'Score' ? 2 : 1)} of ${name === 'Score' ? 10 : 5}.`,
      );
    },
  );

  it.each([
    ['2024-05-04', '2024-03-17', '2024-05-05'],
    ['04/05/24', '17/03/24', '05/05/24'],
  ])(
    'reads no dated rating with a year when any date in the column is not one (%s, %s, %s)',
    async (...cells) => {
      const r = await imp(
        [
          'Review,Rating',
          `Great mug and it keeps coffee hot.,${cells[0]}`,
          `Broke after a week.,${cells[1]}`,
          `Fine for the price.,${cells[2]}`,
          'Smaller than it looks.,3',
        ].join('\n'),
      );
      // A column of dates that are not ratings is not used; its one number is no rating column either.
      expect(r.reviews.slice(0, 3).map((x) => x.rating)).toEqual([undefined, undefined, undefined]);
      expect(r.coverage.notes.join(' ')).not.toMatch(/turned into dates/u);
    },
  );

  it('reads the value behind the apostrophe a spreadsheet keeps numbers and dates as text with', async () => {
    const r = await imp(
      [
        'Review,Rating,Date,Product ID',
        "Great mug and it keeps coffee hot.,'5,'2024-03-01,'00123",
        "Broke after a week.,'4/5,'2024-03-02 10:15,'00123",
        "'90s style and it shows.,3,2024-03-03,'00124",
        "\"'Best kettle ever', my wife says.\",'4.5,'03/04/2024,'00124",
      ].join('\n'),
    );
    expect(r.reviews.map((x) => [x.text, x.rating, x.date, x.product_id])).toEqual([
      ['Great mug and it keeps coffee hot.', 5, '2024-03-01', '00123'],
      ['Broke after a week.', 4, '2024-03-02T10:15:00.000Z', '00123'],
      ["'90s style and it shows.", 3, '2024-03-03', '00124'],
      // 03/04/2024 reads as 3 April or March 4, and no other date of the file tells which: its year only.
      ["'Best kettle ever', my wife says.", 4.5, '2024', '00124'],
    ]);
    expect(r.coverage.unreadable_values).toEqual({});
  });
});
