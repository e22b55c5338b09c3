/** @jest-environment node */
import { type RecordingRealtime, signChannel } from '@features/api/sandbox';
import { createSandbox } from '@sandbox/contract/createSandboxApp';
import { chatChannelName } from '../adapters/wire/chatWire';
import { LONG_CHAT_LENGTH } from './chatLedger';

function setup(userId = 'u-tech') {
  const sandbox = createSandbox();
  const { accessToken } = sandbox.state.issueSession(userId);
  const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${accessToken}`);
    if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const response = await sandbox.fetch(new Request(`http://sandbox.test/api${path}`, { ...init, headers }));
    const text = await response.text();
    return {
      status: response.status,
      body: response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text,
      type: response.headers.get('content-type'),
    };
  };
  const post = (path: string, body: unknown) => call(path, { method: 'POST', body: JSON.stringify(body) });
  return { sandbox, call, post, sent: (sandbox.state.realtime as RecordingRealtime).sent };
}

describe('client portal chat routes', () => {
  it('lists the seeded chats per ticket of ConnectWise, Autotask and Halo', async () => {
    const { call } = setup();
    expect((await call('/ClientPortalChats/crm/acme-cw/chats?ticketId=1001')).body).toEqual([
      {
        id: expect.any(String),
        name: 'Alice Johnson',
        ticketId: '1001',
        ticketLink: expect.stringContaining('1001'),
        isClosed: false,
        isAnswered: false,
        lastMessage: 'Can someone help? I have a meeting at 11.',
        // Waiting since the first of the client's two unanswered messages; the last one is two minutes later.
        lastMessageAt: '2026-11-20T09:02:00.000Z',
        waitingSince: '2026-11-20T09:00:00.000Z',
      },
    ]);
    expect((await call('/ClientPortalChats/crm/acme-cw/chats?ticketId=1002')).body).toMatchObject([
      { isClosed: true, isAnswered: true, waitingSince: null },
    ]);
    expect((await call('/ClientPortalChats/crm/acme-at/chats?ticketId=1013')).body).toMatchObject([
      { isAnswered: true, lastMessage: 'Done, still nothing.', waitingSince: '2026-11-20T09:25:00.000Z' },
    ]);
    const [long] = (await call('/ClientPortalChats/crm/acme-halo/chats?ticketId=1023')).body as Array<{ id: string }>;
    const messages = (await call(`/ClientPortalChats/chats/${long!.id}/messages`)).body as unknown[];
    expect(messages).toHaveLength(LONG_CHAT_LENGTH);
    expect((await call('/ClientPortalChats/crm/acme-cw/chats?ticketId=1003')).body).toEqual([]);
  });

  it("refuses other tenants' PSAs, PSAs without chats and unknown tickets", async () => {
    const { call } = setup('u-plus');
    expect(await call('/ClientPortalChats/crm/acme-cw/chats?ticketId=1001')).toMatchObject({
      status: 404,
      body: { message: 'No integration acme-cw was found for your company.' },
    });
    const acme = setup();
    expect(await acme.call('/ClientPortalChats/crm/acme-fs/chats?ticketId=1033')).toMatchObject({
      status: 400,
      body: { message: 'FreshService tickets have no client portal chats.' },
    });
    expect(await acme.call('/ClientPortalChats/crm/acme-cw/chats?ticketId=9')).toMatchObject({ status: 404 });
  });

  it('configurations: Acme has portals; a tenant without one gets the failure with its reasons', async () => {
    expect((await setup().call('/ClientPortal/configurations')).body).toEqual([
      { id: 'portal-acme', name: 'Acme client portal' },
      { id: 'portal-acme-vip', name: 'Acme VIP portal' },
    ]);
    expect(await setup('u-demo').call('/ClientPortal/configurations')).toMatchObject({
      status: 400,
      body: {
        message: 'No client portal is configured for your company.',
        errors: ['Set up the client portal in the admin settings first.'],
      },
    });
  });

  it('starts a chat with a first message and publishes NewChatAvailable then NewAdminMessage on the ticket channel', async () => {
    const { post, call, sent } = setup();
    const started = await post('/ClientPortalChats/configurations/portal-acme/chats', {
      psaId: 'acme-cw',
      ticketId: '1003',
      message: 'Hello Carol',
    });
    expect(started).toMatchObject({
      status: 200,
      body: { name: 'Carol Nguyen', ticketId: '1003', isClosed: false, isAnswered: true, lastMessage: 'Hello Carol' },
    });
    const chatId = (started.body as { id: string }).id;
    expect(sent.map((e) => [e.to, e.name])).toEqual([
      [chatChannelName('acme-cw', '1003'), 'NewChatAvailable'],
      [chatChannelName('acme-cw', '1003'), 'NewAdminMessage'],
    ]);
    expect(sent[0]!.payload).toEqual({
      Name: 'Carol Nguyen',
      Id: chatId,
      TicketId: '1003',
      TicketLink: expect.any(String),
    });
    expect((await call(`/ClientPortalChats/chats/${chatId}/messages`)).body).toMatchObject([
      { isAdmin: true, message: 'Hello Carol', authorName: 'Tess Tech' },
    ]);
  });

  it('creation failures answer their reasons: open chat on the ticket, switched-off portal, no message, unknown portal', async () => {
    const { post } = setup();
    expect(
      await post('/ClientPortalChats/configurations/portal-acme/chats', {
        psaId: 'acme-cw',
        ticketId: '1001',
        message: 'Hi',
      }),
    ).toMatchObject({
      status: 409,
      body: {
        message: 'The chat could not be started.',
        errors: { ticketId: ['This ticket already has an open chat.'] },
      },
    });
    expect(
      await post('/ClientPortalChats/configurations/portal-acme-vip/chats', {
        psaId: 'acme-cw',
        ticketId: '1003',
        message: 'Hi',
      }),
    ).toMatchObject({
      status: 409,
      body: { errors: { configuration: ['Chats are switched off in the Acme VIP portal.'] } },
    });
    expect(
      await post('/ClientPortalChats/configurations/portal-acme/chats', {
        psaId: 'acme-cw',
        ticketId: '1003',
        message: '  ',
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await post('/ClientPortalChats/configurations/nope/chats', { psaId: 'acme-cw', ticketId: '1003', message: 'Hi' }),
    ).toMatchObject({ status: 404 });
  });

  it('sends a message once per messageId (a retry answers the stored one) and publishes it', async () => {
    const { post, call, sent } = setup();
    const [chat] = (await call('/ClientPortalChats/crm/acme-cw/chats?ticketId=1001')).body as Array<{ id: string }>;
    const body = { chatId: chat!.id, message: 'On it', resourceName: 'Tess Tech', messageId: 'local-1' };
    const first = await post(`/ClientPortalChats/chats/${chat!.id}/messages`, body);
    expect(first).toMatchObject({
      status: 200,
      body: { isAdmin: true, message: 'On it', messageId: 'local-1', authorName: 'Tess Tech' },
    });
    const again = await post(`/ClientPortalChats/chats/${chat!.id}/messages`, body);
    expect(again.body).toEqual(first.body);
    expect(((await call(`/ClientPortalChats/chats/${chat!.id}/messages`)).body as unknown[]).length).toBe(3);
    expect(sent.filter((e) => e.name === 'NewAdminMessage')).toHaveLength(1);
    expect(
      await post(`/ClientPortalChats/chats/${chat!.id}/messages`, { ...body, messageId: 'x', message: '' }),
    ).toMatchObject({ status: 400, body: { message: 'Write a message first.' } });
  });

  it('closes a chat (answers its id, publishes ChatClosed); closing again and writing afterwards are refused', async () => {
    const { post, call, sent } = setup();
    const [chat] = (await call('/ClientPortalChats/crm/acme-cw/chats?ticketId=1001')).body as Array<{ id: string }>;
    expect(await call(`/ClientPortalChats/chats/${chat!.id}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { id: chat!.id },
    });
    expect(sent.at(-1)).toMatchObject({ name: 'ChatClosed', payload: { id: chat!.id } });
    expect(await call(`/ClientPortalChats/chats/${chat!.id}`, { method: 'DELETE' })).toMatchObject({
      status: 409,
      body: { message: 'The chat could not be closed.', errors: ['This chat is already closed.'] },
    });
    expect(
      await post(`/ClientPortalChats/chats/${chat!.id}/messages`, {
        chatId: chat!.id,
        message: 'late',
        resourceName: 'T',
        messageId: 'l2',
      }),
    ).toMatchObject({ status: 409 });
  });

  it('takes an attachment as the raw body, serves it back with its type, and refuses HTML', async () => {
    const { call, sent } = setup();
    const [chat] = (await call('/ClientPortalChats/crm/acme-at/chats?ticketId=1013')).body as Array<{ id: string }>;
    const uploaded = await call(`/ClientPortalChats/chats/${chat!.id}/messages/attachment?fileName=steps.txt`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'step 1',
    });
    expect(uploaded).toMatchObject({
      status: 200,
      body: { isAdmin: true, message: '', attachment: { fileName: 'steps.txt', contentType: 'text/plain', size: 6 } },
    });
    expect(sent.at(-1)).toMatchObject({ name: 'NewAdminMessage' });
    const fileId = (uploaded.body as { attachment: { id: string } }).attachment.id;
    const content = await call(`/ClientPortalChats/chats/${chat!.id}/attachments/${fileId}`);
    expect(content).toMatchObject({ status: 200, type: 'text/plain' });
    const refused = await call(`/ClientPortalChats/chats/${chat!.id}/messages/attachment?fileName=x.html`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/html' },
      body: '<script></script>',
    });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Files of type text/html cannot be sent.' } });
  });

  it('typing always answers true and is shown to the client in the console JSON', async () => {
    const { post, call, sandbox } = setup();
    const [chat] = (await call('/ClientPortalChats/crm/acme-cw/chats?ticketId=1001')).body as Array<{ id: string }>;
    expect(
      await post(`/ClientPortalChats/chats/${chat!.id}/messages/typing`, {
        chatId: chat!.id,
        resourceName: 'Tess Tech',
      }),
    ).toMatchObject({ status: 200, body: true });
    const chats = (await (await sandbox.fetch(new Request('http://sandbox.test/__sandbox/chats'))).json()) as Array<{
      id: string;
      technicianTypingAt: string | null;
    }>;
    expect(chats.find((c) => c.id === chat!.id)!.technicianTypingAt).toEqual(expect.any(String));
  });

  it("gives Pusher settings and signs only the caller's ticket channels", async () => {
    const { call } = setup();
    expect((await call('/ClientPortalChats/get-pusher-settings')).body).toEqual({
      key: 'sandbox-key',
      cluster: 'sandbox',
      wsHost: 'sandbox.test',
      wsPort: 80,
      forceTLS: false,
    });
    const form = (channel: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ socket_id: '1.2', channel_name: channel }),
    });
    const channel = chatChannelName('acme-cw', '1001');
    expect((await call('/ClientPortalChats/authorize-pusher', form(channel))).body).toEqual({
      auth: await signChannel('sandbox-key', 'sandbox-secret', '1.2', channel),
    });
    expect(await call('/ClientPortalChats/authorize-pusher', form(chatChannelName('bolt-cw', '1200')))).toMatchObject({
      status: 403,
    });
    expect(await call('/ClientPortalChats/authorize-pusher', form('private-auth-abcdefabcdefabcdef'))).toMatchObject({
      status: 403,
    });
  });
});
