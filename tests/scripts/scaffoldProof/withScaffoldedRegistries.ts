import { rmSync } from 'node:fs';
import { scaffoldedOnce } from './scaffoldedOnce';

/*
 * Imported first by a test file: the tree's registries, page identifiers and contract with what the scaffolds
 * add (their values loaded from the temporary folder they generated into), as their lines add them. The
 * folder is removed when the file ends.
 */
jest.mock('@adapters/psa/registry', () => {
  const actual = jest.requireActual('@adapters/psa/registry');
  const { probe } = jest.requireActual('./scaffoldedOnce');
  return { ...actual, psaDescriptors: [...actual.psaDescriptors, probe.descriptor()] };
});
jest.mock('@core/features/Feature', () => {
  const actual = jest.requireActual('@core/features/Feature');
  const { PROBE } = jest.requireActual('./scaffolded');
  // The module's own look-up reads its own list: the new id is named by the scaffold's line only.
  const featureIdNamed = (name: string) => actual.featureIdNamed(name) ?? (name === PROBE.featureId ? name : null);
  return { ...actual, FEATURE_IDS: [...actual.FEATURE_IDS, PROBE.featureId], featureIdNamed };
});
jest.mock('@features/registry', () => {
  const actual = jest.requireActual('@features/registry');
  const { probe } = jest.requireActual('./scaffoldedOnce');
  return { ...actual, featureModules: [...actual.featureModules, probe.module()] };
});
jest.mock('@features/sandboxRegistry', () => {
  const actual = jest.requireActual('@features/sandboxRegistry');
  const { probe } = jest.requireActual('./scaffoldedOnce');
  return { ...actual, featureSandboxes: [...actual.featureSandboxes, probe.sandbox()] };
});
jest.mock('@features/testKitRegistry', () => {
  const actual = jest.requireActual('@features/testKitRegistry');
  const { probe } = jest.requireActual('./scaffoldedOnce');
  return { ...actual, featureTestKits: [...actual.featureTestKits, probe.testKit()] };
});
jest.mock('@contract/tools/contractDocuments', () => {
  const actual = jest.requireActual('@contract/tools/contractDocuments');
  const { REPO_CONTRACT, contractAfterScaffolds } = jest.requireActual('./scaffoldedOnce');
  const { resolve } = jest.requireActual('node:path');
  return {
    ...actual,
    readContractDocuments: (folder: string) =>
      actual.readContractDocuments(resolve(folder) === REPO_CONTRACT ? contractAfterScaffolds() : folder),
  };
});

afterAll(() => rmSync(scaffoldedOnce().dir, { recursive: true, force: true }));
