import { psaDescriptors } from '@adapters/psa/registry';
import { workToResume } from '@core/auth/workToResume';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { emptyPodContext } from '@core/session/PodContext';

const psas = new PsaRegistry(psaDescriptors);
const context = (patch: Partial<typeof emptyPodContext>) => ({ ...emptyPodContext, ...patch });

describe('workToResume (the sign-in screen after a session ended)', () => {
  it.each([
    [
      'a ticket',
      context({ psa: 'ConnectWise', psaId: 'acme-cw', ticketId: '1001', screen: 'ticket' }),
      'ticket 1001 in ConnectWise',
    ],
    [
      'a contact',
      context({ psa: 'Halo', psaId: 'acme-halo', ticketId: 'c-7', screen: 'contact' }),
      'contact c-7 in Halo Service Desk',
    ],
    [
      'a project ticket',
      context({ psa: 'ConnectWise', psaId: 'acme-cw', ticketId: '5', screen: 'project_ticket' }),
      'project ticket 5 in ConnectWise',
    ],
    ['a pod without an id', context({ psa: 'Autotask', psaId: 'acme-at' }), 'your Autotask page'],
    ['nothing remembered', context({}), null],
    ['an unknown PSA', context({ psa: 'Nope', psaId: 'x', ticketId: '1' }), null],
  ])('%s', (_case, pod, expected) => {
    expect(workToResume(pod, psas)).toBe(expected);
  });
});
