import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { AppRoot } from '@app/AppRoot';
import { readConfig } from '@app/config';
import { BrowserNavigatorToken, buildContainer, ensureEntryBindings, ensureSignedInBindings } from '@app/container';
import { prefetchPod, prefetchPodAt } from '@app/podPrefetch';
import { createRoutes } from '@app/routes';
import { stopHubOf } from '@app/stopHubOf';
import { asServiceLocator } from '@app/typedContainer';
import { RealtimeChannelsToken } from '@core/realtime/RealtimeChannels';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import { UnansweredRealtimeChannels } from '@core/testing/UnansweredRealtimeChannels';
import { warmAppChunks } from './warmAppChunks';

const rendered: Container[] = [];

// Every file that renders the whole app loads its lazy chunks first, outside any test's find window.
beforeAll(warmAppChunks, 120_000);

// The real hub keeps retrying while a page is open: stop each test's hub with its test.
afterEach(async () => {
  const containers = rendered.splice(0);
  await Promise.all(containers.map(stopHubOf));
});

/**
 * Renders the whole app (real container, real adapters, real routes) at a path, in jsdom, against
 * whatever MSW serves (normally the sandbox), started as app/main.tsx starts it: a pod link's first
 * calls prefetched before the router, and StrictMode at the root (every component mounts, unmounts and
 * mounts again, as under `npm start`). Returns the router to read where it went.
 * The realtime hub is a connected FakeRealtimeHub: jsdom has no socket the sandbox's hub answers on,
 * so the real one would stay 'Connecting' and toast 'Connection in progress.' 4 s in, outside any
 * act(). The real hub is tested over real sockets (adapters/realtime, tests/e2e). The Pusher channel
 * service never answers (UnansweredRealtimeChannels) for the same reason: the sidebar's portal chat count
 * listens on every ticket pod; a test that needs Pusher rebinds it to a socket of its own.
 * `afterSignedInBindings` may rebind a signed-in service (a test's own fake hub) once those are bound.
 */
export function renderApp(path: string, afterSignedInBindings?: (container: Container) => void) {
  const notifier = new RecordingNotifier();
  const left: string[] = [];
  const container = buildContainer(readConfig({}), {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: { replace: (url: string) => left.push(url) },
    matchMedia: (query) => window.matchMedia(query),
    notifier,
  });
  rendered.push(container);
  container.rebind(RealtimeChannelsToken).toConstantValue(new UnansweredRealtimeChannels());
  const loadSignedInAreas = async () => {
    await ensureSignedInBindings(container);
    container.rebind(RealtimeHubToken).toConstantValue(new FakeRealtimeHub());
    afterSignedInBindings?.(container);
  };
  const services = asServiceLocator(container);
  // As app/main.tsx: a pod link's first calls leave before the router starts and its guard renders.
  prefetchPodAt(services, new URL(path, window.location.origin));
  const router = createMemoryRouter(
    createRoutes(
      { signedIn: loadSignedInAreas, entry: () => ensureEntryBindings(container) },
      (descriptor, psaId, url) => prefetchPod(services, descriptor, psaId, url),
    ),
    { initialEntries: [path] },
  );
  services.get(BrowserNavigatorToken).attach((to, options) => void router.navigate(to, options));
  const view = render(
    <StrictMode>
      <AppRoot services={services} router={router} />
    </StrictMode>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, notifier, services, location, leftTo: left };
}
