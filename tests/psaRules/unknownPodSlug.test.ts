import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { unknownPodSlug } from '@core/psa/unknownPodSlug';

const psas = new PsaRegistry(psaDescriptors);

describe('unknownPodSlug', () => {
  it.each([
    ['/pod/acmepsa/x-1', 'acmepsa'],
    ['/widget/nope/x', 'nope'],
    ['/pod/Connect%20Wise/x', 'Connect Wise'],
    ['/pod/connectwise/acme-cw', null],
    ['/pod/superOps', null], // known PSA, incomplete address
    ['/login', null],
    ['/no/such/page', null],
  ])('%s -> %s', (path, expected) => {
    expect(unknownPodSlug(path, psas)).toBe(expected);
  });
});
