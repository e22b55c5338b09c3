import { LatestRequest } from '@features/api/ui';
import type { VerificationContext } from '../core/VerificationContext';
import type { VerificationService } from '../core/VerificationService';
import type { VerificationSettings } from '../core/VerificationSettings';

/** The settings that apply to the panel's company: loading, loaded or failed (with a retry). */
export class VerificationSettingsStore {
  private readonly request = new LatestRequest<VerificationSettings>();

  constructor(private readonly service: VerificationService) {}

  get settings(): VerificationSettings | null {
    return this.request.value;
  }

  /** Loading until the first answer: the panel shows its spinner from the first frame. */
  get state(): 'loading' | 'ready' | 'failed' {
    return this.request.state === 'idle' ? 'loading' : this.request.state;
  }

  get error(): string | null {
    return this.request.error;
  }

  /** Loads for a context; only the latest request counts (the context may change meanwhile). */
  async load(context: VerificationContext): Promise<void> {
    await this.request.load(() => this.service.loadSettings(context));
  }
}
