// Decides, for one hop, which socket address we will connect to. Production: resolve the name ourselves, check
// EVERY answer, and return the checked addresses so the connection is made to exactly those (no second lookup,
// hence no DNS-rebinding window). Test hooks, only when configured: the resolve map (like curl --resolve) and
// allowPrivateNetwork.
import dns from 'node:dns';
import { BlockedAddressError, UnreachableError } from '../errors';
import type { HostResolver, ResolvedAddress, ResolveTarget } from '../config';
import { checkAddress } from './address-policy';
import { bareHostname, effectivePort, literalAddress } from './url-policy';

export interface ConnectTarget {
  /** Addresses to try in order; each one already passed the address check (unless the check is lifted). */
  addresses: string[];
  port: number;
  /** 'https:' for real TLS; the resolve hook always speaks plain HTTP. */
  protocol: 'http:' | 'https:';
  /** TLS SNI and certificate name. */
  servername: string;
  /** Host header: the URL's host, so the shop (or fixture server) sees the name the adapter sees. */
  hostHeader: string;
  viaResolveHook: boolean;
}

export const systemResolver: HostResolver = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export async function resolveConnectTarget(
  url: URL,
  options: {
    resolver: HostResolver;
    resolveMap: Record<string, ResolveTarget>;
    allowPrivateNetwork: boolean;
  },
): Promise<ConnectTarget> {
  const host = bareHostname(url);
  const hook = options.resolveMap[host];
  if (hook) {
    return {
      addresses: [hook.host],
      port: hook.port,
      protocol: 'http:',
      servername: host,
      hostHeader: url.host,
      viaResolveHook: true,
    };
  }
  const literal = literalAddress(url);
  let answers: ResolvedAddress[];
  if (literal !== null) {
    answers = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  } else {
    try {
      answers = await options.resolver(host);
    } catch (error) {
      throw new UnreachableError(host, 'no such host', error);
    }
    if (answers.length === 0) throw new UnreachableError(host, 'no such host');
  }
  if (!options.allowPrivateNetwork) {
    // One refused answer refuses the host: an attacker's DNS could otherwise mix a public and a private answer.
    for (const answer of answers) {
      if (!checkAddress(answer.address).allowed) throw new BlockedAddressError(host);
    }
  }
  return {
    addresses: answers.map((a) => a.address),
    port: effectivePort(url),
    protocol: url.protocol === 'https:' ? 'https:' : 'http:',
    servername: host,
    hostHeader: url.host,
    viaResolveHook: false,
  };
}
