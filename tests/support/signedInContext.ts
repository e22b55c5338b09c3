import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A sandbox technician as a test signs them in (every password is `sandbox`; Max Factor needs his MFA code). */
export interface Technician {
  email: string;
  mfaCode?: string;
}

export const TESS: Technician = { email: 'tech@sandbox.test' };
export const MAX: Technician = { email: 'mfa@sandbox.test', mfaCode: '246810' };

/** The tokens the app keeps in local storage after signing in (the sandbox's own sign-in answer). */
export interface StoredSession {
  token: string;
  refreshToken: string;
  userId: string;
}

/** Signs `who` in through the sandbox's own sign-in call, as the sign-in form does. */
export async function sessionOf(baseUrl: string, who: Technician): Promise<StoredSession> {
  const path = who.mfaCode ? '/api/User/MultiFactorLogin' : '/api/Token';
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: who.email, password: 'sandbox', mfaCode: who.mfaCode }),
  });
  if (!response.ok) throw new Error(`signing ${who.email} in: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { accessToken: string; refreshToken: string; userId: string };
  return { token: session.accessToken, refreshToken: session.refreshToken, userId: session.userId };
}

/**
 * Signs `who` in for every page the context opens next, as after the sign-in form: the session comes from the
 * sandbox's own sign-in calls and is put where the app keeps it.
 */
export async function signInContext(context: BrowserContext, baseUrl: string, who: Technician): Promise<void> {
  await storeSession(context, await sessionOf(baseUrl, who));
}

/** Puts `session` where the app keeps it, for every page the context opens next (a forged one too). */
export async function storeSession(context: BrowserContext, session: StoredSession): Promise<void> {
  // A string, not a function: the test runner's transform would wrap a function in helpers the page lacks.
  await context.addInitScript(`
    if (!localStorage.getItem('token')) {
      for (const [key, value] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(key, value);
    }
  `);
}

/** A browser context where `who` is signed in (signInContext). Each context is one person's browser. */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  who: Technician,
  viewport = { width: 400, height: 1000 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await signInContext(context, baseUrl, who);
  return context;
}

/**
 * Opens a pod in a new page of the context and waits for its record (the pod's first useful screen); `before`
 * prepares the page before it loads (an init script, a clock).
 */
export async function openPodIn(
  context: BrowserContext,
  baseUrl: string,
  podPath: string,
  before?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await context.newPage();
  await before?.(page);
  return goToPod(page, baseUrl, podPath);
}

/** Opens a pod in `page` and waits for its record (the pod's first useful screen). */
export async function goToPod(page: Page, baseUrl: string, podPath: string): Promise<Page> {
  await page.goto(`${baseUrl}${podPath}`);
  await page.locator('[data-useful-screen="ready"]').waitFor();
  return page;
}

/** The pod of one of Acme's ConnectWise tickets (the seeded world's tickets 1001-1004). */
export function acmeTicketPod(ticketId: string): string {
  return `/pod/connectwise/acme-cw?ticketId=${ticketId}&screen=ticket`;
}
