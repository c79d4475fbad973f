// A file's column headers are named in our notes and errors. A bidirectional control in a header would reorder the
// rest of our sentence where it is shown ("Trojan Source"), so none may reach one (docs/decisions/168).
import { describe, expect, it } from 'vitest';
import { imp } from '../test/support/import';
import { IngestError } from './index';

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const RLO = '\u202e';

describe('headers of a file in our sentences', () => {
  it('carry none of their bidirectional controls into the notes', async () => {
    const r = await imp(
      `Name,City${RLO}eurt,Review,Stars\u2067\nAnn,"Certified Buyer, Jaipur",Good,8\nBo,Pune,Bad,10\nCy,,Fine,2\n`,
    );
    expect(r.coverage.notes.some((n) => n.includes("Column 'City"))).toBe(true);
    expect(r.coverage.notes.filter((n) => BIDI_CONTROLS.test(n))).toEqual([]);
    // The header itself is kept as the file has it: it is shown on its own, isolated.
    expect(r.coverage.columns.map((c) => c.header)).toContain(`City${RLO}eurt`);
  });

  it('carry none into an error naming them', async () => {
    let error: unknown;
    try {
      await imp(`sku${RLO},price,stars\nA1,9.99,5\nA2,19.99,4\n`);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).message).toContain("'sku'");
    expect((error as IngestError).message).not.toMatch(BIDI_CONTROLS);
  });
});
