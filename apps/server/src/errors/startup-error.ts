/**
 * The server cannot start for a reason its operator can fix (a database that cannot be reached or migrated).
 * main.ts prints the message alone and exits 1; anything else keeps its stack trace.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
