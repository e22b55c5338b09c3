import { act, screen } from '@testing-library/react';
import { CONNECTION_WARNING_AT_MS } from '@core/realtime/connectionToasts';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { PodStore } from '@ui/pod/PodStore';
import { renderApp } from './renderApp';
import { setupSandboxServer, storeSignedInSession } from './sandboxServer';

const { sandbox } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox, 'u-tech');
});

const POD = '/pod/connectwise/acme-cw?ticketId=1007&screen=ticket';
const LAST_WARNING_MS = Math.max(...CONNECTION_WARNING_AT_MS);

// jsdom has no socket the sandbox's hub answers on, so the real hub stayed 'Connecting' and, 4 s in,
// toasted 'Connection in progress.' outside any act(): a React warning in the middle of `npm test`
// whenever a loaded machine stretched a test past 4 s.
describe('renderApp', () => {
  it('gives the app a connected hub, so no connection warning is ever due', async () => {
    const { services } = renderApp(POD);
    await screen.findByRole('region', { name: 'Alice Johnson' });
    const hub = services.get(RealtimeHubToken);
    expect(hub).toBeInstanceOf(FakeRealtimeHub);
    expect(hub.state).toBe('Connected');
  });

  it("shows no 'Connection in progress.' once the warning's delay has passed", async () => {
    // The delay passes on jest's clock, not the machine's: the test waits for no real second.
    jest.useFakeTimers();
    try {
      renderApp(POD);
      await screen.findByRole('region', { name: 'Alice Johnson' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(LAST_WARNING_MS + 1_000);
      });
      expect(screen.queryByText('Connection in progress.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps a test's own hub when it binds one", async () => {
    const own = new FakeRealtimeHub();
    const { services } = renderApp(POD, (container) => container.rebind(RealtimeHubToken).toConstantValue(own));
    await screen.findByRole('region', { name: 'Alice Johnson' });
    expect(services.get(RealtimeHubToken)).toBe(own);
  });

  it('renders in StrictMode like app/main.tsx under npm start: a page mounts, unmounts and mounts again', async () => {
    const start = jest.spyOn(PodStore.prototype, 'start');
    try {
      renderApp(POD);
      await screen.findByRole('region', { name: 'Alice Johnson' });
      expect(start).toHaveBeenCalledTimes(2); // the pod page's effect, run again after StrictMode's unmount
    } finally {
      start.mockRestore();
    }
  });
});
