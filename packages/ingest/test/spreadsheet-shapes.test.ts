// Files that went through a spreadsheet before they were uploaded: title lines, headers repeated when exports
// were pasted one under another, and the like. What each should become, whatever tool wrote the reviews.
import { describe, expect, it } from 'vitest';
import { imp, mapped } from './support/import';

describe('spreadsheet shapes', () => {
  it('skips a title line above the header even when the title is a column word ("Customer Reviews")', async () => {
    const r = await imp(
      [
        'Customer Reviews,,,',
        'Reviewer,Rating,Review,Date',
        'Ann,5,Great mug and it keeps coffee hot.,2024-04-01',
        'Bob,2,Broke after a week.,2024-04-02',
      ].join('\r\n'),
    );
    expect(mapped(r)).toEqual({
      Reviewer: 'reviewer',
      Rating: 'rating',
      Review: 'text',
      Date: 'date',
    });
    expect(r.reviews.map((x) => [x.id, x.reviewer, x.rating])).toEqual([
      ['3', 'Ann', 5],
      ['4', 'Bob', 2],
    ]);
    expect(r.coverage.notes.join(' ')).toMatch(/1 title line/u);
  });
});
