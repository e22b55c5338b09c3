import type { UserEvent } from '@testing-library/user-event';

/**
 * Tabs from wherever the focus is, as a keyboard user does, until `target` has the focus; fails, naming where the
 * focus was, when `limit` presses of Tab never reach it (the control is out of the tab order).
 */
export async function tabTo(user: UserEvent, target: HTMLElement, limit = 60): Promise<void> {
  for (let i = 0; i < limit && target.ownerDocument.activeElement !== target; i++) await user.tab();
  if (target.ownerDocument.activeElement !== target) {
    throw new Error(
      `Tab never reached ${describeFocus(target)}; the focus is on ${describeFocus(target.ownerDocument.activeElement)}`,
    );
  }
}

/** A keyboard-only press: Tab to the control, then Enter (a button, a link, a submit). */
export async function pressWithKeyboard(user: UserEvent, target: HTMLElement): Promise<void> {
  await tabTo(user, target);
  await user.keyboard('{Enter}');
}

/** Where the focus is, in words a failed expectation can show: its role or tag, and its name or text. */
export function describeFocus(element: Element | null): string {
  if (!element) return 'nothing';
  const name =
    element.getAttribute('aria-label') ??
    (element.id ? element.ownerDocument.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
    element.textContent?.trim().slice(0, 60);
  return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> ${name ?? ''}`.trim();
}
