import { isPsaTypeName, psaTypeName, psaTypeNumber } from './PsaType';

describe('PSA type names and numbers (spec section 3)', () => {
  it.each([
    ['ConnectWise', 0], ['Autotask', 1], ['Kaseya', 2], ['ServiceNow', 3], ['SyncroMSP', 4], ['Halo', 5],
    ['Zendesk', 6], ['SuperOps', 7], ['Microsoft', 8], ['ImportIntegration', 9], ['FreshService', 10],
  ] as const)('%s is %i both ways', (name, value) => {
    expect(psaTypeNumber(name)).toBe(value);
    expect(psaTypeName(value)).toBe(name);
  });
  it('knows no 11 and no lowercase names', () => {
    expect(psaTypeName(11)).toBeNull();
    expect(isPsaTypeName('connectwise')).toBe(false);
    expect(isPsaTypeName('toString')).toBe(false);
  });
});
