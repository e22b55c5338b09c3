import { act, screen } from '@testing-library/react';
import type { AfterRemount } from '@tests/kit/afterRemount';

/** No live event: the page polls on the clock. The remounted store's poll runs, the first mount's stopped. */
export const secureDataSharingAfterRemount: AfterRemount = async ({
  openPod,
  consoleGet,
  consolePost,
  clock,
  server,
}) => {
  await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', 'secureDataSharing');
  await screen.findByRole('list', { name: 'Data requests' });
  const { requests } = await consoleGet<{
    requests: Array<{ id: string; title: string; psaId: string; ticketId: string; status: string }>;
  }>('/secure-data');
  const waiting = requests.find((r) => r.psaId === 'acme-cw' && r.ticketId === '1001' && r.status === 'sent')!;
  await consolePost(`/secure-data/requests/${waiting.id}/answer`, { text: 'the answer' });
  // Times on the page age on the same clock, so its timers are more than the poll: count the polls instead.
  const polls: string[] = [];
  const counted = ({ request }: { request: Request }) =>
    void (new URL(request.url).pathname.endsWith('/SecureDataRequest/check') && polls.push(request.url));
  server.events.on('request:start', counted);
  await act(async () => clock.advance(3000));
  expect(await screen.findByRole('button', { name: `Show answer: ${waiting.title}` })).toBeInTheDocument();
  server.events.removeListener('request:start', counted);
  expect(polls).toHaveLength(1); // the remounted page's poll; the first mount's stopped with it
};
