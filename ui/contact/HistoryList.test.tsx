import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { mapPodRecord } from '../../core/psa/mapPodRecord';
import { measurableElements } from '../../tests/support/measurableElements';
import { HistoryList } from './HistoryList';

measurableElements({ 'contact-card__history-scroll': { width: 320, height: 360 }, 'contact-card__history-entry': { width: 320, height: 52 } });

/** A contact with `count` verifications, one a day, given oldest first as a PSA might send them. */
function historyOf(count: number) {
  const history = Array.from({ length: count }, (_, i) => ({
    Date: new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString(),
    Item: `+1 555 ${String(i).padStart(5, '0')}`,
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
    const items = within(screen.getByRole('list', { name: 'Verification history, newest first' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent?.match(/\+1 555 \d+/)?.[0])).toEqual(['+1 555 00002', '+1 555 00001', '+1 555 00000']);
    expect(within(items[2]!).getByText('Revoked')).toBeInTheDocument();
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
});
