// What an element's class, id and test ids say it is.
import { describe, expect, it } from 'vitest';
import { hasAuthorHint } from './field-hints';

describe("a part named for the writer's name", () => {
  it.each(['ProductReviewCustomerInfo-name', 'review__name', 'name proName', 'reviewerName'])(
    '%s',
    (hints) => expect(hasAuthorHint(hints)).toBe(true),
  );

  it.each(['productName', 'shopName', 'variant-name', 'rename', 'filename'])(
    '%s names something else',
    (hints) => expect(hasAuthorHint(hints)).toBe(false),
  );
});
