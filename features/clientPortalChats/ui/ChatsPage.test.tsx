import { psaDescriptors } from '@adapters/psa/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bindFeatureOnce } from '@app/features/ContainerFeatureLoader';
import { type FeaturePodContext, ClockToken, AppError } from '@features/api/core';
import { renderWithServices } from '@tests/support/renderWithServices';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { toMessage } from '../adapters/HttpClientPortalChatsApi';
import type { MessageWire } from '../adapters/wire/chatWire';
import { clientPortalChatsBindings } from '../bindings';
import { ChatLiveFeedToken } from '../core/ChatLiveFeed';
import { FakeChatLiveFeed } from '../core/testing/FakeChatLiveFeed';
import { chatLedgerOf, seedChats } from '../sandbox/chatLedger';
import { ChatsPage } from './ChatsPage';
import { ManualClock } from '@core/testing/ManualClock';

const { sandbox, server } = setupSandboxServer();

function pod(psaId: string, ticketId: string): FeaturePodContext {
  return {
    psa: null,
    psaId,
    screen: 'ticket',
    ticket: { id: ticketId, number: `T${ticketId}` },
    company: null,
    contact: null,
    ready: true,
  };
}

function renderPage(psaId = 'acme-cw', ticketId = '1001', live = new FakeChatLiveFeed(), clock = new ManualClock()) {
  const view = renderWithServices(<ChatsPage pod={pod(psaId, ticketId)} />, (container) => {
    bindFeatureOnce(container, 'clientPortalChats', clientPortalChatsBindings);
    container.rebind(ChatLiveFeedToken).toConstantValue(live);
    container.rebind(ClockToken).toConstantValue(clock); // retries wait on it: only the test moves time
  });
  return { ...view, live };
}

function signIn(userId = 'u-tech') {
  const session = sessionFor(sandbox, userId);
  localStorage.setItem('token', session.accessToken);
  localStorage.setItem('refreshToken', session.refreshToken);
  localStorage.setItem('userId', session.userId);
}

async function openChatNamed(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('region', { name: /^Chat with/ });
}

