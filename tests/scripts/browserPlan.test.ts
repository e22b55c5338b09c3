// @ts-expect-error: a plain .mjs script without type declarations.
import { browserPlan } from '@scripts/setup/browserPlan.mjs';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';
const FIREFOX = '/usr/bin/firefox-esr';

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

describe('what npm test does about its browsers before the first layer', () => {
  it("uses Debian's headless shell, full Chromium and Firefox ESR when all three are there", () => {
    expect(browserPlan(machine({ present: [SHELL, FULL, FIREFOX] }))).toEqual({
      kind: 'present',
      paths: [SHELL, FULL, FIREFOX],
    });
  });

  it('uses CHROMIUM_PATH, FULL_CHROMIUM_PATH and FIREFOX_PATH when they point at files', () => {
    const overrides = { CHROMIUM_PATH: '/opt/shell', FULL_CHROMIUM_PATH: '/opt/chromium', FIREFOX_PATH: '/opt/ff' };
    expect(browserPlan(machine({ overrides, present: ['/opt/shell', '/opt/chromium', '/opt/ff'] }))).toEqual({
      kind: 'present',
      paths: ['/opt/shell', '/opt/chromium', '/opt/ff'],
    });
  });

  it('installs the missing Debian package only, when running as root with apt-get', () => {
    expect(browserPlan(machine({ isRoot: true, present: [FULL, FIREFOX] }))).toEqual({
      kind: 'install',
      commands: ['apt-get update', 'apt-get install -y chromium-headless-shell'],
      paths: [SHELL, FULL, FIREFOX],
    });
    expect(browserPlan(machine({ isRoot: true, present: [SHELL, FULL] }))).toMatchObject({
      commands: ['apt-get update', 'apt-get install -y firefox-esr'],
    });
    expect(browserPlan(machine({ isRoot: true }))).toMatchObject({
      commands: ['apt-get update', 'apt-get install -y chromium-headless-shell chromium firefox-esr'],
    });
  });

  it('stops with the exact command (with sudo) when it cannot install', () => {
    const plan = browserPlan(machine({ hasSudo: true, present: [SHELL, FIREFOX] }));
    expect(plan.kind).toBe('stop');
    expect(plan.message).toContain('sudo apt-get update && sudo apt-get install -y chromium\n');
    expect(plan.message).toContain('FULL_CHROMIUM_PATH');
  });

  it('stops without installing when there is no apt-get, even as root', () => {
    const plan = browserPlan(machine({ isRoot: true, hasAptGet: false }));
    expect(plan.kind).toBe('stop');
    expect(plan.message).toContain(
      'apt-get install -y chromium-headless-shell chromium firefox-esr (on Debian or Ubuntu)',
    );
  });

  it('names an override that points at nothing instead of installing something else', () => {
    const plan = browserPlan(machine({ overrides: { CHROMIUM_PATH: '/nowhere/chromium' }, isRoot: true }));
    expect(plan).toEqual({ kind: 'stop', message: expect.stringContaining('CHROMIUM_PATH is /nowhere/chromium') });
  });
});
