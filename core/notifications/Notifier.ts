import { token } from '../shared/Token';

export type NoticeIntent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export interface Notice {
  message: string;
  intent: NoticeIntent;
}

/** Shows short messages (toasts) to the technician. */
export interface Notifier {
  notify(notice: Notice): void;
  /** Removes every toast on screen: a new attempt makes the failures of the last one stale. */
  dismissAll(): void;
}

export const NotifierToken = token<Notifier>('core.notifications.Notifier');
