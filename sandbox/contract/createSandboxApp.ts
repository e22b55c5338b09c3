import { Hono } from 'hono';
import type { Contract } from '@contract/tools/Contract';
import { cors } from 'hono/cors';
import { featureSandboxes } from '@features/sandboxRegistry';
import { identityRoutes } from '../identity/identityRoutes';
import { notifyAnswerTaps } from './answerTaps';
import { apiRoutes } from './routes/apiRoutes';
import { consoleRoutes } from './routes/consoleRoutes';
import { contractGate } from './contractGate';
import { requireBearer } from './requireBearer';
import { takeApiFault } from './injection/injectionState';
import { errorBody, type SandboxEnv } from './sandboxEnv';
import { SANDBOX_API_PREFIX, SANDBOX_CONSOLE_PREFIX } from './sandboxPaths';
import { SandboxState } from './SandboxState';

// Kept here too: the hosts and tests import them with the sandbox.
export { SANDBOX_API_PREFIX, SANDBOX_CONSOLE_PREFIX };

export interface Sandbox {
  /** Web-standard handler: the Node host, MSW in jest and MSW in Storybook all call this. */
  fetch(request: Request): Promise<Response>;
  state: SandboxState;
}

export interface SandboxOptions {
  /**
   * Origins besides the sandbox's own that may call the API from a browser (CORS). Empty by default:
   * the app is served from the same origin, so a foreign page gets no CORS grant at all.
   */
  corsOrigins?: readonly string[];
  /**
   * The contract every API request is held to (400 `{message}` for one it does not allow). The Node
   * host and the jest server pass it; Storybook's in-browser sandbox has none and lets requests through.
   */
  contract?: Contract;
}

/** One implementation of the backend contract over a fresh seeded world. */
export function createSandbox(state: SandboxState = new SandboxState(), options: SandboxOptions = {}): Sandbox {
  const allowed = new Set(options.corsOrigins ?? []);
  const grant = cors({
    origin: (origin) => origin,
    allowHeaders: ['Authorization', 'Content-Type', 'X-Requested-With', 'X-SignalR-User-Agent'],
    credentials: true,
  });
  const api = new Hono<SandboxEnv>()
    // Only the sandbox's own origin and configured ones get any CORS header; others get none at all.
    .use('*', (c, next) => {
      const origin = c.req.header('Origin');
      return origin && (origin === new URL(c.req.url).origin || allowed.has(origin)) ? grant(c, next) : next();
    })
    .use(
      '*',
      requireBearer(
        SANDBOX_API_PREFIX,
        featureSandboxes.flatMap((feature) => feature.publicPaths ?? []),
      ),
    )
    // A failure planned from the console (/__sandbox/injection/api-faults) answers instead of the route.
    .use('*', async (c, next) => {
      const fault = takeApiFault(c.var.state, new URL(c.req.url).pathname);
      if (!fault) return next();
      return c.json(errorBody(fault.message), fault.status as 500);
    });
  if (options.contract) api.use('*', contractGate(options.contract, SANDBOX_API_PREFIX));
  for (const routes of apiRoutes) api.route('/', routes);
  for (const feature of featureSandboxes) if (feature.api) api.route('/', feature.api);

  const app = new Hono<SandboxEnv>()
    .use('*', async (c, next) => {
      c.set('state', state);
      c.set('features', featureSandboxes);
      await next();
    })
    .route(SANDBOX_API_PREFIX, api)
    .route(SANDBOX_CONSOLE_PREFIX, consoleRoutes)
    .route(SANDBOX_CONSOLE_PREFIX, identityRoutes);
  for (const feature of featureSandboxes) if (feature.console) app.route(SANDBOX_CONSOLE_PREFIX, feature.console);
  app
    .notFound((c) => c.json(errorBody(`The sandbox has no ${c.req.method} ${new URL(c.req.url).pathname}.`), 404))
    .onError((error, c) => {
      console.error('[sandbox]', error);
      return c.json(errorBody('The sandbox failed to answer this request.'), 500);
    });

  return {
    fetch: async (request) => {
      // Read before the app consumes the request: the taps judge the answer by its method and path.
      const asked = { method: request.method, url: request.url };
      const response = await app.fetch(request);
      notifyAnswerTaps(asked, response);
      return response;
    },
    state,
  };
}
