import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { execSync } from 'node:child_process';

/*
 * Imports that leave their area (a top-level folder, or one feature's folder) use the path aliases
 * (`@core/…`, `@ui/…`, `@features/…`; tsconfig.json sets them once), never `../../../`. Vite and Storybook
 * load their own configs without them, and jest its global setup, so the files those load stay relative: they are
 * listed here. The header policy reads the PSA registry, so Vite's config loads the descriptors too: their
 * type-only imports are erased before anything is resolved, a value import through an alias would stop the build.
 * The pod's boot script's table is built from the registry the same way (adapters/http/podEarlyCalls.ts).
 */
const ROOT = join(__dirname, '../..');
const CONFIG_GRAPH = [
  /^vite\.config\.ts$/,
  /^\.storybook\/main\.ts$/,
  /^scripts\/vite\//,
  /^scripts\/deploy\//,
  /^adapters\/psa\//,
  /^adapters\/http\/podEarlyCalls\.ts$/,
  /^sandbox\/host\/sandboxVitePlugin\.ts$/,
  /^sandbox\/contract\/sandboxPaths\.ts$/,
  /^tests\/setup\/browserBroker/,
];
const ALIASES: Record<string, string> = {
  core: '@core',
  ui: '@ui',
  adapters: '@adapters',
  app: '@app',
  features: '@features',
  sandbox: '@sandbox',
  tests: '@tests',
  contract: '@contract',
  scripts: '@scripts',
  '.storybook': '@storybook-host',
};

function areaOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '.';
}

const files = execSync('git ls-files -- "*.ts" "*.tsx"', { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const SPECIFIER =
  /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]|jest\.(?:mock|requireActual)\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

describe('import paths', () => {
  it('an import that leaves its area uses a path alias (the files Vite and Storybook load for their configs excepted)', () => {
    const climbing: string[] = [];
    for (const file of files) {
      if (CONFIG_GRAPH.some((pattern) => pattern.test(file))) continue;
      for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(SPECIFIER)) {
        const specifier = (match[1] ?? match[2])!;
        const target = normalize(join(dirname(file), specifier));
        const alias = ALIASES[target.split('/')[0]!];
        if (alias && areaOf(target) !== areaOf(file)) climbing.push(`${file}: '${specifier}' (use ${alias}/…)`);
      }
    }
    expect(climbing).toEqual([]);
  });

  it('the files Vite, Storybook and jest load for their configs import nothing through an alias (their loaders cannot resolve them; type-only imports are erased)', () => {
    const aliased = files
      .filter((file) => CONFIG_GRAPH.some((pattern) => pattern.test(file)))
      .filter((file) => !/\.(test|stories)\.tsx?$/.test(file))
      .filter((file) =>
        /^(?:import|export)\s+(?!type\s)[^;]*?from\s+['"]@(core|ui|adapters|app|features|sandbox|tests|contract|scripts|storybook-host)\//m.test(
          readFileSync(join(ROOT, file), 'utf8'),
        ),
      );
    expect(aliased.map((file) => relative(ROOT, join(ROOT, file)))).toEqual([]);
  });
});
