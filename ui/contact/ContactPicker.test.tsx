import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createHttpClient } from '@adapters/http/createHttpClient';
import { HttpContactDirectory } from '@adapters/http/HttpContactDirectory';
import { measurableElements } from '@tests/support/measurableElements';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { ContactPicker } from './ContactPicker';
import { ContactPickerStore } from './ContactPickerStore';

const { sandbox, server } = setupSandboxServer();
measurableElements({ 'contact-picker__list': { width: 320, height: 240 } });

let token: string | null = null;
const directory = new HttpContactDirectory(
  createHttpClient({
    baseURL: '/api',
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
    onError: () => undefined,
  }),
);
const asked: Record<string, string>[] = [];

beforeEach(() => {
  token = sessionFor(sandbox).accessToken;
  asked.length = 0;
  server.use(
    http.get('*/api/TicketCreate/:psaId/contacts/v2', ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
    }),
  );
});

function renderPicker(companyId = 'acme-cw-co3') {
  const picked: string[] = [];
  render(
    <ContactPicker store={new ContactPickerStore(directory, 'acme-cw', companyId)} onPick={(c) => picked.push(c.id)} />,
  );
  return { picked, list: () => screen.getByRole('list', { name: 'Contacts of the company' }) };
}

describe('the contact picker (GET /TicketCreate/{psaId}/contacts/v2)', () => {
  it('asks for the first 20 of the company, sorted, without a label', async () => {
    renderPicker();
    expect(await screen.findByText('45 contacts')).toBeInTheDocument();
    expect(asked[0]).toEqual({ companyId: 'acme-cw-co3', alphaSort: 'true', _start: '0', _end: '20' });
    expect(
      within(screen.getByRole('list', { name: 'Contacts of the company' })).getByRole('button', {
        name: 'Fabrikam Staff 01',
      }),
    ).toBeInTheDocument();
  });

  it('fetches the next page as the list scrolls, and stops at the end', async () => {
    const { list } = renderPicker();
    await screen.findByText('45 contacts');
    await waitFor(() => expect(asked).toHaveLength(1));
    const scrollTo = (top: number) =>
      act(() => {
        list().parentElement!.scrollTop = top;
        fireEvent.scroll(list().parentElement!);
      });
    await scrollTo(16 * 36);
    await waitFor(() => expect(asked.map((q) => q._start)).toEqual(['0', '20']));
    expect(asked[1]!._end).toBe('40');
    expect(await within(list()).findByRole('button', { name: 'Fabrikam Staff 21' })).toBeInTheDocument();
    await scrollTo(36 * 36);
    await waitFor(() => expect(asked.map((q) => q._start)).toEqual(['0', '20', '40']));
    await scrollTo(45 * 36);
    expect(await within(list()).findByRole('button', { name: 'Fabrikam Staff 45' })).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  });

  it('trims the label and sends it only when not empty', async () => {
    renderPicker();
    await screen.findByText('45 contacts');
    const user = userEvent.setup();
    const filter = screen.getByLabelText('Filter contacts by name');
    await user.type(filter, '  staff 4 ');
    expect(await screen.findByText('6 contacts')).toBeInTheDocument();
    expect(asked[asked.length - 1]).toEqual({
      companyId: 'acme-cw-co3',
      alphaSort: 'true',
      _start: '0',
      _end: '20',
      label: 'staff 4',
    });
    await user.clear(filter);
    await user.type(filter, '   ');
    expect(await screen.findByText('45 contacts')).toBeInTheDocument();
    expect(asked[asked.length - 1]).not.toHaveProperty('label');
  });

  it('a filter nothing matches says so, and Clear the filter brings the list back', async () => {
    renderPicker();
    await screen.findByText('45 contacts');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Filter contacts by name'), 'zebra');
    expect(await screen.findByText("No contact's name matches “zebra”.")).toBeInTheDocument();
    expect(screen.getByLabelText('Scrollable contact list')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(await screen.findByText('45 contacts')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter contacts by name')).toHaveValue('');
    expect(screen.queryByText(/No contact's name matches/)).toBeNull();
  });

  it('hands the picked contact to the caller', async () => {
    const { picked, list } = renderPicker('acme-cw-co1');
    await userEvent.setup().click(await within(list()).findByRole('button', { name: 'Carol Nguyen' }));
    expect(picked).toEqual(['acme-cw-co1-ct3']);
  });
});
