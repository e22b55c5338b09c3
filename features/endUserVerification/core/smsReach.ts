import { type CommunicationItem, type Contact, isMobile } from '@features/api/core';

// One rule for the whole pod (the contact card uses it too).
export { isMobile };

/**
 * Whether texting this item is known to be refused before anyone clicks: the contact opted out of
 * SMS, which the backend applies to the contact's mobile (a shared office line is not covered).
 */
export function presumedOptedOut(item: CommunicationItem, contact: Pick<Contact, 'phone' | 'optedStatus'>): boolean {
  return contact.optedStatus === 'OptedOut' && isMobile(item, contact);
}
