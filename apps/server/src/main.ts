// Entry point: read the environment, build the app, listen, and shut down cleanly on SIGTERM/SIGINT
// (stop accepting, finish in-flight requests, close the database, exit 0; see plugins/draining.ts).
import { buildApp } from './app';
import { EnvError, loadEnv, type AppConfig } from './config/env';
import { StartupError } from './errors/startup-error';

function readConfig(): AppConfig {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`ReviewSentry cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function build(config: AppConfig) {
  try {
    return await buildApp(config);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(`ReviewSentry cannot start.\n  - ${error.message}`);
    process.exit(1);
  }
}

const config = readConfig();
const app = await build(config);

let closing = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    },
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start listening');
  await app.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
app.log.info(
  { url: `http://localhost:${port}` },
  `ReviewSentry is ready on http://localhost:${port}`,
);
