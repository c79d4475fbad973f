import { describe, expect, it } from 'vitest';
import { consistencyNote } from './consistency-note';
import { coverageStatement } from './coverage-statement';
import { evidenceLabel, strongestEvidence } from './strongest-evidence';
import { verdictSentence } from './verdict-sentence';

const copied = {
  is_fake: true,
  reasons: [{ code: 'duplicate_text', message: 'Same text as review 1.' }],
};
const machine = {
  is_fake: true,
  reasons: [{ code: 'machine_generated_text', message: 'Machine (model probability 0.9).' }],
};

describe('verdictSentence', () => {
  const six = (fake: number, total: number, status = 'Genuine') => ({
    fake_reviews_count: fake,
    total_reviews: total,
    product_status: status,
  });

  it('says how many, of how many, in what way, and that the rest show no sign of it', () => {
    expect(verdictSentence(six(11, 136), [copied, machine])).toBe(
      '11 of 136 reviews look machine-written or copied; the other 125 show no sign of it.',
    );
    expect(verdictSentence(six(1, 2), [copied])).toBe(
      '1 of 2 reviews looks copied from other reviews; the other 1 shows no sign of it.',
    );
    expect(verdictSentence(six(0, 1), [])).toBe(
      'The one review checked does not look machine-written or copied.',
    );
    expect(verdictSentence(six(3, 3), [machine])).toBe(
      'All 3 reviews checked look machine-written.',
    );
    expect(verdictSentence(six(2, 10), [])).toBe(
      '2 of 10 reviews look fake; the other 8 show no sign of it.',
    );
  });

  // Only the text model can find machine-written reviews: where it read none or only some of the reviews (other
  // languages, one-line reviews), the sentence must not say they show no sign of machine writing.
  it('claims no absence of machine writing the machine-writing check did not look for', () => {
    const read = (fake: number, total: number, textModel: number) => ({
      ...six(fake, total),
      review_coverage: { judged: total, by_check: { text_model: textModel } },
    });
    expect(verdictSentence(read(0, 30, 0), [])).toBe(
      'None of the 30 reviews checked look copied; none of them could be checked for machine writing.',
    );
    expect(verdictSentence(read(0, 302, 2), [])).toBe(
      'None of the 302 reviews checked look copied, and none of the 2 that could be checked for machine ' +
        'writing look machine-written; the other 300 could not be checked for it.',
    );
    expect(verdictSentence(read(2, 302, 2), [machine])).toBe(
      '2 of 302 reviews look machine-written; the other 300 show no sign of it, though only 2 of the 302 ' +
        'could be checked for machine writing.',
    );
    expect(verdictSentence(read(9, 30, 0), [copied])).toBe(
      '9 of 30 reviews look copied from other reviews; the other 21 show no sign of it, though none of the ' +
        '30 could be checked for machine writing.',
    );
    expect(verdictSentence(read(0, 30, 30), [])).toBe(
      'None of the 30 reviews checked look machine-written or copied.',
    );
  });

  it('says too few were checked instead of a verdict', () => {
    expect(verdictSentence(six(1, 2, 'Not enough reviews'), [copied])).toBe(
      'Only 2 reviews could be checked: too few to say whether they are fake.',
    );
    // Enough reviews, but the text model read too few of them, and those look fake (docs/decisions/176): not "too few
    // to say" of 300 reviews.
    expect(
      verdictSentence(
        {
          ...six(30, 300, 'Not enough reviews'),
          review_coverage: { by_check: { text_model: 30 } },
        },
        [machine],
      ),
    ).toBe(
      'Only 30 of the 300 reviews checked could be checked for machine writing, and too many of those look fake ' +
        'to call the product genuine: no verdict.',
    );
    expect(verdictSentence(six(30, 300, 'Not enough reviews'), [machine])).toBe(
      'Too few of the 300 reviews checked could be checked for machine writing: no verdict.',
    );
    // Emoji-only or unreadable reviews: not "Only 0 reviews could be checked".
    expect(verdictSentence(six(0, 0, 'Not enough reviews'), [])).toBe(
      'None of the reviews could be checked.',
    );
  });
});

