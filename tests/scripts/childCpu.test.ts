import { spawnSync } from 'node:child_process';
// @ts-expect-error: a plain .mjs script without type declarations.
import { endedChildrenCpuSeconds } from '@scripts/childCpu.mjs';

describe("npm test's CPU figure", () => {
  it('grows by the CPU a child spent once it has ended, and not by the wall time it waited', () => {
    const before: number | null = endedChildrenCpuSeconds();
    // One child that computes until it has used 0.6 s of CPU (whatever the machine's load), then one that only sleeps.
    const busy =
      'const spent = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; }; while (spent() < 0.6);';
    spawnSync(process.execPath, ['-e', busy]);
    const afterBusy: number | null = endedChildrenCpuSeconds();
    spawnSync(process.execPath, ['-e', 'setTimeout(() => {}, 600)']);
    const afterIdle: number | null = endedChildrenCpuSeconds();
    expect((afterBusy as number) - (before as number)).toBeGreaterThanOrEqual(0.5);
    expect((afterIdle as number) - (afterBusy as number)).toBeLessThan(0.3);
  });
});
