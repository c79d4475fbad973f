import { describe, expect, it } from 'vitest';
import { servedAt } from './served-at';

const received = new Date('2026-03-18T12:00:00Z');

describe('servedAt', () => {
  it("takes the shop's Date header, a cached page's earlier one too", () => {
    expect(servedAt('Sun, 15 Mar 2026 08:30:00 GMT', received)).toEqual(
      new Date('2026-03-15T08:30:00Z'),
    );
  });

  it.each([undefined, '', 'not a date', 'Thu, 18 Mar 2027 12:00:00 GMT'])(
    'takes the moment received for a header %j missing, unreadable or ahead of our clock',
    (header) => {
      expect(servedAt(header, received)).toEqual(received);
    },
  );
});
