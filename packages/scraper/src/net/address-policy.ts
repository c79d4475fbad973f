// Which IP addresses the scraper may connect to. The link comes from anyone on the internet, so everything that is
// not plainly a public unicast address is refused: loopback, private, CGNAT, link-local (cloud metadata at
// 169.254.169.254), multicast, broadcast, reserved, documentation and benchmarking ranges, and IPv6 forms that
// embed a refused IPv4 address (IPv4-mapped, NAT64, 6to4). IPv6 is allow-listed to global unicast (2000::/3).
import ipaddr from 'ipaddr.js';

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

const v4 = (cidr: string): Cidr => ipaddr.IPv4.parseCIDR(cidr);
const v6 = (cidr: string): Cidr => ipaddr.IPv6.parseCIDR(cidr);

// Belt and braces beside ipaddr.js's own range names, so that a library update cannot silently open a range.
const REFUSED_V4: ReadonlyArray<readonly [Cidr, string]> = [
  [v4('0.0.0.0/8'), 'this-network'],
  [v4('10.0.0.0/8'), 'private'],
  [v4('100.64.0.0/10'), 'carrier-grade-nat'],
  [v4('127.0.0.0/8'), 'loopback'],
  [v4('169.254.0.0/16'), 'link-local'],
  [v4('172.16.0.0/12'), 'private'],
  [v4('192.0.0.0/24'), 'ietf-protocol'],
  [v4('192.0.2.0/24'), 'documentation'],
  [v4('192.88.99.0/24'), '6to4-relay'],
  [v4('192.168.0.0/16'), 'private'],
  [v4('198.18.0.0/15'), 'benchmarking'],
  [v4('198.51.100.0/24'), 'documentation'],
  [v4('203.0.113.0/24'), 'documentation'],
  [v4('224.0.0.0/4'), 'multicast'],
  [v4('240.0.0.0/4'), 'reserved'],
  [v4('255.255.255.255/32'), 'broadcast'],
];

const GLOBAL_UNICAST_V6 = v6('2000::/3');
const REFUSED_V6_IN_GLOBAL: ReadonlyArray<readonly [Cidr, string]> = [
  [v6('2001::/32'), 'teredo'],
  [v6('2001:2::/48'), 'benchmarking'],
  [v6('2001:10::/28'), 'orchid'],
  [v6('2001:20::/28'), 'orchid'],
  [v6('2001:db8::/32'), 'documentation'],
  [v6('3fff::/20'), 'documentation'],
];
const NAT64_V6 = v6('64:ff9b::/96');
const SIX_TO_FOUR_V6 = v6('2002::/16');

export interface AddressVerdict {
  allowed: boolean;
  /** Why it was refused (range name), or 'public'. */
  reason: string;
}

/** Decides whether one IP address (v4 or v6 text) is a public address the scraper may connect to. */
export function checkAddress(address: string): AddressVerdict {
  if (!ipaddr.isValid(address)) return { allowed: false, reason: 'not-an-ip-address' };
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4' ? checkV4(parsed as ipaddr.IPv4) : checkV6(parsed as ipaddr.IPv6);
}

export function isPublicAddress(address: string): boolean {
  return checkAddress(address).allowed;
}

function checkV4(ip: ipaddr.IPv4): AddressVerdict {
  for (const [cidr, reason] of REFUSED_V4) {
    if (ip.match(cidr as [ipaddr.IPv4, number])) return { allowed: false, reason };
  }
  const range = ip.range();
  if (range !== 'unicast') return { allowed: false, reason: range };
  return { allowed: true, reason: 'public' };
}

function checkV6(ip: ipaddr.IPv6): AddressVerdict {
  // Forms that carry an IPv4 address are judged by that address.
  if (ip.isIPv4MappedAddress()) return checkEmbedded(ip.toIPv4Address(), 'ipv4-mapped');
  const parts = ip.parts;
  if (ip.match(NAT64_V6 as [ipaddr.IPv6, number]))
    return checkEmbedded(v4FromWords(parts[6], parts[7]), 'nat64');
  if (ip.match(SIX_TO_FOUR_V6 as [ipaddr.IPv6, number]))
    return checkEmbedded(v4FromWords(parts[1], parts[2]), '6to4');
  if (!ip.match(GLOBAL_UNICAST_V6 as [ipaddr.IPv6, number])) {
    // ::, ::1, IPv4-compatible ::a.b.c.d, fc00::/7, fe80::/10, fec0::/10, ff00::/8, 100::/64, local NAT64 …
    const range = ip.range();
    return { allowed: false, reason: range === 'unicast' ? 'not-global-unicast' : range };
  }
  for (const [cidr, reason] of REFUSED_V6_IN_GLOBAL) {
    if (ip.match(cidr as [ipaddr.IPv6, number])) return { allowed: false, reason };
  }
  return { allowed: true, reason: 'public' };
}

function checkEmbedded(embedded: ipaddr.IPv4, form: string): AddressVerdict {
  const verdict = checkV4(embedded);
  return verdict.allowed ? verdict : { allowed: false, reason: `${form}:${verdict.reason}` };
}

function v4FromWords(high: number | undefined, low: number | undefined): ipaddr.IPv4 {
  const h = high ?? 0;
  const l = low ?? 0;
  return new ipaddr.IPv4([h >> 8, h & 0xff, l >> 8, l & 0xff]);
}
