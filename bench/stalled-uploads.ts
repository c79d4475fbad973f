// Stalled uploads against the real server in its own process (docs/decisions/117): 30 uploads that announce
// 25 MB, send 24 MB of it and never the form's final boundary, as an attacker within the upload rate limit
// would. Two rounds: all 30 from one client address (the per-client limit answers most of them at once), then
// from 30 client addresses on loopback (127.0.0.10-39: each one is accepted, and the server-wide receive budget
// is what bounds memory). Reports the server's peak RSS during each round, when the server closed each
// connection, and how long after the round its RSS came back within 100 MB of where it started.
// Run: npx tsx bench/stalled-uploads.ts   (BENCH_REQUEST_TIMEOUT_MS sets the server's request timeout, 30000)
import net from 'node:net';
import { loadavg } from 'node:os';
import { startServer, type ServerProcess } from './lib/upload-server';

const UPLOADS = 30;
const MB = 1024 * 1024;
const DECLARED = 25 * MB;
const SENT = 24 * MB;
const REQUEST_TIMEOUT_MS = Number(process.env.BENCH_REQUEST_TIMEOUT_MS ?? 30_000);
const RECOVERY_WINDOW_MS = 60_000;
const BOUNDARY = '----ReviewSentryStalledUpload';
const FILE = Buffer.alloc(SENT, 'a');

interface Outcome {
  /** The server's first answer line, if it wrote one (408, 429, 503). */
  status: string;
  /** Milliseconds from opening the connection to the server closing it. */
  closedAfterMs: number;
  /**
   * Milliseconds from writing the request's head to the server closing it: the request timeout counts from
   * when the server has the head, so this is the figure held against REQUEST_TIMEOUT_MS.
   */
  closedAfterHeadMs: number;
}

function drained(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done).off('close', done);
      resolve();
    };
    socket.on('drain', done).on('close', done);
  });
}

/** One stalled upload: headers, the file part's head, 24 MB of its content, then nothing. */
function stalledUpload(port: number, localAddress: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const opened = performance.now();
    let headWritten = Number.NaN;
    const received: Buffer[] = [];
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, async () => {
      headWritten = performance.now();
      socket.write(
        `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
          `Content-Length: ${DECLARED}\r\n\r\n--${BOUNDARY}\r\n` +
          `Content-Disposition: form-data; name="file"; filename="r.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      );
      for (let at = 0; at < SENT && !socket.destroyed; at += 256 * 1024) {
        if (!socket.write(FILE.subarray(at, at + 256 * 1024))) await drained(socket);
      }
    });
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => undefined);
    socket.on('close', () =>
      resolve({
        status: Buffer.concat(received).toString('latin1').split('\r\n', 1)[0] || '(closed)',
        closedAfterMs: performance.now() - opened,
        closedAfterHeadMs: performance.now() - headWritten,
      }),
    );
  });
}

async function round(server: ServerProcess, addresses: (i: number) => string) {
  const port = Number(new URL(server.url).port);
  const startRss = server.rss();
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 100);
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) => stalledUpload(port, addresses(i))),
  );
  const allClosedMs = performance.now() - started;
  clearInterval(sampler);
  // How long the server takes to come back within 100 MB of where it started, watched for a minute.
  const recoveryStart = performance.now();
  let recoveredAfterMs: number | null = null;
  while (performance.now() - recoveryStart < RECOVERY_WINDOW_MS) {
    if (server.rss() - startRss <= 100 * MB) {
      recoveredAfterMs = performance.now() - recoveryStart;
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const statuses = new Map<string, number>();
  for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
  const latest = (ms: (o: Outcome) => number) => (Math.max(...outcomes.map(ms)) / 1000).toFixed(1);
  // When the client itself was slow to send a head (its own thread busy writing the other uploads' bytes on a
  // loaded machine), the server's clock for that request started late, and the close after opening is late too.
  const latestHead = Math.max(...outcomes.map((o) => o.closedAfterMs - o.closedAfterHeadMs));
  return {
    startMb: Math.round(startRss / MB),
    peakMb: Math.round(peak / MB),
    endMb: Math.round(server.rss() / MB),
    latestCloseS: latest((o) => o.closedAfterMs),
    latestCloseAfterHeadS: latest((o) => o.closedAfterHeadMs),
    latestHeadWrittenS: (latestHead / 1000).toFixed(1),
    allClosedS: (allClosedMs / 1000).toFixed(1),
    recoveredAfterS:
      recoveredAfterMs === null ? 'not within 60 s' : (recoveredAfterMs / 1000).toFixed(1),
    answers: Object.fromEntries(statuses),
  };
}

const server = await startServer({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
try {
  // Let the analysis workers start (they load the model) before the baseline is read.
  await new Promise((r) => setTimeout(r, 5_000));
  console.log(
    `stalled uploads: ${UPLOADS} x (announce 25 MB, send 24 MB, stall), server REQUEST_TIMEOUT_MS=${REQUEST_TIMEOUT_MS}, ` +
      `load ${loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}`,
  );
  console.log('one client   ', JSON.stringify(await round(server, () => '127.0.0.1')));
  console.log('30 clients   ', JSON.stringify(await round(server, (i) => `127.0.0.${10 + i}`)));
} finally {
  await server.stop();
}
