import type { AnySchema, InferType } from 'yup';
import { AppError } from '@core/shared/AppError';

/**
 * Checks a response body against its wire schema. A body that does not match becomes one clear
 * `malformed` error here, at the boundary, instead of an undefined deep inside a component.
 */
export function parseWire<S extends AnySchema>(schema: S, body: unknown, what: string): InferType<S> {
  try {
    return schema.validateSync(body, { abortEarly: true, stripUnknown: true }) as InferType<S>;
  } catch {
    // Not only yup's ValidationError: yup throws a TypeError of its own on a body with an own
    // `__proto__` key (found by tests/fault/malformedAnswers.test.ts). Whatever the body did, it is malformed.
    throw new AppError('malformed', `The server sent an unexpected answer for ${what}.`);
  }
}
