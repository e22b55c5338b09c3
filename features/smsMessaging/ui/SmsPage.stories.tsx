import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  conversationPageStory,
  conversationStories,
  darkNarrow320Story,
  loadingStory,
} from '@storybook-host/conversationStory';
import { storySandbox } from '@storybook-host/storySandbox';
import type { Contact } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { messagingLedgerOf } from '@features/api/sandbox';
import { smsBindings } from '../bindings';
import { SmsPage } from './SmsPage';

/** A seeded acme-cw ticket: 1001 Alice (history), 1002 Bob (no channel), 1004 Dan (opted out), 1007 Alice at Northwind (10,000 messages). */
type SmsTicket = '1001' | '1002' | '1004' | '1007';

const CONTACTS: Record<SmsTicket, () => Contact> = {
  '1001': ContactMother.alice,
  '1002': ContactMother.bob,
  '1004': ContactMother.dan,
  '1007': () => ({
    ...ContactMother.alice(),
    id: 'acme-cw-co2-ct1',
    companyId: 'acme-cw-co2',
    companyName: 'Northwind Traders',
  }),
};

const SmsStory = conversationPageStory(
  { id: 'smsMessaging', Page: SmsPage, bindings: smsBindings },
  (ticketId: SmsTicket) => CONTACTS[ticketId](),
);

const meta: Meta<typeof SmsStory> = { title: 'Features/SMS Messaging', component: SmsStory, ...conversationStories };
export default meta;
type Story = StoryObj<typeof SmsStory>;

const showsAlicesConversation: Story['play'] = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Messages with Alice Johnson' });
  await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
};

export const Conversation: Story = { play: showsAlicesConversation };
export const Narrow320: Story = { args: { width: 320 }, play: showsAlicesConversation };
export const Dark: Story = { args: { theme: 'dark' }, play: showsAlicesConversation };

// Its play measures the header's position: it plays in Chromium (the tag must be written here for Storybook's index).
export const DarkNarrow320: Story = {
  tags: ['browser'],
  ...darkNarrow320Story(showsAlicesConversation, 'SMS Messaging'),
};

export const Loading: Story = loadingStory('*/api/MessagingBoard/:crmId/allTicketChannels', 'Loading the conversation');

/** A channel with no message yet. */
export const Empty: Story = {
  parameters: {
    msw: [
      http.get('*/api/MessagingBoard/channels/:id/channelHistory', () =>
        HttpResponse.json({ items: [], totalCount: 0 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet.')).toBeVisible();
  },
};

/** No channel with Bob on his ticket yet: pick his phone and start one. */
export const NoChannelYet: Story = {
  args: { ticketId: '1002', width: 320 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Start a conversation' })).toBeVisible();
  },
};

/** 10,000 messages: only the visible ones are in the page, and it opens at the newest. */
export const LongHistory: Story = {
  args: { ticketId: '1007' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Messages with Alice Johnson' });
    await waitFor(() => expect(within(list).getByText('Message 10000 of 10000')).toBeVisible());
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
  },
};

export const LongHistoryDarkNarrow320: Story = {
  ...LongHistory,
  args: { ticketId: '1007', theme: 'dark', width: 320 },
};

/** A send while the gateway fails: kept in the list, marked failed, with Retry. */
export const FailedMessage: Story = {
  loaders: [
    async () => {
      messagingLedgerOf(storySandbox.state).faults.failNextSends = 1;
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Messages with Alice Johnson' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Please call me back');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/Not sent: The SMS gateway is unavailable/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const FailedMessageDark: Story = { ...FailedMessage, args: { theme: 'dark', width: 320 } };

/** Dan replied STOP: known before typing, the composer is replaced by the reason. */
export const OptedOut: Story = {
  args: { ticketId: '1004' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Dan Okafor has opted out of SMS/)).toBeVisible();
  },
};

export const OptedOutDarkNarrow320: Story = { ...OptedOut, args: { ticketId: '1004', theme: 'dark', width: 320 } };

/** A template with a variable nobody fills: substituted text in the composer, the unknown variable flagged. */
export const TemplatePicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Messages with Alice Johnson' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Template' }), 'Satisfaction survey');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Hi Alice, ticket T1001 is resolved. Tell us how we did: {{surveyLink}}',
    );
    await expect(canvas.getByText(/No value for \{\{surveyLink\}\}/)).toBeVisible();
  },
};

export const TemplatePickerNarrow320: Story = { ...TemplatePicker, args: { width: 320 } };
