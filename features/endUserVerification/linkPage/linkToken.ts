/** Where the page keeps the token for this tab once it left the address bar (a reload still works). */
const KEY = 'verifyLink.token';

/** The few members of Location, History and Storage the token needs (a test passes its own). */
export interface TokenPlace {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState'>;
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * Takes the token from the fragment (`/verify#<token>`, never sent to a server) and removes it from the
 * address bar at once, so it is not in the history, a bookmark or a screenshot of the address. Kept in
 * this tab's session storage so a reload of the page still knows it. Null when there is none.
 */
export function takeLinkToken({ location, history, storage }: TokenPlace): string | null {
  const fromHash = location.hash.replace(/^#/, '').trim();
  const store = safe(storage);
  if (fromHash) {
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    try {
      store?.setItem(KEY, fromHash);
    } catch {
      // Storage refused: the token lives in this page's memory only (a reload then needs the link again).
    }
    return /^[A-Za-z0-9_-]{16,200}$/.test(fromHash) ? fromHash : null;
  }
  const kept = store?.getItem(KEY) ?? null;
  return kept && /^[A-Za-z0-9_-]{16,200}$/.test(kept) ? kept : null;
}

function safe(storage: TokenPlace['storage']): ReturnType<TokenPlace['storage']> {
  try {
    return storage();
  } catch {
    return null;
  }
}
