import fc from 'fast-check';
import type { AnySchema } from 'yup';
import { readRelayed } from '@adapters/auth/pusher/PusherSignInRelay';
import { TENANT_SUBSCRIPTION } from '@adapters/realtime/signalr/SignalrRealtimeHub';
import type { AsyncMessage, JsonSchema, Reference } from '@contract/tools/contractDocuments';
import { RELAY_ACK_EVENT, RELAY_EVENT } from '@core/auth/externalLoginRequest';
import type { HubEvent } from '@core/realtime/HubEvent';
import {
  CHAT_EVENTS,
  clientTypingWire,
  closedChatWire,
  messageWire,
  newChatWire,
} from '@features/clientPortalChats/adapters/wire/chatWire';
import { VerificationApprovalChangedEvent } from '@features/endUserVerification/core/approval/readApproval';
import { ContactVerificationPassedEvent } from '@features/endUserVerification/core/ContactVerificationPassed';
import { TeamsChatMessageEvent } from '@features/msTeamsChats/core/TeamsChatMessage';
import { featureModules } from '@features/registry';
import { MessagingSmsToChannelEvent } from '@features/smsMessaging/core/MessagingSmsToChannel';
import { PsaTechVerificationSmsRequestEvent } from '@features/technicianVerification/core/PsaTechVerificationSmsRequest';
import { createSandbox } from '@sandbox/contract/createSandboxApp';
import { HUB_EVENT_KINDS, hubEventSample } from '@sandbox/contract/hubEventSamples';
import type { RecordedRealtimeEvent, RecordingRealtime } from '@sandbox/contract/SandboxRealtime';
import { contractDocuments, contractUnderTest } from './support/contractUnderTest';
import { schemaArbitrary } from './support/schemaArbitrary';

/*
 * contract/asyncapi.yaml against the code: it names exactly the hub events, chat channel events and
 * relay events the SPA uses; payloads it allows are read by the SPA's own readers; and what the
 * sandbox publishes in its flows fits it.
 */

const { asyncapi } = contractDocuments();
const contract = contractUnderTest();

function messagesOf(channel: string): Array<{ name: string; message: AsyncMessage }> {
  return Object.values(asyncapi.channels[channel]!.messages).map((ref: Reference) => {
    const message = asyncapi.components.messages[ref.$ref.split('/').pop()!]!;
    return { name: message.name, message };
  });
}

const byName = (channel: string) => new Map(messagesOf(channel).map(({ name, message }) => [name, message]));
const hub = byName('hub');
const ticketChat = byName('ticketChat');
const signInRelay = byName('signInRelay');

/** Payloads the document allows for the message (checked, so a generator slip cannot pass). */
const payloads = (message: AsyncMessage) =>
  schemaArbitrary(contractDocuments(), message.payload, 'asyncapi', { extraFields: true }).filter(
    (p) => contract.schemas.check(message.payload, p, 'asyncapi') === null,
  );

describe('contract/asyncapi.yaml names what the SPA uses', () => {
  it('the hub: the tenant subscription and every feature module’s hub events', () => {
    expect([...hub.keys()].sort()).toEqual([TENANT_SUBSCRIPTION, ...featureModules.flatMap((m) => m.hubEvents)].sort());
  });

  it("a ticket's chat channel: every event the chat page binds", () => {
    expect([...ticketChat.keys()].sort()).toEqual(Object.values(CHAT_EVENTS).sort());
  });

  it('the sign-in relay: the token and its acknowledgement', () => {
    expect([...signInRelay.keys()].sort()).toEqual([RELAY_EVENT, RELAY_ACK_EVENT].sort());
  });
});

describe('payloads the document allows are read by the SPA', () => {
  const hubReaders: Array<HubEvent<unknown>> = [
    ContactVerificationPassedEvent,
    VerificationApprovalChangedEvent,
    MessagingSmsToChannelEvent,
    PsaTechVerificationSmsRequestEvent,
    TeamsChatMessageEvent,
  ];
  it.each(hubReaders.map((event) => [event.name, event] as const))('hub event %s', (name, event) => {
    fc.assert(
      fc.property(payloads(hub.get(name)!), (payload) => event.parse(payload) !== null),
      { numRuns: 100 },
    );
  });

  const chatReaders: Record<string, AnySchema> = {
    NewAdminMessage: messageWire,
    NewUserMessage: messageWire,
    NewChatAvailable: newChatWire,
    ClientTyping: clientTypingWire,
    ChatClosed: closedChatWire,
  };
  it.each(Object.entries(chatReaders))('chat event %s', (name, wire) => {
    fc.assert(
      fc.property(
        payloads(ticketChat.get(name)!),
        (payload) => void wire.validateSync(payload, { stripUnknown: true }),
      ),
      { numRuns: 100 },
    );
  });

  it('the relayed sign-in token', () => {
    fc.assert(
      fc.property(payloads(signInRelay.get(RELAY_EVENT)!), (payload) => readRelayed(payload) !== null),
      { numRuns: 100 },
    );
  });

  it('the tenant subscription carries the tenant id the SPA sends', () => {
    expect(contract.schemas.check(hub.get(TENANT_SUBSCRIPTION)!.payload, 't-acme', 'asyncapi')).toBeNull();
  });
});

