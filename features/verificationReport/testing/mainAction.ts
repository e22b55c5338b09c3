import type { MainAction } from '@tests/kit/mainAction';

/** Chooses only the locked-out attempts: the totals and the rows follow at once (in Chromium, under the production policy). */
export const verificationReportMainAction: MainAction = async (page) => {
  const attempts = page.getByRole('table', { name: 'Verification attempts' });
  await attempts.getByRole('row').nth(1).getByRole('cell').nth(1).waitFor();
  await page.getByLabel('Result').selectOption('lockedOut');
  await attempts
    .getByRole('cell', { name: /Locked out/ })
    .first()
    .waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.report-table__body [data-column="Result"]')].every(
      (cell) => cell.textContent?.startsWith('Result: Locked out') || cell.textContent?.startsWith('Locked out'),
    ),
  );
};
