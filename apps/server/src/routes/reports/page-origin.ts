// The origin in a report page's absolute link (og:url). The Host header and X-Forwarded-* are the client's to
// write: reflected, anyone could have a page (or a shared cache's copy of it) name another site as the report's
// address. PUBLIC_ORIGIN, when set, is the answer; without it the request's own origin is used only when Host is a
// plain host[:port], and otherwise the tag is left out (a preview then uses the address it fetched).

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port: nothing else a URL could hide. */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/iu;

export function pageOrigin(
  publicOrigin: string | undefined,
  request: { protocol: string; host: string },
): string | null {
  if (publicOrigin !== undefined) return publicOrigin;
  if (request.protocol !== 'http' && request.protocol !== 'https') return null;
  return PLAIN_HOST.test(request.host) ? `${request.protocol}://${request.host}` : null;
}
