import { type RecordingRealtime } from '@features/api/sandbox';
import { createSandbox } from '@sandbox/contract/createSandboxApp';
import { consolePost, sandboxClient } from '@tests/support/sandboxClient';

/** Alice's seeded chat on ticket 1001. */
const ALICE_CHAT = '/TeamsMessagingBoard/channels/teams-acme-cw-co1-ct1';

describe('sandbox: MS Teams Chats contract: finding and creating a chat', () => {
  it('finds the seeded chat of a ConnectWise ticket and reads its history', async () => {
    const api = sandboxClient(createSandbox());
    const check = await api.get(
      '/TeamsMessagingBoard/checkTicketChannels?ticketId=1001&crmId=acme-cw&contactId=acme-cw-co1-ct1',
    );
    expect(check.body).toMatchObject({
      msTenantHasOnboarded: true,
      chat: { chatId: 'teams-acme-cw-co1-ct1', ticketId: '1001' },
    });
    const history = await api.get(`${ALICE_CHAT}/channelHistory`);
    expect(history.body.items.map((m: { message: string }) => m.message)).toEqual([
      'Hi Alice, moving our chat to Teams.',
      'Sure, happy to chat here.',
    ]);
  });

  it('creates a chat once for an onboarded contact; refuses a contact whose tenant has not onboarded', async () => {
    const sandbox = createSandbox();
    const demo = sandboxClient(sandbox, 'u-demo');
    const [ticket] = sandbox.state.world.tickets.filter(
      (t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1',
    );
    const none = await demo.get(
      `/TeamsMessagingBoard/checkTicketChannels?ticketId=${ticket!.id}&crmId=demo-cw&contactId=demo-cw-co1-ct1`,
    );
    expect(none.body).toEqual({ chat: null, msTenantHasOnboarded: true });
    const created = await demo.post('/TeamsMessagingBoard/createChannel', {
      ticketId: ticket!.id,
      crmId: 'demo-cw',
      contactId: 'demo-cw-co1-ct1',
    });
    expect(created.body).toMatchObject({ ticketId: ticket!.id, contactName: 'Alice Johnson' });
    const again = await demo.post('/TeamsMessagingBoard/createChannel', {
      ticketId: ticket!.id,
      crmId: 'demo-cw',
      contactId: 'demo-cw-co1-ct1',
    });
    expect(again.body.chatId).toBe(created.body.chatId);

    const api = sandboxClient(sandbox);
    const bob = await api.get(
      '/TeamsMessagingBoard/checkTicketChannels?ticketId=1002&crmId=acme-cw&contactId=acme-cw-co1-ct2',
    );
    expect(bob.body).toEqual({ chat: null, msTenantHasOnboarded: false });
    expect(
      await api.post('/TeamsMessagingBoard/createChannel', {
        ticketId: '1002',
        crmId: 'acme-cw',
        contactId: 'acme-cw-co1-ct2',
      }),
    ).toEqual({
      status: 409,
      body: { message: "Bob Martinez's Microsoft tenant has not onboarded, so no Teams chat can be created." },
    });
  });
});

describe('sandbox: MS Teams Chats contract: sending', () => {
  it('sends {message}, and a console reply is published as TeamsChatMessage', async () => {
    const sandbox = createSandbox();
    const sent = await sandboxClient(sandbox).post(`${ALICE_CHAT}/send`, { message: 'Hello on Teams', clientId: 'l1' });
    expect(sent.body).toMatchObject({
      chatId: 'teams-acme-cw-co1-ct1',
      direction: 'outbound',
      message: 'Hello on Teams',
      clientId: 'l1',
    });
    await consolePost(sandbox, '/messages/reply', { channelId: 'teams-acme-cw-co1-ct1', body: 'Got it' });
    expect((sandbox.state.realtime as RecordingRealtime).sent).toEqual([
      {
        kind: 'hub',
        to: 't-acme',
        name: 'TeamsChatMessage',
        payload: expect.objectContaining({ chatId: 'teams-acme-cw-co1-ct1', message: 'Got it', from: 'Alice Johnson' }),
      },
    ]);
    const listed = await (await sandbox.fetch(new Request('http://sandbox.test/__sandbox/messages'))).json();
    expect(listed.map((m: { transport: string; direction: string }) => `${m.transport} ${m.direction}`)).toEqual([
      'teams inbound',
      'teams outbound',
    ]);
  });

  it('another tenant cannot read or send to the chat', async () => {
    const api = sandboxClient(createSandbox(), 'u-plus');
    expect((await api.get(`${ALICE_CHAT}/channelHistory`)).status).toBe(404);
    expect((await api.post(`${ALICE_CHAT}/send`, { message: 'x', clientId: 'x' })).status).toBe(404);
  });
});
