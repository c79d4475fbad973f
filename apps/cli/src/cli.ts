// Command dispatch: picks the command, runs it, and turns every failure into "code: message" plus an exit code.
import { describeError, EXIT_OK, EXIT_USAGE, UsageError } from './errors';
import { MAIN_HELP } from './help';
import type { CliIo } from './io';
import { terminalText } from './report/terminal-text';

type Command = (argv: readonly string[], io: CliIo) => Promise<number>;

// Loaded on demand: --help and usage errors answer without importing the scraper, the importer and the detector.
const scrape = async (): Promise<Command> => (await import('./commands/scrape')).scrapeCommand;
const analyze = async (): Promise<Command> => (await import('./commands/analyze')).analyzeCommand;
const COMMANDS: Record<string, () => Promise<Command>> = {
  scrape,
  analyze,
  // The spelling most of the world uses; same command.
  analyse: analyze,
};

// The packages' messages are written for the web page ("the CSV tab"); on the command line, say the command.
const CSV_HINT = "save the reviews as a CSV file and run 'reviewsentry analyze <file.csv>'.";
const HINTS: Record<string, string> = {
  shop_blocked: CSV_HINT,
  no_reviews: CSV_HINT,
  unsupported_page: 'pass the link of a single product page or its review page.',
};

export async function runCli(io: CliIo): Promise<number> {
  const [command, ...rest] = io.argv;
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    await (command === undefined ? io.err(MAIN_HELP) : io.out(MAIN_HELP));
    return command === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const load = COMMANDS[command];
  try {
    if (!load) throw new UsageError(`unknown command "${command}"`);
    return await (
      await load()
    )(rest, io);
  } catch (error) {
    const described = describeError(error);
    // A message may quote a shop's page or address: one inert line on the terminal.
    await io.err(`reviewsentry: ${described.code}: ${terminalText(described.message)}\n`);
    const hint = HINTS[described.code];
    if (hint) await io.err(`hint: ${hint}\n`);
    if (error instanceof UsageError) {
      const help = error.command ? `reviewsentry ${error.command} --help` : 'reviewsentry --help';
      await io.err(`Run '${help}' for usage.\n`);
    }
    if (described.stack && io.env.REVIEWSENTRY_DEBUG) await io.err(`${described.stack}\n`);
    return described.exitCode;
  }
}
