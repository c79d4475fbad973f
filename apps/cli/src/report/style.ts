// ANSI colours for the readable report: only when standard output is a terminal, never when NO_COLOR is set to a
// non-empty value (https://no-color.org), and forced by FORCE_COLOR (non-zero) for terminals we cannot detect.
export interface Style {
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

export function useColour(
  env: Readonly<Record<string, string | undefined>>,
  stdoutIsTTY: boolean,
): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '')
    return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return stdoutIsTTY && env.TERM !== 'dumb';
}

const wrap =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

export function createStyle(enabled: boolean): Style {
  if (!enabled) {
    const plain = (text: string) => text;
    return { red: plain, yellow: plain, green: plain, bold: plain, dim: plain };
  }
  return {
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    green: wrap(32, 39),
    bold: wrap(1, 22),
    dim: wrap(2, 22),
  };
}
