import { ShellNotifierToken } from '@features/api/core';
import { useService } from '@features/api/ui';
import { copyText } from './copyText';

/** Spec section 8: a copy that worked says 'Copied to clipboard'. */
export const COPIED = 'Copied to clipboard';

export interface CopyOptions {
  /** Said where the copy was asked for instead of the warning toast (e.g. beside a field the page selects). */
  onRefused?: () => void;
}

/** Copies text to the clipboard and says so; a refused copy asks the technician to copy by hand. Resolves true when copied. */
export function useCopy(): (text: string, options?: CopyOptions) => Promise<boolean> {
  const toasts = useService(ShellNotifierToken);
  return async (text, options = {}) => {
    const copied = await copyText(text);
    // Never echo the text: it may be a secret.
    if (copied) toasts.notify({ message: COPIED, intent: 'success' });
    else if (options.onRefused) options.onRefused();
    else toasts.notify({ message: 'Copying is blocked here. Select the text and copy it by hand.', intent: 'warning' });
    return copied;
  };
}
