// Entry of a page-reading worker thread (page-pool.ts): parses and extracts one shop page at a time. The pool
// terminates the thread when a page outruns its time budget, which is why this work is not on the event loop.
import { parentPort } from 'node:worker_threads';
import type { FromWorker, ToWorker } from '../worker-pool/worker-protocol';
import { encodePageJobError, runPageJob, type PageJob } from './page-jobs';

const port = parentPort;
if (port === null) throw new Error('page-worker.ts runs as a worker thread only');
const post = (message: FromWorker) => port.postMessage(message);

port.on('message', (message: ToWorker) => {
  if ('ack' in message) return;
  try {
    post({ type: 'done', id: message.id, ok: true, value: runPageJob(message.job as PageJob) });
  } catch (error) {
    post({ type: 'done', id: message.id, ok: false, error: encodePageJobError(error) });
  }
});
post({ type: 'ready' });
