import { reportSuiteCases } from '../../support/suiteCaseLine';

/**
 * Counts the cases a fault suite tried and how many failed, and prints the suite's one summary line
 * (`suite <name>: N cases, F failed`) when the file ends; tests/fault/support/caseCountReporter.mjs
 * repeats these lines at the end of `npm test`.
 */
export function caseCounter(suite: string) {
  let cases = 0;
  let failed = 0;
  afterAll(() => reportSuiteCases(suite, cases, failed));
  return {
    tried(n = 1) {
      cases += n;
    },
    failed(n = 1) {
      failed += n;
    },
    /** Runs one case: counted, and counted as failed when it throws. */
    async check<T>(run: () => Promise<T> | T): Promise<T> {
      cases += 1;
      try {
        return await run();
      } catch (error) {
        failed += 1;
        throw error;
      }
    },
  };
}

/** Generated cases per property-based suite: FAST_CHECK_RUNS (a total) or the full-run default. */
export function fastCheckBudget(fullRun: number): number {
  const fromEnv = Number(process.env.FAST_CHECK_RUNS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : fullRun;
}
