import { OverlayToaster, type Toaster } from '@blueprintjs/core';
import type { Notice, Notifier } from '@core/notifications/Notifier';
import { toastSlot } from './toastStack';
import { mayShowToast, shellToasterSettings, type ToasterSettings } from '@core/toasts/toastPolicy';

/** Where the shell toaster reads the pod width from. */
export interface ShellToasterHost {
  width(): number;
}

/**
 * The shell's toaster on Blueprint (settings from core/toasts/toastPolicy): one OverlayToaster per
 * distinct setting, so a pod resized across 400 px gets its own. All of them render in the upper slot
 * of the fixed toast stack, above the server errors, never over them.
 */
export class ShellToaster implements Notifier {
  private readonly toasters = new Map<string, Promise<Toaster>>();
  private readonly onScreen: string[] = [];

  constructor(private readonly host: ShellToasterHost) {}

  notify(notice: Notice): void {
    const settings = shellToasterSettings(this.host.width());
    if (!mayShowToast(settings, this.onScreen, notice.message)) return;
    this.onScreen.push(notice.message);
    void this.toasterFor(settings).then((toaster) =>
      toaster.show({
        message: notice.message,
        intent: notice.intent,
        timeout: settings.timeoutMs,
        onDismiss: () => {
          const index = this.onScreen.indexOf(notice.message);
          if (index >= 0) this.onScreen.splice(index, 1);
        },
      }),
    );
  }

  dismissAll(): void {
    for (const toaster of this.toasters.values()) void toaster.then((t) => t.clear());
  }

  private toasterFor(settings: ToasterSettings): Promise<Toaster> {
    const key = `${settings.position}/${settings.maxToasts}`;
    let toaster = this.toasters.get(key);
    if (!toaster) {
      toaster = OverlayToaster.create(
        { position: settings.position, maxToasts: settings.maxToasts },
        { container: toastSlot('shell') },
      );
      this.toasters.set(key, toaster);
    }
    return toaster;
  }
}