describe('what the sandbox publishes fits the document', () => {
  function problemsOf(sent: readonly RecordedRealtimeEvent[]): string[] {
    return sent.flatMap((event) => {
      const channel =
        event.kind === 'hub'
          ? hub
          : event.to.startsWith('private-portal-chats-')
            ? ticketChat
            : event.to.startsWith('private-auth-')
              ? signInRelay
              : null;
      const message = channel?.get(event.name);
      if (!message) return [`${event.kind} ${event.to}: ${event.name} is not in contract/asyncapi.yaml`];
      const problem = contract.schemas.check(message.payload as JsonSchema, event.payload, 'asyncapi', 'payload');
      return problem ? [`${event.name}: ${problem}`] : [];
    });
  }

  it("the console's hub event samples", () => {
    expect(
      problemsOf(
        HUB_EVENT_KINDS.map((kind) => ({ kind: 'hub', to: 't-acme', name: kind, payload: hubEventSample(kind) })),
      ),
    ).toEqual([]);
  });

  it('the events of the chat, technician verification, SMS, Teams and verification flows', async () => {
    const sandbox = createSandbox();
    const realtime = sandbox.state.realtime as RecordingRealtime;
    const { accessToken } = sandbox.state.issueSession('u-tech');
    const call = async (path: string, body?: unknown) => {
      const response = await sandbox.fetch(
        new Request(`http://sandbox.test${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      const answer = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
      return answer;
    };
    const chat = await call('/api/ClientPortalChats/configurations/portal-acme/chats', {
      psaId: 'acme-cw',
      ticketId: '1003',
      message: 'Hello from the technician',
    });
    await call(`/__sandbox/chats/${String(chat.id)}/client-message`, { body: 'Hello from the client' });
    await call(`/__sandbox/chats/${String(chat.id)}/typing`, {});
    await sandbox.fetch(
      new Request(`http://sandbox.test/api/ClientPortalChats/chats/${String(chat.id)}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${accessToken}` },
      }),
    );
    await call('/api/VerifiedPsaTechBySms', { CrmId: 'acme-cw', TicketId: '1001', RequestId: null });
    const conversations = (await call('/__sandbox/messages/conversations')) as unknown as Array<{
      id: string;
      transport: string;
      tenantId: string;
    }>;
    for (const transport of ['sms', 'teams']) {
      const conversation = conversations.find((c) => c.transport === transport && c.tenantId === 't-acme');
      if (conversation)
        await call('/__sandbox/messages/reply', { channelId: conversation.id, body: `A ${transport} reply` });
    }
    const push = await call('/api/PsaContactValidation/sendDuoPush', {
      psaId: 'acme-cw',
      ticketId: '1001',
      contactId: 'acme-cw-co1-ct1',
      note: '',
    });
    await call(`/__sandbox/verification/${String(push.validationId)}/approve`, {});

    expect(new Set(realtime.sent.map((e) => e.name))).toEqual(
      new Set([
        'NewChatAvailable',
        'NewAdminMessage',
        'NewUserMessage',
        'ClientTyping',
        'ChatClosed',
        'PsaTechVerificationSmsRequest',
        'MessagingSmsToChannel',
        'TeamsChatMessage',
        'ContactVerificationPassed',
        'VerificationCallChanged',
      ]),
    );
    expect(problemsOf(realtime.sent)).toEqual([]);
  });

  it('the events of a verification a manager approves', async () => {
    const sandbox = createSandbox();
    const realtime = sandbox.state.realtime as RecordingRealtime;
    const { accessToken } = sandbox.state.issueSession('u-tech');
    const post = async (path: string, body: unknown) =>
      (await sandbox
        .fetch(
          new Request(`http://sandbox.test${path}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }),
        )
        .then((r) => r.json())) as Record<string, string>;
    await post('/__sandbox/approvals/policy', { neededFor: 'otherContact' });
    const bob = { psaId: 'acme-cw', ticketId: '1001', contactId: 'acme-cw-co1-ct2', note: 'For Alice' };
    const push = await post('/api/PsaContactValidation/sendDuoPush', bob);
    await post(`/__sandbox/verification/${push.validationId}/approve`, {});
    const approval = await post('/api/VerificationApprovals', {
      validationId: push.validationId,
      approverId: 'u-mfa',
      reason: 'Bob calls for Alice',
    });
    await post(`/__sandbox/approvals/${approval.id}/approve`, { reason: 'Fine' });

    // Each change of the call's record is heard too: started, held, asked, recorded.
    expect(realtime.sent.map((e) => e.name)).toEqual([
      'VerificationCallChanged',
      'VerificationCallChanged',
      'VerificationCallChanged',
      'VerificationApprovalChanged',
      'VerificationCallChanged',
      'ContactVerificationPassed',
      'VerificationApprovalChanged',
    ]);
    expect(problemsOf(realtime.sent)).toEqual([]);
  });
});
