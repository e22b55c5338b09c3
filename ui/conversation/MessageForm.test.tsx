import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGE_BOX_MAX_HEIGHT_PX, MESSAGE_BOX_ROWS, SEND_KEYS_HINT } from './MessageBox';
import { MessageForm, type ComposerCount } from './MessageForm';

function Harness({ sent, count }: { sent: string[]; count?: (text: string) => ComposerCount }) {
  const [text, setText] = useState('');
  return (
    <MessageForm
      value={text}
      onChange={setText}
      onSend={() => {
        sent.push(text);
        setText('');
      }}
      count={count?.(text)}
    />
  );
}

function renderComposer(count?: (text: string) => ComposerCount) {
  const sent: string[] = [];
  render(<Harness sent={sent} count={count} />);
  return { sent, box: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement };
}

describe('MessageForm: one composer for SMS, Teams and portal chat', () => {
  it('Enter sends, Shift+Enter adds a line, and a visible hint says so', async () => {
    const { sent, box } = renderComposer();
    expect(screen.getByText(SEND_KEYS_HINT)).toBeVisible();
    expect(box).toHaveAccessibleDescription(SEND_KEYS_HINT);
    const user = userEvent.setup();
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(sent).toEqual([]);
    await user.type(box, '{Enter}');
    expect(sent).toEqual(['First line\nsecond line']);
    expect(box).toHaveValue('');
  });

  it('Ctrl+Enter and Cmd+Enter send too; Alt+Enter does not', () => {
    const { sent, box } = renderComposer();
    fireEvent.change(box, { target: { value: 'one' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.change(box, { target: { value: 'two' } });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    fireEvent.change(box, { target: { value: 'three' } });
    fireEvent.keyDown(box, { key: 'Enter', altKey: true });
    expect(sent).toEqual(['one', 'two']);
  });

  it("the Enter that ends an input method's composition never sends", () => {
    const { sent, box } = renderComposer();
    fireEvent.change(box, { target: { value: 'こんにちは' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(sent).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual(['こんにちは']);
  });

  it('a 1,711-character message cannot grow the box past its maximum height: it scrolls', () => {
    const { box } = renderComposer();
    fireEvent.change(box, { target: { value: 'x'.repeat(1711) } });
    expect(box.style.maxHeight).toBe(`${MESSAGE_BOX_MAX_HEIGHT_PX}px`);
    expect(box.style.overflowY).toBe('auto');
    expect(box.getAttribute('rows')).toBe(String(MESSAGE_BOX_ROWS));
    // Not laid out here (jsdom): the box keeps its rows instead of a measured height of 0 px.
    expect(box.style.height).toBe('');
  });

  it('shows the count under the box and its warning when there is one', () => {
    const { box } = renderComposer((text) => ({
      text: `${text.length} characters`,
      warning: text.length > 5 ? 'Too long.' : null,
    }));
    fireEvent.change(box, { target: { value: 'short' } });
    expect(screen.getByText('5 characters')).toBeInTheDocument();
    expect(screen.queryByText('Too long.')).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'longer' } });
    expect(screen.getByText('Too long.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(`${SEND_KEYS_HINT} 6 characters Too long.`);
  });
});
