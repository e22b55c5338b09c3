import type { AnySchema, SchemaDescription } from 'yup';
import type { ContractDocuments, JsonSchema } from '@contract/tools/contractDocuments';

/*
 * Comparing a yup wire schema (what the SPA accepts) with a schema of the contract (what a backend
 * sends), by the wire schema's description.
 */

export type WireDescription = SchemaDescription & {
  fields?: Record<string, WireDescription>;
  innerType?: WireDescription;
  optional?: boolean;
  nullable?: boolean;
};

export function describeWire(schema: AnySchema): WireDescription {
  return schema.describe() as WireDescription;
}

type Which = 'openapi' | 'asyncapi';

/** The schemas a value at this place may match: references followed, oneOf/anyOf/if-then spread out, null dropped. */
function alternatives(
  documents: ContractDocuments,
  schema: JsonSchema,
  document: Which,
): Array<{ schema: JsonSchema; document: Which }> {
  if (typeof schema.$ref === 'string') {
    const [file, pointer = ''] = schema.$ref.split('#');
    const target: Which = file === '' ? document : file!.endsWith('openapi.yaml') ? 'openapi' : 'asyncapi';
    const resolved = pointer
      .split('/')
      .slice(1)
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        documents[target],
      );
    return alternatives(documents, resolved as JsonSchema, target);
  }
  const spread = [...((schema.oneOf ?? []) as JsonSchema[]), ...((schema.anyOf ?? []) as JsonSchema[])];
  const own = spread.length > 0 ? spread.flatMap((s) => alternatives(documents, s, document)) : [{ schema, document }];
  const then = schema.then ? alternatives(documents, schema.then as JsonSchema, document) : [];
  return [...own, ...then].filter(({ schema: s }) => !(s.type === 'null'));
}

function typesOf(schema: JsonSchema): string[] {
  if ('const' in schema) return [jsonTypeOf(schema.const)];
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map(jsonTypeOf))];
  return schema.type === undefined ? [] : [schema.type as string | string[]].flat();
}

function jsonTypeOf(value: unknown): string {
  return value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;
}

/**
 * Where the wire schema reads something the document does not describe: a field the document has not
 * got, or a value of another type. Paths like `items[].channelId`. Empty when they agree.
 */
export function wireDisagreements(
  documents: ContractDocuments,
  wire: WireDescription,
  schema: JsonSchema,
  document: Which = 'openapi',
  path = '',
): string[] {
  const here = alternatives(documents, schema, document);
  const where = path || 'the body';
  if (wire.type === 'mixed' && wire.oneOf.length === 0) return [];
  if (here.length === 0) return [`${where}: the document allows only null, the wire schema reads ${wire.type}`];
  const docTypes = new Set(here.flatMap(({ schema: s }) => typesOf(s)));
  const wireType =
    wire.type === 'mixed' ? jsonTypeOf(wire.oneOf.find((v) => v !== null && v !== undefined)) : wire.type;
  const fits =
    docTypes.size === 0 ||
    docTypes.has(wireType) ||
    (wireType === 'number' && docTypes.has('integer')) ||
    (wireType === 'integer' && docTypes.has('number'));
  if (!fits) return [`${where}: the wire schema reads ${wireType}, the document says ${[...docTypes].join(' or ')}`];
  if (wire.type === 'object' && wire.fields) {
    const properties: Record<string, Array<{ schema: JsonSchema; document: Which }>> = {};
    for (const { schema: s, document: d } of here) {
      for (const [key, value] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>))
        (properties[key] ??= []).push({ schema: value, document: d });
    }
    return Object.entries(wire.fields).flatMap(([key, field]) => {
      const at = path ? `${path}.${key}` : key;
      const candidates = properties[key];
      if (!candidates) return [`${at}: the wire schema reads it, the document has no such field`];
      // Agreement with any of the document's alternatives is enough.
      const results = candidates.map(({ schema: s, document: d }) => wireDisagreements(documents, field, s, d, at));
      return results.some((r) => r.length === 0) ? [] : results[0]!;
    });
  }
  if (wire.type === 'array' && wire.innerType) {
    const items = here
      .map(({ schema: s, document: d }) => (s.items ? { schema: s.items as JsonSchema, document: d } : null))
      .filter((x) => x !== null);
    if (items.length === 0) return [];
    const results = items.map(({ schema: s, document: d }) =>
      wireDisagreements(documents, wire.innerType!, s, d, `${path}[]`),
    );
    return results.some((r) => r.length === 0) ? [] : results[0]!;
  }
  return [];
}

/**
 * Places every value the wire schema read (not null, not missing, not an untyped part the SPA leaves
 * to core) onto a complete body of the document: the result is valid for the document exactly when
 * each value the SPA accepts is one the document allows. Absent or null values are left out on
 * purpose: the SPA tolerates more absences than the document promises.
 */
export function overlay(document: unknown, wire: unknown, description: WireDescription): unknown {
  if (wire === undefined || wire === null) return document;
  if (description.type === 'mixed' && description.oneOf.length === 0) return document;
  if (description.type === 'object' && isPlainObject(wire)) {
    const base: Record<string, unknown> = isPlainObject(document) ? { ...document } : {};
    for (const [key, field] of Object.entries(description.fields ?? {})) {
      const placed = overlay(base[key], wire[key], field);
      if (placed !== undefined) base[key] = placed;
    }
    return base;
  }
  if (description.type === 'array' && Array.isArray(wire) && description.innerType) {
    const items = Array.isArray(document) ? document : [];
    return wire.map((value, i) =>
      overlay(items.length > 0 ? items[i % items.length] : undefined, value, description.innerType!),
    );
  }
  return wire;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
