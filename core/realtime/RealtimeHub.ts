import { token } from '../shared/Token';

/** Hub connection states (spec section 4). */
export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

/**
 * Events the hub pushes, by name (spec sections 7 and 9). Payload shapes the spec does not show are
 * decided where each feature is built and typed here, in this one map.
 */
export interface HubEvents {
  ContactVerificationPassed: { contactId: string; psaId: string; value: string; validationType: string; inspectorName: string; note: string; date: string };
  MessagingSmsToChannel: { channelId: string; body: string; date: string };
  /** The tech verification message (spec section 3; TicketId added, see features/technicianVerification). */
  PsaTechVerificationSmsRequest: {
    Id: string; Code: string | null; ContactId: string | null; ContactName: string | null; CreatedDate: string; CrmId: string;
    TicketId: string | null; From: string | null; To: string | null; Type: string; IsVerified: boolean;
  };
  TeamsChatMessage: { chatId: string; message: string; from: string; date: string };
  NewAdminMessage: { chatId: string; id: string; message: string; from: string; date: string };
  NewUserMessage: { chatId: string; id: string; message: string; from: string; date: string };
  NewChatAvailable: { Name: string; Id: string; TicketId: string; TicketLink: string };
}

export type HubEventName = keyof HubEvents;

/** The live connection that feeds every page. Stores subscribe to typed events and unsubscribe on dispose. */
export interface RealtimeHub {
  readonly state: HubState;
  /** Connects (once signed in) and subscribes to the tenant; safe to call again. */
  start(tenantId: string): Promise<void>;
  stop(): Promise<void>;
  on<E extends HubEventName>(event: E, handler: (payload: HubEvents[E]) => void): () => void;
  onStateChange(handler: (state: HubState) => void): () => void;
}

export const RealtimeHubToken = token<RealtimeHub>('core.realtime.RealtimeHub');
