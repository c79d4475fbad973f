// With the committed model: a review framed as a chat assistant's answer, or laid out like one, is
// flagged, and its reason names what a shopper can see in the text, not only a model probability.
import { describe, expect, it } from 'vitest';
import { getDefaultAnalyzer } from './default-analyzer';
import { distinctReviews } from './test-fixtures/review-texts';
import { CHAT_ANSWERS } from './text-model/fixtures/chat-answers';
import { hasChatFraming } from './text-model/text-prep';
import { layoutWords } from './verdict/layout-words';
import { joinWords } from './wording';

describe('reviews framed as a chat answer, committed model', () => {
  const analyzer = getDefaultAnalyzer();
  const framed = CHAT_ANSWERS.filter((text) => hasChatFraming(text));
  const reviews = [
    ...framed.map((text, i) => ({ id: `chat${i}`, text })),
    ...distinctReviews(20, 5),
  ];
  const result = analyzer.analyze(reviews);
  const byId = new Map(result.reviews.map((r) => [r.id, r]));

  it('flags every framed review and says why in words a shopper can check', () => {
    expect(framed.length).toBeGreaterThanOrEqual(3);
    framed.forEach((_, i) => {
      const review = byId.get(`chat${i}`)!;
      expect(review.is_fake).toBe(true);
      const reason = review.reasons.find((r) => r.code === 'machine_generated_text');
      expect(reason?.message).toContain("framed as a chat assistant's answer");
    });
  });

  it('gives no framing reason to reviews without framing', () => {
    for (const review of result.reviews)
      if (!review.id.startsWith('chat'))
        for (const reason of review.reasons) expect(reason.message).not.toContain('framed as');
  });
});

describe('reviews laid out like a chat answer without its framing, committed model', () => {
  const analyzer = getDefaultAnalyzer();
  const laidOut = CHAT_ANSWERS.filter((text) => !hasChatFraming(text) && /\n\s*\n/.test(text));
  const reviews = [
    ...laidOut.map((text, i) => ({ id: `layout${i}`, text })),
    ...distinctReviews(20, 7),
  ];
  const result = analyzer.analyze(reviews);
  const byId = new Map(result.reviews.map((r) => [r.id, r]));

  it('names the layout the model read in the reason of each flagged one', () => {
    expect(laidOut.length).toBeGreaterThanOrEqual(2);
    laidOut.forEach((text, i) => {
      const review = byId.get(`layout${i}`)!;
      expect(review.is_fake).toBe(true);
      const reason = review.reasons.find((r) => r.code === 'machine_generated_text');
      expect(reason?.message).toContain('Layout read:');
      // The page takes the probability out of the sentence by this shape (web reason-text.ts).
      expect(reason?.message).toMatch(/ \(model probability \d\.\d+\)\. /);
      expect(reason?.message).toContain(joinWords(layoutWords(text)));
    });
  });

  it('gives no layout reason to plain one-paragraph reviews', () => {
    for (const review of result.reviews)
      if (!review.id.startsWith('layout'))
        for (const reason of review.reasons) expect(reason.message).not.toMatch(/layout/i);
  });
});
