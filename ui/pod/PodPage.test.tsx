import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { timeText } from '@core/time/timeText';
import { measurableElements } from '@tests/support/measurableElements';
import { renderApp } from '@tests/support/renderApp';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';

/** Alice's seeded verification, eight weeks old: its date and time by the one screen rule. */
const LAST_VERIFIED = `Last verified ${timeText(Date.parse('2026-10-01T14:30:00.000Z'), Date.now())}`;

const { sandbox, server } = setupSandboxServer();
measurableElements({ 'contact-picker__list': { width: 320, height: 240 } });

const signInAs = (userId = 'u-tech') => storeSignedInSession(sandbox, userId);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signInAs();
});

const world = () => sandbox.state.world;
const ticketOf = (psaId: string, pick: (t: ReturnType<typeof world>['tickets'][number]) => boolean) =>
  world().tickets.find((t) => t.psaId === psaId && pick(t))!;
const contact = (id: string | null) => world().contacts.find((c) => c.id === id)!;

describe('the pod page', () => {
  it("shows the ticket's contact: name, company, initials, items with when they were verified, opted status, history", async () => {
    const ticket = ticketOf('acme-cw', (t) => t.contactId === 'acme-cw-co1-ct1');
    renderApp(`/pod/connectwise/acme-cw?ticketId=${ticket.id}&screen=ticket`);
    const card = within(await screen.findByRole('region', { name: 'Alice Johnson' }));
    expect(card.getByText('Contoso Dental')).toBeInTheDocument();
    expect(card.getByText('AJ')).toBeInTheDocument();
    expect(card.getByText('Opted in to SMS')).toBeInTheDocument();
    // One list of phones and emails: the verification panel's, where choosing and sending are one place.
    await card.findAllByRole('radio');
    await waitFor(() =>
      // The office line every Contoso contact shares: said on the item, so no code goes there.
      expect(card.getByRole('radio', { name: /^Office/ })).toHaveAccessibleName(
        'Office: +1 (555) 010-9000 Shared line',
      ),
    );
    // Her only verification is eight weeks old: a date, never a green "Verified" (it is about a call, not the person).
    await waitFor(() =>
      expect(card.getByText(LAST_VERIFIED, { selector: '.contact-card__tags *' })).toBeInTheDocument(),
    );
    expect(card.queryByText('Verified', { exact: true })).toBeNull();
    const names = [
      `Mobile: +1 (555) 010-2001 ${LAST_VERIFIED}`,
      'Work email: alice.johnson@contoso.example Verified before',
      'Personal email: alice.johnson.home@mail.example',
      'Office: +1 (555) 010-9000 Shared line',
    ];
    // In this order, and named as a screen reader reads them.
    expect(card.getAllByRole('radio')).toEqual(names.map((name) => card.getByRole('radio', { name })));
    expect(card.queryByRole('list', { name: 'Phone numbers and email addresses' })).toBeNull();
    expect(
      within(card.getByRole('list', { name: 'Verification history, newest first' })).getByText(/Caller verified/),
    ).toBeInTheDocument();
  });

  it('asks for the user and the record in parallel, not one after the other', async () => {
    const ticket = ticketOf('acme-halo', (t) => !!t.contactId);
    let releaseUser!: () => void;
    const userHeld = new Promise<void>((done) => (releaseUser = done));
    let recordAsked = false;
    server.use(
      http.get('*/api/User/:id', async () => {
        await userHeld; // answered only once the record request has been seen
        return undefined;
      }),
      http.get('*/api/HaloPod/:psaId/ticket/:id', () => {
        recordAsked = true;
        releaseUser();
        return undefined;
      }),
    );
    renderApp(`/pod/halo/acme-halo?ticketId=${ticket.id}`);
    expect(await screen.findByRole('heading', { name: contact(ticket.contactId).name })).toBeInTheDocument();
    expect(recordAsked).toBe(true);
  });

  it('a missing ticket says so in the card', async () => {
    renderApp('/pod/zendesk/acme-zd?ticketId=424242');
    expect(await screen.findByText('No ticket with id 424242 was found in Zendesk.')).toBeInTheDocument();
    expect(screen.getByText('Ticket not found')).toBeInTheDocument();
  });

  it('a feature page of a pod whose ticket is missing says why instead of loading forever', async () => {
    renderApp('/pod/zendesk/acme-zd?ticketId=424242');
    await screen.findByText('No ticket with id 424242 was found in Zendesk.');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Secure Data Sharing' }));
    const page = await screen.findByText('Secure Data Sharing opens once it is loaded.');
    expect(page.closest('[data-feature="secureDataSharing"]')).toHaveAttribute('data-state', 'failed');
    expect(within(page.closest('[role="status"]') as HTMLElement).getByText('Ticket not found')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a missing contact says so in the card', async () => {
    renderApp('/pod/kaseya/acme-kaseya?ticketId=nobody&screen=contact');
    expect(await screen.findByText('No contact with id nobody was found in Kaseya.')).toBeInTheDocument();
  });

  it('a pod URL without an id explains where to open it from', async () => {
    renderApp('/pod/syncro/acme-syncro');
    expect(
      await screen.findByText('No ticket or contact was given. Open this page from a ticket or a contact in Syncro.'),
    ).toBeInTheDocument();
  });

  it("a PSA error shows the server's message and Try again loads the record", async () => {
    const ticket = ticketOf('acme-at', (t) => !!t.contactId);
    // Failing until the test says Autotask is back: the link's prefetch and the page may each ask once.
    let down = true;
    server.use(
      http.get('*/api/AutotaskPod/:psaId/ticket/:id', () =>
        down ? HttpResponse.json({ message: 'Autotask API limit reached.' }, { status: 502 }) : undefined,
      ),
    );
    renderApp(`/pod/autotask/acme-at/fullSize?ticketId=${ticket.id}`);
    expect(
      await screen.findByText('The ticket could not be loaded from Autotask: Autotask API limit reached.'),
    ).toBeInTheDocument();
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: contact(ticket.contactId).name })).toBeInTheDocument();
  });

  it('a record that is not a pod record is a clear error, not a blank page', async () => {
    server.use(
      http.get('*/api/SyncroPod/:psaId/ticket/:id', () =>
        HttpResponse.json({ ContactId: { nested: true }, history: 'soon' }),
      ),
    );
    renderApp('/pod/syncro/acme-syncro?ticketId=1053');
    expect(
      await screen.findByText(
        'The ticket could not be loaded from Syncro: The server sent an unexpected answer for this record.',
      ),
    ).toBeInTheDocument();
  });

  it('a PSA without ticket lookups opens the id on the contact screen', async () => {
    renderApp('/pod/microsoft365/acme-m365?ticketId=acme-m365-co2-ct4');
    expect(await screen.findByRole('heading', { name: 'Dan Okafor' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Dan Okafor' }).querySelector('header')!).getByText('Opted out of SMS'),
    ).toBeInTheDocument();
    // The header names the screen, not the PSA's internal contact id (the name is the card's heading).
    expect(screen.getByText('Contact', { selector: '.pod__what' })).toBeInTheDocument();
    expect(screen.queryByText(/acme-m365-co2-ct4/)).toBeNull();
  });

  it('a contact with no phone says SMS verification is not possible', async () => {
    renderApp('/pod/importintegration/acme-import?ticketId=acme-import-co1-ct3&screen=contact');
    expect(
      await screen.findByText('This contact has no phone number: SMS verification is not possible.'),
    ).toBeInTheDocument();
  });

  it('a ConnectWise project ticket loads through its own lookup', async () => {
    const ticket = ticketOf('acme-cw', (t) => t.kind === 'project_ticket');
    renderApp(`/pod/connectwise/acme-cw?ticketId=${ticket.id}&screen=project_ticket`);
    expect(await screen.findByRole('heading', { name: contact(ticket.contactId).name })).toBeInTheDocument();
    expect(screen.getByText(`Project ticket #${ticket.number}`)).toBeInTheDocument();
  });

  it('a ConnectWise ticket with no contact: pick one of the company, and it is saved to the ticket', async () => {
    const ticket = ticketOf('acme-cw', (t) => !t.contactId);
    renderApp(`/pod/connectwise/acme-cw?ticketId=${ticket.id}`);
    expect(await screen.findByText('This ticket has no contact')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Contacts of the company' });
    await userEvent.setup().click(await within(list).findByRole('button', { name: 'Bob Martinez' }));
    expect(await screen.findByRole('heading', { name: 'Bob Martinez' })).toBeInTheDocument();
    expect(ticket.contactId).toBe(`${ticket.companyId}-ct2`);
  });

  it('elsewhere a picked contact is shown without changing the ticket', async () => {
    const ticket = ticketOf('acme-fs', (t) => !t.contactId);
    renderApp(`/widget/freshservice/acme-fs?ticketId=${ticket.id}`);
    const list = await screen.findByRole('list', { name: 'Contacts of the company' });
    await userEvent.setup().click(await within(list).findByRole('button', { name: 'Carol Nguyen' }));
    expect(await screen.findByRole('heading', { name: 'Carol Nguyen' })).toBeInTheDocument();
    expect(ticket.contactId).toBeNull();
  });

  it('finds the caller by phone (checkByPhone, digits without the leading zero)', async () => {
    const ticket = ticketOf('acme-superops', (t) => !t.contactId);
    let body: unknown = null;
    server.use(
      http.post(
        '*/api/PsaContacts/contacts/checkByPhone',
        async ({ request }) => void (body = await request.clone().json()),
      ),
    );
    renderApp(`/pod/superOps/acme-superops?ticketId=${ticket.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Caller's phone number"), '555 010 2002');
    await user.click(screen.getByRole('button', { name: 'Find by phone' }));
    await user.click(await screen.findByRole('button', { name: 'Show Bob Martinez (Contoso Dental)' }));
    expect(await screen.findByRole('heading', { name: 'Bob Martinez' })).toBeInTheDocument();
    expect(body).toEqual({ psaId: 'acme-superops', phone: '555 010 2002' });
  });

  it('remembers the pod in session storage with the PSA type from the registry', async () => {
    renderApp('/pod/superOps/acme-superops?entityid=acme-superops-co1-ct1&screen=contact');
    await screen.findByRole('heading', { name: 'Alice Johnson' });
    await waitFor(() => expect(sessionStorage.getItem('psa')).toBe('SuperOps'));
    expect(sessionStorage.getItem('returnPath')).toBe(
      '/pod/superOps/acme-superops?entityid=acme-superops-co1-ct1&screen=contact',
    );
  });

  it('after the hub reconnects, fetches the record again: a verification made while it was down shows', async () => {
    const hub = new FakeRealtimeHub();
    const ticket = ticketOf('acme-cw', (t) => t.contactId === 'acme-cw-co1-ct2');
    renderApp(`/pod/connectwise/acme-cw?ticketId=${ticket.id}&screen=ticket`, (container) =>
      container.rebind(RealtimeHubToken).toConstantValue(hub),
    );
    const card = within(await screen.findByRole('region', { name: 'Bob Martinez' }));
    // Verified elsewhere while the hub was down: its ContactVerificationPassed reached nobody.
    contact('acme-cw-co1-ct2').history.unshift({
      date: new Date().toISOString(),
      item: '',
      type: 'Duo Push',
      inspector: 'Olive Other',
      notes: 'While offline',
      isRevoked: false,
    });
    expect(card.queryByText(/Olive Other/)).not.toBeInTheDocument();

    act(() => hub.reconnected());
    expect(await card.findByText(/Olive Other/)).toBeInTheDocument();
  });

  it('two clicks on a contact in one task save it to the ticket once; two Enters find by phone once', async () => {
    const ticket = ticketOf('acme-cw', (t) => !t.contactId);
    let saves = 0;
    let lookups = 0;
    const count = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (/saveToContact$/i.test(path)) saves += 1;
      if (/checkByPhone$/i.test(path)) lookups += 1;
    };
    server.events.on('request:start', count);
    try {
      renderApp(`/pod/connectwise/acme-cw?ticketId=${ticket.id}`);
      await userEvent.setup().type(await screen.findByLabelText("Caller's phone number"), '555 010 2002');
      const form = screen.getByLabelText("Caller's phone number").closest('form')!;
      act(() => {
        form.requestSubmit();
        form.requestSubmit();
      });
      await screen.findByRole('list', { name: 'Contacts with this phone number' });
      expect(lookups).toBe(1);

      const list = await screen.findByRole('list', { name: 'Contacts of the company' });
      const bob = await within(list).findByRole('button', { name: 'Bob Martinez' });
      act(() => {
        bob.click();
        bob.click();
      });
      expect(await screen.findByRole('heading', { name: 'Bob Martinez' })).toBeInTheDocument();
      expect(saves).toBe(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});
