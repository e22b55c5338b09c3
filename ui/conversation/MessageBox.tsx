import { TextArea } from '@blueprintjs/core';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { focusNext } from '../kit/useFocusFollowsWork';

/** The message box grows with its text up to this height, then scrolls (a long message never pushes Send away). */
export const MESSAGE_BOX_MAX_HEIGHT_PX = 160;
/** Its height when empty, and whenever it cannot be measured (a hidden pane). */
export const MESSAGE_BOX_ROWS = 2;

/** The keys that send, said under every message box. */
export const SEND_KEYS_HINT = 'Enter sends · Shift+Enter adds a line';

export interface MessageBoxProps {
  id: string;
  value: string;
  onChange(text: string): void;
  /** Enter (or Ctrl/Cmd+Enter) without Shift, outside an input method's composition. */
  onSend(): void;
  placeholder?: string;
  /** Ids of what describes the box (the keys hint, the counter). */
  describedBy?: string;
  disabled?: boolean;
  /** Where the focus goes after each send (focusNext): a conversation's composer, not a form's first message. */
  leads?: boolean;
}

/**
 * Whether a key press in a message box sends it: Enter or Ctrl/Cmd+Enter; Shift+Enter (and Alt+Enter) add a
 * line; an Enter that confirms an input method's composition (Japanese, Chinese, Korean) never sends.
 */
export function sendsOnKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey'> & {
    nativeEvent: { isComposing?: boolean; keyCode?: number };
  },
): boolean {
  if (event.key !== 'Enter' || event.shiftKey || event.altKey) return false;
  // keyCode 229: the composition's own Enter in browsers that end the composition before the keydown.
  return !event.nativeEvent.isComposing && event.nativeEvent.keyCode !== 229;
}

/**
 * The one message box (SMS, Teams, portal chat): at least two rows, grows with the text up to a fixed
 * height and scrolls after it; Enter sends, Shift+Enter adds a line.
 */
export function MessageBox({
  id,
  value,
  onChange,
  onSend,
  placeholder,
  describedBy,
  disabled,
  leads = false,
}: MessageBoxProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => fitHeight(box.current), [value]);
  return (
    <TextArea
      id={id}
      inputRef={box}
      fill
      rows={MESSAGE_BOX_ROWS}
      className="conversation__box"
      {...focusNext(leads)}
      style={{ maxHeight: MESSAGE_BOX_MAX_HEIGHT_PX, overflowY: 'auto', resize: 'none' }}
      value={value}
      placeholder={placeholder}
      aria-describedby={describedBy}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (!sendsOnKey(event)) return;
        event.preventDefault();
        onSend();
      }}
    />
  );
}

/**
 * Fits the box to its text within its bounds. A box that is not laid out (in a hidden pane, or in jsdom)
 * is left at its rows: measured then, its height would be 0 and stay so once shown.
 */
function fitHeight(box: HTMLTextAreaElement | null): void {
  if (!box || box.getClientRects().length === 0 || box.clientHeight === 0) return;
  box.style.height = 'auto';
  const borders = box.offsetHeight - box.clientHeight;
  box.style.height = `${Math.min(box.scrollHeight + borders, MESSAGE_BOX_MAX_HEIGHT_PX)}px`;
}
