import { seedWorld } from '../world/seedWorld';
import type { SandboxTenant, SandboxUser, World } from '../world/World';
import { RecordingRealtime, type SandboxRealtime } from './SandboxRealtime';

interface IssuedSession {
  userId: string;
  refreshToken: string;
}

/** Everything the sandbox backend remembers: the world and the sessions it issued. */
export class SandboxState {
  readonly world: World;
  /** The realtime servers; the Node host swaps in real sockets. */
  realtime: SandboxRealtime = new RecordingRealtime();
  private readonly sessions = new Map<string, IssuedSession>();
  private readonly slots = new Map<string, unknown>();

  constructor(world: World = seedWorld()) {
    this.world = world;
  }

  issueSession(userId: string): { accessToken: string; refreshToken: string; userId: string } {
    const accessToken = `sbx.${randomId()}`;
    const refreshToken = `sbr.${randomId()}`;
    this.sessions.set(accessToken, { userId, refreshToken });
    return { accessToken, refreshToken, userId };
  }

  /** The user behind a bearer token, or null when the token is unknown or was expired. */
  userForToken(accessToken: string | null | undefined): SandboxUser | null {
    if (!accessToken) return null;
    const session = this.sessions.get(accessToken);
    return session ? (this.world.users.find((u) => u.id === session.userId) ?? null) : null;
  }

  /** Ends every issued session (the console's "expire sessions", to try a 401 mid-session). */
  expireAllSessions(): number {
    const count = this.sessions.size;
    this.sessions.clear();
    return count;
  }

  /** A feature's own state in this sandbox, created from the world on first use. */
  slot<T>(key: string, create: (world: World) => T): T {
    if (!this.slots.has(key)) this.slots.set(key, create(this.world));
    return this.slots.get(key) as T;
  }

  findUserByEmail(email: string): SandboxUser | null {
    const wanted = email.trim().toLowerCase();
    return this.world.users.find((u) => u.email === wanted) ?? null;
  }

  tenantOf(user: SandboxUser): SandboxTenant {
    const tenant = this.world.tenants.find((t) => t.id === user.tenantId);
    if (!tenant) throw new Error(`sandbox world has no tenant ${user.tenantId}`);
    return tenant;
  }
}

function randomId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}
