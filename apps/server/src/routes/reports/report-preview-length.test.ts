// A link preview names the product; the name is the uploader's and can be any length. The title and description
// stay within what previews show, cut on a character (never inside a surrogate pair or an escape).
import { describe, expect, it } from 'vitest';
import { previewText } from './preview-text';
import { reportPreview, withPreviewTags } from './report-page';

const summary = (prod_name: string) => ({
  prod_name,
  prod_id: 'B00KETTLE1',
  products: 1,
  product_status: 'Genuine' as const,
  fake_reviews_count: 1,
  total_reviews: 20,
  fake_percentage: 5,
});

describe('reportPreview with a very long product name', () => {
  it('cuts the name with an ellipsis, on a whole character, before escaping', () => {
    const name = `${'Kettle & '.repeat(2000)}😀😀`;
    const { title } = reportPreview(summary(name) as Parameters<typeof reportPreview>[0]);
    expect(title.length).toBeLessThanOrEqual(200);
    expect(title).toMatch(/…: Genuine · ReviewSentry report$/u);
    expect(title).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/u);
    const html = withPreviewTags('<head><title>x</title></head>', { title, description: 'd' }, 'u');
    expect(html).toContain('Kettle &amp; Kettle');
    expect(html).not.toMatch(/&[a-z]*…/u);
  });

  it('names the product without its bidirectional controls, which would reorder our words after it', () => {
    // "Trojan Source": an override in the name turned ": Fake · ReviewSentry report" around in previews.
    const { title } = reportPreview(
      summary('Kettle \u202etropeR\u2067') as Parameters<typeof reportPreview>[0],
    );
    expect(title).toBe('Kettle tropeR: Genuine · ReviewSentry report');
  });

  it('leaves a short name whole', () => {
    expect(
      reportPreview(summary('Steel Kettle') as Parameters<typeof reportPreview>[0]).title,
    ).toBe('Steel Kettle: Genuine · ReviewSentry report');
  });
});

describe('previewText', () => {
  it('keeps text of up to max characters whole and cuts longer text to max with the ellipsis', () => {
    expect(previewText('abcde', 5)).toBe('abcde');
    expect(previewText('abcdef', 5)).toBe('abcd…');
    expect(previewText('👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧', 2)).toBe('👩‍👩‍👧…');
    expect(previewText('ab  cdef', 4)).toBe('ab…');
  });
});
