import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consolePost } from '@tests/support/sandboxClient';
import { chatLedgerOf } from '../sandbox/chatLedger';
import { openChatNamed, renderChatsPage, setupChatsPage } from './testing/renderChatsPage';

const env = setupChatsPage();
const POD = '/pod/connectwise/acme-cw?ticketId=1001&page=clientPortalChats';
const aliceChat = () => chatLedgerOf(env.sandbox.state).ofTicket('acme-cw', '1001')[0]!;
const chatRegion = () => screen.queryByRole('region', { name: /^Chat with/ });

describe('the open portal chat lives in the address (chat=)', () => {
  it('opening a chat writes it in the address; Back returns to all chats, and the page stays', async () => {
    const page = renderChatsPage({ url: POD });
    const chat = await openChatNamed(/Alice Johnson/);
    expect(page.location()).toBe(`${POD}&chat=${aliceChat().id}`);
    await within(chat).findByText('Can someone help? I have a meeting at 11.');
    await page.back();
    await waitFor(() => expect(chatRegion()).not.toBeInTheDocument());
    expect(page.location()).toBe(POD);
    expect(screen.getByText('Choose a chat to read it.')).toBeInTheDocument();
  });

  it('a reload keeps the open chat, its messages shown', async () => {
    renderChatsPage({ url: `${POD}&chat=${aliceChat().id}` });
    const chat = await screen.findByRole('region', { name: 'Chat with Alice Johnson' });
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Alice Johnson/ })).toHaveAttribute('aria-current', 'true');
  });

  it('"All chats" shows the list as a new entry: Back opens the chat again', async () => {
    const page = renderChatsPage({ url: POD });
    const chat = await openChatNamed(/Alice Johnson/);
    await userEvent.click(within(chat).getByRole('button', { name: 'All chats' }));
    expect(chatRegion()).not.toBeInTheDocument();
    expect(page.location()).toBe(POD);
    await page.back();
    expect(await screen.findByRole('region', { name: 'Chat with Alice Johnson' })).toBeInTheDocument();
  });

  it('a chat started here is written in the address', async () => {
    const pod = '/pod/connectwise/acme-cw?ticketId=1003&page=clientPortalChats';
    const page = renderChatsPage({ ticketId: '1003', url: pod });
    const form = await screen.findByRole('form', { name: 'Start a chat' });
    await waitFor(() => expect(within(form).getByLabelText('Client portal')).toHaveValue('portal-acme'));
    await userEvent.type(within(form).getByLabelText('First message'), 'Hello Carol');
    await userEvent.click(within(form).getByRole('button', { name: 'Start chat' }));
    await screen.findByRole('region', { name: 'Chat with Carol Nguyen' });
    const started = chatLedgerOf(env.sandbox.state).ofTicket('acme-cw', '1003')[0]!;
    await waitFor(() => expect(page.location()).toBe(`${pod}&chat=${started.id}`));
  });
});

describe('a chat the address names that the page cannot show opens the list, never a blank page', () => {
  it('an unknown chat id: the list, and the address forgets it without a history entry', async () => {
    const page = renderChatsPage({ url: `${POD}&chat=chat-from-elsewhere` });
    expect(await screen.findByText('Choose a chat to read it.')).toBeInTheDocument();
    expect(chatRegion()).not.toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe(POD));
  });

  it('a chat closed elsewhere since: the list, where it reads Closed', async () => {
    const chatId = aliceChat().id;
    await consolePost(env.sandbox, `/chats/${chatId}/close`, {});
    const page = renderChatsPage({ url: `${POD}&chat=${chatId}` });
    const item = await screen.findByRole('button', { name: /Alice Johnson/ });
    expect(within(item).getByText('Closed')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe(POD));
    expect(chatRegion()).not.toBeInTheDocument();
  });

  it('a closed chat opened on the page opens again on Back', async () => {
    const page = renderChatsPage({ ticketId: '1002', url: '/pod/connectwise/acme-cw?ticketId=1002' });
    await openChatNamed(/Bob Martinez/);
    const chat = await screen.findByRole('region', { name: 'Chat with Bob Martinez' });
    await userEvent.click(within(chat).getByRole('button', { name: 'All chats' }));
    await page.back();
    expect(await screen.findByRole('region', { name: 'Chat with Bob Martinez' })).toBeInTheDocument();
  });
});
