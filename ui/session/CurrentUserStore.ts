import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { SessionService } from '@core/session/SessionService';
import { describeError } from '@core/shared/AppError';
import { token } from '@core/shared/Token';
import type { User, UserApi } from '@core/user/User';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** The signed-in technician, loaded once per session and emptied when the session ends. */
export class CurrentUserStore {
  user: User | null = null;
  state: LoadState = 'idle';
  error: string | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly users: UserApi,
    private readonly sessions: SessionService,
  ) {
    makeObservable(this, { user: observableRef, state: observable, error: observable, clear: action });
    sessions.onDidEnd(() => this.clear());
  }

  /** Loads the user for the stored user id; concurrent callers share one request. */
  load(): Promise<void> {
    const userId = this.sessions.current()?.userId;
    if (!userId) return Promise.resolve();
    if (this.user?.id === userId) return Promise.resolve();
    this.loading ??= this.fetch(userId).finally(() => (this.loading = null));
    return this.loading;
  }

  clear(): void {
    this.user = null;
    this.state = 'idle';
    this.error = null;
  }

  private async fetch(userId: string): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
    });
    try {
      const user = await this.users.getUser(userId);
      runInAction(() => {
        this.user = user;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
      });
    }
  }
}

export const CurrentUserStoreToken = token<CurrentUserStore>('ui.session.CurrentUserStore');
