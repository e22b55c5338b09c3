// @ts-expect-error: a plain .mjs script without type declarations.
import { chromiumPlan } from '@scripts/setup/chromiumPlan.mjs';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

const machine = (
  over: Partial<{
    overrides: Record<string, string>;
    present: string[];
    isRoot: boolean;
    hasAptGet: boolean;
    hasSudo: boolean;
  }>,
) => ({
  overrides: over.overrides ?? {},
  exists: (path: string) => (over.present ?? []).includes(path),
  isRoot: over.isRoot ?? false,
  hasAptGet: over.hasAptGet ?? true,
  hasSudo: over.hasSudo ?? false,
});

describe('what npm test does about Chromium before the first layer', () => {
  it("uses Debian's headless shell and full Chromium when both are there", () => {
    expect(chromiumPlan(machine({ present: [SHELL, FULL] }))).toEqual({ kind: 'present', paths: [SHELL, FULL] });
  });

  it('uses CHROMIUM_PATH and FULL_CHROMIUM_PATH when they point at files', () => {
    const overrides = { CHROMIUM_PATH: '/opt/shell', FULL_CHROMIUM_PATH: '/opt/chromium' };
    expect(chromiumPlan(machine({ overrides, present: ['/opt/shell', '/opt/chromium'] }))).toEqual({
      kind: 'present',
      paths: ['/opt/shell', '/opt/chromium'],
    });
  });

  it('installs the missing Debian package only, when running as root with apt-get', () => {
    expect(chromiumPlan(machine({ isRoot: true, present: [FULL] }))).toEqual({
      kind: 'install',
      commands: ['apt-get update', 'apt-get install -y chromium-headless-shell'],
      paths: [SHELL, FULL],
    });
    expect(chromiumPlan(machine({ isRoot: true }))).toMatchObject({
      commands: ['apt-get update', 'apt-get install -y chromium-headless-shell chromium'],
    });
  });

  it('stops with the exact command (with sudo) when it cannot install', () => {
    const plan = chromiumPlan(machine({ hasSudo: true, present: [SHELL] }));
    expect(plan.kind).toBe('stop');
    expect(plan.message).toContain('sudo apt-get update && sudo apt-get install -y chromium\n');
    expect(plan.message).toContain('FULL_CHROMIUM_PATH');
  });

  it('stops without installing when there is no apt-get, even as root', () => {
    const plan = chromiumPlan(machine({ isRoot: true, hasAptGet: false }));
    expect(plan.kind).toBe('stop');
    expect(plan.message).toContain('apt-get install -y chromium-headless-shell chromium (on Debian or Ubuntu)');
  });

  it('names an override that points at nothing instead of installing something else', () => {
    const plan = chromiumPlan(machine({ overrides: { CHROMIUM_PATH: '/nowhere/chromium' }, isRoot: true }));
    expect(plan).toEqual({ kind: 'stop', message: expect.stringContaining('CHROMIUM_PATH is /nowhere/chromium') });
  });
});
