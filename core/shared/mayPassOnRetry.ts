import { AppError } from './AppError';

/**
 * Whether the same call may succeed if tried again unchanged: no answer at all, or the server failing
 * (5xx, or a status it did not give). A refusal (4xx), an ended session or a cancel answers the same way
 * every time, so retrying it only adds load; an unknown error is not retried either.
 */
export function mayPassOnRetry(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'server' && (error.status === undefined || error.status >= 500);
}
