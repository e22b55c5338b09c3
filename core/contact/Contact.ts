/** A way to reach a contact (spec section 3: Name, Type, Value, IsVerified). */
export interface CommunicationItem {
  name: string;
  type: 'email' | 'phone';
  value: string;
  isVerified: boolean;
}

import type { CallerRequest } from './CallerRequest';

/** One line of a contact's verification history (spec section 3), newest first in a Contact. */
export interface HistoryEntry {
  /** ISO timestamp. */
  date: string;
  /** The value that was verified (a phone number or an email address). */
  item: string;
  /** How: the validation type, e.g. SMS, Email, Duo push, Microsoft push. */
  type: string;
  /** The technician who verified. */
  inspector: string;
  notes: string;
  isRevoked: boolean;
  /** What the caller asked for when this check was made (a project addition; absent on older entries). */
  request?: CallerRequest | null;
  /**
   * The call this check belonged to (a project addition): checks of one call share it, so a two-method
   * verification (SMS code, then Duo push) shows as one group. Absent on older entries.
   */
  callId?: string | null;
}

/** Opt-in status values are not shown by the spec; unknown values are kept as 'Unknown'. */
export type OptedStatus = 'OptedIn' | 'OptedOut' | 'Unknown';

/** The contact of a ticket or the contact screen, mapped from a pod record (spec section 3). */
export interface Contact {
  id: string;
  companyId: string;
  companyName: string;
  name: string;
  phone: string | null;
  email: string | null;
  isVerified: boolean;
  optedStatus: OptedStatus;
  msTenantHasOnboarded: boolean;
  communicationItems: CommunicationItem[];
  history: HistoryEntry[];
}
