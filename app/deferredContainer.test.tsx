import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { LoginServiceToken, SessionServiceToken } from '@core/auth/tokens';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { SessionStoreToken } from '@core/session/Session';
import type { Token } from '@core/shared/Token';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { HttpClientToken } from '@adapters/http/HttpClientToken';
import { setupSandboxServer } from '@tests/support/sandboxServer';
import { warmAppChunks } from '@tests/support/warmAppChunks';
import { AppRoot } from './AppRoot';
import { BrowserNavigatorToken } from './bindings/sessionBindings';
import { readConfig } from './config';
import { deferContainer } from './deferredContainer';
import { createRoutes } from './routes';
import { startServices } from './startServices';
import { jsdomHost } from '@tests/support/jsdomHost';

setupSandboxServer();
beforeAll(warmAppChunks, 120_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The app as app/main.tsx starts it: start-up services, the container deferred, StrictMode at the root. */
function startApp(path: string) {
  const config = readConfig({});
  const host = jsdomHost();
  const startup = startServices(config, host);
  const app = deferContainer(startup, config, host);
  // jsdom has no socket the sandbox's hub answers on (tests/support/renderApp.tsx): a connected fake instead.
  const signedIn = async () => {
    await app.areas.signedIn();
    const container = await app.container();
    if (!(container.get(RealtimeHubToken) instanceof FakeRealtimeHub))
      container.rebind(RealtimeHubToken).toConstantValue(new FakeRealtimeHub());
  };
  const router = createMemoryRouter(createRoutes({ ...app.areas, signedIn }), { initialEntries: [path] });
  app.services.get(BrowserNavigatorToken).attach((to, options) => void router.navigate(to, options));
  render(
    <StrictMode>
      <AppRoot services={app.services} router={router} />
    </StrictMode>,
  );
  const location = () => router.state.location.pathname;
  return { startup, app, location };
}

describe('the container deferred past the sign-in page', () => {
  it('the sign-in page runs on the start-up services alone: signed-in services are not there yet', async () => {
    const { app } = startApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(app.services.find?.(RealtimeHubToken)).toBeNull();
    expect(() => app.services.get(RealtimeHubToken)).toThrow(
      'core.realtime.RealtimeHub is not a start-up service: it is bound once the container loads.',
    );
  });

  it('after signing in, the container holds the very services the sign-in page used, one of each', async () => {
    const { startup, app, location } = startApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'tech@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'sandbox');
    // What the sign-in page has built so far, before any container exists.
    const tokens: Token<unknown>[] = [LoginServiceToken, SessionStoreToken, SessionServiceToken, HttpClientToken];
    const usedBySignIn = new Map<symbol, unknown>(tokens.map((id) => [id, startup.get(id)]));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(await screen.findByText(/Tess Tech/)).toBeInTheDocument();

    const container = await app.container();
    // Areas asked for again, side by side (a second route, StrictMode's second mount), load no second container.
    await Promise.all([app.areas.signedIn(), app.areas.signedIn(), app.areas.entry()]);
    expect(await app.container()).toBe(container);
    for (const [id, service] of usedBySignIn) expect(container.get(id)).toBe(service);
    for (const [id] of startup.owners()) expect(container.get(id)).toBe(startup.get(id));
    expect(app.services.get(SessionServiceToken)).toBe(startup.get(SessionServiceToken));
    expect(app.services.find?.(RealtimeHubToken)).toBe(container.get(RealtimeHubToken));
  });
});
