import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SANDBOX_PASSWORD } from '@sandbox/world/seedWorld';
import { ForwardingRealtime, messagingLedgerOf } from '@features/api/sandbox';
import { RealtimeHubToken } from '@features/api/core';
import type { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { renderApp } from '@tests/support/renderApp';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';

const { sandbox } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The feature seam end to end in jsdom: the sidebar item loads the chunk, binds it and shows the page with the pod's context. */
describe('SMS Messaging and MS Teams Chats in the shell', () => {
  it("the Pro technician opens SMS Messaging on a ConnectWise ticket and sees the contact's conversation", async () => {
    storeSignedInSession(sandbox, 'u-tech');
    renderApp('/pod/connectwise/acme-cw?ticketId=1001&screen=ticket');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'SMS Messaging' }));
    const list = await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('a demo-subscription technician opens MS Teams Chats and can start a chat with the contact', async () => {
    storeSignedInSession(sandbox, 'u-demo');
    const ticket = sandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1')!;
    renderApp(`/pod/connectwise/demo-cw?ticketId=${ticket.id}&screen=ticket`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'MS Teams Chats' }));
    expect(await screen.findByRole('button', { name: 'Start a Teams chat' })).toBeEnabled();
  });

  it('a text whose send met an expired session no longer says so once the technician signed in again, and Retry sends it once', async () => {
    storeSignedInSession(sandbox, 'u-tech');
    const { location } = renderApp('/pod/connectwise/acme-cw?ticketId=1001&screen=ticket');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'SMS Messaging' }));
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    sandbox.state.expireAllSessions();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you still there?{Enter}');

    // The 401 ends the session; signing in again returns to the pod.
    await user.type(await screen.findByLabelText('Email'), 'tech@sandbox.test');
    await user.type(screen.getByLabelText('Password'), SANDBOX_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toMatch(/^\/pod\/connectwise\/acme-cw/));
    await user.click(await screen.findByRole('button', { name: 'SMS Messaging' }));
    const list = await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    const unsent = (await within(list).findByText('Are you still there?')).closest(
      '.conversation__bubble',
    ) as HTMLElement;
    expect(unsent).toHaveAttribute('data-delivery', 'failed');
    expect(unsent).not.toHaveTextContent(/expired|sign in again/i);
    expect(within(unsent).getByRole('alert')).toHaveTextContent('Not sent: You were signed out before it was sent.');

    await user.click(within(unsent).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(list).getByText('Are you still there?').closest('.conversation__bubble')).toHaveAttribute(
        'data-delivery',
        'sent',
      ),
    );
    const stored = messagingLedgerOf(sandbox.state)
      .liveMessages()
      .filter((m) => m.body === 'Are you still there?');
    expect(stored).toHaveLength(1);
  });

  it("the contact's Teams message counts on MS Teams Chats while another page is open, and goes when the chat shows", async () => {
    storeSignedInSession(sandbox, 'u-demo');
    const ticket = sandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1')!;
    let hub: FakeRealtimeHub | null = null;
    sandbox.state.realtime = new ForwardingRealtime(
      (_tenant, target, payload) => hub?.emit(target as 'TeamsChatMessage', payload as never) ?? 0,
    );
    renderApp(
      `/pod/connectwise/demo-cw?ticketId=${ticket.id}&screen=ticket`,
      (container) => void (hub = container.get(RealtimeHubToken) as FakeRealtimeHub),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'MS Teams Chats' }));
    await user.click(await screen.findByRole('button', { name: 'Start a Teams chat' }));
    await screen.findByRole('textbox', { name: 'Message' });
    await user.click(screen.getByRole('button', { name: 'Home' }));
    const chat = messagingLedgerOf(sandbox.state).conversations.find(
      (c) => c.transport === 'teams' && c.ticketId === ticket.id,
    )!;
    await screen.findByText('What you can do here');
    await act(() =>
      fetch('http://localhost/__sandbox/messages/reply', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ channelId: chat.id, body: 'Are you there?' }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'MS Teams Chats, 1 new' }));
    expect(await screen.findByText('Are you there?')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'MS Teams Chats' })).toHaveAttribute('aria-current', 'page');
  });
});
