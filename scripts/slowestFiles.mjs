import { relative } from 'node:path';

/**
 * The slowest test files of jest's JSON reports (`--json`), slowest first: each file's time from its
 * start to its end in its worker, with its test count. What `npm test` prints last, so the cost of a
 * test file is seen where it is paid.
 */
export function slowestFiles(reports, root, count) {
  return reports
    .flatMap((report) => report.testResults ?? [])
    .map((file) => ({
      seconds: (file.endTime - file.startTime) / 1000,
      path: relative(root, file.name),
      tests: file.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((file) => `${file.seconds.toFixed(1).padStart(6)} s  ${file.path} (${file.tests} tests)`);
}
