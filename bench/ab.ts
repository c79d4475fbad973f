// A/B runner: runs one benchmark command in this checkout and in another, alternating A B A B… so that both see
// the same machine load, and reports both side by side. The other checkout is a directory, or a git revision that
// is unpacked under the system's temporary folder (reviewsentry-ab/<commit>; not inside a node_modules, whose
// paths build tools treat as third-party) with a node_modules of its own that links this one's third-party
// packages and its own workspace packages. --apply <patch> (repeatable) applies a patch to the unpacked revision
// (a variant of the code kept only for measuring, e.g. bench/variants/javascript-text-scorer.patch); a patch that
// no longer applies stops the run with git's reason.
//
//   npx tsx bench/ab.ts <revision | directory> [--apply <patch>] [--rounds 3] [--figure <regex>] -- <command…>
//   npx tsx bench/ab.ts HEAD~1 --figure 'median ([\d,.]+)/s' -- npx tsx bench/text-model-throughput.ts
//   npx tsx bench/ab.ts HEAD --apply bench/variants/javascript-text-scorer.patch -- npx tsx bench/upload.ts
//
// Per run: wall time, the CPU time of the command and its children (what a busy shared machine distorts least),
// and the first capture of each --figure (repeatable) in its output; per checkout, the medians and the ratio of
// B's median to A's. Prints figures, exits 0 (1 when a run fails).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const split = process.argv.indexOf('--');
if (split === -1 || split === process.argv.length - 1) {
  console.error(
    'usage: npx tsx bench/ab.ts <revision | directory> [--apply PATCH] [--rounds N] [--figure REGEX] -- <command…>',
  );
  process.exit(2);
}
const command = process.argv.slice(split + 1);
const { values, positionals } = parseArgs({
  args: process.argv.slice(2, split),
  options: {
    rounds: { type: 'string', default: '3' },
    figure: { type: 'string', multiple: true, default: [] },
    apply: { type: 'string', multiple: true, default: [] },
  },
  allowPositionals: true,
});
const other = positionals[0];
if (other === undefined) throw new Error('name the other checkout: a git revision or a directory');
const rounds = Number(values.rounds);
const figures = values.figure.map((source) => new RegExp(source, 'u'));
const patches = values.apply.map((p) => path.resolve(p));

/** A short digest of the patches' contents: a patched checkout is unpacked apart from the plain one. */
function patchesDigest(): string {
  const hash = createHash('sha256');
  for (const patch of patches) hash.update(readFileSync(patch));
  return hash.digest('hex').slice(0, 12);
}

/** Applies each patch to an unpacked checkout; exits with git's reason when one does not apply. */
function applyPatches(dir: string, commit: string): void {
  for (const patch of patches) {
    for (const args of [
      ['apply', '--check', patch],
      ['apply', patch],
    ]) {
      const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
      if (result.status !== 0) {
        console.error(
          `${path.relative(repoRoot, patch)} does not apply to ${commit.slice(0, 10)}; ` +
            `regenerate it against that tree:\n${result.stderr}`,
        );
        rmSync(dir, { recursive: true, force: true });
        process.exit(1);
      }
    }
  }
}

/** The other checkout's directory, unpacking a revision (once) when that is what was named. */
function checkout(name: string): string {
  if (existsSync(path.join(name, 'package.json'))) {
    if (patches.length > 0)
      throw new Error('--apply patches an unpacked revision, not a directory');
    return path.resolve(name);
  }
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();
  const commit = git('rev-parse', '--verify', `${name}^{commit}`);
  if (commit === '')
    throw new Error(`${name} is neither a directory with a package.json nor a revision`);
  const dir = path.join(
    tmpdir(),
    'reviewsentry-ab',
    patches.length > 0 ? `${commit}-${patchesDigest()}` : commit,
  );
  const ready = path.join(dir, '.ab-ready');
  if (existsSync(ready)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', commit], { cwd: repoRoot, maxBuffer: 1 << 30 });
  spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  applyPatches(dir, commit);
  linkModules(dir);
  writeFileSync(ready, '');
  return dir;
}

/** node_modules for an unpacked checkout: this checkout's third-party packages, the checkout's own workspaces. */
function linkModules(dir: string): void {
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@reviewsentry'), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry === '@reviewsentry') continue;
    symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  const { workspaces } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  for (const workspace of workspaces) {
    const { name } = JSON.parse(
      readFileSync(path.join(dir, workspace, 'package.json'), 'utf8'),
    ) as { name: string };
    symlinkSync(path.join(dir, workspace), path.join(modules, name));
    // npm puts a workspace's own copy of a package there when versions differ between workspaces.
    const own = path.join(repoRoot, workspace, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, workspace, 'node_modules'));
  }
}

/** CPU seconds of this process's finished children so far (cutime + cstime of /proc/self/stat). */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

interface Run {
  wall: number;
  cpu: number;
  /** The capture of each --figure, NaN when the output did not match it. */
  figures: number[];
}

function run(dir: string): Run {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const wall = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(`${command.join(' ')} failed in ${dir} (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  return {
    wall,
    cpu: childrenCpuSeconds() - cpuBefore,
    figures: figures.map((re) => Number(re.exec(result.stdout)?.[1]?.replaceAll(',', '') ?? NaN)),
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const sides = [
  { label: 'A (this checkout)', dir: repoRoot, runs: [] as Run[] },
  {
    label: `B (${[other, ...values.apply.map((p) => path.basename(p))].join(' + ')})`,
    dir: checkout(other),
    runs: [] as Run[],
  },
];
console.log(`${command.join(' ')}: ${rounds} rounds, A = ${repoRoot}, B = ${sides[1]!.dir}`);
for (let round = 1; round <= rounds; round++) {
  for (const side of sides) {
    const result = run(side.dir);
    side.runs.push(result);
    console.log(
      `round ${round} ${side.label}: wall ${result.wall.toFixed(2)} s, CPU ${result.cpu.toFixed(2)} s` +
        result.figures.map((f, i) => `, figure ${i + 1} ${f}`).join('') +
        `; load ${loadavg()[0]!.toFixed(2)}`,
    );
  }
}
/** Per side: median wall, median CPU, then the median of each figure. */
const medians = sides.map((side) => [
  median(side.runs.map((r) => r.wall)),
  median(side.runs.map((r) => r.cpu)),
  ...figures.map((_, i) => median(side.runs.map((r) => r.figures[i]!))),
]);
const names = ['wall', 'CPU', ...figures.map((_, i) => `figure ${i + 1}`)];
sides.forEach((side, s) =>
  console.log(
    `${side.label}: median ` + names.map((n, i) => `${n} ${medians[s]![i]!.toFixed(2)}`).join(', '),
  ),
);
console.log(
  'B / A: ' +
    names.map((n, i) => `${n} ${(medians[1]![i]! / medians[0]![i]!).toFixed(3)}`).join(', '),
);
