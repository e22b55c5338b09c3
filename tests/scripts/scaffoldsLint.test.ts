import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, scaffoldIntoTemp, type Scaffolded } from './scaffoldProof/scaffolded';

/*
 * What the scaffolds write passes the project's own lint as it would in the tree: ESLint with the
 * repository's config over every file they create or edit (read at its path in the repository, so each
 * folder's rules apply), and Redocly's lint over the contract with the operations they add.
 */
let scaffolded: Scaffolded;

beforeAll(() => {
  scaffolded = scaffoldIntoTemp();
});

afterAll(() => {
  if (scaffolded) rmSync(scaffolded.dir, { recursive: true, force: true });
});

/** ESLint's errors and warnings for each written TypeScript file, as "path:line rule message". */
function eslintProblems(files: ReadonlyMap<string, string>): string[] {
  const typescript = Object.fromEntries([...files].filter(([path]) => /\.(ts|tsx)$/.test(path)));
  const result = spawnSync(process.execPath, [join(__dirname, 'scaffoldProof/eslintWritten.mjs'), REPO_ROOT], {
    input: JSON.stringify(typescript),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ESLint did not run: ${result.stderr}`);
  return JSON.parse(result.stdout) as string[];
}

describe('the scaffolds, generated into a temporary folder, pass the lint', () => {
  it('ESLint: no problem in any file they create or edit, and one that breaks a rule is named', () => {
    // A copy of the generated page beside it, with the markup sink the project forbids: the same lint run
    // must name it, so a clean answer means the rules were applied, not skipped.
    const page = [...scaffolded.files.keys()].find((path) => path.endsWith('Page.tsx'))!;
    const broken = page.replace(/Page\.tsx$/, 'BrokenPage.tsx');
    const sink = "\nexport const leak = (el: HTMLElement) => {\n  el.innerHTML = '<b>';\n};\n";
    const files = new Map([...scaffolded.files, [broken, `${scaffolded.files.get(page)}${sink}`]]);
    expect(eslintProblems(files)).toEqual([expect.stringMatching(new RegExp(`^${broken}:\\d+ no-restricted-syntax `))]);
  });

  it('Redocly: the contract with the operations they add lints clean', () => {
    // The bundle the scaffolds wrote holds what both added: the PSA's lookups and the feature's call.
    const bundle = readFileSync(join(scaffolded.dir, 'contract/openapi.yaml'), 'utf8');
    for (const operation of ['getProbeDeskTicket', 'getProbeDeskContact', 'listProbeNotesItems'])
      expect(bundle).toContain(`operationId: ${operation}\n`);
    const result = spawnSync(
      process.execPath,
      [
        join(REPO_ROOT, 'node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        join(scaffolded.dir, 'contract/openapi.yaml'),
        '--config',
        join(REPO_ROOT, 'redocly.yaml'),
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
      },
    );
    expect({ status: result.status, out: result.stdout + result.stderr }).toEqual({
      status: 0,
      out: expect.stringContaining('Woohoo! Your API description is valid.'),
    });
  });
});
