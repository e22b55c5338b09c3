import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/*
 * The parts the published contract (contract/openapi.yaml) is bundled from: the root with what no one
 * feature owns (contract/shared.yaml) and each feature's fragment (features/<id>/contract.yaml). This
 * module reads them and writes the entry document Redocly bundles: every path, component and decision
 * as a reference to the part that defines it (docs/decisions/331).
 */

export const SHARED_PART = 'contract/shared.yaml';
export const FRAGMENT_NAME = 'contract.yaml';
export const BUNDLE = 'contract/openapi.yaml';

/** Whether the file (by path from the root) is one of the parts the bundle is made from. */
export const isContractPart = (path: string) => path === SHARED_PART || /^features\/[^/]+\/contract\.yaml$/.test(path);

/** What a feature's fragment may hold: the document's members a feature owns a share of. */
const FRAGMENT_MEMBERS = ['tags', 'x-decisions', 'paths', 'components'] as const;

export type Yaml = Record<string, unknown>;

export interface ContractPart {
  /** From the repository's root, as messages name it: contract/shared.yaml, features/smsMessaging/contract.yaml. */
  file: string;
  document: Yaml;
}

/** The tree the parts are read from, by path from the repository's root (the real tree, or a scaffold's plan). */
export interface PartFiles {
  read(path: string): string;
  exists(path: string): boolean;
  /** The names in a folder (none when it is not a folder). */
  list(path: string): string[];
}

/** The tree on disk under `root`. */
export function partFilesUnder(root: string): PartFiles {
  return {
    read: (path) => readFileSync(join(root, path), 'utf8'),
    exists: (path) => existsSync(join(root, path)),
    list: (path) =>
      statSync(join(root, path), { throwIfNoEntry: false })?.isDirectory() ? readdirSync(join(root, path)) : [],
  };
}

/**
 * The files of the parts: the root first, then every feature's fragment in the order of the folders' names
 * (the OpenAPI parts by default; the AsyncAPI parts name their own root and fragment, scripts/contract/eventParts.ts).
 */
export function partFileNames(files: PartFiles, root = SHARED_PART, fragmentName = FRAGMENT_NAME): string[] {
  const fragments = files
    .list('features')
    .sort()
    .map((id) => `features/${id}/${fragmentName}`)
    .filter((file) => files.exists(file));
  return [root, ...fragments];
}

/** Every part, parsed, in the order of partFileNames. */
export function readContractParts(files: PartFiles, root = SHARED_PART, fragmentName = FRAGMENT_NAME): ContractPart[] {
  return partFileNames(files, root, fragmentName).map((file) => ({ file, document: readPart(files, file) }));
}

/** One part's YAML, which must be a mapping (an empty file is an empty one). */
export function readPart(files: PartFiles, file: string): Yaml {
  const document: unknown = parse(files.read(file)) ?? {};
  if (!isObject(document)) throw new Error(`${file} is not a YAML mapping.`);
  return document;
}

/**
 * A problem for each name that a second part defines again, naming the part that defined it first and
 * this one (`schema Session is defined twice: in A and in B.`); the parts in the order they are read.
 */
export function namesDefinedTwice(parts: ReadonlyArray<{ file: string; names: readonly string[] }>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { file, names } of parts)
    for (const name of names) {
      const first = seen.get(name);
      if (first) problems.push(`${name} is defined twice: in ${first} and in ${file}.`);
      else seen.set(name, file);
    }
  return problems;
}

/**
 * Why the parts cannot be bundled (none when they can): a fragment member a feature may not own, or a
 * name two parts define (a path, a component, a decision, a tag or an operationId), naming both files.
 * Redocly would otherwise keep one silently, or bundle the second under a made-up name.
 */
export function partProblems(parts: readonly ContractPart[]): string[] {
  return [
    ...parts.flatMap(({ file, document }) =>
      file === SHARED_PART ? [] : membersNotAllowed(file, document, FRAGMENT_MEMBERS),
    ),
    ...namesDefinedTwice(parts.map(({ file, document }) => ({ file, names: namesOf(document) }))),
  ];
}

