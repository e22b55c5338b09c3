import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

/*
 * One naming scheme for service tokens: the folder that declares the token, dotted, then the name of what
 * it stands for. `core/time/Clock.ts` declares 'core.time.Clock'; a feature's tokens are
 * 'features.<featureId>.<Name>' wherever they sit in its folder. The name shows up in container errors
 * (a token bound twice names both binders), so it says where to look.
 */
const ROOT = join(__dirname, '../..');
const files = execSync(
  'git ls-files -- "core/*.ts" "ui/*.ts" "ui/*.tsx" "adapters/*.ts" "app/*.ts" "features/*.ts" "features/*.tsx"',
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && !/\.(test|stories)\.tsx?$/.test(file));

function expectedPrefix(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'features') return `features.${parts[1]}.`;
  return `${parts[0]}.${parts[1]}.`;
}

describe('service tokens', () => {
  it("are named '<layer>.<area>.<Name>' after the folder that declares them ('features.<id>.<Name>' in a feature)", () => {
    const wrong: string[] = [];
    const seen = new Map<string, string>();
    for (const file of files) {
      for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(
        /\btoken<[\s\S]*?>\(\s*'([^']+)'\s*,?\s*\)/g,
      )) {
        const name = match[1]!;
        const prefix = expectedPrefix(file);
        if (!name.startsWith(prefix) || !/^[A-Z]\w*$/.test(name.slice(prefix.length)))
          wrong.push(`${file}: '${name}' (expected '${prefix}<Name>')`);
        if (seen.has(name)) wrong.push(`${file}: '${name}' is also declared in ${seen.get(name)}`);
        seen.set(name, file);
      }
    }
    expect(wrong).toEqual([]);
    expect(seen.size).toBeGreaterThan(40);
  });
});
