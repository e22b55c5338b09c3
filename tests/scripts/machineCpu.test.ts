import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
// @ts-expect-error: a plain .mjs script without type declarations.
import { machineBusySeconds } from '@scripts/machineCpu.mjs';

describe("npm test's CPU figure", () => {
  it('grows by at least the CPU a process spent, and by no more than every core busy for the time it took', () => {
    const before: number = machineBusySeconds();
    const t0 = Date.now();
    // A child that computes until it has used 0.6 s of CPU, whatever else the machine runs.
    const busy =
      'const spent = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; }; while (spent() < 0.6);';
    spawnSync(process.execPath, ['-e', busy]);
    const elapsed = (Date.now() - t0) / 1000;
    const grew = machineBusySeconds() - before;
    expect(grew).toBeGreaterThanOrEqual(0.55); // the kernel's ticks round to 10 ms
    expect(grew).toBeLessThanOrEqual(elapsed * availableParallelism() + 0.05);
  });
});
