import type { Notifier } from '../../../core/notifications/Notifier';
import { AppError, describeError } from '../../../core/shared/AppError';

/** The HTTP layer has already toasted the server's message; everything else is said here, once. */
export function reportUnlessToasted(notifier: Notifier, error: unknown): void {
  if (!(error instanceof AppError && error.reported)) notifier.notify({ message: describeError(error), intent: 'danger' });
}
