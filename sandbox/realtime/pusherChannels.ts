/** Which sockets are subscribed to which channels. Generic so it holds any socket handle. */
export class ChannelRegistry<S> {
  private readonly members = new Map<string, Set<S>>();

  /** Adds the socket to the channel (idempotent). */
  add(channel: string, socket: S): void {
    const set = this.members.get(channel) ?? new Set<S>();
    set.add(socket);
    this.members.set(channel, set);
  }

  /** Removes the socket from the channel; empty channels disappear. */
  remove(channel: string, socket: S): void {
    const set = this.members.get(channel);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.members.delete(channel);
  }

  /** Removes the socket from every channel, e.g. when it disconnects. */
  removeEverywhere(socket: S): void {
    for (const channel of [...this.members.keys()]) this.remove(channel, socket);
  }

  /** True when the socket is subscribed to the channel. */
  has(channel: string, socket: S): boolean {
    return this.members.get(channel)?.has(socket) ?? false;
  }

  /** A snapshot of the channel's subscribers. */
  subscribers(channel: string): S[] {
    return [...(this.members.get(channel) ?? [])];
  }

  /** Channels with at least one subscriber. */
  list(): Array<{ name: string; subscribers: number }> {
    return [...this.members].map(([name, set]) => ({ name, subscribers: set.size }));
  }
}
