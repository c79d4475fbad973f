// Exports of review tools and scrapers whose files we do not hold, in the shapes their documentation and
// output show, each cut to a few rows: what every column should become and how the values are read.
import { describe, expect, it } from 'vitest';
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
});
