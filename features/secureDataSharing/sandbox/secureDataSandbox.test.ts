import { File as NodeFile } from 'node:buffer';
import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';
import { SEEDED_REQUEST_COUNT } from './secureDataLedger';

/** Secure Data Sharing's contract and console as a client and the contact see them, through the sandbox's fetch. */
let sandbox: Sandbox;
let token: string;

beforeEach(() => {
  sandbox = createSandbox();
  token = sandbox.state.issueSession('u-tech').accessToken;
});

function call(method: string, path: string, body?: unknown) {
  return sandbox.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
const json = async (method: string, path: string, body?: unknown) => (await call(method, path, body)).json();

const bob = { psaId: 'acme-cw', ticketId: '1002', contactId: 'acme-cw-co1-ct2' };
const dan = { psaId: 'acme-cw', ticketId: '1004', contactId: 'acme-cw-co1-ct4' };

async function createAndSend(extra: object = {}, target = bob, recipient = '0555 010 2002') {
  const { data } = await json('POST', '/api/SecureData', {
    ...target,
    secret: 'hunter2!',
    note: 'Wi-Fi',
    fileIds: [],
    expiresInHours: 24,
    ...extra,
  });
  const sent = await call('POST', '/api/SecureData/send', {
    id: data.id,
    channel: 'sms',
    recipient,
    message: 'Open {{Link}}',
  });
  return { data, sent };
}

describe('sandbox: settings and texts', () => {
  it('answers settings, request settings, request text and the text variables of a contact', async () => {
    expect(await json('GET', '/api/SecureDataSettings')).toMatchObject({
      password: { minLength: 8 },
      files: { maxFiles: 3 },
      defaultExpirationHours: 24,
    });
    expect(await json('GET', '/api/SecureDataRequestSettings')).toEqual({ allowFiles: true, expirationHours: 72 });
    expect((await json('GET', '/api/SecureDataRequestText')).text).toContain('{{Link}}');
    const variables = await json(
      'GET',
      '/api/SecureDataRequest/getTextVariables?CrmId=acme-cw&PsaContactId=acme-cw-co1-ct2',
    );
    expect(variables).toEqual(
      expect.arrayContaining([
        { name: 'ContactFirstName', value: 'Bob' },
        { name: 'TechnicianName', value: 'Tess Tech' },
        { name: 'TenantName', value: 'Acme MSP' },
      ]),
    );
    expect(
      (await call('GET', '/api/SecureDataRequest/getTextVariables?CrmId=acme-cw&PsaContactId=nobody')).status,
    ).toBe(404);
    expect(
      (await call('GET', '/api/SecureDataRequest/getTextVariables?CrmId=bolt-cw&PsaContactId=bolt-cw-co1-ct2')).status,
    ).toBe(404);
  });

  it('generates passwords within the policy and refuses options it does not allow', async () => {
    const { password } = await json(
      'GET',
      '/api/SecureData/generate?length=20&numbers=true&symbols=true&uppercase=true',
    );
    expect(password).toHaveLength(20);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    expect((await call('GET', '/api/SecureData/generate?length=3')).status).toBe(400);
    sandbox.state.slot<{ settings: { password: { allowSymbols: boolean } } }>('secureDataSharing', () => {
      throw new Error('seeded');
    }).settings.password.allowSymbols = false;
    const refused = await call('GET', '/api/SecureData/generate?length=12&symbols=true');
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('These password options are not allowed by your settings.');
  });

  it('needs a session', async () => {
    token = 'nope';
    expect((await call('GET', '/api/SecureDataSettings')).status).toBe(401);
  });
});

describe('sandbox: sharing through a one-time link', () => {
  it('creates (answer in data.data), sends by SMS, and the contact opens it once: the secret once, then refused', async () => {
    const { data, sent } = await createAndSend();
    expect(data).toMatchObject({
      id: expect.any(String),
      link: expect.stringContaining('/__sandbox/secure-data/view/'),
    });
    expect(sent.status).toBe(200);
    const [listed] = (await json('GET', '/__sandbox/secure-data')).items;
    expect(listed).toMatchObject({
      id: data.id,
      status: 'sent',
      channel: 'sms',
      recipient: '0555 010 2002',
      contactName: 'Bob Martinez',
    });
    expect(listed.message).toBe(`Open {{Link}} ${data.link}`);
    expect(JSON.stringify(listed)).not.toContain('hunter2!');

    const first = await call('POST', `/__sandbox/secure-data/${data.id}/open`);
    expect(await first.json()).toEqual({ id: data.id, secret: 'hunter2!', note: 'Wi-Fi', files: [] });
    const second = await call('POST', `/__sandbox/secure-data/${data.id}/open`);
    expect(second.status).toBe(410);
    expect((await second.json()).message).toBe('This link has already been opened.');
    const after = await json('GET', '/__sandbox/secure-data');
    expect(after.items[0].status).toBe('opened');
    expect(JSON.stringify(after)).not.toContain('hunter2!');
    // Sending an opened link again is refused.
    expect(
      (
        await call('POST', '/api/SecureData/send', {
          id: data.id,
          channel: 'email',
          recipient: 'bob.martinez@contoso.example',
          message: '',
        })
      ).status,
    ).toBe(409);
  });

  it('honours expiry: an expired link does not open', async () => {
    const { data } = await createAndSend();
    expect((await json('POST', `/__sandbox/secure-data/${data.id}/expire`)).status).toBe('expired');
    const open = await call('POST', `/__sandbox/secure-data/${data.id}/open`);
    expect(open.status).toBe(410);
    expect((await open.json()).message).toBe('This link has expired.');
  });

  it('a link nobody was sent does not open', async () => {
    const { data } = await json('POST', '/api/SecureData', {
      ...bob,
      secret: 's',
      note: '',
      fileIds: [],
      expiresInHours: 24,
    });
    expect((await call('POST', `/__sandbox/secure-data/${data.id}/open`)).status).toBe(409);
  });

  it('refuses an opted-out phone, a number that is not the contact, a bad channel', async () => {
    const { sent } = await createAndSend({}, dan, '+1 555 010 2004');
    expect(sent.status).toBe(400);
    expect((await sent.json()).message).toBe('This number has opted out of text messages.');
    const { sent: stranger } = await createAndSend({}, bob, '+1 555 999 9999');
    expect((await stranger.json()).message).toBe('This contact has no such phone number.');
  });

  it('refuses an empty share, an expiry not offered, a contact of another integration', async () => {
    const post = (body: object) =>
      call('POST', '/api/SecureData', { ...bob, secret: 'x', note: '', fileIds: [], expiresInHours: 24, ...body });
    expect((await (await post({ secret: '  ' })).json()).message).toBe('Enter a secret or add a file.');
    expect((await post({ expiresInHours: 5 })).status).toBe(400);
    expect((await post({ contactId: 'acme-at-co1-ct2' })).status).toBe(404);
    expect((await post({ fileIds: ['f-unknown'] })).status).toBe(400);
  });

  // Node's File: under jsdom the global File is jsdom's, which undici's FormData cannot serialise.
  it('uploads a file (multipart) within the limits and shares it; refuses a wrong type and a second use', async () => {
    const form = new FormData();
    form.append('file', new NodeFile(['LICENSE-KEY-123'], 'license.txt', { type: 'text/plain' }) as unknown as File);
    const upload = await sandbox.fetch(
      new Request('http://localhost/api/SecureData/file', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      }),
    );
    const file = await upload.json();
    expect(file).toMatchObject({ fileName: 'license.txt', size: 15 });
    const { data } = await createAndSend({ secret: '', fileIds: [file.id] });
    expect((await json('POST', `/__sandbox/secure-data/${data.id}/open`)).files).toEqual(['license.txt']);
    expect(
      (await call('POST', '/api/SecureData', { ...bob, secret: '', note: '', fileIds: [file.id], expiresInHours: 24 }))
        .status,
    ).toBe(400);

    const bad = new FormData();
    bad.append('file', new NodeFile(['MZ'], 'setup.exe') as unknown as File);
    const refused = await sandbox.fetch(
      new Request('http://localhost/api/SecureData/file', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: bad,
      }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('Files of type .exe cannot be shared.');
  });

  it('lists file locations', async () => {
    expect(await json('GET', '/api/SecureData/fileLocations')).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'us-east', isDefault: true })]),
    );
  });
});

