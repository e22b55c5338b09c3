/** How often a burst emits its next batch. */
const TICK_MS = 10;

/**
 * Calls `emit(0..count-1)` spread evenly over `withinMs` (batches every 10 ms), resolving once all
 * were emitted: the console's bursts (many realtime events in a short time) for load and drop tests.
 */
export async function spreadOver(count: number, withinMs: number, emit: (index: number) => void): Promise<void> {
  const ticks = Math.max(1, Math.floor(withinMs / TICK_MS));
  const perTick = Math.ceil(count / ticks);
  for (let index = 0; index < count;) {
    const end = Math.min(count, index + perTick);
    for (; index < end; index++) emit(index);
    if (index < count) await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
}

/** Reads a burst's `{count, withinMs, prefix}` with limits (at most 10,000 events, 60 s). */
export function burstOptions(body: Record<string, unknown>): { count: number; withinMs: number; prefix: string } {
  const count = Math.min(Math.max(Math.floor(Number(body.count ?? 100)) || 0, 1), 10_000);
  const withinMs = Math.min(Math.max(Math.floor(Number(body.withinMs ?? 1000)) || 0, 0), 60_000);
  const prefix = typeof body.prefix === 'string' && body.prefix ? body.prefix.slice(0, 100) : 'Burst message';
  return { count, withinMs, prefix };
}
