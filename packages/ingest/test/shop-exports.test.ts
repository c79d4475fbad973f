// Review exports of shop review apps and software-review tools, in the columns and value formats their
// exports use, each cut to a few rows: what every review becomes and which products the file holds.
import { describe, expect, it } from 'vitest';
import { imp, mapped } from './support/import';

interface Export {
  tool: string;
  csv: string[];
  columns: Record<string, string | null>;
  /** The first review's fields. */
  first: Record<string, unknown>;
  /** Product id (or name) and review count, in order of appearance. */
  products: [string | null, number][];
}

const EXPORTS: Export[] = [
  {
    tool: 'Judge.me',
    csv: [
      'title,body,rating,review_date,source,curated,reviewer_name,reviewer_email,product_id,product_handle,reply,reply_date,picture_urls,ip_address,location',
      'Love it,"Great mug, keeps coffee hot.",5,2023-03-01 14:22:10 UTC,web,ok,Ann,ann@x.com,7001,blue-mug,Thanks!,2023-03-02 10:00:00 UTC,https://judgeme.imgix.net/a.jpg,1.2.3.4,US',
      'Bad,Handle cracked after a week.,2,2023-03-02 09:00:00 UTC,email,ok,Bob,bob@x.com,7002,red-kettle,,,,,GB',
      'Ok,Decent for the price and it pours well.,4,2023-03-03 11:00:00 UTC,web,ok,Cat,cat@x.com,7001,blue-mug,,,,,US',
    ],
    columns: {
      title: 'title',
      body: 'text',
      rating: 'rating',
      review_date: 'date',
      reviewer_name: 'reviewer',
      reviewer_email: null,
      product_id: 'product_id',
      reply: null,
      reply_date: null,
    },
    first: { rating: 5, date: '2023-03-01T14:22:10.000Z', reviewer: 'Ann', title: 'Love it' },
    products: [
      ['7001', 2],
      ['7002', 1],
    ],
  },
  {
    tool: 'Shopify Product Reviews (legacy app)',
    csv: [
      'product_handle,state,rating,title,author,email,location,body,reply,created_at,replied_at',
      'blue-mug,published,5,Love it,Ann,ann@x.com,"Austin, TX",Keeps coffee hot for hours.,,2023-03-01 14:22:10 -0500,',
      'red-kettle,published,2,Leaks,Bob,bob@x.com,London,The lid leaks when pouring.,Sorry!,2023-03-02 09:00:00 +0000,2023-03-03 09:00:00 +0000',
      'blue-mug,published,4,Nice,Cat,cat@x.com,,Pretty colour and a good size.,,2023-03-04 10:00:00 -0500,',
    ],
    columns: {
      product_handle: 'product_id',
      author: 'reviewer',
      body: 'text',
      created_at: 'date',
      replied_at: null,
      location: null,
    },
    first: { rating: 5, date: '2023-03-01T19:22:10.000Z', reviewer: 'Ann' },
    products: [
      ['blue-mug', 2],
      ['red-kettle', 1],
    ],
  },
  {
    tool: 'Stamped.io',
    csv: [
      'productId,productTitle,productHandle,productSKU,reviewerName,reviewerEmail,reviewRating,reviewTitle,reviewMessage,reviewRecommendProduct,reviewDate,reviewVerifiedType,reviewReply,reviewVotesUp',
      '7001,Blue Mug,blue-mug,BM-01,Ann,ann@x.com,5,Love it,Keeps coffee hot for hours.,true,2023-03-01,verified buyer,,3',
      '7002,Red Kettle,red-kettle,RK-01,Bob,bob@x.com,2,Leaks,The lid leaks when pouring.,false,2023-03-02,,Sorry,0',
      '7001,Blue Mug,blue-mug,BM-01,Cat,cat@x.com,4,Nice,Pretty colour and a good size.,true,2023-03-04,verified buyer,,1',
    ],
    columns: {
      productId: 'product_id',
      productTitle: 'product_name',
      reviewerName: 'reviewer',
      reviewRating: 'rating',
      reviewTitle: 'title',
      reviewMessage: 'text',
      reviewDate: 'date',
      reviewReply: null,
    },
    first: { rating: 5, date: '2023-03-01', product_name: 'Blue Mug' },
    products: [
      ['7001', 2],
      ['7002', 1],
    ],
  },
  {
    tool: 'Okendo',
    csv: [
      'reviewId,productId,productName,productVariantName,rating,title,body,dateCreated,reviewerName,reviewerEmail,isVerifiedBuyer,isRecommended,helpfulCount,unhelpfulCount,status',
      'r1,shopify-7001,Blue Mug,Large,5,Love it,Keeps coffee hot for hours.,2023-03-01T14:22:10.123Z,Ann,ann@x.com,true,true,3,0,approved',
      'r2,shopify-7002,Red Kettle,,2,Leaks,The lid leaks when pouring.,2023-03-02T09:00:00.000Z,Bob,bob@x.com,false,false,0,1,approved',
    ],
    columns: {
      reviewId: null,
      productId: 'product_id',
      productVariantName: null,
      dateCreated: 'date',
      isVerifiedBuyer: 'verified',
      helpfulCount: 'helpful_votes',
      unhelpfulCount: null,
    },
    first: { verified: true, helpful_votes: 3, date: '2023-03-01T14:22:10.123Z' },
    products: [
      ['shopify-7001', 1],
      ['shopify-7002', 1],
    ],
  },
  {
    tool: 'Loox',
    csv: [
      'id,status,rating,email,nickname,review,date,productId,handle,img,variant,verified_purchase,reply,replied_at',
      'a1,Active,5,ann@x.com,Ann,Keeps coffee hot for hours.,2023-03-01T14:22:10.000Z,7001,blue-mug,,Large,true,,',
      'a2,Active,2,bob@x.com,Bob,The lid leaks when pouring.,2023-03-02T09:00:00.000Z,7002,red-kettle,,,false,Sorry,2023-03-03T00:00:00Z',
    ],
    columns: {
      id: null,
      nickname: 'reviewer',
      review: 'text',
      date: 'date',
      productId: 'product_id',
      verified_purchase: 'verified',
      replied_at: null,
    },
    first: { rating: 5, reviewer: 'Ann', verified: true },
    products: [
      ['7001', 1],
      ['7002', 1],
    ],
  },
  {
    tool: 'Reviews.io (day-first dates)',
    csv: [
      'Review ID,Date,Rating,Review,Reviewer Name,Email,SKU,Product Name,Verified Buyer,Order Number',
      '1,01/03/2023,5,Keeps coffee hot for hours.,Ann,ann@x.com,BM-01,Blue Mug,Yes,1001',
      '2,02/03/2023,2,The lid leaks when pouring.,Bob,bob@x.com,RK-01,Red Kettle,No,1002',
      '3,14/03/2023,4,Pretty colour and a good size.,Cat,cat@x.com,BM-01,Blue Mug,Yes,1003',
    ],
    columns: { SKU: 'product_id', 'Product Name': 'product_name', 'Order Number': null },
    first: { date: '2023-03-01', verified: true },
    products: [
      ['BM-01', 2],
      ['RK-01', 1],
    ],
  },
  {
    tool: 'Bazaarvoice',
    csv: [
      'Review ID,Product ID,Product Name,Overall Rating,Review Title,Review Text,Submission Date,User Nickname,Is Recommended,Total Positive Feedback Count,Moderation Status',
      '101,P-1,Blue Mug,5,Love it,Keeps coffee hot for hours.,2023-03-01T14:22:10.000-05:00,ann123,True,3,APPROVED',
      '102,P-2,Red Kettle,2,Leaks,The lid leaks when pouring.,2023-03-02T09:00:00.000-05:00,bobby,False,0,APPROVED',
    ],
    columns: {
      'Overall Rating': 'rating',
      'Submission Date': 'date',
      'User Nickname': 'reviewer',
      // Bazaarvoice's count of readers who found the review helpful.
      'Total Positive Feedback Count': 'helpful_votes',
    },
    first: { date: '2023-03-01T19:22:10.000Z', reviewer: 'ann123', helpful_votes: 3 },
    products: [
      ['P-1', 1],
      ['P-2', 1],
    ],
  },
  {
    tool: 'Amazon Seller Central feedback',
    csv: [
      'Date,Rating,Comments,Response,Order ID,Rater Email',
      '1/3/23,5,Item arrived quickly and as described.,,111-1234567-1234567,a@marketplace.amazon.com',
      '1/4/23,1,Never received my order.,We refunded you.,111-1234567-1234568,b@marketplace.amazon.com',
    ],
    columns: { Date: 'date', Comments: 'text', Response: null, 'Order ID': null },
    // 1/3/23 and 1/4/23 read day first or month first alike, and nothing in the file tells which: the year only.
    first: { rating: 5, date: '2023', date_precision: 'year' },
    products: [],
  },
  {
    tool: 'app_store_scraper (Python)',
    csv: [
      'date,review,rating,isEdited,userName,title,developerResponse',
      '2023-03-01 14:22:10,Crashes every time I open it.,1,False,Ann,Crashes,',
      "2023-03-02 09:00:00,Love the widgets and the dark mode.,5,False,Bob,Great,\"{'id': 1, 'body': 'Thanks'}\"",
    ],
    columns: { review: 'text', userName: 'reviewer', developerResponse: null, isEdited: null },
    first: { rating: 1, title: 'Crashes', date: '2023-03-01T14:22:10.000Z' },
    products: [],
  },
];

describe('shop and software review exports', () => {
  it.each(EXPORTS.map((e) => [e.tool, e] as const))('%s', async (_tool, e) => {
    const r = await imp(e.csv.join('\n'));
    expect(mapped(r)).toMatchObject(e.columns);
    expect(r.reviews[0]).toMatchObject(e.first);
    expect(r.products.map((p) => [p.product_id ?? p.product_name, p.review_count])).toEqual(
      e.products,
    );
    expect(r.coverage.unreadable_values).toEqual({});
  });
});
