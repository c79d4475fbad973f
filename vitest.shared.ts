// Settings every test project shares.

/**
 * A test's time limit catches a hang, not slowness: on the shared 2-core machine a CPU-heavy property test that
 * takes a second alone can take several under load, and must not fail for it. Tests that check speed do not
 * exist (benchmarks do that, bench/).
 */
export const HANG_TIMEOUT_MS = 30_000;
