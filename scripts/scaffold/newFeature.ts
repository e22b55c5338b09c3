import { contractClashes, fragmentOf } from './featureContract';
import { featureNames, type FeatureNames } from './featureNames';
import { ScaffoldRefused, type RepoFiles, type ScaffoldPlan } from './ScaffoldPlan';
import { addRegistryLine, insertBeforeLine } from './textEdits';

const TEMPLATES = 'scripts/scaffold/templates/feature';
const FEATURE_IDS = 'core/features/Feature.ts';

/** Every template file (`*.tpl`), by its path under the templates' folder (placeholders in names and text). */
function templates(files: RepoFiles, under = ''): Array<{ path: string; text: string }> {
  return files
    .list(`${TEMPLATES}${under}`)
    .flatMap((name) =>
      name.endsWith('.tpl')
        ? [{ path: `${under}/${name}`.slice(1, -'.tpl'.length), text: files.read(`${TEMPLATES}${under}/${name}`) }]
        : templates(files, `${under}/${name}`),
    );
}

function fill(text: string, n: FeatureNames): string {
  return text.replace(/__(id|name|Name|kebab|title)__/g, (_m, key: keyof FeatureNames) => n[key]);
}

/** The registry files a feature adds itself to, with the value each imports from its folder. */
function registries(n: FeatureNames) {
  return [
    { file: 'features/registry.ts', from: 'module', value: `${n.name}Module` },
    { file: 'features/sandboxRegistry.ts', from: `sandbox/${n.name}Sandbox`, value: `${n.name}Sandbox` },
    { file: 'features/testKitRegistry.ts', from: `testing/${n.name}TestKit`, value: `${n.name}TestKit` },
  ];
}

/** Why the feature cannot be written here (none when it can). */
function clashes(files: RepoFiles, n: FeatureNames): string[] {
  const folder = `features/${n.id}`;
  return [
    files.exists(folder) && `the folder ${folder} exists`,
    new RegExp(`^\\s*'${n.id}',$`, 'm').test(files.read(FEATURE_IDS)) && `${FEATURE_IDS} already lists '${n.id}'`,
    files.list('features').some((f) => f.toLowerCase() === n.id.toLowerCase() && f !== n.id) &&
      `a feature folder differs from ${n.id} only in case`,
    ...registries(n).map(
      ({ file, value }) => new RegExp(`\\b${value}\\b`).test(files.read(file)) && `${file} already names ${value}`,
    ),
    ...contractClashes(files, n),
  ].filter((reason): reason is string => !!reason);
}

/**
 * `npm run new:feature -- <id> [--title "Title"]`: features/<id>/ (module, entry, bindings, a core port,
 * an HTTP adapter with its wire schema, a page made with usePageStore and a LatestRequest, a sandbox part
 * with a route and a console section, its test kit, a story, a test, its RULES.md and its fragment of the
 * contract with the operation its HTTP call needs), its lines in the three registries and its page identifier.
 */
export function planFeature(files: RepoFiles, id: string, title?: string): ScaffoldPlan {
  const n = featureNames(id, title);
  const clash = clashes(files, n);
  if (clash.length > 0) throw new ScaffoldRefused(`Nothing written: ${clash.join('; ')}.`);

  const folder = `features/${id}`;
  const creates = templates(files).map((t) => ({ path: `${folder}/${fill(t.path, n)}`, content: fill(t.text, n) }));
  const registryEdits = registries(n).map(({ file, from, value }) => ({
    path: file,
    content: addRegistryLine(file, files.read(file), `import { ${value} } from '@features/${id}/${from}';`, value),
    what: `imports ${value} and lists it`,
  }));
  const pageIds = insertBeforeLine(
    FEATURE_IDS,
    files.read(FEATURE_IDS),
    /^\] as const;$/,
    `  '${id}',`,
    /^export const FEATURE_IDS = \[$/,
  );

  return {
    creates,
    edits: [
      ...registryEdits,
      { path: FEATURE_IDS, content: pageIds, what: `adds the page identifier '${id}' (last in the sidebar)` },
    ],
    next: [
      `Make ${folder}/ yours (docs/adding-a-feature.md): its gate in module.ts (its row of spec section 6) and its icon;`,
      `the port in core/; the wire schema, the sandbox part and ${fragmentOf(n)} together; the page; its test kit in testing/;`,
      `its rules in force in ${folder}/RULES.md, one line each with its decision record.`,
      'npm run -s contract:bundle && npm run -s typecheck && npm run -s lint && npm run -s deps && npm run -s contract:lint',
      `npx jest ${folder} tests/conformance tests/contract tests/fault --selectProjects unit`,
      `npm run -s build && npx jest tests/e2e/features.e2e.test.ts tests/e2e/attack-policy.e2e.test.ts --selectProjects e2e --runInBand -t ${id}`,
    ],
  };
}
