// Process entry, compiled to dist/main.js and loaded by bin/reviewsentry.js. Wires the real process into the CLI
// and exits with the code it returns (explicitly: keep-alive sockets of the scraper must not hold the process
// open).
import type { Writable } from 'node:stream';
import { runCli } from './cli';
import { EXIT_INTERRUPTED } from './errors';

function writer(stream: Writable): (text: string) => Promise<void> {
  return (text) =>
    new Promise((resolve) => {
      if (text === '') return resolve();
      // EPIPE (e.g. `| head`) is not our failure; resolve either way.
      stream.write(text, () => resolve());
    });
}

const controller = new AbortController();
let interrupts = 0;
process.on('SIGINT', () => {
  interrupts++;
  if (interrupts > 1) process.exit(EXIT_INTERRUPTED);
  controller.abort();
});
process.stdout.on('error', () => undefined);

const code = await runCli({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdoutIsTTY: process.stdout.isTTY === true,
  stdin: process.stdin,
  out: writer(process.stdout),
  err: writer(process.stderr),
  signal: controller.signal,
});
process.exit(code);
