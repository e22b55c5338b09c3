/** Which fields to copy: each field's name in the source, with its name in the result. */
export type FieldNames<S> = { readonly [F in keyof S]?: string };

/** The fields `names` lists, under their names in the result, each optional (absent where the source had none). */
export type PresentFields<S, M extends FieldNames<S>> = {
  [F in keyof M & keyof S as M[F] extends string ? M[F] : never]?: NonNullable<S[F]>;
};

/**
 * The fields of `source` that `names` lists, each under its name in the result and only where it is set (not
 * null, undefined or empty): a verification's optional call fields are written only where present, in the pod's
 * record, on the wire and in the sandbox's history alike, so an older backend's record and a new one read the same.
 */
export function presentFields<S extends object, const M extends FieldNames<S>>(
  source: S,
  names: M,
): PresentFields<S, M> {
  const present = Object.entries(names as Record<string, string>).flatMap(([from, to]) => {
    const value: unknown = source[from as keyof S];
    return value ? [[to, value] as const] : [];
  });
  return Object.fromEntries(present) as PresentFields<S, M>;
}

/** The same fields named the other way round (a table from the record's names to the wire's read back). */
export function reversed<const M extends Readonly<Record<string, string>>>(names: M): { [F in keyof M as M[F]]: F } {
  return Object.fromEntries(Object.entries(names).map(([from, to]) => [to, from])) as { [F in keyof M as M[F]]: F };
}

/** The fields under the same names in the result (the keys of a table). */
export function sameNames<const M extends Readonly<Record<string, string>>>(names: M): { [F in keyof M]: F } {
  return Object.fromEntries(Object.keys(names).map((name) => [name, name])) as { [F in keyof M]: F };
}
