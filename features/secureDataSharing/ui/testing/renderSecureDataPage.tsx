import type { Container } from 'inversify';
import { bindOn } from '../../../../app/bindings/Binder';
import type { Contact } from '../../../../core/contact/Contact';
import type { FeaturePodContext } from '../../../../core/features/FeaturePodContext';
import { ManualClock } from '../../../../core/testing/ManualClock';
import { RecordingNotifier } from '../../../../core/testing/RecordingNotifier';
import { ClockToken } from '../../../../core/time/Clock';
import { ShellNotifierToken } from '../../../../core/toasts/ShellNotifier';
import { renderWithServices } from '../../../../tests/support/renderWithServices';
import { secureDataSharingBindings } from '../../bindings';
import { SecureDataPage } from '../SecureDataPage';

/** The pod context of an acme-cw ticket (or, with ticket null, a contact screen). */
export function podFor(contact: Contact | null, ticket: { id: string; number: string } | null = { id: '1002', number: 'T1002' }): FeaturePodContext {
  return {
    psa: null,
    psaId: 'acme-cw',
    screen: ticket ? 'ticket' : 'contact',
    ticket,
    company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
    contact,
    ready: true,
  };
}

/** Renders the page with the app's container, the feature's bindings, a manual clock for polling and recorded shell toasts. */
export function renderSecureDataPage(pod: FeaturePodContext, configure?: (container: Container) => void) {
  const clock = new ManualClock(Date.now());
  const shellToasts = new RecordingNotifier();
  const view = renderWithServices(<SecureDataPage pod={pod} />, (container) => {
    secureDataSharingBindings(bindOn(container));
    container.rebind(ClockToken).toConstantValue(clock);
    container.rebind(ShellNotifierToken).toConstantValue(shellToasts);
    configure?.(container);
  });
  return { ...view, clock, shellToasts };
}
