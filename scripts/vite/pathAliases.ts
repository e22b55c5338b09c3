import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The path aliases (`@core/…`, `@ui/…`) as Vite's `resolve.alias` entries, read from tsconfig.json,
 * where they are set once. For Storybook's build: its merged Vite config does not resolve them from
 * tsconfig.json for every kind of import (a stylesheet among them).
 */
export function pathAliases(root: string): Array<{ find: RegExp; replacement: string }> {
  const { paths } = JSON.parse(readFileSync(resolve(root, 'tsconfig.json'), 'utf8')).compilerOptions as {
    paths: Record<string, string[]>;
  };
  return Object.entries(paths).map(([alias, [target]]) => ({
    find: new RegExp(`^${alias.replace('/*', '/')}`),
    replacement: `${resolve(root, target!.replace('/*', ''))}/`,
  }));
}
