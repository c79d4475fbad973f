// node:util parseArgs with the CLI's rules: unknown options and missing values become UsageError (exit 2) with
// a readable message instead of Node's TypeError, and numeric options are checked here, once.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface Parsed {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

export function parseCommandArgs(
  command: string,
  argv: readonly string[],
  options: Options,
): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options,
      allowPositionals: true,
      strict: true,
    });
    return { values: values as Parsed['values'], positionals };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Node's messages mention "To specify a positional argument starting with a '-'..."; keep the first sentence.
    throw new UsageError(message.split('. ')[0]!.replace(/\.$/, ''), command);
  }
}

export function positiveInt(
  command: string,
  name: string,
  raw: string | boolean | undefined,
  { allowZero = false } = {},
): number | undefined {
  if (raw === undefined || typeof raw === 'boolean') return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || (!allowZero && value === 0)) {
    throw new UsageError(
      `--${name} must be a whole number${allowZero ? '' : ' above 0'} (got "${raw}")`,
      command,
    );
  }
  return value;
}

export function oneOf<T extends string>(
  command: string,
  name: string,
  raw: string | boolean | undefined,
  allowed: readonly T[],
): T | undefined {
  if (raw === undefined || typeof raw === 'boolean') return undefined;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new UsageError(`--${name} must be one of ${allowed.join(', ')} (got "${raw}")`, command);
}
