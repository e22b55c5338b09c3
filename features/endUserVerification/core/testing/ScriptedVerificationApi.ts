import type { CheckOutcome, PushKind, SendCodeRequest, SentVerification, VerificationApi, VerificationTarget } from '../VerificationApi';
import type { CompanyVerificationOverrides, VerificationSettings } from '../VerificationSettings';

/** A VerificationApi for tests: answers from a script and records every call in order. */
export class ScriptedVerificationApi implements VerificationApi {
  readonly calls: string[] = [];
  readonly sent: Array<SendCodeRequest | (VerificationTarget & { push: PushKind })> = [];
  tenant: VerificationSettings = {
    methods: { sms: true, email: true, duoPush: true, microsoftPush: true },
    codeLifetimeSeconds: 300,
    noteRequiredForOtherContacts: true,
  };
  company: CompanyVerificationOverrides | null = null;
  outcome: CheckOutcome = { status: 'wrong', triesLeft: 4 };
  sentAnswer: SentVerification = { validationId: 'v-1', expiresAt: Date.parse('2026-11-22T10:05:00.000Z') };

  async sendCode(request: SendCodeRequest, signal?: AbortSignal): Promise<SentVerification> {
    this.calls.push(`sendCode:${request.channel}:${request.value}`);
    this.sent.push(request);
    if (signal?.aborted) throw new Error('aborted');
    return this.sentAnswer;
  }
  async check(validationId: string, code: string | null): Promise<CheckOutcome> {
    this.calls.push(`check:${validationId}:${code ?? 'push'}`);
    return this.outcome;
  }
  async sendPush(kind: PushKind, target: VerificationTarget): Promise<SentVerification> {
    this.calls.push(`sendPush:${kind}`);
    this.sent.push({ ...target, push: kind });
    return this.sentAnswer;
  }
  async settings(): Promise<VerificationSettings> {
    this.calls.push('settings');
    return this.tenant;
  }
  async companySettings(psaId: string, companyId: string): Promise<CompanyVerificationOverrides | null> {
    this.calls.push(`companySettings:${psaId}:${companyId}`);
    return this.company;
  }
}
