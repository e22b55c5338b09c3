import type { Clock, Contact, Notifier, RealtimeHub } from '@features/api/core';
import type { FeatureSignals } from '@features/api/ui';
import type { ApprovalApi } from '../core/approval/ApprovalApi';
import type { CallStates } from '../core/CallState';
import type { VerificationContext } from '../core/VerificationContext';
import type { VerificationService } from '../core/VerificationService';

/** What the verification panel's store is made with (bound by the feature, plus what the panel adds live). */
export interface VerificationStoreDeps {
  service: VerificationService;
  /** Manager approval of a held verification (asked, followed, answered elsewhere). */
  approvals: ApprovalApi;
  clock: Clock;
  notifier: Notifier;
  /** Null when no realtime hub is bound: pushes and links are then followed by polling alone. */
  hub: RealtimeHub | null;
  /** Where the card and the sidebar read the contact's standing; null in a panel shown alone. */
  signals: FeatureSignals | null;
  /** Where calls in progress are kept for a reload or a second tab; null keeps nothing. */
  calls: CallStates | null;
  /** The signed-in technician (calls are kept per technician); null keeps nothing. */
  userId: string | null;
  /** Told every time the contact changes (a verification was recorded). */
  onContactChange(contact: Contact): void;
}

/** What the panel adds when it makes its store: the hub if one is bound, and who hears of contact changes. */
export type VerificationStoreLive = Pick<VerificationStoreDeps, 'hub' | 'onContactChange'>;

/** What the panel passes to make its store: the contact, the pod around it, and what it adds live. */
export interface VerificationStoreArgs {
  contact: Contact;
  context: VerificationContext;
  live: VerificationStoreLive;
}
