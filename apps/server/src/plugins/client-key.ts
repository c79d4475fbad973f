// Who a client is, for every per-client bound (rate limits, uploads in flight, open connections, page-reading
// lines, admin log-in failures): its IPv4 address, or the /64 of its IPv6 address. An IPv6 network is given to a
// subscriber as a /64 at least, so a client can take any address within it: counted by address, one client would
// be as many clients as it cares to use (docs/decisions/162-hostile-input-round-3.md).
import ipaddr from 'ipaddr.js';

export function clientKey(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const ip = ipaddr.IPv6.parse(address);
  // IPv4-mapped (::ffff:a.b.c.d): an IPv4 client reaching a dual-stack socket.
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${ip.parts
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
