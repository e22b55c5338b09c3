import type { Page } from 'playwright-core';

/**
 * Signs in through the password form (every sandbox user's password is `sandbox`) and opens a pod,
 * resolving once its record is shown (the pod marks its first useful screen).
 */
export async function signInAndOpenPod(
  page: Page,
  baseUrl: string,
  podPath: string,
  email = 'tech@sandbox.test',
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sandbox');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/home$/);
  await page.goto(`${baseUrl}${podPath}`);
  await page.locator('[data-useful-screen="ready"]').waitFor();
}
