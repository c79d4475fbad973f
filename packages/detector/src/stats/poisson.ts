/**
 * P(X ≥ k) for X ~ Poisson(lambda), computed in log space so that bursts of hundreds of reviews against
 * an expectation of a few per day neither overflow nor underflow to a meaningless 0.
 */
export function poissonUpperTail(k: number, lambda: number): number {
  if (k <= 0) return 1;
  if (lambda <= 0) return 0;
  // Sum the pmf from k upwards; terms fall geometrically once i > lambda.
  let logTerm = k * Math.log(lambda) - lambda - logFactorial(k);
  let sum = 0;
  for (let i = k; i < k + 10_000; i++) {
    const term = Math.exp(logTerm);
    sum += term;
    if (i > lambda && term < sum * 1e-12) break;
    logTerm += Math.log(lambda) - Math.log(i + 1);
  }
  return Math.min(1, sum);
}

const LOG_FACT_CACHE: number[] = [0];

/** ln(n!), exact from a table below 1,024 and by Stirling's series above. */
export function logFactorial(n: number): number {
  if (n < 1024) {
    for (let i = LOG_FACT_CACHE.length; i <= n; i++) {
      LOG_FACT_CACHE[i] = (LOG_FACT_CACHE[i - 1] as number) + Math.log(i);
    }
    return LOG_FACT_CACHE[n] as number;
  }
  // Stirling series: exact to ~1e-10 relative at these sizes.
  return n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + 1 / (12 * n) - 1 / (360 * n ** 3);
}
