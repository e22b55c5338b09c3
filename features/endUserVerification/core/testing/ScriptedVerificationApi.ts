import type { Approval } from '../approval/Approval';
import type { CallRecord } from '../CallRecord';
import type { ContactAttempts } from '../failedAttempts';
import { methodsNeeded } from '../VerificationSettings';
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
import {
  TENANT_STARTING_SETTINGS,
  type CompanyVerificationOverrides,
  type VerificationSettings,
} from '../VerificationSettings';

/** A tenant's starting settings (the sandbox answers the same), with a test's changes. */
export function scriptedSettings(parts: Partial<VerificationSettings> = {}): VerificationSettings {
  return { ...structuredClone(TENANT_STARTING_SETTINGS), ...parts };
}

/**
 * A VerificationApi for tests: answers from a script and records every call in order. Like a backend, it keeps
 * a record of each call its sends name (the technician is `technician`): a verified check counts the method, an
 * approvalNeeded holds it. A test may also set `records` itself.
 */
export class ScriptedVerificationApi implements VerificationApi {
  readonly calls: string[] = [];
  records: CallRecord[] = [];
  technician = { id: 'u-tech', name: 'Tess Tech' };
  /** The time the records are stamped with (a test's clock). */
  clock: () => number = () => Date.now();
  private readonly callOfValidation = new Map<string, string>();
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
    this.open(request);
    if (signal?.aborted) throw new Error('aborted');
    return this.sentAnswer;
  }
  async sendLink(request: SendCodeRequest, signal?: AbortSignal): Promise<SentLink> {
    this.calls.push(`sendLink:${request.channel}:${request.value}`);
    this.sent.push(request);
    this.open(request);
    if (signal?.aborted) throw new Error('aborted');
    return { ...this.sentAnswer, matchNumber: this.matchNumber };
  }
  async check(validationId: string, code: string | null): Promise<CheckOutcome> {
    this.calls.push(`check:${validationId}:${code ?? 'push'}`);
    const record = this.records.find((r) => r.callId === this.callOfValidation.get(validationId));
    if (record && this.outcome.status === 'verified') this.pass(record, validationId, this.outcome.record);
    if (record && this.outcome.status === 'approvalNeeded' && record.status !== 'held')
      this.replace({
        ...record,
        status: 'held',
        held: { validationId, validationType: 'SMS', value: '', note: '', at: this.now() },
      });
    return this.outcome;
  }
  async callRecords(psaId: string, contactId: string): Promise<CallRecord[]> {
    this.calls.push(`callRecords:${psaId}:${contactId}`);
    return this.records.filter((r) => r.psaId === psaId && r.contactId === contactId);
  }
  async sendPush(kind: PushKind, target: VerificationTarget): Promise<SentVerification> {
    this.calls.push(`sendPush:${kind}`);
    this.sent.push({ ...target, push: kind });
    this.open(target);
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
  /** The record of the send's call: started by its first send, like a backend's. */
  private open(target: VerificationTarget): void {
    this.callOfValidation.set(this.sentAnswer.validationId, target.callId);
    if (this.records.some((r) => r.callId === target.callId)) return;
    const at = this.now();
    this.records.unshift({
      callId: target.callId,
      psaId: target.psaId,
      contactId: target.contactId,
      ticketId: target.ticketId,
      ticketNumber: target.ticketId,
      technician: this.technician,
      request: target.request,
      methodsNeeded: methodsNeeded(this.tenant, target.request),
      passed: [],
      held: null,
      approval: null,
      status: 'open',
      verifiedAt: null,
      ticketNote: null,
      startedAt: at,
      updatedAt: at,
    });
  }

  /** A check passed: the method counts, and the call is verified once it has the methods it needs. */
  private pass(
    record: CallRecord,
    validationId: string,
    verified: { validationType: string; value: string; date: string },
  ) {
    if (record.passed.some((check) => check.validationId === validationId && check.at === verified.date)) return;
    const passed = [
      ...record.passed,
      { validationId, validationType: verified.validationType, value: verified.value, note: '', at: verified.date },
    ];
    const methods = new Set(passed.map((check) => check.validationType.replace(/\s+/g, '').toLowerCase())).size;
    const complete = methods >= record.methodsNeeded;
    this.replace({
      ...record,
      passed,
      held: null,
      status: complete ? 'verified' : 'partial',
      verifiedAt: complete ? verified.date : null,
      updatedAt: this.now(),
    });
  }

  /** An approval of the call's held check was asked or answered: the record carries it (a denial ends the call). */
  approvalChanged(approval: Approval): void {
    const record = this.records.find((r) => r.held?.validationId === approval.validationId);
    if (!record) return;
    this.replace({ ...record, approval, status: approval.state === 'denied' ? 'denied' : record.status });
  }

  /** The call's ticket note was written (by the technician): the record says so from now on. */
  noteWritten(callId: string): void {
    const record = this.records.find((r) => r.callId === callId);
    if (record) this.replace({ ...record, ticketNote: { by: this.technician.name, at: this.now() } });
  }

  private replace(record: CallRecord): void {
    this.records = this.records.map((r) => (r.callId === record.callId ? record : r));
  }

  private now(): string {
    return new Date(this.clock()).toISOString();
  }
}
