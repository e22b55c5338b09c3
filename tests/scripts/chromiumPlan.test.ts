// @ts-expect-error: a plain .mjs script without type declarations.
import { chromiumPlan, DEFAULT_CHROMIUM } from '@scripts/setup/chromiumPlan.mjs';

const machine = (
  over: Partial<{ chromiumPath: string; present: string[]; isRoot: boolean; hasAptGet: boolean; hasSudo: boolean }>,
) => ({
  chromiumPath: over.chromiumPath,
  exists: (path: string) => (over.present ?? []).includes(path),
  isRoot: over.isRoot ?? false,
  hasAptGet: over.hasAptGet ?? true,
  hasSudo: over.hasSudo ?? false,
});

describe('what npm test does about Chromium before the first layer', () => {
  it('uses /usr/bin/chromium when it is there', () => {
    expect(chromiumPlan(machine({ present: [DEFAULT_CHROMIUM] }))).toEqual({ kind: 'present', path: DEFAULT_CHROMIUM });
  });

  it('uses CHROMIUM_PATH when it points at a file', () => {
    expect(chromiumPlan(machine({ chromiumPath: '/opt/chromium', present: ['/opt/chromium'] }))).toEqual({
      kind: 'present',
      path: '/opt/chromium',
    });
  });

  it("installs Debian's chromium when running as root with apt-get", () => {
    expect(chromiumPlan(machine({ isRoot: true }))).toEqual({
      kind: 'install',
      commands: ['apt-get update', 'apt-get install -y chromium'],
    });
  });

  it('stops with the exact command (with sudo) when it cannot install', () => {
    const plan = chromiumPlan(machine({ hasSudo: true }));
    expect(plan.kind).toBe('stop');
    expect(plan.message).toContain('sudo apt-get update && sudo apt-get install -y chromium');
  });

  it('stops without installing when there is no apt-get, even as root', () => {
    const plan = chromiumPlan(machine({ isRoot: true, hasAptGet: false }));
    expect(plan.kind).toBe('stop');
    expect(plan.message).toContain('apt-get install -y chromium');
  });

  it('names a CHROMIUM_PATH that points at nothing instead of installing something else', () => {
    const plan = chromiumPlan(machine({ chromiumPath: '/nowhere/chromium', isRoot: true }));
    expect(plan).toEqual({ kind: 'stop', message: expect.stringContaining('CHROMIUM_PATH is /nowhere/chromium') });
  });
});
