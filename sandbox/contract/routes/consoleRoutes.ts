import { Hono } from 'hono';
import { realtimeConsoleRoutes } from './realtimeConsoleRoutes';
import { injectionConsoleRoutes } from '../injection/injectionConsoleRoutes';
import type { SandboxEnv } from '../sandboxEnv';
import { consoleAnswer } from './consoleAnswer';
import { consolePage } from './consolePage';
import { worldSummary } from './worldSummary';

export { firstContactPerPsa, firstTicketPerPsa, worldSummary, type WorldSummary } from './worldSummary';

/** The sandbox console (/__sandbox) and its JSON views. Values are escaped by hono's html tag. */
export const consoleRoutes = new Hono<SandboxEnv>()
  .get('/world', (c) => c.json(worldSummary(c.var.state)))
  .post('/sessions/expire', (c) => consoleAnswer(c, { expired: c.var.state.expireAllSessions() }, 'sessions'))
  .route('/', realtimeConsoleRoutes)
  .route('/', injectionConsoleRoutes)
  .get('/', (c) => c.html(consolePage(worldSummary(c.var.state), c.var.state)));
