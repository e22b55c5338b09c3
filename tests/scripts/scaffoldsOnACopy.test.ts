import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { changesIn, copyOfTheTree, git } from '../support/treeCopy';

/*
 * The two scaffolds, run as a newcomer runs them (npm run new:psa -- "<name>", npm run new:feature), on a
 * copy of this working tree (its tracked and untracked files, node_modules linked in), then the checks of
 * npm test that read what they add: type-check, lint of what they wrote, the dependency rules, the
 * contract's lint, and the kits (PSA and feature conformance, StrictMode, the malformed-answers suite and its
 * call table, the contract tests, the PSA rules, the architecture and docs checks, the new feature's own
 * tests). The copy is thrown away after.
 */
// Not the docs' examples ("Acme Desk", acmeNotes): a newcomer who tried those in their tree still passes.
const PSA_NAME = 'Probe Desk';
const PSA_FOLDER = 'adapters/psa/probedesk';
/** Where the new PSA's pods are framed (the scaffold's --frame-host; without one the kit fails, as it should). */
const PSA_FRAME_HOST = 'https://*.probedesk.example';
const FEATURE_ID = 'probeNotes';
const FEATURE_TITLE = 'Probe Field Notes';

/*
 * Guard for each check (not a timing): each runs seconds to a minute or two of type-checking or tests on a
 * 2-core machine, several times that beside other work; a check that hangs still ends here.
 */
const CHECK_GUARD_MS = 20 * 60_000;

interface Ran {
  command: string;
  status: number | null;
  stdout: string;
  stderr: string;
}

const running = new Set<ChildProcess>();
/** Set when the file ends: the checks still waiting to start do not. */
let stopping = false;

