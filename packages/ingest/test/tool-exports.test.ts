// Exports of review tools and scrapers whose files we do not hold, in the shapes their documentation and
// output show, each cut to a few rows: what every column should become and how the values are read.
import { describe, expect, it } from 'vitest';
import { windows1252 } from './support/bytes';
import { imp, mapped } from './support/import';

describe('tool exports', () => {
  it('google-play-scraper through pandas: `at` is the date, thumbs-up the helpful votes, replies unused', async () => {
    const r = await imp(
      [
        ',reviewId,userName,content,score,thumbsUpCount,at,replyContent,repliedAt',
        '0,gp:AOq1,Ann,Crashes every time I open the camera tab.,1,12,2023-03-01 14:22:10,"Sorry to hear that, please write to support.",2023-03-02 09:00:00',
        '1,gp:AOq2,Bob,Does what it says and the widgets are handy.,5,0,2023-03-04 08:01:00,,',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      userName: 'reviewer',
      content: 'text',
      score: 'rating',
      thumbsUpCount: 'helpful_votes',
      at: 'date',
      replyContent: null,
      repliedAt: null,
    });
    expect(r.reviews[0]).toMatchObject({
      rating: 1,
      helpful_votes: 12,
      date: '2023-03-01T14:22:10.000Z',
    });
  });

  it("Yotpo: the review's Date, not the shop comment's, even though 'Comment Created At' names a creation", async () => {
    const r = await imp(
      [
        'Review Title,Review Content,Review Score,Date,Product ID,Product Title,Display Name,Comment Content,Comment Created At',
        'Love it,"Great mug, keeps coffee hot for hours.",5,03/10/2023,661,Blue Mug,Sam,Thank you Sam!,2023-03-20',
        'Meh,Handle cracked after a week of use.,2,03/11/2023,661,Blue Mug,Kim,,',
        'Nice,Pretty colour and a good size for tea.,4,03/14/2023,661,Blue Mug,Lee,,',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ Date: 'date', 'Comment Created At': null });
    expect(r.reviews.map((x) => x.date)).toEqual(['2023-03-10', '2023-03-11', '2023-03-14']);
  });

  it('German Excel: semicolons, decimal-comma ratings, day-first dates, German names, Windows-1252', async () => {
    const r = await imp(
      windows1252(
        [
          'Name;Bewertung;Datum;Überschrift;Rezension',
          'Jürgen;4,5;13.03.2023;Sehr gut;Schöne Qualität, schnelle Lieferung.',
          'Anna;2,0;14.03.2023;Naja;Der Griff ist nach einer Woche abgebrochen.',
        ].join('\r\n'),
      ),
    );
    expect(mapped(r)).toEqual({
      Name: 'reviewer',
      Bewertung: 'rating',
      Datum: 'date',
      Überschrift: 'title',
      Rezension: 'text',
    });
    expect(r.reviews[0]).toMatchObject({ rating: 4.5, date: '2023-03-13', title: 'Sehr gut' });
  });

  it("Trustpilot: the consumer's name is the reviewer, not their user id", async () => {
    const r = await imp(
      [
        'Review Created (UTC),Review Consumer User ID,Review Title,Review Content,Review Stars,Consumer Name',
        '2023-03-01 14:22:10,5f9a1c,Quick,Parcel came the next day and well packed.,5,Ann Smith',
        '2023-03-02 10:00:00,5f9a1d,Slow,Waited three weeks and nobody answered my emails.,1,Bob Jones',
      ].join('\r\n'),
    );
    expect(mapped(r)).toMatchObject({
      'Consumer Name': 'reviewer',
      'Review Consumer User ID': null,
    });
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann Smith', 'Bob Jones']);
  });

  it('Apify Amazon reviews: reviewReaction holds the helpful votes, in any storefront language', async () => {
    const r = await imp(
      [
        'ratingScore,reviewTitle,reviewReaction,reviewDescription,isVerified,date,productAsin',
        '5,Great,5 people found this helpful,Works great and the lid seals well.,true,2023-03-01,B09XYZ1234',
        '2,Meh,,Stopped working after two weeks of daily use.,false,2023-03-02,B09XYZ1234',
        '4,Gut,Eine Person fand diese Informationen hilfreich,Gute Qualität für den Preis.,true,2023-03-03,B09XYZ1234',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ reviewReaction: 'helpful_votes' });
    expect(r.reviews.map((x) => x.helpful_votes)).toEqual([5, undefined, 1]);
  });

  it("WooCommerce: a review is a comment on the product's post, so comment_post_ID tells the products apart", async () => {
    const r = await imp(
      [
        'comment_ID,comment_post_ID,comment_author,comment_date,comment_content,rating,verified',
        '101,40,Ann,2023-03-01 14:22:10,Lovely soft towels and they wash well.,5,1',
        '102,41,Bob,2023-03-02 09:10:00,The kettle leaks from the lid after a month.,2,0',
        '103,40,Cat,2023-03-03 11:00:00,Good towels but the colour faded a little.,4,1',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      comment_ID: null,
      comment_post_ID: 'product_id',
      comment_content: 'text',
    });
    expect(r.coverage.products_found).toBe(2);
  });

  it("Outscraper Google Maps: author_title is the reviewer; the place's own rating and review count are unused", async () => {
    const r = await imp(
      [
        'name,place_id,reviews,rating,author_title,author_id,review_text,review_rating,review_datetime_utc,owner_answer',
        'Café de Flore,ChIJ1,5231,4.2,Marie Dupont,101,"Great coffee, the croissants were fresh.",5,03/03/2023 14:22:10,Merci !',
        'Café de Flore,ChIJ1,5231,4.2,Paul Martin,102,Waited 40 minutes for a table although we had booked.,2,03/04/2023 09:00:00,',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      name: 'product_name',
      reviews: null,
      rating: null,
      author_title: 'reviewer',
      review_text: 'text',
      review_rating: 'rating',
      owner_answer: null,
    });
    expect(r.reviews.map((x) => [x.reviewer, x.rating, x.title])).toEqual([
      ['Marie Dupont', 5, undefined],
      ['Paul Martin', 2, undefined],
    ]);
  });

  it('Helium 10: a bare URL that differs on every row is a review permalink, not the product', async () => {
    const r = await imp(
      [
        'Date,Author,Verified,Helpful,Title,Body,Rating,URL',
        '"March 1, 2023",Ann,yes,3,Good,Works great and the lid seals well.,5,https://www.amazon.com/gp/customer-reviews/R1AAA',
        '"March 2, 2023",Bob,no,0,Bad,Stopped working after two weeks.,1,https://www.amazon.com/gp/customer-reviews/R2BBB',
        '"March 3, 2023",Cat,yes,1,Fine,Does the job for the price.,4,https://www.amazon.com/gp/customer-reviews/R3CCC',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ URL: null });
    expect(r.coverage.products_found).toBe(0);
  });

  it('Feefo: of a service and a product rating, the one that goes with the product comment is used', async () => {
    const r = await imp(
      [
        'Customer Name,Date,Service Rating,Service Comment,Product Rating,Product Comment,Product Name',
        'Ann,01/03/2023,5,Fast delivery.,2,The grinder jammed on the second day and now it squeaks.,Coffee Grinder',
        'Bob,02/03/2023,4,Well packed.,5,Grinds evenly and it is quiet enough for early mornings.,Coffee Grinder',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      'Product Comment': 'text',
      'Product Rating': 'rating',
      'Service Rating': null,
    });
    expect(r.reviews.map((x) => x.rating)).toEqual([2, 5]);
  });

  it("Apify TripAdvisor: flattened placeInfo/name and placeInfo/id name the hotel; the place's rating is unused", async () => {
    const r = await imp(
      [
        'title,publishedDate,rating,text,user/name,ownerResponse/text,placeInfo/id,placeInfo/name,placeInfo/rating',
        'Lovely,2023-03-01,5,Lovely room with a view of the harbour.,Ann,,d2,Harbour Hotel,4.5',
        'Broken AC,2023-03-02,2,The air conditioning was broken for three days.,Bob,Sorry to hear that.,d2,Harbour Hotel,4.5',
        'Central,2023-03-03,4,Good location and friendly staff.,Cat,,d9,Quay Inn,3.9',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      rating: 'rating',
      'placeInfo/id': 'product_id',
      'placeInfo/name': 'product_name',
      'placeInfo/rating': null,
      'ownerResponse/text': null,
    });
    expect(r.coverage.products_found).toBe(2);
  });

  it('Google Business Profile: starRating is a word (FIVE, TWO); the unspecified one is counted as unreadable', async () => {
    const r = await imp(
      [
        'reviewId,reviewer.displayName,starRating,comment,createTime,updateTime,reviewReply.comment,reviewReply.updateTime',
        'r1,Ann,FIVE,Lovely staff and quick service.,2024-04-01T10:00:00.123456Z,2024-04-01T10:00:00.123456Z,Thank you!,2024-04-02T08:00:00Z',
        'r2,Bob,TWO,Waited an hour for a table we had booked.,2024-04-02T18:30:00Z,2024-04-03T09:00:00Z,,',
        'r3,Cat,STAR_RATING_UNSPECIFIED,The terrace is nice in summer.,2024-04-03T12:00:00Z,2024-04-03T12:00:00Z,,',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      'reviewer.displayName': 'reviewer',
      starRating: 'rating',
      comment: 'text',
      createTime: 'date',
      'reviewReply.comment': null,
    });
    expect(r.reviews.map((x) => [x.rating, x.date])).toEqual([
      [5, '2024-04-01T10:00:00.123Z'],
      [2, '2024-04-02T18:30:00.000Z'],
      [undefined, '2024-04-03T12:00:00.000Z'],
    ]);
    expect(r.coverage.unreadable_values).toEqual({ rating: 1 });
  });

  it("Google Business Profile: a comment Google translated holds the reviewer's own words after '(Original)', and those are read", async () => {
    // Google's reviews API writes both into one comment: "(Translated by Google) <translation>\n\n(Original)\n<own
    // words>"; so do Google Maps scrapes of a translated review's text.
    const r = await imp(
      [
        'reviewId,reviewer.displayName,starRating,comment,createTime',
        'r1,Ann,FOUR,"(Translated by Google) Very good food, the service a bit slow.\n\n(Original)\nMuy buena comida, el servicio un poco lento.",2024-04-01T10:00:00Z',
        'r2,Bob,TWO,Waited an hour for a table we had booked.,2024-04-02T18:30:00Z',
        'r3,Cat,FIVE,"The terrace is nice in summer (original design, they said) and quiet.",2024-04-03T12:00:00Z',
        'r4,Dan,THREE,(Translated by Google) Fine but pricey.,2024-04-04T12:00:00Z',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Muy buena comida, el servicio un poco lento.',
      'Waited an hour for a table we had booked.',
      'The terrace is nice in summer (original design, they said) and quiet.',
      '(Translated by Google) Fine but pricey.',
    ]);
    expect(r.coverage.notes).toContain(
      "1 text in 'comment' held Google's translation and, after \"(Original)\", the reviewer's own words: the own " +
        'words were read.',
    );
  });

  it("app-store-scraper: each app's reviews stay apart although their URLs differ only in `?id=`", async () => {
    const r = await imp(
      [
        'id,userName,userUrl,version,score,title,text,url,updated',
        '1001,Ann,https://itunes.apple.com/us/reviews/id11,2.3.1,1,Crashes,Crashes every time I open the camera.,https://itunes.apple.com/us/review?id=553834731&type=Purple%20Software,2023-03-01T14:22:10-07:00',
        '1002,Bob,https://itunes.apple.com/us/reviews/id12,2.3.1,5,Great,Love the widgets and the dark mode.,https://itunes.apple.com/us/review?id=553834731&type=Purple%20Software,2023-03-02T09:00:00-07:00',
        '1003,Cat,https://itunes.apple.com/us/reviews/id13,1.0,4,Nice,Simple and does the job.,https://itunes.apple.com/us/review?id=284882215&type=Purple%20Software,2023-03-04T10:00:00-07:00',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      userName: 'reviewer',
      score: 'rating',
      title: 'title',
      text: 'text',
      url: 'product_url',
      updated: 'date',
    });
    expect(r.products).toEqual([
      {
        product_id: 'itunes.apple.com/us/review?id=553834731',
        product_name: null,
        review_count: 2,
      },
      {
        product_id: 'itunes.apple.com/us/review?id=284882215',
        product_name: null,
        review_count: 1,
      },
    ]);
    expect(r.reviews[0]).toMatchObject({ rating: 1, date: '2023-03-01T21:22:10.000Z' });
  });

  it('Google Play reviews of several apps: the app is the `id` of its store URL, the language parameter is not', async () => {
    const r = await imp(
      [
        'appUrl,userName,content,score,at',
        'https://play.google.com/store/apps/details?id=com.acme.notes&hl=en_US,Ann,Crashes every time.,1,2023-03-01 14:22:10',
        'https://play.google.com/store/apps/details?hl=de&id=com.acme.notes,Bob,Works fine for me.,5,2023-03-02 14:22:10',
        'https://play.google.com/store/apps/details?id=com.acme.game&hl=en_US,Cat,Fun but too many ads.,3,2023-03-03 14:22:10',
      ].join('\n'),
    );
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['play.google.com/store/apps/details?id=com.acme.notes', 2],
      ['play.google.com/store/apps/details?id=com.acme.game', 1],
    ]);
  });

  it("PowerReviews: page_id is the merchant's product id, comments the text, headline the title", async () => {
    const r = await imp(
      [
        'page_id,merchant_review_id,rating,headline,comments,nickname,location,created_date,is_verified_buyer,helpful_votes',
        'BM-01,1,5,Love it,Keeps coffee hot for hours.,Ann,"Austin, TX",2023-03-01,true,3',
        'RK-01,2,2,Leaks,The lid leaks when pouring.,Bob,London,2023-03-02,false,0',
        'BM-01,3,4,Nice,Pretty colour and a good size.,Cat,Paris,2023-03-04,true,1',
      ].join('\n'),
    );
    expect(mapped(r)).toEqual({
      page_id: 'product_id',
      merchant_review_id: null,
      rating: 'rating',
      headline: 'title',
      comments: 'text',
      nickname: 'reviewer',
      location: null,
      created_date: 'date',
      is_verified_buyer: 'verified',
      helpful_votes: 'helpful_votes',
    });
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['BM-01', 2],
      ['RK-01', 1],
    ]);
  });

  it('G2: a review written as answers to several questions is read as one text, the answers in column order', async () => {
    const r = await imp(
      [
        'Review ID,Reviewer,Title,Star Rating,What do you like best about the product?,What do you dislike about the product?,What problems is the product solving and how is that benefiting you?,Date',
        '1,Ann S.,Solid CRM,4.5,Pipeline view is clear and the mobile app syncs fast.,Reporting is limited without the top tier.,We track all leads in one place now.,2023-03-01',
        '2,Bob T.,Too pricey,2.5,Integrations with our mail tool work.,N/A,"It helps a bit with follow-ups, not much more.",2023-03-02',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      Reviewer: 'reviewer',
      Title: 'title',
      'Star Rating': 'rating',
      'What do you like best about the product?': 'text',
      'What do you dislike about the product?': 'text',
      'What problems is the product solving and how is that benefiting you?': 'text',
    });
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Pipeline view is clear and the mobile app syncs fast. Reporting is limited without the top tier. We track all leads in one place now.',
      'Integrations with our mail tool work. It helps a bit with follow-ups, not much more.',
    ]);
    expect(r.coverage.notes.join(' ')).toMatch(
      /3 columns hold prose .* read together as the review text/u,
    );
  });

  it("Capterra: the overall comment, pros and cons are one review; the 'Overall' of words is not a rating", async () => {
    const r = await imp(
      [
        'Reviewer Name,Title,Overall Rating,Ease of Use,Customer Service,Value for Money,Likelihood to Recommend,Review Date,Overall,Pros,Cons',
        'Ann S.,Solid CRM,5,4,5,4,9/10,2023-03-01,Overall a good experience for our small team.,Pipeline view is clear and the mobile app syncs fast.,Reporting is limited.',
        'Bob T.,Too pricey,2,3,2,1,3/10,2023-03-02,Not worth it for us.,Integrations with our mail tool work well enough.,"Price went up twice this year, support is slow."',
        // A cons answer that there are none is no part of the review.
        'Cat W.,Does the job,4,4,4,4,8/10,2023-03-03,Does what our team needs every day.,Simple to set up for the whole office.,No',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      'Overall Rating': 'rating',
      Overall: 'text',
      Pros: 'text',
      Cons: 'text',
    });
    expect(r.reviews.map((x) => [x.rating, x.text])).toEqual([
      [
        5,
        'Overall a good experience for our small team. Pipeline view is clear and the mobile app syncs fast. Reporting is limited.',
      ],
      [
        2,
        'Not worth it for us. Integrations with our mail tool work well enough. Price went up twice this year, support is slow.',
      ],
      [4, 'Does what our team needs every day. Simple to set up for the whole office.'],
    ]);
  });

  it('A Japanese export: headers in Japanese, dates as 2024年3月1日', async () => {
    const r = await imp(
      [
        '投稿者,評価,タイトル,レビュー本文,投稿日,商品名',
        '山田,5,最高,とても使いやすくて毎日使っています。買ってよかったです。,2024年3月1日,青いマグ',
        '佐藤,2,残念,一週間で取っ手が壊れました。もう買いません。,2024年3月2日,青いマグ',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => [x.reviewer, x.rating, x.title, x.date, x.product_name])).toEqual([
      ['山田', 5, '最高', '2024-03-01', '青いマグ'],
      ['佐藤', 2, '残念', '2024-03-02', '青いマグ'],
    ]);
  });

  it('A Trustpilot scrape of several companies: the company is what is reviewed, each kept apart', async () => {
    const r = await imp(
      [
        'company_name,reviewer,rating,title,text,date',
        'Acme Parcels,Ann,5,Quick,Parcel came the next day and well packed.,2024-03-01',
        'Acme Parcels,Bob,1,Lost,My parcel was lost and nobody answered.,2024-03-02',
        'Best Bikes Ltd,Cat,4,Good,The bike was assembled well and arrived on time.,2024-03-03',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ company_name: 'product_name', title: 'title' });
    expect(r.products.map((p) => [p.product_name, p.review_count])).toEqual([
      ['Acme Parcels', 2],
      ['Best Bikes Ltd', 1],
    ]);
  });
});
