// `npm test`: every layer, cheapest first, stopping at the first red one. Both cores work all the way:
// the static checks run in two lanes side by side, jest runs one worker per core. Prints each step's time,
// a closing line with the test counts, and the slowest test files.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { machineBusySeconds } from './machineCpu.mjs';
import { ensureBrowsers } from './setup/ensureBrowsers.mjs';
import { slowestFiles } from './slowestFiles.mjs';

// jest runs from its own bin, not through npx: each npx is one more npm start-up that repeats the
// machine's npm config warnings in the middle of the output.
const jest = 'node node_modules/jest/bin/jest.js';

/**
 * Each stage's lanes run side by side; a lane's steps run one after another. A stage starts when the one
 * before it is green. The static checks cache what they learnt under node_modules/.cache, so a second run
 * on a machine checks only what changed; a fresh clone pays once.
 */
const stages = [
  // Two lanes of about the same length on a fresh clone (docs/measurements.md has each step's time).
  [
    [
      ['type-check', 'npm run -s typecheck'],
      ['dependency rules', 'npm run -s deps'],
      ['format', 'npm run -s format:check'],
    ],
    [
      ['lint', 'npm run -s lint:code'],
      // The backend contract's documents (contract/): Redocly's recommended rules, a few seconds.
      ['contract lint (Redocly)', 'npm run -s contract:lint'],
    ],
  ],
  [
    [
      [
        'unit, adapter, component and story tests (jest: Node, jsdom + MSW)',
        `${jest} --selectProjects unit --json --outputFile=.test-results/unit.json`,
      ],
    ],
  ],
  [
    [
      // Vite's list of every emitted file (about 100 lines) says nothing here: the budget step prints the size.
      ['production build', 'npm run -s build -- --logLevel warn'],
      ['bundle budget', 'npm run -s size'],
    ],
    [['Storybook build', 'npm run -s build-storybook']],
  ],
  [
    [
      [
        'browser tests (Chromium: app flows, the stories that need a layout engine; every story at 320 px, Firefox too)',
        `${jest} --selectProjects e2e --json --outputFile=.test-results/e2e.json`,
      ],
    ],
  ],
];

/** Every step running now, so an interrupted `npm test` stops them too (a lane's step has a group of its own). */
const running = new Set();
process.on('SIGINT', () => {
  for (const child of running) stopGroup(child);
  process.exit(130);
});

// The browser layer runs last: find out now, not minutes later, that Chromium is missing.
ensureBrowsers();

// The Node that runs every step: the lockfile's (node_modules/.bin/node, decision 278) where its platform has one.
console.log(`Node ${process.version} (${process.execPath})`);
rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results');
const started = Date.now();
const timings = [];
const stageCpu = [];
for (const lanes of stages) {
  const cpuBefore = machineBusySeconds();
  const failed = await runStage(lanes);
  if (cpuBefore !== null)
    stageCpu.push({
      steps: lanes.flat().map(([name]) => name.split(' (')[0]),
      seconds: machineBusySeconds() - cpuBefore,
    });
  if (failed) {
    console.error(`\n✖ ${failed.name} failed (exit ${failed.status}).`);
    summary();
    process.exit(failed.status ?? 1);
  }
}
summary();

/** Runs the lanes side by side; resolves with the first step that failed (the other lanes are stopped). */
async function runStage(lanes) {
  const alone = lanes.length === 1;
  let failure = null;
  await Promise.all(
    lanes.map(async (steps) => {
      for (const [name, command] of steps) {
        if (failure) return;
        const t0 = Date.now();
        // A lane beside others keeps its output until its step ends, so two steps' lines never interleave.
        const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : 'pipe', detached: !alone });
        running.add(child);
        let output = '';
        child.stdout?.on('data', (chunk) => (output += chunk));
        child.stderr?.on('data', (chunk) => (output += chunk));
        if (alone) console.log(`\n▶ ${name}: ${command}`);
        const status = await new Promise((resolve) => child.on('close', (code, signal) => resolve(signal ? 1 : code)));
        running.delete(child);
        const seconds = (Date.now() - t0) / 1000;
        if (!alone) {
          console.log(`\n▶ ${name}: ${command} (${seconds.toFixed(1)} s)`);
          if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
        }
        timings.push(`${name} ${seconds.toFixed(1)} s`);
        if (status !== 0 && !failure) {
          failure = { name, status };
          for (const other of running) stopGroup(other);
          return;
        }
      }
    }),
  );
  return failure;
}

/** Stops a lane's step and what it started (its shell, npm, the tool). */
function stopGroup(child) {
  try {
    // A step beside others leads a process group of its own (detached); a step alone shares ours.
    process.kill(child.stdout ? -child.pid : child.pid, 'SIGTERM');
  } catch {
    // It ended on its own.
  }
}

function summary() {
  let passed = 0;
  let failed = 0;
  const reports = [];
  for (const file of ['.test-results/unit.json', '.test-results/e2e.json']) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    reports.push(report);
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
  const slowest = slowestFiles(reports, process.cwd(), 10);
  if (slowest.length) console.log(`\nSlowest test files:\n${slowest.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\nTimings: ${timings.join('; ')}; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (stageCpu.length) {
    // The machine's busy time per stage: on a machine running nothing else (CI) it is what the stage cost, and
    // divided by the cores it is the least wall time the run could take.
    const total = stageCpu.reduce((sum, stage) => sum + stage.seconds, 0);
    const stages = stageCpu.map((stage) => `${stage.steps.join(', ')} ${stage.seconds.toFixed(0)} s`).join('; ');
    const cores = availableParallelism();
    console.log(
      `CPU, whole machine: ${stages}; total ${total.toFixed(0)} s, ${(total / cores).toFixed(0)} s on ${cores} cores`,
    );
  }
  console.log(`${passed} passed, ${failed} failed`);
}
