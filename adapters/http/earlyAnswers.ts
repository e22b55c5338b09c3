import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { EARLY_CALLS_GLOBAL } from './earlyCallsGlobal';

/** A response as the boot script read it: the body as text, as XMLHttpRequest gives it to axios. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

/** One call the boot script started before the app's scripts ran. */
export interface EarlyCall {
  method: string;
  /** Absolute URL. */
  url: string;
  /** The Authorization header it was sent with. */
  authorization: string;
  /** Rejects when the call could not reach the server. */
  answer: Promise<EarlyAnswer>;
}

/** The calls the boot script left in the page (none outside a browser, or on a page it did not start any). */
export function earlyCallsOfPage(): EarlyCall[] {
  const calls = (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  return Array.isArray(calls) ? (calls as EarlyCall[]) : [];
}

/** Removes and returns the call with this method, absolute URL and Authorization, if one is waiting. */
export function takeEarlyCall(
  calls: EarlyCall[],
  method: string,
  url: string,
  authorization: string,
): EarlyCall | null {
  const index = calls.findIndex(
    (call) =>
      call.method.toUpperCase() === method.toUpperCase() && call.url === url && call.authorization === authorization,
  );
  return index < 0 ? null : calls.splice(index, 1)[0]!;
}

/** The request's absolute URL as XMLHttpRequest sends it (base URL, path and params). */
function absoluteUrl(config: InternalAxiosRequestConfig): string | null {
  const base = (globalThis as { location?: { href: string } }).location?.href;
  if (!base) return null;
  try {
    return new URL(axios.getUri(config), base).href;
  } catch {
    return null;
  }
}

/** The answer as the XHR adapter would give it: a response, or an AxiosError for a status outside validateStatus. */
function responseOf(answer: EarlyAnswer, config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: answer.statusText,
    headers: AxiosHeaders.from(answer.headers),
    config,
    request: null,
  };
  const valid = !config.validateStatus || config.validateStatus(answer.status);
  if (valid) return Promise.resolve(response);
  const code = answer.status >= 400 && answer.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
  return Promise.reject(
    new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response),
  );
}

/**
 * Answers a request from the boot script's call for the same method, URL and Authorization, once (a later request
 * for the same resource goes to the server), and otherwise sends it with `adapter` (axios's own adapter setting).
 * An early call that failed to reach the server is asked again: the app then says what failed, as usual. axios's own
 * steps (JSON parsing, the response interceptors: a 401 ends the session) run on the answer alike.
 */
export function answerEarly(
  config: InternalAxiosRequestConfig,
  adapter: AxiosRequestConfig['adapter'],
  calls: EarlyCall[] = earlyCallsOfPage(),
): Promise<AxiosResponse> {
  const send = () => axios.getAdapter(adapter, config)(config);
  const url = absoluteUrl(config);
  const authorization = String(AxiosHeaders.from(config.headers).get('Authorization') ?? '');
  const early = url ? takeEarlyCall(calls, config.method ?? 'get', url, authorization) : null;
  if (!early) return send();
  return early.answer.then((answer) => responseOf(answer, config), send);
}
