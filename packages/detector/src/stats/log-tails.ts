// Upper tails of the Poisson and binomial laws as natural logarithms. The copy and template test
// (signals/short-copies.ts) multiplies several tiny probabilities and compares them across thousands of
// groups; in log space a campaign of 40 copies (p ≈ 1e-300 and below) neither underflows to 0 nor ties
// with one of 400.
import { logFactorial } from './poisson';

/** ln P(X ≥ k) for X ~ Poisson(lambda). */
export function logPoissonUpperTail(k: number, lambda: number): number {
  if (k <= 0) return 0;
  if (lambda <= 0) return Number.NEGATIVE_INFINITY;
  const logLambda = Math.log(lambda);
  return logSumTail(
    k * logLambda - lambda - logFactorial(k),
    (i) => logLambda - Math.log(i + 1),
    k,
    k + 100_000,
    lambda,
  );
}

/** ln P(X ≥ k) for X ~ Binomial(n, p). */
export function logBinomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 0;
  if (k > n || p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return 0;
  const logOdds = Math.log(p) - Math.log1p(-p);
  const first =
    logFactorial(n) -
    logFactorial(k) -
    logFactorial(n - k) +
    k * Math.log(p) +
    (n - k) * Math.log1p(-p);
  // pmf(i + 1) / pmf(i) = (n − i) / (i + 1) · p / (1 − p)
  return logSumTail(first, (i) => Math.log(n - i) - Math.log(i + 1) + logOdds, k, n, n * p);
}

/**
 * ln Σ_{i=from..to} exp(term_i), where term_from = `first` and term_{i+1} = term_i + step(i). Terms fall
 * geometrically once i is past the mean, so the sum stops when they no longer matter.
 */
function logSumTail(
  first: number,
  step: (i: number) => number,
  from: number,
  to: number,
  mean: number,
): number {
  let log = first;
  // Relative to the first term, so that nothing underflows.
  let sum = 0;
  for (let i = from; i <= to; i++) {
    const relative = Math.exp(log - first);
    sum += relative;
    if (i > mean && relative < sum * 1e-12) break;
    log += step(i);
  }
  return Math.min(0, first + Math.log(sum));
}

/**
 * Fisher's combination of two independent p-values given as logarithms: ln P(χ²₄ ≥ −2 ln(p₁p₂)), which is
 * p₁p₂ (1 − ln(p₁p₂)).
 */
export function logFisher2(logP1: number, logP2: number): number {
  const logProduct = logP1 + logP2;
  if (logProduct === Number.NEGATIVE_INFINITY) return logProduct;
  return Math.min(0, logProduct + Math.log(1 - logProduct));
}