describe('sandbox: data requests', () => {
  it('pages the seeded requests of ticket 1001 newest first with x-total-count', async () => {
    const response = await call(
      'GET',
      '/api/SecureDataRequest/requests?psaId=acme-cw&ticketId=1001&_start=0&_end=5&_order=desc',
    );
    expect(response.headers.get('x-total-count')).toBe(String(SEEDED_REQUEST_COUNT));
    const rows = await response.json();
    expect(rows).toHaveLength(5);
    const dates = rows.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(rows[0].status).toBe('sent');
    const last = await json(
      'GET',
      '/api/SecureDataRequest/requests?psaId=acme-cw&ticketId=1001&_start=10&_end=15&_order=desc',
    );
    expect(last).toHaveLength(2);
    expect((await call('GET', '/api/SecureDataRequest/requests?psaId=acme-cw')).status).toBe(400);
  });

  it('generate, send, the contact answers with text and a file, the summary changes, the answer is handed over once', async () => {
    const { data } = await json('POST', '/api/SecureDataRequest/generateRequest', {
      ...bob,
      title: 'the license key',
      allowFiles: true,
    });
    const before = await json('GET', '/api/SecureDataRequest/check?psaId=acme-cw&ticketId=1002');
    expect(
      (
        await call('POST', '/api/SecureDataRequest/send', {
          id: data.id,
          channel: 'email',
          recipient: 'bob.martinez@contoso.example',
          message: 'Please {{Link}}',
        })
      ).status,
    ).toBe(200);
    const sent = await json('GET', '/api/SecureDataRequest/check?psaId=acme-cw&ticketId=1002');
    expect(sent).toMatchObject({ pending: 1, answered: 0 });
    expect(sent.version).not.toBe(before.version);
    expect(await json('GET', `/api/SecureDataRequest/${data.id}/check`)).toEqual({
      id: data.id,
      status: 'sent',
      answer: null,
    });

    const answered = await call('POST', `/__sandbox/secure-data/requests/${data.id}/answer`, {
      text: 'KEY-42',
      files: [{ fileName: 'key.txt', content: 'KEY-42' }],
    });
    expect(answered.status).toBe(200);
    expect(await json('GET', '/api/SecureDataRequest/check?psaId=acme-cw&ticketId=1002')).toMatchObject({
      pending: 0,
      answered: 1,
    });
    const first = await json('GET', `/api/SecureDataRequest/${data.id}/check`);
    expect(first).toMatchObject({
      status: 'answered',
      answer: { text: 'KEY-42', files: [{ fileName: 'key.txt', size: 6 }] },
    });
    expect(await json('GET', `/api/SecureDataRequest/${data.id}/check`)).toEqual({
      id: data.id,
      status: 'viewed',
      answer: null,
    });
    // Each file of the read answer downloads once.
    const fileId = first.answer.files[0].id;
    const download = await call('GET', `/api/SecureDataRequest/${data.id}/files/${fileId}`);
    expect(download.headers.get('Content-Disposition')).toBe('attachment; filename="key.txt"');
    expect(await download.text()).toBe('KEY-42');
    expect((await call('GET', `/api/SecureDataRequest/${data.id}/files/${fileId}`)).status).toBe(410);
    const [row] = await json(
      'GET',
      '/api/SecureDataRequest/requests?psaId=acme-cw&ticketId=1002&_start=0&_end=5&_order=desc',
    );
    expect(row).toMatchObject({ id: data.id, status: 'viewed', recipient: 'bob.martinez@contoso.example' });
    // A second answer is refused.
    expect((await call('POST', `/__sandbox/secure-data/requests/${data.id}/answer`, { text: 'again' })).status).toBe(
      409,
    );
  });

  it('refuses an answer to a request not sent, an expired one, an empty one, and a missing title', async () => {
    const { data } = await json('POST', '/api/SecureDataRequest/generateRequest', {
      ...bob,
      title: 'x',
      allowFiles: false,
    });
    expect((await call('POST', `/__sandbox/secure-data/requests/${data.id}/answer`, { text: 'a' })).status).toBe(409);
    await call('POST', '/api/SecureDataRequest/send', {
      id: data.id,
      channel: 'email',
      recipient: 'bob.martinez@contoso.example',
      message: '',
    });
    expect((await call('POST', `/__sandbox/secure-data/requests/${data.id}/answer`, { text: ' ' })).status).toBe(400);
    expect(
      (
        await call('POST', `/__sandbox/secure-data/requests/${data.id}/answer`, {
          text: 'a',
          files: [{ fileName: 'k.txt', content: 'k' }],
        })
      ).status,
    ).toBe(400);
    await call('POST', `/__sandbox/secure-data/${data.id}/expire`);
    expect((await call('POST', `/__sandbox/secure-data/requests/${data.id}/answer`, { text: 'a' })).status).toBe(410);
    expect(
      (await call('POST', '/api/SecureDataRequest/generateRequest', { ...bob, title: ' ', allowFiles: false })).status,
    ).toBe(400);
  });

  it("the console page has a Secure data section and the contact's link page asks before opening", async () => {
    const { data } = await createAndSend();
    const consolePage = await (await call('GET', '/__sandbox')).text();
    expect(consolePage).toContain('<h2 id="secure-data">Secure data</h2>');
    expect(consolePage).not.toContain('hunter2!');
    const view = await (await call('GET', `/__sandbox/secure-data/view/${data.id}`)).text();
    expect(view).toContain('Open it now');
    expect(view).not.toContain('hunter2!');
  });
});

