import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { type RealtimeHub, token } from '@features/api/core';
import { AsyncAction, LatestRequest } from '@features/api/ui';
import { isOpen, type TechVerification } from '../core/TechVerification';
import type { TechVerificationApi } from '../core/TechVerificationApi';
import { PsaTechVerificationSmsRequestEvent } from '../core/PsaTechVerificationSmsRequest';
import { concernsTicket, ticketView, upsertVerification } from '../core/techVerificationList';

/** The ticket the page is open on (crmId is the psaId); ticketId null on a contact screen. */
export interface TechVerificationPlace {
  crmId: string;
  ticketId: string | null;
}

/**
 * Technician Verification for the signed-in technician: every verification the hub reports for the
 * tenant (kept while the page is closed, counting the new requests as `unseen`), the open ticket's
 * verifications, and the two actions (send a code, link a request to the ticket), each one request
 * per click. One per container: it keeps listening after the page closes.
 */
export class TechVerificationStore {
  verifications: TechVerification[] = [];
  place: TechVerificationPlace | null = null;
  pageOpen = false;
  /** Requests that arrived while the page was not open (for a notice on the sidebar item). */
  unseen = 0;
  /** Counts every change the hub reported, so the history can reload. */
  changes = 0;
  /** The ticket whose verifications were asked for and answered (or refused) at least once. */
  private ticketAnsweredFor: string | null = null;
  readonly ticketLoad = new LatestRequest<TechVerification[]>();
  readonly send = new AsyncAction((requestId: string | null) => this.sendCode(requestId));
  readonly link = new AsyncAction((requestId: string) => this.linkRequest(requestId));
  private hub: RealtimeHub | null = null;

  constructor(private readonly api: TechVerificationApi) {
    makeObservable<TechVerificationStore, 'merge' | 'ticketAnsweredFor'>(this, {
      ticketAnsweredFor: observable,
      ticketKnown: computed,
      verifications: observableRef,
      place: observableRef,
      pageOpen: observable,
      unseen: observable,
      changes: observable,
      onTicket: computed,
      elsewhere: computed,
      receive: action,
      reconnected: action,
      open: action,
      close: action,
      forget: action,
      merge: action,
    });
  }

  /** Listens to the hub once (later calls with the same hub do nothing). */
  connect(hub: RealtimeHub): void {
    if (this.hub === hub) return;
    this.hub = hub;
    hub.on(PsaTechVerificationSmsRequestEvent, (verification) => this.receive(verification));
    hub.onReconnected(() => this.reconnected());
  }

  /** A hub message (already validated: the hub drops malformed ones); a new request counts as unseen while the page is closed. */
  receive(verification: TechVerification): void {
    const known = this.verifications.some((v) => v.id === verification.id);
    this.merge([verification]);
    this.changes += 1;
    if (!this.pageOpen && !known && verification.status === 'Requested') this.unseen += 1;
  }

  /**
   * The hub is back after a drop: whatever it reported meanwhile was missed, so the history reloads
   * (through `changes`) and, with the page open, so do the ticket's verifications and open requests.
   */
  reconnected(): void {
    this.changes += 1;
    if (this.pageOpen) void this.reloadTicket();
  }

  /** The page opened on a ticket (or a contact screen): everything is seen; the ticket's list loads. */
  open(place: TechVerificationPlace): void {
    this.pageOpen = true;
    this.unseen = 0;
    this.place = place;
    void this.reloadTicket();
  }

  close(): void {
    this.pageOpen = false;
    this.ticketLoad.cancel();
  }

  /** The session ended: nothing of this technician's tenant stays for the next one to see. */
  forget(): void {
    this.ticketLoad.cancel();
    this.verifications = [];
    this.ticketAnsweredFor = null;
    this.place = null;
    this.unseen = 0;
  }

  async reloadTicket(): Promise<void> {
    const place = this.place;
    if (!place?.ticketId) return;
    const ticketId = place.ticketId;
    const applied = await this.ticketLoad.load((signal) => this.api.forTicket(place.crmId, ticketId, signal));
    if (applied) this.merge(this.ticketLoad.value ?? []);
    if (applied || this.ticketLoad.state === 'failed') runInAction(() => (this.ticketAnsweredFor = ticketId));
  }

  /**
   * Whether the open ticket's verifications have been asked for and answered: until then an open
   * request on it is unknown, and offering "Send a code" would start a second one. A reload after a
   * reconnect keeps it known (the list shown meanwhile is the last answer).
   */
  get ticketKnown(): boolean {
    return !!this.place?.ticketId && this.ticketAnsweredFor === this.place.ticketId;
  }

  /** Verifications of the open ticket, plus requests that name no ticket yet; newest first. */
  get onTicket(): TechVerification[] {
    const place = this.place;
    if (!place) return [];
    return ticketView(byNewest(this.verifications.filter((v) => concernsTicket(v, place.crmId, place.ticketId))));
  }

  /** Open requests on the tenant's other tickets (another technician may be on them). */
  get elsewhere(): TechVerification[] {
    const shown = new Set(this.onTicket.map((v) => v.id));
    return byNewest(this.verifications.filter((v) => isOpen(v) && !shown.has(v.id)));
  }

  private async sendCode(requestId: string | null): Promise<TechVerification> {
    const place = this.requireTicket();
    const sent = await this.api.sendCode({ crmId: place.crmId, ticketId: place.ticketId, requestId });
    this.merge([sent]);
    return sent;
  }

  private async linkRequest(requestId: string): Promise<TechVerification> {
    const place = this.requireTicket();
    const linked = await this.api.link({ requestId, crmId: place.crmId, ticketId: place.ticketId });
    this.merge([linked]);
    return linked;
  }

  private requireTicket(): { crmId: string; ticketId: string } {
    const place = this.place;
    if (!place?.ticketId) throw new Error('Open a ticket to verify yourself to its contact.');
    return { crmId: place.crmId, ticketId: place.ticketId };
  }

  private merge(incoming: readonly TechVerification[]): void {
    let list = this.verifications;
    for (const verification of incoming) list = upsertVerification(list, verification);
    this.verifications = list;
  }
}

function byNewest(list: TechVerification[]): TechVerification[] {
  return [...list].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
}

export const TechVerificationStoreToken = token<TechVerificationStore>('features.technicianVerification.TechVerificationStore');
