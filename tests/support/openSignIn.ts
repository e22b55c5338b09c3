import type { Page } from 'playwright-core';

/**
 * Waits until the scripts have taken over the sign-in form the build painted from HTML (their first commit replaces
 * it). Before that the form holds typing and a Login, but nothing validates and the Google and Microsoft buttons do
 * nothing; the scripts load only once the painted form is on screen (scripts/deploy/signInBootScript.ts).
 */
export async function untilSignInTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('form[data-painted]'));
}

/** Opens the sign-in page at `url` and waits until its scripts run it. */
export async function openSignIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await untilSignInTakenOver(page);
}
