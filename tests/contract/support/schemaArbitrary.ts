import fc from 'fast-check';
import type { ContractDocuments, JsonSchema } from '@contract/tools/contractDocuments';

/*
 * fast-check arbitraries read from a schema of the contract (JSON Schema 2020-12, the subset the
 * documents use). They aim at valid values; the validator decides afterwards (see `validSample` in the
 * tests), so a generator that guesses wrong can only make a test slower, never make it lie.
 */

type Which = 'openapi' | 'asyncapi';

interface Place {
  readonly schema: JsonSchema;
  readonly document: Which;
}

export interface SchemaArbitraryOptions {
  /**
   * Every property present, no null where something else is allowed, arrays not empty: a full body
   * to place values on (see `overlay`).
   */
  complete?: boolean;
  /** Add unknown fields to open objects now and then (readers must ignore them). */
  extraFields?: boolean;
}

const text = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 10 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '<b>x</b>', 'Ünïcødé ✓', '\u202e\u200b') },
);
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** Follows `$ref`s (local, or into the other document) to the schema they name. */
function follow(documents: ContractDocuments, place: Place): Place {
  let current = place;
  for (let hops = 0; typeof current.schema.$ref === 'string' && hops < 10; hops++) {
    const ref = current.schema.$ref;
    const [file, pointer = ''] = ref.split('#');
    const document: Which = file === '' ? current.document : file!.endsWith('openapi.yaml') ? 'openapi' : 'asyncapi';
    const root = documents[document] as unknown;
    const target = pointer
      .split('/')
      .slice(1)
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        root,
      );
    current = { schema: target as JsonSchema, document };
  }
  return current;
}

export function schemaArbitrary(
  documents: ContractDocuments,
  schema: JsonSchema,
  document: Which = 'openapi',
  options: SchemaArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  return arbitraryOf(documents, { schema, document }, options, 0);
}

function arbitraryOf(
  documents: ContractDocuments,
  at: Place,
  options: SchemaArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const { schema, document } = follow(documents, at);
  const sub = (s: unknown) => arbitraryOf(documents, { schema: s as JsonSchema, document }, options, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(choices)) return fc.oneof(...withoutNull(choices, options, (c) => c.type === 'null').map(sub));
  const types = withoutNull(
    schema.type === undefined ? ['any'] : [schema.type as string | string[]].flat(),
    options,
    (t) => t === 'null',
  );
  return fc.oneof(...types.map((type) => ofType(type, schema, sub, options, depth)));
}

function ofType(
  type: string,
  schema: JsonSchema,
  sub: (s: unknown) => fc.Arbitrary<unknown>,
  options: SchemaArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: num(schema.minimum, -1_000_000), max: num(schema.maximum, 1_000_000_000) });
    case 'number':
      return fc.double({
        min: num(schema.minimum, -1e9),
        max: num(schema.maximum, 1e12),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringOf(schema);
    case 'array': {
      const min = Math.max(num(schema.minItems, 0), options.complete ? 1 : 0);
      return fc.array(schema.items ? sub(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: min,
        maxLength: Math.max(min, depth > 2 ? 1 : 3),
      });
    }
    case 'object':
      return objectOf(schema, sub, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return isoDate;
  if (typeof schema.pattern === 'string')
    return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 200));
  const min = num(schema.minLength, 0);
  const max = schema.maxLength === undefined ? undefined : num(schema.maxLength, 0);
  return text
    .map((s) => (s.length < min ? s.padEnd(min, 'x') : s))
    .map((s) => (max === undefined ? s : s.slice(0, max)));
}

function objectOf(
  schema: JsonSchema,
  sub: (s: unknown) => fc.Arbitrary<unknown>,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = (schema.required ?? []) as string[];
  const record = fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sub(value)])), {
    requiredKeys: options.complete ? Object.keys(properties) : required.filter((key) => key in properties),
  });
  if (!options.extraFields || schema.additionalProperties === false) return record;
  const extra = fc.option(
    fc.dictionary(
      fc.string({ minLength: 1, maxLength: 6 }).filter((k) => !(k in properties)),
      fc.jsonValue({ maxDepth: 1 }),
      { maxKeys: 2 },
    ),
    { nil: null },
  );
  return fc.tuple(record, extra).map(([value, more]) => (more ? { ...more, ...(value as object) } : value));
}

/** With `complete`, the null alternative is dropped when there is another. */
function withoutNull<T>(choices: T[], options: SchemaArbitraryOptions, isNull: (choice: T) => boolean): T[] {
  const others = choices.filter((c) => !isNull(c));
  return options.complete && others.length > 0 ? others : choices;
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}
