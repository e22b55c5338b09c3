import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '@storybook-host/sessions';
import { StoryServices } from '@storybook-host/StoryServices';
import { storySandbox } from '@storybook-host/storySandbox';
import { bindFeatureOnce } from '@app/features/ContainerFeatureLoader';
import { type Contact, type FeaturePodContext, RealtimeHubToken } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { messagingLedgerOf } from '@features/api/sandbox';
import { smsBindings } from '../bindings';
import { SmsPage } from './SmsPage';

interface SmsStoryProps {
  /** A seeded acme-cw ticket: 1001 Alice (history), 1002 Bob (no channel), 1004 Dan (opted out), 1007 Alice at Northwind (10,000 messages). */
  ticketId: '1001' | '1002' | '1004' | '1007';
  width?: number;
  theme?: 'light' | 'dark';
}

const CONTACTS: Record<SmsStoryProps['ticketId'], () => Contact> = {
  '1001': ContactMother.alice,
  '1002': ContactMother.bob,
  '1004': ContactMother.dan,
  '1007': () => ({ ...ContactMother.alice(), id: 'acme-cw-co2-ct1', companyId: 'acme-cw-co2', companyName: 'Northwind Traders' }),
};

/** The page as the shell mounts it for a ConnectWise ticket, with the real container and the sandbox behind MSW. */
function SmsStory({ ticketId, width, theme }: SmsStoryProps) {
  const contact = CONTACTS[ticketId]();
  const pod: FeaturePodContext = {
    psa: null,
    psaId: 'acme-cw',
    screen: 'ticket',
    ticket: { id: ticketId, number: `T${ticketId}` },
    company: { id: contact.companyId, name: contact.companyName },
    contact,
    ready: true,
  };
  return (
    <StoryServices
      width={width}
      theme={theme}
      configure={(container) => {
        bindFeatureOnce(container, 'smsMessaging', smsBindings);
        container.rebind(RealtimeHubToken).toConstantValue(new FakeRealtimeHub());
      }}
    >
      <SmsPage pod={pod} />
    </StoryServices>
  );
}

const meta: Meta<typeof SmsStory> = {
  title: 'Features/SMS Messaging',
  component: SmsStory,
  args: { ticketId: '1001' },
  loaders: [
    async () => {
      messagingLedgerOf(storySandbox.state).reset(storySandbox.state.world);
      return {};
    },
    signedInAs('u-tech'),
  ],
};
export default meta;
type Story = StoryObj<typeof SmsStory>;

const showsAlicesConversation: Story['play'] = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Messages with Alice Johnson' });
  await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
};

export const Conversation: Story = { play: showsAlicesConversation };
export const Narrow320: Story = { args: { width: 320 }, play: showsAlicesConversation };
export const Dark: Story = { args: { theme: 'dark' }, play: showsAlicesConversation };

/** At 320 px every pixel counts: the page's title sits at most 4 px inside the pod, like the other feature pages'. */
async function expectTitleAtThePodsEdge(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTestId('story-frame').getBoundingClientRect();
  const title = within(canvasElement).getByRole('heading', { name: 'SMS Messaging' }).getBoundingClientRect();
  await expect(title.left - frame.left).toBeLessThanOrEqual(5);
}

export const DarkNarrow320: Story = {
  args: { theme: 'dark', width: 320 },
  play: async (context) => {
    await showsAlicesConversation(context);
    await expectTitleAtThePodsEdge(context.canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: [http.get('*/api/MessagingBoard/:crmId/allTicketChannels', async () => { await delay('infinite'); return HttpResponse.json([]); })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the conversation')).toBeInTheDocument();
  },
};

/** A channel with no message yet. */
export const Empty: Story = {
  parameters: { msw: [http.get('*/api/MessagingBoard/channels/:id/channelHistory', () => HttpResponse.json({ items: [], totalCount: 0 }))] },
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

export const LongHistoryDarkNarrow320: Story = { ...LongHistory, args: { ticketId: '1007', theme: 'dark', width: 320 } };

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
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi Alice, ticket T1001 is resolved. Tell us how we did: {{surveyLink}}');
    await expect(canvas.getByText(/No value for \{\{surveyLink\}\}/)).toBeVisible();
  },
};

export const TemplatePickerNarrow320: Story = { ...TemplatePicker, args: { width: 320 } };
