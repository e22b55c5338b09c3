import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable the toast column starts after (ui/toasts/toasts.css). */
export const TOASTS_LEFT_EDGE = '--app-toasts-left';
/** The CSS variable a narrow pod's toast column starts below (ui/toasts/toasts.css). */
export const TOASTS_TOP_EDGE = '--app-toasts-top';

/**
 * Keeps every toast clear of an element at an edge of the page: the toast column is fixed to the viewport and
 * appended to <body>, so it cannot see the element's size, which changes with the viewport and the element's state.
 * - `left` (the sidebar: 10%, 36 to 75 px, wider when expanded, over the page under 600 px): the element's right edge
 *   becomes the column's left edge.
 * - `top` (the top bar with the technician's name, Company Policies and Help): the element's bottom edge on the page
 *   becomes the top of a narrow pod's column, which sits at the top (decision 166), so no toast covers those controls.
 * Each is read again whenever the element's size changes.
 */
export function useToastsClearOf(element: RefObject<HTMLElement | null>, edge: 'left' | 'top' = 'left'): void {
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const root = node.ownerDocument.documentElement;
    const variable = edge === 'left' ? TOASTS_LEFT_EDGE : TOASTS_TOP_EDGE;
    const follow = () => {
      const box = node.getBoundingClientRect();
      const at = edge === 'left' ? box.right : box.bottom + (node.ownerDocument.defaultView?.scrollY ?? 0);
      root.style.setProperty(variable, `${Math.ceil(at)}px`);
    };
    follow();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(variable);
    const observer = new ResizeObserver(follow);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [element, edge]);
}
