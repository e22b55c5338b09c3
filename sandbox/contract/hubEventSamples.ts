/**
 * One sample payload per hub event kind, for the console's "push" buttons. Shapes follow the SPA's
 * HubEvents map (core/realtime/RealtimeHub.ts); the sandbox may not import it, so they are repeated.
 */
export function hubEventSample(kind: string, now = new Date().toISOString()): unknown {
  switch (kind) {
    case 'ContactVerificationPassed':
      return { contactId: 'acme-cw-co1-ct1', psaId: 'acme-cw', value: '+1 (555) 010-2001', validationType: 'SMS', inspectorName: 'Tess Tech', note: 'Pushed from the sandbox console', date: now };
    case 'MessagingSmsToChannel':
      return { channelId: 'channel-1', body: 'Reply from the contact (sandbox console)', date: now };
    case 'PsaTechVerificationSmsRequest':
      return { Id: `tv-sample-${Date.now()}`, Code: null, ContactId: 'acme-cw-co1-ct1', ContactName: 'Alice Johnson', CreatedDate: now, CrmId: 'acme-cw', TicketId: '1001', From: '+1 (555) 010-2001', To: '+1 (555) 010-2001', Type: 'Requested', IsVerified: false };
    case 'TeamsChatMessage':
      return { chatId: 'teams-1', message: 'Hello from Teams (sandbox console)', from: 'Alice Johnson', date: now };
    case 'NewAdminMessage':
    case 'NewUserMessage':
      return { chatId: 'chat-1', id: `m-${Date.now()}`, message: `${kind} from the sandbox console`, from: 'Alice Johnson', date: now };
    case 'NewChatAvailable':
      return { Name: 'Alice Johnson', Id: `chat-${Date.now()}`, TicketId: '1001', TicketLink: 'https://psa.sandbox.test/tickets/1001' };
    default:
      return null;
  }
}

/** Every event kind the console can push (spec sections 7 and 9). */
export const HUB_EVENT_KINDS = [
  'ContactVerificationPassed',
  'MessagingSmsToChannel',
  'PsaTechVerificationSmsRequest',
  'TeamsChatMessage',
  'NewAdminMessage',
  'NewUserMessage',
  'NewChatAvailable',
] as const;
