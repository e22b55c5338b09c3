import type { Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';

/**
 * A row's size for the virtualizer without a forced layout: read synchronously as each new row mounted
 * and again after every scroll correction, 1,000 live events in a second spent most of their time in
 * layout. A row is measured once, by the ResizeObserver the virtualizer puts on it: its entry carries
 * the laid-out size, read in the browser's own layout pass for all new rows at once. Until then (the
 * mount itself) a new row counts as its estimate, and a row already measured keeps its cached size. A
 * row not laid out (size 0) keeps what it had, so rows never collapse into a resize loop.
 */
export function measureRowOnce<E extends Element>(
  element: E,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, E>,
): number {
  const index = instance.indexFromElement(element);
  const known = instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
  const laidOut = entry?.borderBoxSize?.[0]?.blockSize;
  return laidOut ? Math.round(laidOut) : known;
}

/** Within this distance of the followed edge the list counts as "at the newest message". */
const EDGE_SLACK_PX = 120;

export interface FollowEdgeOptions {
  /** Where the newest message is: the bottom ('end', oldest first) or the top ('start', newest first). */
  edge: 'start' | 'end';
  /** The number of rows: when it (or `edge`) changes, the list moves to the edge (if following, or when `always`). */
  count: number;
  /** The list's height (the virtualizer's total size): it grows as new rows are measured. */
  contentSize: number;
  /** Move to the newest on every new row even after the technician scrolled away. @default false */
  always?: boolean;
}

/**
 * Keeps a virtualized list at its newest edge: one scroll per commit (the frame batching makes that
 * one per frame during a burst), written directly rather than through the virtualizer's
 * `scrollToIndex`, whose read-back of the scroll height after every write forced a layout each time.
 * It follows while the technician is at the edge; reading older messages is not interrupted (unless
 * `always`). `scroller` gives the scrolling element (read when needed); returns its scroll handler.
 */
export function useFollowEdge(
  scroller: () => HTMLElement | null,
  { edge, count, contentSize, always = false }: FollowEdgeOptions,
): () => void {
  const following = useRef(true);
  const lastJump = useRef('');
  const written = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller();
    // A new row or the order toggled: with `always`, move to the newest whatever was being read.
    const jump = `${edge}:${count}`;
    const jumped = lastJump.current !== jump;
    lastJump.current = jump;
    if (!element || !(following.current || (always && jumped))) return;
    element.scrollTop = edge === 'start' ? 0 : element.scrollHeight;
    written.current = element.scrollTop;
    following.current = true;
    // Not on every render: the virtualizer re-renders on each scroll, and a technician scrolling away
    // must not be pulled back before the scroll handler has noted it. `scroller` is a fresh getter
    // each render that reads the same element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edge, count, contentSize, always]);
  return () => {
    const element = scroller();
    if (!element) return;
    // Our own write's scroll event arrives a frame later, when the list may have grown again: it is
    // still "following", not the technician scrolling away.
    const ours = written.current !== null && Math.abs(element.scrollTop - written.current) < 1;
    const atEdge =
      edge === 'start'
        ? element.scrollTop < EDGE_SLACK_PX
        : element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_SLACK_PX;
    following.current = ours || atEdge;
    if (!ours) written.current = null;
  };
}
