import { describe, expect, it } from 'vitest';
import { nextStep, reasonMessage } from './next-step';

describe('next steps after a failure', () => {
  it('never blames a link our server could not reach', () => {
    const reason = {
      code: 'unreachable',
      message:
        'We could not reach www.shop.example (no such host). Check the link, or try again later.',
      details: [],
    };
    expect(reasonMessage(reason)).toBe(
      'Our server could not reach www.shop.example. The link itself may be fine.',
    );
    expect(nextStep('unreachable')).toMatch(
      /^If the link opens in your browser, the problem is on our side/,
    );
  });

  it('says what to do for the errors a shopper meets, and nothing for unknown codes', () => {
    for (const code of [
      'invalid_url',
      'shop_blocked',
      'no_reviews',
      'timeout',
      'no_text_column',
      'rate_limited',
    ])
      expect(nextStep(code), code).toBeTruthy();
    expect(nextStep('something_new')).toBeNull();
    expect(nextStep(undefined)).toBeNull();
    expect(reasonMessage({ code: 'timeout', message: 'Too slow.', details: [] })).toBe('Too slow.');
  });
});
