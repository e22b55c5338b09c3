// @ts-expect-error: a plain .mjs script without type declarations.
import { lockedDependencyDifferences } from '@scripts/setup/lockedDependencies.mjs';

const lock = {
  packages: {
    '': { name: 'tech-addon' },
    'node_modules/react': { version: '19.3.1' },
    'node_modules/jest': { version: '30.0.0', dev: true },
    'node_modules/@esbuild/aix-ppc64': { version: '0.25.0', optional: true },
    'node_modules/fsevents': { version: '2.3.3', devOptional: true },
  },
};

describe('whether `npm start` and `npm test` must install the locked dependencies', () => {
  it('installs when nothing is installed', () => {
    expect(lockedDependencyDifferences(lock, null)).toEqual(['node_modules']);
  });

  // A new worktree sharing node_modules wrote package-lock.json after the install: its newer file time made
  // `npm start` run `npm ci`, which emptied the shared node_modules under every other checkout.
  it('installs nothing when what is installed matches the lockfile, whatever the files’ times', () => {
    const installed = {
      packages: { 'node_modules/react': { version: '19.3.1' }, 'node_modules/jest': { version: '30.0.0' } },
    };
    expect(lockedDependencyDifferences(lock, installed)).toEqual([]);
  });

  it('names a package at another version, and one the lockfile added', () => {
    const installed = { packages: { 'node_modules/react': { version: '19.2.0' } } };
    expect(lockedDependencyDifferences(lock, installed)).toEqual(['node_modules/react', 'node_modules/jest']);
  });
});
