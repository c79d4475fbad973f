// Who a client is, for every per-client bound (rate limits, uploads in flight, open connections, page-reading
// lines, admin log-in failures): its IPv4 address, or the /64 of its IPv6 address. An IPv6 network is given to a
// subscriber as a /64 at least, so a client can take any address within it: counted by address, one client would
// be as many clients as it cares to use (docs/decisions/162-hostile-input-round-3.md).
import { isIPv6 } from 'node:net';

export function clientKey(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address.split('%')[0]!.toLowerCase());
  // IPv4-mapped (::ffff:a.b.c.d): an IPv4 client reaching a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
