import type { MainAction } from '@tests/kit/mainAction';

/**
 * The approver page as the suite's technician (Tess Tech, not an approver) opens it: the backend's refusal of the
 * list shows as the page's message (its approving is tests/e2e/verificationApprovals.e2e.test.ts, as Max Factor).
 */
export const verificationApprovalsMainAction: MainAction = async (page) => {
  await page.getByText('Only an approver of your company can answer a verification approval.').waitFor();
};
