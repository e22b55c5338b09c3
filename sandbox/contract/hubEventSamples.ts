/**
 * One sample payload per hub event kind, for the console's "push" buttons. Shapes follow what each
 * consumer's event spec parses (its `HubEvent` in core/ or features/<id>/core/); the sandbox may not
 * import those, so they are repeated. A sample that did not parse would be dropped by the SPA's hub.
 */
export function hubEventSample(kind: string, now = new Date().toISOString()): unknown {
  switch (kind) {
    case 'ContactVerificationPassed':
      return {
        contactId: 'acme-cw-co1-ct1',
        psaId: 'acme-cw',
        value: '+1 (555) 010-2001',
        validationType: 'SMS',
        inspectorName: 'Tess Tech',
        note: 'Pushed from the sandbox console',
        date: now,
      };
    case 'VerificationApprovalChanged':
      return {
        id: `ap-sample-${Date.now()}`,
        validationId: 'v-sample',
        psaId: 'acme-cw',
        contactId: 'acme-cw-co1-ct2',
        contactName: 'Bob Martinez',
        ticketId: '1001',
        request: 'PasswordReset',
        requester: { id: 'u-tech', name: 'Tess Tech' },
        approver: { id: 'u-mfa', name: 'Max Factor' },
        reason: 'Pushed from the sandbox console',
        requestedAt: now,
        expiresAt: new Date(Date.parse(now) + 600_000).toISOString(),
        state: 'requested',
        answer: null,
      };
    case 'MessagingSmsToChannel':
      return {
        id: `sms-sample-${Date.now()}`,
        channelId: 'channel-1',
        body: 'Reply from the contact (sandbox console)',
        date: now,
        direction: 'inbound',
        from: 'Alice Johnson',
        optedOut: false,
      };
    case 'PsaTechVerificationSmsRequest':
      return {
        Id: `tv-sample-${Date.now()}`,
        Code: null,
        ContactId: 'acme-cw-co1-ct1',
        ContactName: 'Alice Johnson',
        CreatedDate: now,
        CrmId: 'acme-cw',
        TicketId: '1001',
        From: '+1 (555) 010-2001',
        To: '+1 (555) 010-2001',
        Type: 'Requested',
        IsVerified: false,
      };
    case 'TeamsChatMessage':
      return {
        id: `teams-sample-${Date.now()}`,
        chatId: 'teams-1',
        message: 'Hello from Teams (sandbox console)',
        from: 'Alice Johnson',
        date: now,
        direction: 'inbound',
      };
    default:
      return null;
  }
}

/**
 * Every hub event kind the console can push: the hub's events in contract/asyncapi.yaml. The client
 * portal chat events (NewAdminMessage, NewUserMessage, NewChatAvailable) travel on the ticket's Pusher
 * channel, not the hub: the chat console section plays them.
 */
export const HUB_EVENT_KINDS = [
  'ContactVerificationPassed',
  'VerificationApprovalChanged',
  'MessagingSmsToChannel',
  'PsaTechVerificationSmsRequest',
  'TeamsChatMessage',
] as const;
