import type { AxiosInstance } from 'axios';
import type { AnySchema } from 'yup';
import type { Shape } from './domainShape';

/**
 * One HTTP call the app makes, driven through its real adapter over the app's axios client.
 * Each feature lists its own (features/<id>/testing/calls.ts); tests/fault/calls/allCalls.ts joins them with the shared ones.
 */
export interface CallCase {
  /** `Adapter.method`, as the report names it. */
  readonly name: string;
  /** The schema a successful body is checked against (what the generated bodies are read from). */
  readonly wire: AnySchema | null;
  /** What a resolved call must hand back. */
  readonly domain: Shape;
  /** The adapter swallows every failure by design and resolves to this fallback (e.g. typing notices). */
  readonly fallback?: Shape;
  /** Failures are not toasted by the HTTP client: the caller reports them (or stays quiet on purpose). */
  readonly silent?: boolean;
  /** Called before there is a session (sign-in, its settings): not part of the signed-in app's 401 table. */
  readonly beforeSignIn?: boolean;
  /** Answers with these statuses are read by the adapter and reported by its screen, not toasted by the client. */
  readonly silentStatuses?: readonly number[];
  /** A 401 here is a refused sign-in (wrong password), not the end of a session: toasted, session kept. */
  readonly unauthorizedIsRefusedSignIn?: boolean;
  /** The adapter reads a null or missing body as `{}` (documented leniency, e.g. "no overrides"). */
  readonly missingBodyIsEmptyObject?: boolean;
  /** The call reads the body as bytes, not JSON (file downloads). */
  readonly binary?: boolean;
  /** Runs the call; `signal` is passed where the adapter takes one. */
  run(http: AxiosInstance, signal?: AbortSignal): Promise<unknown>;
  /** True when `run` hands the signal to the request (so an aborted signal must end in 'cancelled'). */
  readonly takesSignal?: boolean;
}
