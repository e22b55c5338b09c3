import type { Notifier } from '../notifications/Notifier';
import { token } from '../shared/Token';

/**
 * The shell's own toaster (spec section 9, second reading: at most 2, 1 under 400 px, 2000 ms, no
 * duplicates). Hub connection toasts and 'Copied to clipboard' go here; server errors go to the
 * global Notifier.
 */
export const ShellNotifierToken = token<Notifier>('core.toasts.ShellNotifier');
