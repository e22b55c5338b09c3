import type { Virtualizer } from '@tanstack/react-virtual';
import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { measureRowOnce, useFollowEdge, type FollowEdgeOptions } from './virtualRows';

/** The part of the virtualizer measureRowOnce reads: index attribute, keys, the size cache, the estimate. */
function fakeInstance(cached: Record<string, number>) {
  return {
    indexFromElement: (element: Element) => Number(element.getAttribute('data-index')),
    options: { getItemKey: (index: number) => `m${index}`, estimateSize: () => 64 },
    itemSizeCache: new Map(Object.entries(cached)),
  } as unknown as Virtualizer<HTMLDivElement, Element>;
}

function row(index: number): Element {
  const element = document.createElement('li');
  element.setAttribute('data-index', String(index));
  return element;
}

const entry = (blockSize: number) =>
  ({ borderBoxSize: [{ blockSize, inlineSize: 300 }] }) as unknown as ResizeObserverEntry;

describe('measureRowOnce', () => {
  it('a new row counts as its estimate when it mounts, and takes its laid-out size from the ResizeObserver', () => {
    const instance = fakeInstance({});
    expect(measureRowOnce(row(3), undefined, instance)).toBe(64);
    expect(measureRowOnce(row(3), entry(91.6), instance)).toBe(92);
  });

  it('a row measured before keeps its size when it mounts again, and when it is not laid out (size 0)', () => {
    const instance = fakeInstance({ m3: 120 });
    expect(measureRowOnce(row(3), undefined, instance)).toBe(120);
    expect(measureRowOnce(row(3), entry(0), instance)).toBe(120);
  });
});

/** A scroller whose height the test sets (jsdom has no layout). */
function List(props: FollowEdgeOptions & { height: { value: number } }) {
  const scroller = useRef<HTMLDivElement>(null);
  const onScroll = useFollowEdge(() => scroller.current, props);
  return (
    <div
      ref={(element) => {
        scroller.current = element;
        if (element && !Object.getOwnPropertyDescriptor(element, 'scrollHeight')) {
          let top = 0;
          Object.defineProperty(element, 'scrollHeight', { get: () => props.height.value });
          Object.defineProperty(element, 'clientHeight', { get: () => 300 });
          Object.defineProperty(element, 'scrollTop', {
            get: () => top,
            set: (value: number) => (top = Math.max(0, Math.min(value, props.height.value - 300))),
          });
        }
      }}
      data-testid="scroller"
      onScroll={onScroll}
    />
  );
}

describe('useFollowEdge', () => {
  it('follows the end as rows arrive and grow, and stops while the technician reads older messages', () => {
    const height = { value: 1000 };
    const { getByTestId, rerender } = render(<List edge="end" count={10} contentSize={1000} height={height} />);
    const scroller = getByTestId('scroller');
    expect(scroller.scrollTop).toBe(700);
    height.value = 1500; // a burst: more rows
    rerender(<List edge="end" count={20} contentSize={1500} height={height} />);
    expect(scroller.scrollTop).toBe(1200);
    height.value = 1600; // the new rows measured taller than estimated
    rerender(<List edge="end" count={20} contentSize={1600} height={height} />);
    expect(scroller.scrollTop).toBe(1300);
    scroller.scrollTop = 200; // the technician scrolls up
    fireEvent.scroll(scroller);
    height.value = 2000;
    rerender(<List edge="end" count={30} contentSize={2000} height={height} />);
    expect(scroller.scrollTop).toBe(200);
  });

  it('with always, a new row moves to the newest even when the technician scrolled away; newest first follows the top', () => {
    const height = { value: 1000 };
    const { getByTestId, rerender } = render(<List edge="end" count={10} contentSize={1000} height={height} always />);
    const scroller = getByTestId('scroller');
    scroller.scrollTop = 100;
    fireEvent.scroll(scroller);
    rerender(<List edge="end" count={11} contentSize={1000} height={height} always />);
    expect(scroller.scrollTop).toBe(700);
    rerender(<List edge="start" count={11} contentSize={1000} height={height} always />);
    expect(scroller.scrollTop).toBe(0);
  });
});