/** Close chat, then its question's Close chat. */
async function closeChat(chat: HTMLElement) {
  await userEvent.click(within(chat).getByRole('button', { name: 'Close chat' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close chat' }));
}

const consolePost = (path: string, body: unknown) =>
  fetch(`http://localhost/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(() => {
  // jsdom has no object URLs; the page only hands them to <img>.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  chatLedgerOf(sandbox.state).chats.splice(0, Infinity, ...seedChats(sandbox.state.world).chats);
  signIn();
});

describe('Client Portal Chats page against the sandbox', () => {
  it('without a ticket it explains where chats live', () => {
    renderWithServices(<ChatsPage pod={{ ...pod('acme-cw', '1'), ticket: null }} />, (c) =>
      bindFeatureOnce(c, 'clientPortalChats', clientPortalChatsBindings),
    );
    // The PSAs named are the registry's that support the feature (a PSA added there is named too).
    const titles = psaDescriptors.filter((d) => d.supports.clientPortalChats).map((d) => d.title);
    expect(titles.length).toBeGreaterThan(1);
    expect(
      screen.getByText(
        `Client portal chats belong to a ticket: open this page from a ticket in ${titles.slice(0, -1).join(', ')} or ${titles.at(-1)}.`,
      ),
    ).toBeInTheDocument();
  });

  it('names the ticket as the product writes ticket numbers (#T1001)', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Client Portal Chats #T1001' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Chats on ticket #T1001' })).toBeInTheDocument();
  });

  it("the list shows each chat's last message time and how long the client has waited, aging without a reload", async () => {
    // Alice wrote at 09:00 and 09:02 (the seed); nobody has answered.
    const clock = new ManualClock(Date.parse('2026-11-20T09:12:00.000Z'));
    renderPage('acme-cw', '1001', new FakeChatLiveFeed(), clock);
    const chat = await screen.findByRole('button', { name: /Alice Johnson/ });
    expect(within(chat).getByText('10 min ago')).toHaveAttribute('dateTime', '2026-11-20T09:02:00.000Z');
    expect(within(chat).getByText('Waiting 12 min')).toBeInTheDocument();
    act(() => clock.advance(5 * 60_000));
    expect(within(chat).getByText('15 min ago')).toBeInTheDocument();
    expect(within(chat).getByText('Waiting 17 min')).toBeInTheDocument();
  });

  it('lists the chat, opens it, and talks both ways: sent, received live, the client typing', async () => {
    const { live } = renderPage();
    expect(await screen.findByText('Waiting for an answer')).toBeInTheDocument();
    const chat = await openChatNamed(/Alice Johnson/);
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(chat).getByLabelText('Message'), 'Renewing your certificate now{Enter}');
    expect(
      await within(chat).findByText('Renewing your certificate now', { selector: '.conversation__list *' }),
    ).toBeInTheDocument();
    expect(within(chat).getByLabelText('Message')).toHaveValue('');

    const chatId = chatLedgerOf(sandbox.state).ofTicket('acme-cw', '1001')[0]!.id;
    act(() => live.emit('onClientTyping', { chatId, name: 'Alice Johnson' }));
    expect(within(chat).getByText('Alice Johnson is typing…')).toBeInTheDocument();
    const reply = (await (
      await consolePost(`/chats/${chatId}/client-message`, { body: 'Thank you!' })
    ).json()) as MessageWire;
    act(() => live.emit('onMessage', toMessage(reply)));
    expect(within(chat).getByText('Thank you!')).toBeInTheDocument();
    expect(within(chat).queryByText('Alice Johnson is typing…')).not.toBeInTheDocument();
  });

  it('chats that could not be loaded say why, and come once a reload after a reconnect answers', async () => {
    server.use(
      http.get('*/api/ClientPortalChats/crm/:crmId/chats', () =>
        HttpResponse.json({ message: 'The portal service is down.' }, { status: 503 }),
      ),
    );
    const { live } = renderPage();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The chats could not be loaded');
    expect(failure).toHaveTextContent('The portal service is down.');
    expect(screen.queryByRole('button', { name: /Alice Johnson/ })).not.toBeInTheDocument();
    server.resetHandlers();
    act(() => live.emit('onReconnected'));
    expect(await screen.findByRole('button', { name: /Alice Johnson/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a reload keeps the chats and the open chat shown while it runs (no spinner, no blink)', async () => {
    const { live } = renderPage();
    const chat = await openChatNamed(/Alice Johnson/);
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const hold = async () => {
      await held;
      return undefined; // then the sandbox answers
    };
    server.use(
      http.get('*/api/ClientPortalChats/crm/:crmId/chats', hold),
      http.get('*/api/ClientPortalChats/chats/:id/messages', hold),
    );
    act(() => live.emit('onReconnected'));
    expect(screen.getByRole('button', { name: /Alice Johnson/ })).toBeInTheDocument();
    expect(within(chat).getByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading chats')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading messages')).not.toBeInTheDocument();
    await act(async () => answer());
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
  });

  it('messages that could not be loaded offer Try again; once shown, a failed refetch keeps them and says so', async () => {
    server.use(
      http.get('*/api/ClientPortalChats/chats/:id/messages', () =>
        HttpResponse.json({ message: 'Messages are unavailable.' }, { status: 503 }),
      ),
    );
    const { live } = renderPage();
    const chat = await openChatNamed(/Alice Johnson/);
    const failure = await within(chat).findByRole('alert');
    expect(failure).toHaveTextContent('The messages could not be loaded');
    expect(failure).toHaveTextContent('Messages are unavailable.');
    server.resetHandlers();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
    expect(within(chat).queryByRole('alert')).not.toBeInTheDocument();

    server.use(
      http.get('*/api/ClientPortalChats/chats/:id/messages', () =>
        HttpResponse.json({ message: 'Messages are unavailable.' }, { status: 503 }),
      ),
    );
    act(() => live.emit('onReconnected'));
    expect(
      await within(chat).findByText('The latest messages could not be loaded: Messages are unavailable.'),
    ).toBeInTheDocument();
    expect(within(chat).getByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
  });

  it('a message the server refuses is kept with Retry, survives a reload, and Retry sends it once', async () => {
    server.use(
      http.post('*/api/ClientPortalChats/chats/:id/messages', () =>
        HttpResponse.json({ message: 'The portal is not answering.' }, { status: 503 }),
      ),
    );
    const first = renderPage();
    const chat = await openChatNamed(/Alice Johnson/);
    await userEvent.type(within(chat).getByLabelText('Message'), 'Please reboot{Enter}');
    expect(await within(chat).findByText(/Not sent: The portal is not answering\./)).toBeInTheDocument();
    first.unmount();
    server.resetHandlers();

    renderPage();
    const again = await openChatNamed(/Alice Johnson/);
    // In the one message list, on our side, failed with Retry.
    const list = within(again).getByRole('list', { name: 'Messages with Alice Johnson' });
    const unsent = within(list).getByText('Please reboot').closest('.conversation__bubble') as HTMLElement;
    expect(unsent).toHaveAttribute('data-delivery', 'failed');
    expect(within(unsent).getByText('Not sent: The page was closed before it was sent.')).toBeInTheDocument();
    await userEvent.click(within(unsent).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(list).getByText('Please reboot').closest('.conversation__bubble')).toHaveAttribute(
        'data-delivery',
        'sent',
      ),
    );
    const stored = chatLedgerOf(sandbox.state)
      .ofTicket('acme-cw', '1001')[0]!
      .messages.filter((m) => m.message === 'Please reboot');
    expect(stored).toHaveLength(1);
  });

  it("starting a chat: the server's reasons appear by the form; a good start opens the chat; Close closes it", async () => {
    renderPage('acme-cw', '1003');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Start a chat' });
    await waitFor(() => expect(within(form).getByLabelText('Client portal')).toHaveValue('portal-acme'));
    await user.selectOptions(within(form).getByLabelText('Client portal'), 'portal-acme-vip');
    await user.type(within(form).getByLabelText('First message'), 'Hello Carol');
    await user.click(within(form).getByRole('button', { name: 'Start chat' }));
    const answer = await within(form).findByRole('alert');
    expect(answer).toHaveTextContent('The chat could not be started');
    expect(answer).toHaveTextContent('configuration: Chats are switched off in the Acme VIP portal.');

    await user.selectOptions(within(form).getByLabelText('Client portal'), 'portal-acme');
    await user.click(within(form).getByRole('button', { name: 'Start chat' }));
    const chat = await screen.findByRole('region', { name: 'Chat with Carol Nguyen' });
    expect(await within(chat).findByText('Hello Carol')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Start a chat' })).not.toBeInTheDocument();

    await closeChat(chat);
    expect(await within(chat).findByText('This chat is closed.')).toBeInTheDocument();
    expect(within(chat).queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it("after Close, the next chat's first message box keeps its rows: it was measured while hidden and rendered 16 px tall", async () => {
    renderPage('acme-cw', '1003');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Start a chat' });
    await waitFor(() => expect(within(form).getByLabelText('Client portal')).toHaveValue('portal-acme'));
    await user.type(within(form).getByLabelText('First message'), 'Hello Carol');
    await user.click(within(form).getByRole('button', { name: 'Start chat' }));
    const chat = await screen.findByRole('region', { name: 'Chat with Carol Nguyen' });
    await closeChat(chat);
    await within(chat).findByText('This chat is closed.');
    // The form comes back while the open chat still hides the list (a narrow pod): nothing can be measured then.
    const box = within(await screen.findByRole('form', { name: 'Start a chat' })).getByLabelText('First message');
    expect(box.style.height).not.toBe('0px');
    expect(Number(box.getAttribute('rows'))).toBeGreaterThanOrEqual(2);
  });

  it("Close chat asks first, quoting the client's unanswered last message; Keep it open closes nothing", async () => {
    renderPage();
    const chat = await openChatNamed(/Alice Johnson/);
    await within(chat).findByText('Can someone help? I have a meeting at 11.');
    await userEvent.click(within(chat).getByRole('button', { name: 'Close chat' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Close the chat with Alice Johnson?');
    expect(question).toHaveTextContent(
      "Alice Johnson's last message has no answer yet: “Can someone help? I have a meeting at 11.”",
    );
    expect(question).toHaveTextContent('a closed chat cannot be reopened');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it open' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(chatLedgerOf(sandbox.state).ofTicket('acme-cw', '1001')[0]!.isClosed).toBe(false);

    await closeChat(chat);
    expect(await within(chat).findByText('This chat is closed.')).toBeInTheDocument();
    expect(chatLedgerOf(sandbox.state).ofTicket('acme-cw', '1001')[0]!.isClosed).toBe(true);
  });

  it('a close the server refuses shows its reasons by the Close button', async () => {
    renderPage();
    const chat = await openChatNamed(/Alice Johnson/);
    const chatId = chatLedgerOf(sandbox.state).ofTicket('acme-cw', '1001')[0]!.id;
    await consolePost(`/chats/${chatId}/close`, {}); // the client closed it meanwhile; this page did not hear it
    await closeChat(chat);
    const answer = await within(chat).findByRole('alert');
    expect(answer).toHaveTextContent('The chat could not be closed');
    expect(answer).toHaveTextContent('This chat is already closed.');
  });

  it('a tenant without a client portal sees why where it would start a chat', async () => {
    localStorage.clear();
    signIn('u-demo');
    renderPage('demo-cw', sandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw')!.id);
    const answer = await screen.findByRole('alert');
    expect(answer).toHaveTextContent('The client portals could not be loaded');
    expect(answer).toHaveTextContent('No client portal is configured for your company.');
    expect(answer).toHaveTextContent('Set up the client portal in the admin settings first.');
  });

  it('when the live service refuses, the page says live updates are off and still works', async () => {
    const live = new FakeChatLiveFeed();
    live.refuseWith = new Error('The realtime service refused channel private-portal-chats-acme-cw-1001'); // no full stop: the page adds one
    renderPage('acme-cw', '1001', live);
    expect(
      await screen.findByText(
        /Live updates are off\. The realtime service refused channel private-portal-chats-acme-cw-1001\. New messages appear when you reopen a chat\./,
      ),
    ).toBeInTheDocument();
    const chat = await openChatNamed(/Alice Johnson/);
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
  });

  it('an outage at the first subscription: the page says it is trying again, and Reconnect brings live updates back', async () => {
    const live = new FakeChatLiveFeed();
    live.refuseWith = new AppError(
      'network',
      'The realtime service could not be reached. Check your connection and try again.',
    );
    renderPage('acme-cw', '1001', live);
    const notice = await screen.findByText(
      /^Live updates are off\. The realtime service could not be reached\. Check your connection and try again\. The page keeps trying/,
    );
    live.refuseWith = null;
    const before = live.attempts; // one per mount: StrictMode mounts the page twice
    await userEvent.click(within(notice).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(screen.queryByText(/Live updates are off/)).not.toBeInTheDocument());
    expect([live.attempts - before, live.subscribers]).toEqual([1, 1]);
  });

  it('unmounting the page ends its live subscription', async () => {
    const { live, unmount } = renderPage();
    await waitFor(() => expect(live.subscribers).toBe(1));
    unmount();
    expect(live.subscribers).toBe(0);
  });

  it('a closed chat reads as closed, with no composer', async () => {
    renderPage('acme-cw', '1002');
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    const chat = await openChatNamed(/Bob Martinez/);
    expect(await within(chat).findByText('Fixed: the gateway was restarted. Closing this chat.')).toBeInTheDocument();
    expect(within(chat).getByText('This chat is closed.')).toBeInTheDocument();
    expect(within(chat).queryByRole('button', { name: 'Close chat' })).not.toBeInTheDocument();
  });

  // Opening at the newest needs layout (scrolling): the stories' browser test checks it in Chromium.
  it('a 10,000-message chat keeps only a window of its messages in the page', async () => {
    renderPage('acme-halo', '1023');
    const chat = await openChatNamed(/Alice Johnson/);
    const list = await within(chat).findByRole('list', { name: 'Messages with Alice Johnson' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(within(chat).getByLabelText('Messages with Alice Johnson: 10000 messages, scrollable')).toBeInTheDocument();
  });

  it("a client's image shows from its bytes, a file that cannot be fetched says so, and a double click on Download fetches and saves once", async () => {
    const ledger = chatLedgerOf(sandbox.state);
    const chat = ledger.ofTicket('acme-cw', '1001')[0]!;
    for (const [id, fileName] of [
      ['file-shown', 'screen.png'],
      ['file-gone', 'lost.png'],
    ] as const) {
      ledger.addMessage(chat, {
        isAdmin: false,
        authorName: chat.name,
        message: '',
        attachment: { id, fileName, contentType: 'image/png', size: 4 },
        messageId: null,
      });
    }
    const asked: string[] = [];
    let holding = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/ClientPortalChats/chats/:chatId/attachments/:fileId', async ({ params }) => {
        const id = String(params.fileId);
        asked.push(id);
        if (id === 'file-gone')
          return HttpResponse.json({ message: 'This attachment was not found.' }, { status: 404 });
        if (holding) await released;
        return new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      renderPage();
      const open = await openChatNamed(/Alice Johnson/);
      expect(await within(open).findByRole('img', { name: 'screen.png' })).toHaveAttribute('src', 'blob:preview');
      const lost = within(open).getByRole('button', { name: 'lost.png (4 B)' }).parentElement!;
      expect(await within(lost).findByText('The file could not be loaded.')).toBeInTheDocument();

      const before = asked.filter((id) => id === 'file-shown').length;
      holding = true;
      await userEvent.dblClick(within(open).getByRole('button', { name: 'screen.png (4 B)' }));
      act(() => release());
      await waitFor(() => expect(saved).toEqual(['screen.png']));
      expect(asked.filter((id) => id === 'file-shown').length).toBe(before + 1);
    } finally {
      click.mockRestore();
    }
  });

  it('attachments: a refused type is explained before upload; an image is sent and shown from an object URL', async () => {
    renderPage();
    const chat = await openChatNamed(/Alice Johnson/);
    const input = within(chat).getByLabelText('File to send');
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await within(chat).findByText(/^logo.svg cannot be sent/)).toBeInTheDocument();
    await userEvent.upload(input, new File(['PNG'], 'screen.png', { type: 'image/png' }));
    const image = await within(chat).findByRole('img', { name: 'screen.png' });
    expect(image).toHaveAttribute('src', 'blob:preview');
    expect(chatLedgerOf(sandbox.state).ofTicket('acme-cw', '1001')[0]!.messages.at(-1)!.attachment).toMatchObject({
      fileName: 'screen.png',
    });
  });
});
