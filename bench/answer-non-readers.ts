// A client that uploads a large file without gzip and never reads its answer, against the real server in its own
// process (docs/decisions/207): how long another client's large upload, sent one second later, takes beside it,
// and beside a client that reads. Large uploads run one at a time (the heavy-job rule), so a worker held by a
// non-reader holds up every large upload behind it.
// Run: [ANSWER_STALL_MS=…] npx tsx bench/answer-non-readers.ts [--rounds N]   (the server's default is 5000)
import net from 'node:net';
import { loadavg } from 'node:os';
import { multipartBody, reviewsCsv, startServer } from './lib/upload-server';

const REVIEWS = 52_000;
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1] || 3);
const { body, contentType } = multipartBody(reviewsCsv(REVIEWS, 7));

/** Uploads over a raw socket from `localAddress`; resolves when the answer is whole, or at its first bytes. */
function upload(port: number, localAddress: string, reads: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write(
        `POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body);
    });
    socket.setTimeout(120_000, () => socket.destroy(new Error('no answer in 120 s')));
    socket.once('error', reject);
    socket.once('data', (first) => {
      if (!first.toString('latin1').startsWith('HTTP/1.1 200'))
        reject(new Error(first.toString('latin1').split('\r\n')[0]));
      if (reads) return;
      socket.pause();
      resolve(performance.now() - started);
    });
    if (reads)
      socket.on('data', () => undefined).once('end', () => resolve(performance.now() - started));
  });
}

/** Seconds the second, reading client's upload takes when the first client reads or not. */
async function round(
  port: number,
  firstReads: boolean,
  addresses: [string, string],
): Promise<number> {
  const first = upload(port, addresses[0], firstReads);
  await new Promise((r) => setTimeout(r, 1000));
  const seconds = (await upload(port, addresses[1], true)) / 1000;
  await first.catch(() => undefined);
  return seconds;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

// ANSWER_STALL_MS=600000 measures the server as if the worker waited out the idle deadline (before ADR 207).
const server = await startServer(
  process.env.ANSWER_STALL_MS ? { ANSWER_STALL_MS: process.env.ANSWER_STALL_MS } : {},
);
try {
  const port = Number(new URL(server.url).port);
  const beside: Record<'reads' | 'never reads', number[]> = { reads: [], 'never reads': [] };
  for (let i = 0; i < rounds; i++) {
    // Fresh client addresses each time: the per-client limits are not what is measured.
    beside.reads.push(await round(port, true, [`127.0.1.${2 * i + 1}`, `127.0.1.${2 * i + 2}`]));
    beside['never reads'].push(
      await round(port, false, [`127.0.2.${2 * i + 1}`, `127.0.2.${2 * i + 2}`]),
    );
  }
  console.log(
    `${REVIEWS.toLocaleString('en-US')}-review uploads (${(body.length / 2 ** 20).toFixed(1)} MB), ` +
      `${rounds} rounds, ANSWER_STALL_MS ${process.env.ANSWER_STALL_MS ?? 'default'}, load ${loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}`,
  );
  for (const [first, seconds] of Object.entries(beside))
    console.log(
      `second upload beside a client that ${first}: median ${median(seconds).toFixed(1)} s ` +
        `(${seconds.map((s) => s.toFixed(1)).join(', ')})`,
    );
} finally {
  await server.stop();
}
