// A shop's reply to a review exported as a row of its own is not a review: WordPress stores a reply as a comment
// whose comment_parent is the review's comment_ID (WooCommerce's review exports keep that column), review apps
// mark it in a type column ('Reply', 'Store reply'), and a reply may be signed by the shop itself. Such rows are
// skipped as shop_reply and counted; a reply held in its own column beside a review stays out of the text.
import { describe, expect, it } from 'vitest';
import { imp, mapped } from './support/import';

describe("a shop's replies exported as rows", () => {
  it("WooCommerce: a comment whose comment_parent is another comment's ID is the reply, not a review", async () => {
    const r = await imp(
      [
        'comment_ID,comment_post_ID,product_SKU,comment_author,comment_author_email,comment_date,comment_content,comment_approved,comment_parent,user_id,rating',
        '101,55,MUG-1,Ann,ann@x.com,2024-03-01 10:00:00,"Great mug, keeps coffee hot for hours.",1,0,0,5',
        '102,55,MUG-1,My Mug Shop,shop@x.com,2024-03-02 09:00:00,"Thank you Ann, we are glad you like it!",1,101,1,',
        '103,55,MUG-1,Bob,bob@x.com,2024-03-03 11:00:00,The handle cracked after a week of use.,1,0,0,2',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob']);
    expect(r.coverage.rows_read).toBe(3);
    expect(r.coverage.rows_skipped).toBe(1);
    expect(r.coverage.skipped_by_reason).toEqual({ shop_reply: 1 });
    expect(r.rejects).toEqual([{ row: 3, reason: 'shop_reply' }]);
  });

  it('a bare `parent` column: a row with a parent is a reply, an empty or 0 parent is a review', async () => {
    const r = await imp(
      [
        'id,parent,author,review,stars',
        'a1,,Ann,"Lovely kettle, boils fast and looks great.",5',
        'a2,a1,Kettle Co,Thanks for your kind words!,',
        'a3,0,Bob,Stopped working after two months.,1',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob']);
    expect(r.coverage.skipped_by_reason).toEqual({ shop_reply: 1 });
  });

  it.each([
    ['Type', 'Store reply'],
    ['Type', 'Reply'],
    ['review_type', 'response'],
    ['Entry Kind', 'Owner response'],
    ['comment_type', 'Merchant Reply'],
    ['author_role', 'Merchant'],
  ])("a '%s' column saying %j marks the shop's reply", async (header, value) => {
    const r = await imp(
      [
        `${header},Author,Body,Rating,Date`,
        'Review,Ann,"Great mug, keeps coffee hot for hours.",5,2024-03-01',
        `${value},The Mug Shop,"Thank you Ann, we are glad you like it!",,2024-03-02`,
        'review,Bob,The handle cracked after a week of use.,2,2024-03-03',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob']);
    expect(r.coverage.skipped_by_reason).toEqual({ shop_reply: 1 });
  });

  it('a reply signed by the shop the file names is the shop speaking, not a reviewer', async () => {
    const r = await imp(
      [
        'Company Name,Reviewer,Review Text,Stars',
        'Acme Store,Ann,"Fast delivery, well packed, would order again.",5',
        'Acme Store,acme store,"We are sorry to hear that, please contact us.",',
        'Acme Store,Bob,Parcel arrived late and the box was damaged.,2',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob']);
    expect(r.coverage.skipped_by_reason).toEqual({ shop_reply: 1 });
  });

  it('a parent written as pandas writes it (0.0) or as a placeholder (N/A, -) names no comment: the row is a review', async () => {
    const r = await imp(
      [
        'comment_author,comment_content,comment_parent,rating',
        'Ann,"Great mug, keeps coffee hot for hours.",0.0,5',
        'Bob,The handle cracked after a week of use.,N/A,2',
        'Cy,Fine for the price and it pours well.,-,4',
        'Shop,Thank you Cy!,103.0,',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(r.coverage.skipped_by_reason).toEqual({ shop_reply: 1 });
  });

  it('in_reply_to names the review answered; a reply_to_email column is an address and marks nothing', async () => {
    const r = await imp(
      [
        'id,in_reply_to,reply_to_email,author,review,stars',
        'a1,,help@shop.com,Ann,"Lovely kettle, boils fast and looks great.",5',
        'a2,a1,help@shop.com,Kettle Co,Thanks for your kind words!,',
        'a3,,help@shop.com,Bob,Stopped working after two months.,1',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob']);
    expect(r.coverage.skipped_by_reason).toEqual({ shop_reply: 1 });
  });

  it('keeps every row when the markers say review: comment_type review, comment_parent 0', async () => {
    const r = await imp(
      [
        'comment_ID,comment_author,comment_content,comment_type,comment_parent,rating',
        '1,Ann,"Great mug, keeps coffee hot for hours.",review,0,5',
        '2,Bob,The handle cracked after a week of use.,review,0,2',
      ].join('\n'),
    );
    expect(r.reviews).toHaveLength(2);
    expect(r.coverage.rows_skipped).toBe(0);
  });

  it.each([
    ['Trip Type', 'Business'],
    ['Author Role', 'Store Manager'],
  ])(
    "a '%s' of %j is no reply: a shop word alone says so only of the writer, and only as the shop's own role",
    async (header, value) => {
      const r = await imp(
        [
          `${header},Reviewer,Review,Score`,
          `${value},Ann,"Quiet room, good desk and fast wifi.",9`,
          'Leisure,Bob,The pool was closed all week.,4',
        ].join('\n'),
      );
      expect(r.reviews).toHaveLength(2);
      expect(r.coverage.rows_skipped).toBe(0);
    },
  );

  it("a reply in its own column beside the review stays out of the review's text", async () => {
    const r = await imp(
      [
        'body,rating,reviewer_name,reply,reply_date',
        '"Great mug, keeps coffee hot.",5,Ann,Thanks so much Ann!,2023-03-02',
        'Handle cracked after a week.,2,Bob,,',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ body: 'text', reply: null });
    expect(r.reviews.map((x) => x.text)).toEqual([
      'Great mug, keeps coffee hot.',
      'Handle cracked after a week.',
    ]);
    expect(r.coverage.rows_skipped).toBe(0);
  });
});
