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
});
