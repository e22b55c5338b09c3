import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendText } from '@tests/support/conversationSteps';
import { pressWithKeyboard } from '@tests/support/keyboardOnly';
import { bindFeatureOnce } from '@features/api/testing';
import { type FeaturePodContext, RealtimeHubToken } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { messagingLedgerOf, ForwardingRealtime, seedWorld } from '@features/api/sandbox';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { teamsBindings } from '../bindings';
import { TeamsPage } from './TeamsPage';

const { sandbox } = setupSandboxServer();

const podFor = (ticketId: string, contact = ContactMother.alice(), psaId = 'acme-cw'): FeaturePodContext => ({
  psa: null,
  psaId,
  screen: 'ticket',
  ticket: { id: ticketId, number: `T${ticketId}` },
  company: { id: `${psaId}-co1`, name: 'Contoso Dental' },
  contact,
  ready: true,
});

let hub: FakeRealtimeHub;

beforeEach(() => {
  sandbox.state.world.contacts.splice(0, Infinity, ...seedWorld().contacts);
  messagingLedgerOf(sandbox.state).reset(sandbox.state.world);
  localStorage.clear();
  hub = new FakeRealtimeHub();
  hub.state = 'Connected';
  sandbox.state.realtime = new ForwardingRealtime((_tenant, target, payload) =>
    hub.emit(target as 'TeamsChatMessage', payload as never),
  );
});

function renderPage(pod: FeaturePodContext) {
  return renderWithServices(<TeamsPage pod={pod} />, (container) => {
    bindFeatureOnce(container, 'msTeamsChats', teamsBindings);
    if (container.isBound(RealtimeHubToken)) container.rebind(RealtimeHubToken).toConstantValue(hub);
    else container.bind(RealtimeHubToken).toConstantValue(hub);
  });
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('MS Teams Chats page against the sandbox', () => {
  it('shows the seeded chat, sends, and shows the contact reply live', async () => {
    storeSignedInSession(sandbox);
    const user = userEvent.setup();
    renderPage(podFor('1001'));
    const list = await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Ticket T1001: Alice cannot reach the VPN')).toBeInTheDocument();

    await user.type(messageBox(), 'Can you share your screen?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const sent = await (await fetch('http://localhost/__sandbox/messages')).json();
    expect(sent[0]).toMatchObject({ transport: 'teams', direction: 'outbound', body: 'Can you share your screen?' });

    await act(async () => {
      await fetch('http://localhost/__sandbox/messages/reply', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ channelId: 'teams-acme-cw-co1-ct1', body: 'Sharing now' }),
      });
    });
    expect(await within(list).findByText('Sharing now')).toBeInTheDocument();
  });

  it('a contact whose Microsoft tenant has not onboarded gets an explanation instead of a composer, and no call is made', async () => {
    storeSignedInSession(sandbox);
    renderPage(podFor('1002', ContactMother.bob()));
    expect(screen.getByText('Teams chat is not available for this contact')).toBeInTheDocument();
    expect(screen.getByText(/Bob Martinez's company has not connected its Microsoft tenant/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('with no chat yet (demo subscription), Start a Teams chat creates one and the composer appears', async () => {
    storeSignedInSession(sandbox, 'u-demo');
    const user = userEvent.setup();
    const ticket = sandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1')!;
    renderPage(podFor(ticket.id, { ...ContactMother.alice(), id: 'demo-cw-co1-ct1' }, 'demo-cw'));
    await user.click(await screen.findByRole('button', { name: 'Start a Teams chat' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await sendText(user, 'Hello from the demo');
    expect(await screen.findByText('Hello from the demo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
  });

  it('keyboard only: Start a Teams chat, then Send, each leave the focus in the message box', async () => {
    storeSignedInSession(sandbox, 'u-demo');
    const user = userEvent.setup();
    const ticket = sandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1')!;
    renderPage(podFor(ticket.id, { ...ContactMother.alice(), id: 'demo-cw-co1-ct1' }, 'demo-cw'));
    await pressWithKeyboard(user, await screen.findByRole('button', { name: 'Start a Teams chat' }));
    await screen.findByText('No messages yet.');
    expect(messageBox()).toHaveFocus();
    await user.keyboard('Hello by keyboard');
    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hello by keyboard')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(messageBox()).toHaveFocus();
  });

  it('a failed send stays with Retry, then Retry sends it once', async () => {
    storeSignedInSession(sandbox);
    const user = userEvent.setup();
    messagingLedgerOf(sandbox.state).faults.failNextSends = 1;
    renderPage(podFor('1001'));
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await sendText(user, 'Are you there?');
    expect(
      await screen.findByText('Not sent: Microsoft Teams is unavailable. The message was not sent; try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
    const sent = await (await fetch('http://localhost/__sandbox/messages')).json();
    expect(sent.filter((m: { body: string }) => m.body === 'Are you there?')).toHaveLength(1);
  });
});
