import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { webcrypto } from 'node:crypto';
import { PusherRealtimeChannels } from '@adapters/realtime/pusher/PusherRealtimeChannels';
import { RealtimeChannelsToken } from '@core/realtime/RealtimeChannels';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import type { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import { ClockToken } from '@core/time/Clock';
import { featureModules } from '@features/registry';
import { ForwardingRealtime, SANDBOX_PUSHER } from '@sandbox/contract/SandboxRealtime';
import { createPusherServer, type PusherServer } from '@sandbox/realtime/pusherServer';
import { startTestServer, type TestServer } from '@sandbox/realtime/testing/testHttpServer';
import type { RemountKit } from '@tests/kit/afterRemount';
import { renderApp } from '../support/renderApp';
import { setupSandboxServer, storeSignedInSession } from '../support/sandboxServer';
import { testKitOf } from '../support/testKitOf';

/*
 * Every page store survives a mount, an unmount and a mount (React's StrictMode under `npm start`;
 * renderApp renders in StrictMode at the root, as app/main.tsx does): each feature page, the pod and
 * the shell, opened in the whole app against the sandbox, still does what it does live afterwards.
 * Each feature's check lives in its folder (its test kit's afterRemount, features/<id>/testing/). The
 * sandbox's console plays the other side. Hub events reach the app's FakeRealtimeHub (jsdom has no
 * socket the sandbox's SignalR hub answers on); the portal chat's Pusher events travel over a real socket
 * to real pusher-js. The clock is one only the test moves: what shows was brought by the live path,
 * not by a poll.
 */
const { sandbox, server } = setupSandboxServer();
let pusher: PusherServer;
let sockets: TestServer;
let hub: FakeRealtimeHub | null = null;
let clock: ManualClock;

beforeAll(async () => {
  // jsdom's crypto has no subtle; the sandbox signs Pusher channels (HMAC) with it, as on its Node host.
  if (!globalThis.crypto.subtle)
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  pusher = createPusherServer({ appKey: SANDBOX_PUSHER.key, appSecret: SANDBOX_PUSHER.secret });
  sockets = await startTestServer(pusher);
});
afterAll(async () => {
  await pusher?.close();
  await sockets?.close();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  hub = null;
  clock = new ManualClock(Date.now());
  sandbox.state.realtime = Object.assign(
    new ForwardingRealtime((_tenant, target, payload) => {
      // Delivered inside the console call's act().
      return hub?.emit(target, payload) ?? 0;
    }),
    { triggerChannel: (channel: string, event: string, payload: unknown) => pusher.trigger(channel, event, payload) },
  );
  // The sandbox names the host the request came to (jsdom's); its Pusher sockets are on the test server.
  server.use(
    http.get('*/api/ClientPortalChats/get-pusher-settings', () =>
      HttpResponse.json({
        key: SANDBOX_PUSHER.key,
        cluster: SANDBOX_PUSHER.cluster,
        wsHost: '127.0.0.1',
        wsPort: sockets.port,
        forceTLS: false,
      }),
    ),
  );
});

/** Signs in, opens the pod in the whole app (StrictMode at the root) and, for a feature, its page from the sidebar. */
async function openPod(userId: string, podUrl: string, feature?: string) {
  storeSignedInSession(sandbox, userId);
  const app = renderApp(podUrl, (container) => {
    hub = container.get(RealtimeHubToken) as FakeRealtimeHub;
    container.rebind(ClockToken).toConstantValue(clock);
    // This file's Pusher server answers (renderApp's channel service never does).
    container.rebind(RealtimeChannelsToken).toConstantValue(new PusherRealtimeChannels());
  });
  const nav = await screen.findByRole('navigation', { name: 'Features' });
  if (feature) {
    const title = featureModules.find((m) => m.id === feature)!.title;
    await userEvent.click(await within(nav).findByRole('button', { name: title }));
    await waitFor(() =>
      expect(app.container.querySelector(`[data-feature="${feature}"]`)).toHaveAttribute('data-state', 'ready'),
    );
  }
  return { app, nav };
}

/** The console's JSON routes, inside act(): the page's own answers (a phone's format) may land meanwhile. */
async function consolePost<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  return act(async () => {
    const response = await fetch(`http://localhost/__sandbox${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  });
}

async function consoleGet<T>(path: string): Promise<T> {
  return act(async () => (await (await fetch(`http://localhost/__sandbox${path}`)).json()) as T);
}

const ACME_TICKET = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

/** What each feature's check (its test kit's afterRemount, features/<id>/testing/) is handed. */
const kit: RemountKit = {
  get sandbox() {
    return sandbox;
  },
  get pusher() {
    return pusher;
  },
  get clock() {
    return clock;
  },
  get server() {
    return server;
  },
  openPod,
  consolePost,
  consoleGet,
};

describe('every page store survives StrictMode (mount, unmount, mount)', () => {
  it.each(featureModules.map((m) => [m.id] as const))('%s: its page still works live after the remount', async (id) => {
    await testKitOf(id).afterRemount(kit);
  });

  it("the pod: after the hub's reconnect the record is read again", async () => {
    await openPod('u-tech', ACME_TICKET);
    await screen.findByRole('region', { name: 'Alice Johnson' });
    const alice = sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct1')!;
    alice.name = 'Alice Johnson-Reyes'; // renamed in the PSA while the hub was down
    try {
      act(() => hub!.reconnected());
      expect(await screen.findByRole('region', { name: 'Alice Johnson-Reyes' })).toBeInTheDocument();
    } finally {
      alice.name = 'Alice Johnson';
    }
  });

  it("the shell: a reply on another page's feature still counts on the sidebar", async () => {
    const { nav } = await openPod('u-tech', ACME_TICKET);
    await screen.findByRole('region', { name: 'Alice Johnson' });
    await consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'Counted on the sidebar' });
    expect(await within(nav).findByRole('button', { name: 'SMS Messaging, 1 new' })).toBeInTheDocument();
  });

  it("the shell: the client's portal chat message counts while that page is closed, and goes when the chat opens", async () => {
    // A ticket no other test here opens: a pod closed by an earlier test can still be subscribing to its own
    // ticket's channel (stopped while its subscription was on the wire), and would pass for this pod's subscription.
    const channel = 'private-portal-chats-acme-cw-1003';
    const subscribers = () => pusher.channels().find((c) => c.name === channel)?.subscribers ?? 0;
    await consolePost('/chats/start', { psaId: 'acme-cw', ticketId: '1003', body: 'Hello from the portal' });
    const chats = await consoleGet<Array<{ id: string; psaId: string; ticketId: string; isClosed: boolean }>>('/chats');
    const open = chats.find((c) => c.psaId === 'acme-cw' && c.ticketId === '1003' && !c.isClosed)!;
    const { nav } = await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1003&screen=ticket');
    await screen.findByRole('region', { name: 'Carol Nguyen' });
    // The shell's own subscription (the page is closed).
    await waitFor(() => expect(subscribers()).toBe(1));
    await consolePost(`/chats/${open.id}/client-message`, { body: 'Counted while the page is closed' });
    await consolePost(`/chats/${open.id}/client-message`, { body: 'And this one' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Client Portal Chats, 2 new' }));
    // The page alone shows the list: the count stays until the chat opens; one subscription meanwhile.
    await userEvent.click(await screen.findByRole('button', { name: /Carol Nguyen/ }));
    await within(await screen.findByRole('region', { name: 'Chat with Carol Nguyen' })).findByText('And this one');
    expect(await within(nav).findByRole('button', { name: 'Client Portal Chats' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(subscribers()).toBe(1));
  });
});
