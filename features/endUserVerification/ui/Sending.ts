import { action, makeObservable, observable } from 'mobx';
import { AppError, type Contact, type Notifier, reportError } from '@features/api/core';
import { AsyncAction } from '@features/api/ui';
import { teamsTargetOf, type CodeTarget } from '../core/codeTarget';
import { SendsLockedError, type PushKind } from '../core/VerificationApi';
import type { VerificationContext } from '../core/VerificationContext';
import type { CheckRequest, VerificationService } from '../core/VerificationService';
import type { FlowEvent } from '../core/verificationFlow';
import type { CallSync } from './CallSync';
import type { ContactStanding } from './ContactStanding';
import type { FlowDriver } from './FlowDriver';
import type { MethodChoice } from './MethodChoice';
import type { NoteEntry } from './NoteEntry';
import type { TypedCode } from './TypedCode';

type SentFlow = Extract<FlowEvent, { type: 'sent' }>['flow'];

/** Where a code goes: the chosen phone or email (or, for a resend, where the last code went), or Teams. */
export type CodeVia = 'item' | 'teams';

/** What a send reads and tells around it. */
export interface SendingParts {
  service: Pick<VerificationService, 'sendCode' | 'sendTeamsCode' | 'sendLink' | 'sendPush'>;
  notifier: Notifier;
  driver: FlowDriver;
  standing: ContactStanding;
  choice: MethodChoice;
  note: NoteEntry;
  code: TypedCode;
  calls: CallSync;
  /** False once the panel is disposed: a late answer is dropped. */
  live(): boolean;
}

/**
 * Sends a code, a link or a push (a resend is a send): one at a time, cancellable while a code or link is
 * on its way, with the note, the request and the call's id it needs.
 */
export class Sending {
  /** A short line after a cancelled send. */
  info: string | null = null;
  /** One intended action, one request: while one runs, more clicks or Enters send nothing (even in one task). */
  private readonly action = new AsyncAction((send: () => Promise<void>) => send());
  private controller: AbortController | null = null;

  constructor(private readonly parts: SendingParts) {
    makeObservable<Sending, 'setInfo'>(this, { info: observable, setInfo: action });
  }

  private get contact(): Contact {
    return this.parts.standing.contact;
  }

  private get context(): VerificationContext {
    return this.parts.standing.context;
  }

  /**
   * Sends a code: by Teams when asked, else to the chosen item (SMS for a phone, email for an email address).
   * A resend goes where the code on screen went.
   */
  async sendCode(via: CodeVia = 'item'): Promise<void> {
    await this.action.run(() => this.sendToItem('code', via));
  }

  /** Sends a verification link to the chosen item; the contact answers it with the number the technician reads out. */
  async sendLink(): Promise<void> {
    await this.action.run(() => this.sendToItem('link'));
  }

  /** Sends a Duo or Microsoft push; the panel waits for the end user's answer. */
  async sendPush(push: PushKind): Promise<void> {
    await this.action.run(() => this.pushTo(push));
  }

  /** The technician's Cancel while a code or link is being sent: the request is aborted. */
  cancel(): void {
    this.controller?.abort();
  }

  /** The panel closes: a send in flight is aborted. */
  dispose(): void {
    this.controller?.abort();
    this.controller = null;
  }

  private async sendToItem(what: 'code' | 'link', via: CodeVia = 'item'): Promise<void> {
    const { driver, choice, calls } = this.parts;
    const item = what === 'code' ? this.codeTarget(via) : choice.selectedItem;
    const ask = this.checkRequest();
    if (!item || !ask) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.begin();
    driver.dispatch({ type: 'send', item, what });
    try {
      const next = await this.request(what, item, ask, controller.signal);
      if (controller.signal.aborted) return;
      if (next.kind === 'optedOut') choice.markOptedOut(next.item);
      else calls.saveCallId(ask.callId);
      driver.dispatch({ type: 'sent', flow: next });
      driver.run();
    } catch (error) {
      if (error instanceof AppError && error.kind === 'cancelled')
        this.setInfo(`Sending cancelled. No ${what} was sent.`);
      else this.refused(error);
      driver.dispatch({ type: 'sendFailed' });
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Where a code goes: Teams when asked; a resend where the last code went; else the chosen item. */
  private codeTarget(via: CodeVia): CodeTarget | null {
    if (via === 'teams') return teamsTargetOf(this.contact);
    const flow = this.parts.driver.flow;
    return flow.kind === 'codeSent' ? flow.item : this.parts.choice.selectedItem;
  }

  /** Sends a code or a link; the flow it leads to (opted out: nothing was sent). */
  private async request(
    what: 'code' | 'link',
    item: CodeTarget,
    ask: CheckRequest,
    signal: AbortSignal,
  ): Promise<SentFlow> {
    const { service } = this.parts;
    if (item.type === 'teams') {
      const { validationId, expiresAt } = await service.sendTeamsCode(this.context, this.contact, ask, signal);
      return { kind: 'codeSent', item, validationId, expiresAt, problem: null, triesLeft: null, checking: false };
    }
    if (what === 'link') {
      const result = await service.sendLink(this.context, this.contact, item, ask, signal);
      if (result.kind === 'optedOut') return { kind: 'optedOut', item };
      const { validationId, expiresAt, matchNumber } = result.sent;
      return { kind: 'linkPending', item, validationId, expiresAt, matchNumber, confirmed: false };
    }
    const result = await service.sendCode(this.context, this.contact, item, ask, signal);
    if (result.kind === 'optedOut') return { kind: 'optedOut', item };
    const { validationId, expiresAt } = result.sent;
    return { kind: 'codeSent', item, validationId, expiresAt, problem: null, triesLeft: null, checking: false };
  }

  private async pushTo(push: PushKind): Promise<void> {
    const { driver, calls, service } = this.parts;
    const ask = this.checkRequest();
    if (!ask) return;
    driver.stop();
    this.setInfo(null);
    driver.dispatch({ type: 'sendPush', push });
    try {
      const sent = await service.sendPush(push, this.context, this.contact, ask);
      if (!this.parts.live()) return;
      calls.saveCallId(ask.callId);
      const { validationId, expiresAt } = sent;
      driver.dispatch({ type: 'sent', flow: { kind: 'pushPending', push, validationId, expiresAt } });
      driver.run();
    } catch (error) {
      this.refused(error);
      driver.dispatch({ type: 'sendFailed' });
    }
  }

  /** A new code or link goes out: nothing of the last one stays (its timers, the code typed, a cancelled line). */
  private begin(): void {
    this.parts.driver.stop();
    this.setInfo(null);
    this.parts.code.clear();
  }

  /**
   * The note, the request and the call's id for a send; null when a required note is missing (the note
   * field then says so, and takes the focus). A note that is not needed yet is not marked wrong.
   */
  private checkRequest(): CheckRequest | null {
    const { standing, note, choice, calls } = this.parts;
    const settings = standing.settingsStore.settings;
    if (!settings) return null;
    if (note.holdsBack()) return null;
    choice.choose();
    return { note: note.text, request: standing.request, callId: calls.callId(settings) };
  }

  /** A send the backend refused: a lock is shown beside the actions it disables; anything else is told. */
  private refused(error: unknown): void {
    const { standing, notifier } = this.parts;
    if (error instanceof SendsLockedError) return standing.setLock(error.until);
    reportError(notifier, error);
    void standing.loadAttempts(); // a refusal may be a lock the answer did not say: the panel says until when
  }

  private setInfo(info: string | null): void {
    this.info = info;
  }
}
