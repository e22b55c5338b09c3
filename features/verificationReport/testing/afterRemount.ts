import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AfterRemount } from '@tests/kit/afterRemount';

/** No live path: after the remount, the page's store still applies a filter and shows its rows. */
export const verificationReportAfterRemount: AfterRemount = async ({ openPod }) => {
  await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', 'verificationReport');
  const table = await screen.findByRole('table', { name: 'Verification attempts' });
  await userEvent.selectOptions(screen.getByLabelText('Result'), 'denied');
  await within(table).findAllByText('Denied');
  expect(within(table).queryAllByText(/^Verified/)).toEqual([]);
};
