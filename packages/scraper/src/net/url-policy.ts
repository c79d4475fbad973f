// The first gate for a pasted link: parse it with the WHATWG URL parser (which also normalises odd IPv4 spellings
// such as 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 to 127.0.0.1), allow only http and https on the configured
// ports, and refuse host names that only make sense inside a private network before any DNS query is sent.
import ipaddr from 'ipaddr.js';
import {
  BlockedAddressError,
  BlockedPortError,
  InvalidUrlError,
  UnsupportedSchemeError,
} from '../errors';

const MAX_URL_LENGTH = 4096;
const INTERNAL_SUFFIXES = [
  '.localhost',
  '.local',
  '.internal',
  '.intranet',
  '.lan',
  '.home.arpa',
  '.corp',
  '.localdomain',
];

/** Turns the text a shopper pasted into a URL, or throws invalid_url / unsupported_scheme. */
export function parseUserUrl(input: string): URL {
  const text = input.trim();
  if (!text) throw new InvalidUrlError('Please enter a product link.');
  if (text.length > MAX_URL_LENGTH)
    throw new InvalidUrlError('That link is too long to be a product page.');
  // "www.amazon.com/dp/…" without a scheme: shoppers often copy links like this. A part before ':' containing a dot
  // is a host name, not a scheme (schemes may contain dots, hosts-with-port would be misread as schemes otherwise).
  const schemeMatch = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  const hasScheme =
    schemeMatch !== null && !schemeMatch[1]!.includes('.') && !/^[a-z0-9-]+:\d+(\/|$)/i.test(text);
  const candidate = hasScheme ? text : `https://${text.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new InvalidUrlError();
  }
  assertScheme(url);
  if (!url.hostname) throw new InvalidUrlError();
  return url;
}

export function assertScheme(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsupportedSchemeError(url.protocol.replace(/:$/, ''));
  }
}

export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** Host name without IPv6 brackets and without a trailing root dot, lower-cased. */
export function bareHostname(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** The literal IP address in the URL's host, if it is one. */
export function literalAddress(url: URL): string | null {
  const host = bareHostname(url);
  return ipaddr.isValid(host) ? ipaddr.parse(host).toString() : null;
}

/**
 * Checks scheme, credentials, port and obviously-internal host names. Every hop (first request and each redirect)
 * goes through this before its address is resolved and checked.
 */
export function assertFetchableUrl(
  url: URL,
  allowedPorts: readonly number[],
  allowPrivateNetwork: boolean,
): void {
  assertScheme(url);
  if (url.username || url.password) {
    throw new InvalidUrlError('Links with a user name or password in them are not fetched.');
  }
  const port = effectivePort(url);
  if (!allowedPorts.includes(port)) throw new BlockedPortError(port);
  if (allowPrivateNetwork) return;
  const host = bareHostname(url);
  if (literalAddress(url) !== null) return; // judged by the address check
  if (
    host === 'localhost' ||
    !host.includes('.') ||
    INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix))
  ) {
    throw new BlockedAddressError(host);
  }
}
