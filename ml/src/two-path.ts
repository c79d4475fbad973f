// Two paths measured without building them into one artifact (docs/decisions/138): a reference model
// (the committed format-2 model) and a chat path (a format-3 artifact, e.g. a leave-one-out fold),
// each scoring every text once; then for every rule
//   logit = max(min(L_ref, L_chat + veto), L_chat - margin)
// — the reference decides unless the chat path sees `margin` more evidence, and the chat path can
// veto the reference's flag when it is `veto` sure of a human — the figures every shipping decision
// is made on: Salminen validation accuracy and decisions differing from the reference, our chat
// answers, the chat-era generators' recall and every human source's flag rate.
import { countWords } from './prepared-corpus';

/** Both paths' logits of one text. */
export type PathLogits = readonly [reference: number, chat: number];

export interface TwoPathRule {
  margin: number;
  veto: number;
}

export function combinedLogit([ref, chat]: PathLogits, rule: TwoPathRule): number {
  return Math.max(Math.min(ref, chat + rule.veto), chat - rule.margin);
}

export function logitOf(p: number): number {
  const q = Math.min(Math.max(p, 1e-12), 1 - 1e-12);
  return Math.log(q / (1 - q));
}

/**
 * The reference path only for texts of at least `minWords` words (0 = always): a shape gate that
 * would keep the reference away from one-line texts.
 */
export function gatedReference(text: string, refLogit: number, minWords: number): number {
  return minWords > 0 && countWords(text) < minWords ? -Infinity : refLogit;
}

export interface TwoPathGroups {
  /** Salminen validation rows: label and logits. */
  salminen: { y: number; logits: PathLogits }[];
  chatAnswers: PathLogits[];
  /** Machine sources (recall): key → logits. */
  machine: Map<string, PathLogits[]>;
  /** Human sources (flag rate), pre-2021 or unknown date only. */
  human: Map<string, PathLogits[]>;
}

export interface TwoPathFigures {
  rule: TwoPathRule;
  salminenAccuracy: number;
  differing: number;
  differingRate: number;
  chatAnswersFlagged: number;
  machine: Record<string, number>;
  human: Record<string, number>;
  humanMean: number;
  humanMax: { source: string; rate: number };
}

export function measureRule(g: TwoPathGroups, rule: TwoPathRule): TwoPathFigures {
  const flag = (l: PathLogits): boolean => combinedLogit(l, rule) >= 0;
  let correct = 0;
  let differing = 0;
  for (const s of g.salminen) {
    const f = flag(s.logits);
    if ((f ? 1 : 0) === s.y) correct++;
    if (f !== s.logits[0] >= 0) differing++;
  }
  const rate = (xs: PathLogits[]): number => xs.filter(flag).length / Math.max(xs.length, 1);
  const machine = Object.fromEntries([...g.machine].sort().map(([k, v]) => [k, rate(v)]));
  const human = Object.fromEntries([...g.human].sort().map(([k, v]) => [k, rate(v)]));
  const rates = Object.entries(human);
  const max = rates.reduce((m, [source, r]) => (r > m.rate ? { source, rate: r } : m), {
    source: '-',
    rate: 0,
  });
  return {
    rule,
    salminenAccuracy: correct / Math.max(g.salminen.length, 1),
    differing,
    differingRate: differing / Math.max(g.salminen.length, 1),
    chatAnswersFlagged: g.chatAnswers.filter(flag).length,
    machine,
    human,
    humanMean: rates.reduce((s, [, r]) => s + r, 0) / Math.max(rates.length, 1),
    humanMax: max,
  };
}