describe('sandbox: what was sent, and opens', () => {
  const version = async (scope = bob) =>
    (await json('GET', `/api/SecureDataRequest/check?psaId=${scope.psaId}&ticketId=${scope.ticketId}`))
      .version as string;
  const sentList = async (query = `psaId=${bob.psaId}&ticketId=${bob.ticketId}`) =>
    json('GET', `/api/SecureData/sent?${query}`);

  it('lists the links and requests of a ticket newest first, with their sends, never a link or a secret; opening one shows when', async () => {
    expect(await sentList()).toEqual([]);
    const before = await version();
    const { data: link } = await createAndSend();
    expect(await version()).not.toBe(before);
    const { data: request } = await json('POST', '/api/SecureDataRequest/generateRequest', {
      ...bob,
      title: 'the key',
      allowFiles: false,
    });

    const [newest, older] = await sentList();
    expect(newest).toMatchObject({
      id: request.id,
      kind: 'request',
      title: 'the key',
      status: 'created',
      openedAt: null,
      sends: [],
    });
    expect(older).toMatchObject({
      id: link.id,
      kind: 'link',
      title: null,
      status: 'sent',
      openedAt: null,
      sends: [{ channel: 'sms', recipient: '0555 010 2002' }],
    });
    expect(JSON.stringify(await sentList())).not.toMatch(/hunter2|__sandbox/);

    // The contact opens the link (after asking): the list says when, and the page's poll sees a new version.
    const seen = await version();
    expect((await call('POST', `/__sandbox/secure-data/${link.id}/open`)).status).toBe(200);
    expect(await version()).not.toBe(seen);
    expect((await sentList()).find((i: { id: string }) => i.id === link.id)).toMatchObject({
      status: 'opened',
      openedAt: expect.any(String),
    });
  });

  it("a request is opened when the contact opens its form; the link's page alone opens no secret link", async () => {
    const { data: request } = await json('POST', '/api/SecureDataRequest/generateRequest', {
      ...bob,
      title: 'the key',
      allowFiles: false,
    });
    await call('POST', '/api/SecureDataRequest/send', {
      id: request.id,
      channel: 'email',
      recipient: 'bob.martinez@contoso.example',
      message: 'Here',
    });
    const { data: link } = await createAndSend();
    const seen = await version();
    await call('GET', `/__sandbox/secure-data/view/${request.id}`);
    await call('GET', `/__sandbox/secure-data/view/${link.id}`);
    expect(await version()).not.toBe(seen);
    const list = await sentList();
    expect(list.find((i: { id: string }) => i.id === request.id).openedAt).toEqual(expect.any(String));
    expect(list.find((i: { id: string }) => i.id === link.id)).toMatchObject({ status: 'sent', openedAt: null });
  });

  it('is scoped like the requests: a contact screen lists the contact’s, another ticket lists nothing of this one', async () => {
    await createAndSend();
    expect(await sentList(`psaId=acme-cw&contactId=${bob.contactId}`)).toHaveLength(1);
    expect(await sentList('psaId=acme-cw&ticketId=1003')).toEqual([]);
    expect((await call('GET', '/api/SecureData/sent?psaId=acme-cw')).status).toBe(400);
  });

  it('lists the seeded requests of ticket 1001 with their opens', async () => {
    const list = await sentList('psaId=acme-cw&ticketId=1001');
    expect(list).toHaveLength(SEEDED_REQUEST_COUNT);
    expect(
      list.filter((i: { status: string; openedAt: string | null }) => i.status === 'viewed' && i.openedAt !== null)
        .length,
    ).toBeGreaterThan(0);
  });
});
