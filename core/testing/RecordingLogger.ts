import type { Logger } from '../logging/Logger';

/** A Logger for tests: keeps every warning with its details. */
export class RecordingLogger implements Logger {
  readonly warnings: { message: string; details?: Readonly<Record<string, string | number | boolean>> }[] = [];

  warn(message: string, details?: Readonly<Record<string, string | number | boolean>>): void {
    this.warnings.push(details ? { message, details } : { message });
  }
}
