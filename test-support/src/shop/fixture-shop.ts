// Loopback-only test servers. The fixture shop answers by Host header and path (as a real shop would) and records
// requests and peak concurrency per host; the canary only counts connections, to prove none were made.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FixtureResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Wait before answering (simulated latency). */
  delayMs?: number;
  /** Never answer (slow server). */
  stall?: boolean;
}

export type FixtureRoute = (request: {
  host: string;
  path: string;
  url: URL;
}) => FixtureResponse | undefined;

export interface FixtureShop {
  port: number;
  requests: Array<{ host: string; path: string; userAgent: string | undefined }>;
  peakConcurrency: Map<string, number>;
  connections: number;
  /** Requests to `host` still being answered (a stalled one counts until its client goes). */
  inFlight(host: string): number;
  close(): Promise<void>;
}

export async function startFixtureShop(route: FixtureRoute): Promise<FixtureShop> {
  const active = new Map<string, number>();
  const shop: FixtureShop = {
    port: 0,
    requests: [],
    peakConcurrency: new Map(),
    connections: 0,
    inFlight: (host) => active.get(host) ?? 0,
    close: async () => undefined,
  };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'unknown'}`);
    shop.requests.push({
      host,
      path: `${url.pathname}${url.search}`,
      userAgent: req.headers['user-agent'],
    });
    const current = (active.get(host) ?? 0) + 1;
    active.set(host, current);
    shop.peakConcurrency.set(host, Math.max(shop.peakConcurrency.get(host) ?? 0, current));
    const done = () => active.set(host, (active.get(host) ?? 1) - 1);
    res.on('close', done);
    const response = route({ host, path: `${url.pathname}${url.search}`, url }) ?? {
      status: 404,
      body: '<html><body>Not found</body></html>',
    };
    if (response.stall) return;
    const send = () => {
      res.writeHead(response.status ?? 200, {
        'content-type': 'text/html; charset=utf-8',
        ...response.headers,
      });
      res.end(response.body ?? '');
    };
    if (response.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, response.delayMs);
      timers.add(timer);
    } else send();
  });
  server.on('connection', () => shop.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shop.port = (server.address() as AddressInfo).port;
  shop.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return shop;
}

export interface Canary {
  port: number;
  /** Connections accepted on 127.0.0.1 and (when available) ::1. */
  connections(): number;
  close(): Promise<void>;
}

/** A listener on 127.0.0.1 (and ::1 on the same port when IPv6 loopback exists) that only counts connections. */
export async function startCanary(): Promise<Canary> {
  let count = 0;
  const onConnection = (socket: net.Socket) => {
    count++;
    socket.destroy();
  };
  const v4 = net.createServer(onConnection);
  await new Promise<void>((resolve) => v4.listen(0, '127.0.0.1', resolve));
  const port = (v4.address() as AddressInfo).port;
  const v6 = net.createServer(onConnection);
  const v6Listening = await new Promise<boolean>((resolve) => {
    v6.once('error', () => resolve(false));
    v6.listen(port, '::1', () => resolve(true));
  });
  return {
    port,
    connections: () => count,
    close: async () => {
      await new Promise<void>((resolve) => v4.close(() => resolve()));
      if (v6Listening) await new Promise<void>((resolve) => v6.close(() => resolve()));
    },
  };
}

/**
 * A resolver for tests: answers only for the names given (loopback addresses) and fails every other name, so a
 * public name can never be resolved or contacted by a test.
 */
export function stubResolver(answers: Record<string, string[]> = {}): {
  resolver: (host: string) => Promise<Array<{ address: string; family: 4 | 6 }>>;
  calls: string[];
} {
  const calls: string[] = [];
  return {
    calls,
    resolver: async (host) => {
      calls.push(host);
      const addresses = answers[host.toLowerCase()];
      if (!addresses)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
  };
}
