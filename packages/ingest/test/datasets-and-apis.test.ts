// Review datasets, scraper APIs and marketplace exports not grounded before (round 3), each rebuilt as a few rows of
// our own in the header row and value formats its public documentation or client code gives (named in each test):
// what every column becomes, how the values are read, and that every row is accounted for.
import { describe, expect, it } from 'vitest';
import { accountedFor, imp, mapped } from './support/import';

describe('datasets, scraper APIs and marketplace exports (round 3)', () => {
  it("Bright Data's Amazon reviews dataset: review_header is the title; the product's own rating is unused", async () => {
    // Fields as a Bright Data client's test fixture lists them (url, product_name, product_rating,
    // product_rating_count, asin, review_id, review_text, rating, review_header, author_name, author_id,
    // review_posted_date, review_country, helpful_count, is_amazon_vine, is_verified, badge, timestamp), and as the
    // classic Amazon review scrapers name their fields (review_header, review_posted_date).
    const r = await imp(
      [
        'url,product_name,product_rating,product_rating_count,asin,review_id,review_text,rating,review_header,author_name,author_id,review_posted_date,review_country,helpful_count,is_amazon_vine,is_verified,badge,timestamp',
        'https://www.amazon.com/dp/B0TEST12345/,Steel Water Bottle,4.5,1203,B0TEST12345,R1A,"Keeps water cold all day, no leaks so far.",5,Excellent,Ann,AE1,"March 3, 2023",United States,10,false,true,Verified Purchase,2024-06-01T00:00:00.000Z',
        'https://www.amazon.com/dp/B0TEST12345/,Steel Water Bottle,4.5,1203,B0TEST12345,R2B,The lid cracked after two weeks of use.,2,Cracked,Bob,AE2,"April 12, 2023",United States,0,false,false,,2024-06-01T00:00:00.000Z',
        'https://www.amazon.com/dp/B0TEST67890/,Glass Teapot,3.9,311,B0TEST67890,R3C,Pretty but the filter clogs with fine tea.,3,Pretty,Cy,AE3,"May 5, 2023",United Kingdom,2,true,true,Verified Purchase,2024-06-01T00:00:00.000Z',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      review_header: 'title',
      review_text: 'text',
      rating: 'rating',
      product_rating: null,
      review_posted_date: 'date',
      helpful_count: 'helpful_votes',
      is_verified: 'verified',
      asin: 'product_id',
    });
    expect(r.reviews.map((x) => [x.title, x.rating, x.date, x.verified])).toEqual([
      ['Excellent', 5, '2023-03-03', true],
      ['Cracked', 2, '2023-04-12', false],
      ['Pretty', 3, '2023-05-05', true],
    ]);
    accountedFor(r);
  });

  it("SNAP's Amazon reviews (Fine Foods) in their own field names: review/helpfulness 7/9 is 7 helpful votes of 9", async () => {
    // The raw SNAP format's fields (product/productId, review/userId, review/profileName, review/helpfulness,
    // review/score, review/time, review/summary, review/text), as loaders of the Fine Foods set map them to the
    // Kaggle names (HelpfulnessNumerator/HelpfulnessDenominator); helpfulness is "helpful/total", time Unix seconds.
    const r = await imp(
      [
        'product/productId,review/userId,review/profileName,review/helpfulness,review/score,review/time,review/summary,review/text',
        'B001E4KFG0,A3SGXH7AUHU8GW,delmartian,1/1,5.0,1303862400,Good Quality Dog Food,I have bought several of the Vitality canned dog food products and found them good.',
        'B00813GRG4,A1D87F6ZCVE5NK,dll pa,0/0,1.0,1346976000,Not as Advertised,Product arrived labeled as Jumbo Salted Peanuts but they were small and unsalted.',
        'B000LQOCH0,ABXLMWJIXXAIN,Natalia Corres,7/9,4.0,1219017600,Delight says it all,"This is a confection that has been around a few centuries, light and pillowy."',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      'review/helpfulness': 'helpful_votes',
      'review/score': 'rating',
      'review/time': 'date',
      'review/summary': 'title',
      'review/text': 'text',
    });
    expect(r.reviews.map((x) => [x.helpful_votes, x.rating, x.date])).toEqual([
      [1, 5, '2011-04-27'],
      [0, 1, '2012-09-07'],
      [7, 4, '2008-08-18'],
    ]);
    expect(r.coverage.unreadable_values).toEqual({});
    accountedFor(r);
  });

  it("eBay's feedback through the Trading API: the commenting user's feedback score is no rating", async () => {
    // FeedbackDetail's fields as speedspeed/ebayfeedback feedback_csv.php writes them with fputcsv (CommentingUser,
    // CommentingUserScore, CommentText, CommentTime, CommentType, ItemID, Role, FeedbackID, TransactionID,
    // OrderLineItemID, ItemTitle, ItemPrice "12.99 USD"); a user's feedback score counts their feedback, often in
    // the thousands.
    const r = await imp(
      [
        'CommentingUser,CommentingUserScore,CommentText,CommentTime,CommentType,ItemID,Role,FeedbackID,TransactionID,OrderLineItemID,ItemTitle,ItemPrice',
        'buyer_ann,152,"Fast shipping, item exactly as described. A+++",2024-03-01T14:22:10.000Z,Positive,1234567890,Buyer,9001,555,1234567890-555,Blue Ceramic Mug,12.99 USD',
        'bob.smith,3,Item arrived broken and the seller never replied.,2024-03-02T09:00:00.000Z,Negative,1234567890,Buyer,9002,556,1234567890-556,Blue Ceramic Mug,12.99 USD',
        'cy_d,1523,"OK item, slow delivery but as pictured.",2024-03-04T10:00:00.000Z,Neutral,2234567890,Buyer,9003,557,2234567890-557,Red Kettle,24.50 USD',
        'dee,48,"Great seller, would buy again.",2024-03-05T10:00:00.000Z,Positive,2234567890,Buyer,9004,558,2234567890-558,Red Kettle,24.50 USD',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      CommentingUser: 'reviewer',
      CommentingUserScore: null,
      CommentText: 'text',
      CommentTime: 'date',
      ItemID: 'product_id',
      ItemTitle: 'product_name',
    });
    expect(r.reviews.map((x) => x.rating)).toEqual([undefined, undefined, undefined, undefined]);
    expect(r.coverage.unreadable_values).toEqual({});
    expect(r.coverage.notes.join(' ')).toMatch(
      /'CommentingUserScore' is named like a rating, but .* so ratings were not used/u,
    );
    expect(r.products.map((p) => [p.product_name, p.review_count])).toEqual([
      ['Blue Ceramic Mug', 2],
      ['Red Kettle', 2],
    ]);
    accountedFor(r);
  });
  it.each([
    // The output fields rainminer/trustedshops-scraper's Apify page lists (shopName, reviewerName, rating, text,
    // reviewDate, aggregateRating, profileUrl).
    [
      'shopName,reviewerName,rating,text,reviewDate,aggregateRating,profileUrl',
      'shopName',
      ['Zalando', 'Zalando', 'Otto', 'Otto'],
    ],
    // The normalized fields thescrappa/trustedshops-reviews-scraper's Apify page lists (tsid, shop_name, rating,
    // review_title, review_text, created_at, verified, criteria, review_id, page, source_url), cut to those a
    // review needs.
    [
      'tsid,shop_name,rating,review_text,created_at,verified',
      'shop_name',
      ['X1', 'X1', 'X2', 'X2'],
    ],
  ])(
    'Trusted Shops reviews scraped for several shops: the shop is what is reviewed, each kept apart (%s)',
    async (header, shopColumn, firsts) => {
      const shops = ['zalando.de', 'zalando.de', 'otto.de', 'otto.de'];
      const texts = [
        'Alles bestens, schnelle Lieferung und gut verpackt.',
        'Paket kam nie an und der Kundenservice antwortet nicht.',
        'Ware wie beschrieben, Lieferung etwas langsam.',
        'Top Shop, gerne wieder bestellt.',
      ];
      const rows = texts.map((t, i) =>
        header.startsWith('shopName')
          ? `${firsts[i]},Kundin ${i},${[5, 1, 4, 5][i]},${t},2025-03-0${i + 1},4.71,https://www.trustedshops.de/bewertung/${shops[i]}`
          : `${firsts[i]},${shops[i]},${[5, 1, 4, 5][i]},${t},2025-03-0${i + 1}T10:00:00.000Z,true`,
      );
      const r = await imp([header, ...rows].join('\n'));
      expect(mapped(r)[shopColumn]).toBe('product_name');
      expect(r.products.map((p) => p.review_count)).toEqual([2, 2]);
      expect(r.reviews.map((x) => x.rating)).toEqual([5, 1, 4, 5]);
      accountedFor(r);
    },
  );
  it("keeps a product export's product as what is reviewed when it names its shop too", async () => {
    const r = await imp(
      [
        'store_name,product_name,rating,review',
        'My Shop,Blue Mug,5,Keeps coffee hot for hours.',
        'My Shop,Red Kettle,2,The lid leaks when pouring.',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ store_name: null, product_name: 'product_name' });
    expect(r.products.map((p) => p.product_name)).toEqual(['Blue Mug', 'Red Kettle']);
  });
  it("UCSD's Goodreads reviews: date_added written as Ruby's Time#to_s, with the zone's offset before the year", async () => {
    // The fields of goodreads_reviews_*.json as the dataset's readers show its first review (user_id, book_id,
    // review_id, rating 0-5 with 0 for none, review_text, date_added "Fri Aug 25 13:55:02 -0700 2017", date_updated,
    // read_at, started_at, n_votes, n_comments), flattened to CSV.
    const r = await imp(
      [
        'user_id,book_id,review_id,rating,review_text,date_added,date_updated,read_at,started_at,n_votes,n_comments',
        '8842281e,24375664,5cd416f3,5,Mind blowingly cool. Best science fiction I have read in some time.,Fri Aug 25 13:55:02 -0700 2017,Mon Oct 09 08:55:59 -0700 2017,Sat Oct 07 00:00:00 -0700 2017,Sat Aug 26 00:00:00 -0700 2017,16,0',
        '8842281e,18245960,dfdbb7b0,0,This is a special book. It started slow for about the first third.,Sun Jul 30 07:44:10 -0700 2017,Wed Aug 30 00:00:26 -0700 2017,,,28,1',
        '7504b2ae,24375664,1e2b7d2a,3,Interesting premise but the ending dragged on far too long.,Tue Jan 03 10:00:00 -0800 2017,Tue Jan 03 10:00:00 -0800 2017,,,0,0',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      book_id: 'product_id',
      rating: 'rating',
      review_text: 'text',
      date_added: 'date',
      n_votes: 'helpful_votes',
    });
    expect(r.reviews.map((x) => [x.date, x.rating])).toEqual([
      ['2017-08-25', 5],
      ['2017-07-30', undefined],
      ['2017-01-03', 3],
    ]);
    expect(r.coverage.unreadable_values).toEqual({ rating: 1 });
    accountedFor(r);
  });
  it("Amazon Books Reviews (Kaggle) joined to its books: the book's publishedDate is the same for all its reviews, review/time is each review's", async () => {
    // The two files' headers as a MapReduce join of the set prints them (Title, description, authors, image,
    // previewLink, publisher, publishedDate, infoLink, categories, ratingsCount from books_data; Price, User_id,
    // profileName, review/helpfulness, review/score, review/time, review/summary, review/text from Books_rating).
    const book = (title: string, id: string, published: string): string =>
      `"${title}",A look at the life and work of the author.,['Philip Nel'],http://books.google.com/${id}.jpg,` +
      `http://books.google.nl/books?id=${id},A&C Black,${published},http://books.google.nl/books?id=${id},` +
      `['Biography & Autobiography'],3.0`;
    const seuss = book('Dr. Seuss: American Icon', 'IjvHQsCn_pgC', '2005-01-01');
    const art = book('Its Only Art If Its Well Hung!', 'Ur8dAAAACAAJ', '1996-03-01');
    const r = await imp(
      [
        'Title,description,authors,image,previewLink,publisher,publishedDate,infoLink,categories,ratingsCount,Price,User_id,profileName,review/helpfulness,review/score,review/time,review/summary,review/text',
        `${art},,AVCGYZL8FQQTD,Jim of Oz,7/7,4.0,940636800,Nice collection,"This is only for Julie Strain fans, about 80 pages of her photos."`,
        `${art},,A2ZZZZZZZZZZZ,Ann Reader,0/1,2.0,1104537600,Thin,Not much here beyond the photos and a short foreword.`,
        `${seuss},,A30TK6U7DNS82R,Kevin Killian,10/10,5.0,1095724800,Really Enjoyed It,"I don't care much for Dr. Seuss but after reading this book I changed my mind."`,
        `${seuss},,A3UH4UZ4RSVO82,John Granger,10/11,5.0,1078790400,Essential,"If people become the books they read, then Dr. Seuss is worth a look."`,
        `${seuss},,A2MVUWT453QH61,Roy E. Perry,7/7,4.0,1090713600,A serious treatment,"Theodore Seuss Geisel, aka Dr. Seuss, was one of the most influential writers."`,
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      Title: 'product_name',
      publishedDate: null,
      'review/time': 'date',
      'review/score': 'rating',
      'review/text': 'text',
    });
    expect(r.reviews.map((x) => x.date)).toEqual([
      '1999-10-23',
      '2005-01-01',
      '2004-09-21',
      '2004-03-09',
      '2004-07-25',
    ]);
    expect(r.coverage.notes.join(' ')).toMatch(
      /'publishedDate' is the same for every review of a product, so 'review\/time', which varies, was read as the review's date/u,
    );
    expect(r.products.map((p) => p.review_count)).toEqual([2, 3]);
    accountedFor(r);
  });
  it("Amazon Customer Reviews (the public TSV set): product_parent, the parent of a product's variants, is the product and marks no shop reply", async () => {
    // The columns of amazon_reviews_us_*.tsv as loaders of the set list them (a MySQL LOAD DATA, a Pig script, an
    // Athena workshop's CREATE TABLE: marketplace, customer_id, review_id, product_id, product_parent, product_title,
    // product_category, star_rating, helpful_votes, total_votes, vine, verified_purchase, review_headline,
    // review_body, review_date), tab-separated, Y/N flags.
    const rows = [
      'marketplace\tcustomer_id\treview_id\tproduct_id\tproduct_parent\tproduct_title\tproduct_category\tstar_rating\thelpful_votes\ttotal_votes\tvine\tverified_purchase\treview_headline\treview_body\treview_date',
      "US\t3653882\tR3O9SGZBVQBV76\tB00FALQ1ZC\t937001370\tInvicta Women's Angel Watch\tWatches\t5\t0\t0\tN\tY\tFive Stars\tAbsolutely love this watch! Get compliments almost every time I wear it.\t2015-08-31",
      'US\t14661224\tRKH8BNC3L5DLF\tB00D3RGO20\t484010722\tKenneth Cole Mesh Bracelet Watch\tWatches\t2\t3\t4\tN\tN\tStopped\tStopped keeping time after a month and the clasp broke.\t2015-08-30',
      "US\t27324930\tR2HLE8WKZSU3NL\tB00FALQ1ZD\t937001370\tInvicta Women's Angel Watch (Silver)\tWatches\t4\t1\t1\tN\tY\tPretty\tPretty watch, the band runs a little small.\t2015-08-29",
    ];
    const r = await imp(rows.join('\n'));
    expect(mapped(r)).toMatchObject({
      star_rating: 'rating',
      helpful_votes: 'helpful_votes',
      verified_purchase: 'verified',
      review_headline: 'title',
      review_body: 'text',
      review_date: 'date',
    });
    expect(r.coverage.skipped_by_reason).toEqual({});
    // A product's variants are one listing, as Amazon shows their reviews (and as parent_asin groups them).
    expect(mapped(r)).toMatchObject({ product_parent: 'product_id', product_id: null });
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['937001370', 2],
      ['484010722', 1],
    ]);
    expect(r.reviews.map((x) => [x.rating, x.verified, x.helpful_votes, x.date])).toEqual([
      [5, true, 0, '2015-08-31'],
      [2, false, 3, '2015-08-30'],
      [4, true, 1, '2015-08-29'],
    ]);
    accountedFor(r);
  });
  it("Drugs.com's reviews (UCI): drugName is what is reviewed, so each drug's reviews stay apart", async () => {
    // drugsComTrain_raw.tsv's columns as its loaders list them (uniqueID, drugName, condition, review, rating 1-10,
    // date "May 20, 2012", usefulCount), written by pandas with its unnamed index.
    const r = await imp(
      [
        ',uniqueID,drugName,condition,review,rating,date,usefulCount',
        '0,206461,Valsartan,Left Ventricular Dysfunction,"""It has no side effect, I take it with Bystolic and fish oil""",9.0,"May 20, 2012",27',
        '1,95260,Guanfacine,ADHD,"""My son is halfway through his fourth week and we are concerned.""",8.0,"April 27, 2010",192',
        '2,155963,Guanfacine,ADHD,"""Works well but makes him sleepy in the afternoon.""",2.0,"November 28, 2015",43',
        '3,92703,Valsartan,High Blood Pressure,"""Dizzy for the first two weeks, fine after that.""",6.0,"December 14, 2009",17',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      drugName: 'product_name',
      condition: null,
      review: 'text',
      usefulCount: 'helpful_votes',
    });
    expect(r.products.map((p) => [p.product_name, p.review_count])).toEqual([
      ['Valsartan', 2],
      ['Guanfacine', 2],
    ]);
    accountedFor(r);
  });

  it("BeerAdvocate's reviews (SNAP): beer/name names the beer; review/overall is the rating, not its parts", async () => {
    // The fields of SNAP's BeerAdvocate set as its readers write them to CSV (beer/ABV, beer/beerId, beer/brewerId,
    // beer/name, beer/style, review/appearance, review/aroma, review/overall, review/palate, review/taste,
    // review/text, review/timeUnix, user/profileName), ratings in half points to 5.
    const r = await imp(
      [
        'beer/ABV,beer/beerId,beer/brewerId,beer/name,beer/style,review/appearance,review/aroma,review/overall,review/palate,review/taste,review/text,review/timeUnix,user/profileName',
        '5.0,47986,10325,Sausa Weizen,Hefeweizen,2.5,2.0,1.5,1.5,1.5,"A lot of foam. But a lot. In the smell some banana, and then lactic and tart.",1234817890,stcules',
        '6.2,48213,10325,Red Moon,English Strong Ale,3.0,2.5,3.0,2.5,3.0,"Dark red color, light beige foam, average. In the smell malt and caramel.",1234817890,stcules',
        '5.0,47986,10325,Sausa Weizen,Hefeweizen,4.0,4.0,4.0,3.5,4.0,"Cloudy golden pour, banana and clove, very refreshing on a hot day.",1293840000,beerfan',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      'beer/beerId': 'product_id',
      'beer/name': 'product_name',
      'review/overall': 'rating',
      'review/taste': null,
      'review/timeUnix': 'date',
      'user/profileName': 'reviewer',
    });
    expect(r.products.map((p) => [p.product_name, p.review_count])).toEqual([
      ['Sausa Weizen', 2],
      ['Red Moon', 1],
    ]);
    accountedFor(r);
  });
  it("Zyte's review extraction flattened: reviewRating.bestRating is the scale's top, ratingValue the rating", async () => {
    // The review fields docs.zyte.com/automatic-extraction/review.html lists (name, reviewBody, datePublished,
    // datePublishedRaw, reviewRating with ratingValue and bestRating, author, isVerified, votedHelpful,
    // votedUnhelpful, probability, url), flattened with "." by pandas' json_normalize, the scale's column first.
    const r = await imp(
      [
        'name,reviewBody,datePublished,datePublishedRaw,author,isVerified,votedHelpful,votedUnhelpful,probability,url,reviewRating.bestRating,reviewRating.ratingValue,reviewRating.worstRating',
        'Great kettle,Boils fast and the handle stays cool.,2024-03-01T00:00:00Z,"March 1, 2024",Ann,True,3,0,0.98,https://example.com/kettle/reviews,5,5,1',
        'Leaks,The lid leaks when pouring and the base rusted.,2024-03-02T00:00:00Z,"March 2, 2024",Bob,False,1,2,0.97,https://example.com/kettle/reviews,5,1,1',
        'OK,Does the job but it is loud.,2024-03-03T00:00:00Z,"March 3, 2024",Cy,True,0,0,0.99,https://example.com/kettle/reviews,5,3,1',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      reviewBody: 'text',
      datePublished: 'date',
      author: 'reviewer',
      isVerified: 'verified',
      votedHelpful: 'helpful_votes',
      'reviewRating.bestRating': null,
      'reviewRating.ratingValue': 'rating',
      'reviewRating.worstRating': null,
    });
    expect(r.reviews.map((x) => x.rating)).toEqual([5, 1, 3]);
    accountedFor(r);
  });
  it('schema.org Reviews (JSON-LD) flattened: itemReviewed.name is the product, author.name the reviewer', async () => {
    // schema.org/Review's properties (author, datePublished, reviewBody, name, reviewRating with ratingValue,
    // bestRating, worstRating, itemReviewed, publisher) as a page's JSON-LD holds them, flattened with "." by
    // pandas' json_normalize, "@type" keys included.
    const r = await imp(
      [
        '@type,author.@type,author.name,datePublished,reviewBody,name,reviewRating.@type,reviewRating.ratingValue,reviewRating.bestRating,reviewRating.worstRating,itemReviewed.@type,itemReviewed.name,publisher.@type,publisher.name',
        'Review,Person,Ann,2024-03-01,Boils fast and the handle stays cool.,Great kettle,Rating,5,5,1,Product,Steel Kettle,Organization,Kitchen Shop',
        'Review,Person,Bob,2024-03-02,The lid leaks when pouring and the base rusted.,Leaks,Rating,1,5,1,Product,Steel Kettle,Organization,Kitchen Shop',
        'Review,Person,Cy,2024-03-03,Pretty colour and it pours well.,Nice mug,Rating,4,5,1,Product,Blue Mug,Organization,Kitchen Shop',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      'author.name': 'reviewer',
      'itemReviewed.name': 'product_name',
      'reviewRating.ratingValue': 'rating',
      'reviewRating.bestRating': null,
    });
    expect(r.products.map((p) => [p.product_name, p.review_count])).toEqual([
      ['Steel Kettle', 2],
      ['Blue Mug', 1],
    ]);
    accountedFor(r);
  });
  it("DataForSEO's Google reviews flattened: the reviewer's own words in original_review_text are read where written, review_text's machine translation elsewhere", async () => {
    // The review fields of DataForSEO's Google Reviews task_get, as the data-for-seo crate's
    // src/entity/business_data/reviews.rs declares them after docs.dataforseo.com (review_text, translated into the
    // task's language; original_review_text, filled only when it was; time_ago, timestamp "2019-11-15 12:43:22
    // +00:00", rating with value, votes_count and rating_max, reviews_count, profile_name, owner_answer…), flattened
    // with "." by pandas' json_normalize.
    const r = await imp(
      [
        'type,review_text,original_review_text,time_ago,timestamp,rating.rating_type,rating.value,rating.votes_count,rating.rating_max,reviews_count,profile_name,owner_answer,review_id',
        'google_reviews_search,"Great food and friendly staff, will be back.",,2 months ago,2024-03-01 14:22:10 +00:00,Max5,5,,5,12,Ann Lee,Thank you Ann!,r1',
        'google_reviews_search,Cold food and a forty minute wait.,,3 months ago,2024-02-01 09:00:00 +00:00,Max5,1,,5,1,Bob Ray,,r2',
        'google_reviews_search,"Very good food, the service a bit slow, but we will return.","Muy buena comida, el servicio un poco lento, pero volveremos.",a month ago,2024-04-01 12:00:00 +00:00,Max5,4,,5,30,Cy Dot,,r3',
        'google_reviews_search,,,a month ago,2024-04-02 12:00:00 +00:00,Max5,3,,5,2,Di Eve,,r4',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      review_text: 'text',
      original_review_text: 'text',
      timestamp: 'date',
      'rating.value': 'rating',
      'rating.rating_max': null,
      profile_name: 'reviewer',
      owner_answer: null,
    });
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Great food and friendly staff, will be back.',
      'Cold food and a forty minute wait.',
      'Muy buena comida, el servicio un poco lento, pero volveremos.',
      '',
    ]);
    expect(r.coverage.notes).toContain(
      "'original_review_text' holds the reviewers' own words and 'review_text' a machine translation of them: " +
        "1 text was read from 'original_review_text' and 2 from 'review_text', for reviews without their own words.",
    );
    expect(r.coverage.rating_only_rows).toBe(1);
    accountedFor(r);
  });

  it.each([
    // Apify's Google Maps scrapers: `text` as written, `textTranslated` into the run's language when it differs.
    ['text', 'textTranslated', 'stars,name,publishedAtDate', '4,Ann Lee,2024-04-01'],
    // Outscraper's Google Maps reviews: review_text as written, review_translated_text beside it.
    [
      'review_text',
      'review_translated_text',
      'review_rating,author_title,review_datetime_utc',
      '4,Ann Lee,04/01/2024 12:00:00',
    ],
    // Google's Places API (New) reviews flattened: text.text in the request's language, originalText.text as written.
    [
      'originalText.text',
      'text.text',
      'rating,authorAttribution.displayName,publishTime',
      '4,Ann Lee,2024-04-01T10:00:00Z',
    ],
    // Google Maps review actors writing snake case.
    ['text', 'text_translated', 'rating,author,absolute_date', '4,Ann Lee,2024-04-01'],
  ])(
    "%s is the reviewer's own words and %s its machine translation: the translation is read only where no own words are",
    async (own, translation, others, values) => {
      const r = await imp(
        [
          `${own},${translation},${others}`,
          `"Muy buena comida, el servicio un poco lento.","Very good food, the service a bit slow.",${values}`,
          `Great food and friendly staff.,,${values}`,
          `,"Cold food, a long wait and a rude waiter.",${values}`,
        ].join('\n'),
      );
      expect(r.reviews.map((x) => x.text)).toEqual([
        'Muy buena comida, el servicio un poco lento.',
        'Great food and friendly staff.',
        'Cold food, a long wait and a rude waiter.',
      ]);
      expect(r.coverage.notes.join(' ')).toContain(
        `'${own}' holds the reviewers' own words and '${translation}' a machine translation of them: 2 texts ` +
          `were read from '${own}' and 1 from '${translation}'`,
      );
      accountedFor(r);
    },
  );
});
