// @ts-expect-error: a plain .mjs script without type declarations.
import { slowestFiles } from '@scripts/slowestFiles.mjs';

const file = (name: string, startTime: number, endTime: number, tests: number) => ({
  name: `/repo/${name}`,
  startTime,
  endTime,
  assertionResults: Array.from({ length: tests }, () => ({})),
});

describe("npm test's closing list of the slowest test files", () => {
  it('lists the slowest files of every report first, with their times and test counts, as many as asked', () => {
    const unit = { testResults: [file('core/a.test.ts', 0, 1_500, 3), file('ui/b.test.tsx', 0, 12_000, 7)] };
    const e2e = { testResults: [file('tests/e2e/c.e2e.test.ts', 1_000, 41_250, 2)] };
    expect(slowestFiles([unit, e2e], '/repo', 2)).toEqual([
      '  40.3 s  tests/e2e/c.e2e.test.ts (2 tests)',
      '  12.0 s  ui/b.test.tsx (7 tests)',
    ]);
  });

  it('says nothing when no report ran', () => {
    expect(slowestFiles([], '/repo', 10)).toEqual([]);
  });
});
