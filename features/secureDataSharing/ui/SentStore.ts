import { token } from '@features/api/core';
import { LatestRequest, type PageStoreFactory } from '@features/api/ui';
import type { RequestScope, SentItem } from '../core/SecureData';
import type { SecureDataApi } from '../core/SecureDataApi';

/**
 * The links and requests sent from the ticket (or to the contact), with where each went and whether the contact
 * opened it (docs/decisions/170). Loaded when the page opens and again whenever the page's poll sees a change.
 */
export class SentStore {
  readonly list = new LatestRequest<SentItem[]>();

  constructor(
    private readonly api: SecureDataApi,
    private readonly scope: RequestScope,
  ) {}

  get items(): SentItem[] {
    return this.list.value ?? [];
  }

  item(id: string): SentItem | undefined {
    return this.items.find((item) => item.id === id);
  }

  start(): void {
    void this.load();
  }

  dispose(): void {
    this.list.cancel();
  }

  load(): Promise<boolean> {
    return this.list.load((signal) => this.api.sent(this.scope, signal));
  }
}

/** Makes the Sent list's store for one ticket (or contact) (bound in bindings.ts; the page asks usePageStore). */
export const SentStoreFactoryToken = token<PageStoreFactory<RequestScope, SentStore>>(
  'features.secureDataSharing.SentStoreFactory',
);
