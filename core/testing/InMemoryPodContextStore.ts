import { emptyPodContext, type PodContext, type PodContextStore } from '../session/PodContext';

/** A PodContextStore for tests. */
export class InMemoryPodContextStore implements PodContextStore {
  private context: PodContext;
  constructor(initial: Partial<PodContext> = {}) {
    this.context = { ...emptyPodContext, ...initial };
  }
  read(): PodContext {
    return { ...this.context };
  }
  update(patch: Partial<PodContext>): void {
    this.context = { ...this.context, ...patch };
  }
  clear(): void {
    this.context = { ...emptyPodContext };
  }
}
