import { HTTPS_HOST_SOURCE_HINT, isHttpsHostSource } from '@core/psa/frameHostSource';
import { SPEC_PSA_TYPE_NUMBERS } from '@adapters/psa/specTypeNumbers';
import { camelOf, pascalOf } from './names';
import { ScaffoldRefused, type RepoFiles, type ScaffoldPlan } from './ScaffoldPlan';
import { addRegistryLine, insertBeforeLine } from './textEdits';

const REGISTRY = 'adapters/psa/registry.ts';
/** The lookups of every PSA are shared: they are in the contract's root part, not a feature's fragment. */
const CONTRACT = 'contract/shared.yaml';
/** New PSAs' seeded tickets start here, a block of 20 each (core/psa/PsaDescriptor.ts, PsaSandboxSeed). */
const FIRST_FREE_TICKET = 2001;
const TICKET_BLOCK = 20;
/** A PSA's name as technicians know it: what the descriptor's title, entry name and contract text can hold. */
const PSA_NAME = /^[A-Za-z][A-Za-z0-9 .&'-]*$/;

/** What the registered descriptors already use, read from their files (the scaffold runs without the app). */
interface TakenValues {
  types: string[];
  typeNumbers: number[];
  slugs: string[];
  suffixes: string[];
  entryNames: string[];
  firstTickets: number[];
}

function takenValues(files: RepoFiles): TakenValues {
  const sources = files.list('adapters/psa').flatMap((folder) =>
    files
      .list(`adapters/psa/${folder}`)
      .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
      .map((f) => files.read(`adapters/psa/${folder}/${f}`)),
  );
  const all = (pattern: RegExp) => sources.flatMap((source) => [...source.matchAll(pattern)].map((m) => m[1]!));
  return {
    types: all(/^\s*type: '([^']+)'/gm),
    typeNumbers: all(/^\s*typeNumber: (\d+)/gm).map(Number),
    slugs: all(/^\s*slug: '([^']+)'/gm).map((s) => s.toLowerCase()),
    suffixes: all(/psaIdSuffix: '([^']+)'/g),
    // Either quote: the scaffold's files are Prettier-formatted, which writes "O'Brien Desk" in double quotes.
    entryNames: all(/^\s*entryNames: \[([^\]]*)\]/gm).flatMap((list) =>
      [...list.matchAll(/'((?:[^'\\]|\\.)+)'|"([^"]+)"/g)].map((m) => (m[1] ?? m[2])!.replace(/\\'/g, "'")),
    ),
    firstTickets: all(/firstTicket: (\d+)/g).map(Number),
  };
}

/** The first whole number from 11 that neither spec section 3 nor a registered PSA uses. */
function freeTypeNumber(taken: TakenValues): number {
  const used = new Set([...Object.values(SPEC_PSA_TYPE_NUMBERS), ...taken.typeNumbers]);
  let n = 11;
  while (used.has(n)) n++;
  return n;
}

/** The first block of 20 seeded tickets from 2001 that no registered PSA's block overlaps. */
function freeTicketBlock(taken: TakenValues): number {
  let start = FIRST_FREE_TICKET;
  while (taken.firstTickets.some((f) => Math.abs(f - start) < TICKET_BLOCK)) start += TICKET_BLOCK;
  return start;
}

/** Where the new PSA's pods are framed (PsaDescriptor.frameHosts), as `--frame-host` and `--on-premise` give it. */
export interface PsaFrameOptions {
  frameHosts?: readonly string[];
  onPremise?: boolean;
}

const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The descriptor's frameHosts line. Without a host or --on-premise it is a marked placeholder that names no host:
 * the conformance kit fails on it, so the PSA cannot pass npm test while no page of it may frame its pods.
 */
function frameHostsLines(name: string, folder: string, options: PsaFrameOptions): string {
  const cloud = options.frameHosts ?? [];
  const onPremise = options.onPremise ?? false;
  const line = `  frameHosts: { cloud: [${cloud.map(quoted).join(', ')}], onPremise: ${onPremise} },`;
  if (cloud.length > 0 || onPremise)
    return `  // The hosts whose pages show its pods in a frame (docs/adding-a-psa.md).\n${line}`;
  return [
    `  // TO FILL IN: the https hosts whose pages show ${name}'s pods, e.g. 'https://*.${folder}.com',`,
    '  // and onPremise: true if tenants also run it on servers of their own. Until then the conformance',
    '  // kit fails: no page may frame its pods.',
    line,
  ].join('\n');
}

