// The report of `npm run eval:generators`: leave-one-generator-out folds summarised per generator,
// human sources, domain and language, as JSON and as the tables of docs/model-card.md.
import type { LanguageReport } from './multilingual-eval';
import type { FoldReport, HumanRate, Rate } from './logo';
import { formatMarkdownTable, formatTable } from './table';

export interface FoldRow {
  held_out: string;
  n: number;
  recall: number | null;
  recall_by_length: Record<string, number | null>;
  recall_formatted: number | null;
  /** Mean and highest flag rate over the human sources written before 2021 or of unknown date. */
  human_fp_mean: number | null;
  human_fp_max: number | null;
  human_fp_max_source: string | null;
  salminen_val_accuracy: number | null;
  /** Recall at fixed false-positive rates on the human texts of the held-out domains, and the baseline's. */
  at_fpr: { fpr: number; recall: number | null; baseline: number | null }[];
  /** How many human texts the fixed false-positive rates are measured on, and their sources. */
  fpr_humans: number;
  fpr_sources: string[];
}

/** A model compared on the same texts, and the generators it was trained on (not held out for it). */
export interface BaselineInfo {
  label: string;
  trained_on: string[];
}

export interface SourceRow {
  source: string;
  domain: string;
  written: HumanRate['written'];
  trained: boolean;
  n: number;
  /** Flag rate by the shipped recipe (validation rows if trained on, else all rows). */
  fp_shipped: number | null;
  /** Lowest and highest flag rate over the leave-one-out folds. */
  fp_folds_min: number | null;
  fp_folds_max: number | null;
}

export interface DomainRow {
  domain: string;
  /** Held-out machine texts of this domain, pooled over the chat-era leave-one-out folds. */
  held_out_n: number;
  held_out_recall: number | null;
  /** Human texts of this domain (clean sources), pooled, by the shipped recipe. */
  human_n: number;
  human_fp: number | null;
}

export interface GeneratorReport {
  seed: number;
  threshold: number;
  baseline: BaselineInfo | null;
  english: {
    writers: FoldRow[];
    rewriters: FoldRow[];
    shipped: FoldRow | null;
    mean_recall_writers: number | null;
    mean_recall_chat_writers: number | null;
    mean_recall_rewriters: number | null;
  };
  human_sources: SourceRow[];
  domains: DomainRow[];
  languages: Record<string, LanguageReport>;
  folds: FoldReport[];
}

