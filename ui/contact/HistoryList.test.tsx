import { act, fireEvent, screen, within } from '@testing-library/react';
import { historyEntryKey } from '@core/contact/Contact';
import { mapPodRecord } from '@core/psa/mapPodRecord';
import { measurableElements } from '@tests/support/measurableElements';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { HistoryList } from './HistoryList';

// The history formats phone numbers through the real adapter and the sandbox's beautifyPhoneNumber.
const { sandbox } = setupSandboxServer();
beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox);
});
const render = renderWithServices;

measurableElements({
  'contact-card__history-scroll': { width: 320, height: 360 },
  'contact-card__history-entry': { width: 320, height: 52 },
});

/** A contact with `count` verifications, one a day, given oldest first as a PSA might send them. */
function historyOf(count: number, itemOf = (i: number) => `+1 555 ${String(i).padStart(5, '0')}`) {
  const history = Array.from({ length: count }, (_, i) => ({
    Date: new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString(),
    Item: itemOf(i),
    Type: 'SMS',
    Inspector: 'Tess Tech',
    Notes: '',
    IsRevoked: i === 0,
  }));
  return mapPodRecord({ ContactId: 'c', history }).contact!.history;
}

describe('the verification history', () => {
  it('says so when there is none', () => {
    render(<HistoryList entries={[]} />);
    expect(screen.getByText('Not verified yet.')).toBeInTheDocument();
  });

  it('shows a short history whole, newest first, with revoked entries marked', () => {
    render(<HistoryList entries={historyOf(3)} />);
    const items = within(screen.getByRole('list', { name: 'Verification history, newest first' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent?.match(/\+1 555 \d+/)?.[0])).toEqual([
      '+1 555 00002',
      '+1 555 00001',
      '+1 555 00000',
    ]);
    expect(within(items[2]!).getByText('Revoked')).toBeInTheDocument();
  });

  it("shows phone numbers in the pod's one format (beautifyPhoneNumber) and emails as they are", async () => {
    const items = ['alice.johnson@contoso.example', '+15550102001', '+44 20 7946 0000'];
    render(<HistoryList entries={historyOf(3, (i) => items[i]!)} />);
    const list = screen.getByRole('list', { name: 'Verification history, newest first' });
    const [uk, us, email] = within(list).getAllByRole('listitem');
    expect(await within(us!).findByText('+1 (555) 010-2001')).toBeInTheDocument();
    expect(within(us!).queryByText('+15550102001')).toBeNull();
    expect(await within(uk!).findByText('+44 20 7946 0000')).toBeInTheDocument(); // another country's, as the API wrote it
    expect(email).toHaveTextContent('alice.johnson@contoso.example');
  });

  it('keeps a 10,000-entry history to the visible rows and reaches the oldest by scrolling', async () => {
    render(<HistoryList entries={historyOf(10_000)} />);
    const list = screen.getByRole('list', { name: 'Verification history, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveTextContent('+1 555 09999');
    await act(async () => {
      list.parentElement!.scrollTop = 10_000 * 52;
      fireEvent.scroll(list.parentElement!);
    });
    expect(await within(list).findByText(/\+1 555 00000/)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
  });

  it('says by whom and on which ticket, how old (hours under a day, the date beyond), and what a feature marks beside it', () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString();
    const [fresh, old] = mapPodRecord({
      ContactId: 'c',
      history: [
        {
          Date: threeHoursAgo,
          Item: 'a@x.example',
          Type: 'Email',
          Inspector: 'Tess Tech',
          Notes: '',
          IsRevoked: false,
          TicketId: '1001',
          TicketNumber: 'T1001',
        },
        {
          Date: '2026-10-01T14:30:00.000Z',
          Item: 'b@x.example',
          Type: 'SMS',
          Inspector: 'Max Factor',
          Notes: '',
          IsRevoked: false,
        },
      ],
    }).contact!.history;
    render(
      <HistoryList
        entries={[fresh!, old!]}
        marks={[{ key: historyEntryKey(fresh!), tag: { intent: 'success', text: 'This call, ends in 48 min' } }]}
      />,
    );
    const [first, second] = within(
      screen.getByRole('list', { name: 'Verification history, newest first' }),
    ).getAllByRole('listitem');
    expect(first).toHaveTextContent('3 h ago');
    expect(first).toHaveTextContent('by Tess Tech on #T1001');
    expect(within(first!).getByText('This call, ends in 48 min')).toBeInTheDocument();
    expect(second).toHaveTextContent('Oct 1, 2026');
    expect(second).toHaveTextContent(/by Max Factor$/);
  });
});
