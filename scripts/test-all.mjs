// `npm test`: every layer, cheapest first, stopping at the first red one. Prints each step's time
// and a closing line with the test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './setup/ensureChromium.mjs';

// jest runs from its own bin, not through npx: each npx is one more npm start-up that repeats the
// machine's npm config warnings in the middle of the output.
const jest = 'node node_modules/jest/bin/jest.js';
const steps = [
  ['type-check', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['dependency rules', 'npm run -s deps'],
  // The backend contract's documents (contract/): Redocly's recommended rules, a few seconds.
  ['contract lint (Redocly)', 'npm run -s contract:lint'],
  [
    'unit, adapter and component tests (jest + MSW)',
    `${jest} --selectProjects unit --json --outputFile=.test-results/unit.json`,
  ],
  // Vite's list of every emitted file (about 100 lines) says nothing here: the budget step prints the size.
  ['production build', 'npm run -s build -- --logLevel warn'],
  ['bundle budget', 'npm run -s size'],
  ['Storybook build', 'npm run -s build-storybook'],
  [
    'browser tests (Chromium: app flows and every story)',
    `${jest} --selectProjects e2e --runInBand --json --outputFile=.test-results/e2e.json`,
  ],
];

// The browser layer runs last: find out now, not minutes later, that Chromium is missing.
ensureChromium();

rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results');
const started = Date.now();
const timings = [];
for (const [name, command] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  timings.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status}).`);
    summary();
    process.exit(result.status ?? 1);
  }
}
summary();

function summary() {
  let passed = 0;
  let failed = 0;
  for (const file of ['.test-results/unit.json', '.test-results/e2e.json']) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  const caseFolder = '.test-results/fault-cases';
  if (existsSync(caseFolder)) {
    const lines = readdirSync(caseFolder)
      .filter((name) => name.endsWith('.txt'))
      .sort()
      .map((name) => readFileSync(`${caseFolder}/${name}`, 'utf8').trim());
    if (lines.length)
      console.log(`\nFault and attack suites (cases tried, failed):\n${lines.map((line) => `  ${line}`).join('\n')}`);
  }
  console.log(`\nTimings: ${timings.join('; ')}; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
}
