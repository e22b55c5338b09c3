import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindFeatureOnce } from '@features/api/testing';
import { pressWithKeyboard } from '@tests/support/keyboardOnly';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { verificationReportBindings } from '../bindings';
import { VerificationReportPage } from './VerificationReportPage';

// Its own file: the report's filters are another piece of work; this checks only where Show leaves the focus.
const { sandbox } = setupSandboxServer();

it('keyboard only: Show moves the focus to the totals of what it shows', async () => {
  storeSignedInSession(sandbox);
  const user = userEvent.setup();
  renderWithServices(<VerificationReportPage />, (container) =>
    bindFeatureOnce(container, 'verificationReport', verificationReportBindings),
  );
  await screen.findByRole('table', { name: 'Verification attempts' });
  await pressWithKeyboard(user, screen.getByRole('button', { name: 'Show' }));
  const totals = screen.getByLabelText('Totals');
  expect(totals).toHaveFocus();
  expect(await within(totals).findByText('Attempts')).toBeInTheDocument();
});
