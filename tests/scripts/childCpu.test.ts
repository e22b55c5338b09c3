import { spawnSync } from 'node:child_process';
// @ts-expect-error: a plain .mjs script without type declarations.
import { endedChildrenCpuSeconds } from '@scripts/childCpu.mjs';

describe("npm test's CPU figure", () => {
  it('grows by the CPU a child spent once it has ended, and not by the wall time it waited', () => {
    const before: number | null = endedChildrenCpuSeconds();
    // One child that computes, then one that only sleeps for as long.
    spawnSync(process.execPath, ['-e', 'const end = Date.now() + 600; while (Date.now() < end);']);
    const afterBusy: number | null = endedChildrenCpuSeconds();
    spawnSync(process.execPath, ['-e', 'setTimeout(() => {}, 600)']);
    const afterIdle: number | null = endedChildrenCpuSeconds();
    expect((afterBusy as number) - (before as number)).toBeGreaterThanOrEqual(0.5);
    expect((afterIdle as number) - (afterBusy as number)).toBeLessThan(0.3);
  });
});
