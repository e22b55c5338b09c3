import type { CommunicationItem, Contact } from '@features/api/core';

/**
 * The contact's Teams: a code sent there reaches their Microsoft account as a Teams chat message. The
 * account is the backend's to know (it is not one of the contact's phones or emails), so the panel names
 * the person it went to.
 */
export interface TeamsTarget {
  name: 'Teams';
  type: 'teams';
  /** The contact's name, as the panel says where the code went. */
  value: string;
  isVerified: false;
}

/** Where a code goes: one of the contact's phones or emails, or their Teams. */
export type CodeTarget = CommunicationItem | TeamsTarget;

export function teamsTargetOf(contact: Pick<Contact, 'name'>): TeamsTarget {
  return { name: 'Teams', type: 'teams', value: contact.name, isVerified: false };
}

/** How a code went, as the panel words it: "by SMS", "by email", "by Teams". */
export function codeRouteText(target: Pick<CodeTarget, 'type'>): string {
  if (target.type === 'teams') return 'by Teams';
  return target.type === 'phone' ? 'by SMS' : 'by email';
}
