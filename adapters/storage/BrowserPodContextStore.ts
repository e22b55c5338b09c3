import { emptyPodContext, type PodContext, type PodContextStore } from '@core/session/PodContext';

const KEYS: Record<keyof PodContext, string> = {
  psa: 'psa',
  psaId: 'psaId',
  ticketId: 'ticketId',
  screen: 'screen',
  returnPath: 'returnPath',
};

/** Keeps the pod context in session storage: per tab, like the PSA iframe it came from. */
export class BrowserPodContextStore implements PodContextStore {
  constructor(private readonly storage: Storage) {}

  read(): PodContext {
    const context = { ...emptyPodContext };
    for (const field of Object.keys(KEYS) as (keyof PodContext)[]) context[field] = this.storage.getItem(KEYS[field]);
    return context;
  }

  update(patch: Partial<PodContext>): void {
    for (const [field, value] of Object.entries(patch) as [keyof PodContext, string | null | undefined][]) {
      if (value == null) this.storage.removeItem(KEYS[field]);
      else this.storage.setItem(KEYS[field], value);
    }
  }

  clear(): void {
    for (const key of Object.values(KEYS)) this.storage.removeItem(key);
  }
}
