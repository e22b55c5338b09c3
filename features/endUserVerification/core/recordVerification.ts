import type { CommunicationItem, Contact, HistoryEntry } from '@features/api/core';
import { callFieldsOf, type VerificationRecord } from './VerificationRecord';
import { valuesMatch } from './valuesMatch';

/**
 * Which communication item type a validation type verifies: codes by SMS (or 'phone') verify a phone,
 * codes by email verify an email, a link verifies where it was sent (an address has an @). Pushes verify
 * the person, not an item: null.
 */
export function itemTypeOf(validationType: string, value = ''): CommunicationItem['type'] | null {
  const type = validationType.trim().toLowerCase();
  if (type === 'sms' || type === 'phone' || type === 'text') return 'phone';
  if (type === 'email') return 'email';
  if (type === 'link') return value.includes('@') ? 'email' : value ? 'phone' : null;
  return null;
}

/** The history line a verification adds (spec section 3 field names). */
export function historyEntryOf(record: VerificationRecord): HistoryEntry {
  return {
    date: record.date,
    item: record.value,
    type: record.validationType,
    inspector: record.inspectorName,
    notes: record.note,
    isRevoked: false,
    ...callFieldsOf(record),
  };
}

/**
 * Recording a verification (spec section 4): the contact becomes verified, the history entry goes
 * first, and every communication item of the same type whose value matches becomes verified.
 * Pure: returns a new contact and leaves the given one untouched.
 */
export function recordVerification(contact: Contact, record: VerificationRecord): Contact {
  const itemType = itemTypeOf(record.validationType, record.value);
  return {
    ...contact,
    isVerified: true,
    history: [historyEntryOf(record), ...contact.history],
    communicationItems: contact.communicationItems.map((item) =>
      itemType === item.type && valuesMatch(item.type, item.value, record.value) ? { ...item, isVerified: true } : item,
    ),
  };
}

/**
 * The same verification can arrive more than once (the technician's own check answer, the hub's event,
 * another tab, a resumed call): it is recorded once, when no history entry is already this one.
 */
export function recordVerificationOnce(contact: Contact, record: VerificationRecord): Contact {
  const same = contact.history.some(
    (entry) => entry.date === record.date && entry.item === record.value && entry.type === record.validationType,
  );
  return same ? contact : recordVerification(contact, record);
}
