// Reading labelled review CSVs and carving deterministic splits. Only ml/ reads ../shared/data.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { sharedDataPath } from './paths';
import { createRng, shuffle } from './rng';

export interface LabelledText {
  text: string;
  /** 1 = machine-generated / fake, 0 = genuine. */
  label: 0 | 1;
  /** Stratum: 'OR', 'CG' or the modern generator's name. */
  group: string;
}

export const SALMINEN_TRAIN = sharedDataPath('fake-reviews-salminen', 'train.csv');
export const SALMINEN_TEST = sharedDataPath('fake-reviews-salminen', 'test.csv');
export const MODERN_FAKES = sharedDataPath('modern-llm-fakes', 'modern_fakes.csv');
export const OTT = sharedDataPath('deceptive-opinion-ott', 'deceptive-opinion.csv');

const rowSchema = z.record(z.string(), z.string());

/** Parses a CSV with a header row into string records (BOM tolerated). */
export function readCsv(path: string): Record<string, string>[] {
  const rows: unknown = parse(readFileSync(path), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
  return z.array(rowSchema).parse(rows);
}

export interface LabelOptions {
  textCol: string;
  labelCol: string;
  fakeLabel: string;
  /** Optional column naming the stratum (e.g. generator); defaults to the label value. */
  groupCol?: string;
}

export function readLabelled(path: string, opts: LabelOptions): LabelledText[] {
  const rows = readCsv(path);
  if (rows.length > 0 && !(opts.textCol in rows[0]!))
    throw new Error(
      `Column "${opts.textCol}" not found in ${path}; columns: ${Object.keys(rows[0]!).join(', ')}`,
    );
  if (rows.length > 0 && !(opts.labelCol in rows[0]!))
    throw new Error(
      `Column "${opts.labelCol}" not found in ${path}; columns: ${Object.keys(rows[0]!).join(', ')}`,
    );
  return rows.map((r) => {
    const value = r[opts.labelCol] ?? '';
    return {
      text: r[opts.textCol] ?? '',
      label: value === opts.fakeLabel ? 1 : 0,
      group: (opts.groupCol ? r[opts.groupCol] : undefined) ?? value,
    };
  });
}

export function readSalminen(path: string): LabelledText[] {
  return readLabelled(path, { textCol: 'text_', labelCol: 'label', fakeLabel: 'CG' });
}

export function readModernFakes(path: string): LabelledText[] {
  return readLabelled(path, {
    textCol: 'text',
    labelCol: 'label',
    fakeLabel: 'fake',
    groupCol: 'generator',
  });
}

export interface Splits<T> {
  fit: T[];
  stack: T[];
  val: T[];
}

/**
 * Stratified (by group) deterministic three-way split: `fit` trains the n-gram model and the language
 * model, `stack` trains the combiner and calibration, `val` is only measured (model selection, FP rates).
 */
export function splitThreeWay<T extends { group: string }>(
  items: T[],
  seed: number,
  stackFraction = 0.15,
  valFraction = 0.15,
): Splits<T> {
  const byGroup = new Map<string, T[]>();
  for (const item of items) {
    const list = byGroup.get(item.group) ?? [];
    list.push(item);
    byGroup.set(item.group, list);
  }
  const rng = createRng(seed);
  const out: Splits<T> = { fit: [], stack: [], val: [] };
  for (const group of [...byGroup.keys()].sort()) {
    const list = shuffle([...byGroup.get(group)!], rng);
    const nVal = Math.round(list.length * valFraction);
    const nStack = Math.round(list.length * stackFraction);
    out.val.push(...list.slice(0, nVal));
    out.stack.push(...list.slice(nVal, nVal + nStack));
    out.fit.push(...list.slice(nVal + nStack));
  }
  return out;
}
