import type { Hono } from 'hono';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { FeatureSandboxHooks } from './FeatureSandboxHooks';
import type { SandboxEnv } from './sandboxEnv';
import type { SandboxState } from './SandboxState';

/**
 * A feature's part of the sandbox, kept in its folder (features/<id>/sandbox/) and listed once in
 * features/sandboxRegistry.ts: its contract routes (mounted under /api, behind the bearer check),
 * its console routes and JSON views (under /__sandbox) and its section of the console page.
 * Its state lives in `state.slot(key, create)`, so every sandbox (each jest test, each story) gets a fresh one.
 */
export interface FeatureSandbox extends FeatureSandboxHooks {
  /** e.g. 'smsMessaging' */
  id: string;
  api?: Hono<SandboxEnv>;
  /** API paths (without the /api prefix) answered without a bearer, e.g. a link an end user opens. */
  publicPaths?: readonly RegExp[];
  console?: Hono<SandboxEnv>;
  /** Its section of the console page (/__sandbox), escaped by hono's html tag. */
  consoleSection?(state: SandboxState): HtmlEscapedString | Promise<HtmlEscapedString>;
}
