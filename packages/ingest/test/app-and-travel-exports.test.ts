// Review exports not grounded before (round 5): app-review tools, travel-site scrapers and review datasets, each
// rebuilt as a few rows of our own in the header row and value formats its public code gives (named in each
// test): what every column becomes, how the values are read, and that every row is accounted for.
import { describe, expect, it } from 'vitest';
import { accountedFor, imp, mapped } from './support/import';

describe('app-review tools, travel scrapers and review datasets (round 5)', () => {
  it("Agoda's review cards scraped with Selenium: the score beside its verdict word is read, on a 10-point scale", async () => {
    // Columns as mosePark/Agoda selenium/agoda-selenium-page-move4.py builds its DataFrame; the score cell's text
    // is the number with Agoda's verdict under it ("8.8 Excellent").
    const r = await imp(
      [
        'Score,Country,Traveler Type,Room Type,Stay Duration,Title,Text,Date',
        '8.8 Excellent,US,Couple,Deluxe King,Stayed 2 nights in December 2023,Great location,"Right on the square, clean room, friendly staff.","Reviewed December 10, 2023"',
        '4.0 Poor,KR,Solo traveler,Standard Queen,Stayed 1 night in November 2023,Noisy,"Very noisy at night, tiny room.","Reviewed November 28, 2023"',
        'Exceptional 10,GB,Family with young children,Family Suite,Stayed 3 nights in October 2023,Perfect,Kids loved the pool and breakfast was great.,"Reviewed October 15, 2023"',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      Score: 'rating',
      Title: 'title',
      Text: 'text',
      Date: 'date',
    });
    expect(r.reviews.map((x) => [x.rating, x.date])).toEqual([
      [4.4, '2023-12-10'],
      [2, '2023-11-28'],
      [5, '2023-10-15'],
    ]);
    expect(r.coverage.unreadable_values).toEqual({});
    accountedFor(r);
  });

  it("Appbot's reviews API flattened: body and its translation, subject as the title, the app as the product", async () => {
    // Fields of an Appbot API client's `AppBotReview` type (id, app_id, author, rating, body, subject, published_at,
    // version, country, translated_subject, translated_body, reply_text, reply_date, topics, sentiment, …).
    const r = await imp(
      [
        'id,app_id,app_store_id,author,rating,body,subject,published_at,version,country,country_code,translated_subject,translated_body,reply_text,reply_date,topics,sentiment,detected_language',
        '901,77,com.acme.notes,Ann K,1,"Crashes every time I open a note, lost my list.",Crashes,2019-08-14,3.2.1,United States,US,,,"Sorry Ann, fixed in 3.2.2",2019-08-15,"[""crash""]",negative,en',
        '902,77,com.acme.notes,Jürgen,5,"Super App, sehr übersichtlich und schnell.",Super,2019-08-13,3.2.1,Germany,DE,Great,"Great app, very clear and fast.",,,[],positive,de',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      author: 'reviewer',
      rating: 'rating',
      body: 'text',
      translated_body: 'text',
      subject: 'title',
      published_at: 'date',
      reply_text: null,
      sentiment: null,
    });
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Crashes every time I open a note, lost my list.',
      'Super App, sehr übersichtlich und schnell.',
    ]);
    accountedFor(r);
  });

  it("an App Store scraper's rows of the app beside its reviews: the review's own rating, the app rows skipped", async () => {
    // Output fields of the snow_leo_data/app-store-scraper Apify actor (change_type, record_type, app_name, rating,
    // rating_count, review_rating, review_title, review_updated_at, …): one row per app, then one per review.
    const r = await imp(
      [
        'change_type,record_type,app_name,country,version,rating,rating_count,review_rating,review_title,review_text,review_updated_at',
        'new,app,Acme Notes,us,3.2.1,4.6,120345,,,,',
        'new,review,Acme Notes,us,3.2.1,4.6,120345,1,Crashes,"Crashes every time I open a note, lost my list.",2025-08-01T10:12:00-07:00',
        'new,review,Acme Notes,us,3.2.1,4.6,120345,5,Great,Love the new widgets and the dark mode.,2025-07-30T08:00:00-07:00',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      rating: null,
      review_rating: 'rating',
      app_name: 'product_name',
    });
    expect(r.reviews.map((x) => x.rating)).toEqual([1, 5]);
    expect(r.coverage.skipped_by_reason).toEqual({ no_text_or_rating: 1 });
    accountedFor(r);
  });

  it("Zomato's Hyderabad restaurant reviews: a rating of 'Like' is counted unreadable, Metadata unused", async () => {
    // The Kaggle set "zomato-restaurants-hyderabad" (rajnaruka06/EDA names it): Restaurant, Reviewer, Review,
    // Rating, Metadata ("1 Review , 2 Followers"), Time ("5/25/2019 15:54"), Pictures.
    const r = await imp(
      [
        'Restaurant,Reviewer,Review,Rating,Metadata,Time,Pictures',
        'Beyond Flavours,Rusha C,"The ambience was good, food was quite good.",5,"1 Review , 2 Followers",5/25/2019 15:54,0',
        'Beyond Flavours,Anusha T,Ambience is too good for a pleasant evening.,Like,"3 Reviews , 2 Followers",5/25/2019 14:20,0',
        'Paradise,Dileep,Biryani was cold and the raita was sour.,1,"10 Reviews , 54 Followers",5/24/2019 21:00,2',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      Restaurant: 'product_name',
      Reviewer: 'reviewer',
      Review: 'text',
      Rating: 'rating',
      Metadata: null,
      Time: 'date',
      Pictures: null,
    });
    expect(r.reviews.map((x) => [x.rating, x.date])).toEqual([
      [5, '2019-05-25T15:54:00.000Z'],
      [undefined, '2019-05-25T14:20:00.000Z'],
      [1, '2019-05-24T21:00:00.000Z'],
    ]);
    expect(r.coverage.unreadable_values).toEqual({ rating: 1 });
    expect(r.products.map((p) => p.product_name)).toEqual(['Beyond Flavours', 'Paradise']);
    accountedFor(r);
  });

  it("Kaggle's Disneyland reviews: Year_Month is the month reviewed ('2019-4'), Branch the park each review is of", async () => {
    // Header as a test fixture of the set writes it (Review_ID, Rating, Year_Month, Reviewer_Location, Review_Text,
    // Branch), with the set's "missing" for an unknown month. Three parks' reviews had been pooled as one product.
    const r = await imp(
      [
        'Review_ID,Rating,Year_Month,Reviewer_Location,Review_Text,Branch',
        '670772142,4,2019-4,Australia,"Very similar to the other Disneylands, but smaller.",Disneyland_HongKong',
        '670682799,5,2019-12,Philippines,Its been a while since our last visit and it was great.,Disneyland_HongKong',
        '670623270,2,missing,United Arab Emirates,Queues of two hours for every ride.,Disneyland_California',
        '92198076,4,2010-11,United Kingdom,Went for two days and the queues were short.,Disneyland_Paris',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({
      Review_ID: null,
      Rating: 'rating',
      Year_Month: 'date',
      Reviewer_Location: null,
      Review_Text: 'text',
      Branch: 'product_name',
    });
    expect(r.reviews.map((x) => x.date)).toEqual(['2019-04', '2019-12', undefined, '2010-11']);
    expect(r.products.map((p) => [p.product_name, p.review_count])).toEqual([
      ['Disneyland_HongKong', 2],
      ['Disneyland_California', 1],
      ['Disneyland_Paris', 1],
    ]);
    accountedFor(r);
  });

  it("AirlineQuality (Skytrax) reviews scraped with their badge: '✅ Trip Verified |' is the site's, not the writer's", async () => {
    // The site's reviewBody starts with its badge and a bar (a scraper test page in the code search holds
    // "✅ Trip Verified | Great flight overall."); the Kaggle sets scraped from it keep it in `reviews`, with pandas'
    // index, `date` ("1st March 2023") and `stars` out of 10.
    const r = await imp(
      [
        ',reviews,date,country,stars',
        '0,"✅ Trip Verified | Flew London to Madrid, crew were excellent.",1st March 2023,United Kingdom,8',
        '1,Not Verified | Terrible delays and no information at the gate.,28th February 2023,United States,1',
        '2,"✅ Trip Verified |  Lounge was overcrowded but the flight was fine.",25th February 2023,Germany,10',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ reviews: 'text', date: 'date', stars: 'rating' });
    expect(r.reviews.map((x) => [x.text, x.rating, x.date])).toEqual([
      ['Flew London to Madrid, crew were excellent.', 4, '2023-03-01'],
      ['Terrible delays and no information at the gate.', 0.5, '2023-02-28'],
      ['Lounge was overcrowded but the flight was fine.', 5, '2023-02-25'],
    ]);
    accountedFor(r);
  });

  it("a site's badge removed from the text says whether the review was verified, where no column says it", async () => {
    // The Skytrax sets scraped with the badge have no verified column: the badge is all that tells. Amazon scrapes
    // glue "Verified Purchase" on the same way.
    const r = await imp(
      [
        ',reviews,date,stars',
        '0,"✅ Trip Verified | Flew London to Madrid, crew were excellent.",1st March 2023,8',
        '1,Not Verified | Terrible delays and no information at the gate.,28th February 2023,1',
        '2,Lounge was overcrowded but the flight was fine.,25th February 2023,10',
        '3,Verified Purchase | Arrived early and well packed.,24th February 2023,9',
        '4,Unverified | Seat would not recline for the whole flight.,23rd February 2023,2',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.verified)).toEqual([true, false, undefined, true, false]);
    expect(r.reviews[4]!.text).toBe('Seat would not recline for the whole flight.');
    expect(r.coverage.notes).toContain(
      '4 reviews began with the site\'s badge saying whether the review was verified (such as "✅ Trip Verified |"): ' +
        'the badge was removed from the text and read as verified or not.',
    );
    accountedFor(r);
    // A verified column says it, whatever the text begins with.
    const withColumn = await imp(
      [
        'Review,Verified,Rating',
        'Not Verified | Terrible delays and no information at the gate.,True,1',
        '"✅ Trip Verified | Flew London to Madrid, crew were excellent.",False,4',
        '"✅ Trip Verified | Lounge was crowded.",,4',
      ].join('\n'),
    );
    expect(withColumn.reviews.map((x) => x.verified)).toEqual([true, false, undefined]);
    expect(withColumn.coverage.notes.join(' ')).not.toMatch(/badge saying/u);
  });

  it("Kaggle's Airline Reviews and Skytrax's airport set: each airline and airport is what its reviews are of", async () => {
    // 'Airline Name' as code reading the set filters it (df['Airline Name'] == …), with pandas' index, 'Verified'
    // and the 1-10 'Overall_Rating' ("n" where none); Skytrax's own sets name airline_name, airport_name.
    const r = await imp(
      [
        ',Airline Name,Overall_Rating,Review_Title,Review Date,Verified,Review,Recommended',
        '0,AB Aviation,9,"""pretty decent airline""",11th November 2019,True,Moroni to Moheli. Turned out to be a pretty decent airline.,yes',
        '1,AB Aviation,1,"""Not a good airline""",25th June 2019,True,Moroni to Anjouan. It is a very small airline.,no',
        '2,Adria Airways,n,"""fortunately short""",25th June 2019,False,Anjouan to Dzaoudzi. A very small airline.,no',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ 'Airline Name': 'product_name', Overall_Rating: 'rating' });
    expect(r.products.map((p) => [p.product_name, p.review_count])).toEqual([
      ['AB Aviation', 2],
      ['Adria Airways', 1],
    ]);
    accountedFor(r);
    const airports = await imp(
      [
        'airport_name,link,title,author,date,content,overall_rating,recommended',
        'aberdeen-airport,/airport-reviews/aberdeen-airport,Aberdeen Airport customer review,A Smith,2015-04-10,Small and quick security.,8,1',
        'london-heathrow-airport,/airport-reviews/london-heathrow-airport,London Heathrow Airport customer review,B Jones,2015-04-11,Long queues at security again.,2,0',
      ].join('\n'),
    );
    expect(mapped(airports)).toMatchObject({ airport_name: 'product_name' });
    expect(airports.products).toHaveLength(2);
  });

  it("IMDb's 50k reviews: the text's <br /> breaks are line breaks and the sentiment label is not a rating", async () => {
    // "IMDB Dataset.csv" (nlpfromscratch/datasets imdb/README.md): review, sentiment.
    const r = await imp(
      [
        'review,sentiment',
        '"One of the other reviewers said you will be hooked.<br /><br />The first thing that struck me was its brutality.",positive',
        '"A boy thinks there is a zombie in his closet.<br /><br />Slower than a soap opera.",negative',
      ].join('\n'),
    );
    expect(mapped(r)).toEqual({ review: 'text', sentiment: null });
    expect(r.reviews[0]?.text).toBe(
      'One of the other reviewers said you will be hooked.\n\nThe first thing that struck me was its brutality.',
    );
    accountedFor(r);
  });
});
