import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { FeatureLoader } from '@ui/features/FeatureLoader';
import type { FeatureBindings, FeatureModule, FeaturePageProps, LoadedFeature } from '@ui/features/FeatureModule';
import { bindAreaOnce } from '../bindings/Binder';

/**
 * Loads each feature's chunk once per container and binds its services before its page renders.
 * A failed load is forgotten, so "Try again" loads it again (e.g. a chunk lost in a deploy).
 */
export class ContainerFeatureLoader implements FeatureLoader {
  private readonly chunks = new Map<string, Promise<LoadedFeature>>();

  constructor(private readonly container: Container) {}

  async loadPage(module: FeatureModule): Promise<ComponentType<FeaturePageProps>> {
    return (await this.load(module)).Page;
  }

  async loadWatcher(module: FeatureModule): Promise<ComponentType<FeaturePageProps> | null> {
    return (await this.load(module)).Watcher ?? null;
  }

  /** The chunk once, its bindings bound before anything of it renders. */
  private load(module: FeatureModule): Promise<LoadedFeature> {
    let chunk = this.chunks.get(module.id);
    if (!chunk) {
      chunk = module.load().then((loaded) => {
        if (loaded.bindings) bindFeatureOnce(this.container, module.id, loaded.bindings);
        return loaded;
      });
      chunk.catch(() => this.chunks.delete(module.id));
      this.chunks.set(module.id, chunk);
    }
    return chunk;
  }
}

/**
 * A feature's own bindings, once per container: its page loading, a test or a story rendering the page
 * alone, all ask through here. A feature binds only its own tokens (shared services are the app's).
 */
export function bindFeatureOnce(container: Container, featureId: string, bindings: FeatureBindings): void {
  bindAreaOnce(container, `feature ${featureId}`, bindings);
}
