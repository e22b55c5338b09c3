import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Prints a fault or attack suite's one summary line (`suite <name>: N cases, F failed`) and keeps it in
 * .test-results/fault-cases/, where the jest reporter (tests/fault/support/caseCountReporter.mjs) and
 * `npm test`'s closing summary (scripts/test-all.mjs) repeat every suite's line in one place.
 */
export function reportSuiteCases(suite: string, tried: number, failed: number): void {
  const line = `suite ${suite}: ${tried} cases, ${failed} failed`;
  // process.stdout, not console.log: jest would bury the line under a stack location.
  process.stdout.write(`${line}\n`);
  const folder = join(process.cwd(), '.test-results', 'fault-cases');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${suite.replace(/[^a-z0-9]+/gi, '-')}.txt`), `${line}\n`);
}
