import { screen, within } from '@testing-library/react';
import { bindFeatureOnce } from '@features/api/testing';
import { type FeaturePodContext, RealtimeHubToken } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { messagingLedgerOf, seedWorld, ForwardingRealtime } from '@features/api/sandbox';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { smsBindings } from '../../bindings';
import { SmsPage } from '../SmsPage';

export const podFor = (ticketId: string, contact = ContactMother.alice()): FeaturePodContext => ({
  psa: null,
  psaId: 'acme-cw',
  screen: 'ticket',
  ticket: { id: ticketId, number: `T${ticketId}` },
  company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
  contact,
  ready: true,
});

export interface ConsoleMessage {
  id: string;
  channelId: string;
  direction: string;
  body: string;
}

/**
 * One test file's sandbox behind MSW for the SMS page: the seeded contacts and conversations again, the technician
 * signed in and a connected hub that the sandbox's live events reach, before each test.
 */
export function setupSmsPage() {
  const env = setupSandboxServer();
  let hub = new FakeRealtimeHub();
  beforeEach(() => {
    const { state } = env.sandbox;
    state.world.contacts.splice(0, Infinity, ...seedWorld().contacts);
    messagingLedgerOf(state).reset(state.world);
    localStorage.clear();
    storeSignedInSession(env.sandbox);
    hub = new FakeRealtimeHub();
    hub.state = 'Connected';
    state.realtime = new ForwardingRealtime((_tenant, target, payload) =>
      hub.emit(target as 'MessagingSmsToChannel', payload as never),
    );
  });
  const renderPage = (pod = podFor('1001')) =>
    renderWithServices(<SmsPage pod={pod} />, (container) => {
      bindFeatureOnce(container, 'smsMessaging', smsBindings);
      if (container.isBound(RealtimeHubToken)) container.rebind(RealtimeHubToken).toConstantValue(hub);
      else container.bind(RealtimeHubToken).toConstantValue(hub);
    });
  /** What the sandbox "sent", newest first. */
  const consoleMessages = async (): Promise<ConsoleMessage[]> =>
    (await fetch('http://localhost/__sandbox/messages')).json();
  const consolePost = async (path: string, body: unknown) => {
    const response = await fetch(`http://localhost/__sandbox${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  };
  return {
    get sandbox() {
      return env.sandbox;
    },
    server: env.server,
    hub: () => hub,
    renderPage,
    consoleMessages,
    consolePost,
  };
}

export const list = () => screen.getByRole('list', { name: 'Messages with Alice Johnson' });
export const items = () => within(list()).getAllByRole('listitem');
export const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
