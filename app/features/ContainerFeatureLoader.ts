import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { Bind } from '@core/shared/Bind';
import type { FeatureLoader } from '@ui/features/FeatureLoader';
import type { FeatureModule, FeaturePageProps } from '@ui/features/FeatureModule';
import { bindAreaOnce, bindOn } from '../bindings/Binder';

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
        if (bindings) bindAreaOnce(this.container, `feature:${module.id}`, bindings, bindUnbound(this.container));
        return Page;
      });
      page.catch(() => this.pages.delete(module.id));
      this.pages.set(module.id, page);
    }
    return page;
  }
}

/**
 * Binds only what is not bound yet: a test or story may have bound the feature's services (or
 * doubles of them) before its page loads, and a second binding would make every lookup ambiguous.
 */
export function bindUnbound(container: Container): Bind {
  const bind = bindOn(container);
  return {
    provide: (id, factory) => void (container.isBound(id) || bind.provide(id, factory)),
    constant: (id, value) => void (container.isBound(id) || bind.constant(id, value)),
  };
}
