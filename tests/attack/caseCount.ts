import { reportSuiteCases } from '../support/suiteCaseLine';

/**
 * Counts the cases an attack suite tries and how many failed, and prints one line when the suite ends:
 * `suite <name>: N cases, F failed`, so `npm test`'s output says how much each suite tried, not only
 * that it passed. A case is one hostile input pushed through one place; it fails when its check throws.
 */
export interface CaseCount {
  /** Runs one case; a throw counts it failed and is rethrown so jest reports it too. */
  run<T>(label: string, check: () => Promise<T> | T): Promise<T>;
  /** Runs every case, counting each, and throws once at the end with every failure's label. */
  runAll<T>(cases: readonly T[], label: (item: T) => string, check: (item: T) => Promise<void> | void): Promise<void>;
  readonly tried: number;
  readonly failed: number;
}

export function countCases(name: string): CaseCount {
  let tried = 0;
  let failed = 0;
  afterAll(() => reportSuiteCases(name, tried, failed));
  const count: CaseCount = {
    async run(label, check) {
      tried += 1;
      try {
        return await check();
      } catch (error) {
        failed += 1;
        if (error instanceof Error) error.message = `${label}: ${error.message}`;
        throw error;
      }
    },
    async runAll(cases, label, check) {
      const failures: string[] = [];
      for (const item of cases) {
        await count
          .run(label(item), () => check(item))
          .catch((error: unknown) => failures.push(error instanceof Error ? error.message : String(error)));
      }
      if (failures.length)
        throw new Error(`${failures.length} of ${cases.length} cases failed:\n${failures.join('\n')}`);
    },
    get tried() {
      return tried;
    },
    get failed() {
      return failed;
    },
  };
  return count;
}
