import { OverlayToaster, type Toaster } from '@blueprintjs/core';
import type { Notice, Notifier } from '@core/notifications/Notifier';
import { toastSlot } from './toastStack';

/** The global toaster of spec section 9: at most 3 at once, 5000 ms, bottom left. */
export const GLOBAL_TOASTS = { maxToasts: 3, timeout: 5000, position: 'bottom-left' } as const;

/**
 * Notifier on Blueprint's OverlayToaster, in the bottom slot of the fixed toast stack. The toaster is
 * created on first use (it is async in v6).
 */
export class BlueprintNotifier implements Notifier {
  private toaster: Promise<Toaster> | null = null;

  notify(notice: Notice): void {
    void this.ensureToaster().then((toaster) =>
      toaster.show({ message: notice.message, intent: notice.intent, timeout: GLOBAL_TOASTS.timeout }),
    );
  }

  dismissAll(): void {
    void this.toaster?.then((toaster) => toaster.clear());
  }

  private ensureToaster(): Promise<Toaster> {
    this.toaster ??= OverlayToaster.create(
      { position: GLOBAL_TOASTS.position, maxToasts: GLOBAL_TOASTS.maxToasts },
      { container: toastSlot('errors') },
    );
    return this.toaster;
  }
}