describe('coverageStatement', () => {
  it("says how many were checked and why the others were not, from the server's coverage", () => {
    expect(
      coverageStatement(
        {
          total_reviews: 34,
          review_coverage: {
            reviews_received: 37,
            judged: 34,
            not_judged: { empty: 2, no_deciding_check: 1 },
          },
        },
        [],
      ),
    ).toEqual([
      '34 of 37 reviews were checked.',
      'Not checked: 2 with a rating but no text; 1 that no check could read.',
    ]);
  });

  it('agrees in number with a count of one', () => {
    const one = (judged: number, received: number) =>
      coverageStatement(
        {
          total_reviews: judged,
          review_coverage: { reviews_received: received, judged, not_judged: {} },
        },
        [],
      )[0];
    expect(one(1, 1)).toBe('The one review was checked.');
    expect(one(1, 37)).toBe('1 of 37 reviews was checked.');
  });

  it('says that a review listed a second time by the source counted once', () => {
    expect(
      coverageStatement(
        {
          total_reviews: 9,
          review_coverage: { reviews_received: 18, judged: 9, not_judged: { repeated_listing: 9 } },
        },
        [],
      ),
    ).toEqual([
      '9 of 18 reviews were checked.',
      'Not checked: 9 listed a second time by the source (counted once).',
    ]);
  });

  it('says how many the machine-writing check could not read, and why, next to the verdict', () => {
    expect(
      coverageStatement(
        {
          total_reviews: 30,
          review_coverage: {
            reviews_received: 30,
            judged: 30,
            not_judged: {},
            not_scored: { too_short: 10, language_not_covered: 8, language_unknown: 0 },
          },
        },
        [],
      ),
    ).toEqual([
      'All 30 reviews were checked.',
      'The machine-writing check read 12 of the 30 reviews checked. The other 18 were checked for copies ' +
        'and other signs only: 10 too short for it; 8 in a language it was not trained on.',
    ]);
    const short = {
      assessed: true,
      not_assessed_reason: null,
      not_scored_reason: 'too_short',
    } as const;
    const read = { assessed: true, not_assessed_reason: null, not_scored_reason: null };
    expect(coverageStatement({ total_reviews: 2 }, [short, read])).toEqual([
      'All 2 reviews were checked.',
      'The machine-writing check read 1 of the 2 reviews checked. The other one was checked for copies and ' +
        'other signs only: 1 too short for it.',
    ]);
  });

  it('derives the same from the reviews, or says the count alone', () => {
    const ok = { assessed: true, not_assessed_reason: null };
    expect(
      coverageStatement({ total_reviews: 2 }, [
        ok,
        ok,
        { assessed: false, not_assessed_reason: 'placeholder' },
      ]),
    ).toEqual(['2 of 3 reviews were checked.', 'Not checked: 1 with placeholder text.']);
    expect(coverageStatement({ total_reviews: 2 }, [ok, ok])).toEqual([
      'All 2 reviews were checked.',
    ]);
    expect(coverageStatement({ total_reviews: 40, reviews_assessed: 38 }, [])).toEqual([
      '38 reviews checked.',
    ]);
  });
});

describe('consistencyNote', () => {
  const alert = (severity: 'critical' | 'warning') => ({
    code: 'x',
    severity,
    message: 'm',
    evidence: [],
  });
  it('explains a green verdict beside a serious alert, and an uncertain one', () => {
    expect(consistencyNote({ product_status: 'Genuine', alerts: [alert('critical')] })).toBe(
      'Few reviews look fake, but 1 serious warning sign below deserves a look before you trust the rest.',
    );
    expect(consistencyNote({ product_status: 'Genuine', alerts: [alert('warning')] })).toBeNull();
    expect(
      consistencyNote({
        product_status: 'Likely Fake',
        low_confidence: true,
        reviews_assessed: 4,
        fake_share_interval: { low: 6.15, high: 79.23 },
      }),
    ).toBe(
      'With 4 reviews checked, the true share of fake reviews could be anywhere from 6.15% to 79.23%: too few for a firm verdict.',
    );
    expect(
      consistencyNote({ product_status: 'Fake', verdict_explanation: 'Server says why.' }),
    ).toBe('Server says why.');
  });
});

describe('strongestEvidence', () => {
  it('ranks by severity then size, adds the model-flagged reviews, keeps three', () => {
    const alerts = [
      { code: 'a', severity: 'warning' as const, message: 'A', evidence: ['1', '2'] },
      { code: 'b', severity: 'critical' as const, message: 'B', evidence: ['3'] },
      { code: 'c', severity: 'info' as const, message: 'C', evidence: ['4', '5', '6'] },
      {
        code: 'd',
        severity: 'warning' as const,
        message: 'D',
        evidence: ['7', '8', '9'],
        metrics: { evidence_total: 900 },
      },
    ];
    const reviews = [{ id: '10', ...machine }];
    const top = strongestEvidence(alerts, reviews);
    expect(top.map((e) => e.key)).toEqual(['alert:b', 'alert:d', 'alert:a']);
    expect(top[1]!.total).toBe(900);
    expect(evidenceLabel(top[1]!)).toBe('Show the first 3 of 900 reviews');
    expect(evidenceLabel(top[2]!)).toBe('Show the 2 reviews');
    expect(strongestEvidence([], reviews)).toEqual([
      {
        key: 'model',
        severity: 'warning',
        text: '1 review reads like machine-written text.',
        ids: ['10'],
        total: 1,
      },
    ]);
  });
});
