// The process edges the commands use, gathered so that main.ts is the only file touching `process`.
export interface CliIo {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly stdoutIsTTY: boolean;
  readonly stdin: AsyncIterable<Uint8Array>;
  /** Resolves once the text has been handed to the OS, so large JSON is never cut off by exit. */
  out(text: string): Promise<void>;
  err(text: string): Promise<void>;
  /** Aborted on Ctrl-C. */
  readonly signal: AbortSignal;
}
