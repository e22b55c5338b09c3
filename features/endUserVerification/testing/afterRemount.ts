import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AfterRemount } from '@tests/kit/afterRemount';

/** The default page, inside the pod's card: a push approved in the console arrives as the hub's event. */
export const endUserVerificationAfterRemount: AfterRemount = async ({ openPod, consoleGet, consolePost }) => {
  await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket');
  await userEvent.click(await screen.findByRole('button', { name: 'Send Duo push' }));
  await screen.findByText('Push pending');
  const [push] = await consoleGet<Array<{ id: string; channel: string }>>('/outbox');
  expect(push!.channel).toBe('Duo Push');
  await consolePost(`/verification/${push!.id}/approve`);
  expect(await screen.findByText('Bob Martinez is verified')).toBeInTheDocument();
};
