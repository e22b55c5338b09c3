// What `npm test` does about its browsers before it runs anything (the browser layer needs Debian's Chromium
// and Firefox ESR packages; a downloaded browser is never used). Pure, so tests/scripts checks every case.

/**
 * The browsers the browser tests start, each with the variable that overrides it: Chromium's headless shell, which
 * runs nearly every test at half the full browser's CPU (decision 196, tests/support/browser.ts); the full Chromium,
 * for the few tests of a pod in a cross-site frame that Chromium denies storage; and Firefox ESR, the second engine
 * of the layout check at 320 px (tests/support/firefox.ts).
 */
export const BROWSERS = [
  { variable: 'CHROMIUM_PATH', path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  { variable: 'FULL_CHROMIUM_PATH', path: '/usr/bin/chromium', debianPackage: 'chromium' },
  { variable: 'FIREFOX_PATH', path: '/usr/bin/firefox-esr', debianPackage: 'firefox-esr' },
];

/**
 * @param {{ overrides: Record<string, string | undefined>, exists: (path: string) => boolean, isRoot: boolean, hasAptGet: boolean, hasSudo: boolean }} machine
 * @returns {{ kind: 'present', paths: string[] } | { kind: 'install', commands: string[], paths: string[] } | { kind: 'stop', message: string }}
 */
export function browserPlan({ overrides, exists, isRoot, hasAptGet, hasSudo }) {
  const wanted = BROWSERS.map((browser) => ({ ...browser, given: overrides[browser.variable] }));
  const paths = wanted.map(({ given, path }) => given || path);
  const wrongOverride = wanted.find(({ given }) => given && !exists(given));
  if (wrongOverride) {
    const { variable, given, path } = wrongOverride;
    return {
      kind: 'stop',
      message: `${variable} is ${given}, but no file is there. Point it at the browser, or unset it to use ${path}.`,
    };
  }
  const missing = wanted.filter(({ given, path }) => !given && !exists(path));
  if (missing.length === 0) return { kind: 'present', paths };
  const install = `apt-get install -y ${missing.map(({ debianPackage }) => debianPackage).join(' ')}`;
  if (isRoot && hasAptGet) return { kind: 'install', commands: ['apt-get update', install], paths };
  const sudo = hasSudo ? 'sudo ' : '';
  const command = hasAptGet ? `${sudo}apt-get update && ${sudo}${install}` : `${install} (on Debian or Ubuntu)`;
  return {
    kind: 'stop',
    message: [
      `A browser is missing (${missing.map(({ path }) => path).join(', ')}); the browser tests need Debian's packages. Run:`,
      '',
      `  ${command}`,
      '',
      `then npm test again (or set ${missing.map(({ variable }) => variable).join(' and ')} to a browser you have).`,
    ].join('\n'),
  };
}
