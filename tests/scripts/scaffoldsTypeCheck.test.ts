import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder, type RepoFiles } from '@scripts/scaffold/ScaffoldPlan';
import { PROBE, REPO_ROOT, scaffoldIntoTemp, type Scaffolded } from './scaffoldProof/scaffolded';
import { typeProblems } from './scaffoldProof/typeProblems';

/*
 * The two scaffolds (npm run new:psa, npm run new:feature) generate into a temporary folder, never the tree,
 * and what they generate type-checks against the project as it stands. Their files' behaviour is proven by
 * the conformance kits, in process: tests/conformance/scaffoldedKits.test.tsx.
 */
let scaffolded: Scaffolded;

beforeAll(() => {
  scaffolded = scaffoldIntoTemp();
});

afterAll(() => {
  if (scaffolded) rmSync(scaffolded.dir, { recursive: true, force: true });
});

describe('the scaffolds, generated into a temporary folder', () => {
  it('write the PSA folder, the feature folder and their registry lines into it, and nothing into the tree', () => {
    const created = [...scaffolded.psa.creates, ...scaffolded.feature.creates].map((file) => file.path);
    expect(created).toEqual(expect.arrayContaining([PROBE.psaFile, `features/${PROBE.featureId}/module.ts`]));
    expect(
      created.every(
        (path) => path.startsWith(`${PROBE.psaFolder}/`) || path.startsWith(`features/${PROBE.featureId}/`),
      ),
    ).toBe(true);
    expect(
      [...new Set([...scaffolded.psa.edits, ...scaffolded.feature.edits].map((file) => file.path))].sort(),
    ).toEqual(
      [
        'adapters/psa/registry.ts',
        'contract/shared.yaml',
        'contract/openapi.yaml',
        'core/features/Feature.ts',
        'features/registry.ts',
        'features/sandboxRegistry.ts',
        'features/testKitRegistry.ts',
      ].sort(),
    );
    for (const path of scaffolded.files.keys())
      expect([path, existsSync(join(scaffolded.dir, path))]).toEqual([path, true]);
    expect(
      [PROBE.psaFolder, `features/${PROBE.featureId}`].filter((path) => existsSync(join(REPO_ROOT, path))),
    ).toEqual([]);
  });

  it('type-check against the project: what they create and the registry lines they add', () => {
    expect(typeProblems(REPO_ROOT, scaffolded.files)).toEqual([]);
  });

  it('fail the type-check when a template breaks, naming the generated file', () => {
    // A template that imports a module the project does not have (a file renamed without its template).
    const template = 'scripts/scaffold/templates/feature/ui/__Name__Page.tsx.tpl';
    const repo = filesUnder(REPO_ROOT);
    const broken: RepoFiles = {
      ...repo,
      read: (path) =>
        path === template
          ? repo.read(path).replace("from '@features/api/ui'", "from '@features/api/renamed'")
          : repo.read(path),
    };
    expect(broken.read(template)).toContain("'@features/api/renamed'");
    const generated = scaffoldIntoTemp(broken);
    try {
      expect(typeProblems(REPO_ROOT, generated.files).join('\n')).toMatch(
        /features\/probeNotes\/ui\/ProbeNotesPage\.tsx\(\d+,\d+\): error TS2307: Cannot find module '@features\/api\/renamed'/,
      );
    } finally {
      rmSync(generated.dir, { recursive: true, force: true });
    }
  });
});
