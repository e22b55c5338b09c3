import type {
  ConversationPageTransport,
  FeaturePodContext,
  LiveMessages,
  LoadedConversations,
  ServerMessage,
} from '@features/api/core';
import type { TeamsApi, TeamsChat } from './TeamsApi';

/** What the page learns besides the chat: whether the contact's Microsoft tenant has onboarded. */
export interface TeamsSetup {
  msTenantHasOnboarded: boolean;
}

/**
 * MS Teams Chats over the one conversation page: the ticket's chat with its contact (created on
 * demand), checked only when the contact's tenant has onboarded (docs/decisions/087).
 */
export class TeamsTransport implements ConversationPageTransport<TeamsChat, TeamsSetup> {
  readonly key = 'teams';

  constructor(
    private readonly api: TeamsApi,
    readonly live: LiveMessages,
    private readonly pod: FeaturePodContext,
  ) {}

  /** Not when the contact's tenant has not onboarded: there is nothing to check. */
  get canLoad(): boolean {
    return !!this.pod.ticket && !!this.pod.psaId && !!this.pod.contact?.msTenantHasOnboarded;
  }

  idOf(chat: TeamsChat): string {
    return chat.chatId;
  }

  async load(): Promise<LoadedConversations<TeamsChat, TeamsSetup>> {
    const check = await this.api.check(this.request());
    return {
      setup: { msTenantHasOnboarded: check.msTenantHasOnboarded },
      threads: check.chat ? [check.chat] : [],
      open: check.chat,
    };
  }

  start(): Promise<TeamsChat> {
    return this.api.createChat(this.request());
  }

  history(chat: TeamsChat): Promise<ServerMessage[]> {
    return this.api.history(chat.chatId);
  }

  send(chat: TeamsChat, body: string, clientId: string): Promise<ServerMessage> {
    return this.api.send(chat.chatId, body, clientId);
  }

  private request() {
    const { ticket, contact, psaId } = this.pod;
    if (!ticket || !contact || !psaId) throw new Error('Open a ticket with a contact to chat with them.');
    return { ticketId: ticket.id, crmId: psaId, contactId: contact.id };
  }
}

/** Whether a chat can exist with the pod's contact: the check's answer once known, the contact's until then. */
export function tenantOnboarded(setup: TeamsSetup | null, pod: FeaturePodContext): boolean {
  return setup?.msTenantHasOnboarded ?? pod.contact?.msTenantHasOnboarded ?? false;
}
