import { LONG_HISTORY_CONTACT, LONG_HISTORY_SIZE, type RecordingRealtime } from '@features/api/sandbox';
import { createSandbox } from '@sandbox/contract/createSandboxApp';
import { consolePost, sandboxClient } from '@tests/support/sandboxClient';

describe('sandbox: SMS Messaging contract', () => {
  it('lists the ticket channels, checks them (v1 and v2), and reads a channel and its history in both orders', async () => {
    const api = sandboxClient(createSandbox());
    expect(await api.get('/MessagingBoard/checkTicketChannels?crmId=acme-cw&ticketId=1001')).toEqual({
      status: 200,
      body: { hasChannels: true, count: 1 },
    });
    expect((await api.get('/MessagingBoard/checkTicketChannels?crmId=acme-cw&ticketId=1002')).body).toEqual({
      hasChannels: false,
      count: 0,
    });
    const v2 = await api.get(
      '/MessagingBoard/checkTicketChannels/v2?crmId=acme-cw&ticketId=1001&contactId=acme-cw-co1-ct1',
    );
    expect(v2.body.channel).toMatchObject({
      id: 'sms-acme-cw-co1-ct1',
      phone: '+1 (555) 010-2001',
      optedOut: false,
      contactName: 'Alice Johnson',
    });

    const all = await api.get('/MessagingBoard/acme-cw/allTicketChannels?ticketId=1001');
    expect(all.body.map((c: { id: string }) => c.id)).toEqual(['sms-acme-cw-co1-ct1']);
    expect((await api.get('/MessagingBoard/channels/sms-acme-cw-co1-ct1')).body.ticketId).toBe('1001');

    const asc = await api.get(
      '/MessagingBoard/channels/sms-acme-cw-co1-ct1/channelHistory?userOnly=false&orderDesc=false',
    );
    const desc = await api.get(
      '/MessagingBoard/channels/sms-acme-cw-co1-ct1/channelHistory?userOnly=false&orderDesc=true',
    );
    expect(asc.body.totalCount).toBe(4);
    expect(desc.body.items.map((m: { id: string }) => m.id)).toEqual(
      asc.body.items.map((m: { id: string }) => m.id).reverse(),
    );
    const userOnly = await api.get(
      '/MessagingBoard/channels/sms-acme-cw-co1-ct1/channelHistory?userOnly=true&orderDesc=false',
    );
    expect(userOnly.body.items.every((m: { direction: string }) => m.direction === 'outbound')).toBe(true);
  });

  it('seeds channels on several PSAs, an opted-out channel and a 10,000-message history', async () => {
    const api = sandboxClient(createSandbox());
    expect(
      (await api.get('/MessagingBoard/checkTicketChannels/v2?crmId=acme-at&ticketId=1013&contactId=acme-at-co1-ct1'))
        .body.channel,
    ).not.toBeNull();
    expect((await api.get('/MessagingBoard/channels/sms-acme-cw-co1-ct4')).body.optedOut).toBe(true);
    const long = await api.get(
      `/MessagingBoard/channels/sms-${LONG_HISTORY_CONTACT}/channelHistory?userOnly=false&orderDesc=true`,
    );
    expect(long.body.totalCount).toBe(LONG_HISTORY_SIZE);
    expect(long.body.items[0].body).toBe(`Message ${LONG_HISTORY_SIZE} of ${LONG_HISTORY_SIZE}`);
  });

  it('another tenant sees none of it', async () => {
    const api = sandboxClient(createSandbox(), 'u-plus');
    expect((await api.get('/MessagingBoard/acme-cw/allTicketChannels?ticketId=1001')).body).toEqual([]);
    expect(await api.get('/MessagingBoard/channels/sms-acme-cw-co1-ct1')).toEqual({
      status: 404,
      body: { message: 'No such messaging channel.' },
    });
  });

  it('opens a channel to a phone of the contact once, refuses a number that is not theirs, and knows an opted-out phone', async () => {
    const api = sandboxClient(createSandbox());
    const body = {
      ticketId: '1002',
      contactId: 'acme-cw-co1-ct2',
      phone: '0555 010 2002',
      messagingConfigurationId: null,
    };
    const first = await api.post('/TicketUpdate/crm/acme-cw/tickets/createChannel/v2', body);
    expect(first.body).toMatchObject({
      ticketId: '1002',
      contactId: 'acme-cw-co1-ct2',
      phone: '0555 010 2002',
      optedOut: false,
    });
    const again = await api.post('/TicketUpdate/crm/acme-cw/tickets/createChannel/v2', body);
    expect(again.body.id).toBe(first.body.id);
    const wrong = await api.post('/TicketUpdate/crm/acme-cw/tickets/createChannel/v2', {
      ...body,
      phone: '+44 20 7946 0000',
    });
    expect(wrong).toEqual({
      status: 400,
      body: { message: '+44 20 7946 0000 is not a phone number of Bob Martinez.' },
    });
    const dan = await api.post('/TicketUpdate/crm/acme-cw/tickets/createChannel/v2', {
      ...body,
      ticketId: '1010',
      contactId: 'acme-cw-co2-ct4',
      phone: '+1 555 010 2004',
    });
    expect(dan.body.optedOut).toBe(true);
  });

  it('sends, stores a retry with the same clientId once, and refuses empty text and opted-out channels', async () => {
    const sandbox = createSandbox();
    const api = sandboxClient(sandbox);
    const sent = await api.post('/MessagingBoard/channels/sms-acme-cw-co1-ct1/send', {
      message: ' On my way ',
      clientId: 'local-1',
    });
    expect(sent.body).toMatchObject({
      direction: 'outbound',
      body: 'On my way',
      from: 'Tess Tech',
      clientId: 'local-1',
    });
    const retry = await api.post('/MessagingBoard/channels/sms-acme-cw-co1-ct1/send', {
      message: 'On my way',
      clientId: 'local-1',
    });
    expect(retry.body.id).toBe(sent.body.id);
    expect(
      (await api.get('/MessagingBoard/channels/sms-acme-cw-co1-ct1/channelHistory?userOnly=false&orderDesc=false')).body
        .totalCount,
    ).toBe(5);
    expect(
      await api.post('/MessagingBoard/channels/sms-acme-cw-co1-ct1/send', { message: '  ', clientId: 'x' }),
    ).toEqual({ status: 400, body: { message: 'Type a message to send.' } });
    expect(
      await api.post('/MessagingBoard/channels/sms-acme-cw-co1-ct4/send', { message: 'Hi', clientId: 'y' }),
    ).toEqual({
      status: 409,
      body: { message: '+1 555 010 2004 has opted out of SMS. The message was not sent.' },
    });
    const listed = await (await sandbox.fetch(new Request('http://sandbox.test/__sandbox/messages'))).json();
    expect(listed).toEqual([
      expect.objectContaining({
        channelId: 'sms-acme-cw-co1-ct1',
        transport: 'sms',
        direction: 'outbound',
        body: 'On my way',
        to: '+1 (555) 010-2001',
        from: 'Tess Tech',
      }),
    ]);
  });

  it('serves messaging configurations, templates with variables and the variable list', async () => {
    const api = sandboxClient(createSandbox());
    const configurations = (await api.get('/MessagingConfigurations')).body;
    expect(configurations.find((c: { isDefault: boolean }) => c.isDefault)).toMatchObject({ id: 'mc-main' });
    expect((await api.get('/MessagingConfigurations/mc-main')).body.senderNumber).toBe('+1 555 010 0100');
    expect((await api.get('/MessagingConfigurations/nope')).status).toBe(404);
    const templates = (await api.get('/SmsConversations?channelId=sms-acme-cw-co1-ct1')).body;
    expect(templates.map((t: { name: string }) => t.name)).toEqual([
      'Ticket update',
      'On my way',
      'Satisfaction survey',
    ]);
    const variables = (await api.get('/SmsConversations/smsTextTemplateVariables')).body;
    expect(variables.map((v: { name: string }) => v.name)).toContain('contactFirstName');
  });
});

