import { describe, expect, it } from 'vitest';
import { serverReasonFrom } from './server-reason';

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
    ).toEqual({ message: 'm', details: [] });
    expect(serverReasonFrom({ message: 'nope' })).toBeNull();
    expect(serverReasonFrom(null)).toBeNull();
    expect(serverReasonFrom('<html>')).toBeNull();
  });
});
