import { describe, expect, it } from 'vitest';
import { failureReason, retryAfterFrom, serverReasonFrom } from './server-reason';

describe('serverReasonFrom', () => {
  it("reads the server's message and turns helpful details into lines", () => {
    expect(
      serverReasonFrom({
        error: {
          code: 'no_text_column',
          message: 'We could not find a column with review text.',
          details: {
            columns_seen: ['id', 'stars'],
            columns_needed: [],
            names_accepted: ['review'],
          },
        },
      }),
    ).toEqual({
      code: 'no_text_column',
      message: 'We could not find a column with review text.',
      details: [
        'Columns found in your file: id, stars',
        'Columns needed: none',
        'Column names read as review text: review',
      ],
    });
    expect(
      serverReasonFrom({
        error: { code: 'file_too_large', message: 'Too big.', details: { max_bytes: 26214400 } },
      })?.details,
    ).toEqual(['Largest file accepted: 25 MB']);
  });

  it('ignores details of unexpected shapes and bodies that are not API errors', () => {
    expect(
      serverReasonFrom({ error: { code: 'x', message: 'm', details: { columns_seen: [1, 2] } } }),
    ).toEqual({ code: 'x', message: 'm', details: [] });
    expect(serverReasonFrom({ message: 'nope' })).toBeNull();
    expect(serverReasonFrom(null)).toBeNull();
    expect(serverReasonFrom('<html>')).toBeNull();
  });
});

describe('retryAfterFrom and failureReason (503 server_busy)', () => {
  const busyBody = {
    error: {
      code: 'server_busy',
      message: 'The server is analysing too many files right now.',
      details: { retry_after_seconds: 4 },
    },
  };

  it('reads Retry-After as delta-seconds or as an HTTP date', () => {
    expect(retryAfterFrom(503, '3', null)).toBe(3);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryAfterFrom(503, 'Sun, 22 Nov 2026 10:00:07 GMT', null, now)).toBe(7);
    expect(retryAfterFrom(503, 'Sun, 22 Nov 2026 09:00:00 GMT', null, now)).toBe(0);
  });

  it("falls back to the body's retry_after_seconds, and ignores other statuses and junk", () => {
    expect(retryAfterFrom(503, null, busyBody)).toBe(4);
    expect(retryAfterFrom(503, 'soon', busyBody)).toBe(4);
    expect(retryAfterFrom(503, 'soon', null)).toBeUndefined();
    expect(retryAfterFrom(500, '3', busyBody)).toBeUndefined();
    expect(retryAfterFrom(429, '3', busyBody)).toBeUndefined();
  });

  it("keeps the server's message and adds the wait", () => {
    expect(failureReason(503, '2', busyBody)).toEqual({
      code: 'server_busy',
      message: 'The server is analysing too many files right now.',
      details: [],
      retryAfterSeconds: 2,
    });
    expect(failureReason(502, null, 'Bad gateway')).toEqual({
      message: 'The server answered 502.',
      details: [],
    });
  });
});
