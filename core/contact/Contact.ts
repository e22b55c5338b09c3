/** A way to reach a contact (spec section 3: Name, Type, Value, IsVerified). */
export interface CommunicationItem {
  name: string;
  type: 'email' | 'phone';
  value: string;
  isVerified: boolean;
  /**
   * The backend knows other contacts of the company use this number (an office's main line): a code
   * sent there proves nothing about who answers. A project addition; absent means not known to be shared.
   */
  isShared?: boolean;
  /**
   * The PSA named this number's type other than a phone: a fax line, or a type the product does not know. It is
   * shown as it came, and no code or link goes there (with the reason). Absent: a phone as the PSA says.
   */
  lineKind?: 'fax' | 'other';
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
  /**
   * Where and by whom the check was made (project additions, absent on older entries): the ticket's id
   * and number (null for a check made from a contact screen) and the technician's user id. A
   * verification counts as green only on the ticket and for the technician it was made by.
   */
  ticketId?: string | null;
  ticketNumber?: string | null;
  inspectorId?: string | null;
  /** The manager who approved the verification, when the tenant's policy asked for one (a project addition). */
  approvedBy?: string | null;
  /**
   * The manager's answer, when the tenant's policy held the verification: who, which way, why and when (a
   * project addition). A denied check is in the history as revoked, with the denial.
   */
  approval?: HistoryApproval | null;
}

/** A manager's answer on a history entry. */
export interface HistoryApproval {
  by: string;
  decision: 'approve' | 'deny';
  reason: string;
  /** ISO timestamp. */
  at: string;
}

/** A history entry's identity (two entries with the same moment, item and method are the same check). */
export function historyEntryKey(entry: Pick<HistoryEntry, 'date' | 'item' | 'type'>): string {
  return `${entry.date}|${entry.type}|${entry.item}`;
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
