// Runs before the first test layer: installs Debian's Chromium and Firefox ESR packages where this user can (root
// and apt-get), otherwise stops at once with the command to run, instead of failing minutes later.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { browserPlan, BROWSERS } from './browserPlan.mjs';

const onPath = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;

export function ensureBrowsers() {
  const plan = browserPlan({
    overrides: Object.fromEntries(BROWSERS.map(({ variable }) => [variable, process.env[variable]])),
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
    hasSudo: onPath('sudo'),
  });
  if (plan.kind === 'present') return;
  if (plan.kind === 'stop') {
    console.error(`\n✖ ${plan.message}\n`);
    process.exit(1);
  }
  console.log(`Installing the test browsers from Debian's packages (${plan.commands.at(-1)})...`);
  for (const command of plan.commands) {
    execSync(command, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const stillMissing = plan.paths.filter((path) => !existsSync(path));
  if (stillMissing.length) {
    console.error(`\n✖ apt-get finished but ${stillMissing.join(', ')} is still missing.\n`);
    process.exit(1);
  }
}
