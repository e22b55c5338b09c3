import type { ManualClock } from '@core/testing/ManualClock';
import type { Sandbox } from '@sandbox/contract/createSandboxApp';
import type { PusherServer } from '@sandbox/realtime/pusherServer';
import type { setupServer } from 'msw/node';

/**
 * What tests/conformance/strictModeLive.test.tsx hands each feature's check: the whole app in jsdom
 * (StrictMode at the root) against a fresh sandbox, its Pusher server on a real socket, and a clock
 * only the test moves (so what shows was brought by the live path, not by a poll).
 */
export interface RemountKit {
  readonly sandbox: Sandbox;
  readonly pusher: PusherServer;
  readonly clock: ManualClock;
  /** The MSW server in front of the sandbox: its events show which requests the page made. */
  readonly server: ReturnType<typeof setupServer>;
  /** Signs the sandbox user in, opens the pod in the whole app and, for a feature id, its page from the sidebar (ready). */
  openPod(
    userId: string,
    podUrl: string,
    feature?: string,
  ): Promise<{ app: { container: HTMLElement }; nav: HTMLElement }>;
  /** A console route's JSON answer (/__sandbox/...), inside act(). */
  consolePost<T = unknown>(path: string, body?: unknown): Promise<T>;
  consoleGet<T>(path: string): Promise<T>;
}

/**
 * A feature's page opened after StrictMode's mount, unmount and mount, and what it does live afterwards
 * (or, without a live path, what its store keeps doing): the remounted store works, the first one stopped.
 */
export type AfterRemount = (kit: RemountKit) => Promise<void>;
