import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { planFeature } from '@scripts/scaffold/newFeature';
import { planPsa } from '@scripts/scaffold/newPsa';
import { withContractBundle } from '@scripts/scaffold/contractBundleEdit';
import { filesAfter, filesUnder, type RepoFiles, type ScaffoldPlan } from '@scripts/scaffold/ScaffoldPlan';

/** This repository's root: what the scaffolds read, and what the generated files are checked against. */
export const REPO_ROOT = resolve(__dirname, '../../..');

/**
 * What the proof scaffolds. Not the docs' examples ("Acme Desk", acmeNotes): a newcomer who tried those in
 * their tree still passes.
 */
export const PROBE = {
  psaName: 'Probe Desk',
  psaFolder: 'adapters/psa/probedesk',
  psaFile: 'adapters/psa/probedesk/probeDeskPsa.ts',
  /** Where its pods are framed (the scaffold's --frame-host; without one the kit fails, as it should). */
  frameHost: 'https://*.probedesk.example',
  featureId: 'probeNotes',
  featureTitle: 'Probe Field Notes',
} as const;

/** The repository as it would be after the plan, in memory. */
export const treeAfter = filesAfter;

export interface Scaffolded {
  /** The temporary folder: every file either scaffold created or edited, at its path in the repository. */
  dir: string;
  psa: ScaffoldPlan;
  feature: ScaffoldPlan;
  /** Path in the repository -> the text the scaffolds leave there (the feature's edits after the PSA's). */
  files: ReadonlyMap<string, string>;
}

/**
 * `npm run new:psa -- "Probe Desk" --frame-host …` then `npm run new:feature -- probeNotes --title …`, as the
 * commands plan them against this repository (the feature's plan reads the tree the PSA's left), written into
 * a temporary folder instead of the tree (with a link to the tree's node_modules). `files` reads the repository (a test may hand it a broken template).
 */
export function scaffoldIntoTemp(files: RepoFiles = filesUnder(REPO_ROOT)): Scaffolded {
  // As runScaffold does: each plan with the contract bundled again from the parts it writes.
  const psa = withContractBundle(files, planPsa(files, PROBE.psaName, { frameHosts: [PROBE.frameHost] }), REPO_ROOT);
  const afterPsa = filesAfter(files, psa);
  const feature = withContractBundle(afterPsa, planFeature(afterPsa, PROBE.featureId, PROBE.featureTitle), REPO_ROOT);
  const written = new Map<string, string>();
  for (const file of [...psa.creates, ...psa.edits, ...feature.creates, ...feature.edits])
    written.set(file.path, file.content);
  const dir = mkdtempSync(join(tmpdir(), 'scaffolded-'));
  for (const [path, content] of written) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  // The generated files import packages by name: from the temporary folder they find the tree's.
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // A PSA's descriptor reaches core/ by a relative path (Vite's config loads it and cannot resolve aliases).
  mkdirSync(join(dir, 'core'), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'core/psa'), join(dir, 'core/psa'), 'dir');
  return { dir, psa, feature, files: written };
}
