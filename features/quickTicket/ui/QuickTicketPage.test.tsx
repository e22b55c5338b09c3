import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pressWithKeyboard, tabTo } from '@tests/support/keyboardOnly';
import { delay, http, HttpResponse } from 'msw';
import { psaDescriptors } from '@adapters/psa/registry';
import { bindFeatureOnce } from '@features/api/testing';
import type { FeaturePodContext } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { seedWorld } from '@features/api/sandbox';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { quickTicketBindings } from '../bindings';
import { QuickTicketPage } from './QuickTicketPage';

const { sandbox, server } = setupSandboxServer();

/** Bob Martinez's contact pod (acme-cw, Contoso Dental). */
const BOB_CONTACT: FeaturePodContext = {
  psa: null,
  psaId: 'acme-cw',
  screen: 'contact',
  ticket: null,
  company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
  contact: ContactMother.bob(),
  ready: true,
};

beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox);
  sandbox.state.world.tickets.splice(0, Infinity, ...seedWorld().tickets);
});

function renderPage(pod: FeaturePodContext = BOB_CONTACT) {
  return renderWithServices(<QuickTicketPage pod={pod} />, (container) =>
    bindFeatureOnce(container, 'quickTicket', quickTicketBindings),
  );
}

// By label, not by role: getByRole works out the role of every element in the page (260 company
// options among them) on each call, and these helpers run inside every waitFor; this halved the file's
// time (316 s to 161 s on a 2-core machine at a load of 17).
const select = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}`), { selector: 'select' }) as HTMLSelectElement;
const optionLabels = (name: string) => [...select(name).options].map((o) => o.text);
const chosenLabel = (name: string) => select(name).selectedOptions[0]?.text;
const worldTickets = () => sandbox.state.world.tickets.length;

/** Waits until the contact's defaults and the first lists are in. */
async function ready() {
  await waitFor(() => expect(chosenLabel('Contact')).toBe('Bob Martinez'));
  await waitFor(() => expect(select('Service board')).toBeEnabled());
  await waitFor(() => expect(select('Priority')).toBeEnabled());
}

async function chooseWhere(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(select('Service board'), 'Service Desk');
  await waitFor(() => expect(select('Type')).toBeEnabled());
  await user.selectOptions(select('Type'), 'Network');
  await user.selectOptions(select('Subtype'), 'VPN');
  await user.selectOptions(select('Item'), 'Cannot connect');
  await user.selectOptions(select('Priority'), 'Priority 2 - Quick Response');
}

describe('QuickTicketPage against the sandbox', () => {
  it("names the pod's PSA (its descriptor's title) in the page's intro", async () => {
    const quickTicketPsa = psaDescriptors.find((d) => d.supports.quickTicket)!;
    renderPage({ ...BOB_CONTACT, psa: { ...quickTicketPsa, title: 'Probe Desk' } });
    expect(await screen.findByText('A new Probe Desk ticket, for Bob Martinez by default.')).toBeInTheDocument();
  });

  it('outside a pod, names the PSAs whose descriptors support Quick Ticket', () => {
    const titles = psaDescriptors.filter((d) => d.supports.quickTicket).map((d) => d.title);
    expect(titles.length).toBeGreaterThan(0);
    renderPage({ ...BOB_CONTACT, psaId: null, company: null, contact: null });
    expect(
      screen.getByText(
        `Open a contact in ${titles.slice(0, -1).join(', ')}${titles.length > 1 ? ' or ' : ''}${titles.at(-1)} to create a ticket for it.`,
      ),
    ).toBeInTheDocument();
  });

  it("starts with the contact's company and the contact; sorts priorities by label and boards by name", async () => {
    renderPage();
    await ready();
    expect(chosenLabel('Company')).toBe('Contoso Dental');
    expect(optionLabels('Priority').slice(1)).toEqual([
      'Priority 1 - Emergency Response',
      'Priority 2 - Quick Response',
      'Priority 3 - Normal Response',
      'Priority 4 - Schedule Maintenance',
      'Priority 5 - Planning',
    ]);
    expect(optionLabels('Service board').slice(1)).toEqual(['Escalations', 'Projects', 'Service Desk']);
    expect(optionLabels('Contact').slice(1)).toEqual(['Alice Johnson', 'Bob Martinez', 'Carol Nguyen', 'Dan Okafor']);
    expect(select('Subtype')).toBeDisabled();
  });

  it('cascades: a new type empties subtype and item; a new company empties the contact and reloads its lists', async () => {
    const user = userEvent.setup();
    renderPage();
    await ready();
    await chooseWhere(user);
    expect(chosenLabel('Item')).toBe('Cannot connect');
    await user.selectOptions(select('Type'), 'Hardware');
    expect(select('Subtype').value).toBe('');
    expect(select('Item')).toBeDisabled();
    expect(optionLabels('Subtype').slice(1)).toEqual(['Laptop', 'Printer']);

    await user.selectOptions(select('Company'), 'Northwind Traders');
    expect(select('Contact').value).toBe('');
    await waitFor(() => expect(optionLabels('Agreement')).toContain('Managed services (Northwind Traders)'));
    expect(optionLabels('Contact')).toContain('Bob Martinez');
  });

  it('searches the long company list', async () => {
    const user = userEvent.setup();
    renderPage();
    await ready();
    expect(select('Company').options.length).toBeGreaterThan(200);
    await user.type(screen.getByRole('searchbox', { name: 'Search company' }), 'client 12');
    // The chosen company stays, so the select keeps showing it.
    expect(optionLabels('Company').slice(1)).toEqual([
      'Contoso Dental',
      ...Array.from({ length: 10 }, (_, i) => `Client ${120 + i} Holdings`),
    ]);
  });

  it('blocks submit while errors exist and says why, without a request', async () => {
    const user = userEvent.setup();
    renderPage();
    await ready();
    const before = worldTickets();
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3); // board, priority, summary
    await user.type(screen.getByLabelText(/^Summary/), 'x'.repeat(101));
    expect(await screen.findByText('At most 100 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(worldTickets()).toBe(before);
  });

  it('a refused submit moves the cursor to the first field that says what is wrong, in the order the form shows', async () => {
    const user = userEvent.setup();
    renderPage();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(screen.getByLabelText(/^Service board/)).toHaveFocus());
    await user.selectOptions(
      screen.getByLabelText(/^Service board/),
      within(screen.getByLabelText(/^Service board/)).getAllByRole('option')[1]!,
    );
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(screen.getByLabelText(/^Priority/)).toHaveFocus());
  });

  it('keyboard only: a failed create puts the focus on why, a created ticket on its notice, Create another on the summary', async () => {
    const user = userEvent.setup();
    renderPage();
    await ready();
    await chooseWhere(user);
    await tabTo(user, screen.getByLabelText(/^Summary/));
    await user.keyboard('Scanner offline');
    server.use(
      http.post(
        '*/api/TicketCreate/:psaId/connectwise/createTicket',
        () => HttpResponse.json({ message: 'ConnectWise is not answering.' }, { status: 502 }),
        { once: true },
      ),
    );
    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByRole('alert')).toHaveFocus();

    await pressWithKeyboard(user, screen.getByRole('button', { name: 'Create ticket' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(/Ticket #T\d+ created/);
    expect(notice).toHaveFocus();

    await pressWithKeyboard(user, within(notice).getByRole('button', { name: 'Create another ticket' }));
    expect(screen.getByLabelText(/^Summary/)).toHaveFocus();
  });

  it('creates one ticket for a double click and shows its number and link; it is in the world', async () => {
    const user = userEvent.setup();
    renderPage();
    await ready();
    await chooseWhere(user);
    await user.type(screen.getByLabelText(/^Summary/), 'VPN drops every hour');
    const before = worldTickets();
    await user.dblClick(screen.getByRole('button', { name: 'Create ticket' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(/Ticket #T\d+ created/);
    expect(worldTickets()).toBe(before + 1);
    const ticket = sandbox.state.world.tickets.at(-1)!;
    expect(ticket).toMatchObject({
      summary: 'VPN drops every hour',
      contactId: 'acme-cw-co1-ct2',
      companyId: 'acme-cw-co1',
    });
    expect(within(notice).getByRole('link', { name: `Open ticket #${ticket.number}` })).toHaveAttribute(
      'href',
      `/pod/connectwise/acme-cw?ticketId=${ticket.id}&screen=ticket`,
    );

    // Another ticket for the same contact: the choices stay, the texts start empty.
    await user.click(within(notice).getByRole('button', { name: 'Create another ticket' }));
    expect(screen.getByLabelText(/^Summary/)).toHaveValue('');
    expect(chosenLabel('Item')).toBe('Cannot connect');
  });

  it('a failure keeps everything typed and chosen, and the next try works', async () => {
    const user = userEvent.setup();
    renderPage();
    await ready();
    await chooseWhere(user);
    await user.type(screen.getByLabelText(/^Summary/), 'Printer offline');
    server.use(
      http.post(
        '*/api/TicketCreate/:psaId/connectwise/createTicket',
        () => HttpResponse.json({ message: 'ConnectWise is not answering.' }, { status: 502 }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ConnectWise is not answering.');
    expect(screen.getByLabelText(/^Summary/)).toHaveValue('Printer offline');
    expect(chosenLabel('Item')).toBe('Cannot connect');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Ticket #T\d+ created/);
  });

  it('shows a list that failed to load and retries it', async () => {
    const user = userEvent.setup();
    // Down until the test says it is back (StrictMode's two mounts each ask once).
    server.use(
      http.get('*/api/Integration/:psaId/sources', () =>
        HttpResponse.json({ message: 'Sources are down.' }, { status: 503 }),
      ),
    );
    renderPage();
    expect(await screen.findByText(/Source could not be loaded: Sources are down\./)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(optionLabels('Source').slice(1)).toEqual(['Email', 'Phone', 'Portal', 'Walk-in']));
  });

  it('disables the form while the ticket is being created', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/TicketCreate/:psaId/connectwise/createTicket', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderPage();
    await ready();
    await chooseWhere(user);
    await user.type(screen.getByLabelText(/^Summary/), 'Slow one');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(screen.getByLabelText(/^Summary/)).toBeDisabled());
    expect(select('Company')).toBeDisabled();
  });
});
