/**
 * Calls `wake` when a connection that failed may now succeed: the page became visible again (a laptop
 * woke up, a hidden PSA tab was shown) or the browser says the network is back. Returns the
 * unsubscribe function.
 */
export function browserWakeUps(
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  wake: () => void,
): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') wake();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('online', wake);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('online', wake);
  };
}
