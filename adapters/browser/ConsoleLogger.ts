import type { Logger } from '@core/logging/Logger';

/** The Logger port on the browser console (developer tools). Callers pass names and counts only. */
export class ConsoleLogger implements Logger {
  constructor(private readonly console: Pick<Console, 'warn'>) {}

  warn(message: string, details?: Readonly<Record<string, string | number | boolean>>): void {
    if (details) this.console.warn(`[tech-addon] ${message}`, details);
    else this.console.warn(`[tech-addon] ${message}`);
  }
}
