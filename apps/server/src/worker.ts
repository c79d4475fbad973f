// `npm run worker`: an analysis worker process (docs/decisions/149). Takes imports and analyses from the shared
// job queue in Redis (REDIS_URL, REDIS_KEY_PREFIX: the same values as the instances), runs them in its own
// ANALYSIS_WORKERS threads with the ANALYSIS_* limits, and writes the answers back. Run any number, on any
// machine that reaches Redis. SIGTERM/SIGINT: takes no more jobs, lets running ones finish for SHUTDOWN_GRACE_MS
// less a second, hands the rest back to the queue for another worker, and exits 0.
import { pino } from 'pino';
import { EnvError, loadEnv, type AppConfig } from './config/env';
import { startQueueWorker } from './services/analysis-queue/queue-worker';
import { analysisPoolFromConfig } from './services/analysis/create';

function readConfig(): AppConfig & { REDIS_URL: string } {
  try {
    const config = loadEnv();
    if (config.REDIS_URL !== undefined) return { ...config, REDIS_URL: config.REDIS_URL };
    console.error(
      'The analysis worker cannot start.\n  - REDIS_URL is not set: a worker takes its jobs from the queue ' +
        'in Redis that the instances share (docs/deploy.md).',
    );
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`The analysis worker cannot start.\n${error.message}`);
  }
  process.exit(1);
}

const config = readConfig();
const log = pino({ level: config.LOG_LEVEL }).child({ service: 'analysis-worker' });
const pool = analysisPoolFromConfig(config, log);
pool.start();
const worker = startQueueWorker({
  redisUrl: config.REDIS_URL,
  keyPrefix: config.REDIS_KEY_PREFIX,
  runner: pool,
  concurrency: config.ANALYSIS_WORKERS,
  lockMs: config.ANALYSIS_QUEUE_LOCK_MS,
  attempts: config.ANALYSIS_JOB_ATTEMPTS,
  log,
});

let stopping = false;
async function stop(reason: string, exitCode: number) {
  if (stopping) return;
  stopping = true;
  clearInterval(watch);
  log.info({ reason }, 'analysis worker stopping');
  const inTime = await worker.close(Math.max(0, config.SHUTDOWN_GRACE_MS - 1_000));
  if (inTime) await pool.close();
  log.info({ finishedRunningJobs: inTime }, 'analysis worker stopped');
  process.exit(exitCode);
}

// Threads that cannot load the text model leave nothing to run jobs with: stop rather than take jobs and fail
// them all (the instances answer analysis_unavailable while no worker is up).
const watch = setInterval(() => {
  if (pool.failure) {
    log.fatal('the analysis threads cannot start (text model); the worker stops');
    void stop('text model', 1);
  }
}, 500);
watch.unref();

worker.worker.on('ready', () =>
  log.info({ threads: config.ANALYSIS_WORKERS }, 'analysis worker ready for jobs'),
);
process.once('SIGTERM', () => void stop('SIGTERM', 0));
process.once('SIGINT', () => void stop('SIGINT', 0));
