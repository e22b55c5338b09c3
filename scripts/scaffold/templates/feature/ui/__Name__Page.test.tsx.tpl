import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bindFeatureOnce } from '@features/api/testing';
import { ContactMother } from '@core/testing/ContactMother';
import type { FeaturePodContext } from '@features/api/core';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { __name__Bindings } from '../bindings';
import { __Name__Page } from './__Name__Page';

const { sandbox, server } = setupSandboxServer();

/** Alice Johnson's ticket in the seeded world (acme-cw, Contoso Dental). */
const ALICE_POD: FeaturePodContext = {
  psa: null,
  psaId: 'acme-cw',
  screen: 'ticket',
  ticket: { id: '1001', number: 'T1001' },
  company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
  contact: ContactMother.alice(),
  ready: true,
};

beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox);
});

function renderPage(pod: FeaturePodContext = ALICE_POD) {
  return renderWithServices(<__Name__Page pod={pod} />, (container) => bindFeatureOnce(container, '__id__', __name__Bindings));
}

async function addItem(contactId: string, text: string) {
  const response = await fetch('http://localhost/__sandbox/__kebab__/items', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ psaId: 'acme-cw', contactId, text }) });
  expect(response.status).toBe(200);
}

describe('__title__ page', () => {
  it("shows the contact's items, newest first, and Refresh brings one added since", async () => {
    await addItem('acme-cw-co1-ct1', 'Older item');
    renderPage();
    const list = await screen.findByRole('list', { name: 'Items of Alice Johnson' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent)).toEqual(['Older item', 'A first item, seeded by the sandbox.']);
    await addItem('acme-cw-co1-ct1', 'Newer item');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(list).findByText('Newer item')).toBeInTheDocument();
  });

  it('says so when the contact has no items', async () => {
    renderPage({ ...ALICE_POD, contact: ContactMother.bob() });
    expect(await screen.findByText('No items for Bob Martinez yet.')).toBeInTheDocument();
  });

  it("says why the items could not be loaded, with the server's message", async () => {
    server.use(http.get('*/api/__Name__/:psaId/contacts/:contactId/items', () => HttpResponse.json({ message: 'The items service is down.' }, { status: 503 })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The items service is down.');
  });

  it('asks for a contact when the pod has none', () => {
    renderPage({ ...ALICE_POD, contact: null });
    expect(screen.getByText('This pod has no contact: open a ticket with a contact, or a contact.')).toBeInTheDocument();
  });
});
