import { useEffect, useRef, type RefObject } from 'react';

/** The attribute that marks where the focus goes when the work moves on (`focusNext()` sets it). */
export const FOCUS_NEXT_ATTRIBUTE = 'data-focus-next';

/**
 * Marks the element the focus goes to once the work moves on: the next field, or the result's heading (a heading or
 * a callout needs `tabIndex={-1}` to take the focus). Spread it: `<TextArea {...focusNext()} />`,
 * `<h3 tabIndex={-1} {...focusNext(sent)}>`. `leads` false marks nothing, so one element can lead only in some states.
 */
export function focusNext(leads = true): { [FOCUS_NEXT_ATTRIBUTE]?: true } {
  return leads ? { [FOCUS_NEXT_ATTRIBUTE]: true } : {};
}

const FIELD_TO_CORRECT = '[aria-invalid="true"]:not([disabled])';
const MARKED_NEXT = `[${FOCUS_NEXT_ATTRIBUTE}]:not([disabled])`;

/**
 * Focus moves with the work (one rule for every feature). Each time one of `steps` changes after the first render
 * (an action ended, a step of a form opened: pass values that change only on the technician's own actions, never on a
 * live update), the focus goes, inside the container, to:
 * 1. the first field marked `aria-invalid="true"`: the field to correct;
 * 2. else the first enabled element marked with `focusNext()`: the next field, or the result's heading;
 * 3. else the container itself, when it can take the focus (`tabIndex={-1}`).
 *
 * It is scrolled into view only as far as needed (a 320 px pod is usually scrolled), and a field reached from
 * elsewhere has its text selected, so a wrong value is replaced by typing. Focus that is already on the target stays
 * as it is. Opening a page (the first render, and StrictMode's second mount) moves nothing.
 *
 * Returns the container's ref; pass `container` to use a ref the component already has.
 */
export function useFocusFollowsWork<T extends HTMLElement>(
  steps: readonly unknown[],
  container?: RefObject<T | null>,
): RefObject<T | null> {
  const own = useRef<T | null>(null);
  const area = container ?? own;
  const seen = useRef<readonly unknown[]>(steps);
  useEffect(() => {
    const changed = steps.length !== seen.current.length || steps.some((step, i) => !Object.is(step, seen.current[i]));
    seen.current = steps;
    if (changed && area.current) moveFocusIn(area.current);
  }, steps); // eslint-disable-line react-hooks/exhaustive-deps -- the steps are the dependencies
  return area;
}

/** The rule's target inside `area`, focused and scrolled to (exported for the few places that move it by hand). */
export function moveFocusIn(area: HTMLElement): HTMLElement | null {
  const target =
    area.querySelector<HTMLElement>(FIELD_TO_CORRECT) ??
    area.querySelector<HTMLElement>(MARKED_NEXT) ??
    (area.tabIndex >= 0 || area.hasAttribute('tabindex') ? area : null);
  if (!target) return null;
  if (target.ownerDocument.activeElement === target && target.getAttribute('aria-invalid') !== 'true') return target;
  target.focus({ preventScroll: true });
  // 'nearest': scrolls only when the target is out of view.
  target.scrollIntoView?.({ block: 'nearest' });
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.select();
  return target;
}
