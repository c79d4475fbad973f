// Saving a large file as a report (POST /api/reports) against the real server in its own process: how long other
// visitors wait meanwhile (the worst GET /healthz, probed every 20 ms). The file is 3.2 MB of short reviews, within
// REPORT_MAX_UPLOAD_MB, whose report (29.5 MB of JSON) is just under REPORT_MAX_ANSWER_MB: the largest report
// the server keeps. Writing the report (pseudonyms, JSON, gzip) is the event loop's work only if it is done there.
// Run: npx tsx bench/report-creation.ts [--rounds N]   (N at most 15: saves are rate limited per client)
import { loadavg } from 'node:os';
import { multipartBody, startServer } from './lib/upload-server';

const REVIEWS = 60_000;
const rounds = Math.min(15, Number(process.argv[process.argv.indexOf('--rounds') + 1] || 3));

/** Short reviews (3 to 14 words) over 50 products: many reviews per megabyte, so a large result. */
function shortReviewsCsv(count: number): Buffer {
  const words =
    'good bad great product works fine love it cheap broke after a week would buy again quality okay'.split(
      ' ',
    );
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const lines = ['product_id,reviewer,rating,text'];
  for (let i = 0; i < count; i++) {
    const text = Array.from({ length: 3 + next(12) }, () => words[next(words.length)]).join(' ');
    lines.push(`P${i % 50},user${i},${1 + next(5)},${text}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const csv = shortReviewsCsv(REVIEWS);
const { body, contentType } = multipartBody(csv);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const server = await startServer();
try {
  /** Probes /healthz every 20 ms until `done` settles; the worst wait. */
  async function worstHealthWait(done: Promise<unknown>): Promise<number> {
    let finished = false;
    void done.finally(() => (finished = true));
    let worst = 0;
    while (!finished) {
      const started = performance.now();
      await (await fetch(`${server.url}/healthz`)).text();
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return worst;
  }
  const save = async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/reports`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    const answer = await res.text();
    if (res.status !== 201) throw new Error(`POST /api/reports answered ${res.status}: ${answer}`);
    return { ms: performance.now() - started, id: (JSON.parse(answer) as { id: string }).id };
  };
  // Warm-up (the analysis workers compile their code on first use), and the size of the report kept.
  const { id } = await save();
  const kept = await fetch(`${server.url}/api/reports/${id}`, {
    headers: { 'accept-encoding': 'identity' },
  }).then((res) => res.arrayBuffer());
  const waits: number[] = [];
  const saves: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const saving = save();
    waits.push(await worstHealthWait(saving));
    saves.push((await saving).ms);
  }
  console.log(
    `${REVIEWS.toLocaleString('en-US')}-review file (${(csv.length / 2 ** 20).toFixed(1)} MB) saved as a report ` +
      `of ${(kept.byteLength / 2 ** 20).toFixed(1)} MB, ` +
      `${rounds} rounds, load ${loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}`,
  );
  const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  console.log(
    `worst GET /healthz wait meanwhile: median ${median(waits).toFixed(0)} ms (${list(waits)})`,
  );
  console.log(`save took: median ${median(saves).toFixed(0)} ms (${list(saves)})`);
} finally {
  await server.stop();
}
