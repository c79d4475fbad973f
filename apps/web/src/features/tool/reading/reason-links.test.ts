import { describe, expect, it } from 'vitest';
import { indexReasons, type IndexedReview } from './reason-links';
import { reasonText } from './reason-text';

const review = (
  id: string,
  reasons: Array<{ code: string; message: string; review_ids?: string[] }> = [],
  reviewer: string | null = null,
): IndexedReview => ({ id, reviewer, reasons });

describe('indexReasons', () => {
  const reviews = [
    review('14', [
      { code: 'duplicate_source', message: 'Other reviews of this product copy this text.' },
    ]),
    review('15', [{ code: 'duplicate_text', message: 'Same text as review 14, posted earlier.' }]),
    review('16', [{ code: 'duplicate_text', message: 'Same text as review 14, posted earlier.' }]),
    review('R-9', [
      {
        code: 'near_duplicate_text',
        message: 'Nearly the same text as review R-8, posted earlier.',
      },
    ]),
    review('R-8', [
      { code: 'duplicate_source', message: 'Other reviews of this product copy this text.' },
    ]),
    review(
      '20',
      [
        {
          code: 'review_burst',
          message: 'Posted on 2024-07-01, a day with an unusual spike of reviews.',
        },
        { code: 'repeat_reviewer', message: 'The same reviewer posted 2 reviews of this product.' },
        {
          code: 'machine_generated_text',
          message: 'The wording reads like machine-generated text (model probability 0.97).',
        },
      ],
      'Ann B',
    ),
    review(
      '21',
      [
        {
          code: 'review_burst',
          message: 'Posted on 2024-07-01, a day with an unusual spike of reviews.',
        },
        { code: 'repeat_reviewer', message: 'The same reviewer posted 2 reviews of this product.' },
      ],
      'ann b ',
    ),
    review('22', [
      {
        code: 'review_burst',
        message: 'Posted on 2024-07-02, a day with an unusual spike of reviews.',
      },
    ]),
  ];
  const index = indexReasons(reviews);
  const groupOf = (id: string, code: string) => {
    const r = reviews.find((x) => x.id === id)!;
    return index.group(
      r.reasons.find((x) => x.code === code)!,
      r,
    );
  };

  it('opens the review a copy names, with every other copy of it', () => {
    expect(groupOf('15', 'duplicate_text')).toMatchObject({
      label: 'Show the 3 reviews with this text',
      ids: ['14', '15', '16'],
    });
    expect(groupOf('14', 'duplicate_source')?.ids).toEqual(['14', '15', '16']);
    expect(groupOf('R-9', 'near_duplicate_text')).toMatchObject({
      label: 'Show the 2 reviews with nearly this text',
      ids: ['R-8', 'R-9'],
    });
  });

  it('opens the burst day, the reviewer and nothing for the model', () => {
    expect(groupOf('20', 'review_burst')?.ids).toEqual(['20', '21']);
    expect(groupOf('22', 'review_burst')).toBeNull();
    expect(groupOf('21', 'repeat_reviewer')).toMatchObject({
      label: 'Show this reviewer’s 2 reviews',
      ids: ['20', '21'],
    });
    expect(groupOf('20', 'machine_generated_text')).toBeNull();
  });

  it('uses the ids the server sends when it sends them', () => {
    const own = review('30', [
      { code: 'anything', message: 'Like reviews 31 and 32.', review_ids: ['31', '32'] },
    ]);
    expect(
      indexReasons([own, review('31'), review('32')]).group(own.reasons[0]!, own),
    ).toMatchObject({
      label: 'Show the 3 reviews this names',
      ids: ['30', '31', '32'],
    });
  });

  it("follows the server's review_ids for copies, to the original and every copy", () => {
    const copies = [
      review('14', [
        {
          code: 'duplicate_source',
          message: '2 later reviews copy this text.',
          review_ids: ['15', '16'],
        },
      ]),
      review('15', [{ code: 'duplicate_text', message: 'Same text.', review_ids: ['14'] }]),
      review('16', [{ code: 'duplicate_text', message: 'Same text.', review_ids: ['14'] }]),
    ];
    const index = indexReasons(copies);
    for (const r of copies) expect(index.group(r.reasons[0]!, r)?.ids).toEqual(['14', '15', '16']);
    // Ids of reviews outside the list shown (another product's) are left out.
    const alone = review('40', [{ code: 'incentivized', message: 'x', review_ids: ['99'] }]);
    expect(indexReasons([alone]).group(alone.reasons[0]!, alone)).toBeNull();
  });

  it('does not invent a link to a review that is not there', () => {
    const lone = review('40', [
      { code: 'duplicate_text', message: 'Same text as review 99, posted earlier.' },
    ]);
    expect(indexReasons([lone]).group(lone.reasons[0]!, lone)).toBeNull();
  });
});

describe('reasonText', () => {
  it("takes the model's number out of the sentence", () => {
    expect(
      reasonText({
        code: 'machine_generated_text',
        message: 'The wording reads like machine-generated text (model probability 0.97).',
      }),
    ).toEqual({ text: 'The wording reads like machine-generated text.', modelScore: 0.97 });
    expect(
      reasonText({
        code: 'machine_generated_text',
        message:
          'The wording and layout read like machine-generated text (model probability 0.91). ' +
          'Layout read: a title line and 3 bullet points.',
      }),
    ).toEqual({
      text: 'The wording and layout read like machine-generated text. Layout read: a title line and 3 bullet points.',
      modelScore: 0.91,
    });
    expect(
      reasonText({ code: 'duplicate_text', message: 'Same text as review 14, posted earlier.' }),
    ).toEqual({ text: 'Same text as review 14, posted earlier.', modelScore: null });
  });
});
