// A jest reporter that repeats, at the end of the run, the one line each fault suite wrote
// (`suite <name>: N cases, F failed`), so `npm test` shows every suite's count in one place.
// Suites write their line to .test-results/fault-cases/<suite>.txt (tests/fault/support/caseCount.ts);
// the reporter empties that folder when the run starts, so only this run's lines are printed.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(process.cwd(), '.test-results', 'fault-cases');

export default class CaseCountReporter {
  onRunStart() {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  }

  onRunComplete() {
    let files;
    try {
      files = readdirSync(folder).filter((name) => name.endsWith('.txt')).sort();
    } catch {
      return;
    }
    if (files.length === 0) return;
    const lines = files.map((name) => readFileSync(join(folder, name), 'utf8').trim());
    process.stdout.write(`\nFault and attack suites (cases tried, failed):\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
  }
}
