import fc from 'fast-check';
import type { AnySchema, SchemaDescription } from 'yup';

/*
 * fast-check arbitraries read from a yup wire schema's description: bodies that follow the schema
 * (with the odd, legal values a server may send: unicode, huge strings, extra fields) and bodies
 * that break it in one place (a missing field, a null, a wrong type). The schema itself decides
 * afterwards which side a body fell on, so a generator that guesses wrong cannot make a test lie.
 */

type Description = SchemaDescription & {
  fields?: Record<string, Description>;
  innerType?: Description;
  optional?: boolean;
  nullable?: boolean;
};

/** Strings a server may legally send: plain, unicode, control and bidi characters, ISO dates, huge. */
export const looseString: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('', ' ', '\u202e\u0000\u200b', '<script>alert(1)</script>', 'null', '🧑🏽‍💻 Ünïcødé ✓'),
  },
  {
    weight: 5,
    arbitrary: fc
      .date({ min: new Date(0), max: new Date(4102444800000), noInvalidDate: true })
      .map((d) => d.toISOString()),
  },
  // Huge, but rare: one in a body is enough, and they cost the most time per case.
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(100_000), '\u{1F600}'.repeat(20_000)) },
);

function describeOf(schema: AnySchema): Description {
  return schema.describe() as Description;
}

function testParam(d: Description, name: string, key: string): number | undefined {
  const test = d.tests.find((t) => t.name === name);
  const value = (test?.params as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'number' ? value : undefined;
}

function stringFor(d: Description): fc.Arbitrary<string> {
  // A schema with a test of its own names values that pass it (yup `.meta({ examples })`): half of the bodies use them.
  const examples = ((d.meta as { examples?: unknown[] } | undefined)?.examples ?? []).filter(
    (e): e is string => typeof e === 'string',
  );
  if (examples.length > 0) return fc.oneof(fc.constantFrom(...examples), plainStringFor(d));
  return plainStringFor(d);
}

function plainStringFor(d: Description): fc.Arbitrary<string> {
  const min = testParam(d, 'min', 'min') ?? (d.tests.some((t) => t.name === 'required') ? 1 : 0);
  const max = testParam(d, 'max', 'max');
  if (d.tests.some((t) => t.name === 'url')) return fc.webUrl();
  if (d.tests.some((t) => t.name === 'email')) return fc.emailAddress();
  return looseString
    .map((s) => (s.length < min ? s.padEnd(min, 'é') : s))
    .map((s) => (max !== undefined ? s.slice(0, max) : s));
}

function numberFor(d: Description): fc.Arbitrary<number> {
  const min = testParam(d, 'min', 'min') ?? -1e9;
  const max = testParam(d, 'max', 'max') ?? 1e12;
  if (d.tests.some((t) => t.name === 'integer'))
    return fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A body that follows the description (nullable and optional parts sometimes null or absent). */
function validFor(d: Description, depth: number): fc.Arbitrary<unknown> {
  const core = coreFor(d, depth);
  const withNull = d.nullable
    ? fc.oneof({ weight: 3, arbitrary: core }, { weight: 1, arbitrary: fc.constant(null) })
    : core;
  return withNull;
}

function coreFor(d: Description, depth: number): fc.Arbitrary<unknown> {
  if (d.oneOf.length > 0) return fc.constantFrom(...d.oneOf.filter((v) => v !== undefined && v !== null));
  switch (d.type) {
    case 'string':
      return stringFor(d);
    case 'number':
      return numberFor(d);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(d.innerType ? validFor(d.innerType, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        maxLength: depth > 2 ? 1 : 4,
      });
    case 'object': {
      const fields = d.fields ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      const optional: string[] = [];
      for (const [key, field] of Object.entries(fields)) {
        record[key] = validFor(field, depth + 1);
        if (field.optional) optional.push(key);
      }
      const required = Object.keys(fields).filter((k) => !optional.includes(k));
      return fc.record(record, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Bodies that follow the schema, plus extra unknown fields now and then. */
export function validBody(schema: AnySchema): fc.Arbitrary<unknown> {
  const d = describeOf(schema);
  const body = validFor({ ...d, nullable: false }, 0);
  return fc
    .tuple(
      body,
      fc.option(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
        { nil: null },
      ),
    )
    .map(([value, extra]) =>
      extra && value && typeof value === 'object' && !Array.isArray(value) ? { ...extra, ...(value as object) } : value,
    );
}

/** What replaces a part of a body that follows the schema. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.string({ maxLength: 8 }),
  fc.constant('x'.repeat(100_000)),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Replaces (or removes, when the wrong value is undefined) the value at one path of a JSON value. */
function mutateAt(value: unknown, choose: number[], replacement: unknown): unknown {
  if (choose.length === 0 || value === null || typeof value !== 'object') return replacement;
  const [index, ...rest] = choose;
  if (Array.isArray(value)) {
    if (value.length === 0) return replacement;
    const at = index! % value.length;
    const copy = [...value];
    copy[at] = mutateAt(copy[at], rest, replacement);
    return copy;
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[index! % keys.length]!;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = mutateAt(copy[key], rest, replacement);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** A body that follows the schema with one part replaced, removed, nulled or mistyped. */
export function brokenBody(schema: AnySchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(validBody(schema), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), wrongValue)
    .map(([body, path, replacement]) => mutateAt(body, path, replacement));
}
