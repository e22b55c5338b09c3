import { Hono } from 'hono';
import type { SandboxEnv } from '../contract/sandboxEnv';
import { duoRoutes } from './duoRoutes';
import { googleRoutes } from './googleRoutes';
import { ssoRoutes } from './ssoRoutes';

/** The stand-in identity providers' pages, under /__sandbox. A new provider adds a line here. */
export const identityRoutes = new Hono<SandboxEnv>()
  .route('/', ssoRoutes)
  .route('/', googleRoutes)
  .route('/', duoRoutes);
