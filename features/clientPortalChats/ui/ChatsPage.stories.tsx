import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { storySandbox } from '@storybook-host/storySandbox';
import { bindFeatureOnce } from '@features/api/testing';
import { type FeaturePodContext, AppError } from '@features/api/core';
import { clientPortalChatsBindings } from '../bindings';
import { ChatLiveFeedToken } from '../core/ChatLiveFeed';
import { FakeChatLiveFeed } from '../core/testing/FakeChatLiveFeed';
import { chatLedgerOf } from '../sandbox/chatLedger';
import { ChatsPage } from './ChatsPage';

interface ChatsStoryProps {
  psaId: string;
  ticketId: string;
  /** Pod width in px, or full width when absent. */
  width?: number;
  theme?: 'light' | 'dark';
  /** The live service cannot be reached: the page keeps trying and offers Reconnect. */
  liveOutage?: boolean;
}

/** Live events in stories come from this fake (Storybook has no Pusher server); plays emit on it. */
const storyLive = new FakeChatLiveFeed();
/** A live feed that never answers, as during an outage at the first subscription. */
const unreachableLive = Object.assign(new FakeChatLiveFeed(), {
  refuseWith: new AppError(
    'network',
    'The realtime service could not be reached. Check your connection and try again.',
  ),
});

function ChatsStory({ psaId, ticketId, width, theme, liveOutage }: ChatsStoryProps) {
  const pod: FeaturePodContext = {
    psa: null,
    psaId,
    screen: 'ticket',
    ticket: { id: ticketId, number: `T${ticketId}` },
    company: null,
    contact: null,
    ready: true,
  };
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => {
        bindFeatureOnce(container, 'clientPortalChats', clientPortalChatsBindings);
        container.rebind(ChatLiveFeedToken).toConstantValue(liveOutage ? unreachableLive : storyLive);
      }}
    >
      {/* The open chat lives in the address's query (chat=). */}
      <MemoryRouter initialEntries={[`/pod/connectwise/${psaId}?ticketId=${ticketId}&page=clientPortalChats`]}>
        <ChatsPage pod={pod} />
      </MemoryRouter>
    </StoryServices>
  );
}

/** Client Portal Chats on a ticket, every state, against the in-browser sandbox. */
const meta: Meta<typeof ChatsStory> = {
  title: 'Features/Client Portal Chats',
  component: ChatsStory,
  args: { psaId: 'acme-cw', ticketId: '1001' },
  loaders: [signedInAs('u-tech')],
};
export default meta;
type Story = StoryObj<typeof ChatsStory>;

async function openChat(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name }));
  return within(await canvas.findByRole('region', { name: /^Chat with/ }));
}

const chatIdOf = (psaId: string, ticketId: string) => chatLedgerOf(storySandbox.state).ofTicket(psaId, ticketId)[0]!.id;

export const NoChat: Story = {
  args: { ticketId: '1003', width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No chats on this ticket yet.')).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Start a chat' })).toBeVisible();
  },
};

export const NoChatFullWidth: Story = { ...NoChat, args: { ticketId: '1003' } };

export const ChatList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Waiting for an answer')).toBeVisible();
    await expect(canvas.getByText('Choose a chat to read it.')).toBeVisible();
  },
};

export const ChatList320: Story = {
  args: { width: 320 },
  play: async ({ canvasElement }) => void (await within(canvasElement).findByText('Waiting for an answer')),
};

export const LiveUpdatesRetrying320: Story = {
  args: { width: 320, liveOutage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByText(
      /Live updates are off\. .* The page keeps trying and reads the chats again once they are back\./,
    );
    await expect(within(notice).getByRole('button', { name: 'Reconnect' })).toBeVisible();
    await expect(await canvas.findByText('Waiting for an answer')).toBeVisible();
  },
};

export const LiveUpdatesRetryingFullWidth: Story = { ...LiveUpdatesRetrying320, args: { liveOutage: true } };

