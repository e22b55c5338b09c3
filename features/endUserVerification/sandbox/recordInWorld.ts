import type { VerificationRecordWire } from '../adapters/wire/verificationWire';
import type { SandboxContact } from '@features/api/sandbox';
import { presentFields, reversed } from '../core/presentFields';
import { itemTypeOf } from '../core/recordVerification';
import { CALL_FIELDS_ON_THE_WIRE } from '../core/VerificationRecord';
import { valuesMatch } from '../core/valuesMatch';

/**
 * The backend's side of recording, with the pod's own rules (`itemTypeOf`, `valuesMatch`, `presentFields`): the history entry goes
 * first and the matching item of the same type becomes verified (a link: the item it was sent to).
 */
export function recordInWorld(contact: SandboxContact, record: VerificationRecordWire): void {
  contact.history.unshift({
    date: record.Date,
    item: record.Value,
    type: record.ValidationType,
    inspector: record.InspectorName,
    notes: record.Note,
    isRevoked: false,
    ...presentFields(record, reversed(CALL_FIELDS_ON_THE_WIRE)),
  });
  // Spec section 4's matching, the pod's own rule: email exactly; a phone by its digits, less a leading zero.
  const itemType = itemTypeOf(record.ValidationType, record.Value);
  for (const item of contact.communicationItems)
    if (item.type === itemType && valuesMatch(itemType, item.value, record.Value)) item.isVerified = true;
}
