import { type Contact, type RealtimeHub, RealtimeHubToken, token } from '@features/api/core';
import { type FeaturePageProps, type PageStoreFactory, useOptionalService, usePageStore } from '@features/api/ui';
import { verificationContextOf, type VerificationContext } from '../core/VerificationContext';
import type { ContactStanding } from './ContactStanding';

/** What the watcher passes to a new standing: the pod's contact and context, the hub when bound. */
export interface StandingArgs {
  contact: Contact;
  context: VerificationContext;
  hub: RealtimeHub | null;
  onContactChange(contact: Contact): void;
}

export const ContactStandingFactoryToken = token<PageStoreFactory<StandingArgs, ContactStanding>>(
  'features.endUserVerification.ContactStandingFactory',
);

/**
 * The contact's standing while End User Verification's page is not on screen: it reads the backend's records
 * and failures and publishes the card's tag and the sidebar's dot, so both show from the first pod open.
 * Renders nothing; the panel runs its own standing when it is open.
 */
export function StandingWatcher({ pod }: FeaturePageProps) {
  const context = verificationContextOf(pod);
  if (!pod.contact || !context) return null;
  return <Watch contact={pod.contact} context={context} onContactChange={pod.onContactChange} />;
}

function Watch({
  contact,
  context,
  onContactChange,
}: {
  contact: Contact;
  context: VerificationContext;
  onContactChange?: (contact: Contact) => void;
}) {
  const hub = useOptionalService(RealtimeHubToken) ?? null;
  usePageStore(
    ContactStandingFactoryToken,
    { contact, context, hub, onContactChange: (c: Contact) => onContactChange?.(c) },
    [contact.id, context.psaId, context.ticketId],
  );
  return null;
}
