import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { featureModules } from '@features/registry';
import { setupLiveApp } from '../support/liveApp';
import { testKitOf } from '../support/testKitOf';

/*
 * Every page store survives a mount, an unmount and a mount (React's StrictMode under `npm start`;
 * renderApp renders in StrictMode at the root, as app/main.tsx does): each feature page, the pod and
 * the shell, opened in the whole app against the sandbox (tests/support/liveApp.tsx), still does what it
 * does live afterwards. Each feature's check lives in its folder (its test kit's afterRemount,
 * features/<id>/testing/). What shows was brought by the live path, not by a poll: the clock only moves
 * when the test moves it.
 */
const kit = setupLiveApp();
const { openPod, consolePost, consoleGet } = kit;
const ACME_TICKET = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

describe('every page store survives StrictMode (mount, unmount, mount)', () => {
  it.each(featureModules.map((m) => [m.id] as const))('%s: its page still works live after the remount', async (id) => {
    await testKitOf(id).afterRemount(kit);
  });

  it("the pod: after the hub's reconnect the record is read again", async () => {
    await openPod('u-tech', ACME_TICKET);
    await screen.findByRole('region', { name: 'Alice Johnson' });
    const alice = kit.sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct1')!;
    alice.name = 'Alice Johnson-Reyes'; // renamed in the PSA while the hub was down
    try {
      act(() => kit.hub!.reconnected());
      expect(await screen.findByRole('region', { name: 'Alice Johnson-Reyes' })).toBeInTheDocument();
    } finally {
      alice.name = 'Alice Johnson';
    }
  });

  it("the shell: a reply on another page's feature still counts on the sidebar", async () => {
    const { nav } = await openPod('u-tech', ACME_TICKET);
    await screen.findByRole('region', { name: 'Alice Johnson' });
    await consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'Counted on the sidebar' });
    expect(await within(nav).findByRole('button', { name: 'SMS Messaging, 1 new' })).toBeInTheDocument();
  });

  it("the shell: the client's portal chat message counts while that page is closed, and goes when the chat opens", async () => {
    // A ticket no other test here opens: a pod closed by an earlier test can still be subscribing to its own
    // ticket's channel (stopped while its subscription was on the wire), and would pass for this pod's subscription.
    const channel = 'private-portal-chats-acme-cw-1003';
    const subscribers = () => kit.pusher.channels().find((c) => c.name === channel)?.subscribers ?? 0;
    await consolePost('/chats/start', { psaId: 'acme-cw', ticketId: '1003', body: 'Hello from the portal' });
    const chats = await consoleGet<Array<{ id: string; psaId: string; ticketId: string; isClosed: boolean }>>('/chats');
    const open = chats.find((c) => c.psaId === 'acme-cw' && c.ticketId === '1003' && !c.isClosed)!;
    const { nav } = await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1003&screen=ticket');
    await screen.findByRole('region', { name: 'Carol Nguyen' });
    // The shell's own subscription (the page is closed).
    await waitFor(() => expect(subscribers()).toBe(1));
    await consolePost(`/chats/${open.id}/client-message`, { body: 'Counted while the page is closed' });
    await consolePost(`/chats/${open.id}/client-message`, { body: 'And this one' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Client Portal Chats, 2 new' }));
    // The page alone shows the list: the count stays until the chat opens; one subscription meanwhile.
    await userEvent.click(await screen.findByRole('button', { name: /Carol Nguyen/ }));
    await within(await screen.findByRole('region', { name: 'Chat with Carol Nguyen' })).findByText('And this one');
    expect(await within(nav).findByRole('button', { name: 'Client Portal Chats' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(subscribers()).toBe(1));
  });
});
