import { token } from '../shared/Token';

export type NoticeIntent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export interface Notice {
  message: string;
  intent: NoticeIntent;
}

/** Shows short messages (toasts) to the technician. */
export interface Notifier {
  notify(notice: Notice): void;
}

export const NotifierToken = token<Notifier>('core.notifications.Notifier');
