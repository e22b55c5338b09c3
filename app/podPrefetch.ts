import { matchPath } from 'react-router-dom';
import { psaDescriptors } from '@adapters/psa/registry';
import { sharedGet } from '@adapters/http/sharedGet';
import { POD_RECORD_REQUEST } from '@adapters/http/podRecordRequest';
import { podLookupPath } from '@core/psa/podLookupPath';
import { podRoutePath } from '@core/psa/podRoutePath';
import { readPodQuery } from '@core/psa/podQuery';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { PodContextStoreToken } from '@core/session/PodContext';
import { podContextAt } from '@core/session/podContextAt';
import { SessionStoreToken } from '@core/session/Session';
import { SharedRequestsToken } from '@core/shared/SharedRequests';
import type { ServiceLocator } from '@ui/services/ServiceContext';
import { HttpClientToken } from '@adapters/http/HttpClientToken';

const ignore = () => undefined;

/**
 * Starts what a pod's first screen needs the moment its route matches, in parallel with the route's
 * chunks, so the record does not wait for them: the technician, the plan and the record. The answers wait
 * in the pod's shared requests, where the shell and the pod page pick them up instead of asking again. On
 * the address the app was opened at, the pod's boot script (scripts/deploy/podBootScript.ts) has already
 * sent these calls, and the company's verification settings once the record named the company: the HTTP
 * client answers from them (adapters/http/earlyAnswers.ts). Without a session nothing is asked: the guard
 * sends the visitor to sign in. Either way the pod is remembered first (the pod context).
 */
export function prefetchPod(services: ServiceLocator, descriptor: PsaDescriptor, psaId: string, url: URL): boolean {
  // Where the technician is, first: any of these calls may answer 401 (an expired session) before the
  // pod page or its guard has rendered, and in a fresh tab (a PSA's iframe: empty session storage)
  // nothing else would remember the ticket to come back to after signing in.
  services.get(PodContextStoreToken).update(podContextAt(descriptor.type, psaId, url.pathname, url.search));
  const session = services.get(SessionStoreToken).read();
  if (!session?.userId || !session.accessToken) return false;
  const requests = services.get(SharedRequestsToken);
  const http = services.get(HttpClientToken);
  // One scope per technician and pod URL: another pod (or user) starts afresh.
  requests.enter(`${session.userId} ${url.pathname}${url.search}`);
  const get = (path: string) => sharedGet(http, requests, path);
  get(`User/${encodeURIComponent(session.userId)}`).catch(ignore);
  get('PricePlan/myPlan').catch(ignore);
  const { ticketId, screen } = readPodQuery(url.searchParams);
  if (!ticketId) return true;
  sharedGet(http, requests, podLookupPath(descriptor, psaId, screen, ticketId), POD_RECORD_REQUEST).catch(ignore);
  return true;
}

/**
 * The prefetch for the address the app was opened at, called before the router starts, so the pod's
 * requests leave ahead of the route's chunk requests and of the first render (the route's loader,
 * which also serves later navigations, then finds them in flight). Says whether it asked.
 */
export function prefetchPodAt(services: ServiceLocator, url: URL): boolean {
  for (const descriptor of psaDescriptors) {
    for (const variant of descriptor.variants) {
      const match = matchPath(`/${podRoutePath(descriptor.slug, variant)}`, url.pathname);
      if (match) return prefetchPod(services, descriptor, match.params.psaId ?? '', url);
    }
  }
  return false;
}
