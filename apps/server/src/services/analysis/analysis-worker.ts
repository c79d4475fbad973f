// Entry of an analysis worker thread (analysis-pool.ts starts it from its compiled file, dist/analysis-worker.js:
// docs/decisions/120). Loads the text model once, says `ready`, then runs one job at a time; answers move back
// without copying (transfer list).
import { parentPort, workerData } from 'node:worker_threads';
import { createModelAnalyzer, type Analyzer } from '@reviewsentry/detector';
import { isAck, type FromWorker, type ToWorker } from '../worker-pool/worker-protocol';
import { encodeJobError } from '../worker-pool/job-errors';
import { runAnalysisJob, type AnalysisJob, type SendChunk } from './analysis-jobs';
import { ChunkCredit } from './chunk-credit';
import { collectAfterLargeUpload } from './collect-garbage';

const port = parentPort;
if (port === null) throw new Error('analysis-worker.ts runs as a worker thread only');
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

const { modelPath } = workerData as { modelPath?: string };
let analyzer: Analyzer | null = null;
try {
  analyzer = createModelAnalyzer(modelPath);
} catch (error) {
  post({ type: 'load_failed', message: error instanceof Error ? error.message : String(error) });
}

if (analyzer !== null) {
  const ready = analyzer;
  // The answer being streamed: one job runs at a time, but a late ack of an earlier job is ignored by id.
  let streaming: { id: number; credit: ChunkCredit } | null = null;
  port.on('message', (message: ToWorker) => {
    if (isAck(message)) {
      if (streaming?.id === message.id) streaming.credit.acknowledged();
      return;
    }
    const credit = new ChunkCredit();
    streaming = { id: message.id, credit };
    const sendChunk: SendChunk = (value, transfer) => {
      post({ type: 'progress', id: message.id, value }, transfer);
      return credit.sent();
    };
    const job = message.job as AnalysisJob;
    // Read now: the job lets go of its upload's bytes while it runs.
    const size = job.kind === 'analyze_reviews' ? 0 : job.bytes.byteLength;
    runAnalysisJob(ready, job, sendChunk)
      .then(
        ({ value, transfer }) => post({ type: 'done', id: message.id, ok: true, value }, transfer),
        (error: unknown) =>
          post({ type: 'done', id: message.id, ok: false, error: encodeJobError(error) }),
      )
      // Once a large answer has left, its dead objects go at once rather than under the uploads that follow.
      .finally(() => collectAfterLargeUpload(size));
  });
  post({ type: 'ready' });
}
