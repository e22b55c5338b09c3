import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { psaDescriptors } from '@adapters/psa/registry';
import { SPEC_PSA_TYPE_NUMBERS } from '@adapters/psa/specTypeNumbers';
import { featureArguments } from '@scripts/scaffold/featureArguments';
import { planFeature } from '@scripts/scaffold/newFeature';
import { planPsa } from '@scripts/scaffold/newPsa';
import { withContractBundle } from '@scripts/scaffold/contractBundleEdit';
import { psaArguments } from '@scripts/scaffold/psaArguments';
import {
  applyPlan,
  describePlan,
  filesUnder,
  ScaffoldRefused,
  type ScaffoldPlan,
} from '@scripts/scaffold/ScaffoldPlan';
import { brokenLinksIn, longLinesIn, namedPaths, resolveNamedPath } from '../docs/markdownDocs';
import { treeAfter as after } from './scaffoldProof/scaffolded';

/*
 * What the scaffolds plan, read from this repository and never written to it: the files, the refusals and
 * their messages. tests/scripts/scaffoldsTypeCheck.test.ts type-checks what they generate, tests/conformance/scaffolded*.test.tsx
 * run the kits and the new feature's tests on it. The
 * names here are not the docs' examples, so a newcomer who tried those in their tree still passes.
 */
const repo = filesUnder(resolve(__dirname, '../..'));

/** The type number and first seeded ticket a scaffolded descriptor takes. */
function seedOf(descriptor: string): { typeNumber: number; firstTicket: number } {
  return {
    typeNumber: Number(/typeNumber: (\d+),/.exec(descriptor)?.[1]),
    firstTicket: Number(/firstTicket: (\d+) \}/.exec(descriptor)?.[1]),
  };
}

/** The refusal's message, or a failure saying the plan went through. */
function refusal(plan: () => unknown): string {
  try {
    plan();
  } catch (error) {
    if (error instanceof ScaffoldRefused) return error.message;
    throw error;
  }
  throw new Error('the scaffold planned instead of refusing');
}

