import { useEffect, useRef } from 'react';

/**
 * After a submit that validation refused, the cursor goes to the first field that says what is wrong (in the
 * order the form shows them), so a keyboard or screen-reader user lands on the error instead of the page body.
 * `refusals` counts the refused submits: each new count moves the focus once, after the errors rendered and
 * once the form is no longer `busy` (a disabled field cannot take the focus).
 */
export function useFocusFirstInvalid<T extends HTMLElement>(refusals: number, busy = false) {
  const form = useRef<T>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (busy || refusals === handled.current) return;
    handled.current = refusals;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, busy]);
  return form;
}