const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'An' : 'A');

/**
 * `npm run new:psa -- "Acme Desk"`: adapters/psa/acmedesk/acmeDeskPsa.ts (a complete descriptor: its own
 * type and type number, route slug, entry name, ticket and contact lookups, a free block of seeded
 * tickets, no optional capability), its line in adapters/psa/registry.ts, and its two lookups in
 * contract/shared.yaml (the contract tests ask every PSA's lookups to be operations marked with it).
 */
export function planPsa(files: RepoFiles, title: string, frame: PsaFrameOptions = {}): ScaffoldPlan {
  const name = psaName(title);
  const type = pascalOf(name);
  const camel = camelOf(name);
  const folder = type.toLowerCase();
  const names: PsaNames = { name, type, camel, folder };
  const taken = takenValues(files);
  refuseTaken(files, taken, names, frame);

  const typeNumber = freeTypeNumber(taken);
  const firstTicket = freeTicketBlock(taken);
  const ticketPath = `/${type}Pod`;
  const contactPath = `/PsaContacts/${folder}`;
  const file = `adapters/psa/${folder}/${camel}Psa.ts`;
  const descriptor = descriptorSource(names, { typeNumber, firstTicket, ticketPath, contactPath }, frame);

  const registry = addRegistryLine(
    REGISTRY,
    files.read(REGISTRY),
    `import { ${camel}Psa } from './${folder}/${camel}Psa';`,
    `${camel}Psa`,
  );
  const withLookups = contractWithLookups(files.read(CONTRACT), names, file, ticketPath, contactPath);

  return {
    creates: [{ path: file, content: descriptor }],
    edits: [
      { path: REGISTRY, content: registry, what: `imports ${camel}Psa and lists it in psaDescriptors` },
      {
        path: CONTRACT,
        content: withLookups,
        what: `get${type}Ticket and get${type}Contact (its lookups, x-psa: [${type}])`,
      },
    ],
    next: nextSteps(name, folder, file, frame),
  };
}

/** The names made from the PSA's title. */
interface PsaNames {
  name: string;
  type: string;
  camel: string;
  folder: string;
}

/** The title with its spaces tidied, or the refusal when it is empty or not a PSA name. */
function psaName(title: string): string {
  const name = title.trim().replace(/\s+/g, ' ');
  if (!name)
    throw new ScaffoldRefused(
      'Nothing written: give the PSA\'s name, as the technicians know it: npm run new:psa -- "Acme Desk"',
    );
  if (!PSA_NAME.test(name)) {
    throw new ScaffoldRefused(
      `Nothing written: "${name}" is not a PSA name: start with a letter, then letters, digits, spaces and . & ' - ` +
        '(its folder, type and route slug are made from its letters and digits: "Acme Desk" is adapters/psa/acmedesk/).',
    );
  }
  return name;
}

/** Refuses (writing nothing) a PSA whose folder, type, slug, suffix, entry name or registry name is taken, or a bad frame host. */
function refuseTaken(
  files: RepoFiles,
  taken: ReturnType<typeof takenValues>,
  { name, type, camel, folder }: PsaNames,
  frame: PsaFrameOptions,
): void {
  const squash = (value: string) => value.replace(/\s+/g, '').toLowerCase();
  const clash = [
    files.exists(`adapters/psa/${folder}`) && `the folder adapters/psa/${folder} exists`,
    (taken.types.includes(type) || Object.hasOwn(SPEC_PSA_TYPE_NUMBERS, type)) && `the type ${type} is taken`,
    taken.slugs.includes(folder) && `the route slug ${folder} is taken`,
    taken.suffixes.includes(folder) && `the sandbox suffix ${folder} is taken`,
    taken.entryNames.map(squash).includes(squash(name)) && `the entry name "${name}" is taken`,
    new RegExp(`\\b${camel}Psa\\b`).test(files.read(REGISTRY)) && `${REGISTRY} already names ${camel}Psa`,
  ].filter(Boolean);
  if (clash.length > 0) throw new ScaffoldRefused(`Nothing written: ${clash.join('; ')}.`);
  const badHost = (frame.frameHosts ?? []).find((host) => !isHttpsHostSource(host));
  if (badHost !== undefined)
    throw new ScaffoldRefused(
      `Nothing written: --frame-host ${JSON.stringify(badHost)} is not an https host source: ${HTTPS_HOST_SOURCE_HINT}.`,
    );
}

