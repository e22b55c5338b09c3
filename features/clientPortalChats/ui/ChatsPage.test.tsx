import { psaDescriptors } from '@adapters/psa/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManualClock } from '@core/testing/ManualClock';
import { pressWithKeyboard } from '@tests/support/keyboardOnly';
import { consolePost } from '@tests/support/sandboxClient';
import { renderWithServices } from '@tests/support/renderWithServices';
import { bindFeatureOnce } from '@features/api/testing';
import { toMessage } from '../adapters/HttpClientPortalChatsApi';
import type { MessageWire } from '../adapters/wire/chatWire';
import { clientPortalChatsBindings } from '../bindings';
import { FakeChatLiveFeed } from '../core/testing/FakeChatLiveFeed';
import { chatLedgerOf } from '../sandbox/chatLedger';
import { ChatsPage } from './ChatsPage';
import { chatsPod, openChatNamed, renderChatsPage, setupChatsPage } from './testing/renderChatsPage';

const env = setupChatsPage();

describe('Client Portal Chats page against the sandbox: the list', () => {
  it('without a ticket it explains where chats live', () => {
    renderWithServices(<ChatsPage pod={chatsPod('acme-cw', null)} />, (c) =>
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
    renderChatsPage();
    const title = await screen.findByRole('heading', { name: 'Client Portal Chats' });
    expect(title.closest('header')).toHaveTextContent(/#T1001$/);
    expect(screen.getByRole('complementary', { name: 'Chats on ticket #T1001' })).toBeInTheDocument();
  });

  it("the list shows each chat's last message time and how long the client has waited, aging without a reload", async () => {
    // Alice wrote at 09:00 and 09:02 (the seed); nobody has answered.
    const clock = new ManualClock(Date.parse('2026-11-20T09:12:00.000Z'));
    renderChatsPage({ clock });
    const chat = await screen.findByRole('button', { name: /Alice Johnson/ });
    expect(within(chat).getByText('10 min ago')).toHaveAttribute('dateTime', '2026-11-20T09:02:00.000Z');
    expect(within(chat).getByText('Waiting 12 min')).toBeInTheDocument();
    act(() => clock.advance(5 * 60_000));
    expect(within(chat).getByText('15 min ago')).toBeInTheDocument();
    expect(within(chat).getByText('Waiting 17 min')).toBeInTheDocument();
  });
});

describe('Client Portal Chats page against the sandbox: a chat', () => {
  it('lists the chat, opens it, and talks both ways: sent, received live, the client typing', async () => {
    const { live } = renderChatsPage();
    expect(await screen.findByText('Waiting for an answer')).toBeInTheDocument();
    const chat = await openChatNamed(/Alice Johnson/);
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(chat).getByLabelText('Message'), 'Renewing your certificate now{Enter}');
    expect(
      await within(chat).findByText('Renewing your certificate now', { selector: '.conversation__list *' }),
    ).toBeInTheDocument();
    expect(within(chat).getByLabelText('Message')).toHaveValue('');

    const chatId = chatLedgerOf(env.sandbox.state).ofTicket('acme-cw', '1001')[0]!.id;
    act(() => live.emit('onClientTyping', { chatId, name: 'Alice Johnson' }));
    expect(within(chat).getByText('Alice Johnson is typing…')).toBeInTheDocument();
    const reply = await consolePost(env.sandbox, `/chats/${chatId}/client-message`, { body: 'Thank you!' });
    const message = toMessage((await reply.json()) as MessageWire);
    act(() => live.emit('onMessage', message));
    expect(within(chat).getByText('Thank you!')).toBeInTheDocument();
    expect(within(chat).queryByText('Alice Johnson is typing…')).not.toBeInTheDocument();
  });

  it('keyboard only: opening a chat, Send, Close chat and All chats each put the focus where the work goes on', async () => {
    const user = userEvent.setup();
    renderChatsPage();
    await pressWithKeyboard(user, await screen.findByRole('button', { name: /Alice Johnson/ }));
    const chat = await screen.findByRole('region', { name: 'Chat with Alice Johnson' });
    const box = within(chat).getByRole('textbox', { name: 'Message' });
    expect(box).toHaveFocus();

    await user.keyboard('Looking into it');
    await pressWithKeyboard(user, within(chat).getByRole('button', { name: 'Send' }));
    await within(chat).findByText('Looking into it', { selector: '.conversation__list *' });
    expect(box).toHaveFocus();

    await pressWithKeyboard(user, within(chat).getByRole('button', { name: 'Close chat' }));
    await pressWithKeyboard(
      user,
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close chat' }),
    );
    expect(await within(chat).findByText('This chat is closed.')).toBeInTheDocument();
    expect(within(chat).getByRole('heading', { name: 'Chat with Alice Johnson' })).toHaveFocus();

    await pressWithKeyboard(user, within(chat).getByRole('button', { name: 'All chats' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Chat with/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Alice Johnson/ })).toHaveFocus();
  });

  it('a closed chat reads as closed, with no composer', async () => {
    renderChatsPage({ ticketId: '1002' });
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    const chat = await openChatNamed(/Bob Martinez/);
    expect(await within(chat).findByText('Fixed: the gateway was restarted. Closing this chat.')).toBeInTheDocument();
    expect(within(chat).getByText('This chat is closed.')).toBeInTheDocument();
    expect(within(chat).queryByRole('button', { name: 'Close chat' })).not.toBeInTheDocument();
  });

  // Opening at the newest needs layout (scrolling): the stories' browser test checks it in Chromium.
  it('a 10,000-message chat keeps only a window of its messages in the page', async () => {
    renderChatsPage({ psaId: 'acme-halo', ticketId: '1023', live: new FakeChatLiveFeed() });
    const chat = await openChatNamed(/Alice Johnson/);
    const list = await within(chat).findByRole('list', { name: 'Messages with Alice Johnson' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(within(chat).getByLabelText('Messages with Alice Johnson: 10000 messages, scrollable')).toBeInTheDocument();
  });
});
