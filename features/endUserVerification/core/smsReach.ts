import type { CommunicationItem, Contact } from '../../../core/contact/Contact';

/**
 * Whether a phone item is the contact's mobile: the record's own phone, or an item named like one.
 * A landline (office, home) cannot receive a text, and is shown with another icon.
 */
export function isMobile(item: CommunicationItem, contact: Pick<Contact, 'phone'>): boolean {
  if (item.type !== 'phone') return false;
  return item.value === contact.phone || /mobile|cell/i.test(item.name);
}

/**
 * Whether texting this item is known to be refused before anyone clicks: the contact opted out of
 * SMS, which the backend applies to the contact's mobile (a shared office line is not covered).
 */
export function presumedOptedOut(item: CommunicationItem, contact: Pick<Contact, 'phone' | 'optedStatus'>): boolean {
  return contact.optedStatus === 'OptedOut' && isMobile(item, contact);
}
