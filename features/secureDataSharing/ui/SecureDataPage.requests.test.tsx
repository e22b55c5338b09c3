import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ContactMother } from '@core/testing/ContactMother';
import { secureDataOf } from '../sandbox/secureDataLedger';
import { podFor, renderSecureDataPage } from './testing/renderSecureDataPage';
import { consoleView, findSentLine, setupSecureDataPage } from './testing/secureDataPageSteps';

const { sandbox, server } = setupSecureDataPage();

describe('Secure Data Sharing: request data and the requests table', () => {
  it('requests data by email; the contact answers from the console; the poll updates the table and shows the answer once', async () => {
    const { clock } = renderSecureDataPage(podFor(ContactMother.bob()));
    const user = userEvent.setup();
    expect(await screen.findByText('No data requests for this ticket yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Request data' }));
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What do you need from the contact?'), 'the license key');
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findByText(/Request link created/)).toBeInTheDocument();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toMatch(
      /^Hi Bob, Tess Tech from Acme MSP needs the license key for ticket T1002\./,
    );
    const table = () => screen.getByRole('list', { name: 'Data requests' });
    expect(within(table()).getByText('Not sent')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Work email/ }));
    await user.click(screen.getByRole('button', { name: 'Send by email' }));
    await findSentLine('Bob Martinez', 'bob.martinez@contoso.example');
    // The same request to the same address again asks first.
    await user.click(screen.getByRole('button', { name: 'Send again by email' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await within(table()).findByText('Waiting')).toBeInTheDocument();

    const [request] = (await consoleView()).requests;
    const answered = await fetch(`http://localhost/__sandbox/secure-data/requests/${request!.id}/answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: '<b>KEY-42</b>', files: [{ fileName: '..\\..\\evil\u202Efdp.txt', content: 'x' }] }),
    });
    expect(answered.status).toBe(200);

    await act(async () => clock.advance(3000));
    await user.click(await screen.findByRole('button', { name: 'Show answer' }));
    expect(await screen.findByText('Answer: the license key')).toBeInTheDocument();
    // Untrusted: shown as text, never as HTML; the file name sanitized.
    expect(screen.getByLabelText('Answer text')).toHaveValue('<b>KEY-42</b>');
    expect(
      within(screen.getByRole('list', { name: 'Files from the contact' })).getByText(/^evilfdp\.txt \(/),
    ).toBeInTheDocument();
    expect(await within(table()).findByText('Answer read')).toBeInTheDocument();

    // jsdom has no object URLs; the browser saves the file from one.
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:answer-file');
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    await user.click(screen.getByRole('button', { name: 'Download evilfdp.txt' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download evilfdp.txt' })).toHaveTextContent('Downloaded'),
    );
    expect(saved.map((b) => b.size)).toEqual([1]);
    expect(clicked).toEqual(['evilfdp.txt blob:answer-file']);
    click.mockRestore();
    expect(secureDataOf(sandbox.state).request(request!.id)!.downloads).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    await user.click(screen.getByRole('button', { name: 'Hide answer' }));
    expect(screen.queryByText('Answer: the license key')).not.toBeInTheDocument();
    expect((await consoleView()).requests[0]!.status).toBe('viewed');
  });

  it("an answer that arrives while the technician stays on the request's panel waits for Show answer, is marked read by that click, hides after 60 s and when the panel is left", async () => {
    const page = renderSecureDataPage(podFor(ContactMother.bob()));
    const { clock } = page;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request data' }));
    await user.type(screen.getByLabelText('What do you need from the contact?'), 'the license key');
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    await user.click(await screen.findByRole('radio', { name: /Work email/ }));
    await user.click(screen.getByRole('button', { name: 'Send by email' }));
    await findSentLine('Bob Martinez', 'bob.martinez@contoso.example');
    const [request] = (await consoleView()).requests;
    await fetch(`http://localhost/__sandbox/secure-data/requests/${request!.id}/answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'KEY-42' }),
    });

    // Polled, seen as answered: the secret stays hidden and unread until the technician asks for it.
    await act(async () => clock.advance(3000));
    const show = await screen.findByRole('button', { name: 'Show answer' });
    // Answered: the panel says so and offers a new request, never this one's send again.
    expect(screen.getByRole('group', { name: 'Request: the license key' })).toHaveTextContent('Answered');
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a new request' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Answer text')).not.toBeInTheDocument();
    expect(screen.queryByText(/KEY-42/)).not.toBeInTheDocument();
    expect((await consoleView()).requests[0]!.status).toBe('answered');

    await user.click(show);
    expect(await screen.findByLabelText('Answer text')).toHaveValue('KEY-42');
    expect((await consoleView()).requests[0]!.status).toBe('viewed');

    // A minute later it hides by itself; the page still holds it (the server handed it over once), so it shows again.
    await act(async () => clock.advance(60_000));
    expect(screen.queryByLabelText('Answer text')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Show answer' }));
    expect(await screen.findByLabelText('Answer text')).toHaveValue('KEY-42');

    // Leaving the request's panel hides it: by Back, and coming back does not show it by itself; by Done.
    await page.back();
    expect(screen.queryByLabelText('Answer text')).not.toBeInTheDocument();
    await act(() => page.router.navigate(1));
    await user.click(await screen.findByRole('button', { name: 'Show answer' }));
    expect(await screen.findByLabelText('Answer text')).toHaveValue('KEY-42');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Answer text')).not.toBeInTheDocument();
    expect(screen.queryByText(/KEY-42/)).not.toBeInTheDocument();

    // Leaving the page forgets it: it was handed over once, and a page opened again cannot show it.
    const reopened = page.location();
    page.unmount();
    renderSecureDataPage(podFor(ContactMother.bob()), { url: reopened });
    const table = await screen.findByRole('list', { name: 'Data requests' });
    expect(await within(table).findByText('Answer read')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show answer/ })).not.toBeInTheDocument();
  });

  it('an answer that arrives for an older request is shown from the table, once', async () => {
    const ledger = secureDataOf(sandbox.state);
    const seeded = ledger.requests.find((r) => r.status === 'sent' && r.ticketId === '1001')!;
    const { clock } = renderSecureDataPage(podFor(ContactMother.alice(), { id: '1001', number: 'T1001' }));
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Data requests' });
    await fetch(`http://localhost/__sandbox/secure-data/requests/${seeded.id}/answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'hunter2' }),
    });
    await act(async () => clock.advance(3000));
    await user.click(await screen.findByRole('button', { name: `Show answer: ${seeded.title}` }));
    expect(await screen.findByLabelText('Answer text')).toHaveValue('hunter2');
    expect(screen.queryByRole('button', { name: /Show answer/ })).not.toBeInTheDocument();
  });

  it('an answer that cannot be loaded says so, and the row stays answerable', async () => {
    const seeded = secureDataOf(sandbox.state).requests.find((r) => r.status === 'sent' && r.ticketId === '1001')!;
    await fetch(`http://localhost/__sandbox/secure-data/requests/${seeded.id}/answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'k' }),
    });
    server.use(
      http.get(
        '*/api/SecureDataRequest/:id/check',
        () => HttpResponse.json({ message: 'Vault offline.' }, { status: 503 }),
        { once: true },
      ),
    );
    renderSecureDataPage(podFor(ContactMother.alice(), { id: '1001', number: 'T1001' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Show answer: ${seeded.title}` }));
    expect(await screen.findByText('The answer could not be loaded: Vault offline.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Show answer: ${seeded.title}` }));
    expect(await screen.findByLabelText('Answer text')).toHaveValue('k');
  });

  it('pages the seeded requests newest first: 1–5, 6–10, 11–12 of 12', async () => {
    renderSecureDataPage(podFor(ContactMother.alice(), { id: '1001', number: 'T1001' }));
    const user = userEvent.setup();
    expect(await screen.findByText('1–5 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer requests' })).toBeDisabled();
    const firstPage = within(screen.getByRole('list', { name: 'Data requests' })).getAllByRole('listitem');
    expect(firstPage).toHaveLength(5);
    expect(within(firstPage[0]!).getByText('Waiting')).toBeInTheDocument();
    // The recipient's email may wrap only before its @ and dots (read whole by assistive technology).
    const recipient = within(firstPage[0]!).getByText(/^to/);
    expect(recipient).toHaveTextContent('alice.johnson@contoso.example');
    expect(
      [...recipient.querySelectorAll('[aria-hidden="true"] wbr')].map((wbr) => wbr.nextSibling?.textContent),
    ).toEqual(['.johnson', '@contoso', '.example']);
    await user.click(screen.getByRole('button', { name: 'Older requests' }));
    expect(await screen.findByText('6–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older requests' }));
    expect(await screen.findByText('11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older requests' })).toBeDisabled();
  });

  it('a table that fails to load says so and Try again loads it', async () => {
    server.use(
      http.get('*/api/SecureDataRequest/requests', () =>
        HttpResponse.json({ message: 'Requests are unavailable.' }, { status: 500 }),
      ),
    );
    renderSecureDataPage(podFor(ContactMother.alice(), { id: '1001', number: 'T1001' }));
    const user = userEvent.setup();
    expect(await screen.findByText('Requests are unavailable.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1–5 of 12')).toBeInTheDocument();
  });

  it('a failed poll is quiet and the next one catches up', async () => {
    const { clock, notifier } = renderSecureDataPage(podFor(ContactMother.alice(), { id: '1001', number: 'T1001' }));
    await screen.findByText('1–5 of 12');
    server.use(
      http.get('*/api/SecureDataRequest/check', () => HttpResponse.json({ message: 'busy' }, { status: 503 }), {
        once: true,
      }),
    );
    await act(async () => clock.advance(3000));
    const seeded = secureDataOf(sandbox.state).requests.find((r) => r.status === 'sent' && r.ticketId === '1001')!;
    await fetch(`http://localhost/__sandbox/secure-data/${seeded.id}/expire`, { method: 'POST' });
    await act(async () => clock.advance(3000));
    const firstRow = () => within(screen.getByRole('list', { name: 'Data requests' })).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(within(firstRow()).getByText('Expired')).toBeInTheDocument());
    expect(notifier.messages()).toEqual([]);
  });

  it('on a contact screen the requests are the contact’s', async () => {
    renderSecureDataPage(podFor(ContactMother.carol(), null));
    expect(await screen.findByText('No data requests for this contact yet.')).toBeInTheDocument();
    expect(screen.queryByText(/this ticket/)).not.toBeInTheDocument();
  });
});
