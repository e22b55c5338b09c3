import { seedWorld } from '@features/api/sandbox';
import { screen, within } from '@testing-library/react';
import { type Contact, RealtimeHubToken, ClockToken } from '@features/api/core';
import type { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import type { ManualClock } from '@core/testing/ManualClock';
import { bindFeatureOnce } from '@features/api/testing';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { verificationBindings } from '../../bindings';
import type { VerificationContext } from '../../core/VerificationContext';
import { ledgerOf } from '../../sandbox/VerificationLedger';
import { VerificationPanel } from '../VerificationPanel';

/** Bob's own ticket in the seeded world (acme-cw, Contoso Dental). */
export const BOB_TICKET: VerificationContext = {
  psaId: 'acme-cw',
  ticketId: '1002',
  companyId: 'acme-cw-co1',
  isTicketContact: true,
};

/**
 * One test file's sandbox behind MSW for the panel: before each test the outbox is empty, the contacts are the
 * seeded ones and the technician is signed in.
 */
export function setupVerificationPanel() {
  const env = setupSandboxServer();
  beforeEach(() => {
    ledgerOf(env.sandbox.state).reset();
    env.sandbox.state.world.contacts.splice(0, Infinity, ...seedWorld().contacts);
    localStorage.clear();
    storeSignedInSession(env.sandbox);
  });
  return env;
}

export interface OutboxRow {
  id: string;
  code: string | null;
  channel: string;
  recipient: string;
  time: string;
  status: string;
  note: string;
}

/** The sandbox console's outbox, read as a person or a test would: GET /__sandbox/outbox. */
export async function outbox(): Promise<OutboxRow[]> {
  return (await fetch('http://localhost/__sandbox/outbox')).json();
}

/** What the contact (or the console) does with a push or a link: approve, deny or expire it. */
export async function consoleAction(id: string, action: 'approve' | 'deny' | 'expire'): Promise<void> {
  const response = await fetch(`http://localhost/__sandbox/verification/${id}/${action}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

/** The panel alone with the app's container; `changes` records each contact it hands up. */
export function renderPanel(
  contact: Contact,
  context: VerificationContext = BOB_TICKET,
  options: { hub?: FakeRealtimeHub; clock?: ManualClock } = {},
) {
  const changes: Contact[] = [];
  const view = renderWithServices(
    <VerificationPanel contact={contact} context={context} onContactChange={(c) => changes.push(c)} />,
    (container) => {
      bindFeatureOnce(container, 'endUserVerification', verificationBindings); // the panel alone: no page load binds them
      if (options.hub) container.rebind(RealtimeHubToken).toConstantValue(options.hub);
      if (options.clock) container.rebind(ClockToken).toConstantValue(options.clock);
    },
  );
  return { ...view, changes };
}

export const radio = (name: RegExp) => screen.getByRole('radio', { name });
export const history = () =>
  within(screen.getByRole('list', { name: 'Verification history' })).getAllByRole('listitem');
