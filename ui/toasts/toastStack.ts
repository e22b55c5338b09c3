import './toasts.css';

/** The two toasters' places: the shell's short-lived notices above, server errors at the bottom. */
export type ToastSlot = 'shell' | 'errors';

const SLOTS: readonly ToastSlot[] = ['shell', 'errors'];

/**
 * One fixed column at the bottom of the viewport that both toasters render into, so a success toast
 * ('Connection Established') is stacked next to a server error instead of covering it, and neither
 * scrolls away with a pod that is always scrolled at 320 px. Blueprint renders `OverlayToaster.create`
 * toasters inline (absolutely positioned against the page): the stack gives them a fixed frame.
 */
export function toastSlot(slot: ToastSlot, doc: Document = document): HTMLElement {
  let stack = doc.querySelector<HTMLElement>('.app-toast-stack');
  if (!stack) {
    stack = doc.createElement('div');
    stack.className = 'app-toast-stack';
    for (const name of SLOTS) {
      const place = doc.createElement('div');
      place.className = `app-toast-stack__slot app-toast-stack__slot--${name}`;
      place.dataset.toastSlot = name;
      stack.append(place);
    }
    doc.body.append(stack);
  }
  const place = stack.querySelector<HTMLElement>(`[data-toast-slot="${slot}"]`);
  if (!place) throw new Error(`toast slot ${slot} is missing`);
  return place;
}
