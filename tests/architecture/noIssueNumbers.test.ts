import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

/* Code comments say why, never which issue or work period: the git log keeps history. */
const ROOT = join(__dirname, '../..');
const files = execSync('git ls-files -- "*.ts" "*.tsx" "*.mjs" "*.cjs" "*.css" "*.yaml"', {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

describe('code comments', () => {
  it('name no issue numbers', () => {
    const found = files.filter((file) => /\bissue\s*#?\d+/i.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(files.length).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });
});
