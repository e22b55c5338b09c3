/**
 * @jest-environment node
 */
import { startServerProcess } from './previewServer';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// A server that outlives its start guard must be killed: left behind, it keeps jest from exiting and the
// browser-test run hangs (a loaded machine can take longer than the guard to start one).
describe('startServerProcess', () => {
  it('resolves once the process names its port, and stop() ends it', async () => {
    const server = await startServerProcess(
      'listener',
      ['-e', "console.log('listening on :4321'); setInterval(() => {}, 1000)"],
      {},
      4321,
    );
    expect(server.url).toBe('http://127.0.0.1:4321');
    expect(alive(server.pid!)).toBe(true);
    await server.stop();
    expect(alive(server.pid!)).toBe(false);
  });

  it('kills a process that never says it listens when the guard expires', async () => {
    const silent = ['-e', 'setInterval(() => {}, 1000)'];
    const error: Error = await startServerProcess('silent', silent, {}, 4322, 300).then(
      () => new Error('started'),
      (failure: Error) => failure,
    );
    expect(error.message).toMatch(/^silent \(pid \d+\) did not start within 0.3 s:/);
    const pid = Number(/pid (\d+)/.exec(error.message)![1]);
    expect(alive(pid)).toBe(false);
  });

  it('fails at once when the process exits before it listens', async () => {
    await expect(
      startServerProcess('crasher', ['-e', "console.error('no config'); process.exit(3)"], {}, 4323),
    ).rejects.toThrow(/^crasher exited with 3:\nno config\n$/);
  });
});
