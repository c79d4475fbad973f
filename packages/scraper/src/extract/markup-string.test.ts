import { describe, expect, it } from 'vitest';
import { PageTooComplexError } from '../errors';
import { reviewTextOf, textOfMarkupString } from './markup-string';

describe('textOfMarkupString', () => {
  it('reads markup and entities in a structured-data string as the text a person sees', () => {
    expect(textOfMarkupString('Pasta &amp; Pizza')).toBe('Pasta & Pizza');
    expect(reviewTextOf('<p>Great</p><p>value</p>')).toBe('Great\n\nvalue');
  });

  it('refuses a string of 200,000 unclosed elements as the page is refused, without parsing it whole', () => {
    // Parsed whole, the parser's open-element stack costs the square of the depth (100,000 levels: 7.8 s here).
    const started = performance.now();
    expect(() => textOfMarkupString(`${'<b>'.repeat(200_000)}x`)).toThrow(PageTooComplexError);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
