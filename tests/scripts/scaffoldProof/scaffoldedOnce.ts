import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROBE, REPO_ROOT, scaffoldIntoTemp, type Scaffolded } from './scaffolded';

/*
 * One scaffold run per test file, shared by the file's module mocks (they run when a module first imports a
 * registry) and its tests. The generated modules are loaded from the temporary folder; their imports of the
 * project resolve to the tree through the path aliases.
 */
let once: Scaffolded | null = null;

export function scaffoldedOnce(): Scaffolded {
  return (once ??= scaffoldIntoTemp());
}

/** A value the scaffolds generated, by its file's path in the repository and its export's name. */
export function generated<T>(path: string, name: string): T {
  // The generated files exist only once the scaffolds ran, so they cannot be static imports.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const value = (require(join(scaffoldedOnce().dir, path)) as Record<string, unknown>)[name];
  if (value === undefined) throw new Error(`${path} exports no ${name}`);
  return value as T;
}

/** The generated feature's and PSA's values, as the scaffolds' registry lines add them. */
export const probe = {
  descriptor: () => generated(PROBE.psaFile, 'probeDeskPsa'),
  module: () => generated(`features/${PROBE.featureId}/module.ts`, `${PROBE.featureId}Module`),
  sandbox: () =>
    generated(`features/${PROBE.featureId}/sandbox/${PROBE.featureId}Sandbox.ts`, `${PROBE.featureId}Sandbox`),
  testKit: () =>
    generated(`features/${PROBE.featureId}/testing/${PROBE.featureId}TestKit.ts`, `${PROBE.featureId}TestKit`),
};

export const REPO_CONTRACT = join(REPO_ROOT, 'contract');

/**
 * The contract folder as the scaffolds leave it: the documents they edited (openapi.yaml), the tree's others.
 * (Imports nothing of contract/tools: a test file mocks the documents' reader with this.)
 */
export function contractAfterScaffolds(): string {
  const folder = join(scaffoldedOnce().dir, 'contract');
  for (const name of readdirSync(REPO_CONTRACT).filter((file) => file.endsWith('.yaml')))
    if (!existsSync(join(folder, name))) copyFileSync(join(REPO_CONTRACT, name), join(folder, name));
  return folder;
}
