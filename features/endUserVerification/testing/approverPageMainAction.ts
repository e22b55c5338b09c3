import type { MainAction } from '@tests/kit/mainAction';

/**
 * The approver page as the kit's approver (Max Factor: the page shows to approvers only) opens it: the list of
 * requests waiting for him, empty or not, read from the backend (answering one is
 * tests/e2e/verificationApprovals.e2e.test.ts).
 */
export const verificationApprovalsMainAction: MainAction = async (page) => {
  await page
    .getByText('No approval requests are waiting for you.')
    .or(page.getByRole('button', { name: 'Approve' }).first())
    .waitFor();
};