/** A problem for each member of a feature's fragment that only the root may set. */
export function membersNotAllowed(file: string, document: Yaml, allowed: readonly string[]): string[] {
  return Object.keys(document)
    .filter((key) => !allowed.includes(key))
    .map((key) => `${file} has ${key}: a feature's fragment holds only ${allowed.join(', ')}.`);
}

/** Every name the part defines, as messages print it: `path /Token`, `schema Session`, `operationId passwordLogin`. */
export function namesOf(document: Yaml): string[] {
  const paths = objectAt(document, 'paths');
  const components = objectAt(document, 'components');
  return [
    ...Object.keys(paths).map((path) => `path ${path}`),
    ...Object.entries(components).flatMap(([kind, group]) =>
      Object.keys(isObject(group) ? group : {}).map((name) => `${componentWord(kind)} ${name}`),
    ),
    ...Object.keys(objectAt(document, 'x-decisions')).map((name) => `x-decisions entry ${name}`),
    ...(Array.isArray(document.tags) ? document.tags : []).map((tag) => `tag ${String((tag as Yaml).name)}`),
    ...Object.values(paths).flatMap((item) =>
      Object.values(isObject(item) ? item : {}).flatMap((operation) =>
        isObject(operation) && typeof operation.operationId === 'string'
          ? [`operationId ${operation.operationId}`]
          : [],
      ),
    ),
  ];
}

/** One word per kind of component in the messages (`schema Session`); a kind not listed keeps its own name. */
const COMPONENT_WORDS: Record<string, string> = {
  schemas: 'schema',
  parameters: 'parameter',
  responses: 'response',
  headers: 'header',
  securitySchemes: 'security scheme',
  messages: 'message',
};
export const componentWord = (kind: string) => COMPONENT_WORDS[kind] ?? kind;

/**
 * The document Redocly bundles: the root's own members (openapi, info, servers, security), the tags of
 * every part in order, and every decision, path and component as a `$ref` to the part that defines it,
 * by absolute file name (the entry is written outside the tree). Redocly then inlines the decisions and
 * path items and keeps each component under its own name, so the bundle reads as one hand-written file.
 */
export function entryDocument(root: string, parts: readonly ContractPart[]): Yaml {
  const [shared] = parts;
  if (!shared || shared.file !== SHARED_PART) throw new Error(`The first part must be ${SHARED_PART}.`);
  const ref = (file: string, ...pointer: string[]) => ({
    $ref: `${join(root, file)}#/${pointer.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
  });
  const merged = <T>(member: (part: ContractPart) => Array<[string, T]>) => Object.fromEntries(parts.flatMap(member));
  const kinds = [...new Set(parts.flatMap((p) => Object.keys(objectAt(p.document, 'components'))))];
  const { tags: _tags, paths: _paths, components: _components, 'x-decisions': _decisions, ...own } = shared.document;
  return {
    ...own,
    tags: parts.flatMap((p) => (Array.isArray(p.document.tags) ? p.document.tags : [])),
    'x-decisions': merged((p) =>
      Object.keys(objectAt(p.document, 'x-decisions')).map((name) => [name, ref(p.file, 'x-decisions', name)]),
    ),
    paths: merged((p) => Object.keys(objectAt(p.document, 'paths')).map((path) => [path, ref(p.file, 'paths', path)])),
    components: Object.fromEntries(
      kinds.map((kind) => [
        kind,
        merged((p) =>
          Object.keys(objectAt(objectAt(p.document, 'components'), kind)).map((name) => [
            name,
            ref(p.file, 'components', kind, name),
          ]),
        ),
      ]),
    ),
  };
}

export function objectAt(node: Yaml, key: string): Yaml {
  const value = node[key];
  return isObject(value) ? value : {};
}

export function isObject(value: unknown): value is Yaml {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
