// End-to-end SSRF tests with production settings (allowPrivateNetwork false, no resolve map for the targets).
// A canary listener on 127.0.0.1 (and ::1) counts connections: every spelling of a loopback target, and every
// redirect to one, must be refused before a single connection reaches it. All traffic stays on loopback; the
// stub resolver fails every name it does not know, so no public name is ever resolved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScraper } from '../scrape';
import { ScrapeError } from '../errors';
import {
  startCanary,
  startFixtureShop,
  stubResolver,
  type Canary,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';

let canary: Canary;
let redirector: FixtureShop;

beforeAll(async () => {
  canary = await startCanary();
  redirector = await startFixtureShop(({ url }) => {
    const to = url.searchParams.get('to');
    return to
      ? { status: 302, headers: { location: to } }
      : { status: 200, body: '<html><body>hi</body></html>' };
  });
});
afterAll(async () => {
  await canary.close();
  await redirector.close();
});

const loopbackSpellings = (port: number) => [
  `http://127.0.0.1:${port}/`,
  `http://localhost:${port}/`,
  `http://[::1]:${port}/`,
  `http://2130706433:${port}/`,
  `http://0x7f000001:${port}/`,
  `http://0177.0.0.1:${port}/`,
  `http://127.1:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://127.0.0.2:${port}/`,
  `http://[::ffff:7f00:1]:${port}/`,
  `http://rebind.example.com:${port}/`,
];

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof ScrapeError ? error.code : `other: ${String(error)}`;
  }
}

// "rebind.example.com" stands for an attacker's DNS name answering with loopback.
const resolverAnswers = { localhost: ['127.0.0.1', '::1'], 'rebind.example.com': ['127.0.0.1'] };

describe('production settings refuse loopback targets with zero connections', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'direct spelling #%i, default ports',
    async (index) => {
      const scraper = createScraper({ resolver: stubResolver(resolverAnswers).resolver });
      const url = loopbackSpellings(canary.port)[index]!;
      const before = canary.connections();
      expect(['blocked_port', 'blocked_address']).toContain(await codeOf(scraper.scrape(url)));
      expect(canary.connections() - before).toBe(0);
    },
  );

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'direct spelling #%i with its port allowed: the address check refuses it',
    async (index) => {
      const scraper = createScraper({
        resolver: stubResolver(resolverAnswers).resolver,
        allowedPorts: [80, 443, canary.port],
      });
      const url = loopbackSpellings(canary.port)[index]!;
      const before = canary.connections();
      expect(await codeOf(scraper.scrape(url))).toBe('blocked_address');
      expect(canary.connections() - before).toBe(0);
    },
  );

  it('refuses non-web schemes before anything else', async () => {
    const scraper = createScraper({ resolver: stubResolver().resolver });
    for (const url of [
      'file:///etc/passwd',
      'ftp://ftp.example.com/x',
      'data:text/html,<p>x</p>',
      'javascript:alert(1)',
    ]) {
      expect(await codeOf(scraper.scrape(url))).toBe('unsupported_scheme');
    }
  });
});

describe('links that dress a loopback target up as another host refuse it with zero connections', () => {
  // Userinfo ("shop.example@"), a backslash the WHATWG parser reads as "/", IDNA mappings (fullwidth letters,
  // circled digits, ideographic full stops), invisible characters IDNA drops, trailing root dots, the
  // unspecified address, and a host that only seems to follow "#@" or "?@".
  it.each([
    ['http://shop.example@127.0.0.1:PORT/', 'invalid_url'],
    ['http://127.0.0.1@rebind.example.com:PORT/', 'invalid_url'],
    ['http://shop.example%5C@127.0.0.1:PORT/', 'invalid_url'],
    ['http://shop.example\\@127.0.0.1:PORT/', 'unreachable'],
    ['http://ｌｏｃａｌｈｏｓｔ:PORT/', 'blocked_address'],
    ['http://①②⑦.0.0.1:PORT/', 'blocked_address'],
    ['http://127。0。0。1:PORT/', 'blocked_address'],
    ['http://reb\u00adind.example.com:PORT/', 'blocked_address'],
    ['http://rebind\u200b.example.com.:PORT/', 'blocked_address'],
    ['http://localhost.:PORT/', 'blocked_address'],
    ['http://0.0.0.0:PORT/', 'blocked_address'],
    ['http://[::]:PORT/', 'blocked_address'],
    ['http://0:PORT/', 'blocked_address'],
    ['http:/127.0.0.1:PORT/', 'blocked_address'],
    ['127.0.0.1:PORT', 'blocked_address'],
    ['http://127.0.0.1:PORT#@shop.example/', 'blocked_address'],
  ])('%s -> %s', async (spelling, expected) => {
    const scraper = createScraper({
      resolver: stubResolver(resolverAnswers).resolver,
      allowedPorts: [80, 443, canary.port],
    });
    const before = canary.connections();
    expect(await codeOf(scraper.scrape(spelling.replace('PORT', String(canary.port))))).toBe(
      expected,
    );
    expect(canary.connections() - before).toBe(0);
  });
});

