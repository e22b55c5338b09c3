import { screen } from '@testing-library/react';
import { renderApp } from '@tests/support/renderApp';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { seedCall } from '../sandbox/calls/seedCall';

const { sandbox } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("End User Verification's standing while its page is not on screen", () => {
  it('puts its dot on the sidebar from the first pod open, on whatever page the pod opens', async () => {
    // Tess verified Alice on this ticket 5 minutes ago; the pod opens on SMS Messaging.
    seedCall(sandbox.state, {
      callId: 'call-watcher',
      contactId: 'acme-cw-co1-ct1',
      ticketId: '1001',
      passed: [{ validationType: 'SMS', value: '+1 (555) 010-2001', minutesAgo: 5 }],
    });
    storeSignedInSession(sandbox, 'u-tech');
    renderApp('/pod/connectwise/acme-cw?ticketId=1001&screen=ticket&page=smsMessaging');
    const item = await screen.findByRole('button', { name: /^End User Verification, verified 5 min ago$/ });
    expect(item).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: /^SMS Messaging/ })).toHaveAttribute('aria-current', 'page');
  });
});
