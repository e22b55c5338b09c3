import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/support/renderApp';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';

const { sandbox } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The feature seam end to end in jsdom: the sidebar item loads the chunk, binds it and shows the page with the pod's context. */
describe('SMS Messaging and MS Teams Chats in the shell', () => {
  it("the Pro technician opens SMS Messaging on a ConnectWise ticket and sees the contact's conversation", async () => {
    storeSignedInSession(sandbox, 'u-tech');
    renderApp('/pod/connectwise/acme-cw?ticketId=1001&screen=ticket');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'SMS Messaging' }));
    const list = await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('a demo-subscription technician opens MS Teams Chats and can start a chat with the contact', async () => {
    storeSignedInSession(sandbox, 'u-demo');
    const ticket = sandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1')!;
    renderApp(`/pod/connectwise/demo-cw?ticketId=${ticket.id}&screen=ticket`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'MS Teams Chats' }));
    expect(await screen.findByRole('button', { name: 'Start a Teams chat' })).toBeEnabled();
  });
});
