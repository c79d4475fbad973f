// A comment the shop's system marked as spam, or put in the trash, was never shown to shoppers: WordPress keeps
// every comment it receives and says which in comment_approved (1 approved, 0 pending, 'spam', 'trash', and
// 'post-trashed' for the comments of a trashed product: developer.wordpress.org, wp_get_comment_status and the
// pre_comment_approved filter). Judged, a spam bot's text would count as a fake review of the product. Such rows
// are skipped as spam_or_deleted and counted; a pending review was written by a buyer and stays judged.
import { describe, expect, it } from 'vitest';
import { imp } from './support/import';

const WOO_HEADER =
  'comment_ID,comment_post_ID,product_SKU,comment_author,comment_date,comment_content,comment_approved,comment_parent,rating';

describe('rows the shop marked as spam or deleted', () => {
  it("WooCommerce: comment_approved 'spam', 'trash' and 'post-trashed' are skipped; 1 and pending 0 are judged", async () => {
    const r = await imp(
      [
        WOO_HEADER,
        '101,55,MUG-1,Ann,2024-03-01 10:00:00,"Great mug, keeps coffee hot for hours.",1,0,5',
        '102,55,MUG-1,cheap-pills,2024-03-02 09:00:00,"Buy cheap watches at best price, visit our site now",spam,0,5',
        '103,55,MUG-1,Bob,2024-03-03 11:00:00,The handle cracked after a week of use.,0,0,2',
        '104,55,MUG-1,Cy,2024-03-04 11:00:00,Test comment please ignore this one at all.,trash,0,3',
        '105,55,MUG-1,Di,2024-03-05 11:00:00,Nice colour but smaller than in the photos.,post-trashed,0,3',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob']);
    expect(r.coverage.skipped_by_reason).toEqual({ spam_or_deleted: 3 });
    expect(r.rejects).toEqual([
      { row: 3, reason: 'spam_or_deleted' },
      { row: 5, reason: 'spam_or_deleted' },
      { row: 6, reason: 'spam_or_deleted' },
    ]);
  });

  it.each([
    ['Status', 'Spam'],
    ['moderation_status', 'deleted'],
    ['Review State', 'Removed'],
  ])("a '%s' column saying %j marks a row never shown", async (header, value) => {
    const r = await imp(
      [
        `${header},Author,Body,Rating`,
        'published,Ann,"Great mug, keeps coffee hot for hours.",5',
        `${value},Zed,"Visit our site for the best prices on watches",5`,
        'pending,Bob,The handle cracked after a week of use.,2',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob']);
    expect(r.coverage.skipped_by_reason).toEqual({ spam_or_deleted: 1 });
  });

  it('a review whose text says spam or trash is judged: only a status column decides', async () => {
    const r = await imp(
      [
        'Author,Body,Rating,Verified',
        'Ann,spam,1,yes',
        'Bob,"The lid is trash, it leaks all over my bag.",1,yes',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['Ann', 'Bob']);
    expect(r.coverage.skipped_by_reason).toEqual({});
  });
  it("PrestaShop's product comments: a row whose `deleted` flag is set was removed; `id_product` names the product", async () => {
    // Columns of the productcomments module's product_comment table (id_product_comment, id_product, id_customer,
    // id_guest, customer_name, title, content, grade, validate, deleted, date_add); `validate` 0 is pending.
    const r = await imp(
      [
        'id_product_comment,id_product,id_customer,id_guest,customer_name,title,content,grade,validate,deleted,date_add',
        '1,8,3,0,Ann K.,Great,"Great mug, keeps coffee hot.",5,1,0,2024-03-01 10:00:00',
        '2,8,0,12,Bob,Cheap,Buy cheap watches at our site now!!!,5,0,1,2024-03-02 10:00:00',
        '3,9,4,0,Cat,Ok,Fine for the price I paid.,4,0,0,2024-03-03 10:00:00',
        '4,9,5,0,Dan,Bad,Broke after a week of use.,1,1,false,2024-03-04 10:00:00',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => [x.reviewer, x.product_id, x.rating])).toEqual([
      ['Ann K.', '8', 5],
      ['Cat', '9', 4],
      ['Dan', '9', 1],
    ]);
    expect(r.coverage.skipped_by_reason).toEqual({ spam_or_deleted: 1 });
    expect(r.products.map((p) => [p.product_id, p.review_count])).toEqual([
      ['8', 1],
      ['9', 2],
    ]);
  });
  it('judges a row a review dataset labels spam: a label of fake reviews is no removal', async () => {
    const r = await imp(
      [
        'review,rating,is_spam',
        'Best product ever!!! Buy it now, five stars!!!,5,1',
        'The handle cracked after a week of use.,2,0',
      ].join('\n'),
    );
    expect(r.reviews).toHaveLength(2);
    expect(r.coverage.skipped_by_reason).toEqual({});
  });
});
