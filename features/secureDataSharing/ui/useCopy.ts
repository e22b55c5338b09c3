import { ShellNotifierToken } from '@features/api/core';
import { useService } from '@features/api/ui';

/** Spec section 8: a copy that worked says 'Copied to clipboard'. */
export const COPIED = 'Copied to clipboard';

/** Copies text to the clipboard and says so; a blocked clipboard asks the technician to copy by hand. */
export function useCopy(): (text: string) => Promise<void> {
  const toasts = useService(ShellNotifierToken);
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toasts.notify({ message: COPIED, intent: 'success' });
    } catch {
      // Never echo the text: it may be a secret.
      toasts.notify({ message: 'Copying is blocked here. Select the text and copy it by hand.', intent: 'warning' });
    }
  };
}
