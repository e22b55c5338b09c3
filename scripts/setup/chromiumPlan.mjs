// What `npm test` does about Chromium before it runs anything (the browser layer needs Debian's
// chromium; a downloaded browser is never used). Pure, so tests/scripts checks every case.

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_COMMANDS = ['apt-get update', 'apt-get install -y chromium'];

/**
 * @param {{ chromiumPath?: string, exists: (path: string) => boolean, isRoot: boolean, hasAptGet: boolean, hasSudo: boolean }} machine
 * @returns {{ kind: 'present', path: string } | { kind: 'install', commands: string[] } | { kind: 'stop', message: string }}
 */
export function chromiumPlan({ chromiumPath, exists, isRoot, hasAptGet, hasSudo }) {
  const path = chromiumPath || DEFAULT_CHROMIUM;
  if (exists(path)) return { kind: 'present', path };
  if (chromiumPath) {
    return {
      kind: 'stop',
      message: `CHROMIUM_PATH is ${chromiumPath}, but no file is there. Point it at Chromium, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (isRoot && hasAptGet) return { kind: 'install', commands: INSTALL_COMMANDS };
  const command = hasAptGet
    ? `${hasSudo ? 'sudo ' : ''}apt-get update && ${hasSudo ? 'sudo ' : ''}apt-get install -y chromium`
    : 'apt-get install -y chromium (on Debian or Ubuntu)';
  return {
    kind: 'stop',
    message: [
      `Chromium is missing (${DEFAULT_CHROMIUM}); the browser tests need Debian's chromium package. Run:`,
      '',
      `  ${command}`,
      '',
      'then npm test again (or set CHROMIUM_PATH to a Chromium you have).',
    ].join('\n'),
  };
}
