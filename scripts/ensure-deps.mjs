// `npm start` and `npm test` work on a fresh clone: install the locked dependencies when node_modules
// is missing or differs from the lockfile. (npm runs this from the pre-scripts.)
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { lockedDependencyDifferences } from './setup/lockedDependencies.mjs';

const marker = 'node_modules/.package-lock.json';
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const installed = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : null;
const differences = lockedDependencyDifferences(lock, installed);
if (differences.length) {
  console.log(`Installing dependencies (npm ci): ${differences.slice(0, 3).join(', ')} differ from the lockfile...`);
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
