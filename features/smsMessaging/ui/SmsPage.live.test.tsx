import { act, screen, within } from '@testing-library/react';
import { ForwardingRealtime } from '@features/api/sandbox';
import { ContactMother } from '@core/testing/ContactMother';
import { items, list, messageBox, podFor, setupSmsPage } from './testing/renderSmsPage';

const env = setupSmsPage();
const { renderPage, consolePost } = env;
const opened = () => screen.findByRole('list', { name: 'Messages with Alice Johnson' });

describe("SMS Messaging page against the sandbox: the contact's replies, live", () => {
  it("the contact's reply from the console shows live; STOP turns the composer off with the reason", async () => {
    renderPage();
    await opened();
    await act(() => consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'Thanks, all good now' }));
    expect(await within(list()).findByText('Thanks, all good now')).toBeInTheDocument();
    expect(messageBox()).toBeEnabled();

    await act(() => consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'STOP' }));
    expect(await screen.findByText(/Alice Johnson has opted out of SMS at \+1 \(555\) 010-2001/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('a malformed live event is dropped, and a reply on another channel is not shown here', async () => {
    renderPage();
    await opened();
    act(() => {
      env.hub().emit('MessagingSmsToChannel', { channelId: 'sms-acme-cw-co1-ct1', body: 'no id or date' } as never);
      env.hub().emit('MessagingSmsToChannel', {
        id: 'x1',
        channelId: 'sms-other',
        body: 'elsewhere',
        date: new Date().toISOString(),
        optedOut: false,
      } as never);
    });
    expect(items()).toHaveLength(4);
  });

  it('after a hub reconnect the channel refetches, so a reply sent while disconnected is shown', async () => {
    renderPage();
    await opened();
    act(() => env.hub().setState('Reconnecting'));
    env.sandbox.state.realtime = new ForwardingRealtime(() => 0); // the event is lost while disconnected
    await consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'Sent while you were away' });
    expect(within(list()).queryByText('Sent while you were away')).not.toBeInTheDocument();
    act(() => env.hub().setState('Connected'));
    expect(await within(list()).findByText('Sent while you were away')).toBeInTheDocument();
  });

  it('an opted-out channel is known before typing: no composer, the reason instead', async () => {
    renderPage(podFor('1004', ContactMother.dan()));
    expect(await screen.findByText(/Dan Okafor has opted out of SMS at \+1 555 010 2004/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
