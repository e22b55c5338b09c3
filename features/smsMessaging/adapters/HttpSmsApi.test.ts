import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@features/api/adapters';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { HttpSmsApi } from './HttpSmsApi';

const { sandbox, server } = setupSandboxServer();
const errors: string[] = [];
let token: string | null = null;
const api = new HttpSmsApi(
  createHttpClient({
    baseURL: '/api',
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
    onError: (m) => errors.push(m),
  }),
);

beforeEach(() => {
  errors.length = 0;
  token = sessionFor(sandbox, 'u-tech').accessToken;
});

describe('HttpSmsApi against the sandbox', () => {
  it('checks the ticket channels (v1 and v2), reads a channel and the history in both orders', async () => {
    await expect(api.hasChannels('acme-cw', '1001')).resolves.toBe(true);
    await expect(api.hasChannels('acme-cw', '1002')).resolves.toBe(false);
    await expect(api.contactChannel('acme-cw', '1001', 'acme-cw-co1-ct1')).resolves.toMatchObject({
      id: 'sms-acme-cw-co1-ct1',
      optedOut: false,
    });
    await expect(api.contactChannel('acme-cw', '1002', 'acme-cw-co1-ct2')).resolves.toBeNull();
    await expect(api.channel('sms-acme-cw-co1-ct4')).resolves.toMatchObject({
      contactName: 'Dan Okafor',
      optedOut: true,
    });
    const asc = await api.history('sms-acme-cw-co1-ct1', false);
    const desc = await api.history('sms-acme-cw-co1-ct1', true);
    expect(desc.map((m) => m.id)).toEqual(asc.map((m) => m.id).reverse());
    expect(asc[0]).toMatchObject({ direction: 'outbound', author: 'Tess Tech' });
  });

  it('reads configurations, one configuration, templates and variables, and the phone permission', async () => {
    expect((await api.configurations()).map((c) => c.id)).toEqual(['mc-main', 'mc-after-hours']);
    await expect(api.configuration('mc-after-hours')).resolves.toMatchObject({
      senderNumber: '+1 555 010 0199',
      isDefault: false,
    });
    expect((await api.templates('sms-acme-cw-co1-ct1')).length).toBe(3);
    expect((await api.templateVariables()).map((v) => v.name)).toEqual([
      'contactName',
      'contactFirstName',
      'ticketNumber',
      'technicianName',
      'companyName',
    ]);
    await expect(api.isOptedOut('+1 555 010 2004')).resolves.toBe(true);
    await expect(api.isOptedOut('+1 (555) 010-2001')).resolves.toBe(false);
  });

  it('a refused send is an error with the server message, said on the message and not toasted again', async () => {
    await expect(api.send('sms-acme-cw-co1-ct4', 'Hi', 'c1')).rejects.toThrow(
      '+1 555 010 2004 has opted out of SMS. The message was not sent.',
    );
    expect(errors).toEqual([]);
  });

  it('a malformed answer is one clear error', async () => {
    server.use(http.get('*/api/MessagingBoard/channels/:id', () => HttpResponse.json({ id: 'x' })));
    await expect(api.channel('sms-acme-cw-co1-ct1')).rejects.toThrow(
      'The server sent an unexpected answer for the channel.',
    );
  });
});
