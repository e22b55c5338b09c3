import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ConversationOutbox } from '@core/conversation/ConversationOutbox';
import type { ConversationTransport } from '@core/conversation/ConversationTransport';
import { ConversationComposer } from './ConversationComposer';
import { ConversationStore } from './ConversationStore';

const nothingKept: ConversationOutbox = { read: () => [], write: () => undefined, unsentCount: () => 0 };

function renderComposer() {
  const sent: string[] = [];
  const transport: ConversationTransport = {
    key: 'test:1',
    history: async () => [],
    send: async (body, clientId) => {
      sent.push(body);
      return { id: `s-${clientId}`, direction: 'outbound', body, date: new Date().toISOString(), author: 'Tess' };
    },
  };
  const store = new ConversationStore(transport, nothingKept, { author: () => 'Tess' });
  render(<ConversationComposer store={store} withName="Alice Johnson" />);
  return {
    sent,
    store,
    box: screen.getByRole('textbox', { name: 'Message' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('the conversation composer (SMS, Teams and portal chat alike)', () => {
  it('Send is disabled on an empty box or one of spaces, and Enter there sends nothing and says nothing', () => {
    const { sent, box, send } = renderComposer();
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    act(() => void fireEvent.keyDown(box, { key: 'Enter' }));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('text enables Send, and Send sends it and empties the box', async () => {
    const { sent, box, send } = renderComposer();
    fireEvent.change(box, { target: { value: 'On my way' } });
    expect(send).toBeEnabled();
    await act(async () => send.click());
    expect(sent).toEqual(['On my way']);
    expect(box).toHaveValue('');
    expect(send).toBeDisabled();
  });

  it('the box says whom the message goes to, in the one pattern of every conversation', () => {
    const { box } = renderComposer();
    expect(box).toHaveAttribute('placeholder', 'Write to Alice Johnson');
  });
});
