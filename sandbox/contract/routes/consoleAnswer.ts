import type { Context } from 'hono';

/** Whether a console action came from the console page's own HTML form (not a test's JSON call). */
export function fromConsoleForm(c: Context): boolean {
  return (c.req.header('content-type') ?? '').includes('form');
}

/**
 * A console action's answer: JSON for scripts and tests; for the console page's forms, back to the
 * console at the section the button was in (303: the browser follows with a GET).
 */
export function consoleAnswer(c: Context, body: object, section: string): Response {
  return fromConsoleForm(c) ? c.redirect(`/__sandbox#${section}`, 303) : c.json(body);
}
