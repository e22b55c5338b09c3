import { useLayoutEffect, useRef } from 'react';

/**
 * Runs an entry route's one-time work (store the session, pick the destination) before the page
 * paints, exactly once even under StrictMode's double effects. The work must end with a navigation
 * that replaces the current history entry, so the tokens in the address bar are gone from history too.
 */
export function useCleanEntry(work: () => void): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    work();
    // The work is read once from the first render on purpose: later renders see the cleaned URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