describe('npm run new:psa', () => {
  const plan = planPsa(repo, 'Probe Desk');

  it('writes one folder named after the PSA and adds its registry line and its two lookups to the contract', () => {
    expect(plan.creates.map((f) => f.path)).toEqual(['adapters/psa/probedesk/probeDeskPsa.ts']);
    expect(plan.edits.map((f) => f.path)).toEqual(['adapters/psa/registry.ts', 'contract/shared.yaml']);
    const registry = plan.edits[0]!.content;
    expect(registry).toContain("import { probeDeskPsa } from './probedesk/probeDeskPsa';");
    expect(registry).toMatch(/\n {2}probeDeskPsa,\n\];/);
    expect(plan.edits[1]!.content).toContain('operationId: getProbeDeskTicket');
    expect(plan.edits[1]!.content).toContain('operationId: getProbeDeskContact');
  });

  it('gives the descriptor values no registered PSA uses: type, number 11 and up, slug, entry name, a free block of tickets', () => {
    const descriptor = plan.creates[0]!.content;
    expect(descriptor).toContain("type: 'ProbeDesk',");
    expect(descriptor).toContain("slug: 'probedesk',");
    expect(descriptor).toContain("entryNames: ['Probe Desk'],");
    expect(descriptor).toContain("psaIdSuffix: 'probedesk'");
    const { typeNumber, firstTicket } = seedOf(descriptor);
    // Spec section 3 numbers the types 0 to 10; a new type takes the first number from 11 that nothing uses.
    const used = new Set([...Object.values(SPEC_PSA_TYPE_NUMBERS), ...psaDescriptors.map((d) => d.typeNumber)]);
    expect(typeNumber).toBe([...Array(100).keys()].map((n) => n + 11).find((n) => !used.has(n)));
    // Blocks of 20 from 2001, none overlapping a registered PSA's.
    expect([firstTicket >= 2001, (firstTicket - 2001) % 20]).toEqual([true, 0]);
    expect(psaDescriptors.filter((d) => Math.abs(d.sandbox.firstTicket - firstTicket) < 20).map((d) => d.type)).toEqual(
      [],
    );
    const second = seedOf(planPsa(after(repo, plan), 'Bolt Desk').creates[0]!.content);
    expect(second.typeNumber).toBeGreaterThan(typeNumber);
    expect(used.has(second.typeNumber)).toBe(false);
    expect(Math.abs(second.firstTicket - firstTicket)).toBeGreaterThanOrEqual(20);
  });

  it('prints every file it writes and what to do next', () => {
    const printed = describePlan(plan);
    for (const file of [...plan.creates, ...plan.edits]) expect(printed).toContain(file.path);
    expect(printed).toContain('npx jest tests/conformance');
  });

  it('refuses a second run, and a PSA the registry has, naming what is taken', () => {
    expect(refusal(() => planPsa(after(repo, plan), 'Probe Desk'))).toBe(
      'Nothing written: the folder adapters/psa/probedesk exists; the type ProbeDesk is taken; the route slug probedesk is taken; ' +
        'the sandbox suffix probedesk is taken; the entry name "Probe Desk" is taken; adapters/psa/registry.ts already names probeDeskPsa.',
    );
    expect(refusal(() => planPsa(repo, 'Halo'))).toMatch(
      /^Nothing written: the folder adapters\/psa\/halo exists; the type Halo is taken;/,
    );
    // A spec type without a folder of its own (spec section 3's ServiceNow) is taken too.
    expect(refusal(() => planPsa(repo, 'Service Now'))).toBe('Nothing written: the type ServiceNow is taken.');
  });

  it('refuses a name it cannot make a folder, a type and a slug of, saying what a name may hold', () => {
    expect(refusal(() => planPsa(repo, '  '))).toBe(
      'Nothing written: give the PSA\'s name, as the technicians know it: npm run new:psa -- "Acme Desk"',
    );
    for (const name of ['365 Desk', 'Probe: Desk', 'Probe/Desk', '#Desk']) {
      expect(refusal(() => planPsa(repo, name))).toContain(
        `"${name}" is not a PSA name: start with a letter, then letters, digits, spaces and . & ' -`,
      );
    }
  });

  it('writes the frame hosts it is given: the hosts whose pages show the pods, and whether tenants run it themselves', () => {
    const framed = planPsa(repo, 'Probe Desk', {
      frameHosts: ['https://*.probedesk.example', 'https://*.eu.probedesk.example'],
      onPremise: true,
    });
    const descriptor = framed.creates[0]!.content;
    expect(descriptor).toContain(
      "frameHosts: { cloud: ['https://*.probedesk.example', 'https://*.eu.probedesk.example'], onPremise: true },",
    );
    expect(descriptor).not.toContain('TO FILL IN');
    expect(framed.next.join('\n')).not.toContain('frameHosts');
  });

  it('without frame hosts, leaves a marked placeholder the kit fails, and says first what to fill in', () => {
    const descriptor = plan.creates[0]!.content;
    expect(descriptor).toContain('frameHosts: { cloud: [], onPremise: false },');
    expect(descriptor).toMatch(/\/\/ TO FILL IN: the https hosts whose pages show Probe Desk's pods/);
    expect(plan.next[0]).toBe(
      "Fill in frameHosts in adapters/psa/probedesk/probeDeskPsa.ts: the hosts whose pages show Probe Desk's pods, " +
        "e.g. 'https://*.probedesk.com' (the conformance kit fails until you do; docs/adding-a-psa.md).",
    );
  });

  it('refuses a frame host that is not an https host source, saying what to write', () => {
    expect(refusal(() => planPsa(repo, 'Probe Desk', { frameHosts: ['probedesk.example'] }))).toBe(
      'Nothing written: --frame-host "probedesk.example" is not an https host source: ' +
        "write 'https://host' or 'https://*.host' (a port may follow; no path).",
    );
  });

  it('reads the name, --frame-host (once per host) and --on-premise from the command line', () => {
    expect(psaArguments(['Probe', 'Desk'])).toEqual({ name: 'Probe Desk', frameHosts: [], onPremise: false });
    expect(
      psaArguments([
        'Probe Desk',
        '--frame-host',
        'https://*.a.example',
        '--on-premise',
        '--frame-host',
        'https://b.example',
      ]),
    ).toEqual({ name: 'Probe Desk', frameHosts: ['https://*.a.example', 'https://b.example'], onPremise: true });
    expect(refusal(() => psaArguments(['Probe Desk', '--frame-host']))).toBe(
      "Nothing written: --frame-host needs a host after it: --frame-host 'https://*.acmedesk.com'.",
    );
    expect(refusal(() => psaArguments(['Probe Desk', '--title', 'x']))).toBe(
      'Nothing written: --title is not an option (--frame-host <https host>, --on-premise).',
    );
  });

  it('reads back the names of a folder Prettier formatted (double quotes around a quote)', () => {
    const plan = planPsa(repo, "O'Brien Desk", { frameHosts: ['https://*.obriendesk.example'] });
    const formatted = {
      ...plan,
      creates: plan.creates.map((f) => ({ ...f, content: f.content.replace(/'O\\'Brien Desk'/g, '"O\'Brien Desk"') })),
    };
    expect(formatted.creates[0]!.content).toContain('entryNames: ["O\'Brien Desk"],');
    expect(refusal(() => planPsa(after(repo, formatted), "O'Brien Desk"))).toContain(
      'the entry name "O\'Brien Desk" is taken',
    );
  });

  it("keeps a name's quote out of the code's syntax", () => {
    const descriptor = planPsa(repo, "O'Brien Desk").creates[0]!.content;
    expect(descriptor).toContain("title: 'O\\'Brien Desk',");
    expect(descriptor).toContain("type: 'OBrienDesk',");
  });
});

describe('npm run new:feature', () => {
  const plan = planFeature(repo, 'probeNotes');

  it('writes features/<id>/ from the templates, its fragment of the contract among them, and adds it to the three registries and the page identifiers', () => {
    const created = plan.creates.map((f) => f.path);
    for (const file of [
      'module.ts',
      'entry.ts',
      'bindings.ts',
      'ui/ProbeNotesPage.tsx',
      'sandbox/probeNotesSandbox.ts',
      'testing/probeNotesTestKit.ts',
      'RULES.md',
      'contract.yaml',
      'asyncapi.yaml',
    ]) {
      expect(created).toContain(`features/probeNotes/${file}`);
    }
    expect(created.every((path) => path.startsWith('features/probeNotes/') && !/__|\.tpl$/.test(path))).toBe(true);
    expect(plan.creates.filter((f) => /__(id|name|Name|kebab|title)__/.test(f.content)).map((f) => f.path)).toEqual([]);
    expect(plan.edits.map((f) => f.path)).toEqual([
      'features/registry.ts',
      'features/sandboxRegistry.ts',
      'features/testKitRegistry.ts',
      'core/features/Feature.ts',
    ]);
    expect(plan.edits[0]!.content).toContain("import { probeNotesModule } from '@features/probeNotes/module';");
    expect(plan.edits[3]!.content).toMatch(/\n {2}'probeNotes',\n\] as const;/);
    const fragment = plan.creates.find((f) => f.path === 'features/probeNotes/contract.yaml')!.content;
    expect(fragment).toContain('\n  /ProbeNotes/{psaId}/contacts/{contactId}/items:\n');
    expect(fragment).toContain('\n    ProbeNotesItem:\n');
  });

  it('writes a RULES.md whose rules link their records and name files the scaffold writes', () => {
    const page = 'features/probeNotes/RULES.md';
    const rules = plan.creates.find((f) => f.path === page)!.content;
    expect(rules).toMatch(/^# Probe Notes: rules in force\n/);
    expect(rules).toContain('- Probe Notes shows on every PSA and screen, for the Pro plan (`./module.ts`). [027]');
    expect(brokenLinksIn(rules, page)).toEqual([]);
    expect(longLinesIn(rules, page, 120)).toEqual([]);
    const created = new Set(plan.creates.map((f) => f.path));
    const named = namedPaths(rules).map(({ target }) => resolveNamedPath(target, page));
    expect(named.filter((path) => !created.has(path) && !repo.exists(path))).toEqual([]);
    expect(named).toContain('features/probeNotes/module.ts');
  });

  it('takes the title from --title, or makes it from the id', () => {
    expect(plan.creates.find((f) => f.path.endsWith('module.ts'))!.content).toContain("title: 'Probe Notes',");
    const titled = planFeature(repo, 'probeNotes', 'Probe Field Notes');
    expect(titled.creates.find((f) => f.path.endsWith('module.ts'))!.content).toContain("title: 'Probe Field Notes',");
  });

  it('refuses a second run, and a feature that exists, naming what is taken', () => {
    expect(refusal(() => planFeature(after(repo, plan), 'probeNotes'))).toBe(
      "Nothing written: the folder features/probeNotes exists; core/features/Feature.ts already lists 'probeNotes'; " +
        'features/registry.ts already names probeNotesModule; features/sandboxRegistry.ts already names probeNotesSandbox; ' +
        'features/testKitRegistry.ts already names probeNotesTestKit; features/probeNotes/contract.yaml already has /ProbeNotes/{psaId}/contacts/{contactId}/items; ' +
        'features/probeNotes/contract.yaml already has a schema ProbeNotesItem; features/probeNotes/contract.yaml already has an x-decisions entry probe-notes; ' +
        'features/probeNotes/contract.yaml already has a tag Probe Notes.',
    );
    expect(refusal(() => planFeature(repo, 'quickTicket'))).toBe(
      "Nothing written: the folder features/quickTicket exists; core/features/Feature.ts already lists 'quickTicket'; features/registry.ts already names quickTicketModule; features/sandboxRegistry.ts already names quickTicketSandbox; features/testKitRegistry.ts already names quickTicketTestKit; features/quickTicket/contract.yaml already has an x-decisions entry quick-ticket.",
    );
    expect(refusal(() => planFeature(repo, 'quickticket'))).toBe(
      'Nothing written: a feature folder differs from quickticket only in case.',
    );
    // The SMS feature's sandbox part is smsSandbox: a feature "sms" would import a second one.
    expect(refusal(() => planFeature(repo, 'sms'))).toBe(
      'Nothing written: features/sandboxRegistry.ts already names smsSandbox.',
    );
  });

  it('refuses an id that is not camelCase, or names something else, saying what an id looks like', () => {
    expect(refusal(() => planFeature(repo, ''))).toBe(
      'Nothing written: give the feature\'s id: npm run new:feature -- acmeNotes [--title "Acme Notes"]',
    );
    for (const id of ['ProbeNotes', 'probe-notes', 'probe_notes', '1notes', 'probe notes']) {
      expect(refusal(() => planFeature(repo, id))).toContain(
        `"${id}" is not a feature id: letters and digits in camelCase, starting with a small letter`,
      );
    }
    expect(refusal(() => planFeature(repo, 'api'))).toBe(
      "Nothing written: features/api/ is the features' shared surface; choose another id.",
    );
    expect(refusal(() => planFeature(repo, 'home'))).toBe(
      "Nothing written: 'home' is the shell's home page (spec section 2); choose another id.",
    );
    expect(refusal(() => planFeature(repo, 'probeNotes', 'Probe: Notes'))).toContain(
      '"Probe: Notes" is not a title: start with a letter',
    );
  });
});

describe('a plan that writes a part of the contract', () => {
  const root = resolve(__dirname, '../..');
  const feature = planFeature(repo, 'probeNotes');

  it('bundles contract/openapi.yaml again from the tree the plan leaves, with its new operation', () => {
    const bundled = withContractBundle(repo, feature, root);
    // The feature's events fragment publishes none yet: contract/asyncapi.yaml merges to what it is, no edit.
    expect(bundled.edits.slice(0, -1)).toEqual(feature.edits);
    const bundle = bundled.edits.at(-1);
    expect(bundle!.path).toBe('contract/openapi.yaml');
    expect(bundle!.content).toContain('operationId: listProbeNotesItems');
    expect(bundle!.content).toContain('  /ProbeNotes/{psaId}/contacts/{contactId}/items:\n');
    expect(bundle!.content).toContain('    ProbeNotesItem:\n');
  });

  /** The feature's plan with the text of its created file ending in `file` changed. */
  const featureWith = (file: string, change: (text: string) => string) => ({
    ...feature,
    creates: feature.creates.map((f) => (f.path.endsWith(file) ? { ...f, content: change(f.content) } : f)),
  });

  it('leaves a plan that writes no part as it is', () => {
    const registryOnly = { ...feature, creates: [], edits: feature.edits.slice(0, 1) };
    expect(withContractBundle(repo, registryOnly, root)).toBe(registryOnly);
  });

  it('refuses, writing nothing, when the parts would not bundle', () => {
    const clashing = featureWith('/contract.yaml', (text) =>
      text.replace('/ProbeNotes/{psaId}/contacts/{contactId}/items:', '/PricePlan:'),
    );
    expect(refusal(() => withContractBundle(repo, clashing, root))).toBe(
      "Nothing written: the contract's parts would not bundle:\n" +
        'path /PricePlan is defined twice: in contract/shared.yaml and in features/probeNotes/contract.yaml.',
    );
  });

  it('bundles contract/asyncapi.yaml again when the feature adds an event to the hub', () => {
    const withEvent = featureWith('/asyncapi.yaml', (text) =>
      text
        .replace(
          'channels: {}',
          "channels:\n  hub:\n    messages:\n      ProbeNoted: { $ref: '#/components/messages/ProbeNoted' }",
        )
        .replace(
          'components: {}',
          'components:\n  messages:\n    ProbeNoted: { name: ProbeNoted, payload: { type: string } }',
        ),
    );
    const events = withContractBundle(repo, withEvent, root).edits.at(-1)!;
    expect(events.path).toBe('contract/asyncapi.yaml');
    expect(events.content).toContain("      ProbeNoted: { $ref: '#/components/messages/ProbeNoted' }\n");
  });

  it("refuses, writing nothing, when the feature's events fragment would not merge", () => {
    const clashing = featureWith('/asyncapi.yaml', (text) =>
      text.replace('operations: {}', 'operations:\n  subscribeToTenant: { action: send }'),
    );
    expect(refusal(() => withContractBundle(repo, clashing, root))).toBe(
      "Nothing written: the contract's parts would not bundle:\n" +
        'operation subscribeToTenant is defined twice: in contract/shared.asyncapi.yaml and in features/probeNotes/asyncapi.yaml.',
    );
  });
});

describe("new:feature's arguments", () => {
  it('reads an id and an optional --title anywhere', () => {
    expect(featureArguments(['probeNotes'])).toEqual({ id: 'probeNotes' });
    expect(featureArguments(['--title', 'Probe Field Notes', 'probeNotes'])).toEqual({
      id: 'probeNotes',
      title: 'Probe Field Notes',
    });
    expect(featureArguments([])).toEqual({ id: '' });
  });

  it('refuses a second id, an unknown option and a --title without its title', () => {
    expect(refusal(() => featureArguments(['probe', 'notes']))).toBe(
      'Nothing written: give one id (got "probe", "notes"); a title with spaces goes after --title.',
    );
    expect(refusal(() => featureArguments(['probeNotes', '--force']))).toBe(
      'Nothing written: --force is not an option (only --title).',
    );
    expect(refusal(() => featureArguments(['probeNotes', '--title']))).toBe(
      'Nothing written: --title needs the title after it: --title "Acme Notes".',
    );
  });
});

describe('writing a plan', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'scaffold-plan-'));
    mkdirSync(join(root, 'features'));
    writeFileSync(join(root, 'features/registry.ts'), 'before\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const plan = (over: Partial<ScaffoldPlan>): ScaffoldPlan => ({
    creates: [{ path: 'features/x/module.ts', content: 'new\n' }],
    edits: [{ path: 'features/registry.ts', content: 'after\n', what: 'lists x' }],
    next: [],
    ...over,
  });

  it('creates the new files and rewrites the edited ones', () => {
    applyPlan(root, plan({}));
    expect(readFileSync(join(root, 'features/x/module.ts'), 'utf8')).toBe('new\n');
    expect(readFileSync(join(root, 'features/registry.ts'), 'utf8')).toBe('after\n');
  });

  it('writes nothing when a file to create exists or a file to edit does not', () => {
    mkdirSync(join(root, 'features/x'));
    writeFileSync(join(root, 'features/x/module.ts'), 'mine\n');
    expect(() =>
      applyPlan(
        root,
        plan({
          creates: [
            { path: 'features/x/other.ts', content: '' },
            { path: 'features/x/module.ts', content: '' },
          ],
        }),
      ),
    ).toThrow(new ScaffoldRefused('Nothing written: features/x/module.ts already exists.'));
    expect([
      existsSync(join(root, 'features/x/other.ts')),
      readFileSync(join(root, 'features/x/module.ts'), 'utf8'),
    ]).toEqual([false, 'mine\n']);
    const elsewhere = { path: 'features/y/module.ts', content: 'new\n' };
    const twoEdits = [plan({}).edits[0]!, { path: 'features/sandboxRegistry.ts', content: '', what: '' }];
    expect(() => applyPlan(root, plan({ creates: [elsewhere], edits: twoEdits }))).toThrow(
      "Nothing written: features/sandboxRegistry.ts not found (run it at the repository's root).",
    );
    expect([existsSync(join(root, 'features/y')), readFileSync(join(root, 'features/registry.ts'), 'utf8')]).toEqual([
      false,
      'before\n',
    ]);
  });
});
