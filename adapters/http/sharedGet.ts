import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { SharedRequests } from '@core/shared/SharedRequests';

/** The key of a GET: its path under the API base, without a leading slash (`/X` and `X` are one resource). */
export const getKey = (path: string): string => path.replace(/^\//, '');

type Reuse = 'read' | 'take';

function getVia(
  reuse: Reuse,
  http: AxiosInstance,
  requests: SharedRequests | undefined,
  path: string,
  config?: AxiosRequestConfig,
): Promise<AxiosResponse> {
  const key = getKey(path);
  const load = () => http.get(key, config);
  return requests ? requests[reuse](key, load) : load();
}

/**
 * GET through the pod's shared requests (core/shared/SharedRequests): one request per resource while
 * the pod is open, whoever asks first (the route's prefetch, the shell, a feature). Without
 * `requests` (tests that build an adapter alone) it is a plain GET.
 */
export const sharedGet = (
  http: AxiosInstance,
  requests: SharedRequests | undefined,
  path: string,
  config?: AxiosRequestConfig,
) => getVia('read', http, requests, path, config);

/**
 * GET that takes a prefetched answer once (SharedRequests.take): for what the page reads once and
 * may refresh later (the record, the user, the plan), so a refresh is never answered from the prefetch.
 */
export const takeGet = (
  http: AxiosInstance,
  requests: SharedRequests | undefined,
  path: string,
  config?: AxiosRequestConfig,
) => getVia('take', http, requests, path, config);

/** GET CompanyVerificationSettings/{psaId}/company/{companyId}: read by the policies banner and End User Verification. */
export const companyVerificationSettingsPath = (psaId: string, companyId: string): string =>
  `CompanyVerificationSettings/${encodeURIComponent(psaId)}/company/${encodeURIComponent(companyId)}`;
