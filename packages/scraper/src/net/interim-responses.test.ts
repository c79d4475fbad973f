// Informational (1xx) answers before a shop's page: a server sends one or two (103 Early Hints, 102 Processing),
// and each one restarted the wait for the page's headers, so a shop that sent them without end kept the
// scrape, and our CPU parsing them, busy until its deadline.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stubResolver } from '@reviewsentry/test-support/shop';
import { ScrapeError } from '../errors';
import { createScraper } from '../scrape';

const PAGE = `<html><head><title>Blue Kettle</title><script type="application/ld+json">${JSON.stringify(
  {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Blue Kettle',
    review: [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ann' },
        reviewRating: { '@type': 'Rating', ratingValue: 5 },
        reviewBody: 'Keeps tea hot all day, love it.',
      },
    ],
  },
)}</script></head><body><h1>Blue Kettle</h1></body></html>`;
const HINT = 'HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload; as=style\r\n\r\n';

let server: net.Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A shop that answers every request with `hints` Early Hints (Infinity: without end) before its page. */
async function shopSending(hints: number): Promise<number> {
  server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => {
      let sent = 0;
      const write = () => {
        while (sent < hints && socket.writable) {
          sent += 100;
          if (!socket.write(HINT.repeat(Math.min(100, hints)))) return;
        }
        if (sent >= hints)
          socket.end(
            `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${PAGE.length}\r\n\r\n${PAGE}`,
          );
      };
      socket.on('drain', write);
      write();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as net.AddressInfo).port;
}

const scraperFor = (port: number) =>
  createScraper({
    resolver: stubResolver().resolver,
    resolve: { 'shop.example.com': { host: '127.0.0.1', port } },
    totalTimeoutMs: 20_000,
  });

describe('informational answers before the page', () => {
  it('reads the page after the Early Hints a server sends', async () => {
    const result = await scraperFor(await shopSending(2)).scrape('https://shop.example.com/p/1');
    expect(result.product.name).toBe('Blue Kettle');
    expect(result.reviews.map((r) => r.text)).toEqual(['Keeps tea hot all day, love it.']);
  });

  it('gives up on a shop that sends them without end, as unreachable, long before the deadline', async () => {
    const scraper = scraperFor(await shopSending(Infinity));
    const error = await scraper.scrape('https://shop.example.com/p/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScrapeError);
    expect((error as ScrapeError).code).toBe('unreachable');
    expect((error as ScrapeError).message).toMatch(/informational/);
  }, 30_000);
});
