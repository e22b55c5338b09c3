import type { SessionService } from '@core/session/SessionService';
import { token } from '@core/shared/Token';
import type { User, UserApi } from '@core/user/User';
import { LatestRequest, type RequestState } from '../common/LatestRequest';

/** The signed-in technician, loaded once per session and emptied when the session ends. */
export class CurrentUserStore {
  private readonly request = new LatestRequest<User>();
  /** The request under way and whose it is: concurrent callers for the same user share it. */
  private loading: { userId: string; done: Promise<void> } | null = null;

  constructor(
    private readonly users: UserApi,
    private readonly sessions: SessionService,
  ) {
    sessions.onDidEnd(() => this.clear());
  }

  get user(): User | null {
    return this.request.value;
  }

  get state(): RequestState {
    return this.request.state;
  }

  get error(): string | null {
    return this.request.error;
  }

  /** Loads the user for the stored user id; concurrent callers share one request. */
  load(): Promise<void> {
    const userId = this.sessions.current()?.userId;
    if (!userId) return Promise.resolve();
    if (this.user?.id === userId) return Promise.resolve();
    if (this.loading?.userId === userId) return this.loading.done;
    const loading = { userId, done: this.fetch(userId) };
    this.loading = loading;
    return loading.done;
  }

  /** The session ended: forget the user, and a request still on its way cannot bring them back. */
  clear(): void {
    this.loading = null;
    this.request.clear();
  }

  private async fetch(userId: string): Promise<void> {
    try {
      await this.request.load(() => this.users.getUser(userId));
    } finally {
      if (this.loading?.userId === userId) this.loading = null;
    }
  }
}

export const CurrentUserStoreToken = token<CurrentUserStore>('ui.session.CurrentUserStore');
