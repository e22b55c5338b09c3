import type { Bind, Resolve } from '@core/shared/Bind';
import type { Token } from '@core/shared/Token';

interface Entry {
  owner: string;
  build: (get: Resolve) => unknown;
  built?: { value: unknown };
}

/**
 * The services every page needs (session, HTTP, sign-in, theme, the PSA registry), built without the
 * Inversify container, so the sign-in route does not carry it. Each is made once, on first use, from its
 * area's binder (the same `Bind` the container's areas use); the container, loaded later, adopts these
 * same instances (`adoptStartupServices` in app/container.ts), so there is one of each.
 */
export class StartupServices {
  private readonly entries = new Map<symbol, Entry>();
  // Until the container adopts them, a service's dependencies come from here; then through the container,
  // so a test's `container.rebind()` reaches a start-up service not built yet, as it did in the container.
  private dependencies: Resolve = (id) => this.get(id);

  /** Binds on these services as `owner` (an area's name); a token bound twice is an error naming both. */
  bindAs(owner: string): Bind {
    const add = (id: symbol, build: Entry['build']) => {
      const first = this.entries.get(id);
      if (first) throw new Error(`${id.description} is bound twice: by ${first.owner} and by ${owner}.`);
      this.entries.set(id, { owner, build });
    };
    return {
      provide: (id, factory) => add(id, factory),
      constant: (id, value) => add(id, () => value),
    };
  }

  has(id: symbol): boolean {
    return this.entries.has(id);
  }

  get<T>(id: Token<T>): T {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`${id.description} is not a start-up service: it is bound once the container loads.`);
    entry.built ??= { value: entry.build(this.dependencies) };
    return entry.built.value as T;
  }

  /** Each token with the area that bound it, for the container to adopt. */
  owners(): [symbol, string][] {
    return [...this.entries].map(([id, entry]) => [id, entry.owner]);
  }

  /** From now on the services not built yet take their dependencies from `resolve` (the container). */
  resolveThrough(resolve: Resolve): void {
    this.dependencies = resolve;
  }
}
