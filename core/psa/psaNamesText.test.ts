import { PsaRegistry } from './PsaRegistry';
import type { PsaDescriptor } from './PsaDescriptor';
import { namesOfPsasThatSupport } from './psaNamesText';

const psa = (title: string, quickTicket: boolean) =>
  ({ title, supports: { quickTicket, clientPortalChats: !quickTicket } }) as unknown as PsaDescriptor;

describe('the PSAs a sentence names, read from the registry', () => {
  it('names each PSA that supports the capability, in registry order, as a sentence lists them', () => {
    const registry = new PsaRegistry([psa('One Desk', true), psa('Two', false), psa('Three', true), psa('Four', true)]);
    expect(namesOfPsasThatSupport(registry, 'quickTicket')).toBe('One Desk, Three or Four');
    expect(namesOfPsasThatSupport(registry, 'clientPortalChats')).toBe('Two');
    expect(namesOfPsasThatSupport(new PsaRegistry([psa('A', true), psa('B', true)]), 'quickTicket')).toBe('A or B');
  });

  it('says "a PSA that supports it" when none does, rather than an empty name', () => {
    expect(namesOfPsasThatSupport(new PsaRegistry([psa('Two', false)]), 'quickTicket')).toBe('a PSA that supports it');
  });
});
