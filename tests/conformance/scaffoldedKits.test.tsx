import '../scripts/scaffoldProof/withScaffoldedRegistries';
import { join } from 'node:path';
import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { FEATURE_IDS } from '@core/features/Feature';
import { featureModules } from '@features/registry';
import { featureSandboxes } from '@features/sandboxRegistry';
import { featureTestKits } from '@features/testKitRegistry';
import { PROBE } from '../scripts/scaffoldProof/scaffolded';
import { probe, scaffoldedOnce } from '../scripts/scaffoldProof/scaffoldedOnce';
import { setupSandboxServer } from '../support/sandboxServer';
import { descriptorProblems } from './descriptorProblems';
import { folderProblems } from './featureProblems';
import { runFeatureConformance, runFeatureSandboxConformance } from './runFeatureConformance';
import { runPsaConformance } from './runPsaConformance';

/*
 * The conformance kits, in this process, on what `npm run new:psa` and `npm run new:feature` generate (into a
 * temporary folder, tests/scripts/scaffoldProof/): the registries, the page identifiers and the contract are
 * the tree's with the scaffolds' additions, as their registry lines add them (those lines' types are checked
 * by tests/scripts/scaffoldsTypeCheck.test.ts). Nothing is written into the tree.
 */
const { sandbox, server } = setupSandboxServer();
const descriptor = probe.descriptor();
const featureModule = probe.module();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the scaffolds’ PSA and feature, each registered as their lines add them', () => {
  it('are listed: the PSA in the registry, the feature in the three registries and the page identifiers', () => {
    expect(psaDescriptors.at(-1)).toBe(descriptor);
    expect(featureModules.at(-1)).toBe(featureModule);
    expect([FEATURE_IDS.at(-1), featureSandboxes.at(-1)?.id, featureTestKits.at(-1)?.id]).toEqual(
      Array(3).fill(PROBE.featureId),
    );
  });

  it('the scaffolds’ registry lines add exactly these values', () => {
    const text = (path: string) => scaffoldedOnce().files.get(path) ?? '';
    expect(text('adapters/psa/registry.ts')).toMatch(/^\s+probeDeskPsa,$/m);
    expect(text('features/registry.ts')).toMatch(/^\s+probeNotesModule,$/m);
    expect(text('features/sandboxRegistry.ts')).toMatch(/^\s+probeNotesSandbox,$/m);
    expect(text('features/testKitRegistry.ts')).toMatch(/^\s+probeNotesTestKit,$/m);
    expect(text('core/features/Feature.ts')).toMatch(/^\s+'probeNotes',$/m);
  });

  it('the descriptor and the feature folder have no problem the kits name', () => {
    expect(descriptorProblems(PROBE.psaFolder, descriptor)).toEqual([]);
    expect(folderProblems(PROBE.featureId, join(scaffoldedOnce().dir, 'features'))).toEqual([]);
  });
});

runPsaConformance(descriptor as Parameters<typeof runPsaConformance>[0], {
  registry: new PsaRegistry(psaDescriptors),
  sandbox: () => sandbox,
  server,
});
runFeatureConformance(featureModule as Parameters<typeof runFeatureConformance>[0], { sandbox: () => sandbox, server });
runFeatureSandboxConformance(probe.sandbox() as Parameters<typeof runFeatureSandboxConformance>[0], {
  sandbox: () => sandbox,
});
