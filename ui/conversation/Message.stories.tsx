import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryServices } from '@storybook-host/StoryServices';
import type { MessageDirection } from '@core/conversation/ConversationMessage';
import { smsCostWarning, smsLength, smsLengthLabel } from '@core/conversation/smsSegments';
import { composerPlaceholder } from './ConversationComposer';
import { Message, type DeliveryState } from './Message';
import { MessageBody } from './MessageBody';
import { MESSAGE_BOX_MAX_HEIGHT_PX } from './MessageBox';
import { MessageForm } from './MessageForm';
import { MessageList, type MessageRow } from './MessageList';
import './conversation.css';

interface DemoMessage {
  id: string;
  direction: MessageDirection;
  author: string;
  at: number;
  body: string;
  delivery?: DeliveryState;
  error?: string;
}

interface KitDemoProps {
  /** Pod width in px, or full width when absent. */
  width?: number;
  theme?: 'light' | 'dark';
}

const MINUTE = 60_000;

/** One of each: the contact's, and ours in every delivery state. */
function firstMessages(now: number): DemoMessage[] {
  return [
    {
      id: 'm1',
      direction: 'inbound',
      author: 'Alice Johnson',
      at: Date.parse('2026-10-01T09:00:00Z'),
      body: 'Hi, the VPN client says my certificate expired.',
    },
    {
      id: 'm2',
      direction: 'outbound',
      author: 'Tess Tech',
      at: now - 40 * MINUTE,
      body: 'I am renewing it now: https://status.example.com/vpn',
      delivery: 'delivered',
    },
    {
      id: 'm3',
      direction: 'inbound',
      author: 'Alice Johnson',
      at: now - 12 * MINUTE,
      body: 'Thanks! Can someone help? I have a meeting at 11.',
    },
    {
      id: 'm4',
      direction: 'outbound',
      author: 'Tess Tech',
      at: now - 2 * MINUTE,
      body: 'Done: reconnect and it will ask for the new one.',
      delivery: 'sent',
    },
    {
      id: 'm5',
      direction: 'outbound',
      author: 'Tess Tech',
      at: now - 20_000,
      body: 'Reply here if it still fails.',
      delivery: 'sending',
    },
    {
      id: 'm6',
      direction: 'outbound',
      author: 'Tess Tech',
      at: now - 10_000,
      body: 'Please call me back.',
      delivery: 'failed',
      error: 'The SMS gateway is unavailable.',
    },
  ];
}

/**
 * The conversation kit alone (ui/conversation): the one message list and message of SMS, Teams and portal
 * chat with every delivery state, and the message form with the SMS count. Send adds the message as sent;
 * Retry makes a failed one sending; Discard drops it.
 */
function ConversationKitDemo({ width, theme }: KitDemoProps) {
  // The moment the story opened: its relative times start from there and age like the app's.
  const [now] = useState(() => Date.now());
  const [messages, setMessages] = useState(() => firstMessages(now));
  const [draft, setDraft] = useState('');
  const row = useMemo<MessageRow<DemoMessage>>(
    () => ({
      key: (m) => m.id,
      direction: (m) => m.direction,
      render: (m) => (
        <Message
          direction={m.direction}
          author={m.author}
          at={m.at}
          delivery={m.delivery}
          error={m.error}
          onRetry={() =>
            setMessages((all) => all.map((x) => (x.id === m.id ? { ...x, delivery: 'sending', error: undefined } : x)))
          }
          onDiscard={() => setMessages((all) => all.filter((x) => x.id !== m.id))}
        >
          <MessageBody text={m.body} />
        </Message>
      ),
    }),
    [],
  );
  const length = smsLength(draft);
  return (
    <StoryServices width={width} theme={theme}>
      <section className="conversation" aria-label="Conversation kit" style={{ padding: 4 }}>
        <MessageList messages={messages} row={row} label="Messages with Alice Johnson" />
        <MessageForm
          value={draft}
          onChange={setDraft}
          onSend={() => {
            if (!draft.trim()) return;
            setMessages((all) => [
              ...all,
              {
                id: `m${all.length + 10}`,
                direction: 'outbound',
                author: 'Tess Tech',
                at: Date.now(),
                body: draft.trim(),
                delivery: 'sent',
              },
            ]);
            setDraft('');
          }}
          canSend={!!draft.trim()}
          placeholder={composerPlaceholder('Alice Johnson')}
          count={{ text: smsLengthLabel(length), warning: smsCostWarning(length) }}
        />
      </section>
    </StoryServices>
  );
}

