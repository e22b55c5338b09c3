import { StorageRememberedPolicies } from './StorageRememberedPolicies';

const OWNER = { userId: 'u', psaId: 'acme-cw', companyId: 'co1' };
const POLICIES = { showVerificationBannerOnMount: true, verificationBannerText: 'Verify <b>every</b> caller.' };

describe('StorageRememberedPolicies', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the answer across instances (a new page) and forgets it on null', () => {
    new StorageRememberedPolicies(() => localStorage).write(OWNER, POLICIES);
    const again = new StorageRememberedPolicies(() => localStorage);
    expect(again.read(OWNER)).toEqual(POLICIES);
    again.write(OWNER, null);
    expect(again.read(OWNER)).toBeNull();
    expect(localStorage.getItem('companyPolicies')).toBeNull();
  });

  it('keeps the text of the banner an owner closed, apart from the answer and per owner', () => {
    const remembered = new StorageRememberedPolicies(() => localStorage);
    expect(remembered.readClosed(OWNER)).toBeNull();
    remembered.writeClosed(OWNER, POLICIES.verificationBannerText);
    const again = new StorageRememberedPolicies(() => localStorage);
    expect(again.readClosed(OWNER)).toBe(POLICIES.verificationBannerText);
    expect(again.readClosed({ ...OWNER, userId: 'other' })).toBeNull();
    expect(again.read(OWNER)).toBeNull();
    localStorage.setItem('companyPoliciesClosed', JSON.stringify({ [JSON.stringify(['u', 'acme-cw', 'co1'])]: 7 }));
    expect(again.readClosed(OWNER)).toBeNull();
  });

  it('ignores what it cannot read (hand-edited or another shape)', () => {
    localStorage.setItem('companyPolicies', '{not json');
    expect(new StorageRememberedPolicies(() => localStorage).read(OWNER)).toBeNull();
    localStorage.setItem(
      'companyPolicies',
      JSON.stringify({ [JSON.stringify(['u', 'acme-cw', 'co1'])]: { verificationBannerText: 1 } }),
    );
    expect(new StorageRememberedPolicies(() => localStorage).read(OWNER)).toBeNull();
  });

  it('keeps the 50 most recent companies', () => {
    const remembered = new StorageRememberedPolicies(() => localStorage);
    for (let i = 0; i < 51; i += 1) remembered.write({ ...OWNER, companyId: `co${i}` }, POLICIES);
    expect(remembered.read({ ...OWNER, companyId: 'co0' })).toBeNull();
    expect(remembered.read({ ...OWNER, companyId: 'co50' })).toEqual(POLICIES);
  });

  it('keeps nothing and throws nothing where the browser refuses storage', () => {
    const refused = new StorageRememberedPolicies(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    refused.write(OWNER, POLICIES);
    expect(refused.read(OWNER)).toBeNull();
  });
});