/** The new PSA's descriptor file. */
function descriptorSource(
  { name, type, camel, folder }: PsaNames,
  {
    typeNumber,
    firstTicket,
    ticketPath,
    contactPath,
  }: { typeNumber: number; firstTicket: number; ticketPath: string; contactPath: string },
  frame: PsaFrameOptions,
): string {
  // Relative: Vite's config loads the descriptors (its header policy reads the registry) and cannot resolve aliases.
  return `import { definePsa } from '../../../core/psa/PsaDescriptor';

/**
 * ${name} (written by npm run new:psa): tickets under ${ticketPath}, contacts under ${contactPath}.
 * Check each field against the PSA; docs/adding-a-psa.md says what each one means.
 */
export const ${camel}Psa = definePsa({
  type: '${type}',
  // Spec section 3 does not number this type: the first whole number from 11 no other PSA uses.
  typeNumber: ${typeNumber},
  title: '${name.replace(/'/g, "\\'")}',
  slug: '${folder}',
  variants: ['pod'],
  entryNames: ['${name.replace(/'/g, "\\'")}'],
  lookups: {
    ticket: (psaId, ticketId) => \`${ticketPath}/\${psaId}/ticket/\${ticketId}\`,
    contact: (psaId, contactId) => \`${contactPath}/\${psaId}/contacts/\${contactId}\`,
  },
  resumeAfterSignIn: 'ticket',
${frameHostsLines(name, folder, frame)}
  // Seeded ids of its own, which never move when other PSAs are added: a free block of 20 tickets.
  sandbox: { psaIdSuffix: '${folder}', firstTicket: ${firstTicket} },
  // What it offers beyond the common features, where it differs from SUPPORTS_BY_DEFAULT (none of the extras, the
  // policies banner on): e.g. supports: { clientPortalChats: true, crmLinked: true }.
});
`;
}

/** The contract with the PSA's two lookups at the end of its Lookups section; refuses when they are there already. */
function contractWithLookups(
  contract: string,
  { name, type }: PsaNames,
  file: string,
  ticketPath: string,
  contactPath: string,
): string {
  if (
    contract.includes(`  ${ticketPath}/{psaId}/ticket/{ticketId}:`) ||
    contract.includes(`  ${contactPath}/{psaId}/contacts/{contactId}:`)
  ) {
    throw new ScaffoldRefused(`Nothing written: ${CONTRACT} already has ${ticketPath} or ${contactPath} operations.`);
  }
  const lookup = (path: string, id: string, what: string, parameter: string) => `  ${path}:
    get:
      operationId: get${type}${id}
      tags: [Lookups]
      summary: ${article(name)} ${name} ${what}'s pod record${what === 'contact' ? ' (no ticket fields)' : ''}.
      description: The path ${file} builds (spec section 7 does not list ${name}).
      x-psa: [${type}]
      x-decision: pod-record
      parameters:
        - $ref: '#/components/parameters/psaId'
        - $ref: '#/components/parameters/${parameter}'
      responses:
        '200': { $ref: '#/components/responses/PodRecord' }
        default: { $ref: '#/components/responses/Error' }
`;
  const operations =
    lookup(`${ticketPath}/{psaId}/ticket/{ticketId}`, 'Ticket', 'ticket', 'ticketId') +
    lookup(`${contactPath}/{psaId}/contacts/{contactId}`, 'Contact', 'contact', 'contactId');
  // At the end of the Lookups section: before the next section's comment.
  return insertBeforeLine(CONTRACT, contract, /^ {2}# -{10,} (?!Lookups)/, operations, /^ {2}# -{10,} Lookups$/);
}

/** What the person who ran the scaffold does next. */
function nextSteps(name: string, folder: string, file: string, frame: PsaFrameOptions): string[] {
  return [
    ...(frame.frameHosts?.length || frame.onPremise
      ? []
      : [
          `Fill in frameHosts in ${file}: the hosts whose pages show ${name}'s pods, e.g. 'https://*.${folder}.com' ` +
            '(the conformance kit fails until you do; docs/adding-a-psa.md).',
        ]),
    `Check ${file} against ${name}: its entry names, lookups, where sign-in resumes, its capabilities (docs/adding-a-psa.md).`,
    'npm run -s typecheck && npm run -s lint && npm run -s deps && npm run -s contract:lint',
    'npx jest tests/conformance tests/psaRules tests/contract tests/architecture --selectProjects unit',
    'npm run -s build && npx jest tests/e2e/pods.e2e.test.ts --selectProjects e2e --runInBand',
  ];
}
