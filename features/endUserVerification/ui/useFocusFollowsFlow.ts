import { useEffect, useRef, type RefObject } from 'react';
import type { VerificationFlow } from './verificationFlow';

/**
 * Keyboard focus follows the verification flow: after each step the element the new state marks with
 * `data-flow-focus` (the code field after a send or a wrong code, Resend once the code is dead, the
 * result after verifying, Cancel while waiting, the send button after starting over) takes the focus
 * and scrolls into view, instead of the focus dropping to the page when the clicked button goes away.
 * Not on the first render: opening a pod does not move the technician's focus. A lock arriving moves it
 * too (the button it was on may just have been disabled: Start over is then the way on).
 */
export function useFocusFollowsFlow(
  panel: RefObject<HTMLElement | null>,
  flow: VerificationFlow,
  locked: boolean,
): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = panel.current?.querySelector<HTMLElement>('[data-flow-focus]:not([disabled])');
    if (!target) return;
    target.focus({ preventScroll: true });
    // 'nearest': scrolls only when the target is out of view (an iframe pod at 320 px usually is).
    target.scrollIntoView?.({ block: 'nearest' });
    if (target instanceof HTMLInputElement) target.select();
  }, [panel, flow, locked]);
}
