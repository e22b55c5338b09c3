import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { shouldFetchPolicies } from '@core/policies/CompanyPolicies';

const psas = new PsaRegistry(psaDescriptors);

describe('shouldFetchPolicies', () => {
  it.each([
    ['ConnectWise', 'acme-cw', 'co1', true],
    ['Halo', 'acme-halo', 'co1', true],
    [null, 'acme-cw', 'co1', true],
    ['SuperOps', 'acme-superops', 'co1', false],
    ['ConnectWise', null, 'co1', false],
    ['ConnectWise', 'acme-cw', null, false],
    ['ConnectWise', '', 'co1', false],
    ['ConnectWise', 'acme-cw', '', false],
  ])('psa %s, psaId %s, companyId %s -> %s', (psa, psaId, companyId, expected) => {
    expect(shouldFetchPolicies(psas.byType(psa), psaId, companyId)).toBe(expected);
  });
});
