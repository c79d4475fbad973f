// Review apps' and platforms' own exports and import templates not grounded before (ADR 218), each rebuilt as a
// few rows of our own from the header and value formats public code and documentation give; the source is named
// above each test.
import { describe, expect, it } from 'vitest';
import { accountedFor, imp, mapped } from './support/import';

describe('review apps’ exports, round 6', () => {
  it('a column of review timestamps under a name that claims nothing (`stamp`) is the date, read from its content', async () => {
    // A shop system's review table export (yourshop.swiss's help page "Import/Export Review Table": id, ida, clid,
    // state, lang, stars, vb, name, climsg, ownmsg, stamp as ISO-8601 "2021-06-04 18:19:09").
    const r = await imp(
      [
        'id,stars,name,climsg,stamp',
        '118,4,Zeta,This is the best car since sliced bread and it drives well,2021-06-04 18:19:09',
        '119,2,Yuri,The paint chipped after two weeks in the sun,2021-06-05 10:00:00',
        '120,5,Xena,Fast delivery and the bike was assembled properly,2021-06-06 11:00:00',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ stars: 'rating', climsg: 'text', stamp: 'date' });
    expect(r.reviews.map((x) => x.date)).toEqual([
      '2021-06-04T18:19:09.000Z',
      '2021-06-05T10:00:00.000Z',
      '2021-06-06T11:00:00.000Z',
    ]);
    expect(r.coverage.notes).toContain(
      "No column is named like a date; 'stamp' holds dates and was read as the review date from its content.",
    );
    accountedFor(r);
  });

  it('two unnamed columns of dates leave the review date unread: which one is the review’s cannot be told', async () => {
    const r = await imp(
      [
        'stars,name,text,bought,stamp',
        '4,Zeta,This is the best car since sliced bread and it drives well,2021-05-01,2021-06-04 18:19:09',
        '2,Yuri,The paint chipped after two weeks in the sun,2021-05-02,2021-06-05 10:00:00',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ bought: null, stamp: null });
  });

  it("eKomi: of 'feedback' and 'comment', the one written only where the other is (the shop's comment) is not the review", async () => {
    // eKomi's getFeedback CSV (its API documentation: fields date, order_id, rating, feedback, comment,
    // shop_review_title; "the text the clients sent and comments from the shop owners"). The shop's comments are
    // longer than the reviews here, which made 'comment' the text, and a review without one rating-only.
    const r = await imp(
      [
        'date,order_id,rating,feedback,comment',
        '1677680530,ORD-1001,5,Fast delivery and well packed.,"Thank you very much for your kind feedback, we are happy you liked it and hope to see you again soon!"',
        '1677766930,ORD-1002,2,The order came a week late.,"We are very sorry about the delay, our carrier had problems that week; please contact us for a voucher."',
        '1677853330,ORD-1003,4,Good prices and friendly support.,',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ feedback: 'text', comment: null, rating: 'rating' });
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Fast delivery and well packed.',
      'The order came a week late.',
      'Good prices and friendly support.',
    ]);
    expect(r.coverage.notes).toContain(
      "Several columns could hold the review text; 'comment' is written only on rows where 'feedback' is, as an " +
        "answer to it would be, so 'feedback' was used.",
    );
    accountedFor(r);
  });

  it('Judge.me: a review the shop curated as spam (`curated` = spam) was never shown and is skipped, not judged', async () => {
    // Judge.me's review export carries `curated` (ok, spam, not-yet), the field its API's PUT /reviews/:id sets to
    // 'spam' to take a review down (client code of that API in the code search).
    const r = await imp(
      [
        'title,body,rating,review_date,source,curated,reviewer_name,product_id',
        'Love it,"Great mug, keeps coffee hot.",5,2023-03-01 14:22:10 UTC,web,ok,Ann,7001',
        'Best!!!,Buy cheap watches at our site now.,5,2023-03-02 09:00:00 UTC,web,spam,Bot,7001',
        'Ok,Decent for the price and it pours well.,4,2023-03-03 11:00:00 UTC,web,not-yet,Cat,7001',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Cat']);
    expect(r.coverage.skipped_by_reason).toEqual({ spam_or_deleted: 1 });
    accountedFor(r);
  });

  it("Feefo: an optional 'Product Comment' beside every row's 'Service Comment' is the product's review, not an answer", async () => {
    // Feefo's feedback export: service feedback on every sale, product feedback where the customer gave it.
    const r = await imp(
      [
        'Customer Name,Date,Service Rating,Service Comment,Product Rating,Product Comment,Product Name',
        'Ann,2023-03-01,5,Fast delivery.,2,The grinder jammed on the second day and now it squeaks.,Coffee Grinder',
        'Bob,2023-03-02,4,Well packed.,5,Grinds evenly and it is quiet enough for early mornings.,Coffee Grinder',
        'Cat,2023-03-03,5,Arrived on time.,,,Coffee Grinder',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ 'Product Comment': 'text', 'Service Comment': null });
  });
});

describe("a reviewer's name in two columns", () => {
  it('given and family names (NetReviews’ FIRSTNAME / LASTNAME, a shop’s “First Name” / “Last Name”) are read together as the reviewer', async () => {
    // NetReviews (Avis Vérifiés) product review exports split the reviewer into FIRSTNAME and LASTNAME beside RATE,
    // REVIEW and REVIEW_DATE (ADR 218's search); one reviewer's two reviews are then one reviewer's.
    const r = await imp(
      [
        'PRODUCT_ID,RATE,REVIEW,FIRSTNAME,LASTNAME,REVIEW_DATE',
        'P1,5,"Great kettle, boils fast and stays quiet every morning.",Anna,Kowalski,2024-03-01',
        'P1,4,"Good value for the money, the lid is a bit stiff though.",Anna,Nowak,2024-03-02',
        'P1,2,"Stopped working after a month, very disappointed with it.",Anna,Kowalski,2024-03-05',
        'P1,3,"Does the job, nothing more to say about it really.",Jan,,2024-03-06',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ FIRSTNAME: 'reviewer', LASTNAME: 'reviewer' });
    expect(r.reviews.map((x) => x.reviewer)).toEqual([
      'Anna Kowalski',
      'Anna Nowak',
      'Anna Kowalski',
      'Jan',
    ]);
    expect(r.coverage.notes).toContain(
      "Columns 'FIRSTNAME' and 'LASTNAME' are the reviewer's given and family names and were read together as " +
        'the reviewer.',
    );
    accountedFor(r);
    const spaced = await imp(
      [
        'Rating,Review,First Name,Last Name',
        '5,"Great kettle, boils fast and stays quiet every morning.",Marie,Dubois',
      ].join('\n'),
    );
    expect(spaced.reviews[0]!.reviewer).toBe('Marie Dubois');
  });

  it('a given name alone is no reviewer (many reviewers share one), and a reviewer column wins over the two', async () => {
    const alone = await imp(
      [
        'Rating,Review,First Name',
        '5,"Great kettle, boils fast and stays quiet every morning.",Anna',
        '1,"Stopped working after a month, very disappointed with it.",Anna',
      ].join('\n'),
    );
    expect(alone.reviews.map((x) => x.reviewer)).toEqual([undefined, undefined]);
    const named = await imp(
      [
        'Rating,Review,Display Name,First Name,Last Name',
        '5,"Great kettle, boils fast and stays quiet every morning.",annak,Anna,Kowalski',
      ].join('\n'),
    );
    expect(named.reviews[0]!.reviewer).toBe('annak');
  });
});
