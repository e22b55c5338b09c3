import { shouldFetchPolicies } from './CompanyPolicies';

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
    expect(shouldFetchPolicies(psa, psaId, companyId)).toBe(expected);
  });
});
