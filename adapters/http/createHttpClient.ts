import axios, { AxiosError, type AxiosInstance } from 'axios';
import { AppError } from '@core/shared/AppError';
import { EARLY_CALLS_GLOBAL } from './earlyCallsGlobal';

export interface HttpClientOptions {
  baseURL: string;
  /** Read on every request, so a token stored after start-up is used at once. */
  getAccessToken(): string | null;
  /** A 401 from anything but POST /Token: the session is over. */
  onUnauthorized(): void;
  /** Any other failure the technician should hear about (spec section 8: the response's message). */
  onError(message: string): void;
}

/** Marks a request whose failure the caller reports itself (no toast). */
declare module 'axios' {
  interface AxiosRequestConfig {
    silent?: boolean;
  }
}

/**
 * The config of a call whose failure the page says in place (a form's alert, a message's "Not sent", a
 * callout beside the button): the client does not toast the same words a second time.
 */
export const SAID_IN_PLACE = { silent: true } as const;

const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** The one axios instance every HTTP adapter shares. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    withCredentials: false,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
  // On a page where the pod's boot script started calls, a GET it already made is answered from it, once, instead of
  // being sent again. The handoff loads only there (a pod opened with a session), out of the sign-in route's scripts.
  if (EARLY_CALLS_GLOBAL in globalThis) {
    const send = client.defaults.adapter;
    client.defaults.adapter = (config) => import('./earlyAnswers').then((handoff) => handoff.answerEarly(config, send));
  }

  // Synchronous: the request leaves in the caller's task (a pod route's prefetch sends its calls at once).
  client.interceptors.request.use(
    (config) => {
      const token = options.getAccessToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    },
    undefined,
    { synchronous: true },
  );

  client.interceptors.response.use(undefined, (error: unknown) => {
    const appError = toAppError(error);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    if (appError.kind === 'unauthorized' && !isTokenEndpoint(config?.url)) {
      options.onUnauthorized();
      return Promise.reject(markReported(appError));
    }
    if (appError.kind !== 'cancelled' && !config?.silent) {
      options.onError(appError.message);
      return Promise.reject(markReported(appError));
    }
    return Promise.reject(appError);
  });

  return client;
}

/** /Token answers 401 for a wrong password: that is a sign-in failure, not an expired session. */
function isTokenEndpoint(url: string | undefined): boolean {
  return !!url && /^\/?token(\?|$)/i.test(url);
}

function markReported(error: AppError): AppError {
  return new AppError(error.kind, error.message, error.status, true);
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (axios.isCancel(error)) return new AppError('cancelled', 'The request was cancelled.');
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ERR_CANCELED) return new AppError('cancelled', 'The request was cancelled.');
    const response = error.response;
    if (!response) return new AppError('network', NETWORK_MESSAGE);
    const message =
      messageOf(response.data) ?? `The request failed (${response.status} ${response.statusText}).`.replace(' )', ')');
    return new AppError(response.status === 401 ? 'unauthorized' : 'server', message, response.status);
  }
  return new AppError('network', error instanceof Error ? error.message : NETWORK_MESSAGE);
}

/** Longest server message shown as is: a toast or a callout must stay readable in a 320 px pod. */
export const MAX_SERVER_MESSAGE = 300;

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data)
    return readableServerMessage((data as { message: unknown }).message);
  return null;
}

/** A server's `message` as a person can read it: trimmed, and cut short when it runs on (null when there is none). */
export function readableServerMessage(message: unknown): string | null {
  if (typeof message !== 'string' || !message.trim()) return null;
  const text = message.trim();
  return text.length > MAX_SERVER_MESSAGE ? `${text.slice(0, MAX_SERVER_MESSAGE - 1).trimEnd()}…` : text;
}
