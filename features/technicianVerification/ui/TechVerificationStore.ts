import { computed, makeObservable, reaction } from 'mobx';
import { token } from '@features/api/core';
import { AsyncAction, LatestRequest, type PageStoreFactory } from '@features/api/ui';
import { isOpen, type TechVerification } from '../core/TechVerification';
import type { TechVerificationApi } from '../core/TechVerificationApi';
import { concernsTicket, ticketView } from '../core/techVerificationList';
import type { TechVerificationFeed } from './TechVerificationFeed';

/** The ticket the page is open on (crmId is the psaId); ticketId null on a contact screen. */
export interface TechVerificationPlace {
  crmId: string;
  ticketId: string | null;
}

/**
 * The Technician Verification page on one ticket (or contact screen): the ticket's verifications (loaded when the page
 * opens and after a hub reconnect, kept current by the feed), the open requests of other tickets, and the two actions
 * (send a code, link a request to the ticket), each one request per click. No place: the pod has no PSA.
 */
export class TechVerificationStore {
  readonly ticketLoad = new LatestRequest<TechVerification[]>();
  readonly send = new AsyncAction((requestId: string | null) => this.sendCode(requestId));
  readonly link = new AsyncAction((requestId: string) => this.linkRequest(requestId));
  private stopFollowing: (() => void) | null = null;

  constructor(
    private readonly api: TechVerificationApi,
    private readonly feed: TechVerificationFeed,
    readonly place: TechVerificationPlace | null,
  ) {
    makeObservable(this, {
      ticketKnown: computed,
      onTicket: computed,
      elsewhere: computed,
    });
  }

  /** The page opened: the ticket's list loads, and loads again after each hub reconnect while the page is open. */
  start(): void {
    this.stopFollowing ??= reaction(
      () => this.feed.reconnects,
      () => void this.reloadTicket(),
    );
    void this.reloadTicket();
  }

  dispose(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.ticketLoad.cancel();
  }

  async reloadTicket(): Promise<void> {
    const place = this.place;
    if (!place?.ticketId) return;
    const ticketId = place.ticketId;
    const applied = await this.ticketLoad.load((signal) => this.api.forTicket(place.crmId, ticketId, signal));
    if (applied) this.feed.merge(this.ticketLoad.value ?? []);
  }

  /**
   * Whether the open ticket's verifications have been asked for and answered: until then an open
   * request on it is unknown, and offering "Send a code" would start a second one. A reload after a
   * reconnect keeps it known (the list shown meanwhile is the last answer); a refusal counts as an answer.
   */
  get ticketKnown(): boolean {
    return !!this.place?.ticketId && (this.ticketLoad.value !== null || this.ticketLoad.state === 'failed');
  }

  /** Verifications of the open ticket, plus requests that name no ticket yet; newest first. */
  get onTicket(): TechVerification[] {
    const place = this.place;
    if (!place) return [];
    return ticketView(byNewest(this.feed.verifications.filter((v) => concernsTicket(v, place.crmId, place.ticketId))));
  }

  /** Open requests on the tenant's other tickets (another technician may be on them). */
  get elsewhere(): TechVerification[] {
    const shown = new Set(this.onTicket.map((v) => v.id));
    return byNewest(this.feed.verifications.filter((v) => isOpen(v) && !shown.has(v.id)));
  }

  private async sendCode(requestId: string | null): Promise<TechVerification> {
    const place = this.requireTicket();
    const sent = await this.api.sendCode({ crmId: place.crmId, ticketId: place.ticketId, requestId });
    this.feed.merge([sent]);
    return sent;
  }

  private async linkRequest(requestId: string): Promise<TechVerification> {
    const place = this.requireTicket();
    const linked = await this.api.link({ requestId, crmId: place.crmId, ticketId: place.ticketId });
    this.feed.merge([linked]);
    return linked;
  }

  private requireTicket(): { crmId: string; ticketId: string } {
    const place = this.place;
    if (!place?.ticketId) throw new Error('Open a ticket to verify yourself to its contact.');
    return { crmId: place.crmId, ticketId: place.ticketId };
  }
}

function byNewest(list: TechVerification[]): TechVerification[] {
  return [...list].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
}

/** Makes the page's store for a ticket (or contact screen), or for a pod without a PSA (bound in bindings.ts). */
export const TechVerificationStoreFactoryToken = token<PageStoreFactory<TechVerificationPlace | null, TechVerificationStore>>(
  'features.technicianVerification.TechVerificationStoreFactory',
);
