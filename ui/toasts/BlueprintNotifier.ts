import { OverlayToaster, type Toaster } from '@blueprintjs/core';
import type { Notice, Notifier } from '../../core/notifications/Notifier';

/** The global toaster of spec section 9: at most 3 at once, 5000 ms, bottom left. */
export const GLOBAL_TOASTS = { maxToasts: 3, timeout: 5000, position: 'bottom-left' } as const;

/** Notifier on Blueprint's OverlayToaster. The toaster is created on first use (it is async in v6). */
export class BlueprintNotifier implements Notifier {
  private toaster: Promise<Toaster> | null = null;

  notify(notice: Notice): void {
    this.toaster ??= OverlayToaster.create({
      position: GLOBAL_TOASTS.position,
      maxToasts: GLOBAL_TOASTS.maxToasts,
      usePortal: true,
    });
    void this.toaster.then((toaster) =>
      toaster.show({ message: notice.message, intent: notice.intent, timeout: GLOBAL_TOASTS.timeout }),
    );
  }
}
