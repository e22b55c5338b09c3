import {
  TECH_VERIFICATION_STATUSES,
  UNNAMED_END_USER,
  type TechVerification,
  type TechVerificationStatus,
} from './TechVerification';

const optionalText = (value: unknown): string | null | undefined =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : undefined;

/**
 * Reads a tech verification message (spec section 3's PascalCase fields) from the hub or an HTTP
 * answer. Anything malformed is null: a broken event is dropped, never rendered.
 */
export function readTechVerificationMessage(payload: unknown): TechVerification | null {
  if (!payload || typeof payload !== 'object') return null;
  const m = payload as Record<string, unknown>;
  if (typeof m.Id !== 'string' || !m.Id || typeof m.CrmId !== 'string' || !m.CrmId) return null;
  if (!isDate(m.CreatedDate)) return null;
  // Optional (a backend that does not say when it changed), but a date when present.
  const changedDate =
    m.UpdatedDate === undefined || m.UpdatedDate === null ? null : isDate(m.UpdatedDate) ? m.UpdatedDate : undefined;
  if (changedDate === undefined) return null;
  if (typeof m.IsVerified !== 'boolean') return null;
  if (!TECH_VERIFICATION_STATUSES.includes(m.Type as TechVerificationStatus)) return null;
  const ticketId = optionalText(m.TicketId);
  const ticketNumber = optionalText(m.TicketNumber);
  const contactId = optionalText(m.ContactId);
  const contactName = optionalText(m.ContactName);
  const from = optionalText(m.From);
  const to = optionalText(m.To);
  if (
    ticketId === undefined ||
    ticketNumber === undefined ||
    contactId === undefined ||
    contactName === undefined ||
    from === undefined ||
    to === undefined
  )
    return null;
  return {
    id: m.Id,
    crmId: m.CrmId,
    ticketId,
    ticketNumber: ticketNumber?.trim() || null,
    contactId,
    contactName: contactName?.trim() || UNNAMED_END_USER,
    createdDate: m.CreatedDate,
    changedDate,
    from,
    to,
    status: m.Type as TechVerificationStatus,
    isVerified: m.IsVerified,
  };
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}
