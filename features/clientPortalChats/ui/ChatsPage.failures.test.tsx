import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { storeSignedInSession } from '@tests/support/sandboxServer';
import { chatLedgerOf } from '../sandbox/chatLedger';
import { openChatNamed, renderChatsPage, setupChatsPage } from './testing/renderChatsPage';

const env = setupChatsPage();
const failWith = (path: string, message: string) =>
  env.server.use(http.get(path, () => HttpResponse.json({ message }, { status: 503 })));

describe('Client Portal Chats page: what could not be loaded', () => {
  it('chats that could not be loaded say why, and come once a reload after a reconnect answers', async () => {
    failWith('*/api/ClientPortalChats/crm/:crmId/chats', 'The portal service is down.');
    const { live } = renderChatsPage();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The chats could not be loaded');
    expect(failure).toHaveTextContent('The portal service is down.');
    expect(screen.queryByRole('button', { name: /Alice Johnson/ })).not.toBeInTheDocument();
    env.server.resetHandlers();
    act(() => live.emit('onReconnected'));
    expect(await screen.findByRole('button', { name: /Alice Johnson/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a reload keeps the chats and the open chat shown while it runs (no spinner, no blink)', async () => {
    const { live } = renderChatsPage();
    const chat = await openChatNamed(/Alice Johnson/);
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const hold = async () => {
      await held;
      return undefined; // then the sandbox answers
    };
    env.server.use(
      http.get('*/api/ClientPortalChats/crm/:crmId/chats', hold),
      http.get('*/api/ClientPortalChats/chats/:id/messages', hold),
    );
    act(() => live.emit('onReconnected'));
    expect(screen.getByRole('button', { name: /Alice Johnson/ })).toBeInTheDocument();
    expect(within(chat).getByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading chats')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the messages')).not.toBeInTheDocument();
    await act(async () => answer());
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
  });

  it('messages that could not be loaded offer Try again; once shown, a failed refetch keeps them and says so', async () => {
    failWith('*/api/ClientPortalChats/chats/:id/messages', 'Messages are unavailable.');
    const { live } = renderChatsPage();
    const chat = await openChatNamed(/Alice Johnson/);
    const failure = await within(chat).findByRole('alert');
    expect(failure).toHaveTextContent('The messages could not be loaded');
    expect(failure).toHaveTextContent('Messages are unavailable.');
    env.server.resetHandlers();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
    expect(within(chat).queryByRole('alert')).not.toBeInTheDocument();

    failWith('*/api/ClientPortalChats/chats/:id/messages', 'Messages are unavailable.');
    act(() => live.emit('onReconnected'));
    expect(
      await within(chat).findByText('The latest messages could not be loaded: Messages are unavailable.'),
    ).toBeInTheDocument();
    expect(within(chat).getByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
  });

  it('a tenant without a client portal sees why where it would start a chat', async () => {
    localStorage.clear();
    storeSignedInSession(env.sandbox, 'u-demo');
    renderChatsPage({
      psaId: 'demo-cw',
      ticketId: env.sandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw')!.id,
    });
    const answer = await screen.findByRole('alert');
    expect(answer).toHaveTextContent('The client portals could not be loaded');
    expect(answer).toHaveTextContent('No client portal is configured for your company.');
    expect(answer).toHaveTextContent('Set up the client portal in the admin settings first.');
  });
});

describe('Client Portal Chats page: a message the server refuses', () => {
  it('is kept with Retry, survives a reload with its reason, and Retry sends it once', async () => {
    env.server.use(
      http.post('*/api/ClientPortalChats/chats/:id/messages', () =>
        HttpResponse.json({ message: 'The portal is not answering.' }, { status: 503 }),
      ),
    );
    const first = renderChatsPage();
    const chat = await openChatNamed(/Alice Johnson/);
    await userEvent.type(within(chat).getByLabelText('Message'), 'Please reboot{Enter}');
    expect(await within(chat).findByText(/Not sent: The portal is not answering\./)).toBeInTheDocument();
    first.unmount();
    env.server.resetHandlers();

    renderChatsPage();
    const again = await openChatNamed(/Alice Johnson/);
    // In the one message list, on our side, failed with Retry: the reason it met is still true after the reload.
    const list = within(again).getByRole('list', { name: 'Messages with Alice Johnson' });
    const unsent = within(list).getByText('Please reboot').closest('.conversation__bubble') as HTMLElement;
    expect(unsent).toHaveAttribute('data-delivery', 'failed');
    expect(within(unsent).getByText('Not sent: The portal is not answering.')).toBeInTheDocument();
    await userEvent.click(within(unsent).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(list).getByText('Please reboot').closest('.conversation__bubble')).toHaveAttribute(
        'data-delivery',
        'sent',
      ),
    );
    const stored = chatLedgerOf(env.sandbox.state)
      .ofTicket('acme-cw', '1001')[0]!
      .messages.filter((m) => m.message === 'Please reboot');
    expect(stored).toHaveLength(1);
  });
});
