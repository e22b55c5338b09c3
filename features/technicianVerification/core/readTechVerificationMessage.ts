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
  const texts = optionalTexts(m);
  if (!texts) return null;
  const { ticketId, ticketNumber, contactId, contactName, from, to } = texts;
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

interface OptionalTexts {
  ticketId: string | null;
  ticketNumber: string | null;
  contactId: string | null;
  contactName: string | null;
  from: string | null;
  to: string | null;
}

/** The message's optional text fields (absent or null is null); null when any of them is not text. */
function optionalTexts(m: Record<string, unknown>): OptionalTexts | null {
  const texts = {
    ticketId: optionalText(m.TicketId),
    ticketNumber: optionalText(m.TicketNumber),
    contactId: optionalText(m.ContactId),
    contactName: optionalText(m.ContactName),
    from: optionalText(m.From),
    to: optionalText(m.To),
  };
  return Object.values(texts).includes(undefined) ? null : (texts as OptionalTexts);
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}
