// Clients that hold connections open on purpose, over real sockets: uploads that announce 25 MB and stall, and
// clients that never read their answers (docs/decisions/117-connections-uploads-and-slow-readers.md). The server
// under test uses short timeouts set through its configuration; bounds on wall-clock time are generous and still
// fail on a real stall.
import net from 'node:net';
import { apiErrorSchema, uploadResponseSchema } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { BOUNDARY, fileUpload, startApp } from '../../../test/analysis-app';
import { nonReader } from '../../../test/non-reader';

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listening(vars: Record<string, string>) {
  const app = await startApp(vars);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port };
}

interface Stalled {
  socket: net.Socket;
  /** What the server wrote back, and when it closed the connection (ms after opening), once it has. */
  answer: () => string;
  closedAfterMs: () => number | null;
}

/** Sent as the start of a file by the uploads that send some: allocated once, before memory is measured. */
const FILE_START = Buffer.alloc(6 * MB, 'a');

/** Sends an upload's headers and its file part's first bytes (`sentBytes` ≤ 6 MB), then nothing more. */
function stalledUpload(
  port: number,
  declaredBytes: number,
  sentBytes = 0,
  path = '/upload',
): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    let closedAfter: number | null = null;
    const received: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
          `Content-Length: ${declaredBytes}\r\n\r\n--${BOUNDARY}\r\n` +
          `Content-Disposition: form-data; name="file"; filename="r.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      );
      if (sentBytes > 0) socket.write(FILE_START.subarray(0, sentBytes));
      resolve({
        socket,
        answer: () => Buffer.concat(received).toString('utf8'),
        closedAfterMs: () => closedAfter,
      });
    });
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => undefined);
    socket.on('close', () => (closedAfter = performance.now() - opened));
    socket.once('error', reject);
  });
}

/** Waits, at most `ms`, until the server has closed the upload's connection. */
async function closedWithin(upload: Stalled, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (upload.closedAfterMs() === null && performance.now() < deadline) await sleep(20);
}

/** The status and API error code of an answer as it came over the socket. */
function errorAnswer(raw: string): { status: number; code: string } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]),
    code: apiErrorSchema.parse(JSON.parse(body)).error.code,
  };
}

describe('stalled uploads', () => {
  it.each([
    ['/upload', 25, 'file_too_large'],
    ['/api/reports', 5, 'report_too_large'],
  ])(
    '%s: a form whose Content-Length leaves no room for a file within the limit is answered 413 before its body',
    async (path, limitMb, code) => {
      // A request timeout far off: without the check the server would wait for the body and answer 408 then.
      const { port } = await listening({ ANALYSIS_WORKERS: '1', REQUEST_TIMEOUT_MS: '4000' });
      const upload = await stalledUpload(port, (limitMb + 2) * MB, 0, path);
      try {
        await closedWithin(upload, 10_000);
        expect(errorAnswer(upload.answer())).toEqual({ status: 413, code });
      } finally {
        upload.socket.destroy();
      }
    },
    30_000,
  );

  it('20 uploads that announce 25 MB and send nothing more are closed by the request timeout, holding no memory for what never came', async () => {
    const REQUEST_TIMEOUT_MS = 1_500;
    const { port } = await listening({
      ANALYSIS_WORKERS: '1',
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: '1000',
      UPLOADS_IN_FLIGHT_PER_CLIENT: '20',
    });
    const before = process.memoryUsage().arrayBuffers;
    const uploads = await Promise.all(
      Array.from({ length: 20 }, () => stalledUpload(port, 25 * MB)),
    );
    await sleep(REQUEST_TIMEOUT_MS / 2);
    // Buffers grow with the bytes that arrive: 20 uploads of almost nothing hold almost nothing (announced
    // lengths pre-allocated would be 500 MB).
    const grown = process.memoryUsage().arrayBuffers - before;
    expect(grown).toBeLessThan(20 * MB);
    expect(uploads.every((u) => u.closedAfterMs() === null)).toBe(true);

    const deadline = performance.now() + REQUEST_TIMEOUT_MS * 4;
    while (uploads.some((u) => u.closedAfterMs() === null) && performance.now() < deadline)
      await sleep(50);
    for (const upload of uploads) {
      expect(upload.closedAfterMs()).not.toBeNull();
      expect(upload.closedAfterMs()!).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      // The answer is in the API's error format.
      expect(errorAnswer(upload.answer())).toEqual({ status: 408, code: 'request_timeout' });
    }
  }, 30_000);

  it('memory follows the bytes that arrive: 4 stalled uploads that sent 6 MB each hold about that', async () => {
    const { port } = await listening({
      ANALYSIS_WORKERS: '1',
      REQUEST_TIMEOUT_MS: '3000',
    });
    const before = process.memoryUsage().arrayBuffers;
    const uploads = await Promise.all(
      Array.from({ length: 4 }, () => stalledUpload(port, 25 * MB, 6 * MB)),
    );
    try {
      await sleep(1_500);
      const grown = process.memoryUsage().arrayBuffers - before;
      // 24 MB sent; the buffers that received it at most double it (pre-sizing would take 100 MB).
      expect(grown).toBeLessThan(60 * MB);
    } finally {
      for (const upload of uploads) upload.socket.destroy();
    }
  }, 30_000);

  it('uploads being received hold at most UPLOADS_RECEIVING_MB together; past it: 503 server_busy', async () => {
    const { port } = await listening({
      ANALYSIS_WORKERS: '1',
      REQUEST_TIMEOUT_MS: '10000',
      UPLOADS_RECEIVING_MB: '10',
    });
    const uploads = [
      await stalledUpload(port, 25 * MB, 6 * MB),
      await stalledUpload(port, 25 * MB, 6 * MB),
    ];
    try {
      const deadline = performance.now() + 5_000;
      while (uploads.every((u) => u.answer() === '') && performance.now() < deadline)
        await sleep(50);
      const answered = uploads.filter((u) => u.answer() !== '');
      expect(answered).toHaveLength(1);
      expect(errorAnswer(answered[0]!.answer())).toEqual({ status: 503, code: 'server_busy' });
    } finally {
      for (const upload of uploads) upload.socket.destroy();
    }
  }, 30_000);

  // Declared sizes within each route's limit (25 MB for /upload, 5 MB for a report), so only the count refuses.
  const TO_UPLOAD = { path: '/upload', bytes: 25 * MB };
  const TO_REPORTS = { path: '/api/reports', bytes: 4 * MB };
  it.each<[name: string, held: Array<typeof TO_UPLOAD>, next: typeof TO_UPLOAD]>([
    [
      'one client may have UPLOADS_IN_FLIGHT_PER_CLIENT uploads open; the next is answered 429 at once',
      [TO_UPLOAD, TO_UPLOAD],
      TO_UPLOAD,
    ],
    [
      'uploads to /upload and to /api/reports count together against UPLOADS_IN_FLIGHT_PER_CLIENT',
      [TO_UPLOAD, TO_REPORTS],
      TO_REPORTS,
    ],
  ])(
    '%s',
    async (_name, held, next) => {
      const { port } = await listening({
        ANALYSIS_WORKERS: '1',
        REQUEST_TIMEOUT_MS: '5000',
        UPLOADS_IN_FLIGHT_PER_CLIENT: '2',
      });
      const open: Stalled[] = [];
      for (const { path, bytes } of held) open.push(await stalledUpload(port, bytes, 0, path));
      try {
        await sleep(200);
        const refused = await stalledUpload(port, next.bytes, 0, next.path);
        open.push(refused);
        await closedWithin(refused, 2_000);
        expect(errorAnswer(refused.answer())).toEqual({ status: 429, code: 'too_many_uploads' });
        expect(open.slice(0, 2).every((u) => u.closedAfterMs() === null)).toBe(true);
      } finally {
        for (const upload of open) upload.socket.destroy();
      }
    },
    30_000,
  );
});

const WORDS = (
  'kettle boils water quickly handle stays cool happy stopped working weeks lid leaks value price cable ' +
  'switch broke customer service emails quiet counter cleans smells plastic returned steel instead great'
).split(' ');

/** `count` reviews with distinct texts (a deterministic generator): about 0.7 kB of answer each. */
function reviewsCsv(count: number): string {
  const lines = ['product_id,review_text,rating,review_date'];
  for (let i = 0; i < count; i += 1) {
    const words: string[] = [];
    for (let w = 0; w < 14; w += 1)
      words.push(WORDS[(i * 7 + w * 13 + (i >> (w % 5))) % WORDS.length]!);
    lines.push(
      `P1,"${words.join(' ')} review ${i}",${(i % 5) + 1},2025-03-${String((i % 28) + 1).padStart(2, '0')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Uploads `csv` over a raw socket, takes the first bytes of the answer, then stops reading for good. */
function uploadNonReader(port: number, csv: string) {
  const { payload, headers } = fileUpload(csv);
  return nonReader(
    port,
    `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers['content-type']}\r\n` +
      `Content-Length: ${payload.length}\r\n\r\n`,
    payload,
  );
}

/**
 * Watches the next connection the server accepts: the returned check waits up to `ms` for the server to close it.
 * A client that does not read cannot see its connection close, so the server's side is watched.
 */
function nextConnectionClose(app: Awaited<ReturnType<typeof listening>>['app']) {
  let closed = false;
  app.server.once('connection', (socket) => socket.on('close', () => (closed = true)));
  return async (ms: number): Promise<boolean> => {
    const started = performance.now();
    while (!closed && performance.now() - started < ms) await sleep(50);
    return closed;
  };
}

async function timedUpload(port: number, csv: string) {
  const { payload, headers } = fileUpload(csv);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/upload`, {
    method: 'POST',
    headers,
    body: new Uint8Array(payload),
  });
  const body = (await res.json()) as unknown;
  return { status: res.status, body, ms: performance.now() - started };
}

const BIG = reviewsCsv(30_000); // about 21 MB of answer: many chunks, more than socket buffers hold
const SMALL = reviewsCsv(200);

describe('clients that never read their answers', () => {
  it('two of them hold no worker: a third client’s small upload is answered while they stall', async () => {
    const { port } = await listening({
      ANALYSIS_WORKERS: '2',
      // The deadline is not what frees the workers here: the answer buffer is.
      ANSWER_IDLE_TIMEOUT_MS: '60000',
    });
    const stuck = [uploadNonReader(port, BIG), uploadNonReader(port, BIG)];
    try {
      await Promise.all(stuck.map((s) => s.answerStarted));
      await sleep(500);
      const third = await timedUpload(port, SMALL);
      expect(third.status).toBe(200);
      expect(uploadResponseSchema.parse(third.body).total_reviews).toBe(200);
      // Held workers would keep it waiting for the 60 s deadline; free ones answer in a second or two, more on a
      // loaded machine.
      expect(third.ms).toBeLessThan(20_000);
    } finally {
      for (const s of stuck) s.socket.destroy();
    }
  }, 120_000);

  it('a client that stops reading an answer larger than the buffer is cut off after ANSWER_IDLE_TIMEOUT_MS', async () => {
    const ANSWER_IDLE_TIMEOUT_MS = 1_500;
    const { app, port } = await listening({
      ANALYSIS_WORKERS: '1',
      ANSWER_BUFFER_MB: '1',
      ANSWER_IDLE_TIMEOUT_MS: String(ANSWER_IDLE_TIMEOUT_MS),
    });
    const closedWithin = nextConnectionClose(app);
    const stuck = uploadNonReader(port, BIG);
    try {
      await stuck.answerStarted;
      expect(await closedWithin(ANSWER_IDLE_TIMEOUT_MS * 6)).toBe(true);
      // Its worker is free again: the next upload is analysed at once.
      const next = await timedUpload(port, SMALL);
      expect(next.status).toBe(200);
      // A worker still held would keep it queued for as long as the stuck client stays (the test's whole time).
      expect(next.ms).toBeLessThan(20_000);
    } finally {
      stuck.socket.destroy();
    }
  }, 120_000);
});

describe('a client that stops taking an answer a worker is waiting to write', () => {
  // The worker is shared: past ANSWER_BUFFER_MB it waits on its client, and a client that takes nothing then is
  // cut off after ANSWER_STALL_MS rather than the connection's idle deadline (docs/decisions/207).
  it('is cut off after ANSWER_STALL_MS, well before its idle deadline, and the worker is free', async () => {
    const { app, port } = await listening({
      ANALYSIS_WORKERS: '1',
      ANSWER_BUFFER_MB: '1',
      ANSWER_IDLE_TIMEOUT_MS: '600000',
      ANSWER_STALL_MS: '500',
    });
    const closedWithin = nextConnectionClose(app);
    const stuck = uploadNonReader(port, BIG);
    try {
      await stuck.answerStarted;
      // Only the stall rule can close it within the test's time: the idle deadline is ten minutes away.
      expect(await closedWithin(60_000)).toBe(true);
      const next = await timedUpload(port, SMALL);
      expect(next.status).toBe(200);
    } finally {
      stuck.socket.destroy();
    }
  }, 120_000);
});

describe('a client that takes its answer a trickle at a time', () => {
  it('is cut off like one that reads nothing, which frees the worker', async () => {
    // The answer goes out in chunks of about a megabyte; the idle timer restarts when a chunk is written, not when
    // the client reads a little of one. A client that takes less than a chunk per ANSWER_IDLE_TIMEOUT_MS (here
    // 64 kB every 500 ms against 1.5 s) is cut off however often it reads.
    const { app, port } = await listening({
      ANALYSIS_WORKERS: '1',
      ANSWER_BUFFER_MB: '1',
      ANSWER_IDLE_TIMEOUT_MS: '1500',
    });
    const closedWithin = nextConnectionClose(app);
    const trickle = uploadNonReader(port, BIG);
    const reads = setInterval(() => {
      trickle.socket.once('data', () => trickle.socket.pause());
      trickle.socket.resume();
    }, 500);
    try {
      await trickle.answerStarted;
      // Kept, it would hold the connection and the worker for the test's whole 30 s; cut off, a few seconds.
      expect(await closedWithin(30_000)).toBe(true);
      const next = await timedUpload(port, SMALL);
      expect(next.status).toBe(200);
      expect(next.ms).toBeLessThan(20_000);
    } finally {
      clearInterval(reads);
      trickle.socket.destroy();
    }
  }, 120_000);
});

describe('answers written before any route runs', () => {
  it('headers over the size limit -> 431 headers_too_large in the API error format', async () => {
    const { port } = await listening({ ANALYSIS_WORKERS: '1' });
    const answer = await new Promise<string>((resolve) => {
      const received: Buffer[] = [];
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`),
      );
      socket.on('data', (data) => received.push(data));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')));
    });
    expect(errorAnswer(answer)).toEqual({ status: 431, code: 'headers_too_large' });
  });
});
