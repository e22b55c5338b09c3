/** @jest-environment node */
import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';

const registry = new PsaRegistry(psaDescriptors);

/** The external entry route's `psa` values (spec section 2) and the pod page each must open. */
const SPEC_ENTRY_NAMES: Array<[string, string, string]> = [
  ['ConnectWise', 'ConnectWise', 'connectwise'],
  ['Autotask', 'Autotask', 'autotask'],
  ['Halo Service Desk', 'Halo', 'halo'],
  ['Kaseya', 'Kaseya', 'kaseya'],
  ['SyncroMsp', 'SyncroMSP', 'syncro'],
  ['SuperOps', 'SuperOps', 'superOps'],
  ['Zendesk', 'Zendesk', 'zendesk'],
  ['Microsoft 365', 'Microsoft', 'microsoft365'],
  ['ImportIntegration', 'ImportIntegration', 'importintegration'],
  ['FreshService', 'FreshService', 'freshservice'],
];

describe('external entry names resolve through the registry', () => {
  it.each(SPEC_ENTRY_NAMES)('%s -> %s at /pod/%s', (name, type, slug) => {
    expect(registry.byEntryName(name)).toMatchObject({ type, slug });
  });

  it('matches ignoring case and spaces, and knows nothing else', () => {
    expect(registry.byEntryName('halo service desk')?.type).toBe('Halo');
    expect(registry.byEntryName('Microsoft365')?.slug).toBe('microsoft365');
    expect(registry.byEntryName('toString')).toBeNull();
    expect(registry.byEntryName('Jira')).toBeNull();
    expect(registry.byEntryName('')).toBeNull();
  });
});
