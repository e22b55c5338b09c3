import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

/*
 * The repository stands alone: what a person who clones it reads (code, configuration, docs) never sends
 * them to a file they do not have, such as the team's own notes outside it.
 */
const ROOT = join(__dirname, '../..');
const files = execSync('git ls-files -- "*.ts" "*.tsx" "*.js" "*.mjs" "*.cjs" "*.css" "*.yaml" "*.md" "*.html"', {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
  .filter((file) => file !== 'tests/architecture/standsAlone.test.ts');

/** Names of files that live outside this repository, and the numbered notes inside them. */
const OUTSIDE = [/\b(spec|design|conventions|protocols)\.md\b/i, /\bpitfall\s*\d+/i];

describe('the repository', () => {
  it('points to no file outside it', () => {
    const found = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        .filter(({ line }) => OUTSIDE.some((pattern) => pattern.test(line)))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(files.length).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });
});
