import { readCallerRequest } from '../contact/CallerRequest';
import type { CommunicationItem, Contact, HistoryEntry, HistoryApproval, OptedStatus } from '../contact/Contact';
import type { PodRecord } from '../contact/PodRecord';

/** The ticket part of a pod record. */
export interface PodTicket {
  id: string;
  number: string;
}

/** A pod record mapped for the page: the ticket (if the lookup was one) and its contact (if any). */
export interface PodView {
  ticket: PodTicket | null;
  /** Null when the record names no contact (a ticket with no contact). */
  contact: Contact | null;
  /** The record's initials, or ones made from the name. */
  initials: string;
  /** The record's company (also known for a ticket with no contact); empty strings when not given. */
  company: { id: string; name: string };
}

/**
 * Maps a pod record to the page's view (spec section 3). Tolerant by design: a field that is
 * missing or of the wrong type becomes an empty value, a communication item or history entry
 * that cannot be understood is dropped, and history comes out newest first.
 */
export function mapPodRecord(record: PodRecord | null | undefined): PodView {
  const r = record ?? {};
  const ticketId = text(r.TicketId);
  const ticket = ticketId ? { id: ticketId, number: text(r.TicketNumber) || ticketId } : null;
  const company = { id: text(r.CompanyId), name: text(r.CompanyName) };
  const contactId = text(r.ContactId);
  if (!contactId) return { ticket, contact: null, initials: '', company };

  const communicationItems = list(r.communicationItems)
    .map(communicationItemOf)
    .filter((i): i is CommunicationItem => i !== null);
  const name = text(r.ContactName) || 'Unnamed contact';
  const contact: Contact = {
    id: contactId,
    companyId: company.id,
    companyName: company.name,
    name,
    phone: text(r.ContactPhone) || communicationItems.find((i) => i.type === 'phone')?.value || null,
    email: text(r.ContactEmail) || communicationItems.find((i) => i.type === 'email')?.value || null,
    isVerified: flag(r.isVerified),
    optedStatus: optedStatusOf(r.optedStatus),
    msTenantHasOnboarded: flag(r.msTenantHasOnboarded),
    communicationItems,
    history: newestFirst(
      list(r.history)
        .map(historyEntryOf)
        .filter((h): h is HistoryEntry => h !== null),
    ),
  };
  return { ticket, contact, initials: initialsOf(text(r.ContactInitials), name), company };
}

/** Up to two letters: the given initials if any, else the first letters of the first and last names. */
export function initialsOf(given: string, name: string): string {
  if (given) return given.slice(0, 2).toUpperCase();
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
}

function optedStatusOf(value: unknown): OptedStatus {
  const normal = text(value)
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (normal === 'optedin' || normal === 'in') return 'OptedIn';
  if (normal === 'optedout' || normal === 'out') return 'OptedOut';
  return 'Unknown';
}

/**
 * A communication item. An email is an email; anything else with a value is a number: a phone, a fax line, or a
 * type the product does not know (`lineKind`), shown as it came and never silently dropped (no code goes to a fax).
 */
function communicationItemOf(raw: Record<string, unknown>): CommunicationItem | null {
  const type = text(raw.Type).trim().toLowerCase();
  const value = text(raw.Value);
  if (!type || !value) return null;
  const kind = type === 'email' ? 'email' : 'phone';
  const lineKind = type === 'fax' || type === 'telefax' ? 'fax' : type === 'email' || type === 'phone' ? null : 'other';
  return {
    name: text(raw.Name) || (kind === 'email' ? 'Email' : lineKind === 'fax' ? 'Fax' : 'Phone'),
    type: kind,
    value,
    isVerified: flag(raw.IsVerified),
    // Project additions, only where the backend says so.
    ...(flag(raw.IsShared) ? { isShared: true } : {}),
    ...(lineKind ? { lineKind } : {}),
  };
}

function historyEntryOf(raw: Record<string, unknown>): HistoryEntry | null {
  const date = text(raw.Date);
  if (!date || Number.isNaN(Date.parse(date))) return null;
  return {
    date,
    item: text(raw.Item),
    type: text(raw.Type),
    inspector: text(raw.Inspector),
    notes: text(raw.Notes),
    isRevoked: flag(raw.IsRevoked),
    // Project additions, only where the backend sent them (older entries have neither).
    ...optional('request', readCallerRequest(raw.CallerRequest)),
    ...optional('callId', text(raw.CallId) || null),
    ...optional('ticketId', text(raw.TicketId) || null),
    ...optional('ticketNumber', text(raw.TicketNumber) || null),
    ...optional('inspectorId', text(raw.InspectorId) || null),
    ...optional('approvedBy', text(raw.ApprovedBy) || null),
    ...optional('approval', approvalOf(raw.Approval)),
  };
}

/** A manager's answer on an entry: every field readable, or none (an odd one is left out, not guessed). */
function approvalOf(value: unknown): HistoryApproval | null {
  const raw = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  if (!raw || (raw.Decision !== 'approve' && raw.Decision !== 'deny')) return null;
  const at = text(raw.At);
  if (!at || Number.isNaN(Date.parse(at))) return null;
  return { by: text(raw.By), decision: raw.Decision, reason: text(raw.Reason), at };
}

function optional<K extends string, V>(key: K, value: V | null): Partial<Record<K, V>> {
  return value === null ? {} : ({ [key]: value } as Record<K, V>);
}

function newestFirst(entries: HistoryEntry[]): HistoryEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