describe('redirects are checked with production rules on every hop', () => {
  // Only the first hop's host is mapped by the test hook; the redirect targets get no such privilege.
  const makeScraper = () =>
    createScraper({
      resolver: stubResolver(resolverAnswers).resolver,
      resolve: { 'shop.example.com': { host: '127.0.0.1', port: redirector.port } },
      allowedPorts: [80, 443, canary.port],
    });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'a redirect to loopback spelling #%i is refused',
    async (index) => {
      const target = loopbackSpellings(canary.port)[index]!;
      const requestsBefore = redirector.requests.length;
      const before = canary.connections();
      const code = await codeOf(
        makeScraper().scrape(`https://shop.example.com/go?to=${encodeURIComponent(target)}`),
      );
      expect(code).toBe('blocked_address');
      expect(canary.connections() - before).toBe(0);
      expect(redirector.requests.length - requestsBefore).toBe(1); // the first hop really was fetched
    },
  );

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['http://[fd00::1]/', 'blocked_address'],
    ['http://10.0.0.1/', 'blocked_address'],
    ['http://metadata.google.internal/', 'blocked_address'],
    ['file:///etc/passwd', 'unsupported_scheme'],
    ['ftp://ftp.example.com/x', 'unsupported_scheme'],
    ['data:text/html,<p>x</p>', 'unsupported_scheme'],
    ['javascript:alert(1)', 'unsupported_scheme'],
    ['http://2130706433/', 'blocked_address'],
    ['http://0x7f.1/', 'blocked_address'],
    ['http://017700000001/', 'blocked_address'],
    ['http://[::ffff:127.0.0.1]/', 'blocked_address'],
    ['http://127.0.0.1:22/', 'blocked_port'],
  ])('a redirect to %s is refused as %s', async (target, expected) => {
    expect(
      await codeOf(
        makeScraper().scrape(`https://shop.example.com/go?to=${encodeURIComponent(target)}`),
      ),
    ).toBe(expected);
  });
});

describe('the canary really detects connections (positive control)', () => {
  it('counts a connection when the address check is lifted by the test hook', async () => {
    const scraper = createScraper({
      resolver: stubResolver().resolver,
      allowPrivateNetwork: true,
      allowedPorts: [canary.port],
    });
    const before = canary.connections();
    expect(await codeOf(scraper.scrape(`http://127.0.0.1:${canary.port}/`))).toBe('unreachable');
    expect(canary.connections() - before).toBeGreaterThan(0);
  });

  it('connects to the address it checked: the name is resolved once, by our resolver, never again by the OS', async () => {
    const stub = stubResolver({ 'pinned.example.com': ['127.0.0.1'] });
    const scraper = createScraper({
      resolver: stub.resolver,
      allowPrivateNetwork: true,
      allowedPorts: [redirector.port],
    });
    const before = redirector.requests.length;
    await codeOf(scraper.scrape(`http://pinned.example.com:${redirector.port}/`));
    expect(stub.calls).toEqual(['pinned.example.com']);
    expect(redirector.requests.slice(before)[0]?.host).toBe('pinned.example.com');
  });
});
