import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { ContactMother } from '@core/testing/ContactMother';
import { pressWithKeyboard } from '@tests/support/keyboardOnly';
import { secureDataOf } from '../sandbox/secureDataLedger';
import { podFor, renderSecureDataPage } from './testing/renderSecureDataPage';
import {
  chooseSend,
  consoleView,
  findSentLine,
  nodeFile,
  pickFiles,
  setupSecureDataPage,
} from './testing/secureDataPageSteps';

const { sandbox, server, holdAnswerTo } = setupSecureDataPage();

describe('Secure Data Sharing: send data', () => {
  it('generates a password (masked, revealable), creates a one-time link and sends it by SMS; the secret is never in the URL, storage or the console', async () => {
    const logged = [
      jest.spyOn(console, 'log'),
      jest.spyOn(console, 'info'),
      jest.spyOn(console, 'warn'),
      jest.spyOn(console, 'error'),
      jest.spyOn(console, 'debug'),
    ];
    renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    expect(screen.getByLabelText('Length')).toHaveValue(16);
    await user.click(screen.getByRole('button', { name: 'Generate password' }));
    const secret = screen.getByLabelText('Secret');
    await waitFor(() => expect(secret).not.toHaveValue(''));
    const password = (secret as HTMLInputElement).value;
    expect(password).toHaveLength(16);
    expect(secret).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show secret' }));
    expect(secret).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide secret' }));
    expect(secret).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    expect(await screen.findByText(/Secure link created/)).toBeInTheDocument();
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    expect(message.value).toMatch(
      /^Hi Bob, Tess Tech from Acme MSP shared secure information with you\. It opens once, until .+: http:\/\/localhost\/__sandbox\/secure-data\/view\/sd-/,
    );
    expect(message.value).not.toContain(password);
    expect(screen.getByRole('radio', { name: /Mobile: \+1 \(555\) 010-2002/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send by SMS' }));
    expect(await findSentLine('Bob Martinez', '+1 (555) 010-2002')).toBeInTheDocument();
    const [item] = (await consoleView()).items;
    expect(item).toMatchObject({ status: 'sent', channel: 'sms', recipient: '0555 010 2002' });
    expect(item!.message).toBe(message.value);

    // The contact opens it once.
    expect(
      (await (await fetch(`http://localhost/__sandbox/secure-data/${item!.id}/open`, { method: 'POST' })).json())
        .secret,
    ).toBe(password);

    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + window.location.href;
    expect(stored).not.toContain(password);
    for (const spy of logged) expect(JSON.stringify(spy.mock.calls)).not.toContain(password);
    logged.forEach((spy) => spy.mockRestore());
  });

  it('a link already sent says so with the time and asks before texting it again; a second click while sending sends nothing', async () => {
    renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    await user.type(screen.getByLabelText('Secret'), 'wifi-pass');
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    const texts = () => secureDataOf(sandbox.state).items[0]?.sends.length ?? 0;

    // Held until both clicks are in: the button is busy, the second click does nothing.
    const answer = holdAnswerTo('/api/SecureData/send', { once: true });
    const send = await screen.findByRole('button', { name: 'Send by SMS' });
    await user.click(send);
    await user.click(send);
    answer();
    expect(await findSentLine('Bob Martinez', '+1 (555) 010-2002')).toBeInTheDocument();
    expect(texts()).toBe(1);

    // The first send finished and the button is still there: clicking it again asks first.
    await user.click(screen.getByRole('button', { name: /^Send (again )?by SMS$/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/already sent to Bob Martinez at \+1 \(555\) 010-2002/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(texts()).toBe(1);

    await user.click(screen.getByRole('button', { name: /^Send (again )?by SMS$/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(texts()).toBe(2));
  });

  it('refuses an opted-out phone before sending anything', async () => {
    renderSecureDataPage(podFor(ContactMother.dan(), { id: '1004', number: 'T1004' }));
    const user = await chooseSend();
    await user.type(screen.getByLabelText('Secret'), 'wifi-pass');
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    await user.click(await screen.findByRole('button', { name: 'Send by SMS' }));
    expect(await screen.findByText('This number has opted out of text messages.')).toBeInTheDocument();
    // The pod's one phone format (beautifyPhoneNumber), as everywhere else.
    expect(await screen.findByRole('radio', { name: /Mobile: \+1 \(555\) 010-2004 Opted out/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send by SMS' })).toBeDisabled();
    expect((await consoleView()).items[0]).toMatchObject({ status: 'created', recipient: null });
    // Email still works.
    await user.click(screen.getByRole('radio', { name: /Work email/ }));
    await user.click(screen.getByRole('button', { name: 'Send by email' }));
    expect(await findSentLine('Dan Okafor', 'dan.okafor@contoso.example')).toBeInTheDocument();
  });

  it('keyboard only: the focus goes to the secret, back to it when it is missing, then to the link created and to where it went', async () => {
    renderSecureDataPage(podFor(ContactMother.bob()));
    const user = userEvent.setup();
    await pressWithKeyboard(user, await screen.findByRole('button', { name: 'Send secure data' }));
    const secret = await screen.findByLabelText('Secret');
    expect(secret).toHaveFocus();

    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Create secure link' }));
    expect(await screen.findByText('Enter a secret or add a file.')).toBeInTheDocument();
    expect(secret).toHaveFocus();
    expect(secret).toHaveAttribute('aria-invalid', 'true');

    await user.keyboard('abc');
    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Create secure link' }));
    const created = (await screen.findByText(/Secure link created/)).closest<HTMLElement>('.bp6-callout')!;
    expect(created).toHaveFocus();

    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Send by SMS' }));
    const sentLine = await findSentLine('Bob Martinez', '+1 (555) 010-2002');
    expect(sentLine.closest('[role="status"]')).toHaveFocus();
  });

  it('an empty share is refused before any call; a double click creates one link', async () => {
    renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    expect(await screen.findByText('Enter a secret or add a file.')).toBeInTheDocument();
    expect((await consoleView()).items).toEqual([]);

    await user.type(screen.getByLabelText('Secret'), 'k');
    // The answer waits until both clicks are in.
    const answer = holdAnswerTo('/api/SecureData');
    const create = screen.getByRole('button', { name: 'Create secure link' });
    await user.dblClick(create);
    answer();
    await screen.findByText(/Secure link created/);
    expect((await consoleView()).items).toHaveLength(1);
  });

  it('a server refusal of the link is shown inline and not toasted as well; the secret stays to try again', async () => {
    server.use(
      http.post('*/api/SecureData', () =>
        HttpResponse.json({ message: 'Secure storage is unavailable.' }, { status: 503 }),
      ),
    );
    const { notifier } = renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    await user.type(screen.getByLabelText('Secret'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Secure storage is unavailable.');
    expect(notifier.messages()).toEqual([]);
    expect(screen.getByLabelText('Secret')).toHaveValue('abc');
  });

  it('a failed send is shown inline and can be retried', async () => {
    renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    await user.type(screen.getByLabelText('Secret'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    server.use(
      http.post(
        '*/api/SecureData/send',
        () => HttpResponse.json({ message: 'The SMS gateway is down.' }, { status: 502 }),
        { once: true },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Send by SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The SMS gateway is down.');
    await user.click(screen.getByRole('button', { name: 'Send by SMS' }));
    expect(await findSentLine('Bob Martinez', '+1 (555) 010-2002')).toBeInTheDocument();
  });

  it('a length outside the policy is explained and blocks generating; a refused generate is shown', async () => {
    renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    await user.clear(screen.getByLabelText('Length'));
    await user.type(screen.getByLabelText('Length'), '4');
    expect(screen.getByText('Length must be a whole number from 8 to 64.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate password' })).toBeDisabled();
  });

  it('files: limits shown before upload; a wrong type or a too large file is refused without uploading', async () => {
    renderSecureDataPage(podFor(ContactMother.bob()));
    await chooseSend();
    expect(screen.getByText(/Up to 3 files, 5 MB each: \.pdf, \.txt/)).toBeInTheDocument();
    pickFiles(new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText(/setup\.exe: \.exe cannot be shared/)).toBeInTheDocument();
    pickFiles(new File([new Uint8Array(6 * 1024 * 1024)], 'huge.pdf'));
    expect(await screen.findByText('huge.pdf is 6 MB; the limit is 5 MB.')).toBeInTheDocument();
    expect(secureDataOf(sandbox.state).files.size).toBe(0);
  });

  it('files: a file uploads and is shared through the link without a secret', async () => {
    renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    pickFiles(nodeFile('LICENSE-KEY-123', 'license.txt'));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    await user.click(await screen.findByRole('button', { name: 'Send by SMS' }));
    await findSentLine('Bob Martinez', '+1 (555) 010-2002');
    const [item] = (await consoleView()).items;
    const opened = await (
      await fetch(`http://localhost/__sandbox/secure-data/${item!.id}/open`, { method: 'POST' })
    ).json();
    expect(opened).toMatchObject({ secret: '', files: ['license.txt'] });
  });

  it('files: an upload in progress can be cancelled', async () => {
    server.use(
      http.post('*/api/SecureData/file', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    pickFiles(nodeFile('KEY', 'license.txt'));
    expect(await screen.findByRole('progressbar', { name: 'Uploading license.txt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload of license.txt' }));
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    expect(await screen.findByText('Enter a secret or add a file.')).toBeInTheDocument();
  });

  it('a generator, upload or request the server refuses is explained where it happened', async () => {
    server.use(
      http.get(
        '*/api/SecureData/generate',
        () =>
          HttpResponse.json({ message: 'These password options are not allowed by your settings.' }, { status: 400 }),
        { once: true },
      ),
      http.post('*/api/SecureData/file', () => HttpResponse.json({ message: 'Storage is full.' }, { status: 507 }), {
        once: true,
      }),
      http.post(
        '*/api/SecureDataRequest/generateRequest',
        () => HttpResponse.json({ message: 'Requests are turned off.' }, { status: 403 }),
        { once: true },
      ),
    );
    renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await chooseSend();
    await user.click(screen.getByRole('button', { name: 'Generate password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These password options are not allowed by your settings.',
    );
    expect(screen.getByLabelText('Secret')).toHaveValue('');
    pickFiles(nodeFile('KEY', 'license.txt'));
    expect(await screen.findByText('Storage is full.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Request data' }));
    await user.type(screen.getByLabelText('What do you need from the contact?'), 'the key');
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Requests are turned off.');
    expect(screen.getByLabelText('What do you need from the contact?')).toHaveValue('the key');
  });

  it('settings that fail to load say so and Try again loads them', async () => {
    // Down until the test says it is back (StrictMode's two mounts each ask once).
    server.use(
      http.get('*/api/SecureDataSettings', () =>
        HttpResponse.json({ message: 'Settings service is down.' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderSecureDataPage(podFor(ContactMother.bob()));
    expect(await screen.findByText('Secure data settings could not be loaded')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send secure data' })).toBeInTheDocument();
  });

  it('without a contact, the page says where to open it from', async () => {
    renderSecureDataPage(podFor(null));
    expect(await screen.findByText(/Open a ticket or a contact from your PSA, with a contact/)).toBeInTheDocument();
  });
});

describe('Secure Data Sharing: what was sent, and Copy link', () => {
  async function createLink() {
    const user = await chooseSend();
    await user.type(screen.getByLabelText('Secret'), 'wifi-pass');
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    await screen.findByText(/Secure link created/);
    return user;
  }

  it('the Sent list says where a link went and when; once the contact opens it the next poll says Opened, on the list and the link’s panel, whose main action is then a new link', async () => {
    const { clock } = renderSecureDataPage(podFor(ContactMother.bob()));
    expect(await screen.findByText('Nothing sent from this ticket yet.')).toBeInTheDocument();
    const user = await createLink();
    await user.click(screen.getByRole('button', { name: 'Send by SMS' }));
    await findSentLine('Bob Martinez', '+1 (555) 010-2002');
    const row = async () => within(await screen.findByRole('list', { name: 'Sent' })).getByRole('listitem');
    await waitFor(async () => expect(await row()).toHaveTextContent(/Secure link\s*SMS to \+1 \(555\) 010-2002 · /));
    expect(await row()).toHaveTextContent('Not opened');

    const [item] = (await consoleView()).items;
    expect((await fetch(`http://localhost/__sandbox/secure-data/${item!.id}/open`, { method: 'POST' })).status).toBe(
      200,
    );
    await act(async () => clock.advance(3000));
    await waitFor(async () => expect(within(await row()).getByText('Opened')).toBeInTheDocument());
    // The link's panel (it was on the send form) says it too, and offers no second send of a used link.
    const panel = await screen.findByRole('group', { name: 'Secure link' });
    expect(within(panel).getByText('Opened')).toBeInTheDocument();
    expect(panel).toHaveTextContent(/SMS to \+1 \(555\) 010-2002 · /);
    expect(panel).toHaveTextContent('A secure link opens once: this one is used.');
    expect(screen.queryByRole('form', { name: 'Send secure data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create a new link' }));
    expect(await screen.findByLabelText('Secret')).toHaveValue('');
  });

  it('a link’s panel survives a reload: where it went and whether it was opened, without its link', async () => {
    const page = renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await createLink();
    await user.click(screen.getByRole('button', { name: 'Send by SMS' }));
    await findSentLine('Bob Martinez', '+1 (555) 010-2002');
    const [item] = (await consoleView()).items;
    expect(page.search().get('step')).toBe(`link:${item!.id}`);
    const reloaded = page.location();
    page.unmount();
    renderSecureDataPage(podFor(ContactMother.bob()), { url: reloaded });
    const panel = await screen.findByRole('group', { name: 'Secure link' });
    expect(panel).toHaveTextContent(/Not opened/);
    expect(panel).toHaveTextContent(/SMS to \+1 \(555\) 010-2002 · /);
    expect(panel).toHaveTextContent(/Expires (in \d+ (min|h)|[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M)/);
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('/__sandbox/secure-data/view/');
  });

  it('Copy link copies the created link and says so', async () => {
    const { shellToasts } = renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await createLink();
    const link = (screen.getByLabelText('Link') as HTMLInputElement).value;
    expect(link).toMatch(/^http:\/\/localhost\/__sandbox\/secure-data\/view\/sd-/);
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(shellToasts.messages()).toEqual(['Copied to clipboard']));
    expect(written).toHaveBeenCalledWith(link);
    written.mockRestore();
  });

  it('a browser that refuses the clipboard: the selection copy is tried, and if it is refused too the link is selected with a clear message', async () => {
    const { shellToasts } = renderSecureDataPage(podFor(ContactMother.bob()));
    const user = await createLink();
    const refuse = jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const selectionCopy = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: selectionCopy, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(shellToasts.messages()).toEqual(['Copied to clipboard']));
    expect(selectionCopy).toHaveBeenCalledWith('copy');

    selectionCopy.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser did not let the page copy the link. The link is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.',
    );
    const field = screen.getByLabelText('Link') as HTMLInputElement;
    expect(field).toHaveFocus();
    expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
    expect(shellToasts.messages()).toEqual(['Copied to clipboard']);
    refuse.mockRestore();
    Reflect.deleteProperty(document, 'execCommand');
  });
});
