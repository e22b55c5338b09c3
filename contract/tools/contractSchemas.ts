import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ContractDocuments, JsonSchema } from './contractDocuments';

/** Where the two documents live for the validator (never fetched: both are added from disk). */
const BASE = 'https://contract.invalid/';
export const OPENAPI_ID = `${BASE}openapi.yaml`;
export const ASYNCAPI_ID = `${BASE}asyncapi.yaml`;

/** The documents' top-level members: known to the validator, so strict mode can stay on for the schemas. */
const DOCUMENT_MEMBERS = [
  'openapi',
  'asyncapi',
  'info',
  'servers',
  'security',
  'tags',
  'paths',
  'components',
  'channels',
  'operations',
  'webhooks',
  'x-decisions',
  'defaultContentType',
];

export interface ContractSchemasOptions {
  /**
   * Check `format` (date-time, ...). On for answers; off where bodies come from a wire schema, which
   * leaves dates to the adapters that parse them.
   */
  formats?: boolean;
}

/**
 * JSON Schema 2020-12 validation (OpenAPI 3.1's dialect) of values against schemas of the contract,
 * with one readable line for the first mismatch: `ContactEmail: expected string, got number`.
 */
export class ContractSchemas {
  private readonly ajv: Ajv2020;
  private readonly compiled = new WeakMap<object, ValidateFunction>();

  constructor(documents: ContractDocuments, { formats = true }: ContractSchemasOptions = {}) {
    // The documents are linted (npm run contract:lint), so adding them skips the meta-schema check.
    this.ajv = new Ajv2020({
      strict: true,
      allowUnionTypes: true,
      allErrors: true,
      verbose: true,
      validateFormats: formats,
      validateSchema: false,
    });
    addFormats(this.ajv);
    for (const keyword of DOCUMENT_MEMBERS) this.ajv.addKeyword({ keyword });
    this.ajv.addSchema({ ...documents.openapi, $id: OPENAPI_ID });
    this.ajv.addSchema({ ...documents.asyncapi, $id: ASYNCAPI_ID });
  }

  /** The first mismatch as one line (`where` names the root, e.g. "body"), or null when the value fits. */
  check(
    schema: JsonSchema,
    value: unknown,
    document: 'openapi' | 'asyncapi' = 'openapi',
    where = 'body',
  ): string | null {
    const validate = this.validatorFor(schema, document);
    return validate(value) ? null : describeMismatch(validate.errors ?? [], value, where);
  }

  private validatorFor(schema: JsonSchema, document: 'openapi' | 'asyncapi'): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(absolutize(schema, document === 'openapi' ? OPENAPI_ID : ASYNCAPI_ID) as JsonSchema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }
}

/** A copy of an inline schema whose references point into the documents added to the validator. */
function absolutize(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutize(v, base));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key !== '$ref' || typeof v !== 'string') return [key, absolutize(v, base)];
      if (v.startsWith('#')) return [key, `${base}${v}`];
      return [key, new URL(v, base).href];
    }),
  );
}

const COMPOSITE = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'then', 'else', 'not', '$ref']);

/** A wrong value says more than a missing field (ajv reports `required` first): name it first. */
function firstToName(errors: readonly ErrorObject[]): ErrorObject | undefined {
  return (
    errors.find((e) => !COMPOSITE.has(e.keyword) && e.keyword !== 'required') ??
    errors.find((e) => !COMPOSITE.has(e.keyword)) ??
    errors[0]
  );
}

/** The types expected where a value is wrong: oneOf [X, null] fails twice at one place, so both are named. */
function typesAt(errors: readonly ErrorObject[], instancePath: string): string {
  const types = errors
    .filter((e) => e.keyword === 'type' && e.instancePath === instancePath)
    .flatMap((e) => [e.params.type as string | string[]].flat());
  return [...new Set(types)].join(' or ');
}

/** A required field that is absent, with what its schema expects. */
function missingField(error: ErrorObject, where: string): string {
  const missing = String(error.params.missingProperty);
  const property = (
    error.parentSchema as { properties?: Record<string, { type?: unknown; $ref?: string }> } | undefined
  )?.properties?.[missing];
  return `${fieldName(`${error.instancePath}/${missing}`, where)}: expected ${expectedOf(property)}, got nothing`;
}

/** One line for the first error that names a field: `items[0].id: expected string, got null`. */
export function describeMismatch(errors: readonly ErrorObject[], root: unknown, where = 'body'): string {
  // A wrong value says more than a missing field (ajv reports `required` first): name it first.
  const first = firstToName(errors);
  if (!first) return `${where}: does not match the document`;
  const field = fieldName(first.instancePath, where);
  const actual = valueAt(root, first.instancePath);
  switch (first.keyword) {
    case 'type':
      return `${field}: expected ${typesAt(errors, first.instancePath)}, got ${jsonType(actual)}`;
    case 'required':
      return missingField(first, where);
    case 'additionalProperties':
      return `${fieldName(`${first.instancePath}/${String(first.params.additionalProperty)}`, where)}: not in the document`;
    case 'enum':
      return `${field}: expected one of ${(first.params.allowedValues as unknown[]).map(preview).join(', ')}, got ${preview(actual)}`;
    case 'const':
      return `${field}: expected ${preview(first.params.allowedValue)}, got ${preview(actual)}`;
    case 'minLength':
      return `${field}: expected ${first.params.limit === 1 ? 'a non-empty string' : `at least ${String(first.params.limit)} characters`}, got ${preview(actual)}`;
    case 'format':
      return `${field}: expected a ${String(first.params.format)}, got ${preview(actual)}`;
    case 'pattern':
      return `${field}: expected text matching ${String(first.params.pattern)}, got ${preview(actual)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${field}: expected a number ${String(first.params.comparison)} ${String(first.params.limit)}, got ${preview(actual)}`;
    case 'minItems':
      return `${field}: expected at least ${String(first.params.limit)} items, got ${Array.isArray(actual) ? actual.length : jsonType(actual)}`;
    default:
      return `${field}: ${first.message ?? 'does not match the document'}`;
  }
}

function fieldName(instancePath: string, where: string): string {
  if (!instancePath) return where;
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return (
    parts.reduce(
      (name, part, i) =>
        /^\d+$/.test(part) ? `${name}[${part}]` : i === 0 && where === 'body' ? part : `${name}.${part}`,
      where === 'body' ? '' : where,
    ) || where
  );
}

function valueAt(root: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object'
          ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')]
          : undefined,
      root,
    );
}

/** JSON's name for the value's type (integer for whole numbers). */
export function jsonType(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** What a missing property should have been: its type, or the name of the schema it refers to. */
function expectedOf(property: { type?: unknown; $ref?: string } | undefined): string {
  if (property?.type) return [property.type].flat().join(' or ');
  return property?.$ref?.split('/').pop() ?? 'a value';
}

function preview(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
