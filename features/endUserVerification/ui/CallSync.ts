import { reaction, runInAction } from 'mobx';
import type { CallerRequest } from '@features/api/core';
import type { CallState } from '../core/CallState';
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
 * and the check in flight, written as the flow moves and taken back when another tab changes it.
 */
export class CallSync {
  private resumed = false;

  constructor(
    private readonly keeper: CallKeeper,
    private readonly host: CallSyncHost,
  ) {}

  /**
   * Follows the other tabs, and resumes the call's stored check once the settings say how long a call lasts;
   * the returned function stops both.
   */
  watch(): () => void {
    const stopTabs = this.keeper.watch((state) => this.applyFromAnotherTab(state));
    const stopResume = reaction(
      () => this.host.settings(),
      (settings) => settings && this.resume(settings),
      { fireImmediately: true },
    );
    return () => {
      stopTabs();
      stopResume();
    };
  }

  /** Resumes the call's stored check once (a reload, a feature switch, a second open of the ticket). */
  resume(settings: VerificationSettings): void {
    if (this.resumed) return;
    this.resumed = true;
    const call = this.keeper.current(settings.verifiedForMinutes);
    if (!call) return;
    this.takeCall(call);
    if (call.check && this.host.flow().kind === 'idle') this.applyCheck(call);
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

  /** Keeps the call's id (it tells this call's checks from others on a contact screen). */
  saveCallId(callId: string): void {
    const settings = this.host.settings();
    if (settings) this.keeper.save(settings.verifiedForMinutes, { callId });
    runInAction(() => this.host.standing.setCallId(callId));
  }

  /** The id of the call in progress, a new one when it has lapsed. */
  callId(settings: VerificationSettings): string {
    return this.keeper.callId(settings.verifiedForMinutes);
  }

  /** Another tab changed the call: take its check and request (a verification there shows here). */
  private applyFromAnotherTab(state: CallState | null): void {
    if (!this.host.live()) return;
    if (!state) return this.host.take({ kind: 'idle' });
    this.takeCall(state);
    if (JSON.stringify(checkOf(this.host.flow()) ?? null) === JSON.stringify(state.check)) return;
    if (!state.check) return this.host.take({ kind: 'idle' });
    this.applyCheck(state);
  }

  private takeCall(call: CallState): void {
    runInAction(() => {
      this.host.standing.setRequest(call.request);
      this.host.standing.setCallId(call.callId);
    });
  }

  private applyCheck(call: CallState): void {
    const check = call.check!;
    if (check.kind === 'verified') this.host.standing.record(check.record);
    this.host.take(flowOf(check, this.host.standing.contact.communicationItems));
  }
}
