import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PusherRealtimeChannels } from '@adapters/realtime/pusher/PusherRealtimeChannels';
import { RealtimeChannelsToken } from '@core/realtime/RealtimeChannels';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import type { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import { ClockToken } from '@core/time/Clock';
import { featureModules } from '@features/registry';
import { ForwardingRealtime, SANDBOX_PUSHER } from '@sandbox/contract/SandboxRealtime';
import type { RemountKit } from '@tests/kit/afterRemount';
import { setupPusherSockets } from './pusherSockets';
import { renderApp } from './renderApp';
import { setupSandboxServer, storeSignedInSession } from './sandboxServer';

/**
 * The whole app in jsdom (StrictMode at the root, as app/main.tsx renders it) against a fresh sandbox, for one
 * test file: hub events reach the app's FakeRealtimeHub (jsdom has no socket the sandbox's SignalR hub answers
 * on); the portal chat's Pusher events travel over a real socket to real pusher-js. The clock is one only the
 * test moves. The sandbox's console plays the other side. Call it at the top of a test file (it adds hooks).
 */
export function setupLiveApp(): RemountKit & { readonly hub: FakeRealtimeHub | null } {
  const { sandbox, server } = setupSandboxServer();
  const sockets = setupPusherSockets();
  let hub: FakeRealtimeHub | null = null;
  let clock: ManualClock;

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
      {
        triggerChannel: (channel: string, event: string, payload: unknown) =>
          sockets.pusher.trigger(channel, event, payload),
      },
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

  return {
    get sandbox() {
      return sandbox;
    },
    get pusher() {
      return sockets.pusher;
    },
    get clock() {
      return clock;
    },
    get server() {
      return server;
    },
    get hub() {
      return hub;
    },
    openPod,
    consolePost,
    consoleGet,
  };
}
