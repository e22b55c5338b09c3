import type { AxiosInstance } from 'axios';
import {
  SendsLockedError,
  type CheckOutcome,
  type PushKind,
  type SendCodeRequest,
  type SendTeamsCodeRequest,
  type SentLink,
  type SentVerification,
  type VerificationApi,
  type VerificationTarget,
} from '../core/VerificationApi';
import type { CallRecord } from '../core/CallRecord';
import type { ContactAttempts } from '../core/failedAttempts';
import { readCallRecord } from './readCallRecord';
import { callRecordListWire } from './wire/callRecordWire';
import { readCallerRequest, AppError, type SharedRequests } from '@features/api/core';
import type { CompanyVerificationOverrides, VerificationSettings } from '../core/VerificationSettings';
import { callFieldsOf } from '../core/VerificationRecord';
import { companyVerificationSettingsPath, sharedGet, parseWire, readableServerMessage } from '@features/api/adapters';
import {
  attemptsWire,
  checkWire,
  companyVerificationSettingsWire,
  lockedRefusalWire,
  sentLinkWire,
  sentVerificationWire,
  verificationSettingsWire,
  type CheckBody,
  type SendCodeBody,
  type SendLinkBody,
  type SendPushBody,
} from './wire/verificationWire';

const PUSH_PATHS: Record<PushKind, string> = {
  duo: '/PsaContactValidation/sendDuoPush',
  microsoft: '/PsaContactValidation/sendMicrosoftPush',
};

/** Contact validation and its settings over HTTP (spec section 7, Verification). */
export class HttpVerificationApi implements VerificationApi {
  constructor(
    private readonly http: AxiosInstance,
    /** Settings are read once per pod, shared with the shell's policies banner; absent: plain GETs. */
    private readonly requests?: SharedRequests,
  ) {}

  async sendCode(request: SendCodeRequest | SendTeamsCodeRequest, signal?: AbortSignal): Promise<SentVerification> {
    const body: SendCodeBody = { ...request };
    const response = await this.send('PsaContactValidation/send', body, signal);
    return toSent(parseWire(sentVerificationWire, response.data, 'sending the code'));
  }

  async sendLink(request: SendCodeRequest, signal?: AbortSignal): Promise<SentLink> {
    const body: SendLinkBody = { ...request };
    const response = await this.send('/PsaContactValidation/sendLink', body, signal);
    const answer = parseWire(sentLinkWire, response.data, 'sending the link');
    return { ...toSent(answer), matchNumber: answer.matchNumber };
  }

  async check(validationId: string, code: string | null): Promise<CheckOutcome> {
    const body: CheckBody = { validationId, code };
    const response = await this.http.post('/PsaContactValidation/check', body);
    const answer = parseWire(checkWire, response.data, 'checking the verification');
    if (answer.status === 'wrong')
      return { status: 'wrong', triesLeft: answer.triesLeft, ...(answer.replaced ? { replaced: true } : {}) };
    if (answer.status === 'pending') return { status: 'pending', confirmed: answer.confirmed === true };
    if (answer.status !== 'verified') return { status: answer.status };
    const v = answer.verification;
    if (!v) throw new AppError('malformed', 'The server sent an unexpected answer for checking the verification.');
    const request = readCallerRequest(v.CallerRequest);
    return {
      status: 'verified',
      record: {
        value: v.Value,
        validationType: v.ValidationType,
        inspectorName: v.InspectorName,
        note: v.Note,
        date: v.Date,
        ...callFieldsOf({
          request,
          callId: v.CallId,
          ticketId: v.TicketId,
          ticketNumber: v.TicketNumber,
          inspectorId: v.InspectorId,
          approvedBy: v.ApprovedBy,
          approval: v.Approval
            ? { by: v.Approval.By, decision: v.Approval.Decision, reason: v.Approval.Reason, at: v.Approval.At }
            : null,
        }),
      },
    };
  }

  async callRecords(psaId: string, contactId: string): Promise<CallRecord[]> {
    const response = await this.http.get('/PsaContactValidation/calls', { params: { psaId, contactId } });
    return parseWire(callRecordListWire, response.data, "the contact's verification records").map(readCallRecord);
  }

  async attempts(psaId: string, contactId: string): Promise<ContactAttempts> {
    const response = await this.http.get('/PsaContactValidation/attempts', { params: { psaId, contactId } });
    const answer = parseWire(attemptsWire, response.data, 'the failed verification attempts');
    const lockedUntil = answer.lockedUntil === null ? null : Date.parse(answer.lockedUntil);
    if (lockedUntil !== null && Number.isNaN(lockedUntil))
      throw new AppError('malformed', 'The server sent an unexpected lock time.');
    return {
      // An entry without a real date cannot be placed in the window: it is left out, not guessed.
      failures: answer.failures
        .filter((f) => Number.isFinite(Date.parse(f.Date)))
        .map((f) => ({
          date: f.Date,
          validationType: f.ValidationType,
          inspectorName: f.InspectorName,
          reason: f.Reason,
          value: f.Value,
          ...(f.CallId ? { callId: f.CallId } : {}),
        })),
      lockedUntil,
    };
  }

  async sendPush(kind: PushKind, target: VerificationTarget): Promise<SentVerification> {
    const body: SendPushBody = { ...target };
    const response = await this.send(PUSH_PATHS[kind], body);
    return toSent(parseWire(sentVerificationWire, response.data, 'sending the push'));
  }

  /** A send: a 429 (the contact is locked) is read here and not toasted: the panel says until when. */
  private async send(path: string, body: object, signal?: AbortSignal) {
    const response = await this.http.post(path, body, {
      signal,
      validateStatus: (status) => (status >= 200 && status < 300) || status === 429,
    });
    if (response.status === 429) throw lockRefusal(response.data);
    return response;
  }

  async settings(): Promise<VerificationSettings> {
    const response = await sharedGet(this.http, this.requests, 'VerificationSettings');
    return parseWire(verificationSettingsWire, response.data, 'the verification settings');
  }

  async companySettings(psaId: string, companyId: string): Promise<CompanyVerificationOverrides | null> {
    const response = await sharedGet(this.http, this.requests, companyVerificationSettingsPath(psaId, companyId));
    return parseWire(companyVerificationSettingsWire, response.data ?? {}, "the company's verification settings").data;
  }
}

/** The lock's end from a 429; a 429 without a readable one is an ordinary refusal with the server's message. */
function lockRefusal(data: unknown): AppError {
  try {
    const refusal = lockedRefusalWire.validateSync(data ?? {});
    const until = Date.parse(refusal.lockedUntil);
    if (Number.isFinite(until)) return new SendsLockedError(until);
  } catch {
    // Unreadable: the generic refusal below.
  }
  const message =
    data && typeof data === 'object' ? readableServerMessage((data as { message?: unknown }).message) : null;
  return new AppError('server', message ?? 'New checks on this contact are refused for now (429).', 429);
}

function toSent(wire: { validationId: string; expiresAt: string }): SentVerification {
  const expiresAt = Date.parse(wire.expiresAt);
  if (Number.isNaN(expiresAt)) throw new AppError('malformed', 'The server sent an unexpected expiry time.');
  return { validationId: wire.validationId, expiresAt };
}
