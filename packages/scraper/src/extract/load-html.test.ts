import { describe, expect, it } from 'vitest';
import { PageTooComplexError } from '../errors';
import { loadHtml, MAX_NESTING_DEPTH } from './load-html';

describe('loadHtml', () => {
  it('reads a page as cheerio does, attributes and entities included', () => {
    const $ = loadHtml(
      '<html><body><p class="a" data-x="1 &amp; 2">Caf&eacute; <b>ok</b></p></body></html>',
    );
    expect($('p').attr('data-x')).toBe('1 & 2');
    expect($('p').text()).toBe('Café ok');
  });

  it(`reads ${MAX_NESTING_DEPTH} levels and refuses one more`, () => {
    const nested = (levels: number) => `<html><body>${'<div>'.repeat(levels - 2)}x</body></html>`;
    expect(loadHtml(nested(MAX_NESTING_DEPTH)).root().find('div')).toHaveLength(
      MAX_NESTING_DEPTH - 2,
    );
    expect(() => loadHtml(nested(MAX_NESTING_DEPTH + 1))).toThrow(PageTooComplexError);
  });

  it('refuses 200,000 unclosed elements as soon as they nest too deep, not after parsing them all', () => {
    // The parser keeps its stack of open elements with Array.unshift: parsed whole, 200,000 levels took 21 s here
    // (the square of the depth); stopped at the bound, a few milliseconds. The bound leaves a factor of seven.
    const started = performance.now();
    expect(() => loadHtml(`<html><body>${'<b>'.repeat(200_000)}</body></html>`)).toThrow(
      PageTooComplexError,
    );
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
