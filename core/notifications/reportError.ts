import { AppError, describeError } from '../shared/AppError';
import type { Notifier } from './Notifier';

/**
 * The one way a failure reaches the technician as a toast: errors the HTTP client already toasted
 * (with the server's message) are not repeated; a cancelled action (closed popup, aborted request)
 * is a warning, anything else an error. Never logged: messages may name accounts.
 */
export function reportError(notifier: Notifier, error: unknown): void {
  if (error instanceof AppError && error.reported) return;
  const intent = error instanceof AppError && error.kind === 'cancelled' ? 'warning' : 'danger';
  notifier.notify({ message: describeError(error), intent });
}
