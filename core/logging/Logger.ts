import { token } from '../shared/Token';

/**
 * Where the app writes what a developer may need and a technician need not see (a dropped event).
 * Callers pass names and counts only: never a token, a payload or personal data.
 */
export interface Logger {
  warn(message: string, details?: Readonly<Record<string, string | number | boolean>>): void;
}

export const LoggerToken = token<Logger>('core.logging.Logger');
