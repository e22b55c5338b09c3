import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AfterRemount } from '@tests/kit/afterRemount';

/** No live path: after the remount, the page's store still loads the contact's items on Refresh. */
export const __name__AfterRemount: AfterRemount = async ({ openPod, consolePost }) => {
  await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', '__id__');
  await screen.findByRole('list', { name: 'Items of Alice Johnson' });
  await consolePost('/__kebab__/items', { psaId: 'acme-cw', contactId: 'acme-cw-co1-ct1', text: 'Added after the remount' });
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Added after the remount')).toBeInTheDocument();
};
