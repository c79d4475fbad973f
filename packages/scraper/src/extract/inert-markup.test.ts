import { describe, expect, it } from 'vitest';
import { loadHtml } from './load-html';
import { openedInertMarkup } from './inert-markup';

const opened = (body: string) => {
  const html = `<!doctype html><html><body><main><h1>Steel Flask</h1></main>${body}</body></html>`;
  return openedInertMarkup(loadHtml(html), html);
};

describe('openedInertMarkup', () => {
  it.each([
    ['an empty <noscript>', '<noscript data-n-css=""></noscript>'],
    [
      "a tag manager's <noscript> iframe",
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0"></iframe></noscript>',
    ],
    [
      'a tracking pixel',
      '<noscript><img height="1" width="1" src="https://t.example/p.gif"></noscript>',
    ],
    [
      'JSON data',
      '<script type="application/json">{"reviews":[{"text":"Keeps water cold all day"}]}</script>',
    ],
    [
      'a template of placeholders',
      '<script type="text/template"><li class="review"><span>{{ author }}</span><p>{{ body }} and more words here</p></li></script>',
    ],
  ])('leaves the page shut for %s: nothing to read again', (_, body) => {
    expect(opened(body)).toBeNull();
  });

  it('opens a <noscript> holding words, in place', () => {
    const $ = opened(
      '<noscript><ul class="reviews"><li>Anna K. · March 3, 2024 · Keeps water cold all day.</li></ul></noscript>',
    );
    expect($?.('div[data-opened-from="noscript"] > ul.reviews > li').text()).toContain(
      'Keeps water cold',
    );
  });
});
