import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Contact } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import type { VerificationContext } from '../core/VerificationContext';
import { ledgerOf } from '../sandbox/VerificationLedger';
import { renderPanel as renderVerificationPanel, setupVerificationPanel } from './testing/renderVerificationPanel';

// A code by Teams, against the sandbox: offered only where the contact's Microsoft tenant has onboarded, then
// the same code entry as SMS and email; one click, one message; a refused send says why and loses nothing.

const { sandbox, server } = setupVerificationPanel();

/** Alice's own ticket: her Microsoft tenant has onboarded (the seeded world). */
const ALICE_TICKET: VerificationContext = {
  psaId: 'acme-cw',
  ticketId: '1001',
  companyId: 'acme-cw-co1',
  isTicketContact: true,
};

interface TeamsMessage {
  id: string;
  to: string;
  message: string;
  code: string;
  status: string;
}

/** The console's Teams view: each code as the contact read it in Teams. */
const teamsOutbox = async (): Promise<TeamsMessage[]> =>
  (await fetch('http://localhost/__sandbox/outbox/teams')).json();

function renderPanel(contact: Contact, context: VerificationContext = ALICE_TICKET) {
  return renderVerificationPanel(contact, context);
}

const teamsButton = () => screen.findByRole('button', { name: 'Send code by Teams' });

describe('VerificationPanel: a code by Teams', () => {
  it('is offered where the Microsoft tenant has onboarded, and disabled with the reason where it has not', async () => {
    const { unmount } = renderPanel(ContactMother.alice());
    expect(await teamsButton()).toBeEnabled();
    unmount();

    renderPanel(ContactMother.bob(), { ...ALICE_TICKET, ticketId: '1002' });
    await screen.findByRole('button', { name: 'Send Duo push' });
    expect(screen.getByRole('button', { name: 'Send code by Teams' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Microsoft push' })).toBeDisabled();
  });

  it('sends the code as a Teams message; the code read from it verifies Alice, recorded as Teams', async () => {
    const user = userEvent.setup();
    const { changes, notifier } = renderPanel(ContactMother.alice());
    await user.click(await teamsButton());
    expect(await screen.findByText(/Code sent by Teams to Alice Johnson\. It expires in/)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    // It went to the person, not to the phone the list had chosen: no "To Mobile: ..." line.
    expect(document.querySelector('.verification__chosen')).toBeNull();

    const [sent] = await teamsOutbox();
    expect(sent).toMatchObject({ to: 'alice.johnson@contoso.example', status: 'sent' });
    expect(sent!.message).toContain(sent!.code);

    // A wrong code counts like any other.
    const wrong = String((Number(sent!.code) + 1) % 1_000_000).padStart(6, '0');
    await user.type(screen.getByLabelText('Verification code'), `${wrong}{Enter}`);
    expect(await screen.findByText(/That code is not correct. 4 tries left./)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), sent!.code);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Alice Johnson is verified')).toBeInTheDocument();
    expect(screen.getByText('Teams code (alice.johnson@contoso.example).')).toBeInTheDocument();
    const entries = within(screen.getByRole('list', { name: 'Verification history' })).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(/Teams code · alice\.johnson@contoso\.example/);
    expect(changes.at(-1)?.history[0]).toMatchObject({ type: 'Teams', item: 'alice.johnson@contoso.example' });
    // Teams proves the person: no phone or email turns verified by it.
    expect(changes.at(-1)?.communicationItems).toEqual(ContactMother.alice().communicationItems);

    // The ticket note names the method.
    await user.click(screen.getByRole('button', { name: 'Add a note to the ticket' }));
    expect(await screen.findByText(/^Note added to the ticket by Tess Tech/)).toBeInTheDocument();
    const notes = await (await fetch('http://localhost/__sandbox/ticket-notes')).json();
    expect(notes[0]).toMatchObject({ crmId: 'acme-cw', ticketId: '1001' });
    expect(notes[0].text).toContain('Method: Teams code (alice.johnson@contoso.example)');
    expect(notifier.messages()).toEqual([]);
  });

  it('Resend code sends by Teams again, not to the chosen phone', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.alice());
    await user.click(await teamsButton());
    await screen.findByText(/Code sent by Teams/);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    const ledger = ledgerOf(sandbox.state);
    await waitFor(() => expect(ledger.outbox).toHaveLength(2));
    expect(ledger.outbox.map((entry) => entry.channel)).toEqual(['Teams', 'Teams']);
    expect(await screen.findByText(/Code sent by Teams to Alice Johnson/)).toBeInTheDocument();
  });

  it('a double click sends one Teams message', async () => {
    renderPanel(ContactMother.alice());
    const button = await teamsButton();
    act(() => {
      button.click();
      button.click();
    });
    await screen.findByText(/Code sent by Teams/);
    expect(await teamsOutbox()).toHaveLength(1);
  });

  it('a refused send says why, sends nothing and keeps the note and the request', async () => {
    server.use(
      http.post('*/api/PsaContactValidation/send', () =>
        HttpResponse.json({ message: 'Teams is not answering. Try again in a minute.' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    // On Bob's ticket Alice is another contact: a note is required, and typed before the send.
    const { notifier } = renderPanel(ContactMother.alice(), {
      ...ALICE_TICKET,
      ticketId: '1002',
      isTicketContact: false,
    });
    await user.type(await screen.findByLabelText(/^Note/), 'Caller is Bob’s manager');
    await user.click(await teamsButton());
    expect(await screen.findByRole('button', { name: 'Send code by Teams' })).toBeEnabled();
    expect(notifier.messages()).toEqual(['Teams is not answering. Try again in a minute.']);
    expect(screen.getByLabelText(/^Note/)).toHaveValue('Caller is Bob’s manager');
    expect(screen.queryByText(/Code sent/)).toBeNull();
    expect(await teamsOutbox()).toEqual([]);

    // Once Teams answers again the same click sends, with the note.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Send code by Teams' }));
    expect(await screen.findByText(/Code sent by Teams to Alice Johnson/)).toBeInTheDocument();
    expect(ledgerOf(sandbox.state).outbox[0]).toMatchObject({ channel: 'Teams', note: 'Caller is Bob’s manager' });
  });
});
