import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bindFeatureOnce } from '@app/features/ContainerFeatureLoader';
import { type FeaturePodContext, RealtimeHubToken } from '@features/api/core';
import { CurrentUserStoreToken } from '@features/api/ui';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { messagingLedgerOf, seedWorld, ForwardingRealtime } from '@features/api/sandbox';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { smsBindings } from '../bindings';
import { SmsPage } from './SmsPage';

const { sandbox, server } = setupSandboxServer();

const podFor = (ticketId: string, contact = ContactMother.alice()): FeaturePodContext => ({
  psa: null,
  psaId: 'acme-cw',
  screen: 'ticket',
  ticket: { id: ticketId, number: `T${ticketId}` },
  company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
  contact,
  ready: true,
});

interface ConsoleMessage {
  id: string;
  channelId: string;
  direction: string;
  body: string;
}
const consoleMessages = async (): Promise<ConsoleMessage[]> =>
  (await fetch('http://localhost/__sandbox/messages')).json();
async function consolePost(path: string, body: unknown) {
  const response = await fetch(`http://localhost/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

let hub: FakeRealtimeHub;

beforeEach(() => {
  // One sandbox per file: each test starts from the seeded contacts and conversations.
  sandbox.state.world.contacts.splice(0, Infinity, ...seedWorld().contacts);
  messagingLedgerOf(sandbox.state).reset(sandbox.state.world);
  localStorage.clear();
  storeSignedInSession(sandbox);
  hub = new FakeRealtimeHub();
  hub.state = 'Connected';
  sandbox.state.realtime = new ForwardingRealtime((_tenant, target, payload) =>
    hub.emit(target as 'MessagingSmsToChannel', payload as never),
  );
});

function renderPage(pod = podFor('1001')) {
  return renderWithServices(<SmsPage pod={pod} />, (container) => {
    bindFeatureOnce(container, 'smsMessaging', smsBindings);
    if (container.isBound(RealtimeHubToken)) container.rebind(RealtimeHubToken).toConstantValue(hub);
    else container.bind(RealtimeHubToken).toConstantValue(hub);
  });
}

const list = () => screen.getByRole('list', { name: 'Messages with Alice Johnson' });
const items = () => within(list()).getAllByRole('listitem');
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('SMS Messaging page against the sandbox', () => {
  it("opens the contact's channel with its history: text only, http(s) links, sender and number shown", async () => {
    renderPage();
    expect(await screen.findByRole('list', { name: 'Messages with Alice Johnson' })).toBeInTheDocument();
    expect(items()).toHaveLength(4);
    expect(items()[3]).toHaveTextContent(
      'Done, looks better. See https://status.example/vpn for what I saw <b>earlier</b>.',
    );
    expect(within(items()[3]!).getByRole('link', { name: 'https://status.example/vpn' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(list().querySelector('b')).toBeNull();
    // Both numbers in the pod's one format (beautifyPhoneNumber).
    const note = screen.getByText(/^To Alice Johnson at/);
    await waitFor(() =>
      expect(note).toHaveTextContent('To Alice Johnson at +1 (555) 010-2001 · from Main line, +1 (555) 010-0100'),
    );
  });

  it('the order toggle shows newest first', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await user.click(screen.getByRole('button', { name: 'Oldest first' }));
    expect(screen.getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
    expect(items()[0]).toHaveTextContent('Done, looks better');
  });

  it('sends a text: it shows at once, is confirmed by the server, and reaches the console; the counter counts segments', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await user.type(messageBox(), 'On my way');
    expect(screen.getByText('9 characters · 1 SMS (GSM-7)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(messageBox()).toHaveValue('');
    await waitFor(() => expect(items()).toHaveLength(5));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(items()[4]).toHaveTextContent('On my way');
    expect((await consoleMessages())[0]).toMatchObject({
      channelId: 'sms-acme-cw-co1-ct1',
      direction: 'outbound',
      body: 'On my way',
    });
  });

  it('Enter sends as in portal chat, Shift+Enter adds a line, and the composer says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    expect(screen.getByText('Enter sends · Shift+Enter adds a line')).toBeVisible();
    await user.type(messageBox(), 'Two lines{Shift>}{Enter}{/Shift}in one text{Enter}');
    expect(messageBox()).toHaveValue('');
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(items()[4]).toHaveTextContent('Two lines in one text'); // whitespace normalized: the line break is checked below
    await waitFor(async () => expect((await consoleMessages())[0]).toMatchObject({ body: 'Two lines\nin one text' }));
  });

  it('a 1,711-character text is counted and warned about (26 SMS), in a box that stops growing at its maximum height', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    const text = `${'Your account was reviewed. '.repeat(63)}Thanks – Tess`.slice(0, 1711);
    act(() => fireEvent.change(messageBox(), { target: { value: text } }));
    expect(screen.getByText('1711 characters · 26 SMS (UCS-2)')).toBeInTheDocument();
    expect(
      screen.getByText('A long text: it is sent and billed as 26 SMS. Shorten it to send fewer.'),
    ).toBeInTheDocument();
    expect(messageBox().style.maxHeight).toBe('160px');
  });

  it('an empty text is refused with a message and nothing is sent', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type a message to send.');
    expect(await consoleMessages()).toEqual([]);
  });

  it('a double click sends once', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await user.type(messageBox(), 'Once');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect((await consoleMessages()).filter((m) => m.body === 'Once')).toHaveLength(1);
    expect(items()).toHaveLength(5);
  });

  it("the contact's reply from the console shows live; STOP turns the composer off with the reason", async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await act(() => consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'Thanks, all good now' }));
    expect(await within(list()).findByText('Thanks, all good now')).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();

    await act(() => consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'STOP' }));
    expect(await screen.findByText(/Alice Johnson has opted out of SMS at \+1 \(555\) 010-2001/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('a malformed live event is dropped, and a reply on another channel is not shown here', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    act(() => {
      hub.emit('MessagingSmsToChannel', { channelId: 'sms-acme-cw-co1-ct1', body: 'no id or date' } as never);
      hub.emit('MessagingSmsToChannel', {
        id: 'x1',
        channelId: 'sms-other',
        body: 'elsewhere',
        date: new Date().toISOString(),
        optedOut: false,
      } as never);
    });
    expect(items()).toHaveLength(4);
  });

  it('after a hub reconnect the channel refetches, so a reply sent while disconnected is shown', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    act(() => hub.setState('Reconnecting'));
    sandbox.state.realtime = new ForwardingRealtime(() => 0); // the event is lost while disconnected
    await consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'Sent while you were away' });
    expect(within(list()).queryByText('Sent while you were away')).not.toBeInTheDocument();
    act(() => hub.setState('Connected'));
    expect(await within(list()).findByText('Sent while you were away')).toBeInTheDocument();
  });

  it('an opted-out channel is known before typing: no composer, the reason instead', async () => {
    renderPage(podFor('1004', ContactMother.dan()));
    expect(await screen.findByText(/Dan Okafor has opted out of SMS at \+1 555 010 2004/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('a send while the API fails stays as failed with the reason, survives a reload, and Retry sends it once', async () => {
    const user = userEvent.setup();
    await consolePost('/messages/faults', { failNextSends: 1 });
    const first = renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await user.type(messageBox(), 'Please call me back');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Not sent: The SMS gateway is unavailable. The message was not sent; try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 not sent')).toBeInTheDocument();
    first.unmount();

    renderPage(); // a reload: a new container and store, the same local storage
    expect(
      await within(await screen.findByRole('list', { name: 'Messages with Alice Johnson' })).findByText(
        'Please call me back',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('1 not sent')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect((await consoleMessages()).filter((m) => m.body === 'Please call me back')).toHaveLength(1);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('conversationOutbox:'))).toEqual([]);
  });

  it('a template fills the composer with its variables; an unknown variable stays visible and is flagged', async () => {
    const user = userEvent.setup();
    const { services } = renderPage();
    await act(() => services.get(CurrentUserStoreToken).load());
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Ticket update');
    expect(messageBox()).toHaveValue('Hi Alice, this is Tess Tech with an update on ticket T1001.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Satisfaction survey');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace' }));
    expect(messageBox()).toHaveValue('Hi Alice, ticket T1001 is resolved. Tell us how we did: {{surveyLink}}');
    expect(screen.getByText(/No value for \{\{surveyLink\}\}: it would be sent as written/)).toBeInTheDocument();
  });

  it('a template chosen over a draft asks "Replace your draft?": Keep my draft keeps it, Replace replaces it', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await user.type(messageBox(), 'I looked at your laptop and');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Ticket update');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Replace your draft?');
    expect(question).toHaveTextContent(
      'The template “Ticket update” replaces what you have written: “I looked at your laptop and”',
    );
    await user.click(within(question).getByRole('button', { name: 'Keep my draft' }));
    expect(messageBox()).toHaveValue('I looked at your laptop and');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Ticket update');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace' }));
    expect((messageBox() as HTMLTextAreaElement).value).toMatch(
      /^Hi Alice, this is .* with an update on ticket T1001\.$/,
    );
  });

  it('with no channel yet, a phone of the contact opens one and the composer appears', async () => {
    const user = userEvent.setup();
    renderPage(podFor('1002', ContactMother.bob()));
    expect(await screen.findByText('No conversation with Bob Martinez on this ticket yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Phone' })).toHaveValue('0555 010 2002');
    await user.click(screen.getByRole('button', { name: 'Start a conversation' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();
  });

  it('a failed load says why and Try again loads it', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '*/api/MessagingBoard/:crmId/allTicketChannels',
        () => HttpResponse.json({ message: 'Messaging is down.' }, { status: 500 }),
        { once: true },
      ),
    );
    renderPage();
    expect(await screen.findByText('SMS Messaging could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Messaging is down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Messages with Alice Johnson' })).toBeInTheDocument();
  });

  it('a history that does not load says why, while the composer stays', async () => {
    server.use(
      http.get('*/api/MessagingBoard/channels/:id/channelHistory', () => HttpResponse.json({ items: 'nope' })),
    );
    renderPage();
    expect(await screen.findByText('The messages could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server sent an unexpected answer for the message history.')).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();
  });
});