/** Runs a command in the copy and resolves with its exit status and output (never rejects). */
function run(cwd: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  // Inherited from this jest worker, the worker id would tell the copy's jest it is a worker itself.
  const { JEST_WORKER_ID: _worker, ...inherited } = process.env;
  const line = [command, ...args].join(' ');
  if (stopping)
    return Promise.resolve({ command: line, status: null, stdout: '', stderr: 'not started: the test file ended' });
  return new Promise((done) => {
    // A group of its own, so that stopping it stops what it started (npm's script, jest's workers).
    const child = spawn(command, args, {
      cwd,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => {
      running.delete(child);
      done({ command: line, status: null, stdout, stderr: `${stderr}${error.message}` });
    });
    child.on('close', (status) => {
      running.delete(child);
      done({ command: line, status, stdout, stderr });
    });
  });
}

/** What a failed check said, its last lines (the whole of a type-check's or a kit's report is long). */
function said(ran: Ran): string {
  const lines = `${ran.stdout}\n${ran.stderr}`.trim().split('\n');
  return `${ran.command} exited ${ran.status}:\n${lines.slice(-80).join('\n')}`;
}

/** The files a scaffold says it wrote (its "Created:" and "Edited:" lists). */
function printed(stdout: string): { created: string[]; edited: string[] } {
  const section = (title: string) => {
    const lines = stdout.split('\n');
    const start = lines.indexOf(title);
    if (start < 0) return [];
    const end = lines.findIndex((line, i) => i > start && !line.startsWith('  '));
    return lines.slice(start + 1, end < 0 ? undefined : end).map((line) => line.trim().replace(/: .*$/, ''));
  };
  return { created: section('Created:'), edited: section('Edited:') };
}

const npm = (copy: string, ...args: string[]) => run(copy, 'npm', ['run', '-s', ...args]);

let copy = '';
let psa: Ran;
let feature: Ran;
let written: { created: string[]; edited: string[] };
let again: { psa: Ran; feature: Ran; changed: { created: string[]; edited: string[] } };
let checks: Record<'typecheck' | 'lint' | 'deps' | 'contractLint' | 'kits', Promise<Ran>>;
const KITS_REPORT = '.scaffold-kits.json';

beforeAll(async () => {
  copy = copyOfTheTree('scaffold-check-');
  psa = await npm(copy, 'new:psa', '--', PSA_NAME, '--frame-host', PSA_FRAME_HOST);
  feature = await npm(copy, 'new:feature', '--', FEATURE_ID, '--title', FEATURE_TITLE);
  written = changesIn(copy);
  // The second runs only read, and refuse: side by side.
  const [psaAgain, featureAgain] = await Promise.all([
    npm(copy, 'new:psa', '--', PSA_NAME),
    npm(copy, 'new:feature', '--', FEATURE_ID),
  ]);
  again = { psa: psaAgain, feature: featureAgain, changed: changesIn(copy) };
  git(copy, 'add', '-A');

  const scaffolded = written.created.concat(written.edited).filter((path) => /\.tsx?$/.test(path));
  // Two lanes for two cores, of about the same length: the type-check and the dependency rules; the lints and the kits.
  const typecheck = npm(copy, 'typecheck');
  const deps = typecheck.then(() => npm(copy, 'deps'));
  // npm run lint's two checks, on what the scaffolds wrote: ESLint, and Prettier's format (the tree is formatted).
  const lint = run(copy, process.execPath, [
    'node_modules/eslint/bin/eslint.js',
    '--max-warnings',
    '0',
    ...scaffolded,
  ]).then((eslint) =>
    eslint.status !== 0
      ? eslint
      : run(copy, process.execPath, [
          'node_modules/prettier/bin/prettier.cjs',
          '--check',
          '--log-level',
          'warn',
          ...written.created.concat(written.edited),
        ]),
  );
  const contractLint = lint.then(() => npm(copy, 'contract:lint'));
  const kits = contractLint.then(() =>
    run(
      copy,
      process.execPath,
      [
        'node_modules/jest/bin/jest.js',
        '--selectProjects',
        'unit',
        '--json',
        `--outputFile=${KITS_REPORT}`,
        'tests/conformance',
        'tests/contract',
        'tests/fault/callTableCoverage.test.ts',
        'tests/fault/malformedAnswers.test.ts',
        'tests/psaRules',
        'tests/architecture',
        'tests/docs',
        `features/${FEATURE_ID}`,
      ],
      // npm test fuzzes every call with the full budget; here the new call needs its share (5 cases at least).
      { FAST_CHECK_RUNS: process.env.FAST_CHECK_RUNS ?? '500' },
    ),
  );
  checks = { typecheck, lint, deps, contractLint, kits };
});

afterAll(async () => {
  stopping = true;
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // It ended between its last output and now.
    }
  }
  if (checks) await Promise.allSettled(Object.values(checks));
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the scaffolds on a copy of the tree', () => {
  it('write the PSA folder, the feature folder and their registry lines, and print every file they wrote', () => {
    expect([psa, feature].filter((ran) => ran.status !== 0).map(said)).toEqual([]);
    const listed = [printed(psa.stdout), printed(feature.stdout)];
    // Both add to the contract.
    expect([...new Set(listed.flatMap((l) => l.edited))].sort()).toEqual(written.edited);
    expect(listed.flatMap((l) => l.created).sort()).toEqual(written.created);
    expect(written.created).toEqual(
      expect.arrayContaining([`${PSA_FOLDER}/probeDeskPsa.ts`, `features/${FEATURE_ID}/module.ts`]),
    );
    expect(
      written.created.every((path) => path.startsWith(`${PSA_FOLDER}/`) || path.startsWith(`features/${FEATURE_ID}/`)),
    ).toBe(true);
    expect(written.edited).toEqual(
      [
        'adapters/psa/registry.ts',
        'contract/openapi.yaml',
        'core/features/Feature.ts',
        'features/registry.ts',
        'features/sandboxRegistry.ts',
        'features/testKitRegistry.ts',
      ].sort(),
    );
  });

  it('refuse to run again, saying what exists, and write nothing', () => {
    expect([again.psa.status, again.feature.status]).toEqual([1, 1]);
    expect(again.psa.stderr).toContain(`Nothing written: the folder ${PSA_FOLDER} exists;`);
    expect(again.feature.stderr).toContain(`Nothing written: the folder features/${FEATURE_ID} exists;`);
    expect(again.changed).toEqual(written);
  });

  it(
    'leave a tree that type-checks',
    async () => {
      const ran = await checks.typecheck;
      expect(ran.status === 0 ? '' : said(ran)).toBe('');
    },
    CHECK_GUARD_MS,
  );

  it(
    'write files that pass the lint',
    async () => {
      const ran = await checks.lint;
      expect(ran.status === 0 ? '' : said(ran)).toBe('');
    },
    CHECK_GUARD_MS,
  );

  it(
    'keep the dependency rules and the contract lint',
    async () => {
      const [deps, contractLint] = await Promise.all([checks.deps, checks.contractLint]);
      expect([deps, contractLint].filter((ran) => ran.status !== 0).map(said)).toEqual([]);
    },
    CHECK_GUARD_MS,
  );

  it(
    'pass the kits, which test the new PSA and the new feature',
    async () => {
      const ran = await checks.kits;
      expect(ran.status === 0 ? '' : said(ran)).toBe('');
      const report = JSON.parse(readFileSync(join(copy, KITS_REPORT), 'utf8')) as {
        testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string }> }>;
      };
      const passedAbout = (file: string, name: RegExp) =>
        report.testResults.some(
          (r) =>
            r.name.endsWith(file) && r.assertionResults.some((a) => a.status === 'passed' && name.test(a.fullName)),
        );
      const about = {
        'tests/conformance/psaConformance.test.ts': /probedesk/,
        'tests/conformance/featureConformance.test.ts': /feature probeNotes loads its page/,
        'tests/conformance/strictModeLive.test.tsx': /probeNotes: its page still works live/,
        'tests/fault/malformedAnswers.test.ts': /HttpProbeNotesApi\.items/,
        'tests/fault/callTableCoverage.test.ts': /features\/probeNotes\/adapters\/HttpProbeNotesApi\.ts/,
        'tests/contract/callsAgreeWithTheContract.test.ts': /HttpProbeNotesApi\.items/,
        'features/probeNotes/ui/ProbeNotesPage.test.tsx': /Probe Field Notes page/,
      };
      expect(
        Object.entries(about)
          .filter(([file, name]) => !passedAbout(file, name))
          .map(([file]) => file),
      ).toEqual([]);
    },
    CHECK_GUARD_MS,
  );
});
