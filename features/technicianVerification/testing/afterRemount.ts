import { screen } from '@testing-library/react';
import type { AfterRemount } from '@tests/kit/afterRemount';

/** An end user's request, sent from the console, arrives through the hub in the remounted page. */
export const technicianVerificationAfterRemount: AfterRemount = async ({ openPod, consolePost }) => {
  await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', 'technicianVerification');
  await screen.findByRole('button', { name: 'Send a code to Alice Johnson' });
  await consolePost('/tech-verifications/request', { psaId: 'acme-cw', ticketId: '1001' });
  expect(await screen.findByRole('article', { name: 'Alice Johnson Verification requested' })).toBeInTheDocument();
};
