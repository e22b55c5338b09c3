import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ContactMother } from '@core/testing/ContactMother';
import { VerificationPanel } from './VerificationPanel';
import {
  BOB_TICKET,
  history,
  outbox,
  radio,
  renderPanel,
  setupVerificationPanel,
} from './testing/renderVerificationPanel';

// What the panel offers, against the sandbox: which numbers and methods take a code, a link or a push, and why
// the others do not (opted out, fax, shared line, the company's settings, a tenant not onboarded).

const { server } = setupVerificationPanel();

describe('VerificationPanel against the sandbox', () => {
  it('picking another contact starts afresh for them; going back finds the first call where it was', async () => {
    const user = userEvent.setup();
    const { rerender } = renderPanel(ContactMother.bob());
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText(/Code sent by SMS to \+1 \(555\) 010-2002/)).toBeInTheDocument();

    // Carol's panel: her own (empty) call, not Bob's code under her name.
    rerender(<VerificationPanel contact={ContactMother.carol()} context={{ ...BOB_TICKET, isTicketContact: false }} />);
    expect(await screen.findByRole('heading', { name: 'End User Verification' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send code by email' })).toBeEnabled();
    expect(screen.queryByText(/Code sent by SMS/)).not.toBeInTheDocument();

    // Back to Bob: the code he was sent is still awaited.
    rerender(<VerificationPanel contact={ContactMother.bob()} context={BOB_TICKET} />);
    expect(await screen.findByText(/Code sent by SMS to \+1 \(555\) 010-2002/)).toBeInTheDocument();
  });

  it('an opted-out contact: no number is preselected or texted, the reason is said once beside the actions; email and pushes stay', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.dan(), { ...BOB_TICKET, ticketId: '1004' });
    expect(await screen.findByRole('radio', { name: /^Work email/ })).toBeChecked();
    expect(radio(/^Mobile/)).toHaveAccessibleName('Mobile: +1 (555) 010-2004 Opted out of SMS');
    const reason = 'Dan Okafor opted out of text messages: no code or link is texted to this contact.';
    // The office line says what it is first (shared: nobody's), the mobile what Dan chose.
    expect(radio(/^Office/)).toHaveAccessibleName(/ Shared line$/);
    for (const phone of [/^Mobile/]) {
      await user.click(radio(phone));
      for (const name of ['Send code by SMS', 'Send link by SMS']) {
        expect(screen.getByRole('button', { name })).toBeDisabled();
        expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(reason);
        expect(screen.getByRole('button', { name })).not.toHaveAttribute('title');
      }
      expect(screen.getAllByText(reason)).toHaveLength(1);
    }
    expect(screen.getByRole('button', { name: 'Send Duo push' })).toBeEnabled();
    await user.click(radio(/^Work email/));
    expect(screen.getByRole('button', { name: 'Send code by email' })).toBeEnabled();
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('a fax line from the PSA is shown, tagged, and takes no code or link, with its own reason', async () => {
    const user = userEvent.setup();
    const bob = ContactMother.bob();
    const fax = {
      name: 'Front desk',
      type: 'phone' as const,
      value: '+1 555 010 7000',
      isVerified: false,
      lineKind: 'fax' as const,
    };
    renderPanel({ ...bob, communicationItems: [...bob.communicationItems, fax] });
    await user.click(await screen.findByRole('radio', { name: /^Front desk/ }));
    expect(radio(/^Front desk/)).toHaveAccessibleName(/ Fax$/);
    for (const name of ['Send code by SMS', 'Send link by SMS']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(
        'A fax line cannot receive text messages: choose a mobile or an email address.',
      );
    }
  });

  it('a line other contacts of the company share takes no code: disabled, with the reason beside it', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.bob());
    expect(await screen.findByRole('radio', { name: /^Mobile/ })).toBeChecked();
    await user.click(radio(/^Office/));
    const reason =
      /^Shared line: other contacts of Contoso Dental use this number, so a code sent there proves nothing\.$/;
    for (const name of ['Send code by SMS', 'Send link by SMS']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(reason);
    }
    expect(screen.getByText(reason)).toBeVisible();
    expect(await outbox()).toEqual([]);
  });

  it('a number the backend reports opted out at send time says so instead of texting it', async () => {
    const user = userEvent.setup();
    // The pod record does not say Dan opted out; the send-time check does.
    renderPanel({ ...ContactMother.dan(), optedStatus: 'Unknown' }, { ...BOB_TICKET, ticketId: '1004' });
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('Opted out of text messages')).toBeInTheDocument();
    expect(screen.getByText(/has opted out of text messages, so no code was sent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another way' })).toHaveFocus();
    expect(await outbox()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Choose another way' }));
    expect(radio(/^Mobile/)).toHaveAccessibleName('Mobile: +1 (555) 010-2004 Opted out of SMS');
    expect(screen.getByRole('button', { name: 'Send code by SMS' })).toBeDisabled();
    // Email still works.
    await user.click(radio(/^Work email/));
    await user.click(screen.getByRole('button', { name: 'Send code by email' }));
    expect(await screen.findByText(/Code sent by email to dan.okafor@contoso.example/)).toBeInTheDocument();
  });

  it('offers the Microsoft push only when the contact’s Microsoft tenant has onboarded', async () => {
    renderPanel(ContactMother.alice(), { ...BOB_TICKET, ticketId: '1001' });
    expect(await screen.findByRole('button', { name: 'Send Microsoft push' })).toBeInTheDocument();
    expect(history()[0]).toHaveTextContent(/Caller verified before password reset/);
  });

  it('the company’s settings decide: Northwind has no Duo push', async () => {
    const northwindBob = ContactMother.with({
      id: 'acme-cw-co2-ct2',
      companyId: 'acme-cw-co2',
      companyName: 'Northwind Traders',
    });
    renderPanel(northwindBob, { psaId: 'acme-cw', ticketId: '1008', companyId: 'acme-cw-co2', isTicketContact: true });
    expect(await screen.findByRole('button', { name: 'Send code by SMS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Duo push' })).toBeNull();
  });

  it('where the Microsoft tenant has not onboarded, Teams and the Microsoft push are disabled with the reason', async () => {
    renderPanel(ContactMother.bob());
    await screen.findByRole('button', { name: 'Send Duo push' });
    for (const name of ['Send Microsoft push', 'Send code by Teams']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(
        "Bob Martinez's Microsoft tenant has not onboarded: no Teams code or Microsoft push can reach them.",
      );
    }
  });

  it('settings that fail to load say so and can be retried', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/VerificationSettings', () =>
        ++calls === 1 ? HttpResponse.json({ message: 'Settings service is down.' }, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    const { notifier } = renderPanel(ContactMother.bob());
    expect(await screen.findByText('Verification settings could not be loaded')).toBeInTheDocument();
    expect(notifier.messages()).toEqual(['Settings service is down.']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send code by SMS' })).toBeInTheDocument();
  });
});
