import type { Contact } from '../contact/Contact';
import type { PodScreen } from '../psa/podQuery';
import type { PsaDescriptor } from '../psa/PsaDescriptor';

/**
 * Where a feature page is opened (spec section 3's Configuration): the pod's PSA, its ticket or
 * contact, and the contact the pod shows. Outside a pod (the home page) `psa` is null.
 */
export interface FeaturePodContext {
  psa: PsaDescriptor | null;
  psaId: string | null;
  /** The screen the PSA shows (contact for PSAs without ticket lookups). */
  screen: PodScreen;
  /** The ticket on ticket and project_ticket screens; null on a contact screen. */
  ticket: { id: string; number: string } | null;
  /** The contact's company (also known for a ticket with no contact); null until the record loaded. */
  company: { id: string; name: string } | null;
  /** The contact the pod shows (the ticket's, or the one the technician picked); null when none. */
  contact: Contact | null;
  /** False while the pod's record is still loading. */
  ready: boolean;
  /**
   * Why the pod's record could not be loaded (not found, the PSA's error): feature pages say so
   * instead of waiting for a record that will not come. Null or absent while loading or ready.
   */
  unavailable?: { title: string; message: string } | null;
  /** True when `contact` is the ticket's own contact (always on a contact screen). @default false */
  isTicketContact?: boolean;
  /** Hands the pod a contact that changed (e.g. a verification was recorded) so its card shows it. */
  onContactChange?(contact: Contact): void;
}
