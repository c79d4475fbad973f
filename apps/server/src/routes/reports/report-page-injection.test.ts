// The report page states attacker-controlled text (a product name from a CSV file or a shop page) in its head.
// Whatever that text holds, it must stay text: escaped in the title and attributes, and never read as markup or
// as a String.replace pattern ($& $` $' insert parts of the page itself).
import { reportCreatedSchema } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { csvCell, fileUpload, KETTLE_REVIEWS, startApp } from '../../../test/analysis-app';

/** Saves the kettle's reviews under `productName` as a report; its id. */
async function saveReport(app: Awaited<ReturnType<typeof startApp>>, productName = 'Kettle') {
  const lines = ['prod_id,prod_name,customer_review,customer_rating'];
  KETTLE_REVIEWS.forEach((text, i) =>
    lines.push(`B00KETTLE1,${csvCell(productName)},${csvCell(text)},${(i % 5) + 1}`),
  );
  const body = fileUpload(`${lines.join('\n')}\n`);
  const created = await app.inject({
    method: 'POST',
    url: '/api/reports',
    payload: body.payload,
    headers: body.headers,
  });
  return reportCreatedSchema.parse(created.json()).id;
}

async function pageFor(productName: string) {
  const app = await startApp();
  const id = await saveReport(app, productName);
  const page = await app.inject({ url: `/r/${id}` });
  expect(page.statusCode).toBe(200);
  return page.body;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('GET /r/:id with a hostile product name', () => {
  it.each([
    ["$' $` $& $$ $1"],
    ['"><script>alert(1)</script>'],
    ['</title><script>alert(1)</script><!--'],
    ["Kettle\u2028\u2029 & 'quotes'"],
  ])('keeps %j as text in the title and every tag', async (name) => {
    const html = await pageFor(name);
    const escaped = name
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');
    expect(html).toContain(`<title>${escaped}: `);
    expect(html).toContain(`<meta property="og:title" content="${escaped}: `);
    // The page's own structure appears once: nothing of it was copied into the head by a replace pattern.
    expect(count(html, '<div id="root">')).toBe(1);
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, '</head>')).toBe(1);
    expect(count(html, '<!doctype html>')).toBe(1);
    expect(headOf(html)).not.toContain('<script>alert');
  });
});

describe('GET /r/:id and the Host header', () => {
  const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)"/u.exec(html)?.[1];

  it('names the report at PUBLIC_ORIGIN whatever Host says', async () => {
    const app = await startApp({ PUBLIC_ORIGIN: 'https://reviews.example/' });
    const id = await saveReport(app);
    const page = await app.inject({ url: `/r/${id}`, headers: { host: 'evil.example' } });
    expect(ogUrl(page.body)).toBe(`https://reviews.example/r/${id}`);
  });

  it('without PUBLIC_ORIGIN, leaves og:url out when Host is not a plain host[:port]', async () => {
    const app = await startApp();
    const id = await saveReport(app);
    for (const host of ['a"b<c', 'evil.example/x?', 'user@evil.example', 'a b']) {
      const page = await app.inject({ url: `/r/${id}`, headers: { host } });
      expect(page.statusCode, host).toBe(200);
      expect(ogUrl(page.body), host).toBeUndefined();
      expect(page.body, host).toContain('og:title');
    }
    const plain = await app.inject({ url: `/r/${id}`, headers: { host: '127.0.0.1:5000' } });
    expect(ogUrl(plain.body)).toBe(`http://127.0.0.1:5000/r/${id}`);
  });
});