export const OpenChat: Story = {
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement, /Alice Johnson/);
    await expect(await chat.findByText('Can someone help? I have a meeting at 11.')).toBeVisible();
    // Narrow: the open chat replaces the list, with a way back.
    await expect(chat.getByRole('button', { name: 'All chats' })).toBeVisible();
  },
};

export const OpenChatFullWidth: Story = {
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement, /Alice Johnson/);
    await expect(await chat.findByText('Can someone help? I have a meeting at 11.')).toBeVisible();
    await expect(within(canvasElement).getByRole('list', { name: 'Chats on this ticket' })).toBeVisible();
  },
};

export const OpenChatDark: Story = { ...OpenChatFullWidth, args: { theme: 'dark' } };
export const OpenChatDark320: Story = { ...OpenChat, args: { theme: 'dark', width: 320 } };

export const ClosedChat: Story = {
  args: { ticketId: '1002' },
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement, /Bob Martinez/);
    await expect(await chat.findByText('This chat is closed.')).toBeVisible();
    await expect(chat.queryByLabelText('Message')).toBeNull();
  },
};

export const ClientTyping: Story = {
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement, /Alice Johnson/);
    await chat.findByText('Can someone help? I have a meeting at 11.');
    storyLive.emit('onClientTyping', { chatId: chatIdOf('acme-cw', '1001'), name: 'Alice Johnson' });
    await expect(await chat.findByText('Alice Johnson is typing…')).toBeVisible();
  },
};

export const UploadInProgress: Story = {
  tags: ['browser'],
  parameters: {
    msw: [http.post('*/api/ClientPortalChats/chats/:chatId/messages/attachment', () => delay('infinite'))],
  },
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement, /Alice Johnson/);
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFgwJ/lRSK9wAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    await userEvent.upload(chat.getByLabelText('File to send'), new File([png], 'screen.png', { type: 'image/png' }));
    await expect(await chat.findByRole('status', { name: 'Sending screen.png' })).toBeVisible();
    await expect(chat.getByRole('img', { name: 'Preview of screen.png' })).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  },
};

export const FailedMessage: Story = {
  args: { width: 320 },
  parameters: {
    msw: [
      http.post('*/api/ClientPortalChats/chats/:chatId/messages', () =>
        HttpResponse.json({ message: 'The portal is not answering.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement, /Alice Johnson/);
    await userEvent.type(chat.getByLabelText('Message'), 'Please restart the laptop{Enter}');
    await expect(await chat.findByText(/Not sent: The portal is not answering\./)).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const StartRefused: Story = {
  args: { ticketId: '1003' },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Start a chat' }));
    await waitFor(() => expect(form.getByLabelText('Client portal')).toHaveValue('portal-acme'));
    await userEvent.selectOptions(form.getByLabelText('Client portal'), 'portal-acme-vip');
    await userEvent.type(form.getByLabelText('First message'), 'Hello Carol');
    await userEvent.click(form.getByRole('button', { name: 'Start chat' }));
    await expect(await form.findByText('configuration: Chats are switched off in the Acme VIP portal.')).toBeVisible();
  },
};

export const NoClientPortal: Story = {
  args: { psaId: 'demo-cw', ticketId: 'first' },
  loaders: [signedInAs('u-demo')],
  render: (args) => (
    <ChatsStory {...args} ticketId={storySandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw')!.id} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No client portal is configured for your company.'),
    ).toBeVisible();
  },
};

export const LongChatOpensAtNewest: Story = {
  args: { psaId: 'acme-halo', ticketId: '1023' },
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement, /Alice Johnson/);
    await expect(await chat.findByText('Message 10000 of 10000')).toBeVisible();
    await expect(chat.queryByText('Message 1 of 10000')).toBeNull();
    await expect(chat.getAllByRole('listitem').length).toBeLessThan(60);
  },
};
