import { reaction, runInAction } from 'mobx';
import type { CallerRequest } from '@features/api/core';
import type { CallRecord } from '../core/CallRecord';
import type { CallState } from '../core/CallState';
import { madeHere } from '../core/thisCall';
import type { VerificationFlow } from '../core/verificationFlow';
import type { VerificationSettings } from '../core/VerificationSettings';
import type { CallKeeper } from './CallKeeper';
import type { ContactStanding } from './ContactStanding';
import { checkOf, flowOf } from './flowSnapshot';

/** What the call's keeping reads from the panel, and how it hands a stored check back. */
export interface CallSyncHost {
  readonly standing: ContactStanding;
  flow(): VerificationFlow;
  settings(): VerificationSettings | null;
  /** False once the panel is disposed: nothing is taken in then. */
  live(): boolean;
  /** Takes a flow from storage (this tab's after a reload, or another tab's) without writing it back. */
  take(flow: VerificationFlow): void;
}

/**
 * The call in progress kept for a reload, a feature switch or a second tab: its id, the caller's request
 * and the check in flight, written as the flow moves and taken back when another tab changes it. Storage is a
 * cache of the backend's records, never a source of standing: a stored call is resumed only once the records
 * are read, one the backend does not know is dropped, and a stored verification shows only what its record says.
 */
export class CallSync {
  private resumed = false;

  constructor(
    private readonly keeper: CallKeeper,
    private readonly host: CallSyncHost,
  ) {}

  /**
   * Follows the other tabs, and resumes the call once the settings say how long a call lasts and the backend's
   * records are read; the returned function stops both.
   */
  watch(): () => void {
    const stopTabs = this.keeper.watch((state) => this.applyFromAnotherTab(state));
    const stopResume = reaction(
      () => (this.host.standing.records.loaded ? this.host.settings() : null),
      (settings) => settings && this.resume(settings),
      { fireImmediately: true },
    );
    return () => {
      stopTabs();
      stopResume();
    };
  }

  /**
   * Resumes once (a reload, a feature switch, a second open of the ticket, another browser): the stored call
   * when the backend knows it (or it is a new call with nothing sent yet), else the call the records say this
   * technician has going on the ticket; a call held for approval resumes at its approval, from the record.
   */
  resume(settings: VerificationSettings): void {
    if (this.resumed) return;
    this.resumed = true;
    const stored = this.keeper.current(settings.verifiedForMinutes);
    const records = this.host.standing.records.records;
    const known = stored && records.find((record) => record.callId === stored.callId);
    const unknown = !!stored && (known ? !madeHere(known, this.host.standing.call) : stored.check !== null);
    if (unknown) this.keeper.forget();
    else if (stored) this.takeCall(stored);
    const record = this.host.standing.thisRecord;
    if ((!stored || unknown) && record) this.adopt(record, settings);
    if (this.host.flow().kind === 'idle') this.resumeCheck(record, settings);
  }

  /** The call's check: a held one at its approval, from the record; one in flight (code, push, link) from storage. */
  private resumeCheck(record: CallRecord | null, settings: VerificationSettings): void {
    const check = this.keeper.current(settings.verifiedForMinutes)?.check;
    if (record?.status === 'held' && record.held)
      this.host.take({
        kind: 'approval',
        validationId: record.held.validationId,
        approvalId: record.approval?.id ?? null,
        approval: null,
      });
    else if (check && check.kind !== 'verified' && check.kind !== 'approval')
      this.host.take(flowOf(check, this.host.standing.contact.communicationItems));
  }

  /** Keeps the flow with the call (moments that pass by themselves are not kept). */
  remember(flow: VerificationFlow): void {
    const check = checkOf(flow);
    const settings = this.host.settings();
    if (check === undefined || !settings) return;
    this.keeper.save(settings.verifiedForMinutes, { check });
  }

  saveRequest(request: CallerRequest): void {
    const settings = this.host.settings();
    if (settings) this.keeper.save(settings.verifiedForMinutes, { request });
  }

  /** Keeps the call's id (it tells this call's record from the others). */
  saveCallId(callId: string): void {
    const settings = this.host.settings();
    if (settings) this.keeper.save(settings.verifiedForMinutes, { callId });
    runInAction(() => this.host.standing.setCallId(callId));
  }

  /** The id of the call in progress: the kept one, the record's this session continues, or a new one. */
  callId(settings: VerificationSettings): string {
    const kept = this.keeper.current(settings.verifiedForMinutes)?.callId;
    return kept ?? this.host.standing.ownCallId ?? this.keeper.callId(settings.verifiedForMinutes);
  }

  /** Verify again: a new call, so the policy holds the new request once and the old record stays what it was. */
  startNewCall(): void {
    const settings = this.host.settings();
    if (!settings) return;
    const callId = this.keeper.startNew(settings.verifiedForMinutes, this.host.standing.draftRequest);
    runInAction(() => this.host.standing.setCallId(callId));
  }

  /** A second session on the ticket goes on with the technician's call the records name. */
  private adopt(record: CallRecord, settings: VerificationSettings): void {
    this.keeper.save(settings.verifiedForMinutes, { callId: record.callId, request: record.request });
    runInAction(() => {
      this.host.standing.setCallId(record.callId);
      this.host.standing.setRequest(record.request);
    });
  }

  /**
   * Another tab changed the call: take its request and check. A verification there shows here as the record
   * says (it is read again), never from what the other tab stored.
   */
  private applyFromAnotherTab(state: CallState | null): void {
    if (!this.host.live()) return;
    if (!state) return this.host.take({ kind: 'idle' });
    this.takeCall(state);
    if (JSON.stringify(checkOf(this.host.flow()) ?? null) === JSON.stringify(state.check)) return;
    if (!state.check) return this.host.take({ kind: 'idle' });
    if (state.check.kind === 'verified') void this.host.standing.records.load();
    this.host.take(flowOf(state.check, this.host.standing.contact.communicationItems));
  }

  private takeCall(call: CallState): void {
    runInAction(() => {
      this.host.standing.setRequest(call.request);
      this.host.standing.setCallId(call.callId);
    });
  }
}
