import { type CallerRequest, type CommunicationItem, type Contact, looksLikePhone, token } from '@features/api/core';
import type { CallRecord } from './CallRecord';
import type { ContactAttempts } from './failedAttempts';
import type { ContactVerificationPassed } from './ContactVerificationPassed';
import type { PhoneNumbersApi } from './PhoneNumbersApi';
import { recordVerificationOnce } from './recordVerification';
import type { TicketNotesApi } from './TicketNotesApi';
import { ticketNoteText } from './ticketNoteText';
import type {
  CheckOutcome,
  PushKind,
  SentLink,
  SentVerification,
  VerificationApi,
  VerificationTarget,
} from './VerificationApi';
import type { VerificationContext } from './VerificationContext';
import { callFieldsOf, type VerificationRecord } from './VerificationRecord';
import { mergeSettings, type VerificationSettings } from './VerificationSettings';

/** A send either went out, or was not attempted because the number opted out of texts. */
export type SendCodeResult = { kind: 'sent'; sent: SentVerification } | { kind: 'optedOut' };
export type SendLinkResult = { kind: 'sent'; sent: SentLink } | { kind: 'optedOut' };

/** What goes with every send: the technician's note, what the caller asks for, and the call's id. */
export interface CheckRequest {
  note: string;
  request: CallerRequest;
  callId: string;
}

/** A check's outcome with the contact as it is afterwards (recorded when verified). */
export interface CheckResult {
  outcome: CheckOutcome;
  contact: Contact;
}

/** The verification flow over its ports: settings, sending, checking, recording, the ticket note. */
export class VerificationService {
  constructor(
    private readonly api: VerificationApi,
    private readonly phones: PhoneNumbersApi,
    private readonly notes: TicketNotesApi,
  ) {}

  /** The tenant's settings with the company's overrides, fetched in parallel. */
  async loadSettings(context: VerificationContext): Promise<VerificationSettings> {
    const [tenant, company] = await Promise.all([
      this.api.settings(),
      this.api.companySettings(context.psaId, context.companyId),
    ]);
    return mergeSettings(tenant, company);
  }

  /** Texts or emails a code. A phone is checked for opt-out first: an opted-out number is never texted. */
  async sendCode(
    context: VerificationContext,
    contact: Contact,
    item: CommunicationItem,
    ask: CheckRequest,
    signal?: AbortSignal,
  ): Promise<SendCodeResult> {
    if (item.type === 'phone' && (await this.phones.isOptedOut(item.value))) return { kind: 'optedOut' };
    const sent = await this.api.sendCode(
      { ...this.target(context, contact, ask), channel: item.type === 'phone' ? 'sms' : 'email', value: item.value },
      signal,
    );
    return { kind: 'sent', sent };
  }

  /** Sends a code by Teams: a chat message to the contact's Microsoft account (no number to check for opt-out). */
  sendTeamsCode(
    context: VerificationContext,
    contact: Contact,
    ask: CheckRequest,
    signal?: AbortSignal,
  ): Promise<SentVerification> {
    return this.api.sendCode({ ...this.target(context, contact, ask), channel: 'teams' }, signal);
  }

  /** Texts or emails a verification link; the same opt-out rule as codes. */
  async sendLink(
    context: VerificationContext,
    contact: Contact,
    item: CommunicationItem,
    ask: CheckRequest,
    signal?: AbortSignal,
  ): Promise<SendLinkResult> {
    if (item.type === 'phone' && (await this.phones.isOptedOut(item.value))) return { kind: 'optedOut' };
    const sent = await this.api.sendLink(
      { ...this.target(context, contact, ask), channel: item.type === 'phone' ? 'sms' : 'email', value: item.value },
      signal,
    );
    return { kind: 'sent', sent };
  }

  sendPush(
    kind: PushKind,
    context: VerificationContext,
    contact: Contact,
    ask: CheckRequest,
  ): Promise<SentVerification> {
    return this.api.sendPush(kind, this.target(context, contact, ask));
  }

  /** The backend's records of the contact's calls (what each asked for, passed, held, approved, noted). */
  callRecords(psaId: string, contactId: string): Promise<CallRecord[]> {
    return this.api.callRecords(psaId, contactId);
  }

  /** The contact's failed checks (all technicians) and the backend's lock. */
  attempts(context: VerificationContext, contact: Contact): Promise<ContactAttempts> {
    return this.api.attempts(context.psaId, contact.id);
  }

  /** Checks a code (or, with no code, a push) and records the verification on the contact when it passed. */
  async check(contact: Contact, validationId: string, code: string | null): Promise<CheckResult> {
    const outcome = await this.api.check(validationId, code);
    return {
      outcome,
      contact: outcome.status === 'verified' ? recordVerificationOnce(contact, outcome.record) : contact,
    };
  }

  /** The hub's event for this contact (same integration and id) recorded on it; null when it is someone else's. */
  applyLiveEvent(contact: Contact, context: VerificationContext, event: ContactVerificationPassed): Contact | null {
    if (event.contactId !== contact.id || event.psaId !== context.psaId) return null;
    const record: VerificationRecord = {
      value: event.value,
      validationType: event.validationType,
      inspectorName: event.inspectorName,
      note: event.note,
      date: event.date,
      ...callFieldsOf(event),
    };
    return recordVerificationOnce(contact, record);
  }

  /**
   * Writes the call's note on the open ticket, from its record (verified, or denied by a manager): once per
   * call, the backend refusing a second. Numbers are written as every screen shows them (the one phone format).
   */
  async addTicketNote(context: VerificationContext, contact: Contact, record: CallRecord): Promise<void> {
    if (!context.ticketId) throw new Error('There is no ticket to add a note to.');
    const values = [...record.passed, ...(record.held ? [record.held] : [])].map((check) => check.value);
    const shown = new Map(
      await Promise.all(
        values.map(async (value) => [value, looksLikePhone(value) ? await this.displayPhone(value) : value] as const),
      ),
    );
    const text = ticketNoteText(contact.name, record, (value) => shown.get(value) ?? value);
    await this.notes.addNote(context.psaId, context.ticketId, text, record.callId);
  }

  /** A phone number formatted for people; the raw value when the service cannot format it. */
  async displayPhone(phone: string): Promise<string> {
    try {
      return (await this.phones.beautify(phone)) || phone;
    } catch {
      return phone;
    }
  }

  private target(context: VerificationContext, contact: Contact, ask: CheckRequest): VerificationTarget {
    return {
      psaId: context.psaId,
      ticketId: context.ticketId,
      contactId: contact.id,
      note: ask.note.trim(),
      request: ask.request,
      callId: ask.callId,
    };
  }
}

export const VerificationServiceToken = token<VerificationService>('features.endUserVerification.VerificationService');
