import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable the toast column starts after (ui/toasts/toasts.css). */
export const TOASTS_LEFT_EDGE = '--app-toasts-left';

/**
 * Keeps every toast clear of an element on the left edge of the page (the sidebar): the toast column is
 * fixed to the viewport and appended to <body>, so it cannot see the sidebar's width, which changes with
 * the viewport (10%, 36 to 75 px), when the sidebar expands, and when it lies over the page under 600 px.
 * The element's right edge, read whenever its size changes, becomes the column's left edge.
 */
export function useToastsClearOf(element: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const root = node.ownerDocument.documentElement;
    const follow = () => root.style.setProperty(TOASTS_LEFT_EDGE, `${Math.ceil(node.getBoundingClientRect().right)}px`);
    follow();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(TOASTS_LEFT_EDGE);
    const observer = new ResizeObserver(follow);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOASTS_LEFT_EDGE);
    };
  }, [element]);
}
