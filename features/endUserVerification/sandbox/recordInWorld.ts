import type { VerificationRecordWire } from '../adapters/wire/verificationWire';
import type { SandboxContact } from '@features/api/sandbox';

/**
 * The backend's side of recording (the same rule the SPA applies, kept separately because the
 * sandbox imports nothing of the product but wire types): the history entry goes first and the
 * matching item of the same type becomes verified (a link: the item it was sent to).
 */
export function recordInWorld(contact: SandboxContact, record: VerificationRecordWire): void {
  contact.history.unshift({
    date: record.Date,
    item: record.Value,
    type: record.ValidationType,
    inspector: record.InspectorName,
    notes: record.Note,
    isRevoked: false,
    ...(record.CallerRequest ? { request: record.CallerRequest } : {}),
    ...(record.CallId ? { callId: record.CallId } : {}),
    ...(record.TicketId ? { ticketId: record.TicketId } : {}),
    ...(record.TicketNumber ? { ticketNumber: record.TicketNumber } : {}),
    ...(record.InspectorId ? { inspectorId: record.InspectorId } : {}),
    ...(record.ApprovedBy ? { approvedBy: record.ApprovedBy } : {}),
    ...(record.Approval ? { approval: record.Approval } : {}),
  });
  const itemType = itemTypeOf(record.ValidationType, record.Value);
  for (const item of contact.communicationItems) {
    if (item.type !== itemType) continue;
    if (itemType === 'email' ? item.value === record.Value : phoneContains(item.value, record.Value))
      item.isVerified = true;
  }
}

function itemTypeOf(validationType: string, value: string): 'phone' | 'email' | null {
  if (validationType === 'SMS') return 'phone';
  if (validationType === 'Email') return 'email';
  if (validationType === 'Link') return value.includes('@') ? 'email' : 'phone';
  return null;
}

/** Spec section 4: the stored number's digits, less one leading zero, inside the submitted digits. */
function phoneContains(stored: string, submitted: string): boolean {
  const wanted = stored.replace(/\D/g, '').replace(/^0/, '');
  return wanted.length > 0 && submitted.replace(/\D/g, '').includes(wanted);
}
