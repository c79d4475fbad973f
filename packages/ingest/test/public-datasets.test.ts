// Public review datasets and scraper outputs, in the header rows and value formats their documentation and code
// give (the source of each is named in its test), rebuilt as a few rows of our own: what every column becomes and
// how the values are read.
import { describe, expect, it } from 'vitest';
import { imp, mapped } from './support/import';

describe('public datasets and scraper outputs', () => {
  it("Steam's appreviews API, flattened: the helpfulness score is no rating, votes_up is helpful votes, steam_purchase is verified", async () => {
    // Fields as listed in Ahmad1412K/Steam_Reviews_Data README.md and 01412302/BUSI_1783---Business-Analytics-Project
    // documents/data_dictionary.md; timestamps are Unix seconds, flags Python's True/False.
    const r = await imp(
      [
        'recommendationid,appid,author.steamid,author.num_reviews,author.playtime_forever,language,review,timestamp_created,timestamp_updated,voted_up,votes_up,votes_funny,weighted_vote_score,comment_count,steam_purchase,received_for_free',
        '150000001,570,76561198000000001,14,3020,english,"Great co-op, runs well on the Deck.",1700000000,1700000500,True,12,1,0.612903237342834473,0,True,False',
        '150000002,570,76561198000000002,1,60,english,"Crashes on launch, refunded.",1700100000,1700100000,False,3,0,0.523809552192687988,2,True,False',
        '150000003,730,76561198000000003,55,9000,english,"Best shooter of the year, hundreds of hours in.",1700200000,1700200000,True,0,0,0,0,False,True',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      appid: 'product_id',
      review: 'text',
      timestamp_created: 'date',
      timestamp_updated: null,
      voted_up: null,
      votes_up: 'helpful_votes',
      votes_funny: null,
      weighted_vote_score: null,
      steam_purchase: 'verified',
    });
    expect(r.reviews.map((x) => [x.rating, x.helpful_votes, x.verified, x.date])).toEqual([
      [undefined, 12, true, '2023-11-14T22:13:20.000Z'],
      [undefined, 3, true, '2023-11-16T02:00:00.000Z'],
      [undefined, 0, false, '2023-11-17T05:46:40.000Z'],
    ]);
    expect(r.coverage.unreadable_values).toEqual({});
  });

  it("Booking.com's 515K hotel reviews: the negative and positive parts are one review, 'No Negative' is no part", async () => {
    // Fields as described in HamoyeHQ/stage-f-04-hotel-reviews README.md (the Kaggle "515K Hotel Reviews Data in
    // Europe" set): month-first dates, scores out of 10, the parts padded with spaces.
    const r = await imp(
      [
        'Hotel_Address,Additional_Number_of_Scoring,Review_Date,Average_Score,Hotel_Name,Reviewer_Nationality,Negative_Review,Review_Total_Negative_Word_Counts,Total_Number_of_Reviews,Positive_Review,Review_Total_Positive_Word_Counts,Total_Number_of_Reviews_Reviewer_Has_Given,Reviewer_Score,Tags,days_since_review,lat,lng',
        " 1 Canal St Amsterdam Netherlands,194,8/3/2017,7.7,Hotel Arena, Russia , The room was tiny and the heating did not work all night ,14,1403, Only the park outside was nice ,6,7,2.9,\"[' Leisure trip ', ' Couple ']\",0 days,52.36,4.91",
        ' 1 Canal St Amsterdam Netherlands,194,8/3/2017,7.7,Hotel Arena, Ireland ,No Negative,0,1403, Great location and friendly staff at the desk ,8,7,9.5,"[\' Leisure trip \']",0 days,52.36,4.91',
        ' 2 Via Roma Milan Italy,120,7/31/2017,8.4,Hotel Duomo, United Kingdom , Breakfast was cold ,4,900,No Positive,0,3,5.8,"[\' Business trip \']",3 days,45.46,9.19',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      Review_Date: 'date',
      Average_Score: null,
      Hotel_Name: 'product_name',
      Negative_Review: 'text',
      Positive_Review: 'text',
      Reviewer_Score: 'rating',
    });
    expect(r.reviews.map((x) => [x.text, x.rating, x.date])).toEqual([
      [
        'The room was tiny and the heating did not work all night Only the park outside was nice',
        1.45,
        '2017-08-03',
      ],
      ['Great location and friendly staff at the desk', 4.75, '2017-08-03'],
      ['Breakfast was cold', 2.9, '2017-07-31'],
    ]);
  });

  it.each([
    [
      'Hotel_Name,Negative_Review,Positive_Review,Reviewer_Score',
      'Hotel Arena, Tiny room and no heat ,Nothing,2.9\nHotel Arena,Cold breakfast, Nice view ,4.2',
    ],
    [
      'hotelName,hotelUrl,reviewTitle,reviewText,reviewScore',
      'Arena,https://www.booking.com/hotel/nl/arena.html,Meh,The room was tiny and had no heat,2.9\n' +
        'Arena,https://www.booking.com/hotel/nl/arena.html,Not again,The breakfast was cold every day,4.2',
    ],
    [
      'review_title,review_positive,review_negative,guest_score,accommodation_id,accommodation_score',
      'Meh,Nothing at all to like,The room was tiny and had no heat,2.9,-1,8.1\n' +
        'Not again,The view from the room was nice,The breakfast was cold every day,4.2,-1,8.1',
    ],
  ])(
    "Booking.com's guest scores are out of 10 as Booking documents them, even when a file's highest is 5 or less (%s)",
    async (header, rows) => {
      const r = await imp(`${header}\n${rows}\n`);
      expect(r.reviews.map((x) => x.rating)).toEqual([1.45, 2.1]);
      expect(r.coverage.notes.join(' ')).toMatch(
        /were read as out of 10, as Booking\.com documents its guest review scores \(1 to 10\)/u,
      );
    },
  );

  it.each([
    // A scrape of Booking.com's pages keeps the score's label, "Scored 8.0", on Booking's documented 1-10 scale.
    [
      'hotelUrl,reviewText,rating',
      'https://www.booking.com/hotel/nl/arena.html,The room was tiny and had no heat,Scored 2.9\n' +
        'https://www.booking.com/hotel/nl/arena.html,The breakfast was cold every day,Scored 4.2',
      [1.45, 2.1],
      /as Booking\.com documents/u,
    ],
    // Without a link or a name that says whose scores they are, the column's highest value decides its scale.
    [
      'Hotel,Review,Score',
      'Arena,The room was tiny and had no heat,Scored 6.0\nArena,The breakfast was cold every day,Scored 10',
      [3, 5],
      /go up to 10, above 5 stars, so they were read as out of 10/u,
    ],
  ])(
    'a score written in words ("Scored 8.0") is read on its column\'s scale, never as stars by the word (%s)',
    async (header, rows, ratings, note) => {
      const r = await imp(`${header}\n${rows}\n`);
      expect(r.reviews.map((x) => x.rating)).toEqual(ratings);
      expect(r.coverage.unreadable_values.rating ?? 0).toBe(0);
      expect(r.coverage.notes.join(' ')).toMatch(note);
    },
  );

  it("Untappd's quarter stars stay stars: no 10-point scale is documented for them", async () => {
    const r = await imp(
      [
        'beer_name,brewery_name,comment,rating_score',
        'Hazy IPA,Local Brewing,"Juicy, soft and very easy to drink.",3.75',
        'Dry Stout,Local Brewing,Roasty but a bit thin for my taste.,2.25',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.rating)).toEqual([3.75, 2.25]);
    expect(r.coverage.notes.join(' ')).not.toMatch(/out of 10/u);
  });

  it("Booking.com's accommodation review set: the accommodation is the product; its own score and stars are unused", async () => {
    // Fields as listed in bookingcom/ml-dataset-reviews README.md.
    const r = await imp(
      [
        'review_title,review_positive,review_negative,guest_score,review_helpful_votes,guest_type,guest_country,room_nights,month,accommodation_id,accommodation_type,accommodation_score,accommodation_country,accommodation_star_rating,location_is_beach',
        'Lovely stay,"Friendly staff, clean room and a great breakfast.",The wifi was slow in the evening.,9.0,2,Couple,Germany,3,7,-1234567,Hotel,8.6,Spain,4.0,1',
        'Not again,Location close to the station.,"Noisy street, thin walls and the shower was cold.",4.0,0,Solo traveller,France,1,8,-1234567,Hotel,8.6,Spain,4.0,1',
        'Perfect,"Huge apartment, spotless and the host was kind.",Nothing at all.,10.0,5,Family with children,Italy,5,8,-7654321,Apartment,9.1,Greece,4.0,1',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      guest_score: 'rating',
      accommodation_id: 'product_id',
      accommodation_score: null,
      accommodation_star_rating: null,
    });
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['-1234567', 2],
      ['-7654321', 1],
    ]);
  });

  it('AliExpress feedback scraper: pipe-separated, Evaluation is a rating in percent, the original text not the translation', async () => {
    // Header and value formats of MohammedDerouiche/aliExpressReviewsScraper Reviews.csv: '|' between cells,
    // Evaluation 20–100, evalData "14 Apr 2024", texts with line breaks in quotes.
    const r = await imp(
      [
        'buyerName|buyerCountry|Evaluation|buyerFeedback|buyerProductFeedBack|buyerTranslationFeedback|downVoteCount|upVoteCount|evalData|evaluationId|responsiveness|warrantyService|functionality|status',
        'K***a|ES|100|Llegó rápido y funciona bien.||Arrived fast and works well, really happy with it.|0|3|14 Apr 2024|60000000000000001|Fast|Fast|Good|1',
        'AliExpress Shopper|FR|80|"Bonne imprimante\nmais le papier est cher."||"Good printer\nbut the paper is expensive, sadly."|1|0|02 Dec 2023|30000000000000002||||1',
        'T***m|US|20|Stopped working after two days.||Stopped working after two days.|0|5|18 Apr 2024|60000000000000003|Slow|Bad|Bad |1',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      buyerName: 'reviewer',
      Evaluation: 'rating',
      buyerFeedback: 'text',
      // Read only for a review whose own words are blank.
      buyerTranslationFeedback: 'text',
      downVoteCount: null,
      upVoteCount: 'helpful_votes',
      evalData: 'date',
    });
    expect(r.reviews.map((x) => [x.text, x.rating, x.date, x.helpful_votes])).toEqual([
      ['Llegó rápido y funciona bien.', 5, '2024-04-14', 3],
      ['Bonne imprimante\nmais le papier est cher.', 4, '2023-12-02', 0],
      ['Stopped working after two days.', 1, '2024-04-18', 5],
    ]);
  });

  it("Shopee's get_ratings fields: ctime is the review's time in Unix seconds", async () => {
    // The fields reisya-nurfaris-da/shopee-reviews-scraper scraper.js writes: cmtid, ctime, author_username,
    // comment, rating_star.
    const r = await imp(
      [
        'cmtid,ctime,author_username,comment,rating_star',
        '11111111111,1709302930,a***b,"Bahan adem, ukuran pas.",5',
        '11111111112,1709370600,c***d,Warnanya luntur setelah dicuci sekali.,2',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ ctime: 'date', cmtid: null, rating_star: 'rating' });
    expect(r.reviews.map((x) => x.date)).toEqual([
      '2024-03-01T14:22:10.000Z',
      '2024-03-02T09:10:00.000Z',
    ]);
  });

  it('Indonesian exports name the head first: Tanggal Ulasan is the review date, Jumlah Suka the likes', async () => {
    // The columns of a Google Maps review exporter writing Indonesian headers with exceljs (Nama Pengulas, Rating,
    // Teks Ulasan, Tanggal Ulasan, Jumlah Suka, Balasan Pemilik; dates in id-ID short form, "-" when missing), and
    // Shopee shop ratings as WahyuSuryaPutra/Shopee-Scraping-Review main.py writes them (waktu transaksi).
    const maps = await imp(
      [
        'No,Nama Pengulas,Rating,Teks Ulasan,Tanggal Ulasan,Jumlah Suka,Balasan Pemilik',
        '1,Budi,5,Tempatnya bersih dan pelayanannya ramah sekali.,14 Agu 2024,3,Terima kasih!',
        '2,Sari,2,Antrean panjang dan makanannya dingin.,4 Mei 2024,0,-',
      ].join('\n'),
    );
    expect(mapped(maps)).toMatchObject({
      'Nama Pengulas': 'reviewer',
      'Teks Ulasan': 'text',
      'Tanggal Ulasan': 'date',
      'Jumlah Suka': 'helpful_votes',
      'Balasan Pemilik': null,
    });
    expect(maps.reviews.map((x) => [x.reviewer, x.date, x.helpful_votes])).toEqual([
      ['Budi', '2024-08-14', 3],
      ['Sari', '2024-05-04', 0],
    ]);
    const shopee = await imp(
      [
        'nama pengguna,produk,review,rating,waktu transaksi',
        'a***b,Kaos Polos Hitam,"Bahan adem, ukuran pas.",5,2024-03-01 14:22',
        'c***d,Kaos Polos Hitam,Warnanya luntur setelah dicuci sekali.,2,2024-03-02 09:10',
      ].join('\n'),
    );
    expect(mapped(shopee)).toMatchObject({ 'waktu transaksi': 'date' });
    expect(shopee.reviews[0]?.date).toBe('2024-03-01T14:22:00.000Z');
  });

  it("Women's clothing reviews (Kaggle): the repeated Clothing ID is the product, Positive Feedback Count the helpful votes", async () => {
    // The columns of the Kaggle "Women's E-Commerce Clothing Reviews" set as pandas wrote it, an unnamed index first.
    const r = await imp(
      [
        ',Clothing ID,Age,Title,Review Text,Rating,Recommended IND,Positive Feedback Count,Division Name,Department Name,Class Name',
        '0,767,33,,Absolutely wonderful - silky and sexy and comfortable,4,1,0,Initmates,Intimate,Intimates',
        '1,1080,34,,"Love this dress! It is so pretty, I found it in a store.",5,1,4,General,Dresses,Dresses',
        '2,1077,60,Some major design flaws,I had such high hopes for this dress.,3,0,0,General,Dresses,Dresses',
        '3,1080,50,My favorite buy!,"I love this jumpsuit, it is fun and flirty.",5,1,0,General Petite,Bottoms,Pants',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      'Clothing ID': 'product_id',
      'Positive Feedback Count': 'helpful_votes',
      'Recommended IND': null,
    });
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['767', 1],
      ['1080', 2],
      ['1077', 1],
    ]);
    expect(r.reviews[1]?.helpful_votes).toBe(4);
    expect(r.coverage.notes).toContain('Column 1 is a row index and was ignored.');
  });

  it('A TripAdvisor scraper writing the bubble rating as a number: 40 is 4 of 5 stars, 0 is no rating', async () => {
    // The columns of the "tripadvisor.com - using Requests" example in furas/python-examples (hotel name, review
    // title, review body, review date "October 23, 2017", contributions, helpful vote, user name, user location,
    // rating "0, 10, 20, 30, 40, 50" from the bubble_NN class).
    const r = await imp(
      [
        'hotel name,review title,review body,review date,contributions,helpful vote,user name,user location,rating',
        'Harbour Hotel,Lovely,Lovely room with a view of the harbour.,"October 23, 2017",12,1,Ann,"Leeds, UK",50',
        'Harbour Hotel,Broken AC,The air conditioning was broken for three days.,"October 20, 2017",3,0,Bob,Paris,10',
        'Harbour Hotel,Fine,Good location and friendly staff.,"October 2, 2017",40,2,Cat,,30',
        'Harbour Hotel,Quiet,Quiet rooms but a small breakfast.,"September 30, 2017",1,0,Dan,,0',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      'hotel name': 'product_name',
      'review body': 'text',
      'review date': 'date',
      'helpful vote': 'helpful_votes',
      'user name': 'reviewer',
      rating: 'rating',
    });
    expect(r.reviews.map((x) => x.rating)).toEqual([5, 1, 3, undefined]);
    expect(r.coverage.notes).toContain(
      "Ratings in 'rating' are tens of a star, as TripAdvisor's bubbles write them (40 is 4 stars), and were read so.",
    );
  });

  it('keeps a column of percentages in even tens as percentages (AliExpress: 20 is 1 star)', async () => {
    const r = await imp(
      ['Review,Evaluation', 'Broke at once.,20', 'Works but flimsy.,40', 'Meh.,40'].join('\n'),
    );
    expect(r.reviews.map((x) => x.rating)).toEqual([1, 2, 2]);
  });

  it("TripAdvisor's review fields: locationId is the reviewed place, so hotels stay apart; the reviewer's hometown is not", async () => {
    // The fields a TripAdvisorReviewScrapper class reads from TripAdvisor's review data (id, absoluteUrl,
    // createdDate, publishedDate, locationId, tripInfo/stayDate, helpfulVotes, title, text, rating, username,
    // userProfile/hometown/locationId), flattened with "/" as pandas' json_normalize and Apify write them.
    const r = await imp(
      [
        'id,absoluteUrl,createdDate,publishedDate,locationId,language,tripInfo/stayDate,tripInfo/tripType,helpfulVotes,title,text,rating,username,userProfile/hometown/locationId',
        '901,/ShowUserReviews-g1-d2-r901.html,2023-03-01,2023-03-02,2,en,2023-02-28,COUPLES,1,Lovely,Lovely room with a view of the harbour.,5,ann_t,55',
        '902,/ShowUserReviews-g1-d2-r902.html,2023-03-03,2023-03-03,2,en,2023-02-20,BUSINESS,0,Broken AC,The air conditioning was broken for three days.,2,bob_t,',
        '903,/ShowUserReviews-g1-d9-r903.html,2023-03-05,2023-03-06,9,en,2023-03-01,FAMILY,3,Central,Good location and friendly staff.,4,cat_t,55',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      locationId: 'product_id',
      'userProfile/hometown/locationId': null,
    });
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['2', 2],
      ['9', 1],
    ]);
  });

  it("Flipkart's sentiment set: its Review is the heading and its Summary the review, so the longer is read as the text", async () => {
    // Header of the Kaggle Flipkart product review set ("Dataset-SA": product_name,product_price,Rate,Review,Summary,
    // Sentiment), as scripts that read it name its columns; Review holds one-word headings, Summary the comment.
    const r = await imp(
      [
        'product_name,product_price,Rate,Review,Summary,Sentiment',
        'Candes 12 L Room Air Cooler,3999,5,super!,great cooler.. excellent air flow and for this price its so amazing,positive',
        'Candes 12 L Room Air Cooler,3999,1,worthless,the fan stopped working in a week and the seller did not answer,negative',
        'Candes 12 L Room Air Cooler,3999,3,fair,ok ok product but noisy at night and the water tank is small,neutral',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      Rate: 'rating',
      Review: 'title',
      Summary: 'text',
      Sentiment: null,
      product_price: null,
    });
    expect(r.reviews[0]).toMatchObject({
      title: 'super!',
      text: 'great cooler.. excellent air flow and for this price its so amazing',
    });
    expect(r.coverage.notes).toContain(
      "Column 'Review' holds headings and 'Summary' the longer texts, so 'Summary' was read as the review text " +
        "and 'Review' as its title.",
    );
  });

  it('Steam reviews on Kaggle: review_score is a recommendation (1 or -1), never a star rating', async () => {
    // Header as a Hadoop job reading the set documents it: app_id,app_name,review_text,review_score,review_votes.
    const r = await imp(
      [
        'app_id,app_name,review_text,review_score,review_votes',
        '10,Counter-Strike,Ruined my life in the best way.,1,0',
        '10,Counter-Strike,Cheaters everywhere and the servers are empty now.,-1,1',
        '20,Team Fortress Classic,Still fun after all these years with friends.,1,0',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ review_score: null, app_id: 'product_id' });
    expect(r.reviews.map((x) => x.rating)).toEqual([undefined, undefined, undefined]);
    expect(r.coverage.notes.join(' ')).toMatch(/'review_score' is named like a rating, but/u);
  });

  it("Loox's import template: an empty product_Id gives way to the product_handle that names each product", async () => {
    // Loox's fixed columns, as a study of Shopify review-app templates quotes them from Loox's help centre:
    // product_handle,product_Id,rating,author,email,body,created_at,photo_url,reply,replied_at,verified_purchase,
    // incentivized (product_Id may be left empty).
    const r = await imp(
      [
        'product_handle,product_Id,rating,author,email,body,created_at,photo_url,reply,replied_at,verified_purchase,incentivized',
        'blue-mug,,5,Ann S.,ann@example.com,Keeps coffee hot for hours and the lid seals well.,2024-03-01,,Thanks!,2024-03-02,true,false',
        'blue-mug,,2,Bob J.,,The handle cracked after a week of daily use.,2024-03-04,,,,false,false',
        'red-kettle,,4,Cy,,Boils fast but it is louder than my old kettle.,2024-03-05,,,,true,false',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      product_handle: 'product_id',
      product_Id: null,
      author: 'reviewer',
    });
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['blue-mug', 2],
      ['red-kettle', 1],
    ]);
  });

  it("Okendo's import template: the bare handle is the product's, name is the reviewer", async () => {
    // Okendo's fixed columns as the same study quotes them (name,body,handle,productId,rating,sku,dateCreated,…,
    // title,videoUrls,isVerifiedBuyer,variantId,status); handle, productId or sku names the product.
    const header =
      'name,body,handle,productId,rating,sku,dateCreated,countryCode,email,imageUrls,isApproved,isIncentivized,isRecommended,rejectedImageUrls,reply,replyDateCreated,replyIsPublic,title,videoUrls,isVerifiedBuyer,variantId,status';
    const rows = [
      'Ann S.,Keeps coffee hot for hours and the lid seals well.,blue-mug,,5,SKU,2024-03-01,GB,,,true,false,true,,Thanks Ann!,2024-03-02,true,Love it,,true,,approved',
      'Bob J.,The handle cracked after a week of daily use.,blue-mug,,2,SKU,2024-03-04,US,,,true,false,false,,,,,Cracked,,false,,approved',
      'Cy,Boils fast but it is louder than my old kettle.,red-kettle,,4,SKU,2024-03-05,US,,,true,false,true,,,,,Loud,,true,,approved',
    ];
    for (const sku of ['BM-01', '']) {
      const r = await imp(
        [
          header,
          ...rows.map((row, i) => row.replace('SKU', sku && (i < 2 ? 'BM-01' : 'RK-01'))),
        ].join('\n'),
      );
      expect(mapped(r)).toMatchObject({ name: 'reviewer', isVerifiedBuyer: 'verified' });
      expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann S.', 'Bob J.', 'Cy']);
      expect(r.products.map((p) => p.review_count)).toEqual([2, 1]);
    }
  });

  it("Apple's customer-reviews feed flattened: each value sits under a .label key, which names nothing", async () => {
    // feed.entry[] of itunes.apple.com/rss/customerreviews/…/json flattened by pandas' json_normalize: author.name.label,
    // im:rating.label, title.label, content.label, updated.label, im:version.label, im:voteSum.label (the fields
    // several connectors in public repositories read).
    const r = await imp(
      [
        'author.uri.label,author.name.label,updated.label,im:rating.label,im:version.label,id.label,title.label,content.label,content.attributes.type,link.attributes.href,im:voteSum.label,im:voteCount.label',
        'https://itunes.apple.com/us/reviews/id1,Ann,2024-03-01T10:00:00-07:00,1,2.1.0,10001,Crashes,Crashes every time I open the camera tab.,text,https://itunes.apple.com/us/review?id=1,3,4',
        'https://itunes.apple.com/us/reviews/id2,Bob,2024-03-04T08:01:00-07:00,5,2.1.0,10002,Great,Does what it says and the widgets are handy.,text,https://itunes.apple.com/us/review?id=1,0,0',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      'author.name.label': 'reviewer',
      'updated.label': 'date',
      'im:rating.label': 'rating',
      'title.label': 'title',
      'content.label': 'text',
      'content.attributes.type': null,
    });
    expect(r.reviews.map((x) => [x.reviewer, x.rating, x.date])).toEqual([
      ['Ann', 1, '2024-03-01T17:00:00.000Z'],
      ['Bob', 5, '2024-03-04T15:01:00.000Z'],
    ]);
  });

  it("Datafiniti's hotel reviews: the hotel's name tells hotels apart, its postal code does not", async () => {
    // Header of Datafiniti's hotel reviews sample (7282_1.csv), as scripts that read it list it.
    const header =
      'address,categories,city,country,latitude,longitude,name,postalCode,province,reviews.date,reviews.dateAdded,reviews.doRecommend,reviews.id,reviews.rating,reviews.text,reviews.title,reviews.userCity,reviews.username,reviews.userProvince';
    const row = (hotel: string, text: string, rating: number, user: string): string =>
      `Riviera 11,Hotels,Venice,IT,45.42,12.37,${hotel},30126,VE,2015-04-03T00:00:00Z,2016-10-24T00:00:25Z,,,${rating}.0,${text},Title,,${user},`;
    const r = await imp(
      [
        header,
        row('Hotel Russo Palace', 'Pleasant walk along the sea front to the water bus.', 4, 'Russ'),
        row('Hotel Russo Palace', 'Really lovely hotel with a jacuzzi on the top floor.', 5, 'Ann'),
        row('Hotel Russo Palace', 'Breakfast was cold and the room smelled of smoke.', 2, 'Bob'),
        row('Hotel Lido Garden', 'Quiet garden and friendly staff at the desk.', 5, 'Cat'),
        row('Hotel Lido Garden', 'Too far from the centre without a car.', 3, 'Dan'),
        row('Hotel Lido Garden', 'Clean rooms and a good price for the season.', 4, 'Eve'),
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ name: 'product_name', postalCode: null });
    expect(r.products.map((p) => [p.product_name, p.review_count])).toEqual([
      ['Hotel Russo Palace', 3],
      ['Hotel Lido Garden', 3],
    ]);
  });

  it("Sephora's reviews set through pandas: counts written as 1.0, the positive feedback count is the helpful votes", async () => {
    // Header of the Kaggle "Sephora Products and Skincare Reviews" files (an unnamed index column first), as
    // scripts that read them list it; pandas writes a count column with gaps as floats ("11.0").
    const r = await imp(
      [
        ',author_id,rating,is_recommended,helpfulness,total_feedback_count,total_neg_feedback_count,total_pos_feedback_count,submission_time,review_text,review_title,skin_tone,eye_color,skin_type,hair_color,product_id,product_name,brand_name,price_usd',
        '0,1741593524,5,1.0,1.0,2.0,0.0,2.0,2023-02-01,I use this with my concealer and it works great under my eyes.,Taught me how to use it,,brown,dry,black,P504322,Gentle Hydra-Gel Face Cleanser,NUDESTIX,19.0',
        '1,31423088263,1,0.0,,,,,2023-03-21,I bought this lip mask after reading the reviews and it did nothing.,Disappointed,,,,,P420652,Lip Sleeping Mask,LANEIGE,24.0',
        '2,5061282401,5,1.0,0.9166666666666666,12.0,1.0,11.0,2023-03-21,I get so excited to get into bed and apply this every night.,New Favorite Routine,light,brown,dry,blonde,P420652,Lip Sleeping Mask,LANEIGE,24.0',
        '3,5061282402,4,1.0,1.0,3.0,0.0,3.0,2023-03-22,Smells lovely and my lips are soft in the morning.,Soft lips,light,blue,normal,red,P420652,Lip Sleeping Mask,LANEIGE,24.0',
        '4,5061282403,5,1.0,1.0,1.0,0.0,1.0,2023-03-23,A little goes a long way and the jar lasts for months.,Lasts,fair,green,oily,brown,P420652,Lip Sleeping Mask,LANEIGE,24.0',
        '5,5061282404,5,1.0,1.0,4.0,0.0,4.0,2023-03-24,The berry one is the best and it is not sticky at all.,Berry,deep,brown,combination,black,P420652,Lip Sleeping Mask,LANEIGE,24.0',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      helpfulness: null,
      total_pos_feedback_count: 'helpful_votes',
      total_neg_feedback_count: null,
      product_id: 'product_id',
    });
    expect(r.reviews.map((x) => x.helpful_votes)).toEqual([2, undefined, 11, 3, 1, 4]);
  });

  it("Yelp's business and review files merged by pandas: stars_y is the review's, stars_x the business's own average", async () => {
    // pd.merge(business, reviews, on='business_id') as a Yelp notebook does it, which suffixes the two `stars`
    // columns _x (the business file's) and _y (the review file's); columns as the Yelp Open Dataset documents them.
    const r = await imp(
      [
        'business_id,name,address,city,state,postal_code,latitude,longitude,stars_x,review_count,is_open,categories,review_id,user_id,stars_y,useful,funny,cool,text,date',
        'B1,Garaje,475 3rd St,San Francisco,CA,94107,37.78,-122.39,4.5,1198,1,"Mexican, Burgers",R1,U1,5.0,2,0,1,Best burrito in SoMa and the staff are lovely.,2018-07-07 22:09:11',
        'B1,Garaje,475 3rd St,San Francisco,CA,94107,37.78,-122.39,4.5,1198,1,"Mexican, Burgers",R2,U2,2.0,0,0,0,Waited forty minutes and the fries were cold.,2018-07-08 12:00:00',
        'B2,Pink Onion,64 14th St,San Francisco,CA,94103,37.76,-122.42,4.0,511,1,Pizza,R3,U3,4.0,1,0,0,Great crust but a small dining room.,2019-01-03 19:30:00',
        'B2,Pink Onion,64 14th St,San Francisco,CA,94103,37.76,-122.42,4.0,511,1,Pizza,R4,U4,3.0,0,1,0,Fine pizza and a long wait on Fridays.,2019-01-05 20:00:00',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      stars_y: 'rating',
      stars_x: null,
      business_id: 'product_id',
    });
    expect(r.reviews.map((x) => x.rating)).toEqual([5, 2, 4, 3]);
  });

  it("Glassdoor job reviews (Kaggle): the firm is what is reviewed, job_title is the writer's job, pros and cons are the text", async () => {
    // Columns as scripts reading the Kaggle Glassdoor set list them: firm, date_review, job_title, current,
    // location, overall_rating, work_life_balance, …, headline, pros, cons.
    const r = await imp(
      [
        'firm,date_review,job_title,current,location,overall_rating,work_life_balance,culture_values,diversity_inclusion,career_opp,comp_benefits,senior_mgmt,recommend,ceo_approv,outlook,headline,pros,cons',
        'AFH-Wealth-Management,2015-04-05, Office Administrator,Current Employee,"Bromsgrove, England",2,4.0,1.0,,2.0,1.0,5.0,x,o,r,"Young colleagues, poor micro management",Very friendly and welcoming to new staff.,Poor salaries and poor training.',
        'AFH-Wealth-Management,2015-12-11, Office Administrator,Current Employee,"Bromsgrove, England",2,3.0,1.0,,2.0,1.0,1.0,x,o,r,Excellent staff but poor management,Friendly and hard-working colleagues.,No consistency across the offices.',
        'Tesco,2016-01-28, Customer Assistant,Former Employee,"London, England",4,2.0,3.0,,3.0,3.0,2.0,v,o,v,Good for a first job,Good team spirit and flexible shifts.,Long hours over Christmas.',
        'Tesco,2016-02-02, Customer Assistant,Current Employee,"Leeds, England",3,2.0,3.0,,3.0,3.0,2.0,v,o,v,Busy but fair,Friendly managers on the night shift.,The pay has not kept up with prices.',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      firm: 'product_name',
      job_title: null,
      current: null,
      headline: 'title',
      overall_rating: 'rating',
      pros: 'text',
      cons: 'text',
    });
    expect(r.reviews[0]).toMatchObject({
      title: 'Young colleagues, poor micro management',
      text: 'Very friendly and welcoming to new staff. Poor salaries and poor training.',
      product_name: 'AFH-Wealth-Management',
    });
  });

  it("SerpApi's Google Maps reviews flattened: snippet is the review, its extracted copy and translation are not read again", async () => {
    // The review fields SerpApi returns, as public clients declare them (rating, date, iso_date,
    // iso_date_of_last_edit, snippet, extracted_snippet.original/.translated, likes, user.name, response.snippet),
    // flattened with "." by pandas' json_normalize.
    const r = await imp(
      [
        'position,rating,date,iso_date,iso_date_of_last_edit,review_id,likes,snippet,extracted_snippet.original,extracted_snippet.translated,user.name,user.local_guide,user.reviews,response.iso_date,response.snippet',
        '1,1.0,2 months ago,2025-07-17T13:48:47Z,2025-07-17T13:48:47Z,REV_A,3,"The bathroom was dirty all week, a disappointing stay.","The bathroom was dirty all week, a disappointing stay.",,Breanna,True,6,2025-07-18T09:00:00Z,We are sorry to hear this.',
        '2,5.0,a week ago,2025-09-08T10:00:00Z,2025-09-08T10:00:00Z,REV_B,0,"Friendly staff, quiet rooms and a great breakfast.","Friendly staff, quiet rooms and a great breakfast.",,Tom Ng,False,1,,',
        '3,4.0,3 weeks ago,2025-08-25T10:00:00Z,2025-08-26T10:00:00Z,REV_C,1,"Sehr sauber, aber das Frühstück war teuer.","Sehr sauber, aber das Frühstück war teuer.","Very clean, but breakfast was expensive.",Lena,True,40,,',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      snippet: 'text',
      'extracted_snippet.original': null,
      'extracted_snippet.translated': null,
      'response.snippet': null,
      iso_date: 'date',
      'user.name': 'reviewer',
      likes: 'helpful_votes',
    });
    expect(r.reviews.map((x) => x.text)).toEqual([
      'The bathroom was dirty all week, a disappointing stay.',
      'Friendly staff, quiet rooms and a great breakfast.',
      'Sehr sauber, aber das Frühstück war teuer.',
    ]);
  });

  it('reads a part of a review that repeats an earlier part once', async () => {
    const r = await imp(
      [
        'What did you like?,What could be better?,Anything else?',
        'The staff were friendly and quick.,The staff were friendly and quick.,Parking was hard to find.',
        'Great coffee and quiet tables to work.,Nothing really comes to mind here.,Great coffee and quiet tables to work.',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.text)).toEqual([
      'The staff were friendly and quick. Parking was hard to find.',
      'Great coffee and quiet tables to work. Nothing really comes to mind here.',
    ]);
  });
});
