import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { bindFeatureOnce } from '@features/api/testing';
import { type FeaturePodContext } from '@features/api/core';
import { RecordingRealtime, SANDBOX_PUSHER } from '@features/api/sandbox';
import { setupPusherSockets } from '@tests/support/pusherSockets';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { chatChannelName, type ChatPusherSettingsWire } from '../adapters/wire/chatWire';
import { clientPortalChatsBindings } from '../bindings';
import { chatLedgerOf, seedChats } from '../sandbox/chatLedger';
import { ChatsPage } from './ChatsPage';

/*
 * The page as `npm start` runs it: React's StrictMode in development mounts every component, unmounts
 * it and mounts it again (renderWithServices renders in StrictMode at the root, as app/main.tsx).
 * Real pusher-js against the sandbox's Pusher server over a real socket; the API (settings, channel
 * authorization, the console playing the client) through MSW as everywhere.
 */
const { sandbox, server } = setupSandboxServer();
const sockets = setupPusherSockets();

beforeEach(() => {
  localStorage.clear();
  chatLedgerOf(sandbox.state).chats.splice(0, Infinity, ...seedChats(sandbox.state.world).chats);
  sandbox.state.realtime = Object.assign(new RecordingRealtime(), {
    triggerChannel: (channel: string, event: string, payload: unknown) =>
      sockets.pusher.trigger(channel, event, payload),
    dropChannels: () => sockets.pusher.dropAll(),
  });
  // The sandbox names the host the request came to (jsdom's); its sockets are on the test server.
  const settings: ChatPusherSettingsWire = {
    key: SANDBOX_PUSHER.key,
    cluster: SANDBOX_PUSHER.cluster,
    wsHost: '127.0.0.1',
    wsPort: sockets.port,
    forceTLS: false,
  };
  server.use(http.get('*/api/ClientPortalChats/get-pusher-settings', () => HttpResponse.json(settings)));
  storeSignedInSession(sandbox);
});

const pod: FeaturePodContext = {
  psa: null,
  psaId: 'acme-cw',
  screen: 'ticket',
  ticket: { id: '1001', number: 'T1001' },
  company: null,
  contact: null,
  ready: true,
};
const channel = chatChannelName('acme-cw', '1001');
const subscribers = () => sockets.pusher.channels().find((c) => c.name === channel)?.subscribers ?? 0;
const consolePost = (path: string, body: unknown) =>
  fetch(`http://localhost/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Client Portal Chats under StrictMode (mount, unmount, mount)', () => {
  it("keeps its Pusher subscription: the client's message and typing notice appear live", async () => {
    // The open chat lives in the address's query: the page sits in a router, as in the app.
    const view = renderWithServices(
      <MemoryRouter>
        <ChatsPage pod={pod} />
      </MemoryRouter>,
      (container) => bindFeatureOnce(container, 'clientPortalChats', clientPortalChatsBindings),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Alice Johnson/ }));
    const chat = await screen.findByRole('region', { name: /^Chat with Alice Johnson/ });
    // This mount's subscription, not the first mount's (up for a moment before it is ended).
    await waitFor(() => expect(document.querySelector('[data-live-state]')).toHaveAttribute('data-live-state', 'live'));
    await waitFor(() => expect(subscribers()).toBe(1));
    expect(screen.queryByText(/Live updates are off/)).not.toBeInTheDocument();

    const chatId = chatLedgerOf(sandbox.state).ofTicket('acme-cw', '1001')[0]!.id;
    await consolePost(`/chats/${chatId}/typing`, {});
    expect(await within(chat).findByText('Alice Johnson is typing…')).toBeInTheDocument();
    await consolePost(`/chats/${chatId}/client-message`, { body: 'Is anyone there?' });
    expect(await within(chat).findByText('Is anyone there?')).toBeInTheDocument();

    view.unmount();
    await waitFor(() => expect(subscribers()).toBe(0));
  });
});
