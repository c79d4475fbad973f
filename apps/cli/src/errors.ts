// What the CLI tells the user when something expected goes wrong: one line "code: message" on stderr and an exit
// code (2 = the command line itself is wrong, 1 = the input or the shop let us down, 130 = interrupted). Every
// typed error of the packages is expected; only a truly unexpected error gets its stack (with REVIEWSENTRY_DEBUG=1).
import { AppError } from '@reviewsentry/contracts';
import { TextModelFormatError } from '@reviewsentry/detector/text-model';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
export const EXIT_INTERRUPTED = 130;

export class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly exitCode: number = EXIT_FAILURE,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The command line is wrong: exit 2 and point at --help. */
export class UsageError extends CliError {
  constructor(
    message: string,
    readonly command: string | null = null,
  ) {
    super('usage', message, EXIT_USAGE);
  }
}

export interface DescribedError {
  code: string;
  message: string;
  exitCode: number;
  /** Set for unexpected errors only. */
  stack?: string;
}

export function describeError(error: unknown): DescribedError {
  if (error instanceof CliError)
    return { code: error.code, message: error.message, exitCode: error.exitCode };
  // The packages' errors (importer, scraper, detector) all extend AppError; a scrape the user cancelled exits as
  // an interrupted command does.
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: error.message,
      exitCode: error.code === 'aborted' ? EXIT_INTERRUPTED : EXIT_FAILURE,
    };
  }
  if (error instanceof TextModelFormatError) {
    return {
      code: 'model_unavailable',
      message: `The text model could not be loaded: ${truncateMessage(error.message)} Run 'npm run train' or restore models/.`,
      exitCode: EXIT_FAILURE,
    };
  }
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    code: 'internal_error',
    message: err.message,
    exitCode: EXIT_FAILURE,
    ...(err.stack ? { stack: err.stack } : {}),
  };
}

function truncateMessage(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
