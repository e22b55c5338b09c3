import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import { type Clock, token } from '@features/api/core';
import { AsyncAction, LatestRequest, type PageStoreFactory } from '@features/api/ui';
import { isOpen, type TechVerification } from '../core/TechVerification';
import type { TechVerificationApi } from '../core/TechVerificationApi';
import { concernsTicket, ticketGroups, type PersonGroup } from '../core/techVerificationList';
import type { TechVerificationFeed } from './TechVerificationFeed';

/** The ticket the page is open on (crmId is the psaId); ticketId null on a contact screen. */
export interface TechVerificationPlace {
  crmId: string;
  ticketId: string | null;
}

/** How often the page's "3 min ago" is brought up to date: at most this late. */
export const NOW_TICK_MS = 15_000;

/**
 * The Technician Verification page on one ticket (or contact screen): the ticket's verifications (loaded when the page
 * opens and after a hub reconnect, kept current by the feed) in one group per person, the open requests of other
 * tickets, the two actions (send a code, link a request to the ticket), each one request per click, and the time
 * the page's "3 min ago" counts from, kept current while the page is open. No place: the pod has no PSA.
 */
export class TechVerificationStore {
  readonly ticketLoad = new LatestRequest<TechVerification[]>();
  /** Now, for "3 min ago": moves every NOW_TICK_MS while the page is open. */
  now: number;
  readonly send = new AsyncAction((requestId: string | null) => this.sendCode(requestId));
  readonly link = new AsyncAction((requestId: string) => this.linkRequest(requestId));
  /** The verification the technician's last code or link went to: its card is where the focus goes next. */
  acted: string | null = null;
  private stops: Array<() => void> = [];

  constructor(
    private readonly api: TechVerificationApi,
    private readonly feed: TechVerificationFeed,
    private readonly clock: Clock,
    readonly place: TechVerificationPlace | null,
  ) {
    this.now = clock.now();
    makeObservable(this, {
      now: observable,
      acted: observable,
      tick: action,
      ticketKnown: computed,
      groups: computed,
      elsewhere: computed,
    });
  }

  /**
   * The page opened: the ticket's list loads, and loads again after each hub reconnect while the page is open; the
   * clock ticks.
   */
  start(): void {
    if (this.stops.length === 0) {
      this.stops.push(
        reaction(
          () => this.feed.reconnects,
          () => void this.reloadTicket(),
        ),
      );
      this.stops.push(this.clock.every(NOW_TICK_MS, () => this.tick()));
    }
    this.tick();
    void this.reloadTicket();
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.ticketLoad.cancel();
  }

  tick(): void {
    this.now = this.clock.now();
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

  /** Verifications of the open ticket, plus requests that name no ticket yet, one group per person (techVerificationList.ts). */
  get groups(): PersonGroup[] {
    const place = this.place;
    if (!place) return [];
    return ticketGroups(
      byNewest(this.feed.verifications.filter((v) => concernsTicket(v, place.crmId, place.ticketId))),
    );
  }

  /** Open requests on the tenant's other tickets (another technician may be on them). */
  get elsewhere(): TechVerification[] {
    const shown = new Set(this.groups.flatMap((g) => g.verifications.map((v) => v.id)));
    return byNewest(this.feed.verifications.filter((v) => isOpen(v) && !shown.has(v.id)));
  }

  private async sendCode(requestId: string | null): Promise<TechVerification> {
    const place = this.requireTicket();
    const sent = await this.api.sendCode({ crmId: place.crmId, ticketId: place.ticketId, requestId });
    this.feed.merge([sent]);
    runInAction(() => (this.acted = sent.id));
    return sent;
  }

  private async linkRequest(requestId: string): Promise<TechVerification> {
    const place = this.requireTicket();
    const linked = await this.api.link({ requestId, crmId: place.crmId, ticketId: place.ticketId });
    this.feed.merge([linked]);
    runInAction(() => (this.acted = linked.id));
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
export const TechVerificationStoreFactoryToken = token<
  PageStoreFactory<TechVerificationPlace | null, TechVerificationStore>
>('features.technicianVerification.TechVerificationStoreFactory');
