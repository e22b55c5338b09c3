import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Contact } from '@core/contact/Contact';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { ContactDirectory } from '@core/contact/ContactDirectory';
import { mapPodRecord, type PodView } from '@core/psa/mapPodRecord';
import { noIdFailure, podFailureOf, type PodFailure } from '@core/psa/podFailure';
import type { PodScreen } from '@core/psa/podQuery';
import { podScreenFor } from '@core/psa/podScreenFor';
import type { PodService } from '@core/psa/PodService';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { token } from '@core/shared/Token';
import { AsyncAction } from '../common/AsyncAction';
import { LatestRequest } from '../common/LatestRequest';

export type PodLoadState = 'loading' | 'ready' | 'failed';

/** What one pod page shows: the record behind its URL, or why it cannot. */
export class PodStore {
  /** The record behind the URL (the one loading state); a picked contact or a live change replaces its value. */
  readonly record = new LatestRequest<PodView>();
  switchError: string | null = null;
  /** The ticket's own contact (peers may need a note to be verified); follows a save to the ticket. */
  ticketContactId: string | null = null;
  /** The screen this PSA shows for the asked one (contact for PSAs without ticket lookups). */
  readonly screen: PodScreen;
  /** One pick, one request: a double click on a contact saves it to the ticket once. */
  private readonly switchAction = new AsyncAction((contactId: string) => this.switchTo(contactId));

  constructor(
    private readonly pods: PodService,
    private readonly directory: ContactDirectory,
    readonly descriptor: PsaDescriptor,
    readonly psaId: string,
    asked: PodScreen,
    readonly id: string | null,
  ) {
    this.screen = podScreenFor(descriptor, asked);
    makeObservable(this, {
      state: computed,
      view: computed,
      failure: computed,
      switching: computed,
      switchError: observable,
      ticketContactId: observable,
      reload: action,
      replaceContact: action,
    });
  }

  /** Starts the first load once (StrictMode mounts a page twice: the second start finds it under way). */
  start(): void {
    if (this.record.state === 'idle') void this.reload();
  }

  /** Before the first load it is loading too: the page shows its loader from the first frame. */
  get state(): PodLoadState {
    return this.record.state === 'idle' ? 'loading' : this.record.state;
  }

  get view(): PodView | null {
    return this.record.value;
  }

  /** Why the record could not be shown, in the pod's words (which PSA, not found or its error). */
  get failure(): PodFailure | null {
    if (this.record.state !== 'failed') return null;
    return this.id
      ? podFailureOf(this.descriptor, this.screen, this.id, this.record.cause)
      : noIdFailure(this.descriptor);
  }

  async reload(): Promise<void> {
    const id = this.id;
    if (!id) return this.record.fail(new Error('No id in the address.'));
    const loaded = await this.record.load(() => this.pods.load(this.descriptor, this.psaId, this.screen, id));
    const view = this.record.value;
    if (loaded && view) runInAction(() => (this.ticketContactId = view.ticket ? (view.contact?.id ?? null) : null));
  }

  /**
   * Fetches again what is shown, keeping it on screen meanwhile (after the hub reconnected: a
   * verification recorded while it was down arrived as an event nobody received). A failure keeps
   * what is shown; the HTTP layer has said what went wrong.
   */
  async refresh(): Promise<void> {
    const current = this.view;
    const id = this.id;
    if (this.state !== 'ready' || !current || !id) return;
    const shown = current.contact?.id ?? null;
    try {
      const fresh = await this.pods.load(this.descriptor, this.psaId, this.screen, id);
      // The technician picked another contact: refresh that one, on this ticket.
      const next =
        !shown || fresh.contact?.id === shown
          ? fresh
          : {
              ...(await this.pods.load(this.descriptor, this.psaId, 'contact', shown)),
              ticket: fresh.ticket ?? current.ticket,
            };
      runInAction(() => {
        if (this.view === current) this.record.set(next);
      });
    } catch {
      // Keep what is shown.
    }
  }

  /** Whether a picked contact becomes the ticket's contact in the PSA (ConnectWise tickets). */
  get savesToTicket(): boolean {
    return this.descriptor.supports.saveToContact && this.screen !== 'contact' && !!this.view?.ticket;
  }

  /** Set while a picked contact is being loaded or saved to the ticket. */
  get switching(): boolean {
    return this.switchAction.pending;
  }

  /** Shows another contact: saved to the ticket where the PSA supports it, else just looked up. */
  async showContact(contactId: string): Promise<void> {
    await this.switchAction.run(contactId);
  }

  private async switchTo(contactId: string): Promise<void> {
    const current = this.view;
    runInAction(() => (this.switchError = null));
    try {
      const next =
        this.savesToTicket && current?.ticket
          ? mapPodRecord(
              await this.directory.saveToContact({ psaId: this.psaId, ticketId: current.ticket.id, contactId }),
            )
          : await this.pods.load(this.descriptor, this.psaId, 'contact', contactId);
      runInAction(() => {
        this.record.set({ ...next, ticket: next.ticket ?? current?.ticket ?? null });
        if (this.savesToTicket) this.ticketContactId = next.contact?.id ?? null;
      });
    } catch (error) {
      runInAction(() => (this.switchError = podFailureOf(this.descriptor, 'contact', contactId, error).message));
    }
  }

  /** Takes in a contact whose verification was just recorded (by the technician or live). */
  replaceContact(contact: Contact): void {
    const view = this.view;
    if (view?.contact?.id === contact.id) this.record.set({ ...view, contact });
  }

  /** What feature pages receive about this pod (kept in step with the contact shown). */
  get featureContext(): FeaturePodContext {
    const view = this.view;
    return {
      psa: this.descriptor,
      psaId: this.psaId,
      screen: this.screen,
      ticket: this.screen === 'contact' ? null : (view?.ticket ?? null),
      company: view ? view.company : null,
      contact: view?.contact ?? null,
      ready: this.state === 'ready',
      unavailable:
        this.state === 'failed' && this.failure ? { title: this.failure.title, message: this.failure.message } : null,
      isTicketContact: this.screen === 'contact' || (!!view?.contact && view.contact.id === this.ticketContactId),
      onContactChange: this.takeContact,
    };
  }

  /** replaceContact as a stable function for feature pages (so their effects do not re-run). */
  private readonly takeContact = (contact: Contact): void => this.replaceContact(contact);
}

/** What a pod page asks for; the container supplies the services (app/bindings/psaBindings.ts). */
export interface PodStoreArgs {
  descriptor: PsaDescriptor;
  psaId: string;
  screen: PodScreen;
  ticketId: string | null;
}

/** Page stores come from factories bound in the container, not from components wiring services. */
export type PodStoreFactory = (args: PodStoreArgs) => PodStore;
export const PodStoreFactoryToken = token<PodStoreFactory>('ui.pod.PodStoreFactory');
