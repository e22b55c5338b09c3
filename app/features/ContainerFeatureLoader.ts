import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { FeatureLoader } from '@ui/features/FeatureLoader';
import type { FeatureBindings, FeatureModule, FeaturePageProps } from '@ui/features/FeatureModule';
import { bindAreaOnce } from '../bindings/Binder';

/**
 * Loads each feature's chunk once per container and binds its services before its page renders.
 * A failed load is forgotten, so "Try again" loads it again (e.g. a chunk lost in a deploy).
 */
export class ContainerFeatureLoader implements FeatureLoader {
  private readonly pages = new Map<string, Promise<ComponentType<FeaturePageProps>>>();

  constructor(private readonly container: Container) {}

  loadPage(module: FeatureModule): Promise<ComponentType<FeaturePageProps>> {
    let page = this.pages.get(module.id);
    if (!page) {
      page = module.load().then(({ Page, bindings }) => {
        if (bindings) bindFeatureOnce(this.container, module.id, bindings);
        return Page;
      });
      page.catch(() => this.pages.delete(module.id));
      this.pages.set(module.id, page);
    }
    return page;
  }
}

/**
 * A feature's own bindings, once per container: its page loading, a test or a story rendering the page
 * alone, all ask through here. A feature binds only its own tokens (shared services are the app's).
 */
export function bindFeatureOnce(container: Container, featureId: string, bindings: FeatureBindings): void {
  bindAreaOnce(container, `feature ${featureId}`, bindings);
}
