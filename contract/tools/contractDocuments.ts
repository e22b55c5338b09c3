import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/*
 * The two contract documents as plain data, with just the parts of OpenAPI 3.1 and AsyncAPI 3 that
 * the checks read. The documents themselves are the source of truth (contract/openapi.yaml and
 * contract/asyncapi.yaml); nothing here restates a shape.
 */

export type JsonSchema = Record<string, unknown>;

export interface Reference {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  /** A value that works; the check sends it for a required parameter it knows nothing else of. */
  example?: unknown;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface HeaderObject {
  required?: boolean;
  schema?: JsonSchema;
}

export interface LinkObject {
  operationId: string;
  parameters?: Record<string, string>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaTypeObject>;
  links?: Record<string, LinkObject>;
  /** Values the contract check keeps from this answer for later calls' bodies (name: runtime expression). */
  'x-contract-check-capture'?: Record<string, string>;
}

/** How `npm run contract:check` treats an operation (GETs run unless `skip` says why not). */
export interface ContractCheckMark {
  /** Never called by the check: the reason (it texts or calls a person, signs in, ...). */
  never?: string;
  /** Called only with --write: what it changes. */
  write?: string;
  /** The body sent with --write; `{name}` is replaced by a value the check knows (psaId, ticketId, ...). */
  body?: unknown;
  /** A GET the check leaves out, and why. */
  skip?: string;
  /** The screen the lookup belongs to (a project ticket lookup needs a project ticket id). */
  screen?: 'ticket' | 'contact' | 'project_ticket';
}

export interface OperationObject {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<ParameterObject | Reference>;
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject | Reference>;
  'x-spec'?: string;
  /** An entry of `x-decisions`, or several where more than one decision shaped the call. */
  'x-decision'?: string | string[];
  'x-psa'?: string[];
  'x-not-called'?: boolean;
  'x-contract-check'?: ContractCheckMark;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItem = Partial<Record<HttpMethod, OperationObject>> & {
  parameters?: Array<ParameterObject | Reference>;
};

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  security?: Array<Record<string, string[]>>;
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
  'x-decisions': Record<string, { summary: string; record: string }>;
}

export interface AsyncMessage {
  name: string;
  title?: string;
  payload: JsonSchema;
  'x-spec'?: string;
  'x-decision'?: string;
}

export interface AsyncApiDocument {
  asyncapi: string;
  channels: Record<string, { address: string; messages: Record<string, Reference> }>;
  operations: Record<string, { action: 'send' | 'receive'; channel: Reference; messages: Reference[] }>;
  components: { messages: Record<string, AsyncMessage>; schemas: Record<string, JsonSchema> } & Record<string, unknown>;
}

export interface ContractDocuments {
  openapi: OpenApiDocument;
  asyncapi: AsyncApiDocument;
}

export const OPENAPI_FILE = 'openapi.yaml';
export const ASYNCAPI_FILE = 'asyncapi.yaml';

/** Reads both documents from the contract folder (the caller knows where it is: jest and tsx resolve paths differently). */
export function readContractDocuments(folder: string): ContractDocuments {
  return {
    openapi: readYaml(folder, OPENAPI_FILE) as OpenApiDocument,
    asyncapi: readYaml(folder, ASYNCAPI_FILE) as AsyncApiDocument,
  };
}

/**
 * Parsing the 3,500-line bundle takes most of a second on a busy machine, and every test file that
 * talks to the sandbox reads it: the parsed form is kept as JSON under node_modules/.cache, keyed by
 * the text's hash, so only the first reader after a change pays.
 */
function readYaml(folder: string, file: string): unknown {
  const text = readFileSync(join(folder, file), 'utf8');
  const cacheDir = join(folder, '..', 'node_modules', '.cache', 'contract');
  const cached = join(cacheDir, `${file}.${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as unknown;
  } catch {
    const parsed: unknown = parse(text);
    try {
      mkdirSync(cacheDir, { recursive: true });
      // Written aside and renamed: parallel test workers never read half a file.
      const partial = `${cached}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(parsed));
      renameSync(partial, cached);
    } catch {
      // No cache (a read-only checkout): every reader parses, nothing else changes.
    }
    return parsed;
  }
}

/** Follows a local `#/...` reference (one level at a time until it is not a reference). */
export function resolveLocal<T>(document: object, value: T | Reference): T {
  let current: unknown = value;
  for (let hops = 0; isReference(current) && hops < 10; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are followed here: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        document,
      );
    if (current === undefined) throw new Error(`The reference ${ref} points at nothing.`);
  }
  return current as T;
}

export function isReference(value: unknown): value is Reference {
  return !!value && typeof value === 'object' && typeof (value as Reference).$ref === 'string';
}
