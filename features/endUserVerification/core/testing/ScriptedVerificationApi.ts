import type { ContactAttempts } from '../failedAttempts';
import type {
  CheckOutcome,
  PushKind,
  SendCodeRequest,
  SendTeamsCodeRequest,
  SentLink,
  SentVerification,
  VerificationApi,
  VerificationTarget,
} from '../VerificationApi';
import type { CompanyVerificationOverrides, VerificationSettings } from '../VerificationSettings';

/** The sandbox's tenant settings, as a plain value for tests. */
export function scriptedSettings(parts: Partial<VerificationSettings> = {}): VerificationSettings {
  return {
    methods: { sms: true, email: true, link: true, duoPush: true, microsoftPush: true, teams: true },
    codeLifetimeSeconds: 300,
    noteRequiredForOtherContacts: true,
    verifiedForMinutes: 60,
    failedAttempts: { windowMinutes: 60, warnAt: 3, lockAt: 5, lockMinutes: 15 },
    twoMethodRequests: ['PasswordReset', 'MfaReset'],
    approval: { neededFor: [], expiresAfterMinutes: 10 },
    ...parts,
  };
}

/** A VerificationApi for tests: answers from a script and records every call in order. */
export class ScriptedVerificationApi implements VerificationApi {
  readonly calls: string[] = [];
  readonly sent: Array<SendCodeRequest | SendTeamsCodeRequest | (VerificationTarget & { push: PushKind })> = [];
  tenant: VerificationSettings = scriptedSettings();
  company: CompanyVerificationOverrides | null = null;
  outcome: CheckOutcome = { status: 'wrong', triesLeft: 4 };
  sentAnswer: SentVerification = { validationId: 'v-1', expiresAt: Date.parse('2026-11-22T10:05:00.000Z') };
  matchNumber = 42;
  contactAttempts: ContactAttempts = { failures: [], lockedUntil: null };

  async sendCode(request: SendCodeRequest | SendTeamsCodeRequest, signal?: AbortSignal): Promise<SentVerification> {
    this.calls.push(`sendCode:${request.channel}${request.channel === 'teams' ? '' : `:${request.value}`}`);
    this.sent.push(request);
    if (signal?.aborted) throw new Error('aborted');
    return this.sentAnswer;
  }
  async sendLink(request: SendCodeRequest, signal?: AbortSignal): Promise<SentLink> {
    this.calls.push(`sendLink:${request.channel}:${request.value}`);
    this.sent.push(request);
    if (signal?.aborted) throw new Error('aborted');
    return { ...this.sentAnswer, matchNumber: this.matchNumber };
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
  async attempts(psaId: string, contactId: string): Promise<ContactAttempts> {
    this.calls.push(`attempts:${psaId}:${contactId}`);
    return this.contactAttempts;
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
