import { OverlayToaster, type Toaster } from '@blueprintjs/core';
import type { Notice, Notifier } from '@core/notifications/Notifier';
import { GLOBAL_TOASTER } from '@core/toasts/toastPolicy';
import { toastSlot } from './toastStack';

/**
 * Notifier on Blueprint's OverlayToaster, in the bottom slot of the fixed toast stack. The toaster is
 * created on first use (it is async in v6).
 */
export class BlueprintNotifier implements Notifier {
  private toaster: Promise<Toaster> | null = null;

  notify(notice: Notice): void {
    void this.ensureToaster().then((toaster) =>
      toaster.show({ message: notice.message, intent: notice.intent, timeout: GLOBAL_TOASTER.timeoutMs }),
    );
  }

  dismissAll(): void {
    void this.toaster?.then((toaster) => toaster.clear());
  }

  private ensureToaster(): Promise<Toaster> {
    this.toaster ??= OverlayToaster.create(
      { position: GLOBAL_TOASTER.position, maxToasts: GLOBAL_TOASTER.maxToasts },
      { container: toastSlot('errors') },
    );
    return this.toaster;
  }
}
