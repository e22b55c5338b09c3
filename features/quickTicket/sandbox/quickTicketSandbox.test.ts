import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';
import { EXTRA_COMPANIES } from './quickTicketCatalog';

/** Quick Ticket's contract straight through the sandbox's fetch. */
let sandbox: Sandbox;
let token: string;

beforeEach(() => {
  sandbox = createSandbox();
  token = sandbox.state.issueSession('u-tech').accessToken;
});

function call(method: string, path: string, body?: unknown) {
  return sandbox.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
const json = async (path: string) => (await call('GET', path)).json();

const valid = {
  companyId: 'acme-cw-co1',
  contactId: 'acme-cw-co1-ct2',
  agreementId: 'acme-cw-co1-ag1',
  siteId: null,
  priorityId: '3',
  boardId: 1,
  statusId: 11,
  typeId: 103,
  subTypeId: 205,
  itemId: 306,
  sourceId: 4,
  summary: 'VPN drops every hour',
  initialDescription: 'Since Monday.',
};

describe('sandbox: Quick Ticket lookups', () => {
  it('answers every lookup of a ConnectWise integration, the companies as a long list', async () => {
    const companies = await json('/api/TicketCreate/acme-cw/connectwise/companies');
    expect(companies).toHaveLength(3 + EXTRA_COMPANIES);
    expect(companies[0]).toEqual({ value: 'acme-cw-co1', label: 'Contoso Dental' });
    expect(await json('/api/TicketCreate/acme-cw/connectwise/companies/acme-cw-co1/agreements')).toHaveLength(2);
    expect(await json('/api/TicketCreate/acme-cw/connectwise/companies/acme-cw-co1/sites')).toHaveLength(2);
    expect(
      (await json('/api/TicketCreate/acme-cw/contacts?companyId=acme-cw-co1')).map((c: { label: string }) => c.label),
    ).toContain('Bob Martinez');
    expect(await json('/api/TicketCreate/acme-cw/connectwise/priorities')).toHaveLength(5);
    expect(await json('/api/Integration/acme-cw/service-boards')).toHaveLength(3);
    expect(await json('/api/Integration/acme-cw/board-statuses/1')).toHaveLength(4);
    expect((await json('/api/Integration/acme-cw/board-types/1')).boardSubTypes[2]).toEqual({
      id: 203,
      name: 'Email',
      typeAssociationIds: [102, 103],
    });
    expect(await json('/api/Integration/acme-cw/sources')).toHaveLength(4);
  });

  it('refuses other PSAs and other tenants', async () => {
    expect((await call('GET', '/api/TicketCreate/acme-at/connectwise/companies')).status).toBe(404);
    expect((await call('GET', '/api/TicketCreate/bolt-cw/connectwise/companies')).status).toBe(404);
    expect((await call('GET', '/api/Integration/acme-cw/board-types/99')).status).toBe(404);
  });
});

describe('sandbox: createTicket', () => {
  it('creates the ticket in the world, with a number and the link of its pod', async () => {
    const response = await call('POST', '/api/TicketCreate/acme-cw/connectwise/createTicket', valid);
    expect(response.status).toBe(200);
    const created = await response.json();
    expect(created).toMatchObject({
      number: `T${created.id}`,
      summary: 'VPN drops every hour',
      link: `/pod/connectwise/acme-cw?ticketId=${created.id}&screen=ticket`,
    });
    const world = await json('/__sandbox/world');
    expect(world.tickets.find((t: { id: string }) => t.id === created.id)).toMatchObject({
      psaId: 'acme-cw',
      contactId: 'acme-cw-co1-ct2',
      summary: 'VPN drops every hour',
    });
    expect((await json('/__sandbox/quick-tickets'))[0]).toMatchObject({
      ticketId: created.id,
      boardId: 1,
      itemId: 306,
      createdBy: 'Tess Tech',
    });
  });

  it.each([
    ['no summary', { summary: '   ' }, 'A summary is required.'],
    ['a summary over 100 characters', { summary: 'x'.repeat(101) }, 'The summary is longer than 100 characters.'],
    ['a contact of another company', { contactId: 'acme-cw-co2-ct1' }, 'Choose a contact of Contoso Dental.'],
    ['a subtype of another type', { typeId: 101 }, 'This subtype does not apply to the type.'],
    ['an item of another subtype', { itemId: 301 }, 'This item does not apply to the subtype.'],
    ['a status of another board', { statusId: 21 }, 'This status does not belong to the board.'],
  ])('refuses %s with a message', async (_why, change, message) => {
    const before = (await json('/__sandbox/world')).tickets.length;
    const response = await call('POST', '/api/TicketCreate/acme-cw/connectwise/createTicket', { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect((await json('/__sandbox/world')).tickets).toHaveLength(before);
  });
});
