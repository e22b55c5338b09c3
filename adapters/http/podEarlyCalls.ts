// Relative imports: the build's config (scripts/vite/podBootPlugin.ts) loads this file without the path aliases.
import type { PodScreen } from '../../core/psa/podQuery';
import { podLookupPath } from '../../core/psa/podLookupPath';
import { podRoutePath } from '../../core/psa/podRoutePath';
import type { PsaDescriptor } from '../../core/psa/PsaDescriptor';
import { psaDescriptors } from '../psa/registry';
import { SESSION_KEYS } from '../storage/BrowserSessionStore';
import { EARLY_CALLS_GLOBAL } from './earlyCallsGlobal';
import { companyVerificationSettingsPath } from './sharedGet';

/**
 * What the pod's boot script (scripts/deploy/podBootScript.ts) needs to start a pod's first calls before the app's
 * scripts have loaded: the same calls app/podPrefetch.ts makes, written out as data at build time (the build puts it
 * in the document as JSON), so the script's text, and its hash in the policy, stay the same whatever the PSAs.
 * Paths are templates under the API base with `(psaId)`, `(id)`, `(userId)` and `(companyId)` for the values, each
 * URL-encoded by the script: encodeURIComponent leaves parentheses alone, so a template passes through the
 * lookups' own encoding unchanged.
 */
export interface PodEarlyCalls {
  /** The window property the calls wait in for the app's HTTP client (adapters/http/earlyAnswers.ts). */
  global: string;
  /** The API's base URL, as the app's config reads it (no trailing slash). */
  api: string;
  /** The local-storage keys of the session's access token and user id (adapters/storage). */
  session: { token: string; userId: string };
  /** GET User/{id}: the technician. */
  user: string;
  /** GET PricePlan/myPlan: the plan. */
  plan: string;
  /** The company's verification settings, started once the record names its company. */
  settings: string;
  /** Each PSA's pod routes with its record lookups. */
  pods: PodEarlyRoutes[];
}

export interface PodEarlyRoutes {
  /** The PSA's pod routes: regular expressions of the path, their one group the psaId. */
  routes: string[];
  /** The lookup for each screen a pod URL can ask for (the PSA's fallback screen already applied). */
  lookups: Record<PodScreen, string>;
}

const SCREENS: readonly PodScreen[] = ['ticket', 'project_ticket', 'contact'];

/**
 * A route path (`pod/{slug}/:psaId`) as react-router's matchPath reads it: the whole path, any case, trailing
 * slashes allowed, psaId one segment.
 */
export function routePattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^/${escaped.replace(':psaId', '([^/]+)')}/*$`;
}

function routesOf(descriptor: PsaDescriptor): PodEarlyRoutes {
  return {
    routes: descriptor.variants.map((variant) => routePattern(podRoutePath(descriptor.slug, variant))),
    lookups: Object.fromEntries(
      SCREENS.map((screen) => [screen, podLookupPath(descriptor, '(psaId)', screen, '(id)')]),
    ) as Record<PodScreen, string>,
  };
}

/** The table for a build whose API is at `apiUrl` (the app's config.apiUrl), from the registered PSAs. */
export function podEarlyCalls(apiUrl: string, psas: readonly PsaDescriptor[] = psaDescriptors): PodEarlyCalls {
  return {
    global: EARLY_CALLS_GLOBAL,
    api: apiUrl.replace(/\/+$/, ''),
    session: { token: SESSION_KEYS.accessToken, userId: SESSION_KEYS.userId },
    user: 'User/(userId)',
    plan: 'PricePlan/myPlan',
    settings: companyVerificationSettingsPath('(psaId)', '(companyId)'),
    pods: psas.map(routesOf),
  };
}

/** The table as the text of a `<script type="application/json">`: no `<` that could close the element. */
export function podEarlyCallsJson(table: PodEarlyCalls): string {
  return JSON.stringify(table).replace(/</g, '\\u003c');
}
