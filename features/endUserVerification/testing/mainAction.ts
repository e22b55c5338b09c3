import type { MainAction } from '@tests/kit/mainAction';

/** Sends a code to the pod's contact and waits for the code field. */
export const endUserVerificationMainAction: MainAction = async (page) => {
  const mobile = page.getByRole('radio', { name: /Mobile/ });
  if (await mobile.count()) await mobile.first().check();
  await page
    .getByRole('button', { name: /^Send code by (SMS|email)$/ })
    .first()
    .click();
  await page.getByLabel('Verification code').waitFor();
};
