import type { CommunicationItem, Contact } from './Contact';

/**
 * Whether a phone item is the contact's mobile: the record's own phone, or an item named like one.
 * An item named like a landline (office, home, main...) is never a mobile, even when the record's
 * phone field holds the same number: a landline cannot receive a text and never shows a mobile icon.
 */
export function isMobile(item: CommunicationItem, contact: Pick<Contact, 'phone'>): boolean {
  if (item.type !== 'phone') return false;
  if (MOBILE_NAME.test(item.name)) return true;
  return !LANDLINE_NAME.test(item.name) && item.value === contact.phone;
}

/** Whether a phone item is named like a landline (office, home, main line...): it cannot receive a text. */
export function isLandline(item: CommunicationItem): boolean {
  return item.type === 'phone' && LANDLINE_NAME.test(item.name) && !MOBILE_NAME.test(item.name);
}

const MOBILE_NAME = /mobile|cell/i;
const LANDLINE_NAME = /office|work|home|main|landline|direct|desk|fax|business/i;

/**
 * Whether a history entry's item (a phone number or an email address) is a phone number: no @, only
 * digits and the usual separators, at least six digits.
 */
export function looksLikePhone(value: string): boolean {
  if (!/^[+\d\s().\-/]+$/.test(value.trim())) return false;
  return value.replace(/\D/g, '').length >= 6;
}
