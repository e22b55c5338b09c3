import type { Hono } from 'hono';
import type { SandboxEnv } from '../sandboxEnv';
import { authPusherRoutes } from '../../identity/authPusherRoutes';
import { duoApiRoutes } from '../../identity/duoRoutes';
import { msalApiRoutes } from '../../identity/msalRoutes';
import { googleApiRoutes } from '../../identity/googleRoutes';
import { commonRoutes } from './commonRoutes';
import { podLookupRoutes } from './podLookupRoutes';
import { psaContactRoutes } from './psaContactRoutes';
import { companyPolicyRoutes } from './companyPolicyRoutes';
import { pricePlanRoutes } from './pricePlanRoutes';
import { sessionRoutes } from './sessionRoutes';
import { userRoutes } from './userRoutes';
import { phoneNumberRoutes } from './phoneNumberRoutes';

/** Every part of the contract, mounted under /api. A new area adds its file and a line here;
 * a feature's routes come from features/sandboxRegistry.ts. */
export const apiRoutes: Hono<SandboxEnv>[] = [
  sessionRoutes,
  userRoutes,
  commonRoutes,
  podLookupRoutes,
  psaContactRoutes,
  pricePlanRoutes,
  companyPolicyRoutes,
  phoneNumberRoutes,
  googleApiRoutes,
  authPusherRoutes,
  duoApiRoutes,
  msalApiRoutes,
];