const mean = (xs: (number | null)[]): number | null => {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

function clean(h: HumanRate): boolean {
  return h.written !== 'post-2022' && h.n > 0;
}

/** The shipped recipe holds nothing out: its recall is that of every generator's validation rows. */
function shippedRow(f: FoldReport): FoldRow {
  const rates = Object.values(f.machine_val);
  const n = rates.reduce((s, r) => s + r.n, 0);
  return {
    ...row(f),
    held_out: 'none (shipped recipe: validation rows of every generator)',
    n,
    recall: n ? rates.reduce((s, r) => s + r.flagged, 0) / n : null,
    recall_by_length: { '<200': null, '200-699': null, '>=700': null },
    recall_formatted: null,
    at_fpr: [],
    fpr_humans: 0,
    fpr_sources: [],
  };
}

function row(f: FoldReport): FoldRow {
  const by = (k: string): Rate | undefined => f.held_out_by[k];
  const long: Rate[] = ['length 700-1199', 'length >=1200'].flatMap((k) => (by(k) ? [by(k)!] : []));
  const longN = long.reduce((s, r) => s + r.n, 0);
  const humans = Object.entries(f.humans).filter(([, h]) => clean(h));
  const worst = humans.reduce<[string, number] | null>(
    (w, [k, h]) => (h.rate !== null && (w === null || h.rate > w[1]) ? [k, h.rate] : w),
    null,
  );
  return {
    held_out: f.held_out.length ? f.held_out.join('+') : 'none (shipped recipe)',
    n: f.held_out_recall.n,
    recall: f.held_out_recall.rate,
    recall_by_length: {
      '<200': by('length <200')?.rate ?? null,
      '200-699': by('length 200-699')?.rate ?? null,
      '>=700': longN ? long.reduce((s, r) => s + r.flagged, 0) / longN : null,
    },
    recall_formatted: by('formatted yes')?.rate ?? null,
    human_fp_mean: mean(humans.map(([, h]) => h.rate)),
    human_fp_max: worst?.[1] ?? null,
    human_fp_max_source: worst?.[0] ?? null,
    salminen_val_accuracy: f.salminen_val.accuracy,
    at_fpr: f.fixed_fpr.model.map((m, i) => ({
      fpr: m.fpr,
      recall: m.recall,
      baseline: f.fixed_fpr.baseline?.[i]?.recall ?? null,
    })),
    fpr_humans: f.fixed_fpr.model[0]?.human_n ?? 0,
    fpr_sources: f.fixed_fpr.pool,
  };
}

export function summarise(
  folds: FoldReport[],
  languages: Record<string, LanguageReport>,
  meta: {
    seed: number;
    threshold: number;
    rewriters: readonly string[];
    baseline?: BaselineInfo | null;
  },
): GeneratorReport {
  const shippedFold = folds.find((f) => f.held_out.length === 0) ?? null;
  const loo = folds.filter((f) => f.held_out.length > 0);
  const isRewriter = (f: FoldReport): boolean =>
    f.held_out.every((g) => meta.rewriters.includes(g));
  const writers = loo.filter((f) => !isRewriter(f)).map(row);
  const rewriters = loo.filter(isRewriter).map(row);
  const sources = new Set(folds.flatMap((f) => Object.keys(f.humans)));
  const human_sources: SourceRow[] = [...sources].sort().map((source) => {
    const ref =
      (shippedFold ?? folds[0]!).humans[source] ??
      loo.find((f) => f.humans[source])!.humans[source]!;
    const rates = loo
      .map((f) => f.humans[source]?.rate ?? null)
      .filter((x): x is number => x !== null);
    return {
      source,
      domain: ref.domain,
      written: ref.written,
      trained: ref.trained,
      n: ref.n,
      fp_shipped: shippedFold?.humans[source]?.rate ?? null,
      fp_folds_min: rates.length ? Math.min(...rates) : null,
      fp_folds_max: rates.length ? Math.max(...rates) : null,
    };
  });
  const domainNames = new Set<string>();
  for (const f of folds) {
    for (const k of Object.keys(f.held_out_by))
      if (k.startsWith('domain ')) domainNames.add(k.slice(7));
    for (const h of Object.values(f.humans)) domainNames.add(h.domain);
  }
  // GPT-2 (Salminen, 2019) has its own row: pooled with the chat-era generators it would hide them.
  const chatEra = loo.filter((f) => !f.held_out.includes('gpt-2'));
  const domains: DomainRow[] = [...domainNames].sort().map((domain) => {
    const held = chatEra
      .map((f) => f.held_out_by[`domain ${domain}`])
      .filter((r): r is Rate => !!r);
    const heldN = held.reduce((s, r) => s + r.n, 0);
    const humans = Object.values(shippedFold?.humans ?? {}).filter(
      (h) => h.domain === domain && clean(h),
    );
    const humanN = humans.reduce((s, h) => s + h.n, 0);
    return {
      domain,
      held_out_n: heldN,
      held_out_recall: heldN ? held.reduce((s, r) => s + r.flagged, 0) / heldN : null,
      human_n: humanN,
      human_fp: humanN ? humans.reduce((s, h) => s + h.flagged, 0) / humanN : null,
    };
  });
  return {
    seed: meta.seed,
    threshold: meta.threshold,
    baseline: meta.baseline ?? null,
    english: {
      writers,
      rewriters,
      shipped: shippedFold ? shippedRow(shippedFold) : null,
      mean_recall_writers: mean(writers.map((w) => w.recall)),
      mean_recall_chat_writers: mean(
        writers.filter((w) => w.held_out !== 'gpt-2').map((w) => w.recall),
      ),
      mean_recall_rewriters: mean(rewriters.map((w) => w.recall)),
    },
    human_sources,
    domains,
    languages,
    folds,
  };
}

const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? '-' : `${(100 * x).toFixed(1)} %`;

type Table = (headers: string[], rows: string[][]) => string;

function foldTable(rows: FoldRow[], table: Table): string {
  return table(
    [
      'held out',
      'n',
      'recall',
      '<200 chars',
      '200-699',
      '>=700',
      'formatted',
      'human FP mean',
      'human FP max (source)',
    ],
    rows.map((r) => [
      r.held_out,
      String(r.n),
      pct(r.recall),
      pct(r.recall_by_length['<200']),
      pct(r.recall_by_length['200-699']),
      pct(r.recall_by_length['>=700']),
      pct(r.recall_formatted),
      pct(r.human_fp_mean),
      `${pct(r.human_fp_max)} (${r.human_fp_max_source ?? '-'})`,
    ]),
  );
}

/**
 * Held-out recall at fixed false-positive rates on the human texts of the held-out generator's
 * domains, beside the baseline model's on the same texts († = the baseline was trained on it).
 */
function fixedFprTable(rows: FoldRow[], baseline: BaselineInfo | null, table: Table): string {
  const fprs = rows[0]?.at_fpr.map((a) => a.fpr) ?? [];
  const fpr = (f: number): string => `${(100 * f).toFixed(0)} %`;
  return table(
    [
      'held out',
      'n',
      'human texts (sources)',
      ...fprs.flatMap((f) => [
        `recall @ FPR ${fpr(f)}`,
        ...(baseline ? [`${baseline.label} @ FPR ${fpr(f)}`] : []),
      ]),
    ],
    rows.map((r) => [
      r.held_out,
      String(r.n),
      `${r.fpr_humans} (${r.fpr_sources.join(', ')})`,
      ...r.at_fpr.flatMap((a) => [
        pct(a.recall),
        ...(baseline
          ? [
              `${pct(a.baseline)}${r.held_out.split('+').some((g) => baseline.trained_on.includes(g)) ? ' †' : ''}`,
            ]
          : []),
      ]),
    ]),
  );
}

/** The report's tables, plain text aligned or Markdown. */
export function formatGeneratorTables(r: GeneratorReport, markdown = false): string {
  const table: Table = markdown ? formatMarkdownTable : formatTable;
  const e = r.english;
  const out = [
    'English, leave one generator out (generators that wrote reviews from scratch):',
    foldTable(e.writers, table),
    `mean recall: all ${pct(e.mean_recall_writers)}, chat-era generators (all but GPT-2) ${pct(e.mean_recall_chat_writers)}`,
    '',
    "At a fixed false-positive rate (human texts of the held-out generator's domains written before 2021 or of unknown date, Salminen's excluded; " +
      (r.baseline
        ? `${r.baseline.label} scored on the same texts, † = trained on that generator):`
        : 'no baseline scored):'),
    fixedFprTable([...e.writers, ...e.rewriters], r.baseline, table),
    '',
    'English, rewrite sets (an LLM rewrote a human review; polished-text detection, reported, not targeted):',
    foldTable(e.rewriters, table),
    `mean: ${pct(e.mean_recall_rewriters)}`,
  ];
  if (e.shipped) out.push('', 'Shipped recipe (validation rows):', foldTable([e.shipped], table));
  out.push(
    '',
    'Human sources (flag rate; * = never trained on, all its texts; else its validation rows):',
    table(
      ['source', 'domain', 'written', 'n', 'shipped', 'folds min-max'],
      r.human_sources.map((s) => [
        `${s.source}${s.trained ? '' : ' *'}`,
        s.domain,
        s.written,
        String(s.n),
        pct(s.fp_shipped),
        `${pct(s.fp_folds_min)} - ${pct(s.fp_folds_max)}`,
      ]),
    ),
    '',
    'Domains (held-out texts of the chat-era generators pooled over their folds; human sources written before 2021 or of unknown date, shipped recipe):',
    table(
      ['domain', 'held-out n', 'held-out recall', 'human n', 'human FP'],
      r.domains.map((d) => [
        d.domain,
        String(d.held_out_n),
        pct(d.held_out_recall),
        String(d.human_n),
        pct(d.human_fp),
      ]),
    ),
    '',
    'Other languages (GPT-4 is the only generator: validation rows of the same generator; rewrite sets not trained on):',
    table(
      ['language', 'machine (val)', 'human sources (val)', 'not trained on'],
      Object.entries(r.languages).map(([language, l]) => {
        const part = (o: Record<string, { n: number; rate: number | null }>): string =>
          Object.entries(o)
            .map(([k, v]) => `${k} ${pct(v.rate)} of ${v.n}`)
            .join('; ') || '-';
        return [language, part(l.machine_val), part(l.human_val), part(l.not_trained)];
      }),
    ),
  );
  return out.join('\n');
}
