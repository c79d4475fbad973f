import { describe, expect, it } from 'vitest';
import { ChunkCredit } from './chunk-credit';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('ChunkCredit', () => {
  it('lets `limit - 1` chunks go at once and holds the one that reaches the limit until an ack', async () => {
    const credit = new ChunkCredit(3);
    expect(await settled(credit.sent())).toBe(true);
    expect(await settled(credit.sent())).toBe(true);
    const third = credit.sent();
    expect(await settled(third)).toBe(false);
    credit.acknowledged();
    expect(await settled(third)).toBe(true);
  });

  it('ignores acks beyond what was sent', async () => {
    const credit = new ChunkCredit(2);
    credit.acknowledged();
    credit.acknowledged();
    expect(await settled(credit.sent())).toBe(true);
    expect(await settled(credit.sent())).toBe(false);
  });
});
