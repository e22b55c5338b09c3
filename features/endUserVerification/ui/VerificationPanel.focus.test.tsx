import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactMother } from '@core/testing/ContactMother';
import { bindFeatureOnce } from '@features/api/testing';
import { renderWithServices } from '@tests/support/renderWithServices';
import { describeFocus, pressWithKeyboard } from '@tests/support/keyboardOnly';
import { verificationBindings } from '../bindings';
import { DEFAULT_VERIFICATION_SETTINGS, ledgerOf } from '../sandbox/VerificationLedger';
import { VerificationPanel } from './VerificationPanel';
import { setupVerificationPanel } from './testing/renderVerificationPanel';

const { sandbox } = setupVerificationPanel();

beforeEach(() => ledgerOf(sandbox.state).settingsByTenant.clear());

function renderPanel(isTicketContact = true) {
  const context = {
    psaId: 'acme-cw',
    ticketId: isTicketContact ? '1002' : '1001',
    companyId: 'acme-cw-co1',
    isTicketContact,
  };
  renderWithServices(<VerificationPanel contact={ContactMother.bob()} context={context} />, (container) =>
    bindFeatureOnce(container, 'endUserVerification', verificationBindings),
  );
}

const latestCode = async (): Promise<string> =>
  ((await (await fetch('http://localhost/__sandbox/outbox')).json()) as Array<{ code: string }>)[0]!.code;
const focused = () => describeFocus(document.activeElement);

describe('End User Verification, keyboard only: the focus moves with the work', () => {
  it('to the code field after Send, back to it (to correct) after a wrong code, then to the result', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pressWithKeyboard(user, await screen.findByRole('button', { name: 'Send code by SMS' }));
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveFocus());
    await user.keyboard('000000{Enter}');
    await screen.findByText(/^That code is not correct\./);
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveFocus());
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard(`${await latestCode()}{Enter}`);
    await waitFor(() => expect(focused()).toMatch(/Bob Martinez is verified/));
  });

  it('into the approval form when the check is held, to a field to correct, then to the awaited answer', async () => {
    ledgerOf(sandbox.state).settingsByTenant.set('t-acme', {
      ...structuredClone(DEFAULT_VERIFICATION_SETTINGS),
      approval: { neededFor: ['otherContact'], expiresAfterMinutes: 10 },
    });
    const user = userEvent.setup();
    renderPanel(false);
    await user.type(await screen.findByLabelText(/^Note/), 'Bob calls for Alice');
    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Send code by SMS' }));
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveFocus());
    await user.keyboard(`${await latestCode()}{Enter}`);
    await waitFor(() => expect(screen.getByLabelText('Approver')).toHaveFocus());
    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() => expect(screen.getByLabelText('Approver')).toHaveFocus());
    expect(screen.getByLabelText('Approver')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('Approver'), 'Max Factor');
    await user.type(screen.getByLabelText('Reason'), 'The caller is not on the ticket');
    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() => expect(focused()).toMatch(/Awaiting approval by Max Factor/));
  });
});