const meta: Meta<typeof ConversationKitDemo> = { title: 'Kit/Conversation', component: ConversationKitDemo };
export default meta;
type Story = StoryObj<typeof ConversationKitDemo>;

const bubbleOf = (canvas: ReturnType<typeof within>, text: string) =>
  canvas.getByText(text, { exact: false }).closest('.conversation__bubble') as HTMLElement;

/** Every delivery state says itself; Retry and Discard act on the failed message. */
const everyState: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: 'Messages with Alice Johnson' });
  await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  await expect(bubbleOf(canvas, 'VPN client says')).toHaveClass('conversation__bubble--inbound');
  await expect(bubbleOf(canvas, 'renewing it now')).toHaveTextContent('Delivered');
  await expect(bubbleOf(canvas, 'Done: reconnect')).toHaveTextContent('Sent');
  await expect(within(bubbleOf(canvas, 'Reply here')).getByRole('status')).toHaveTextContent('Sending…');
  const failed = bubbleOf(canvas, 'Please call me back.');
  await expect(within(failed).getByRole('alert')).toHaveTextContent('Not sent: The SMS gateway is unavailable.');
  await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(bubbleOf(canvas, 'Please call me back.')).toHaveAttribute('data-delivery', 'sending'));
  // Nothing scrolls sideways, however narrow the pod.
  const frame = canvas.getByTestId('story-frame');
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
};

/** Enter sends, Shift+Enter adds a line; 1,711 characters stop the box at its maximum height and warn of 26 SMS. */
const composerKeys: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const box = canvas.getByRole('textbox', { name: 'Message' });
  await expect(canvas.getByText('Enter sends · Shift+Enter adds a line')).toBeVisible();
  await userEvent.type(box, 'On my way{Shift>}{Enter}{/Shift}in 5 minutes');
  await expect(box).toHaveValue('On my way\nin 5 minutes');
  await userEvent.type(box, '{Enter}');
  await expect(box).toHaveValue('');
  await waitFor(() => expect(canvas.getByText(/in 5 minutes/)).toBeVisible());
  const empty = box.getBoundingClientRect().height;
  await userEvent.click(box);
  await userEvent.paste(`${'Your account was reviewed. '.repeat(63)}Thanks – Tess`.slice(0, 1711));
  await expect(canvas.getByText('1711 characters · 26 SMS (UCS-2)')).toBeVisible();
  await expect(
    canvas.getByText('A long text: it is sent and billed as 26 SMS. Shorten it to send fewer.'),
  ).toBeVisible();
  await waitFor(() => expect(box.getBoundingClientRect().height).toBeGreaterThan(empty));
  await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(MESSAGE_BOX_MAX_HEIGHT_PX);
  await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
};

export const FullWidth: Story = { tags: ['browser'], play: everyState };
export const Narrow320: Story = { tags: ['browser'], args: { width: 320 }, play: everyState };
export const Dark: Story = { tags: ['browser'], args: { theme: 'dark' }, play: everyState };
export const DarkNarrow320: Story = { tags: ['browser'], args: { theme: 'dark', width: 320 }, play: everyState };
export const ComposerFullWidth: Story = { tags: ['browser'], play: composerKeys };
export const ComposerNarrow320: Story = { tags: ['browser'], args: { width: 320 }, play: composerKeys };
export const ComposerDarkNarrow320: Story = {
  tags: ['browser'],
  args: { theme: 'dark', width: 320 },
  play: composerKeys,
};
