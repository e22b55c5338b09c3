// A jest reporter that repeats, at the end of the run, the one line each fault suite wrote
// (`suite <name>: N cases, F failed`), so `npm test` shows every suite's count in one place.
// Suites write their line to .test-results/fault-cases/<suite>.txt (tests/fault/support/caseCount.ts);
// it prints only the lines written since this run started (npm test runs the unit and the browser
// layers as two jest runs; scripts/test-all.mjs repeats all of them at the very end).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(process.cwd(), '.test-results', 'fault-cases');

export default class CaseCountReporter {
  onRunStart() {
    this.startedAt = Date.now();
  }

  onRunComplete() {
    let files;
    try {
      files = readdirSync(folder)
        .filter((name) => name.endsWith('.txt') && statSync(join(folder, name)).mtimeMs >= (this.startedAt ?? 0))
        .sort();
    } catch {
      return;
    }
    if (files.length === 0) return;
    const lines = files.map((name) => readFileSync(join(folder, name), 'utf8').trim());
    process.stdout.write(
      `\nFault and attack suites (cases tried, failed):\n${lines.map((line) => `  ${line}`).join('\n')}\n`,
    );
  }
}
