import { FEATURE_IDS } from '@core/features/Feature';
import { featureModules } from '@features/registry';
import { featureSandboxes } from '@features/sandboxRegistry';
import { featureTestKits } from '@features/testKitRegistry';
import { setupSandboxServer } from '../support/sandboxServer';
import { featureFolders, folderProblems, moduleProblems } from './featureProblems';
import { runFeatureConformance, runFeatureSandboxConformance } from './runFeatureConformance';

/*
 * The feature conformance kit: what every feature must do, for each folder under features/ and each
 * module in features/registry.ts. The browser half (320 px and full width in
 * Chromium) is tests/e2e/features.e2e.test.ts.
 */
const { sandbox, server } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('every feature folder is complete and registered', () => {
  it.each(featureFolders().map((name) => [`features/${name}`, name]))('%s', (_where, name) => {
    expect(folderProblems(name)).toEqual([]);
  });

  it('the registry has one module per page identifier of spec section 2, in sidebar order', () => {
    expect(featureModules.map((m) => m.id)).toEqual([...FEATURE_IDS]);
    for (const module of featureModules)
      expect(moduleProblems(`features/registry.ts: ${module.id}`, module)).toEqual([]);
  });

  it('sandbox parts have one registry line each', () => {
    const ids = featureSandboxes.map((s) => s.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(FEATURE_IDS).toContain(id);
  });

  it('test kits have one registry line each, for a registered feature', () => {
    const ids = featureTestKits.map((kit) => kit.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !featureModules.some((m) => m.id === id))).toEqual([]);
  });
});

for (const module of featureModules) runFeatureConformance(module, { sandbox: () => sandbox, server });
for (const part of featureSandboxes) runFeatureSandboxConformance(part, { sandbox: () => sandbox });
