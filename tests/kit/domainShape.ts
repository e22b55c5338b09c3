import type { AnySchema } from 'yup';

/*
 * What a resolved adapter call must look like: the domain type, written as a small checker so a value
 * that only looks right (a number where a string belongs, an undefined field, NaN) is caught. Where an
 * adapter hands the wire type on unchanged, the wire schema in strict mode (no casting) is the check.
 */

/** Returns the path of the first mismatch, or null when the value fits. */
export type Shape = (value: unknown, path: string) => string | null;

const fail = (path: string, what: string, value: unknown) =>
  `${path || 'value'}: expected ${what}, got ${describe(value)}`;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `a string of ${value.length} characters`;
  return typeof value === 'number' ? String(value) : typeof value;
}

export const str: Shape = (v, p) => (typeof v === 'string' ? null : fail(p, 'a string', v));
export const num: Shape = (v, p) =>
  typeof v === 'number' && Number.isFinite(v) ? null : fail(p, 'a finite number', v);
export const bool: Shape = (v, p) => (typeof v === 'boolean' ? null : fail(p, 'a boolean', v));
export const undef: Shape = (v, p) => (v === undefined ? null : fail(p, 'nothing', v));
export const literal =
  (...values: unknown[]): Shape =>
  (v, p) =>
    values.includes(v) ? null : fail(p, values.join(' | '), v);
export const nullable =
  (shape: Shape): Shape =>
  (v, p) =>
    v === null ? null : shape(v, p);
/** An optional field: absent, or of the shape. */
export const undefOr =
  (shape: Shape): Shape =>
  (v, p) =>
    v === undefined ? null : shape(v, p);
export const arr =
  (shape: Shape): Shape =>
  (v, p) => {
    if (!Array.isArray(v)) return fail(p, 'an array', v);
    for (let i = 0; i < v.length; i++) {
      const problem = shape(v[i], `${p}[${i}]`);
      if (problem) return problem;
    }
    return null;
  };
export const obj =
  (fields: Record<string, Shape>): Shape =>
  (v, p) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return fail(p, 'an object', v);
    for (const [key, shape] of Object.entries(fields)) {
      const problem = shape((v as Record<string, unknown>)[key], `${p}.${key}`);
      if (problem) return problem;
    }
    return null;
  };
export const dict =
  (shape: Shape): Shape =>
  (v, p) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return fail(p, 'an object', v);
    for (const [key, value] of Object.entries(v)) {
      const problem = shape(value, `${p}.${key}`);
      if (problem) return problem;
    }
    return null;
  };
export const blob: Shape = (v, p) =>
  v && typeof v === 'object' && typeof (v as Blob).size === 'number' && typeof (v as Blob).slice === 'function'
    ? null
    : fail(p, 'a Blob', v);

/** The wire schema itself, strict: for adapters that hand the parsed wire value on unchanged. */
export const wire =
  (schema: AnySchema): Shape =>
  (v, p) => {
    try {
      schema.validateSync(v, { strict: true, abortEarly: true });
      return null;
    } catch (error) {
      return `${p || 'value'}: ${(error as Error).message}`;
    }
  };

export const option = obj({ id: str, label: str });
export const session = obj({ accessToken: str, refreshToken: str, userId: str });
export const serverMessage = obj({
  id: str,
  direction: literal('outbound', 'inbound'),
  body: str,
  date: str,
  author: str,
  clientId: nullable(str),
});
