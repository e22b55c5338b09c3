import type { SandboxState } from '../contract/SandboxState';
import { randomId } from '../realtime/randomId';

/** Prefix of the sign-in relay's channels (the SPA reads the issued name as is). */
export const RELAY_CHANNEL_PREFIX = 'private-auth-';
/** An issued channel that nobody used for this long is forgotten; the pod itself waits 5 minutes. */
const LIFETIME_MS = 10 * 60_000;

/** Who may join one issued channel, and with which key. */
interface IssuedRelay {
  channel: string;
  /** The waiting window's key: returned only in the answer to the call that issued the channel. */
  ownerKey: string;
  ownerSocket: string;
  /** The signing-in page's key, once one page has joined; a second page is refused. */
  signerKey: string | null;
  signerSocket: string | null;
  expiresAt: number;
}

export type RelayRole = 'owner' | 'signer';

/**
 * The sign-in relay's channels, as a real backend must keep them: the backend chooses the channel
 * name (256 random bits), remembers the caller it issued it to (a key only that caller got, and its
 * socket), lets exactly one signing-in page join, and signs subscriptions only for those two keys.
 */
export class RelayChannels {
  private readonly issued = new Map<string, IssuedRelay>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The waiting window asks for a channel for its socket. */
  issue(socketId: string): { channel: string; key: string } {
    this.forgetExpired();
    const relay: IssuedRelay = {
      channel: `${RELAY_CHANNEL_PREFIX}${randomId(32)}`,
      ownerKey: randomId(32),
      ownerSocket: socketId,
      signerKey: null,
      signerSocket: null,
      expiresAt: this.now() + LIFETIME_MS,
    };
    this.issued.set(relay.channel, relay);
    return { channel: relay.channel, key: relay.ownerKey };
  }

  /** The signing-in page joins a channel it was handed; only the first page may. */
  join(channel: string, socketId: string): { key: string } | 'unknown' | 'taken' {
    this.forgetExpired();
    const relay = this.issued.get(channel);
    if (!relay) return 'unknown';
    if (relay.signerKey) return 'taken';
    relay.signerKey = randomId(32);
    relay.signerSocket = socketId;
    return { key: relay.signerKey };
  }

  /**
   * Which role a subscription request is for, or null to refuse it: the channel must have been issued
   * and the key must be the one issued for it. A key holder's new socket (after a reconnect) is
   * remembered in place of the old one.
   */
  authorize(channel: string, key: string, socketId: string): RelayRole | null {
    this.forgetExpired();
    const relay = this.issued.get(channel);
    if (!relay || !key) return null;
    if (sameKey(relay.ownerKey, key)) {
      relay.ownerSocket = socketId;
      return 'owner';
    }
    if (relay.signerKey && sameKey(relay.signerKey, key)) {
      relay.signerSocket = socketId;
      return 'signer';
    }
    return null;
  }

  /** Issued channels and their sockets, for the console and tests (never the keys). */
  list(): Array<{ channel: string; ownerSocket: string; signerSocket: string | null; expiresAt: string }> {
    this.forgetExpired();
    return [...this.issued.values()].map((r) => ({
      channel: r.channel,
      ownerSocket: r.ownerSocket,
      signerSocket: r.signerSocket,
      expiresAt: new Date(r.expiresAt).toISOString(),
    }));
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [channel, relay] of this.issued) if (relay.expiresAt <= now) this.issued.delete(channel);
  }
}

/** Compares in time independent of where the keys differ. */
function sameKey(expected: string, actual: string): boolean {
  if (expected.length !== actual.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ actual.charCodeAt(i);
  return difference === 0;
}

const perState = new WeakMap<SandboxState, RelayChannels>();

/** One registry per sandbox world, so each test's fresh sandbox starts with none issued. */
export function relayChannelsOf(state: SandboxState): RelayChannels {
  let channels = perState.get(state);
  if (!channels) perState.set(state, (channels = new RelayChannels()));
  return channels;
}
