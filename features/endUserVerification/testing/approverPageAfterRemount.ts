import { act, screen, within } from '@testing-library/react';
import type { AfterRemount } from '@tests/kit/afterRemount';
import { askForApproval, inProcessApi, type SandboxReach } from './askForApproval';

/** Max Factor's approver page after the remount: a request Tess Tech makes arrives by the hub's event. */
export const verificationApprovalsAfterRemount: AfterRemount = async ({
  openPod,
  sandbox,
  consoleGet,
  consolePost,
}) => {
  await openPod('u-mfa', '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket', 'verificationApprovals');
  await screen.findByText('No approval requests are waiting for you.');
  const reach: SandboxReach = {
    api: inProcessApi(sandbox),
    consoleGet,
    consolePost,
  };
  await act(() => askForApproval(reach));
  const requests = await screen.findByRole('list', { name: 'Approval requests' });
  expect(await within(requests).findByRole('listitem', { name: 'Bob Martinez' })).toBeInTheDocument();
};
