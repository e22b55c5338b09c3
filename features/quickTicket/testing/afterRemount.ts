import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AfterRemount } from '@tests/kit/afterRemount';

/** No live path: the remounted store still defaults to the pod's contact and keeps the texts typed. */
export const quickTicketAfterRemount: AfterRemount = async ({ openPod, consoleGet }) => {
  const contact = (
    await consoleGet<{ contacts: Array<{ id: string; psaId: string; podUrl: string }> }>('/world')
  ).contacts.find((c) => c.psaId === 'acme-cw')!;
  const url = new URL(contact.podUrl, 'http://localhost');
  await openPod('u-tech', url.pathname + url.search, 'quickTicket');
  const summary = await screen.findByLabelText(/^Summary/);
  await waitFor(() => expect(screen.getByLabelText(/^Contact/)).toHaveValue(contact.id));
  await userEvent.type(summary, 'Kept across a reload');
  await waitFor(() =>
    expect(localStorage.getItem(`draft.quickTicket:acme-cw:${contact.id}`)).toContain('Kept across a reload'),
  );
};
