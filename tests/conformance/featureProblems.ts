import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { psaDescriptors } from '@adapters/psa/registry';
import { FEATURE_IDS } from '@core/features/Feature';
import { featureModules } from '@features/registry';
import { featureSandboxes } from '@features/sandboxRegistry';
import { featureTestKits } from '@features/testKitRegistry';
import { MISSING_TEST_KIT } from '../support/testKitOf';

const FEATURES_ROOT = resolve(__dirname, '../../features');
const SCREENS = ['ticket', 'contact', 'project_ticket'];
const PLANS = ['Free', 'VerificationPlus', 'Pro'];

/** The features' shared surface, not a feature. */
const API_FOLDER = 'api';

/** Every folder under features/ but the API (each is one feature, named by its id). */
export function featureFolders(): string[] {
  return readdirSync(FEATURES_ROOT)
    .filter((name) => name !== API_FOLDER && statSync(join(FEATURES_ROOT, name)).isDirectory())
    .sort();
}

/** Everything a feature module lacks, each as a sentence saying what to add (the kit expects none). */
export function moduleProblems(where: string, candidate: unknown): string[] {
  if (!candidate || typeof candidate !== 'object') return [`${where}: exports no FeatureModule object.`];
  const m = candidate as Record<string, unknown>;
  const gate = m.gate as Record<string, unknown> | undefined;
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${where}: ${text}`);
  const isCapability = (value: unknown) =>
    typeof value === 'string' &&
    typeof (psaDescriptors[0]?.supports as unknown as Record<string, unknown>)[value] === 'boolean';
  if (!FEATURE_IDS.includes(m.id as never))
    say(`id ${JSON.stringify(m.id)} is not a page identifier of spec section 2 (core/features/Feature.ts).`);
  if (typeof m.title !== 'string' || !m.title.trim()) say('title is missing (the name in the sidebar).');
  if (typeof m.icon !== 'function' && typeof m.icon !== 'object')
    say("icon must be a Blueprint icon component (import { Chat } from '@blueprintjs/icons').");
  if (typeof m.load !== 'function') say("load must be () => import('./entry').then((m) => m.feature).");
  if (!gate || typeof gate !== 'object') say('gate is missing: its row of spec section 6.');
  else {
    if (gate.psas !== 'all' && !isCapability(gate.psas))
      say(
        `gate.psas ${JSON.stringify(gate.psas)} must be 'all' or a PSA capability (a key of PsaDescriptor.supports).`,
      );
    for (const extra of (gate.alsoRequires as unknown[] | undefined) ?? [])
      if (!isCapability(extra)) say(`gate.alsoRequires: ${JSON.stringify(extra)} is not a PSA capability.`);
    const screens = gate.screens as unknown[] | undefined;
    if (!Array.isArray(screens) || screens.length === 0 || screens.some((s) => !SCREENS.includes(s as string)))
      say(`gate.screens must list some of ${SCREENS.join(', ')}.`);
    const plans = gate.plans as unknown[] | undefined;
    if (!Array.isArray(plans) || plans.length === 0 || plans.some((p) => !PLANS.includes(p as string)))
      say(`gate.plans must list some of ${PLANS.join(', ')}.`);
  }
  if (
    m.hubEvents !== undefined &&
    (!Array.isArray(m.hubEvents) || m.hubEvents.some((e) => typeof e !== 'string' || !e))
  )
    say('hubEvents must be a list of hub event names.');
  return problems;
}

/**
 * A feature folder's problems: its module, entry and its lines in the three registries. `featuresRoot`: where
 * the folder is (a scaffold's output outside the tree); this tree's features/ by default.
 */
export function folderProblems(name: string, featuresRoot = FEATURES_ROOT): string[] {
  const where = `features/${name}`;
  const dir = join(featuresRoot, name);
  const problems: string[] = [];
  // The folders are discovered at run time, so they cannot be static imports (jest runs CommonJS).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const load = (file: string) => require(join(dir, file)) as Record<string, unknown>;
  if (!existsSync(join(dir, 'module.ts'))) return [`${where}: has no module.ts exporting its FeatureModule.`];
  const modules = Object.values(load('module.ts')).filter((v) => !!v && typeof v === 'object' && 'id' in v);
  if (modules.length !== 1)
    return [`${where}/module.ts: must export exactly one FeatureModule (found ${modules.length}).`];
  const module = modules[0] as { id?: unknown };
  problems.push(...moduleProblems(`${where}/module.ts`, module));
  if (module.id !== name)
    problems.push(`${where}: the folder must be named after its module's id (${JSON.stringify(module.id)}).`);
  if (!featureModules.includes(module as never)) problems.push(`${where}: has no line in features/registry.ts.`);
  if (!existsSync(join(dir, 'entry.ts')))
    problems.push(`${where}: has no entry.ts exporting \`feature: LoadedFeature\` (its page and bindings).`);
  else {
    const feature = load('entry.ts').feature as { Page?: unknown; bindings?: unknown } | undefined;
    if (typeof feature?.Page !== 'function' && typeof feature?.Page !== 'object')
      problems.push(`${where}/entry.ts: \`feature.Page\` must be its page component.`);
    if (feature?.bindings !== undefined && typeof feature.bindings !== 'function')
      problems.push(`${where}/entry.ts: \`feature.bindings\` must be (bind) => void.`);
  }
  if (existsSync(join(dir, 'sandbox')) && !featureSandboxes.some((s) => s.id === name)) {
    problems.push(`${where}: has a sandbox/ folder but no line in features/sandboxRegistry.ts.`);
  }
  if (!featureTestKits.some((kit) => kit.id === name)) problems.push(`${where}: ${MISSING_TEST_KIT}`);
  if (!existsSync(join(dir, 'RULES.md')))
    problems.push(
      `${where}: has no RULES.md: the rules that hold today, one line each, each linking its decision record ` +
        '(docs/adding-a-feature.md).',
    );
  return problems;
}
