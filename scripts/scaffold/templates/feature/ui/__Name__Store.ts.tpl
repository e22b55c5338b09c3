import { token, type FeaturePodContext } from '@features/api/core';
import { LatestRequest, type PageStoreFactory } from '@features/api/ui';
import type { __Name__Api, __Name__Item } from '../core/__Name__Api';

/**
 * __title__'s page store: the pod contact's items, loaded when the page opens and again on Refresh (only
 * the latest answer counts). start() and dispose() are safe to repeat: StrictMode mounts a page twice.
 */
export class __Name__Store {
  readonly items = new LatestRequest<__Name__Item[]>();

  constructor(
    private readonly api: __Name__Api,
    private readonly pod: FeaturePodContext,
  ) {}

  start(): void {
    void this.reload();
  }

  dispose(): void {
    this.items.cancel();
  }

  /** Loads the contact's items again; false when the pod has no contact (or a newer load superseded it). */
  reload(): Promise<boolean> {
    const { psaId, contact } = this.pod;
    if (!psaId || !contact) return Promise.resolve(false);
    return this.items.load((signal) => this.api.items(psaId, contact.id, signal));
  }
}

/** Made by the page with usePageStore (bindings.ts binds the factory). */
export const __Name__StoreFactoryToken = token<PageStoreFactory<FeaturePodContext, __Name__Store>>('features.__id__.__Name__StoreFactory');