describe('sandbox console: Messages', () => {
  it('a reply is stored, listed newest first and published as MessagingSmsToChannel to the tenant', async () => {
    const sandbox = createSandbox();
    const response = await consolePost(sandbox, '/messages/reply', {
      channelId: 'sms-acme-cw-co1-ct1',
      body: 'Thanks!',
    });
    expect(response.status).toBe(200);
    const realtime = sandbox.state.realtime as RecordingRealtime;
    expect(realtime.sent).toEqual([
      {
        kind: 'hub',
        to: 't-acme',
        name: 'MessagingSmsToChannel',
        payload: expect.objectContaining({
          channelId: 'sms-acme-cw-co1-ct1',
          body: 'Thanks!',
          direction: 'inbound',
          from: 'Alice Johnson',
          optedOut: false,
        }),
      },
    ]);
    const [listed] = await (await sandbox.fetch(new Request('http://sandbox.test/__sandbox/messages'))).json();
    expect(listed).toMatchObject({
      channelId: 'sms-acme-cw-co1-ct1',
      transport: 'sms',
      direction: 'inbound',
      body: 'Thanks!',
      from: 'Alice Johnson',
    });
  });

  it('STOP opts the channel and the contact out live; the phone check then says opted out; START opts back in', async () => {
    const sandbox = createSandbox();
    const api = sandboxClient(sandbox);
    await consolePost(sandbox, '/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'stop' });
    expect((sandbox.state.realtime as RecordingRealtime).sent.at(-1)?.payload).toMatchObject({
      optedOut: true,
      body: 'stop',
    });
    expect((await api.get('/MessagingBoard/channels/sms-acme-cw-co1-ct1')).body.optedOut).toBe(true);
    expect(
      (await api.post('/MessagingPermissions/check-phone-number', { phone: '+1 (555) 010-2001' })).body.optedOut,
    ).toBe(true);
    expect(
      (await api.post('/MessagingBoard/channels/sms-acme-cw-co1-ct1/send', { message: 'Hi', clientId: 'z' })).status,
    ).toBe(409);
    await consolePost(sandbox, '/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'START' });
    expect((await api.get('/MessagingBoard/channels/sms-acme-cw-co1-ct1')).body.optedOut).toBe(false);
  });

  it('refuses a reply to an unknown channel or without text', async () => {
    const sandbox = createSandbox();
    const unknown = await consolePost(sandbox, '/messages/reply', { channelId: 'nope', body: 'x' });
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'No SMS channel or Teams chat nope.' }]);
    const empty = await consolePost(sandbox, '/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: ' ' });
    expect([empty.status, await empty.json()]).toEqual([400, { message: 'Type the reply.' }]);
  });

  it('fault switches: the next N sends fail with 503, then sends work again; bad values are refused', async () => {
    const sandbox = createSandbox();
    const api = sandboxClient(sandbox);
    expect(await (await consolePost(sandbox, '/messages/faults', { failNextSends: 2 })).json()).toEqual({
      failNextSends: 2,
      sendDelayMs: 0,
    });
    for (const id of ['a', 'b']) {
      expect(
        await api.post('/MessagingBoard/channels/sms-acme-cw-co1-ct1/send', { message: 'Hi', clientId: id }),
      ).toEqual({
        status: 503,
        body: { message: 'The SMS gateway is unavailable. The message was not sent; try again.' },
      });
    }
    expect(
      (await api.post('/MessagingBoard/channels/sms-acme-cw-co1-ct1/send', { message: 'Hi', clientId: 'c' })).status,
    ).toBe(200);
    expect((await consolePost(sandbox, '/messages/faults', { sendDelayMs: -1 })).status).toBe(400);
  });

  it('the console page has the Messages section with a reply form', async () => {
    const sandbox = createSandbox();
    const page = await (await sandbox.fetch(new Request('http://sandbox.test/__sandbox'))).text();
    expect(page).toContain('<h2 id="messages">Messages</h2>');
    expect(page).toContain('action="/__sandbox/messages/reply"');
  });
});
