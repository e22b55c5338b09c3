import type { HubIdentity } from './signalrConnection';
import { randomId } from './randomId';

/** A negotiated connection is kept this long for its socket to arrive, as ASP.NET does. */
const NEGOTIATE_TTL_MS = 60_000;

/** A negotiated connection waiting for its socket. */
export interface Reservation {
  connectionId: string;
  identity: HubIdentity;
  expiresAt: number;
}

/** The connections negotiated over HTTP, each waiting (for a while) for the one socket its token opens. */
export class SignalrReservations {
  private readonly byToken = new Map<string, Reservation>();

  /** Reserves a connection for `identity`; negotiate version 1 gives it a token apart from its id. */
  reserve(identity: HubIdentity, tokenDiffersFromId: boolean): { connectionId: string; connectionToken: string } {
    const now = Date.now();
    // Pruned lazily here instead of by a timer, so an idle hub holds no timers open.
    for (const [token, reservation] of this.byToken) {
      if (reservation.expiresAt <= now) this.byToken.delete(token);
    }
    const connectionId = randomId();
    const connectionToken = tokenDiffersFromId ? randomId() : connectionId;
    this.byToken.set(connectionToken, { connectionId, identity, expiresAt: now + NEGOTIATE_TTL_MS });
    return { connectionId, connectionToken };
  }

  /** A token opens one socket only: a reconnecting client negotiates again. */
  claim(token: string | null): Reservation | null {
    const reservation = token ? this.byToken.get(token) : undefined;
    if (!token || !reservation) return null;
    this.byToken.delete(token);
    return reservation.expiresAt > Date.now() ? reservation : null;
  }

  clear(): void {
    this.byToken.clear();
  }
}
