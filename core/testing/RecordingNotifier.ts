import type { Notice, Notifier } from '../notifications/Notifier';

/** A Notifier for tests: keeps every notice in order. */
export class RecordingNotifier implements Notifier {
  readonly notices: Notice[] = [];
  notify(notice: Notice): void {
    this.notices.push(notice);
  }
  /** How many times the toasts on screen were dismissed. */
  dismissals = 0;
  dismissAll(): void {
    this.dismissals += 1;
  }
  messages(): string[] {
    return this.notices.map((n) => n.message);
  }
}
