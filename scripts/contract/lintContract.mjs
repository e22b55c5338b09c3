// `npm run contract:lint`: Redocly CLI's lint of both contract documents with the root redocly.yaml.
// Redocly prints a boxed notice on Node 20 (its next releases need Node 22) on every run; that box is
// dropped here so `npm test` shows only what the lint found.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  process.execPath,
  [
    'node_modules/@redocly/cli/bin/cli.js',
    'lint',
    'contract/openapi.yaml',
    'contract/asyncapi.yaml',
    ...process.argv.slice(2),
  ],
  {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  },
);
const notice = /^\s*[╔║╚]/;
const clean = (text) =>
  text
    .split('\n')
    .filter((line) => !notice.test(line))
    .join('\n')
    .replace(/^\n+/, '');
process.stdout.write(clean(result.stdout ?? ''));
process.stderr.write(clean(result.stderr ?? ''));
if (result.error) console.error(result.error.message);
process.exit(result.status ?? 1);
