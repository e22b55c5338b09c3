import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { VerificationReportStore } from './VerificationReportStore';

/**
 * The report's printing in the browser: once Print has laid out the whole filter, the browser's print opens;
 * Ctrl+P (Cmd+P) prints the same way instead of the browser printing the screen; printed from the browser's menu
 * (no time to load anything), the document holds the rows on screen so far and says so.
 */
export function usePrint(store: VerificationReportStore): void {
  const ready = !!store.printed && store.printAsked;
  useEffect(() => {
    if (!ready) return;
    store.printStarted();
    // The effect runs after the commit: every row of the document is in the page when the browser lays it out.
    window.print();
  }, [store, ready]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'p') return;
      event.preventDefault();
      void store.startPrint();
    };
    // The browser lays the page out for print right after this event: the document must be in it by then.
    const beforePrint = () => flushSync(() => store.printFromMenu());
    const afterPrint = () => store.afterPrint();
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, [store]);
}
