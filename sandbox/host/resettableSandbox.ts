import { createSandbox, type Sandbox, type SandboxOptions } from '../contract/createSandboxApp';
import { SandboxState } from '../contract/SandboxState';

/** The Node host's sandbox: one handle whose world can be replaced by a fresh one. */
export interface ResettableSandbox extends Sandbox {
  /**
   * A fresh seeded world from now on: sessions, sent messages, verifications, planned faults and every
   * feature's state start over. What the host attached to the old state (its realtime servers, the
   * identity stand-ins) is attached again through `onFreshState`.
   */
  reset(): void;
  /** Runs for every fresh state, with the one it replaces. */
  onFreshState(attach: (fresh: SandboxState, previous: SandboxState) => void): void;
}

/**
 * The sandbox behind `npm start` and `vite preview`. One server can then serve many browser test files
 * one after another, each from the seeded world (the browser tests reset it before each file), and a
 * person trying the app can start over without restarting the server.
 */
export function resettableSandbox(options: SandboxOptions = {}): ResettableSandbox {
  let current = createSandbox(new SandboxState(), options);
  const attachments: Array<(fresh: SandboxState, previous: SandboxState) => void> = [];
  return {
    fetch: (request) => current.fetch(request),
    get state() {
      return current.state;
    },
    reset() {
      const previous = current.state;
      current = createSandbox(new SandboxState(), options);
      for (const attach of attachments) attach(current.state, previous);
    },
    onFreshState(attach) {
      attachments.push(attach);
    },
  };
}
