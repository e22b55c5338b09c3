import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeError } from '@features/api/core';
import type { VerificationContext } from '../core/VerificationContext';
import type { VerificationService } from '../core/VerificationService';
import type { VerificationSettings } from '../core/VerificationSettings';

/** The settings that apply to the panel's company: loading, loaded or failed (with a retry). */
export class VerificationSettingsStore {
  settings: VerificationSettings | null = null;
  state: 'loading' | 'ready' | 'failed' = 'loading';
  error: string | null = null;
  private request = 0;

  constructor(private readonly service: VerificationService) {
    makeObservable(this, { settings: observableRef, state: observable, error: observable });
  }

  /** Loads for a context; only the latest request counts (the context may change meanwhile). */
  async load(context: VerificationContext): Promise<void> {
    const request = ++this.request;
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
    });
    try {
      const settings = await this.service.loadSettings(context);
      if (request !== this.request) return;
      runInAction(() => {
        this.settings = settings;
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
      });
    }
  }
}
