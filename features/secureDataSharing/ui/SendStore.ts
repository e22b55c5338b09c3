import { action, computed, makeObservable, observable, observableRef, type ObservableMap } from 'mobx';
import { type Clock, type CommunicationItem, token, variablesIn } from '@features/api/core';
import { AsyncAction, type PageStoreFactory } from '@features/api/ui';
import { formatExpiry, messageText } from '../core/messageText';
import type { SendChannel } from '../core/SecureData';
import type { SecureDataApi } from '../core/SecureDataApi';
import type { CreatedLink } from '../core/secureDataSteps';

export const OPTED_OUT_MESSAGE = 'This number has opted out of text messages.';

export interface SendContext {
  created: CreatedLink;
  items: readonly CommunicationItem[];
  template: string;
  textVariables: Record<string, string>;
  /** What was asked for (requests only). */
  requestTitle: string | null;
  ticketNumber: string | null;
  /** Recipient -> when it was sent there, epoch ms (kept by the page for the link's life, not by this form). */
  sent: ObservableMap<string, number>;
  /** Called after each successful send with the recipient. */
  onSent(recipient: string): void;
}

/**
 * The send step: pick one of the contact's phones or addresses, edit the filled message, send. A phone
 * is checked for opt-out before anything is sent; an opted-out phone is refused and marked. Each
 * recipient it went to is remembered with the time, so the page says so and asks before texting the
 * same link again.
 */
export class SendStore {
  selected: CommunicationItem | null;
  message: string;
  readonly optedOut = observable.set<string>();
  readonly send: AsyncAction<[], string>;
  /** Recipient (a phone or an address as the contact's item holds it) -> when it was sent there, epoch ms. */
  readonly sent: ObservableMap<string, number>;

  constructor(
    private readonly api: SecureDataApi,
    private readonly context: SendContext,
    private readonly clock: Pick<Clock, 'now'> = { now: () => Date.now() },
  ) {
    this.selected = context.items[0] ?? null;
    const own: Record<string, string> = {
      Link: context.created.link,
      ExpiresAt: formatExpiry(context.created.expiresAt),
    };
    if (context.requestTitle !== null) own['RequestTitle'] = context.requestTitle;
    if (context.ticketNumber !== null) own['TicketNumber'] = context.ticketNumber;
    this.message = messageText(context.template, context.textVariables, own).text;
    this.send = new AsyncAction(() => this.deliver());
    this.sent = context.sent;
    makeObservable(this, {
      selected: observableRef,
      message: observable,
      select: action,
      setMessage: action,
      unknownVariables: computed,
      channel: computed,
    });
  }

  get channel(): SendChannel | null {
    return this.selected ? (this.selected.type === 'phone' ? 'sms' : 'email') : null;
  }

  /** Variables still in braces as written (no value known): shown so the technician can fix them before sending. */
  get unknownVariables(): string[] {
    return variablesIn(this.message);
  }

  select(item: CommunicationItem): void {
    this.selected = item;
    this.send.clearError();
  }

  setMessage(message: string): void {
    this.message = message;
    this.send.clearError();
  }

  private async deliver(): Promise<string> {
    const item = this.selected;
    const channel = this.channel;
    if (!item || !channel) throw new Error('Choose where to send it.');
    if (!this.message.trim()) throw new Error('Required');
    if (channel === 'sms') {
      const optedOut = this.optedOut.has(item.value) || (await this.api.isOptedOut(item.value));
      if (optedOut) {
        action(() => this.optedOut.add(item.value))();
        throw new Error(OPTED_OUT_MESSAGE);
      }
    }
    const message = { id: this.context.created.id, channel, recipient: item.value, message: this.message.trim() };
    if (this.context.created.kind === 'sendData') await this.api.send(message);
    else await this.api.sendRequest(message);
    action(() => this.sent.set(item.value, this.clock.now()))();
    this.context.onSent(item.value);
    return item.value;
  }
}

/** Makes the send step's store for one created link (bound in bindings.ts; the step asks usePageStore). */
export const SendStoreFactoryToken = token<PageStoreFactory<SendContext, SendStore>>(
  'features.secureDataSharing.SendStoreFactory',
);
