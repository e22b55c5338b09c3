import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { webcrypto } from 'node:crypto';
import type { FeatureId } from '@core/features/Feature';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import type { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import { ClockToken } from '@core/time/Clock';
import { featureModules } from '@features/registry';
import { ForwardingRealtime, SANDBOX_PUSHER } from '@sandbox/contract/SandboxRealtime';
import { createPusherServer, type PusherServer } from '@sandbox/realtime/pusherServer';
import { startTestServer, type TestServer } from '@sandbox/realtime/testing/testHttpServer';
import { renderApp } from '../support/renderApp';
import { setupSandboxServer, storeSignedInSession } from '../support/sandboxServer';

/*
 * Every page store survives a mount, an unmount and a mount (React's StrictMode under `npm start`;
 * renderApp renders in StrictMode at the root, as app/main.tsx does): each feature page, the pod and
 * the shell, opened in the whole app against the sandbox, still does what it does live afterwards.
 * The sandbox's console plays the other side. Hub events reach the app's FakeRealtimeHub (jsdom has no
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
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
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
      HttpResponse.json({ key: SANDBOX_PUSHER.key, cluster: SANDBOX_PUSHER.cluster, wsHost: '127.0.0.1', wsPort: sockets.port, forceTLS: false }),
    ),
  );
});

/** Signs in, opens the pod in the whole app (StrictMode at the root) and, for a feature, its page from the sidebar. */
async function openPod(userId: string, podUrl: string, feature?: FeatureId) {
  storeSignedInSession(sandbox, userId);
  const app = renderApp(podUrl, (container) => {
    hub = container.get(RealtimeHubToken) as FakeRealtimeHub;
    container.rebind(ClockToken).toConstantValue(clock);
  });
  const nav = await screen.findByRole('navigation', { name: 'Features' });
  if (feature) {
    const title = featureModules.find((m) => m.id === feature)!.title;
    await userEvent.click(await within(nav).findByRole('button', { name: title }));
    await waitFor(() => expect(app.container.querySelector(`[data-feature="${feature}"]`)).toHaveAttribute('data-state', 'ready'));
  }
  return { app, nav };
}

/** The console's JSON routes, inside act(): the page's own answers (a phone's format) may land meanwhile. */
async function consolePost<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  return act(async () => {
    const response = await fetch(`http://localhost/__sandbox${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  });
}

async function consoleGet<T>(path: string): Promise<T> {
  return act(async () => (await (await fetch(`http://localhost/__sandbox${path}`)).json()) as T);
}

const ACME_TICKET = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

/**
 * Each feature's page, opened after StrictMode's remount, and what it does live (or, without a live
 * path, what its store keeps doing). Keyed by every page identifier: a new feature needs its check here.
 */
const LIVE_AFTER_REMOUNT: Record<FeatureId, () => Promise<void>> = {
  async endUserVerification() {
    // The default page, inside the pod's card: a push approved in the console arrives as the hub's event.
    await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Duo push' }));
    await screen.findByText('Push pending');
    const [push] = await consoleGet<Array<{ id: string; channel: string }>>('/outbox');
    expect(push!.channel).toBe('Duo Push');
    await consolePost(`/verification/${push!.id}/approve`);
    expect(await screen.findByText('Bob Martinez is verified')).toBeInTheDocument();
  },

  async smsMessaging() {
    await openPod('u-tech', ACME_TICKET, 'smsMessaging');
    const list = await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'Reply after the remount' });
    expect(await within(list).findByText('Reply after the remount')).toBeInTheDocument();
  },

  async clientPortalChats() {
    await openPod('u-tech', ACME_TICKET, 'clientPortalChats');
    await userEvent.click(await screen.findByRole('button', { name: /Alice Johnson/ }));
    const chat = await screen.findByRole('region', { name: 'Chat with Alice Johnson' });
    // This mount's subscription, not the first mount's (up for a moment before it is ended).
    await waitFor(() => expect(document.querySelector('[data-live-state]')).toHaveAttribute('data-live-state', 'live'));
    const channel = 'private-portal-chats-acme-cw-1001';
    await waitFor(() => expect(pusher.channels().find((c) => c.name === channel)?.subscribers).toBe(1));
    const chats = await consoleGet<Array<{ id: string; psaId: string; ticketId: string; isClosed: boolean }>>('/chats');
    const open = chats.find((c) => c.psaId === 'acme-cw' && c.ticketId === '1001' && !c.isClosed)!;
    await consolePost(`/chats/${open.id}/typing`);
    expect(await within(chat).findByText('Alice Johnson is typing…')).toBeInTheDocument();
    await consolePost(`/chats/${open.id}/client-message`, { body: 'Message after the remount' });
    expect(await within(chat).findByText('Message after the remount')).toBeInTheDocument();
  },

  async secureDataSharing() {
    // No live event: the page polls on the clock. The remounted store's poll runs, the first mount's stopped.
    await openPod('u-tech', ACME_TICKET, 'secureDataSharing');
    await screen.findByRole('list', { name: 'Data requests' });
    const { requests } = await consoleGet<{ requests: Array<{ id: string; title: string; psaId: string; ticketId: string; status: string }> }>('/secure-data');
    const waiting = requests.find((r) => r.psaId === 'acme-cw' && r.ticketId === '1001' && r.status === 'sent')!;
    await consolePost(`/secure-data/requests/${waiting.id}/answer`, { text: 'the answer' });
    // Times on the page age on the same clock, so its timers are more than the poll: count the polls instead.
    const polls: string[] = [];
    const counted = ({ request }: { request: Request }) => void (new URL(request.url).pathname.endsWith('/SecureDataRequest/check') && polls.push(request.url));
    server.events.on('request:start', counted);
    await act(async () => clock.advance(3000));
    expect(await screen.findByRole('button', { name: `Show answer: ${waiting.title}` })).toBeInTheDocument();
    server.events.removeListener('request:start', counted);
    expect(polls).toHaveLength(1); // the remounted page's poll; the first mount's stopped with it
  },

  async technicianVerification() {
    await openPod('u-tech', ACME_TICKET, 'technicianVerification');
    await screen.findByRole('button', { name: 'Send a code to Alice Johnson' });
    await consolePost('/tech-verifications/request', { psaId: 'acme-cw', ticketId: '1001' });
    expect(await screen.findByRole('article', { name: 'Alice Johnson Verification requested' })).toBeInTheDocument();
  },

  async quickTicket() {
    // No live path: the remounted store still defaults to the pod's contact and keeps the texts typed.
    const contact = (await consoleGet<{ contacts: Array<{ id: string; psaId: string; podUrl: string }> }>('/world')).contacts.find((c) => c.psaId === 'acme-cw')!;
    await openPod('u-tech', new URL(contact.podUrl, 'http://localhost').pathname + new URL(contact.podUrl, 'http://localhost').search, 'quickTicket');
    const summary = await screen.findByLabelText(/^Summary/);
    await waitFor(() => expect(screen.getByLabelText(/^Contact/)).toHaveValue(contact.id));
    await userEvent.type(summary, 'Kept across a reload');
    await waitFor(() => expect(localStorage.getItem(`draft.quickTicket:acme-cw:${contact.id}`)).toContain('Kept across a reload'));
  },

  async MSTeamsChats() {
    // Teams shows where the plan filter is skipped: the demo subscription.
    const ticket = sandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1')!;
    await openPod('u-demo', `/pod/connectwise/demo-cw?ticketId=${ticket.id}&screen=ticket`, 'MSTeamsChats');
    await userEvent.click(await screen.findByRole('button', { name: 'Start a Teams chat' }));
    await screen.findByText('No messages yet.');
    const conversations = await consoleGet<Array<{ id: string; transport: string; crmId: string; ticketId: string }>>('/messages/conversations');
    const chat = conversations.find((c) => c.transport === 'teams' && c.crmId === 'demo-cw' && c.ticketId === ticket.id)!;
    await consolePost('/messages/reply', { channelId: chat.id, body: 'Teams reply after the remount' });
    expect(await screen.findByText('Teams reply after the remount')).toBeInTheDocument();
  },
};

describe('every page store survives StrictMode (mount, unmount, mount)', () => {
  it.each(featureModules.map((m) => [m.id] as const))('%s: its page still works live after the remount', async (id) => {
    await LIVE_AFTER_REMOUNT[id]();
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
});
