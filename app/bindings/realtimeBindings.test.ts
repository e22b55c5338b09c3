import { SessionServiceToken } from '@core/auth/tokens';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { readConfig } from '../config';
import { buildContainer, ensureSignedInBindings } from '../container';
import { asServiceLocator } from '../typedContainer';
import { jsdomHost } from '@tests/support/jsdomHost';

describe('realtime bindings', () => {
  it('one hub for the app, stopped when the session ends', async () => {
    const container = buildContainer(readConfig({}), jsdomHost());
    // The hub is a signed-in area: not bound at start-up (not in the sign-in bundle), bound once loaded.
    expect(container.isBound(RealtimeHubToken)).toBe(false);
    await Promise.all([ensureSignedInBindings(container), ensureSignedInBindings(container)]);
    const services = asServiceLocator(container);
    const hub = services.get(RealtimeHubToken);
    expect(services.get(RealtimeHubToken)).toBe(hub);
    const stop = jest.spyOn(hub, 'stop');
    services.get(SessionServiceToken).signOut();
    expect(stop).toHaveBeenCalledTimes(1);
    await stop.mock.results[0]?.value;
    expect(hub.state).toBe('Disconnected');
  });
});
