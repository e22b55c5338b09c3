import { screen, within } from '@testing-library/react';
import { ContactMother } from '@core/testing/ContactMother';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { ContactCard } from './ContactCard';

// Phones go through the real adapter to the sandbox's beautifyPhoneNumber.
const { sandbox } = setupSandboxServer();
beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox);
});

/** The Blueprint icon an item shows (icons are aria-hidden, so read their data-icon). */
const iconOf = (item: HTMLElement) => item.querySelector('svg[data-icon]')?.getAttribute('data-icon');

describe('the contact card without the verification panel', () => {
  it("writes every phone in the pod's one format, the history included", async () => {
    const dan = ContactMother.with({
      phone: '+15550102004',
      communicationItems: [{ name: 'Mobile', type: 'phone', value: '+15550102004', isVerified: false }],
      history: [ContactMother.historyEntry({ item: '+15550102004', type: 'SMS' })],
    });
    renderWithServices(<ContactCard contact={dan} initials="DO" />);
    const items = screen.getByRole('list', { name: 'Phone numbers and email addresses' });
    const history = screen.getByRole('list', { name: 'Verification history, newest first' });
    expect(await within(items).findByText('+1 (555) 010-2004')).toBeInTheDocument();
    expect(await within(history).findByText('+1 (555) 010-2004')).toBeInTheDocument();
    expect(screen.queryByText('+15550102004')).toBeNull();
  });

  it("never shows a landline with the mobile icon, even when the record's phone is that landline", async () => {
    const contact = ContactMother.with({
      phone: '+15550109000',
      communicationItems: [
        { name: 'Office', type: 'phone', value: '+15550109000', isVerified: false },
        { name: 'Cell', type: 'phone', value: '+15550102009', isVerified: false },
      ],
    });
    renderWithServices(<ContactCard contact={contact} initials="BM" />);
    const [office, cell] = within(screen.getByRole('list', { name: 'Phone numbers and email addresses' })).getAllByRole(
      'listitem',
    );
    expect(iconOf(office!)).toBe('phone');
    expect(iconOf(cell!)).toBe('mobile-phone');
    expect(await within(office!).findByText('+1 (555) 010-9000')).toBeInTheDocument();
  });
});
