// The readable report prints text from the file (or the shop): product names, reviews, titles, column headers.
// Control characters in it must not reach the terminal as commands, and a line break in a product name must not
// print a line of its own that poses as ours. Only our own colour codes (SGR, ESC [ n m) may be escapes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run';

const ESC = '\u001b';
const HOSTILE_NAME = `Kettle${ESC}]0;pwned\u0007${ESC}[2J\n  Verdict        Genuine`;
const HOSTILE_TEXT = `Great kettle ${ESC}]52;c;ZWNobyBwd25lZA==\u0007 boils fast${ESC}[8m hidden\u009b31m and quiet, would buy again`;

// Plain text around the controls: the importer refuses a file where more than 2 % of characters are controls.
const FILLER = ' The handle stays cool, the lid closes well and it is quiet in the morning.'.repeat(
  4,
);
const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;
const rows = Array.from({ length: 8 }, (_, i) =>
  [
    'B00KETTLE1',
    cell(HOSTILE_NAME),
    cell(`${HOSTILE_TEXT} (${i})${FILLER}`),
    String((i % 5) + 1),
    cell(`Title${ESC}[31m ${i}`),
  ].join(','),
);
const CSV = `prod_id,prod_name,review_text,rating,review_title\n${rows.join('\n')}\n`;

// Everything ESC starts that is not one of our colour codes, and every other C0/C1 control but the line feed.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FOREIGN_CONTROL = /\u001b(?!\[\d+m)|[\u0000-\u0009\u000b-\u001a\u001c-\u001f\u007f-\u009f]/u;

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-terminal-'));
  file = path.join(dir, 'hostile.csv');
  await writeFile(file, CSV);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('analyze prints file text inertly', () => {
  it.each([
    ['with colour', { FORCE_COLOR: '1' }],
    ['without colour', {}],
  ])('%s: no control character but ours, and no line posing as a verdict', async (_, env) => {
    const { code, stdout, stderr } = await runCli(['analyze', file, '-q'], { env });
    expect(code, stderr).toBe(0);
    expect(stdout).not.toMatch(FOREIGN_CONTROL);
    // The verdict line is ours alone; the product name stays on its heading line.
    // eslint-disable-next-line no-control-regex -- our colour codes are removed to read the lines
    const plain = stdout.replace(/\u001b\[\d+m/gu, '');
    expect(plain.match(/^ {2}Verdict /gmu)).toHaveLength(1);
    // The importer already drops C0 controls from cells; an 8-bit CSI (U+009B) is left to us.
    expect(plain).toContain('hidden\ufffd31m and quiet');
  });

  it('an error message quoting the input is one inert line too', async () => {
    const { code, stderr } = await runCli([
      'analyze',
      `https://shop.example/${ESC}[2J\nfake`,
      '-q',
    ]);
    expect(code).not.toBe(0);
    expect(stderr).not.toMatch(FOREIGN_CONTROL);
  });
});
