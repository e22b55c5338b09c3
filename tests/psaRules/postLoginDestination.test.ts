import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { emptyPodContext } from '@core/session/PodContext';
import { postLoginDestination } from '@core/auth/postLoginDestination';

const context = (patch: Partial<typeof emptyPodContext>) => ({ ...emptyPodContext, ...patch });

describe('postLoginDestination', () => {
  it.each([
    ['nothing remembered', context({}), '/home'],
    [
      'ConnectWise with psaId, ticket and screen',
      context({ psa: 'ConnectWise', psaId: 'cw 1', ticketId: '7', screen: 'contact' }),
      '/pod/connectwise/cw%201?ticketId=7&screen=contact',
    ],
    ['ConnectWise without psaId falls through', context({ psa: 'ConnectWise', returnPath: '/pod/x' }), '/pod/x'],
    [
      'Halo keeps only the ticket',
      context({ psa: 'Halo', psaId: 'h-1', ticketId: '3', screen: 'ticket' }),
      '/pod/halo/h-1?ticketId=3',
    ],
    ['Halo without a ticket', context({ psa: 'Halo', psaId: 'h-1' }), '/pod/halo/h-1'],
    [
      'other PSAs use the return path',
      context({ psa: 'Autotask', psaId: 'a-1', returnPath: '/pod/autotask/a-1?ticketId=9' }),
      '/pod/autotask/a-1?ticketId=9',
    ],
    ['an off-origin return path is refused', context({ returnPath: '//evil.example/steal' }), '/home'],
    ['an absolute URL return path is refused', context({ returnPath: 'https://evil.example/' }), '/home'],
  ])('%s', (_name, input, expected) => {
    expect(postLoginDestination(input, new PsaRegistry(psaDescriptors))).toBe(expected);
  });
});
