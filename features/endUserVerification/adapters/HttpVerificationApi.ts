import type { AxiosInstance } from 'axios';
import type {
  CheckOutcome,
  PushKind,
  SendCodeRequest,
  SentLink,
  SentVerification,
  VerificationApi,
  VerificationTarget,
} from '../core/VerificationApi';
import type { ContactAttempts } from '../core/failedAttempts';
import { readCallerRequest, AppError, type SharedRequests } from '@features/api/core';
import type { CompanyVerificationOverrides, VerificationSettings } from '../core/VerificationSettings';
import { companyVerificationSettingsPath, sharedGet, parseWire } from '@features/api/adapters';
import {
  attemptsWire,
  checkWire,
  companyVerificationSettingsWire,
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

  async sendCode(request: SendCodeRequest, signal?: AbortSignal): Promise<SentVerification> {
    const body: SendCodeBody = { ...request };
    const response = await this.http.post('PsaContactValidation/send', body, { signal });
    return toSent(parseWire(sentVerificationWire, response.data, 'sending the code'));
  }

  async sendLink(request: SendCodeRequest, signal?: AbortSignal): Promise<SentLink> {
    const body: SendLinkBody = { ...request };
    const response = await this.http.post('/PsaContactValidation/sendLink', body, { signal });
    const answer = parseWire(sentLinkWire, response.data, 'sending the link');
    return { ...toSent(answer), matchNumber: answer.matchNumber };
  }

  async check(validationId: string, code: string | null): Promise<CheckOutcome> {
    const body: CheckBody = { validationId, code };
    const response = await this.http.post('/PsaContactValidation/check', body);
    const answer = parseWire(checkWire, response.data, 'checking the verification');
    if (answer.status === 'wrong') return { status: 'wrong', triesLeft: answer.triesLeft };
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
        ...(request ? { request } : {}),
        ...(v.CallId ? { callId: v.CallId } : {}),
      },
    };
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
        })),
      lockedUntil,
    };
  }

  async sendPush(kind: PushKind, target: VerificationTarget): Promise<SentVerification> {
    const body: SendPushBody = { ...target };
    const response = await this.http.post(PUSH_PATHS[kind], body);
    return toSent(parseWire(sentVerificationWire, response.data, 'sending the push'));
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

function toSent(wire: { validationId: string; expiresAt: string }): SentVerification {
  const expiresAt = Date.parse(wire.expiresAt);
  if (Number.isNaN(expiresAt)) throw new AppError('malformed', 'The server sent an unexpected expiry time.');
  return { validationId: wire.validationId, expiresAt };
}
