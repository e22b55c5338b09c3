import { SandboxState } from '../contract/SandboxState';
import { resettableSandbox } from './resettableSandbox';

const BASE = 'http://127.0.0.1:5173';

describe('the Node host sandbox starts over on reset', () => {
  it('forgets sessions and what was sent, and answers from a freshly seeded world', async () => {
    const sandbox = resettableSandbox();
    const { accessToken } = sandbox.state.issueSession('u-tech');
    const asTess = () =>
      sandbox.fetch(new Request(`${BASE}/api/User/u-tech`, { headers: { Authorization: `Bearer ${accessToken}` } }));
    expect((await asTess()).status).toBe(200);
    const before = sandbox.state;
    before.world.users.find((user) => user.id === 'u-tech')!.mfaCode = '000000';

    sandbox.reset();

    expect(sandbox.state).not.toBe(before);
    expect((await asTess()).status).toBe(401);
    expect(sandbox.state.world).toEqual(new SandboxState().world);
  });

  it('attaches again what the host attached to the old state, on every reset', () => {
    const sandbox = resettableSandbox();
    const seen: Array<[SandboxState, SandboxState]> = [];
    sandbox.onFreshState((fresh, previous) => seen.push([fresh, previous]));
    const first = sandbox.state;
    sandbox.reset();
    const second = sandbox.state;
    sandbox.reset();
    expect(seen).toEqual([
      [second, first],
      [sandbox.state, second],
    ]);
  });
});
