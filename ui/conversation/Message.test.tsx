import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageDirection } from '@core/conversation/ConversationMessage';
import { ServiceProvider } from '../services/ServiceContext';
import { Message, type DeliveryState } from './Message';
import { MessageList, VIRTUAL_MESSAGES_FROM, type MessageRow } from './MessageList';

const AT = '2026-10-01T09:00:00.000Z';

function renderMessage(
  direction: MessageDirection,
  delivery?: DeliveryState,
  actions: { onRetry?(): void; onDiscard?(): void } = {},
) {
  // No clock bound: the browser's time.
  render(
    <ServiceProvider services={{ get: () => null as never, find: () => null }}>
      <Message
        direction={direction}
        author="Tess Tech"
        at={AT}
        delivery={delivery}
        error={delivery === 'failed' ? 'The gateway failed.' : null}
        {...actions}
      >
        Hello
      </Message>
    </ServiceProvider>,
  );
  return screen.getByText('Hello').closest('.conversation__bubble') as HTMLElement;
}

describe('Message: one look for every conversation', () => {
  it('ours is on our side with its author, time and "Sent"; theirs has no delivery state', () => {
    const ours = renderMessage('outbound', 'sent');
    expect(ours).toHaveClass('conversation__bubble--outbound');
    expect(within(ours).getByText('Tess Tech')).toBeInTheDocument();
    expect(ours.querySelector('.conversation__delivery')).toHaveTextContent(/^· Sent$/);
    expect(ours.querySelector('time')).toHaveAttribute('dateTime', AT);
    cleanup();
    const theirs = renderMessage('inbound');
    expect(theirs).toHaveClass('conversation__bubble--inbound');
    expect(within(theirs).queryByText(/Sent|Delivered|Sending/)).not.toBeInTheDocument();
  });

  it.each([
    ['sending', 'Sending…'],
    ['delivered', 'Delivered'],
  ] as const)('%s is said in words', (delivery, words) => {
    const bubble = renderMessage('outbound', delivery);
    expect(bubble).toHaveAttribute('data-delivery', delivery);
    expect(within(bubble).getByText(words, { exact: false })).toBeInTheDocument();
  });

  it('failed says why, with Retry and (where given) Discard', async () => {
    const calls: string[] = [];
    const bubble = renderMessage('outbound', 'failed', {
      onRetry: () => calls.push('retry'),
      onDiscard: () => calls.push('discard'),
    });
    expect(within(bubble).getByRole('alert')).toHaveTextContent('Not sent: The gateway failed.');
    await userEvent.click(within(bubble).getByRole('button', { name: 'Retry' }));
    await userEvent.click(within(bubble).getByRole('button', { name: 'Discard' }));
    expect(calls).toEqual(['retry', 'discard']);
  });
});

interface Line {
  id: string;
  mine: boolean;
}
const rendered: string[] = [];
const row: MessageRow<Line> = {
  key: (line) => line.id,
  direction: (line) => (line.mine ? 'outbound' : 'inbound'),
  render: (line) => {
    rendered.push(line.id);
    return <span>{line.id}</span>;
  },
};
const lines = (n: number) => Array.from({ length: n }, (_, i): Line => ({ id: `m${i + 1}`, mine: i % 2 === 0 }));

describe('MessageList', () => {
  it('puts each message on its side and names the list and its count', () => {
    render(<MessageList messages={lines(3)} row={row} label="Messages with Alice" />);
    const list = screen.getByRole('list', { name: 'Messages with Alice' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.className),
    ).toEqual([
      'conversation__message conversation__message--outbound',
      'conversation__message conversation__message--inbound',
      'conversation__message conversation__message--outbound',
    ]);
    expect(screen.getByLabelText('Messages with Alice: 3 messages, scrollable')).toBeInTheDocument();
  });

  it('renders again only the messages that changed', () => {
    const first = lines(3);
    const { rerender } = render(<MessageList messages={first} row={row} label="Messages" />);
    rendered.length = 0;
    rerender(
      <MessageList
        messages={[first[0]!, { ...first[1]! }, first[2]!, { id: 'm4', mine: true }]}
        row={row}
        label="Messages"
      />,
    );
    expect(rendered).toEqual(['m2', 'm4']);
  });

  it(`from ${VIRTUAL_MESSAGES_FROM} messages on, keeps only a window of them in the page`, () => {
    render(<MessageList messages={lines(10_000)} row={row} label="Messages" />);
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
  });
});
