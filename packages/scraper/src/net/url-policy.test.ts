import { describe, expect, it } from 'vitest';
import { ScrapeError } from '../errors';
import { assertFetchableUrl, literalAddress, parseUserUrl } from './url-policy';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof ScrapeError ? error.code : 'other';
  }
  return undefined;
}

describe('parseUserUrl', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://example.com/x',
    'data:text/html,<b>x</b>',
    'javascript:alert(1)',
    'gopher://x.example/',
  ])('refuses the %s scheme', (input) => {
    expect(codeOf(() => parseUserUrl(input))).toBe('unsupported_scheme');
  });

  it.each(['', '   ', 'http://', 'https://exa mple.com/'])('refuses %j as invalid', (input) => {
    expect(codeOf(() => parseUserUrl(input))).toBe('invalid_url');
  });

  it('adds https:// to a pasted link without a scheme, also with a port', () => {
    expect(parseUserUrl('www.amazon.com/dp/B01IPHVFUI').href).toBe(
      'https://www.amazon.com/dp/B01IPHVFUI',
    );
    expect(parseUserUrl('shop.example:443/p/1').href).toBe('https://shop.example/p/1');
  });
});

describe('IPv4 literal spellings are normalised by the WHATWG parser and then checked', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://[::1]/', '::1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://2852039166/', '169.254.169.254'],
    ['http://0xa9fea9fe/', '169.254.169.254'],
    ['http://0251.0376.0251.0376/', '169.254.169.254'],
  ])('%s is the address %s', (input, address) => {
    expect(literalAddress(new URL(input))).toBe(address);
  });
});

describe('assertFetchableUrl', () => {
  const ports = [80, 443];
  it('refuses ports other than 80 and 443 by default', () => {
    expect(
      codeOf(() => assertFetchableUrl(new URL('http://shop.example:8080/'), ports, false)),
    ).toBe('blocked_port');
    expect(
      codeOf(() => assertFetchableUrl(new URL('https://shop.example:22/'), ports, false)),
    ).toBe('blocked_port');
    expect(
      codeOf(() => assertFetchableUrl(new URL('https://shop.example/'), ports, false)),
    ).toBeUndefined();
  });

  it.each([
    'http://localhost/',
    'http://LOCALHOST./',
    'http://api.localhost/',
    'http://printer.local/',
    'http://metadata/',
    'http://metadata.google.internal/',
    'http://router.home.arpa/',
  ])('refuses the internal host name %s before any DNS query', (input) => {
    expect(codeOf(() => assertFetchableUrl(new URL(input), ports, false))).toBe('blocked_address');
  });

  it('refuses credentials in the link', () => {
    expect(
      codeOf(() => assertFetchableUrl(new URL('https://user:pw@shop.example/'), ports, false)),
    ).toBe('invalid_url');
  });
});
