import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consolePost } from '@tests/support/sandboxClient';
import { chatLedgerOf } from '../sandbox/chatLedger';
import { closeChat, openChatNamed, renderChatsPage, setupChatsPage } from './testing/renderChatsPage';

const env = setupChatsPage();

/** The start form on ticket 1003 (no chat yet), once its portals have loaded. */
async function startForm() {
  renderChatsPage({ ticketId: '1003' });
  const form = await screen.findByRole('form', { name: 'Start a chat' });
  await waitFor(() => expect(within(form).getByLabelText('Client portal')).toHaveValue('portal-acme'));
  return form;
}

describe('Client Portal Chats page: starting a chat', () => {
  it("the server's reasons appear by the form; a good start opens the chat; Close closes it", async () => {
    const user = userEvent.setup();
    const form = await startForm();
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
    const user = userEvent.setup();
    const form = await startForm();
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
});

describe('Client Portal Chats page: closing a chat', () => {
  it("Close chat asks first, quoting the client's unanswered last message; Keep it open closes nothing", async () => {
    renderChatsPage();
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
    expect(chatLedgerOf(env.sandbox.state).ofTicket('acme-cw', '1001')[0]!.isClosed).toBe(false);

    await closeChat(chat);
    expect(await within(chat).findByText('This chat is closed.')).toBeInTheDocument();
    expect(chatLedgerOf(env.sandbox.state).ofTicket('acme-cw', '1001')[0]!.isClosed).toBe(true);
  });

  it('a close the server refuses shows its reasons by the Close button', async () => {
    renderChatsPage();
    const chat = await openChatNamed(/Alice Johnson/);
    const chatId = chatLedgerOf(env.sandbox.state).ofTicket('acme-cw', '1001')[0]!.id;
    await consolePost(env.sandbox, `/chats/${chatId}/close`, {}); // the client closed it meanwhile; this page did not hear it
    await closeChat(chat);
    const answer = await within(chat).findByRole('alert');
    expect(answer).toHaveTextContent('The chat could not be closed');
    expect(answer).toHaveTextContent('This chat is already closed.');
  });
});
