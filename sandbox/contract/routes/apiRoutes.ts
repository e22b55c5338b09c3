import type { Hono } from 'hono';
import type { SandboxEnv } from '../sandboxEnv';
import { authPusherRoutes } from '../../identity/authPusherRoutes';
import { duoApiRoutes } from '../../identity/duoRoutes';
import { msalApiRoutes } from '../../identity/msalRoutes';
import { googleApiRoutes } from '../../identity/googleRoutes';
import { commonRoutes } from './commonRoutes';
import { sessionRoutes } from './sessionRoutes';
import { userRoutes } from './userRoutes';

/** Every part of the contract, mounted under /api. A new area adds its file and a line here. */
export const apiRoutes: Hono<SandboxEnv>[] = [sessionRoutes, userRoutes, commonRoutes, googleApiRoutes, authPusherRoutes, duoApiRoutes, msalApiRoutes];
